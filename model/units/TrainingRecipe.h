#pragma once
// The training precision of a plan: a numeric format (Precision) and, for FP8, the recipe that scales its tensors
// (issue 30 part 2). `training.precision` takes every Precision name plus the recipes:
//   fp8          FP8 GEMMs with no recipe overhead priced (what `fp8` has always meant; kept for old plans)
//   fp8-delayed  per-tensor scales from an amax history (TransformerEngine's DelayedScaling, Hopper's default)
//   fp8-current  per-tensor scales from the tensor itself (Float8CurrentScaling: one more read of each input)
//   mxfp8        a scale per 32 elements (MXFP8BlockScaling, Blackwell), row-wise and column-wise copies
// Every recipe runs its GEMMs at the chip's FP8 rate and keeps 16-bit weights and gradients in memory, the GEMMs' saved
// inputs in 8 bits (memory/TrainingMemory: ActivationInputs::fp8GemmInputs); what differs is the memory-bound
// quantization work around each GEMM, priced by quantizationBytesPerElement.
#include "units/Precision.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace fleet {

enum class Fp8Recipe : std::uint8_t { None, Delayed, Current, Mx };

struct TrainingFormat {
    Precision precision = Precision::BF16;
    Fp8Recipe recipe = Fp8Recipe::None;
};

// "fp8-delayed" → {FP8, Delayed}; "bf16" → {BF16, None}; unknown → nothing.
std::optional<TrainingFormat> trainingFormatFromString(std::string_view s);

// HBM bytes the recipe's kernels move per element of a GEMM input (forward activations, backward output gradients)
// beyond a 16-bit run: read the 16-bit tensor, write its FP8 copy and the transposed copy the weight-gradient GEMM
// reads (TransformerEngine's fused cast-transpose: 2 + 1 + 1 B); current scaling reads the tensor once more for its
// amax (+2 B); MX block scaling writes a scale byte per 32 elements for each of its two copies. 0 without a recipe.
double quantizationBytesPerElement(Fp8Recipe r);

} // namespace fleet
