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
    for (Precision p : kAllPrecisions)
        if (toString(p) == s)
            return p;
    return std::nullopt;
}

} // namespace fleet
