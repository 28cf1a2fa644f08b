#pragma once
// Numeric formats of seed §2 "Precision formats" (Table 2.6): storage bytes per value and names.
#include <array>
#include <optional>
#include <string_view>

namespace fleet {

enum class Precision { FP64, FP32, TF32, BF16, FP16, FP8, INT8, INT4 };

inline constexpr std::array<Precision, 8> kAllPrecisions = {Precision::FP64, Precision::FP32, Precision::TF32,
                                                            Precision::BF16, Precision::FP16, Precision::FP8,
                                                            Precision::INT8, Precision::INT4};

// Storage bytes per parameter. TF32 is a 19-bit compute format stored in 32 bits (seed Table 2.6).
constexpr double bytesPerValue(Precision p)
{
    switch (p) {
    case Precision::FP64: return 8.0;
    case Precision::FP32:
    case Precision::TF32: return 4.0;
    case Precision::BF16:
    case Precision::FP16: return 2.0;
    case Precision::FP8:
    case Precision::INT8: return 1.0;
    case Precision::INT4: return 0.5;
    }
    return 0.0;
}

// Bytes per parameter of weights (and gradients) while training in precision p: the seed's mixed-precision
// accounting keeps 16-bit weights; FP8 and integer formats are matmul inputs, not storage (seed Table 2.10).
constexpr double trainingStorageBytes(Precision p)
{
    switch (p) {
    case Precision::FP64: return 8.0;
    case Precision::FP32:
    case Precision::TF32: return 4.0;
    default: return 2.0;
    }
}

std::string_view toString(Precision p);
std::optional<Precision> precisionFromString(std::string_view s);

} // namespace fleet
