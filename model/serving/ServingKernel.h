#pragma once
// The serving kernel (issue 14): a KV-cache-aware decode step, batch capacity, continuous-batching latency and
// throughput, and the fleet a load needs. Plain structs in and out: no strings, no allocation, no derivation
// text; ServingResults wraps the numbers into serving.* results with derivations, and the serving search
// (ServingSearch) calls these functions directly. Every formula is in docs/models.md, "Serving".
//
// One transformer served on tensor-parallel groups of `tp` accelerators (a replica). Per iteration:
//   GEMMs      T_gemm = max(W/tp ÷ (η_mem·BW), 2·P·tokens/tp ÷ (η_comp·R))    (weights read once per step)
//   attention  T_attn = max(KV bytes read/tp ÷ (η_mem·BW), attention FLOPs/tp ÷ R_attn), R_attn the fused core's
//   TP comm    T_comm = 2·layers · all-reduce(tokens · hidden · 2 B, tp): the runtimes' two-shot kernel over the
//              scale-up link (2·α + the ring's bytes ÷ β), a ring over the scale-out link when the group spans
//              scale-up domains (plan/Placement.h)
//   EP comm    T_a2a = MoE layers · (dispatch + combine) over the tiers the EP group spans (serving.ep > 1)
//   CP comm    T_cp = the prompts' K/V ring beyond its attention blocks + decode's query/output exchange (serving.cp > 1)
//   step       T = T_gemm + T_attn + T_comm + T_a2a + T_cp + t_step + t_seq · sequences
// Expert parallelism (serving.ep = EP > 1, issue 29 part 4, wide-EP serving as DeepSeek and SGLang deploy MoE models):
// a replica is EP accelerators; the routed experts are spread whole over them (⌈E/EP⌉ each), attention and the dense
// weights are TP-sharded over groups of tp and replicated across the EP/tp groups (data-parallel attention), each group
// holding its own sequences. EP must be a multiple of tp.
// Context parallelism (serving.cp = CP > 1, issue 30 part 1; Yang et al. 2025, "Context Parallelism for Scalable
// Million-Token Inference"): a replica is CP TP groups that share every sequence: each holds 1/CP of its KV cache and
// runs 1/CP of its tokens' GEMMs; a prompt's causal attention is split evenly (2·CP load-balanced chunks) while its K/V
// chunks go round the CP ring (pass-KV), overlapped with the attention blocks; a decode step all-gathers the batch's
// queries over the CP ranks and reduce-scatters the partial outputs (pass-Q), once per layer. CP needs serving.ep = 1.
// The roofline is applied per operator class (weight GEMMs, attention) and the classes are summed: they run
// as separate kernels, one after the other, so their times add (as LLM-Viewer does per layer).
#include "comm/MoeAllToAll.h"
#include "comm/WireBytes.h"
#include "hardware/AttentionBlocks.h"
#include "plan/Placement.h"
#include "plan/SlidingWindow.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace fleet {

