#include "compute/RooflineWorkloads.h"

#include "units/TrainingRecipe.h"

#include <fmt/format.h>

namespace fleet {

std::vector<WorkloadPoint> workloadPoints(const Accelerator& a, const Scenario& s)
{
    std::vector<WorkloadPoint> out;
    auto place = [&](Text label, FlopPerByte intensity, Precision p) {
        const auto peak = a.peakFor(p);
        if (!peak)
            return;
        out.push_back({std::move(label), {intensity.si(), attainable(*peak, a.hbmBandwidth, intensity).si()}, p,
                       peak->si(), ridgePoint(*peak, a.hbmBandwidth).si()});
    };
    if (const auto ip = precisionFromString(s.inference.precision)) {
        const auto batch = static_cast<double>(s.inference.batch);
        place(Text::format("decode (batch {})", s.inference.batch), decodeIntensity(batch, *ip), *ip);
        place(Text::format("prefill ({} tokens)", s.inference.batch * s.inference.contextLen),
              weightReuseIntensity(batch * static_cast<double>(s.inference.contextLen), *ip), *ip);
    }
    if (const auto format = trainingFormatFromString(s.training.precision)) {
        const Precision* tp = &format->precision;
        const auto tokens = static_cast<double>(s.training.microBatch * s.training.seqLen);
        place(Text::format("training ({} tokens/micro-batch)", s.training.microBatch * s.training.seqLen),
              weightReuseIntensity(tokens, *tp), *tp);
    }
    return out;
}

} // namespace fleet
