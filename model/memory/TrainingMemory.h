#pragma once
// Training memory per GPU (seed §2 node memory budget L1942, Table 2.10 L2104-2122, node memory
// partitioning L2126-2128, memory budget exercise L2143-2185) and the inference KV cache.
//
// Bytes per parameter follow the seed's mixed-precision accounting: weights and gradients in the 16-bit
// training format (2 B; FP32/TF32 training: 4 B; FP8 training keeps BF16 weights and gradients, FP8 is a
// matmul input format), Adam's m and v in FP32 (4 + 4 B), and optionally an FP32 master copy (4 B) that
// the seed's Table 2.10 leaves out. Sharding: tensor and pipeline parallelism divide every per-parameter
// term by TP·PP; ZeRO stage 1 shards the optimizer (and master copy) over DP, stage 2 also the gradients,
// stage 3 also the weights.
#include "units/Precision.h"
#include "units/Quantity.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace fleet {

enum class OptimizerPlacement { Gpu, Host, Nvme };
// training.optimizerOffload ("gpu" | "host" | "nvme"; anything else is the GPU, validated by the schema).
OptimizerPlacement optimizerPlacementFromString(std::string_view s);

// Activation recomputation in the backward pass (training.activationCheckpointing): none stores every
// activation, selective recomputes the attention core (Korthikanti et al. 2022 §5), full recomputes each layer.
enum class Recompute : std::uint8_t { None, Selective, Full };
std::string_view toString(Recompute r); // "none" | "selective" | "full"
std::optional<Recompute> recomputeFromString(std::string_view s);

// A Mixture-of-Experts model (issue 29): its routed experts' parameters are sharded over EP × PP instead of
// TP × PP, and ZeRO shards their state over the expert-data-parallel ranks (TP × CP × DP / EP) instead of DP × CP.
// Context parallelism (issue 30) replicates the weights over CP like DP: ZeRO shards over DP × CP.
struct TrainingMemoryInputs {
    double params = 0.0;
    double expertParams = 0.0; // of `params`, the routed experts'
    double ep = 1;
    Precision precision = Precision::BF16;
    bool masterWeights = false;
    double tp = 1, pp = 1, dp = 1, cp = 1;
    int zeroStage = 0;
    OptimizerPlacement optimizer = OptimizerPlacement::Gpu;
    Bytes buffers;
    Bytes activations; // per GPU, from activationBytesPerGpu() or given
};

struct TrainingMemory {
    double weightBytesPerParam = 0, gradBytesPerParam = 0, optimizerBytesPerParam = 8, masterBytesPerParam = 0;
    Bytes fullState;          // P · (w + g + opt + master), unsharded
    Bytes weights, grads, optimizer, master, activations, buffers; // per GPU, in HBM
    Bytes offloaded;          // optimizer (+ master) per GPU held off the GPU
    Bytes total;              // sum of the per-GPU HBM terms
};

TrainingMemory trainingMemoryPerGpu(const TrainingMemoryInputs& in);

// Activation memory per GPU of a transformer (Korthikanti et al. 2022 Table 2, 16-bit activations), per layer:
//   tensor parallel t with sequence parallelism: s·b·h·(34/t + 5·a·s/(h·t)); without it s·b·h·(10 + 24/t +
//   5·a·s/(h·t)); the 5·a·s/h term (the s × s scores, softmax and dropout) is absent with selective
//   recomputation or a fused attention kernel (FlashAttention keeps no s × s tensor); full recomputation
//   keeps only each layer's input, 2·s·b·h (/t with sequence parallelism), plus one layer's working set.
// With 1F1B the first pipeline stage holds min(m, p) micro-batches of L/p layers (L layers' worth when m ≥ p);
// interleaving v > 1 stages multiplies that by 1 + (p − 1)/(p·v). Context parallelism (issue 30) gives a GPU s/cp
// tokens of each sequence: every term above at s/cp (seqLen here is that share; the fused attention it requires
// keeps no s × s term).
struct ActivationInputs {
    double seqLen = 1, microBatch = 1, hidden = 1, heads = 1, layers = 1, tp = 1;
    double pp = 1, interleave = 1, microBatches = 1e18; // micro-batches per step (in flight: min(m, p))
    Recompute recompute = Recompute::None;
    double recomputeShare = 1; // full recomputation: the share of a stage's layers recomputed (recomputedLayerShare)
    bool sequenceParallel = true;
    bool flashAttention = false;
    // Bytes per element of the GEMMs' saved inputs: 2, or a recipe's quantized copy that TransformerEngine keeps for the
    // backward pass (fp8-delayed | fp8-current | mxfp8: 1; nvfp4: 0.5625; units/TrainingRecipe savedGemmInputBytes).
    double gemmInputBytes = 2.0;
    bool quantizedGemmInputs() const { return gemmInputBytes < 2.0; }
};
Bytes activationBytesPerGpu(const ActivationInputs& in);
// Full recomputation of some layers only (Megatron's block method, training.recomputeLayers): the share of a pipeline
// stage's layers that are recomputed; the others keep their activations (no recomputation). 0 layers = every layer.
double recomputedLayerShare(std::int64_t recomputeLayers, double layers, double pp);
// Sequence parallelism, unfused attention, no pipeline (the form of the seed's Table 2.10 examples).
Bytes activationBytesPerGpu(double seqLen, double microBatch, double hidden, double heads, double layers, double tp,
                            bool checkpointing);

// KV cache of autoregressive decode: 2 (K and V) · layers · kvHeads · headDim · context · batch · bytes.
Bytes kvCacheBytes(double layers, double kvHeads, double headDim, double context, double batch, Precision p);

} // namespace fleet