// The served model, in plain numbers.
struct ServingModel {
    double params = 0.0;              // P, every weight (the 2·P FLOP per token of the seed)
    double layers = 0.0;
    double hidden = 0.0;              // the TP all-reduce moves tokens × hidden activations
    double heads = 0.0;               // query heads
    double kvHeads = 0.0;             // key/value heads (GQA: fewer than heads)
    double headDim = 0.0;
    double weightBytesPerParam = 2.0; // inference.precision
    double expertBytesPerParam = 0.0; // the routed experts' storage (serving.expertPrecision); 0 = weightBytesPerParam
    double kvBytesPerValue = 2.0;     // serving.kvPrecision
    double activationBytesPerValue = 2.0; // all-reduce payload (16-bit activations)
    // Mixture-of-Experts (issue 29): every weight is stored, but a step computes 2 · activeParams per token and reads
    // the dense weights plus the routed experts its tokens touch: of E experts per layer with k per token, B tokens
    // touch E · (1 − (1 − k/E)^B) in expectation. 0 = a dense model.
    double activeParams = 0.0;        // per token (0 = params)
    double expertParams = 0.0;        // the routed experts of every MoE layer
    double experts = 0.0, expertsPerToken = 0.0, moeLayers = 0.0;
    // Multi-head latent attention (issue 29): each token caches one compressed latent of kvLatent values per layer
    // (kv rank + rotary), held whole by every rank of a TP group; decode attention runs over it (absorbed form:
    // scores and values on the latent, 2 · (2 · kvRank + rope) FLOP per head and cached token). 0 = heads.
    double kvLatent = 0.0;
    double latentAttentionWidth = 0.0; // (2 · kvRank + rope) / 2: the head width decode attention computes over
    double maxDomainsPerToken = 0.0;   // node-limited routing (model.maxNodesPerToken); 0 = unlimited
    // Banded attention (model.slidingWindow, plan/SlidingWindow.h): windowLayers of the layers keep and read the KV
    // of the last `window` tokens only and attend that band in a prompt. 0 = every layer attends the whole context.
    double window = 0.0, windowLayers = 0.0;
    // How the runtime's KV cache holds the banded layers (serving.windowKv): their window only (vLLM's hybrid KV-cache
    // manager, SGLang's sliding-window pool), or the whole context like every other layer (TensorRT-LLM unless
    // kv_cache_config.max_attention_window is set). Decode reads the window either way; only the capacity differs.
    bool windowKvHeld = true;
    // How the runtime hands an EP replica's attention groups their prompts (serving.promptBalance): each group refills
    // its own slots (false: the lock-stepped iteration waits for the group with the most, BusiestGroup.h), or dealt
    // evenly (true: every group the mean share).
    bool promptsBalanced = false;
    AttentionSpan attentionSpan() const { return {layers, windowLayers, window}; }
    // Share of a full-context cache a sequence of `context` tokens holds: κ with the window held, else 1.
    double kvHeldShare(double context) const { return windowKvHeld ? attentionSpan().keptShare(context) : 1.0; }
    bool moe() const { return expertParams > 0.0 && experts > 0.0; }
};

// One accelerator and its links, with its serving calibration (catalog serving_calibration).
struct ServingHardware {
    double peakFlopsPerSecond = 0.0;  // dense peak at the serving precision
    double computeRate = 1.0;         // share of it compute-bound kernels keep under power.capWatts: (cap/TDP)^k
    double hbmBytesPerSecond = 0.0;
    double hbmBytes = 0.0;
    double scaleUpAlphaSeconds = 0.0; // TP all-reduce inside the scale-up domain
    double scaleUpBytesPerSecond = 0.0; // per direction
    double scaleOutAlphaSeconds = 0.0;  // TP groups that span scale-up domains (plan/Placement.h)
    double scaleOutBytesPerSecond = 0.0;
    MachineHierarchy machine;         // node and scale-up domain: where a replica's TP group runs
    double hbmEfficiency = 1.0;       // achieved share of HBM bandwidth (η_mem)
    double computeEfficiency = 1.0;   // achieved share of the dense peak (η_comp)
    // The fused attention core's achieved rate (FLOP/s): the dense peak at the KV cache's precision (the operands it
    // reads) × the accelerator's fused-attention efficiency (catalog attention_efficiency, the training step's); 0 = the
    // GEMMs' η_comp · R. × computeRate under a power cap.
    double attentionFlopsPerSecond = 0.0;
    // Its size law (hardware/AttentionBlocks.h, the training step's constants): a prompt's causal block over its n
    // keys at 1 + s½/n of its work's time at that rate, a CP ring's blocks as the training ring's.
    AttentionBlockLaw attentionBlocks;
    double stepOverheadSeconds = 0.0; // per iteration: host scheduling and synchronization (t_step)
    double layerOverheadSeconds = 0.0; // per layer and iteration: kernel launches and gaps between them (t_layer)
    double sequenceOverheadSeconds = 0.0; // per sequence and iteration: host scheduling, sampling, streaming (t_seq)
    // GEMM efficiency with the size of the step's GEMMs (the training step's law, StepModel gemmEfficiencyAt):
    // η_comp · F / (F + F½), F = the FLOPs of one of a layer's kGemmsPerLayer GEMMs per accelerator; 0 = η_comp.
    double gemmHalfFlop = 0.0;
    // The routed experts' GEMMs when their weights are stored in a format the tensor cores do not take at the compute
    // precision (4-bit experts beside 16-bit activations on Hopper): the kernels (Marlin-class W4A16) dequantize every
    // weight tile in the main loop and are bound by issuing those instructions, not by the tensor cores. Their rate as
    // a share of the same GEMMs' in the compute precision (catalog weight_only_gemm_share; ServingSetup); 1 = native.
    double expertGemmShare = 1.0;
    // The routed experts' GEMMs computing at another precision than the rest (serving.expertCompute): their rate over
    // the dense GEMMs' η_comp · R, the ratio of η · R_peak at the two precisions (ServingSetup); 1 = the same.
    double expertRateRatio = 1.0;
    // Expert parallelism (serving.ep > 1): the fused dispatcher's achieved all-to-all path inside the scale-up domain
    // and per NIC across domains (link calibrations alltoall_efficiency_fused), and the bytes of a dispatched value
    // (the experts' compute precision, serving.expertCompute else inference.precision, at most 16-bit: FP8 dispatches
    // FP8, as DeepSeek's inference does; combine stays 16-bit).
    CommPath allToAllUp;
    CommPath allToAllOut;
    double dispatchBytesPerValue = 2.0;
};

