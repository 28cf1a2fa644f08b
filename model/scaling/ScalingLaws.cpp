#include "scaling/ScalingLaws.h"

#include <cmath>

namespace fleet {

std::string_view toString(ScalingRegime r)
{
    switch (r) {
    case ScalingRegime::DataLimited: return "data-limited";
    case ScalingRegime::Balanced: return "balanced";
    case ScalingRegime::ComputeLimited: return "compute-limited";
    }
    return "balanced";
}

double powerLaw(double x, double a, double alpha, double c) { return a * std::pow(x, -alpha) + c; }

ComputeOptimalSize computeOptimalSize(double flops, const ScalingConstants& k)
{
    ComputeOptimalSize s;
    if (!(flops > 0.0) || !(k.flopsPerParamToken > 0.0) || !(k.tokensPerParam > 0.0))
        return s;
    s.params = std::sqrt(flops / (k.flopsPerParamToken * k.tokensPerParam));
    s.tokens = k.tokensPerParam * s.params;
    return s;
}

double chinchillaLoss(double params, double tokens, const ScalingConstants& k)
{
    return powerLaw(params, k.lossA, k.lossAlpha, 0.0) + powerLaw(tokens, k.lossB, k.lossBeta, 0.0) + k.lossE;
}

ScalingRegime scalingRegime(double params, double tokens, const ScalingConstants& k)
{
    const double ratio = tokens / params;
    if (ratio < k.tokensPerParam / k.balancedBand)
        return ScalingRegime::DataLimited;
    if (ratio > k.tokensPerParam * k.balancedBand)
        return ScalingRegime::ComputeLimited;
    return ScalingRegime::Balanced;
}

} // namespace fleet
