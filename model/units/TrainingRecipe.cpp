#include "units/TrainingRecipe.h"

namespace fleet {

namespace {

constexpr double kNvfp4Bytes = 0.5 + 1.0 / 16.0; // E2M1 value + an E4M3 scale per 16 elements

} // namespace

std::optional<TrainingFormat> trainingFormatFromString(std::string_view s)
{
    if (s == "fp8-delayed")
        return TrainingFormat{Precision::FP8, ScalingRecipe::Delayed};
    if (s == "fp8-current")
        return TrainingFormat{Precision::FP8, ScalingRecipe::Current};
    if (s == "mxfp8")
        return TrainingFormat{Precision::FP8, ScalingRecipe::Mx};
    if (s == "nvfp4")
        return TrainingFormat{Precision::FP8, ScalingRecipe::Nvfp4};
    if (const auto p = precisionFromString(s))
        return TrainingFormat{*p, ScalingRecipe::None};
    return std::nullopt;
}

double quantizationBytesPerElement(ScalingRecipe r)
{
    switch (r) {
    case ScalingRecipe::None: return 0.0;
    case ScalingRecipe::Delayed: return 2.0 + 1.0 + 1.0;
    case ScalingRecipe::Current: return 2.0 + 2.0 + 1.0 + 1.0;
    case ScalingRecipe::Mx: return 2.0 + 1.0 + 1.0 + 2.0 / 32.0;
    case ScalingRecipe::Nvfp4: return 2.0 + 2.0 + 2.0 + 2.0 * kNvfp4Bytes;
    }
    return 0.0;
}

double gemmWeightBytes(const TrainingFormat& f)
{
    return f.recipe == ScalingRecipe::Nvfp4 ? kNvfp4Bytes : bytesPerValue(f.precision);
}

double savedGemmInputBytes(ScalingRecipe r)
{
    switch (r) {
    case ScalingRecipe::None: return 2.0;
    case ScalingRecipe::Nvfp4: return kNvfp4Bytes;
    default: return 1.0;
    }
}

} // namespace fleet