// Memory budget of one accelerator (structural constants of the capacity model, not per accelerator):
// the KV cache gets kKvCacheShare of the HBM left after the weights and a runtime workspace (CUDA context,
// library workspaces, activations of one iteration). TensorRT-LLM's kv_cache_free_gpu_mem_fraction is 0.9.
inline constexpr double kKvCacheShare = 0.90;
// A layer's weight GEMMs: QKV, the attention output, the MLP's gate+up, its down projection (F = 2·P·M / (tp·L·4)).
inline constexpr double kGemmsPerLayer = 4.0;
// ASSUMPTION (not measured here): the row tile of the grouped expert GEMMs serving runtimes launch at decode batch
// sizes (vLLM's fused_moe and Marlin MoE pick BLOCK_SIZE_M 16 for small per-expert token counts; CUTLASS grouped
// GEMMs tile 64-128 rows at large ones). An expert's token rows are padded to it.
inline constexpr double kGroupedGemmTileRows = 16.0;
inline constexpr double kRuntimeWorkspaceBytes = 3e9;

// Continuous-batching latency model constants (docs/models.md):
// a request that arrives during iteration k waits for its end (uniform residual), iteration k+1 was scheduled
// while k ran (the scheduler overlaps the GPU, as TensorRT-LLM's and vLLM's do), its prefill runs in k+2 and
// the first token is out at its end. Slot queueing is M/M/c (Erlang C) with the batch as the servers.
inline constexpr double kSchedulingLagIterations = 1.0;
inline constexpr double kZ99 = 2.3263478740408408; // standard normal 99th percentile
inline constexpr int kErlangExactLimit = 100;       // exact Erlang-B recursion up to this many slots, Halfin–Whitt above

