#pragma once
// Weight storage formats of serving (serving.expertPrecision): a precision's bytes (units/Precision.h), or a
// block-scaled 4-bit format whose shared scales add to every value's bits —
//   mxfp4: OCP Microscaling Formats (MX) v1.0: E2M1 values, one 8-bit E8M0 scale per block of 32 → 4.25 bits
//          (GPT-OSS's routed experts as released);
//   nvfp4: NVIDIA NVFP4: E2M1 values, one 8-bit E4M3 scale per block of 16 → 4.5 bits (its one FP32 scale per tensor
//          left out).
// Stored weights are dequantized in the GEMM; the compute precision is inference.precision's.
#include "units/Precision.h"

#include <optional>
#include <string_view>

namespace fleet {

struct StorageFormat {
    std::string_view name;     // as typed: a precision's name, "mxfp4" or "nvfp4"
    double bytesPerValue = 0.0;
    bool blockScaledFp4 = false; // mxfp4 / nvfp4: what an FP4 tensor-core path (Blackwell, CDNA 4) takes as an operand
};

inline constexpr double kMxfp4BytesPerValue = (4.0 + 8.0 / 32.0) / 8.0;
inline constexpr double kNvfp4BytesPerValue = (4.0 + 8.0 / 16.0) / 8.0;

inline std::optional<StorageFormat> storageFormatFromString(std::string_view s)
{
    if (s == "mxfp4")
        return StorageFormat{"mxfp4", kMxfp4BytesPerValue, true};
    if (s == "nvfp4")
        return StorageFormat{"nvfp4", kNvfp4BytesPerValue, true};
    if (const auto p = precisionFromString(s))
        return StorageFormat{toString(*p), bytesPerValue(*p), false};
    return std::nullopt;
}

} // namespace fleet
