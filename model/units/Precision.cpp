#include "units/Precision.h"

namespace fleet {

std::string_view toString(Precision p)
{
    switch (p) {
    case Precision::FP64: return "fp64";
    case Precision::FP32: return "fp32";
    case Precision::TF32: return "tf32";
    case Precision::BF16: return "bf16";
    case Precision::FP16: return "fp16";
    case Precision::FP8: return "fp8";
    case Precision::INT8: return "int8";
    case Precision::INT4: return "int4";
    }
    return "?";
}

std::optional<Precision> precisionFromString(std::string_view s)
{
    // The last letter first: no more than two names share one (fp64 and int4, fp32 and tf32, …), so a lookup compares
    // two names instead of up to eight (a values-only evaluate() parses ~10 precisions).
    if (s.empty())
        return std::nullopt;
    for (Precision p : kAllPrecisions)
        if (const std::string_view name = toString(p); name.back() == s.back() && name == s)
            return p;
    return std::nullopt;
}

} // namespace fleet