struct ServingWorkload {
    double inputTokens = 0.0;   // prompt length
    double outputTokens = 1.0;  // generated tokens per request (≥ 1)
    double requestsPerSecond = 0.0; // the load; 0 = the capacity of `fleetAccelerators`
    double ttftTargetSeconds = 0.0; // p99 target, 0 = none
    double tpotTargetSeconds = 0.0; // p99 target, 0 = none
    double fleetAccelerators = 0.0; // accelerators that serve when there is no load
    int tp = 0;                 // 0 = the smallest power of two within the node that fits
    int ep = 1;                 // expert-parallel degree of a replica (serving.ep; 1 = experts TP-sharded)
    int cp = 1;                 // context-parallel degree of a replica (serving.cp): CP TP groups share each sequence
    int batch = 0;              // 0 = the largest batch that meets the targets (the capacity when there are none)
    // serving.disaggregated (issue 29 part 4): prompts are prefilled on a pool of replicas of their own (prefillTp ×
    // prefillEp, 0 = the best TP) that batches up to prefillBatchTokens prompt tokens per attention group and step, and
    // hands each prompt's KV cache to the decode pool (tp × ep, batch), which runs pure decode steps.
    bool disaggregated = false;
    int prefillTp = 0;
    int prefillEp = 1;
    double prefillBatchTokens = 16384.0;
    // serving.prefixCacheHitRate: the share h of each prompt's tokens whose KV cache is reused. Prefill computes the
    // other (1 − h)·n_in tokens (GEMMs, their causal attention over the whole prompt: n² − (h·n)² of its n² pairs); the
    // cached tokens' KV is read instead of written, and held in the KV cache all the same.
    double prefixCacheHitRate = 0.0;
    bool offline() const { return ttftTargetSeconds <= 0.0 && tpotTargetSeconds <= 0.0; }
};

// Bytes per accelerator of a TP group.
struct ServingCapacity {
    double weightBytesPerGpu = 0.0;       // P · b_w / tp
    double kvBytesPerToken = 0.0;         // whole model: 2 · layers · kvHeads · headDim · b_kv
    double kvBytesPerTokenPerGpu = 0.0;   // kvHeads split over tp (replicated when tp > kvHeads)
    double kvBudgetBytesPerGpu = 0.0;     // kKvCacheShare · (HBM − weights − workspace), ≥ 0
    double kvBytesPerSequencePerGpu = 0.0; // at the context asked for
    double maxBatch = 0.0;                // whole sequences whose KV cache fits: floor(budget / per sequence)
    bool weightsFit = false;              // weights + workspace < HBM
};

// One iteration of a TP group: its parts and the operator class that binds each.
struct DecodeStep {
    double seconds = 0.0;
    double weightReadSeconds = 0.0;       // W/tp ÷ (η_mem·BW); an MoE model's dense weights and touched experts
    double gemmComputeSeconds = 0.0;      // 2·P_active·tokens/tp ÷ (η_comp·R)
    double expertsTouched = 0.0;          // routed experts per MoE layer this step's tokens touch (MoE only)
    double gemmSeconds = 0.0;             // max of the two
    double kvReadSeconds = 0.0;
    double attentionComputeSeconds = 0.0;
    double attentionSeconds = 0.0;
    double commSeconds = 0.0;             // 2 · layers TP all-reduces
    double allToAllSeconds = 0.0;         // MoE layers · (dispatch + combine) across the EP group (serving.ep > 1)
    double cpRingSeconds = 0.0;           // serving.cp > 1: the prompts' K/V ring beyond the attention it overlaps
    double cpExchangeSeconds = 0.0;       // serving.cp > 1: decode's query all-gather and output reduce-scatter
    double overheadSeconds = 0.0;
    double bytesPerGpu = 0.0;             // HBM traffic of the step per accelerator
    double flopsPerGpu = 0.0;
    double tokens = 0.0;                  // tokens through the GEMMs this step
    // Share of the operator time (GEMMs + attention; the all-reduce and the overhead left out) in operator classes
    // bound by HBM traffic.
    double memoryBoundFraction() const
    {
        const double mem = (weightReadSeconds >= gemmComputeSeconds ? gemmSeconds : 0.0) +
                           (kvReadSeconds >= attentionComputeSeconds ? attentionSeconds : 0.0);
        const double ops = gemmSeconds + attentionSeconds;
        return ops > 0.0 ? mem / ops : 0.0;
    }
};

