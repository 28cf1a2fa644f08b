#include "compute/RooflineWorkloads.h"

#include "units/TrainingRecipe.h"

#include <fmt/format.h>

namespace fleet {

std::vector<WorkloadPoint> workloadPoints(const Accelerator& a, const Scenario& s)
{
    std::vector<WorkloadPoint> out;
    auto place = [&](Text label, FlopPerByte intensity, TrainingFormat f) {
        const auto peak = gemmPeakFor(a, f);
        if (!peak)
            return;
        out.push_back({std::move(label), {intensity.si(), attainable(*peak, a.hbmBandwidth, intensity).si()}, f.precision,
                       f.recipe == ScalingRecipe::Nvfp4, peak->si(), ridgePoint(*peak, a.hbmBandwidth).si()});
    };
    if (const auto ip = precisionFromString(s.inference.precision)) {
        const auto batch = static_cast<double>(s.inference.batch);
        place(Text::format("decode (batch {})", s.inference.batch), decodeIntensity(batch, *ip), TrainingFormat{*ip});
        place(Text::format("prefill ({} tokens)", s.inference.batch * s.inference.contextLen),
              weightReuseIntensity(batch * static_cast<double>(s.inference.contextLen), *ip), TrainingFormat{*ip});
    }
    if (const auto format = trainingFormatFromString(s.training.precision)) {
        // A GPU holds s / CP tokens of each sequence (issue 30).
        const std::int64_t perGpu = s.training.microBatch * s.training.seqLen / std::max<std::int64_t>(1, s.training.cp);
        const auto tokens = static_cast<double>(perGpu);
        // NVFP4 sits on the FP4 roof (gemmPeakFor), its weights read at 4.5 bits (gemmWeightBytes).
        place(Text::format("training ({} tokens/micro-batch)", perGpu),
              FlopPerByte::fromSi(2.0 * tokens / gemmWeightBytes(*format)), *format);
    }
    return out;
}

} // namespace fleet
