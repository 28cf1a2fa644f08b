#pragma once
// One accelerator of the catalog, in SI units (seed §2 Tables 2.2, 2.3, 2.6).
#include "hardware/Provenance.h"
#include "units/Precision.h"
#include "units/Quantity.h"
#include "units/TrainingRecipe.h"

#include <array>
#include <optional>
#include <string>

namespace fleet {

enum class LinkDirection { Bidirectional, PerDirection };

struct Accelerator {
    std::string id;
    std::string name;
    std::string vendor;
    int year = 0;
    // Dense peak FLOP/s (or OP/s for integer formats) per precision; empty = no dense path for it.
    std::array<std::optional<FlopPerSecond>, kAllPrecisions.size()> peak{};
    // Dense FP4 tensor peak (NVFP4 / MXFP4 block-scaled), FLOP/s; 0 = the chip has no FP4 path, or none is published
    // (catalog column fp4_tflops, schema 012, issue 30). Not a Precision: the FP4 recipe reads it (training.precision nvfp4,
    // gemmPeakFor below).
    FlopPerSecond fp4Peak;
    Bytes hbmCapacity;
    BytesPerSecond hbmBandwidth;
    Watts tdp;
    std::optional<BytesPerSecond> scaleUpBandwidth; // as the datasheet states it
    LinkDirection scaleUpDirection = LinkDirection::Bidirectional;
    std::optional<double> dieAreaMm2;
    std::optional<double> priceUsd;
    std::optional<double> embodiedKg;
    std::optional<double> mtbfHours;
    Provenance provenance;

    std::optional<FlopPerSecond> peakFor(Precision p) const { return peak[static_cast<size_t>(p)]; }
    void setPeak(Precision p, std::optional<FlopPerSecond> v) { peak[static_cast<size_t>(p)] = v; }
    bool hasFp4() const { return fp4Peak.si() > 0.0; }
    // Scale-up bandwidth in one direction (half the datasheet figure when it is bidirectional).
    std::optional<BytesPerSecond> scaleUpPerDirection() const
    {
        if (!scaleUpBandwidth)
            return std::nullopt;
        return scaleUpDirection == LinkDirection::Bidirectional ? *scaleUpBandwidth / 2.0 : *scaleUpBandwidth;
    }
};

// The dense peak a training format's GEMMs run at: NVFP4's the FP4 peak of an NVIDIA chip (E2M1 with E4M3 scales per
// 16 is NVIDIA's format; CDNA 4's FP4 path is MXFP4, not modelled), every other format its precision's peak; nothing
// when the chip has no such path.
inline std::optional<FlopPerSecond> gemmPeakFor(const Accelerator& a, const TrainingFormat& f)
{
    if (f.recipe == ScalingRecipe::Nvfp4)
        return a.hasFp4() && a.vendor == "NVIDIA" ? std::optional<FlopPerSecond>(a.fp4Peak) : std::nullopt;
    return a.peakFor(f.precision);
}

} // namespace fleet