// Steady state of a replica with `concurrency` busy batch slots under continuous batching.
struct LatencyPoint {
    double concurrency = 0.0;             // sequences in the batch (busy slots), mean
    double batchSlots = 0.0;                   // batch limit of the replica (the servers of the queue)
    double iterationSeconds = 0.0;        // one step with the average share of prefill = mean TPOT
    double firstIterationSeconds = 0.0;   // the step that holds this request's own prefill
    double tokensPerSecondPerReplica = 0.0; // every busy slot emits one token per iteration
    double tokensPerSecondPerGpu = 0.0;
    double requestsPerSecondPerReplica = 0.0; // concurrency / (outputTokens · iteration)
    double waitProbability = 0.0;         // Erlang C
    double queueWaitMeanSeconds = 0.0;
    double queueWaitP50Seconds = 0.0;
    double queueWaitP99Seconds = 0.0;
    double ttftMeanSeconds = 0.0;
    double ttftP50Seconds = 0.0;
    double ttftP99Seconds = 0.0;
    double tpotMeanSeconds = 0.0;
    double tpotP99Seconds = 0.0;          // the iteration at the 99th-percentile concurrency
    bool saturated = false;               // concurrency ≥ slots: the queue grows without bound
};

enum class ServingBinding : std::uint8_t {
    None,         // the targets hold at the largest batch: memory (KV capacity) sets the batch
    Tpot,         // the p99 time per output token sets the batch
    Ttft,         // the p99 time to first token sets the batch
    TpotUnmet,    // the target fails even at batch 1
    TtftUnmet,
    BatchTooLarge, // serving.batch exceeds the KV capacity
    NoFit,        // the weights (or one sequence) do not fit at any allowed TP
};

// Accelerators of one replica: the EP group when the experts are spread over one, the TP group otherwise; × the CP
// groups that share its sequences.
inline int replicaAccelerators(int tp, int ep, int cp = 1)
{
    return (ep > 1 ? ep : tp) * std::max(cp, 1);
}
// A replica's layout after "TP ": "8", "1 × EP 32" or "8 × CP 16" (issues, rejections; the GUI translates its own).
std::string replicaLayoutAfterTp(int tp, int ep, int cp = 1);

// The prefill pool of a disaggregated fleet (serving.disaggregated): replicas that only prefill, each attention group
// `promptsPerGroup` prompts per step. A request's first token comes out of its prefill step; its KV cache then moves
// to a decode replica over the scale-out fabric. The pool's queue is the slot queue of the decode replicas' model
// (M/M/c, c = the pool's prompt slots, holding time one step), and prompts join at step boundaries.
struct PrefillPool {
    int tp = 0;
    int ep = 1;
    double promptsPerGroup = 0.0;        // prompts an attention group prefills per step (≥ 1 when it fits)
    double groups = 1.0;                 // attention groups per replica (ep / tp, or 1)
    DecodeStep step;                     // one step of a replica: every group its prompts
    double capacityPerReplica = 0.0;     // requests/s at full utilization: groups · prompts / step
    double inputTokensPerSecondPerGpu = 0.0; // at full utilization
    double kvTransferSeconds = 0.0;      // one prompt's KV cache from its prefill group to a decode group
    double replicas = 0.0;
    double accelerators = 0.0;
    double nodes = 0.0;
    double utilization = 0.0;            // load / (replicas · capacity)
    double waitProbability = 0.0;        // Erlang C
    double queueWaitMeanSeconds = 0.0, queueWaitP50Seconds = 0.0, queueWaitP99Seconds = 0.0;
    double ttftMeanSeconds = 0.0, ttftP50Seconds = 0.0, ttftP99Seconds = 0.0;
    bool ttftUnmet = false;              // the TTFT target fails at any pool size (2 steps exceed it)
    bool fits() const { return tp > 0 && promptsPerGroup >= 1.0; }
    int replicaAccelerators() const { return fleet::replicaAccelerators(tp, ep); }
};

