#pragma once
// The step-time model (issue #11): the time of one optimizer step of one global batch of a Megatron-LM-style
// transformer training run, predicted from the model's shape, the parallel layout and the hardware — GEMM
// shapes, achieved efficiencies, the links every collective crosses. A typed kernel: plain structs in and
// out, all values SI (seconds, bytes, FLOP, FLOP/s, B/s), no strings, no allocation, no derivation text.
// evaluate() wraps it with derivations (StepResults), the design-space search calls it directly.
//
// What one step is (docs/models.md "Step-time model" states every assumption):
//  - per layer and micro-batch on one GPU of a TP group: the linear GEMMs (QKV with grouped-query heads,
//    attention output projection, MLP up — two matrices when gated — and down), the attention core (scores
//    and context: batched GEMMs, FlashAttention-style fused or unfused with softmax and dropout in HBM), and
//    the element-wise work (layer norms, bias-dropout-residual, activation) at achieved HBM bandwidth. Each
//    GEMM takes max(F / (η(F)·R), bytes / (η_HBM·B_HBM)) with η(F) = η_max · F / (F + F_half). Backward = 2×
//    forward; recompute adds the forward (full) or the attention core (selective);
//  - tensor parallelism over the scale-up link inside the scale-up domain, the scale-out link when the group
//    spans domains (plan/Placement.h; α-β per ring step): forward 2 all-reduces (sequence parallel:
//    2 all-gathers + 2 reduce-scatters); backward as Megatron-LM overlaps it (the input-gradient collective of
//    QKV and MLP-up runs under the weight-gradient GEMM; with sequence parallelism the re-gather of the input
//    under the data-gradient GEMM, the gather of output gradients exposed); full recompute repeats the
//    forward's collectives. training.overlapTpComm hides every TP collective behind its paired GEMM;
//  - context parallelism (issue 30): each sequence split over CP ranks (every per-token cost ÷ CP), attention as
//    a K/V ring over the CP group, each transfer under the attention block of the previous chunk;
//  - pipeline parallelism: 1F1B with v virtual stages per rank: m micro-batches of the slowest stage (layers
//    rounded up when they do not divide, logits on the last stage) plus the bubble (p − 1)/v × the mean
//    stage's micro-batch time; stage-to-stage transfers (one per direction per virtual stage per micro-batch)
//    over the scale-up link when adjacent stages share a scale-up domain, else the scale-out link, split over
//    the TP ranks' own NICs (Megatron's scatter/gather);
//  - data parallelism and ZeRO 0–3 over the DP × CP ranks ordered after TP (Megatron's rank order): reduce inside the
//    scale-up domain over its link, then across domains on every rail, at the scale-out link's achieved bandwidth
//    divided by the fabric's derate when the group spans more than one leaf domain; overlapped with the last
//    micro-batch's backward except the last bucket (training.overlapGradReduce), per micro-batch for ZeRO-2/3;
//  - the optimizer step at HBM bandwidth over the local shard; offload traffic over the host link.
#include "comm/MoeAllToAll.h"
#include "comm/WireBytes.h"
#include "hardware/AttentionBlocks.h"
#include "memory/TrainingMemory.h"
#include "plan/Placement.h"

#include <cstdint>
#include "plan/SlidingWindow.h"

#include <optional>
#include <string_view>

namespace fleet {

// The Mixture-of-Experts part of a shape (issue 29): MoE layers replace the dense MLP by a router, `topK` of
// `experts` routed experts per token and `shared` always-active experts, each an MLP of width `expertFfn`.
struct MoeShape {
    double experts = 0, topK = 0, shared = 0, expertFfn = 0;
    double layers = 0;       // MoE layers (the last ones; the leading layers keep the dense MLP)
    double expertParams = 0; // the routed experts' parameters in the whole model (EP shards them)
    double maxDomainsPerToken = 0; // node-limited routing (DeepSeek-V3: 4); 0 = unlimited
    bool any() const { return experts > 0 && layers > 0; }
};

struct TransformerShape {
    double layers = 1, hidden = 1, heads = 1, kvHeads = 1, ffnHidden = 4, vocab = 0, seqLen = 1;
    bool gatedMlp = false; // SwiGLU/GeGLU: three h × f matrices instead of two
    double params = 0;     // parameters (for the optimizer and the data-parallel gradient)
    double headDim = 0;    // query/key head dimension (0: hidden / heads)
    double valueHeadDim = 0; // value head dimension (0: headDim)
    // One layer's attention projections when they are not Q, K, V and O of the head dimensions (multi-head latent
    // attention's down and up projections, counted by plan/ModelArchitecture); 0 = from the heads.
    double attentionLinearParams = 0;
    MoeShape moe;
    double mtpLayers = 0; // multi-token-prediction modules on the last stage (model.mtpLayers; DeepSeek-V3: 1)
    // Banded attention (model.slidingWindow, model.slidingWindowLayers): windowLayers of the layers attend `window`
    // tokens before each query; spread evenly, so each stage's layers carry the model's mix.
    double window = 0, windowLayers = 0;
    AttentionSpan attentionSpan() const { return {layers, windowLayers, window}; }

