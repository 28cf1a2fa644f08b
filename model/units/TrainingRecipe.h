#pragma once
// The training precision of a plan: a numeric format (Precision) and the recipe that scales its tensors (issue 30
// part 2). `training.precision` takes every Precision name plus the recipes:
//   fp8          FP8 GEMMs with no recipe overhead priced (what `fp8` has always meant; kept for old plans)
//   fp8-delayed  per-tensor scales from an amax history (TransformerEngine's DelayedScaling, Hopper's default)
//   fp8-current  per-tensor scales from the tensor itself (Float8CurrentScaling: one more read of each input)
//   mxfp8        a scale per 32 elements (MXFP8BlockScaling, Blackwell), row-wise and column-wise copies
//   nvfp4        4-bit E2M1 values with an E4M3 scale per 16 and an FP32 scale per tensor (NVFP4BlockScaling,
//                Blackwell): the GEMMs (forward, data and weight gradient) at the chip's FP4 rate, a random
//                Hadamard transform on the weight-gradient GEMM's inputs, stochastic rounding of gradients
// Every recipe keeps 16-bit weights and gradients in memory and the attention core, norms and output layer in 16 bit;
// its format is FP8 (an 8-bit-or-narrower GEMM input, what the MoE dispatch and the optimizer see), NVFP4's GEMMs run
// at the FP4 peak instead of the FP8 one (gemmPeakFor, hardware/Accelerator.h). What differs is the memory-bound
// quantization work around each GEMM (quantizationBytesPerElement) and the bytes of the GEMM inputs saved for the
// backward pass (savedGemmInputBytes).
#include "units/Precision.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace fleet {

enum class ScalingRecipe : std::uint8_t { None, Delayed, Current, Mx, Nvfp4 };

struct TrainingFormat {
    Precision precision = Precision::BF16;
    ScalingRecipe recipe = ScalingRecipe::None;
};

// "fp8-delayed" → {FP8, Delayed}; "nvfp4" → {FP8, Nvfp4}; "bf16" → {BF16, None}; unknown → nothing.
std::optional<TrainingFormat> trainingFormatFromString(std::string_view s);

// HBM bytes the recipe's kernels move per element of a GEMM input (forward activations, backward output gradients)
// beyond a 16-bit run. FP8: read the 16-bit tensor, write its FP8 copy and the transposed copy the weight-gradient
// GEMM reads (TransformerEngine's fused cast-transpose: 2 + 1 + 1 B); current scaling reads the tensor once more for
// its amax (+2 B); MX block scaling writes a scale byte per 32 elements for each of its two copies. NVFP4: the
// per-tensor amax (2 B), the amax of the Hadamard-transformed column-wise copy (2 B), the read for the casts (2 B) and
// two 4-bit copies with an E4M3 scale per 16 elements (2 × (0.5 + 1/16) B) = 7.125 B. 0 without a recipe.
double quantizationBytesPerElement(ScalingRecipe r);

// Bytes per weight the format's GEMMs read: NVFP4 0.5625 (4-bit values and an E4M3 scale per 16), else the precision's
// (FP8 recipes 1). The training arithmetic intensity and the roofline's training point divide by it.
double gemmWeightBytes(const TrainingFormat& f);

// Bytes per element of a GEMM input kept for the backward pass: a recipe keeps its quantized copy (FP8: 1 B; NVFP4: 4
// bits and a 1-byte scale per 16 = 0.5625 B), else the 16-bit tensor (2 B).
double savedGemmInputBytes(ScalingRecipe r);

} // namespace fleet