struct FleetSizing {
    int tp = 0;
    int ep = 1;
    int cp = 1;
    int replicaAccelerators() const { return fleet::replicaAccelerators(tp, ep, cp); }
    ServingCapacity capacity;      // at inputTokens + outputTokens
    LatencyPoint operating;        // the replica's operating point (the most it sustains at the targets)
    LatencyPoint atLoad;           // the replica at its share of the load (= operating when there is no load)
    DecodeStep decode;             // pure decode step at the operating batch and the mean context
    DecodeStep prefill;            // one prompt alone
    ServingBinding binding = ServingBinding::None;
    double bindingValueSeconds = 0.0;  // the unmet metric at batch 1 (TpotUnmet/TtftUnmet)
    double replicas = 0.0;          // decode replicas (every replica when not disaggregated)
    double accelerators = 0.0;      // the serving fleet: the replicas' and, disaggregated, the prefill pool's
    double nodes = 0.0;             // the same in nodes (the pools in nodes of their own)
    double outputTokensPerSecond = 0.0; // what the fleet emits: load · outputTokens, or its capacity
    double utilization = 0.0;       // load / capacity of the sized fleet (1 without a load; both pools, by accelerators)
    bool disaggregated = false;     // serving.disaggregated: `prefillPool` prefills, the replicas only decode
    PrefillPool prefillPool;
    double fleetTokensPerSecondPerGpu = 0.0; // disaggregated: see tokensPerSecondPerGpu()
    bool feasible() const { return binding != ServingBinding::NoFit; }
    double decodeAccelerators() const { return replicas * static_cast<double>(replicaAccelerators()); }
    // Output tokens/s per accelerator at the operating point: the replica's, or disaggregated, per accelerator of both
    // pools in the proportion one request uses them (n_out / (n_gpu/λ_rep + n_gpu,p/λ_rep,p)).
    double tokensPerSecondPerGpu() const
    {
        return disaggregated ? fleetTokensPerSecondPerGpu : operating.tokensPerSecondPerGpu;
    }
};

// The sizing meets the plan's latency targets (and fits).
inline bool meetsTargets(const FleetSizing& x)
{
    return x.feasible() && x.binding != ServingBinding::TpotUnmet && x.binding != ServingBinding::TtftUnmet;
}
// `alt` is the better layout than `best` (issue 28): one meeting the targets beats one that does not; then, for a
// load, fewer accelerators; without one, more output tokens/s per accelerator by more than 5 % (a smaller TP
// group keeps its place within that: fewer accelerators per replica, less to fail).
inline bool betterLayout(const FleetSizing& alt, const FleetSizing& best, bool hasLoad)
{
    if (!meetsTargets(alt))
        return false;
    if (!meetsTargets(best))
        return true;
    return hasLoad ? alt.accelerators < best.accelerators
                   : alt.tokensPerSecondPerGpu() > 1.05 * best.tokensPerSecondPerGpu();
}

// ---- Building blocks ---------------------------------------------------------------------------------------
// The capacity of a replica of TP groups of `tp` (EP/tp of them when `ep` > 1, CP sharing each sequence when `cp` > 1);
// maxBatch counts the replica's slots.
ServingCapacity servingCapacity(const ServingModel& m, const ServingHardware& hw, int tp, double contextTokens,
                                int ep = 1, int cp = 1);
// Smallest power of two ≤ the scale-up domain (and dividing `ep` when it is > 1) whose group holds the weights and one
// sequence of `contextTokens` (1/cp of it with context parallelism); 0 when none does.
int smallestFittingTp(const ServingModel& m, const ServingHardware& hw, double contextTokens, int ep = 1, int cp = 1);
// `ep` is a layout the kernel can price for `tp`: 1, or a multiple of tp on an MoE model.
inline bool validExpertParallel(const ServingModel& m, int tp, int ep)
{
    return ep == 1 || (ep > 1 && tp >= 1 && ep % tp == 0 && m.moe());
}
// The attention groups of a replica of TP `tp` and serving.ep `ep`: EP / tp (data-parallel attention), or 1 without EP.
inline double attentionGroups(int tp, int ep)
{
    return ep > 1 ? static_cast<double>(ep) / static_cast<double>(std::max(tp, 1)) : 1.0;
}
// The prompts of an iteration at `busy` busy slots on a replica's attention groups under continuous batching: busy / n_out
// prompts per iteration, `mean` per group, and the busiest group's count the step prices the group-local work at
// (serving.promptBalance = per-rank: BusiestGroup.h; balanced: the mean). groups = 1 without EP.
struct GroupPrompts {
    double groups = 1.0;
    double mean = 0.0;
    double busiest = 0.0;
};
GroupPrompts groupPromptsAt(const ServingModel& m, const ServingWorkload& w, int tp, int ep, double busy);
// `cp` is a layout the kernel can price: 1, or more with EP 1 (context parallelism of wide-EP replicas is not modelled).
inline bool validContextParallel(int ep, int cp)
{
    return cp == 1 || (cp > 1 && ep <= 1);
}