    // The layers training runs, by kind: an MTP module's layer is of the last kind (MoE in an MoE model).
    double trainedMoeLayers() const { return moe.any() ? moe.layers + mtpLayers : 0.0; }
    double trainedDenseLayers() const { return layers + mtpLayers - trainedMoeLayers(); }
};

// The parallel layout (plan/ParallelLayout.h: degrees, batch, rank order) and how the step runs on it.
struct StepLayout : ParallelLayout {
    Recompute recompute = Recompute::None;
    double recomputeShare = 1;     // full: the share of each stage's layers recomputed (training.recomputeLayers)
    bool flashAttention = true;    // fused attention core: no s × s tensors in HBM, causal half executed
    bool overlapGradReduce = true; // DP collectives overlap backward (Megatron --overlap-grad-reduce)
    bool overlapTpComm = false;    // TP collectives hidden behind GEMMs (TransformerEngine comm overlap)
    int zeroStage = 0;
    bool flatZero3 = false;        // ZeRO-3 as DeepSpeed ran it in 2021: flat NIC-bound rings, gathered on demand
    OptimizerPlacement optimizer = OptimizerPlacement::Gpu;
    // Mixture-of-Experts (issue 29).
    double moeImbalance = 0;       // busiest rank's routed tokens over the mean, minus 1
    bool fusedDispatch = false;    // DeepEP-class dispatch/combine: node-deduplicated, its own achieved bandwidth
    bool moeOverlap = false;       // all-to-all under another micro-batch's computation
    bool dualPipe = false;         // DeepSeek-V3's DualPipe schedule (bubble (p/2 − 1)(F&B + B − 3W); overlap)
};

struct StepHardware {
    double peakFlops = 1;          // dense peak of the training precision, FLOP/s
    // Share of the peak the compute-bound kernels keep under a power cap or a cooling limit (issue 28 part 3):
    // (P / TDP)^k; 1 = unlimited. HBM-bound kernels and communication keep their rates.
    double computeRate = 1;
    double attentionPeakFlops = 1; // the attention core runs in 16-bit (FP8 training keeps it in BF16)
    double gemmEfficiency = 1;     // η_max
    double gemmHalfFlop = 0;       // F_half, FLOP
    double attentionEfficiency = 1; // a fused attention kernel's η_max (forward and backward; softmax-bound, issue 30)
    AttentionBlockLaw attentionBlocks; // its size law: s_half of causal and full blocks (hardware/AttentionBlocks.h)
    double hbmBytesPerS = 1;
    double hbmEfficiency = 1;      // streaming reads and writes (a GEMM's operands, the optimizer): STREAM's share
    double elementwiseEfficiency = 1; // training's element-wise kernels (norms, activations, casts, softmax, loss)
    CommPath scaleUp;              // inside a scale-up domain (NVLink, across trays where the domain spans them)
    CommPath scaleOut;             // between domains, one NIC per accelerator (rail)
    CommPath host;                 // accelerator ↔ host (optimizer offload)
    // All-to-all of MoE token dispatch and combine (issue 29): the achieved per-GPU bandwidth of the dispatcher
    // in use on each tier (calibrations alltoall_efficiency / alltoall_efficiency_fused).
    CommPath allToAllUp;
    CommPath allToAllOut;
    double commSmShare = 0;        // share of the SMs communication kernels take while they overlap computation
    double dispatchBytes = 2;      // bytes per element a fused dispatcher sends (1: FP8 training, DeepEP)
    double storageBytesPerS = 1;   // per node (NVMe offload)
    // Node, scale-up domain and the fabric's leaf domain: where each group runs (plan/Placement.h).
    MachineHierarchy machine;
    double activationBytes = 2;    // bytes per activation element (16-bit)
    // An FP8 recipe (issue 30 part 2, units/TrainingRecipe.h): HBM bytes its quantization kernels move per element
    // of a GEMM input (0: none priced), and the output layer in 16-bit (Megatron keeps it outside FP8 autocast).
    double quantizeBytes = 0;
    bool logitsIn16Bit = false;
    double logitsEfficiency = 1;   // with logitsIn16Bit: η_max of the output layer's 16-bit GEMMs
    double gradBytes = 2;          // bytes per gradient element on the wire
    double weightBytes = 2;        // bytes per parameter of the model copy
    double optimizerPassBytes = 42; // HBM bytes per local parameter of one optimizer step (itemized by caller)
    double optimizerStateBytes = 12; // per parameter offloaded (Adam m, v and master), each way per step
};

// A step's traffic by parallel group, per accelerator (the mean stage's layers: what the fabric carries on average).
struct StepTraffic {
    WireBytes tp, cp, pp, dp, ep;
};

// One step, every part in seconds. The parts add up to `total`.
struct StepTime {
    double total = 0;
    double compute = 0;   // m × forward + backward of the slowest stage (no recompute, no communication)
    double recompute = 0; // m × recomputed forward (full) or attention core (selective)
    double tpComm = 0;    // m × exposed tensor-parallel collectives of the slowest stage
    double ppBubble = 0;  // (p − 1)/v × mean stage micro-batch time
    double ppComm = 0;    // stage-to-stage transfers on the critical path
    double dpComm = 0;    // exposed data-parallel / ZeRO communication
    double optimizer = 0; // optimizer step + offload traffic
    double epComm = 0;    // m × exposed all-to-all (dispatch and combine) of the slowest stage's MoE layers
    double cpComm = 0;    // m × exposed K/V ring exchange of context parallelism (issue 30)

