#pragma once
// The roofline model of seed §2 "Roofline model" (Eq. 2.1): attainable = min(R_peak, BW · I), ridge
// I_ridge = R_peak / BW. Pure functions plus the series builder the roofline view and reports draw.
#include "hardware/Accelerator.h"
#include "results/Text.h"
#include "units/Precision.h"
#include "units/Quantity.h"

#include <string>
#include <vector>

namespace fleet {

FlopPerByte ridgePoint(FlopPerSecond peak, BytesPerSecond bandwidth);
FlopPerSecond attainable(FlopPerSecond peak, BytesPerSecond bandwidth, FlopPerByte intensity);

// Arithmetic intensity of one decode step at batch B: 2·P·B FLOP over P·bytes weight bytes = 2B/bytes
// (≈ B FLOP/byte for FP16 weights; seed §2 memory wall, L1412, and roofline worked example, L1635).
FlopPerByte decodeIntensity(double batch, Precision weights);
// Intensity of a pass that reuses each weight for `tokens` tokens (prefill of B·L tokens, or a training
// micro-batch of b·s tokens): 2·tokens/bytes, counting weight traffic only (an upper bound; activation
// and attention traffic pull real prefill down to the seed's 100–500 FLOP/byte, L1593).
FlopPerByte weightReuseIntensity(double tokens, Precision weights);

struct RoofPoint {
    double intensity = 0.0;  // FLOP/byte
    double flopsPerS = 0.0;  // FLOP/s
};

struct Roof {
    Precision precision = Precision::FP16;
    bool fp4 = false; // the block-scaled FP4 roof (Accelerator::fp4Peak: NVFP4 / MXFP4), not a Precision (precision unused)
    std::vector<RoofPoint> points; // bandwidth slope then flat roof, spanning [iMin, iMax]
    RoofPoint ridge;
};

struct WorkloadPoint {
    Text label;         // "decode (batch 1)", ... (translatable)
    RoofPoint point;    // at its attainable throughput on its precision's roof
    Precision precision = Precision::FP16;
    bool fp4 = false;            // on the FP4 roof (training.precision nvfp4)
    double peakFlopsPerS = 0.0;  // the roof it sits under
    double ridge = 0.0;          // FLOP/byte of that roof
    double fractionOfPeak() const { return peakFlopsPerS > 0.0 ? point.flopsPerS / peakFlopsPerS : 0.0; }
    bool memoryBound() const { return point.intensity < ridge; }
};

// One roof per precision the accelerator supports (dense peaks), and the FP4 roof where it has one (Blackwell, CDNA 4),
// log-spaced span [iMin, iMax].
std::vector<Roof> buildRoofs(const Accelerator& a, double iMin = 0.1, double iMax = 1e5);

} // namespace fleet