// The fused dispatcher's copies of one routed token on each tier in a replica of EP `ep` (none without EP or experts):
// the step's all-to-all and the fabric's traffic count the same copies.
AllToAllCopies servingAllToAllCopies(const ServingModel& m, const ServingHardware& hw, int ep);
// Bytes a replica's accelerators send together per token it processes, prompt or output (issue 29 part 6): the TP
// all-reduces (2 per layer, 2(t − 1) messages of hidden × 16-bit per group; over the NICs when the group spans scale-up
// domains) and the MoE layers' dispatch and combine (serving.ep > 1).
// With context parallelism (`cp` > 1) a prompt token's K/V goes round the CP ring (cp − 1 sends of each rank's chunk)
// and an output token's queries and partial outputs are exchanged over the CP ranks (a ring all-reduce per layer): what
// the step prices, per prompt token and per output token (decode steps), on each tier.
struct ServingTokenTraffic {
    WireBytes tp, ep;
    WireBytes cpPrompt, cpOutput;
};
ServingTokenTraffic servingTokenTraffic(const ServingModel& m, const ServingHardware& hw, int tp, int ep, int cp = 1);
// Bytes a disaggregated fleet moves per prompt token from the prefill pool to a decode replica of TP `decodeTp`: what
// its ranks keep, together (each its heads' share, the K/V heads replicated past kvHeads ranks, or the whole MLA
// latent each).
double kvHandoffBytesPerToken(const ServingModel& m, int decodeTp);
// A token's query in one layer on one rank of a TP group of `tp` (its heads × the width attention runs over, 16-bit):
// what context parallelism's decode exchange moves per token.
inline double queryBytesPerTokenLayer(const ServingModel& m, int tp)
{
    return m.heads / static_cast<double>(std::max(tp, 1)) *
           (m.latentAttentionWidth > 0.0 ? m.latentAttentionWidth : m.headDim) * m.activationBytesPerValue;
}

// Whether a replica's TP group of `tp` spans more than one scale-up domain (its all-reduces cross the fabric).
inline bool tpLeavesDomain(const ServingHardware& hw, int tp)
{
    return placeRanks(static_cast<double>(tp), 1.0, hw.machine).leavesDomain();
}
// Whether a replica's TP all-reduce runs NCCL's ring (2(tp − 1) latencies): across scale-up domains or over a scale-up
// link without peer access (plan/MachineHierarchy.h); otherwise the runtimes' two-shot all-reduce (comm/Collectives.h
// AllReduceCost::twoShot).
inline bool tpAllReduceIsRing(const ServingHardware& hw, int tp)
{
    return tpLeavesDomain(hw, tp) || !hw.machine.scaleUpPeerAccess;
}
// The scale-up domain in accelerators, at least 1: the largest TP the serving search and sizing consider.
inline int largestDomainTp(const ServingHardware& hw)
{
    return std::max(1, static_cast<int>(hw.machine.scaleUpDomain));
}
// The widest TP group the sizing tries: the scale-up domain's largest power of two, and with `ep` > 1 the largest that
// divides EP (TP groups tile an EP group).
inline int widestTp(const ServingHardware& hw, int ep)
{
    int t = largestDomainTp(hw);
    while (ep > 1 && t > 1 && (t > ep || ep % t != 0))
        t /= 2;
    return t;
}
// How an iteration's prompts reach a replica's attention groups (serving.ep > 1): each group admits its own as slots
// free up (continuous batching: the counts differ from group to group, and the lock-stepped step waits for the busiest,
// BusiestGroup.h), or a prefill pool deals every group the same count.
enum class PromptAdmission { PerGroup, Dealt };