    // Details for derivations and charts.
    double dpCommTotal = 0;       // before overlap
    double layerForward = 0;      // one layer, one micro-batch: compute only
    double layerBackward = 0;
    double layerRecompute = 0;
    double layerTpForward = 0;    // exposed TP time per layer and micro-batch
    double layerTpBackward = 0;
    double layerTpRecompute = 0;
    double linearForward = 0;     // the four linear GEMMs of one layer's forward
    double attentionForward = 0;  // attention core forward (GEMMs + softmax/dropout when unfused)
    double elementwiseForward = 0;
    double logitsPerMicroBatch = 0; // last stage: logits forward + backward + loss
    double mtpPerMicroBatch = 0;    // last stage: the MTP modules' projection and their logits and loss again (their
                                    // layers are among the stage's layers)
    double stageLayersMax = 0;    // layers of the slowest stage
    double stageMicroBatch = 0;   // slowest stage's time per micro-batch (with its TP comm and recompute)
    double p2pTransfer = 0;       // one stage-to-stage transfer
    bool tpLeavesDomain = false;  // the TP group spans more than one scale-up domain: its collectives cross the fabric
    bool ppCrossesNodes = false;  // adjacent stages in different scale-up domains
    double dpRanksPerNode = 1, dpNodes = 1; // DP members per scale-up domain, domains the DP group spans
    bool dpBeyondLeaf = false;
    double optimizerStep = 0, offload = 0;
    double modelFlops = 0;        // per step, with attention and logits, without recompute (MFU numerator)
    double hardwareFlops = 0;     // per step, with recompute (HFU numerator)
    double tokens = 0;            // per step
    // Mixture-of-Experts details (issue 29).
    double moeLayersMax = 0;      // MoE layers on the slowest stage
    double moeLayerForward = 0;   // one MoE layer, one micro-batch: compute only (router, experts, permutes)
    double layerAllToAll = 0;     // one MoE layer, one micro-batch: dispatch + combine, forward and backward
    double layerAllToAllExposed = 0;
    double tokensPerExpert = 0;   // routed tokens per local expert per micro-batch (the grouped GEMMs' M)
    bool epLeavesDomain = false;  // the EP group spans scale-up domains: its all-to-all crosses the fabric
    // Context parallelism details (issue 30).
    double layerRing = 0;         // one layer, one micro-batch: the K/V ring's transfers, all passes
    double layerRingExposed = 0;  // of which exposed beyond the attention blocks they run under
    bool cpLeavesDomain = false;  // the CP group spans scale-up domains: its ring runs over the NICs
    StepTraffic traffic;          // bytes per accelerator per step, by group and tier (issue 29 part 6)
};

// Model FLOPs of one step: 3 × forward (linear layers, attention with the full s × s, logits), the count
// Megatron-LM's MFU uses (Korthikanti et al. 2022 Eq. 7 when heads = kvHeads, ffn = 4h, not gated).
double stepModelFlops(const TransformerShape& m, double globalBatchSequences);

StepTime predictStep(const TransformerShape& m, const StepLayout& l, const StepHardware& hw);

// GEMM efficiency law: η(F) = η_max · F / (F + F_half).
inline double gemmEfficiencyAt(double flop, double etaMax, double halfFlop)
{
    return flop > 0 ? etaMax * flop / (flop + halfFlop) : etaMax;
}

} // namespace fleet
