#include "units/TrainingRecipe.h"

namespace fleet {

std::optional<TrainingFormat> trainingFormatFromString(std::string_view s)
{
    if (s == "fp8-delayed")
        return TrainingFormat{Precision::FP8, Fp8Recipe::Delayed};
    if (s == "fp8-current")
        return TrainingFormat{Precision::FP8, Fp8Recipe::Current};
    if (s == "mxfp8")
        return TrainingFormat{Precision::FP8, Fp8Recipe::Mx};
    if (const auto p = precisionFromString(s))
        return TrainingFormat{*p, Fp8Recipe::None};
    return std::nullopt;
}

double quantizationBytesPerElement(Fp8Recipe r)
{
    switch (r) {
    case Fp8Recipe::None: return 0.0;
    case Fp8Recipe::Delayed: return 2.0 + 1.0 + 1.0;
    case Fp8Recipe::Current: return 2.0 + 2.0 + 1.0 + 1.0;
    case Fp8Recipe::Mx: return 2.0 + 1.0 + 1.0 + 2.0 / 32.0;
    }
    return 0.0;
}

} // namespace fleet