// The general step: `decodeSequences` sequences at `decodeContext` tokens each advance one token, and
// `prefillTokens` prompt tokens of `prefillSequences` prompts go through the same step.
// The counts are the replica's (with EP, the decoding sequences spread evenly over its EP/tp attention groups, the
// prompts as `admission` says).
DecodeStep servingStep(const ServingModel& m, const ServingHardware& hw, int tp, double decodeSequences,
                       double decodeContext, double prefillTokens, double prefillSequences, int ep = 1, int cp = 1,
                       PromptAdmission admission = PromptAdmission::PerGroup);
// Pure decode: `batch` sequences at `context` tokens.
DecodeStep decodeStep(const ServingModel& m, const ServingHardware& hw, int tp, double batch, double context,
                      int ep = 1, int cp = 1);
// One prompt of `tokens` alone (compute-bound GEMMs with causal attention); `prefixHit` of its tokens' KV reused from
// the prefix cache (serving.prefixCacheHitRate: not computed, still attended to).
DecodeStep prefillStep(const ServingModel& m, const ServingHardware& hw, int tp, double tokens, int ep = 1,
                       int cp = 1, double prefixHit = 0.0);
// Erlang C: probability that a request waits for one of `servers` slots at offered load `load` (< servers).
double erlangC(double servers, double load);
// The replica's steady state at `concurrency` busy slots of `batchSlots`. Without `queue` the slot queue is left
// out (offline: every request is already waiting; the latencies are those of an admitted request).
// Disaggregated, `handoffSeconds` is the prefill pool's KV hand-off (PrefillPool::kvTransferSeconds).
LatencyPoint latencyAt(const ServingModel& m, const ServingHardware& hw, int tp, const ServingWorkload& w,
                       double concurrency, double batchSlots, bool queue, int ep = 1, double handoffSeconds = 0.0);
// The concurrency at which a replica carries `requestsPerSecond` (bisection; ≤ slots).
double concurrencyForLoad(const ServingModel& m, const ServingHardware& hw, int tp, const ServingWorkload& w,
                          double requestsPerSecond, double batchSlots, int ep = 1);

// ---- Disaggregated prefill (serving.disaggregated) -----------------------------------------------------------
// The prefill pool's layout for the workload: prefillTp (or the TP with the most input tokens/s per accelerator whose
// two steps meet the TTFT target), prefillEp, prompts per group, its step and capacity, the KV hand-off to a decode
// group of `decodeTp` (unsized: no replicas yet). Not fits() when no TP holds the weights and one prompt.
PrefillPool prefillPoolLayout(const ServingModel& m, const ServingHardware& hw, const ServingWorkload& w, int decodeTp);
// `pool` sized for `requestsPerSecond` (> 0): the fewest replicas whose p99 TTFT meets the target (the fewest stable
// ones when none does or there is no target; offline, the fewest that carry the load); 0 replicas for no load.
void sizePrefillPool(PrefillPool& pool, const ServingHardware& hw, const ServingWorkload& w, double requestsPerSecond);

// ---- The evaluation ----------------------------------------------------------------------------------------
// TP (serving.tp or the smallest that fits) → capacity → the largest batch meeting the p99 targets (or the
// capacity offline, or serving.batch) → replicas for the load (or the fleet's accelerators without one) → the
// latency at the load. Values only: one call is the "serving evaluation" of the performance target (≤ 5 µs).
FleetSizing sizeServingFleet(const ServingModel& m, const ServingHardware& hw, const ServingWorkload& w);
// The same at a given TP and serving.ep (w.ep) (the search and the TP comparison use it).
FleetSizing sizeServingFleetAtTp(const ServingModel& m, const ServingHardware& hw, const ServingWorkload& w, int tp);

} // namespace fleet
