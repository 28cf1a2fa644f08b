#include "training/StepModel.h"

#include "training/StepParts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace fleet {

namespace {

// Megatron-LM's DDP bucket: 40 M parameters (megatron/core/distributed, bucket_size default).
constexpr double kBucketElements = 40e6;
// Host DRAM bandwidth available per accelerator for a CPU optimizer step (ESTIMATE: 2 sockets × 8 DDR5
// channels ≈ 600 GB/s per node shared by 8 accelerators, derated to 50 GB/s).
constexpr double kHostMemoryBytesPerSPerAccelerator = 50e9;

// α-β ring collectives over n ranks on one path (comm/Collectives.h, on plain doubles for the kernel).
double ringAllReduce(double m, double n, const CommPath& p)
{
    return n <= 1 ? 0.0 : 2.0 * (n - 1.0) / n * m / p.beta + 2.0 * (n - 1.0) * p.alpha;
}
double gatherOrScatter(double m, double n, const CommPath& p)
{
    return n <= 1 ? 0.0 : (n - 1.0) / n * m / p.beta + (n - 1.0) * p.alpha;
}

struct Gemm {
    double flop = 0, bytes = 0;
};

double gemmTime(Gemm g, double peak, const StepHardware& hw, double etaMax)
{
    const double eta = gemmEfficiencyAt(g.flop, etaMax, hw.gemmHalfFlop);
    const double compute = g.flop / (eta * peak * hw.computeRate);
    const double memory = g.bytes / (hw.hbmEfficiency * hw.hbmBytesPerS);
    return std::max(compute, memory);
}
double gemmTime(Gemm g, double peak, const StepHardware& hw) { return gemmTime(g, peak, hw, hw.gemmEfficiency); }

// [M × K] · [K × N], `batch` independent products, e bytes per element.
Gemm gemm(double M, double K, double N, double e, double batch = 1)
{
    return {2.0 * M * K * N * batch, e * (M * K + K * N + M * N) * batch};
}

// Hierarchical collective over `ranks` data-parallel ranks, `perNode` of them sharing a node.
struct DpGroup {
    double ranks = 1, perNode = 1, nodes = 1;
    CommPath up, out;
};
double dpAllReduce(double m, const DpGroup& g)
{
    if (g.ranks <= 1)
        return 0.0;
    return gatherOrScatter(m, g.perNode, g.up) + ringAllReduce(m / g.perNode, g.nodes, g.out) +
           gatherOrScatter(m, g.perNode, g.up);
}
double dpGatherOrScatter(double m, const DpGroup& g)
{
    if (g.ranks <= 1)
        return 0.0;
    return gatherOrScatter(m, g.perNode, g.up) + gatherOrScatter(m / g.perNode, g.nodes, g.out);
}
// The same collective as one flat ring over every rank: once the group leaves its scale-up domain, each GPU's whole
// share crosses its NIC (no split over the domain's rails).
double dpFlatGatherOrScatter(double m, const DpGroup& g)
{
    if (g.ranks <= 1)
        return 0.0;
    return g.nodes <= 1 ? gatherOrScatter(m, g.perNode, g.up) : gatherOrScatter(m, g.ranks, g.out);
}

// The scale-out path of a group that leaves its scale-up domain: derated past the fabric's leaf domain.
CommPath scaleOutFor(const GroupSpan& span, const StepHardware& hw)
{
    CommPath out = hw.scaleOut;
    if (span.beyondLeaf)
        out.beta /= hw.machine.beyondLeafDerate;
    return out;
}

// Communication `c` overlapped with `window` of compute: what stays exposed, never less than the last bucket.
double exposedAfterOverlap(double c, double window, double lastBucketFraction)
{
    return std::max(c - window, c * lastBucketFraction);
}

// The query/key and value head dimensions (0 in the shape: hidden / heads, and the query/key one).
double headDimOf(const TransformerShape& m) { return m.headDim > 0 ? m.headDim : m.hidden / m.heads; }
double valueHeadDimOf(const TransformerShape& m) { return m.valueHeadDim > 0 ? m.valueHeadDim : headDimOf(m); }

// One layer's attention projections (Q, K, V and O of the head dimensions, or the counted latent ones).
double attentionLinearParams(const TransformerShape& m)
{
    if (m.attentionLinearParams > 0)
        return m.attentionLinearParams;
    const double h = m.hidden, d = headDimOf(m);
    return h * (m.heads + 2.0 * m.kvHeads) * d + (m.heads * d) * h;
}

// The width of the attention output projection's input: heads × value head dimension (h for the usual shapes).
double attentionWidth(const TransformerShape& m)
{
    return m.heads * valueHeadDimOf(m);
}

// One MLP's weights of width f (gated: gate, up, down).
double mlpParams(const TransformerShape& m, double f) { return (m.gatedMlp ? 3.0 : 2.0) * m.hidden * f; }

// An MoE layer's weights one token passes through: its top-k routed and the shared experts, and the router.
double moeActiveParams(const TransformerShape& m)
{
    return (m.moe.topK + m.moe.shared) * mlpParams(m, m.moe.expertFfn) + m.hidden * m.moe.experts;
}

// The attention core's forward FLOPs per token and layer with the full s × s: 2·s·(heads·d_qk) for the scores and
// 2·s·(heads·d_v) for the context (4·s·h when both head dimensions are h / heads).
double attentionCoreFlopsPerToken(const TransformerShape& m)
{
    if (m.headDim <= 0 && m.valueHeadDim <= 0)
        return 4.0 * m.seqLen * m.hidden;
    const double dqk = headDimOf(m), dv = valueHeadDimOf(m);
    return 2.0 * m.seqLen * m.heads * (dqk + dv);
}

} // namespace

double stepModelFlops(const TransformerShape& m, double sequences)
{
    const double h = m.hidden, s = m.seqLen;
    const double attention = attentionLinearParams(m), core = attentionCoreFlopsPerToken(m);
    const double denseLayers = m.layers - m.moe.layers;
    double perTokenForward = denseLayers * (2.0 * (attention + mlpParams(m, m.ffnHidden)) + core) + 2.0 * h * m.vocab;
    if (m.moe.any())
        perTokenForward += m.moe.layers * (2.0 * (attention + moeActiveParams(m)) + core);
    return 3.0 * perTokenForward * sequences * s;
}

namespace {

// Tokens of one micro-batch on one GPU: its sequences, each split over the CP ranks (issue 30).
double tokensPerMicroBatch(const TransformerShape& m, const StepLayout& l) { return l.microBatch * m.seqLen / l.cp; }

// One layer, one micro-batch, on one GPU of a TP group.
struct LayerTime {
    double linear = 0, attention = 0, elementwise = 0; // forward compute by class
    double forward = 0, backward = 0, recompute = 0;
    double tpForward = 0, tpBackward = 0, tpRecompute = 0;
    double allToAll = 0, allToAllExposed = 0; // MoE dispatch + combine, forward and backward (and recompute)
    double ring = 0, ringExposed = 0;         // context parallelism: the K/V ring, all passes (issue 30)
    double tokensPerExpert = 0;
    double computeTotal() const { return forward + backward; }
    double total() const
    {
        return forward + backward + recompute + tpForward + tpBackward + tpRecompute + allToAllExposed + ringExposed;
    }
};

// The GEMMs a TP collective can hide under: the first and last of the attention and of the MLP block.
struct TpWindows {
    double qkv = 0, out = 0, up = 0, down = 0;
    bool mlpCollectives = true; // an MLP block sharded over TP (a dense MLP, shared experts); routed experts are not
};

// The share of a layer's forward that full recomputation repeats: its recomputed layers' share (training.
// recomputeLayers), 0 without full recomputation. Every forward-pass cost recomputation repeats scales by it.
double fullRecomputeShare(const StepLayout& l) { return l.recompute == Recompute::Full ? l.recomputeShare : 0.0; }

// Tensor-parallel collectives of one layer (forward, backward) on `path`.
void tensorParallel(double msg, double t, const CommPath& path, const StepLayout& l, const TpWindows& w, double smShare,
                    LayerTime& r)
{
    if (t <= 1)
        return;
    if (l.overlapTpComm) {
        // Each collective under its paired GEMM: exposed beyond it, and while it runs its kernels take their share of
        // the SMs from the GEMM (TransformerEngine's userbuffers overlaps name 2-24 of an H100's 132 SMs per GEMM).
        const double c = l.sequenceParallel ? gatherOrScatter(msg, t, path) : ringAllReduce(msg, t, path);
        const auto exposed = [&](double window) {
            return std::max(0.0, c - window) + std::min(c, window) * smShare;
        };
        r.tpForward = exposed(w.qkv) + exposed(w.out);
        if (w.mlpCollectives)
            r.tpForward = r.tpForward + exposed(w.up) + exposed(w.down);
        r.tpBackward = 2.0 * r.tpForward;
    } else if (l.sequenceParallel) {
        const double g = gatherOrScatter(msg, t, path);
        // All-gather → QKV … out → reduce-scatter; the same around the MLP. Backward: output-gradient gathers
        // exposed; input re-gathers under the data-gradient GEMM and gradient reduce-scatters under the
        // weight-gradient GEMM of QKV and MLP-up.
        if (w.mlpCollectives) {
            r.tpForward = 4.0 * g;
            r.tpBackward = 2.0 * g + 2.0 * (std::max(0.0, g - w.qkv) + std::max(0.0, g - w.up));
        } else {
            r.tpForward = 2.0 * g;
            r.tpBackward = g + 2.0 * std::max(0.0, g - w.qkv);
        }
    } else {
        const double c = ringAllReduce(msg, t, path);
        r.tpForward = w.mlpCollectives ? 2.0 * c : c;
        r.tpBackward = std::max(0.0, c - w.qkv) + (w.mlpCollectives ? std::max(0.0, c - w.up) : 0.0);
    }
    r.tpRecompute = fullRecomputeShare(l) * r.tpForward;
}

// The attention block of one layer's forward: projections (QKV, out) and the core.
struct AttentionBlock {
    double qkv = 0, out = 0, core = 0, coreElementwise = 0;
    double ringBlock = 0; // context parallelism: the core of one ring step (issue 30)
};

AttentionBlock attentionBlock(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, double T)
{
    AttentionBlock b;
    const double t = l.tp, e = hw.activationBytes, h = m.hidden, a = m.heads, s = m.seqLen;
    // An unfused core's softmax and dropout stream s × s tensors of every head: long kernels at STREAM's share.
    const double hbm = hw.hbmEfficiency * hw.hbmBytesPerS;
    const double dHead = headDimOf(m), dValue = valueHeadDimOf(m);
    if (m.attentionLinearParams > 0) {
        // Latent attention: the down and up projections as one GEMM of their counted weights (ASSUMPTION: the
        // chain's GEMMs run at the efficiency of their sum), the output projection from the heads' values.
        const double outParams = a * dValue * h;
        b.qkv = gemmTime(gemm(T, h, (m.attentionLinearParams - outParams) / (h * t), e), hw.peakFlops, hw);
        b.out = gemmTime(gemm(T, a * dValue / t, h, e), hw.peakFlops, hw);
    } else {
        b.qkv = gemmTime(gemm(T, h, (a + 2.0 * m.kvHeads) * dHead / t, e), hw.peakFlops, hw);
        b.out = gemmTime(gemm(T, (m.headDim > 0 ? a * dHead : h) / t, h, e), hw.peakFlops, hw);
    }
    const double headsLocal = l.microBatch * a / t; // (sequence, head) pairs per GPU
    // Context parallelism (issue 30; Megatron/TransformerEngine ring attention): a GPU holds s/cp queries and meets
    // every key once over cp ring steps, each a block of 1/cp of its work; with the sequence cut into 2·cp chunks
    // (rank i holds chunks i and 2cp − 1 − i) every rank executes the same causal half. cp = 1: one block.
    const double cp = l.cp, sq = s / cp;
    if (l.flashAttention) {
        // Fused kernel: Q·Kᵀ and P·V tiles in SRAM, the causal half executed; only Q, K, V and O touch HBM.
        const Gemm g = dValue == dHead ? Gemm{0.5 * 4.0 * headsLocal * sq * s * dHead, e * 4.0 * headsLocal * s * dHead}
                                       : Gemm{0.5 * 2.0 * headsLocal * sq * s * (dHead + dValue),
                                              e * 2.0 * headsLocal * s * (dHead + dValue)};
        // A fused kernel is bound by its softmax exponentials and shared-memory traffic before its tensor cores:
        // it runs at the accelerator's attention efficiency, not the large-GEMM one (issue 30).
        b.ringBlock = gemmTime({g.flop / cp, g.bytes / cp}, hw.attentionPeakFlops, hw, hw.attentionEfficiency);
        b.core = cp * b.ringBlock;
    } else {
        b.core = gemmTime(gemm(sq, dHead, s, e, headsLocal), hw.attentionPeakFlops, hw) +
                 gemmTime(gemm(sq, s, dValue, e, headsLocal), hw.attentionPeakFlops, hw);
        // Fused scale-mask-softmax (read, write) and attention dropout (read, write, 1-byte mask) on s × s.
        b.coreElementwise = headsLocal * sq * s * (2.0 * e + 2.0 * e + 1.0) / hbm;
        b.ringBlock = (b.core + b.coreElementwise) / cp;
    }
    return b;
}

// Backward = 2 × forward for GEMMs (data and weight gradients) and element-wise work; a fused attention core's
// backward is 2.5 × its forward (FlashAttention-2, Dao 2023 §3.1.2: five matrix products against two, S = QKᵀ
// recomputed in the kernel).
constexpr double kFusedAttentionBackward = 2.5;

void finishLayer(const StepLayout& l, LayerTime& r)
{
    r.forward = r.linear + r.attention + r.elementwise;
    r.backward = 2.0 * r.forward + (l.flashAttention ? (kFusedAttentionBackward - 2.0) * r.attention : 0.0);
    r.recompute = l.recompute == Recompute::Selective ? r.attention : fullRecomputeShare(l) * r.forward;
}

// The K/V ring of context parallelism (issue 30; docs/models.md "Context parallelism"): in each of the cp − 1
// exchanging steps a rank sends its K and V chunk to the next CP rank while it computes the attention block of the
// chunk it holds; the backward pass sends K, V and their gradients (twice the bytes; 2.5 × the compute of a fused
// block, 2 × an unfused one); a recomputed attention core (selective or full) repeats the forward's ring. Exposed:
// what a transfer takes beyond its block. The ring runs over the scale-up link inside the domain, over each GPU's
// NIC when it leaves it.
void contextRing(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, const AttentionBlock& att,
                 LayerTime& r)
{
    if (l.cp <= 1)
        return;
    const double dHead = headDimOf(m), dValue = valueHeadDimOf(m);
    // K/V heads on one TP rank (fewer K/V heads than TP ranks are replicated: one each).
    const double kvLocal = std::max(1.0, m.kvHeads / l.tp);
    const double chunkBytes = tokensPerMicroBatch(m, l) * kvLocal * (dHead + dValue) * hw.activationBytes;
    const GroupSpan span = placeGroup(l, ParallelGroup::Context, hw.machine);
    const CommPath path = span.leavesDomain() ? scaleOutFor(span, hw) : hw.scaleUp;
    const double send = path.alpha + chunkBytes / path.beta;
    const double steps = l.cp - 1.0;
    const double backwardBlock = (l.flashAttention ? kFusedAttentionBackward : 2.0) * att.ringBlock;
    const double forward = std::max(0.0, send - att.ringBlock);
    const double backward = std::max(0.0, 2.0 * send - backwardBlock);
    // The forward's ring again: every layer's (selective), the recomputed layers' (full).
    const double recomputed = l.recompute == Recompute::Selective ? 1.0 : fullRecomputeShare(l);
    r.ring = steps * (3.0 + recomputed) * send;
    r.ringExposed = steps * ((1.0 + recomputed) * forward + backward);
}

// A layer with a dense MLP of width f.
LayerTime denseLayer(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, double f,
                     const CommPath& tpPath)
{
    LayerTime r;
    const double t = l.tp, e = hw.activationBytes, h = m.hidden;
    const double T = tokensPerMicroBatch(m, l);
    const double hbm = hw.elementwiseEfficiency * hw.hbmBytesPerS;
    const double seqShare = l.sequenceParallel ? 1.0 / t : 1.0;
    const AttentionBlock att = attentionBlock(m, l, hw, T);
    const double mlpWidth = (m.gatedMlp ? 2.0 : 1.0) * f / t;
    const double upT = gemmTime(gemm(T, h, mlpWidth, e), hw.peakFlops, hw);
    const double downT = gemmTime(gemm(T, f / t, h, e), hw.peakFlops, hw);
    r.linear = att.qkv + att.out + upT + downT;
    r.attention = att.core + att.coreElementwise;
    // Two layer norms (read, write), two bias-dropout-residual adds (read 2, write 1, 1-byte mask) on the
    // sequence share; bias + activation on the MLP width (gated: read 2f, write f).
    const double normsAndResiduals = T * h * seqShare * (2.0 * 2.0 * e + 2.0 * (3.0 * e + 1.0));
    const double activation = T * (f / t) * (m.gatedMlp ? 3.0 : 2.0) * e;
    // An FP8 recipe quantizes every GEMM input: QKV and MLP-up read the sequence share (cast before the gather),
    // the output projection and MLP-down their TP shard. The backward's output gradients (≈ 1.8 × as many
    // elements) are priced by the backward = 2 × forward rule.
    const double quantized = hw.quantizeBytes * T * (2.0 * h * seqShare + attentionWidth(m) / t + f / t);
    r.elementwise = (normsAndResiduals + activation + quantized) / hbm;
    finishLayer(l, r);
    tensorParallel(T * h * e, t, tpPath, l, {att.qkv, att.out, upT, downT, true}, hw.commSmShare, r);
    contextRing(m, l, hw, att, r);
    return r;
}

// One all-to-all of `copies` token copies per routed token, split over the tiers the EP group spans (issue 29):
// within the scale-up domain over its link, to other domains over the accelerator's NIC, concurrently.
double allToAll(double tokenBytes, double copiesUp, double copiesOut, const CommPath& up, const CommPath& out)
{
    const double inside = copiesUp > 0 ? up.alpha + tokenBytes * copiesUp / up.beta : 0.0;
    const double across = copiesOut > 0 ? out.alpha + tokenBytes * copiesOut / out.beta : 0.0;
    return std::max(inside, across);
}

// A Mixture-of-Experts layer (issue 29; docs/models.md "Mixture-of-Experts step"): attention as a dense layer;
// the router; the routed experts as grouped GEMMs, E/EP local experts each over its share of the busiest rank's
// T/t · k · (1 + imbalance) token copies, at the efficiency of that per-expert GEMM; shared experts as a dense MLP
// sharded over TP; token permutes and the dispatch and combine all-to-alls over the EP group's tiers.
LayerTime moeLayer(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, const CommPath& tpPath)
{
    LayerTime r;
    const MoeShape& x = m.moe;
    const double t = l.tp, e = hw.activationBytes, h = m.hidden, fe = x.expertFfn;
    const double T = tokensPerMicroBatch(m, l);
    const double hbm = hw.elementwiseEfficiency * hw.hbmBytesPerS;
    const double seqShare = l.sequenceParallel ? 1.0 / t : 1.0;
    const double gatedFactor = m.gatedMlp ? 3.0 : 2.0;
    const AttentionBlock att = attentionBlock(m, l, hw, T);

    // Tokens entering this GPU's MoE layer: its sequence share (Megatron runs MoE with TP under sequence
    // parallelism). Routed copies on the busiest rank and per local expert.
    const double Tm = T / t;
    const double copies = Tm * x.topK * (1.0 + l.moeImbalance);
    const double localExperts = x.experts / l.ep;
    r.tokensPerExpert = copies / localExperts;
    const double router = gemmTime(gemm(Tm, h, x.experts, e), hw.peakFlops, hw);
    const double expertUp = gemmTime(gemm(r.tokensPerExpert, h, (m.gatedMlp ? 2.0 : 1.0) * fe, e), hw.peakFlops, hw);
    const double expertDown = gemmTime(gemm(r.tokensPerExpert, fe, h, e), hw.peakFlops, hw);
    const double shared = x.shared * fe;
    const double sharedUp = shared > 0 ? gemmTime(gemm(T, h, (m.gatedMlp ? 2.0 : 1.0) * shared / t, e), hw.peakFlops, hw) : 0.0;
    const double sharedDown = shared > 0 ? gemmTime(gemm(T, shared / t, h, e), hw.peakFlops, hw) : 0.0;
    r.linear = att.qkv + att.out + router + localExperts * (expertUp + expertDown) + sharedUp + sharedDown;
    r.attention = att.core + att.coreElementwise;
    const double normsAndResiduals = T * h * seqShare * (2.0 * 2.0 * e + 2.0 * (3.0 * e + 1.0));
    const double activation = (copies * fe + T * shared / t) * gatedFactor * e;
    // Permute before dispatch and un-permute after combine (read and write each copy); router softmax and
    // top-k over FP32 logits (read, write, read).
    const double permutes = 4.0 * copies * h * e + 12.0 * Tm * x.experts;
    // An FP8 recipe's casts: the attention GEMMs' inputs, each routed copy into its expert's up and down GEMMs, the
    // shared experts' inputs (a fused FP8 dispatcher sends copies already cast: their up input is free).
    const double quantized =
        hw.quantizeBytes * (T * (h * seqShare + attentionWidth(m) / t) +
                            copies * ((l.fusedDispatch ? 0.0 : h) + fe) + (shared > 0 ? T * (h * seqShare + shared / t) : 0.0));
    r.elementwise = (normsAndResiduals + activation + permutes + quantized) / hbm;
    finishLayer(l, r);
    tensorParallel(T * h * e, t, tpPath, l, {att.qkv, att.out, sharedUp, sharedDown, shared > 0}, hw.commSmShare, r);
    contextRing(m, l, hw, att, r);

    // Dispatch and combine. An EP group of n ranks with k of them per scale-up domain over D domains: a token's
    // copies go to other ranks of its domain ((k − 1)/n of them) and to other domains (1 − k/n); a fused
    // dispatcher sends a token once to each remote domain its experts are in (expected (D − 1)(1 − (1 − 1/D)^topK),
    // at most maxDomainsPerToken) and forwards it inside the domain, so every copy leaving the GPU crosses the
    // domain's link once. The busiest rank's copies set the pace (the imbalance).
    const GroupSpan span = placeGroup(l, ParallelGroup::Expert, hw.machine);
    r.allToAll = 0.0;
    if (l.ep > 1) {
        const double n = span.ranks, k = span.perDomain, D = span.domains;
        const double perToken = Tm * (1.0 + l.moeImbalance) * h; // elements per copy per routed token, busiest rank
        double up = x.topK * (k - 1.0) / n, out = x.topK * (1.0 - k / n);
        if (l.fusedDispatch) {
            up = x.topK * (1.0 - 1.0 / n);
            if (D > 1.0) {
                double remote = (D - 1.0) * (1.0 - std::pow(1.0 - 1.0 / D, x.topK));
                if (x.maxDomainsPerToken > 0)
                    remote = std::min(remote, x.maxDomainsPerToken * (D - 1.0) / D);
                out = remote;
            }
        }
        CommPath outPath = hw.allToAllOut;
        if (span.beyondLeaf)
            outPath.beta /= hw.machine.beyondLeafDerate;
        // FP8 training with a fused dispatcher sends FP8 tokens (DeepEP); combine stays in 16-bit.
        const double dispatchBytes = l.fusedDispatch ? std::min(e, hw.dispatchBytes) : e;
        const double dispatch = allToAll(perToken * dispatchBytes, up, out, hw.allToAllUp, outPath);
        const double combine = allToAll(perToken * e, up, out, hw.allToAllUp, outPath);
        const double passes = 2.0 + fullRecomputeShare(l);
        r.allToAll = passes * (dispatch + combine);
    }
    // Overlapped with another micro-batch's computation (Megatron's 1F1B all-to-all overlap, DualPipe): exposed
    // beyond that window, and while it runs its kernels take their share of the SMs from the computation.
    if (l.moeOverlap || l.dualPipe) {
        const double window = r.forward + r.backward + r.recompute;
        r.allToAllExposed = std::max(0.0, r.allToAll - window) + std::min(r.allToAll, window) * hw.commSmShare;
    } else {
        r.allToAllExposed = r.allToAll;
    }
    return r;
}

} // namespace

StepTime predictStep(const TransformerShape& m, const StepLayout& l, const StepHardware& hw)
{
    StepTime r;
    const double t = l.tp, p = l.pp, v = l.interleave, mb = l.microBatches;
    const double e = hw.activationBytes;
    const double h = m.hidden, s = m.seqLen;
    const double T = tokensPerMicroBatch(m, l);
    const double hbm = hw.elementwiseEfficiency * hw.hbmBytesPerS;

    // ---- Tensor-parallel path ------------------------------------------------------------------------------
    // Inside the scale-up domain over its link; a group that spans domains runs its ring over the scale-out
    // link (the slowest link of the ring sets its pace), derated beyond the fabric's leaf domain.
    const ParallelLayout& layout = l;
    const GroupSpan tpSpan = placeGroup(layout, ParallelGroup::Tensor, hw.machine);
    r.tpLeavesDomain = tpSpan.leavesDomain();
    const CommPath tpPath = r.tpLeavesDomain ? scaleOutFor(tpSpan, hw) : hw.scaleUp;

    // ---- Layers: dense and MoE ----------------------------------------------------------------------------------
    const bool moe = m.moe.any();
    const LayerTime dense = denseLayer(m, l, hw, m.ffnHidden, tpPath);
    const LayerTime expert = moe ? moeLayer(m, l, hw, tpPath) : LayerTime{};
    r.stageLayersMax = v * std::ceil(m.layers / (p * v));
    // The leading layers are dense: the slowest (last) stages hold MoE layers.
    r.moeLayersMax = moe ? std::min(r.stageLayersMax, m.moe.layers) : 0.0;
    const double nDense = r.stageLayersMax - r.moeLayersMax, nMoe = r.moeLayersMax;
    const LayerTime& shown = nMoe > 0 ? expert : dense; // the slowest stage's typical layer, for derivations
    r.layerForward = shown.forward;
    r.layerBackward = shown.backward;
    r.layerRecompute = shown.recompute;
    r.layerTpForward = shown.tpForward;
    r.layerTpBackward = shown.tpBackward;
    r.layerTpRecompute = shown.tpRecompute;
    r.linearForward = shown.linear;
    r.attentionForward = shown.attention;
    r.elementwiseForward = shown.elementwise;
    r.moeLayerForward = expert.forward;
    r.layerAllToAll = expert.allToAll;
    r.layerAllToAllExposed = expert.allToAllExposed;
    r.tokensPerExpert = expert.tokensPerExpert;
    r.layerRing = shown.ring;
    r.layerRingExposed = shown.ringExposed;
    r.cpLeavesDomain = l.cp > 1 && placeGroup(layout, ParallelGroup::Context, hw.machine).leavesDomain();
    r.epLeavesDomain = moe && l.ep > 1 && placeGroup(layout, ParallelGroup::Expert, hw.machine).leavesDomain();

    // ---- Stages ------------------------------------------------------------------------------------------
    const double stageTotal = nDense * dense.total() + nMoe * expert.total();
    const double stageCompute = nDense * dense.computeTotal() + nMoe * expert.computeTotal();
    const double meanStageLayers = (nMoe > 0 ? (m.layers - m.moe.layers) : m.layers) / p;
    const double meanStageMoe = nMoe > 0 ? m.moe.layers / p : 0.0;
    // Logits on the last stage (forward GEMM, 2 backward GEMMs) and the vocabulary-parallel loss: three passes
    // over FP32 logits.
    const double logitsGemm =
        gemmTime(gemm(T, h, m.vocab / t, e), hw.logitsIn16Bit ? hw.attentionPeakFlops : hw.peakFlops, hw,
                 hw.logitsIn16Bit ? hw.logitsEfficiency : hw.gemmEfficiency);
    r.logitsPerMicroBatch = m.vocab > 0 ? 3.0 * logitsGemm + 3.0 * 4.0 * T * (m.vocab / t) / hbm : 0.0;
    const double embedding = 3.0 * T * h * e / hbm; // first stage: gather forward, scatter-add backward

    // Stage-to-stage transfers: adjacent stages are t·dp ranks apart (plan/Placement.h).
    const double g = hw.machine.acceleratorsPerNode;
    if (p > 1) {
        const GroupSpan ppSpan = placeGroup(layout, ParallelGroup::Pipeline, hw.machine);
        r.ppCrossesNodes = ppSpan.leavesDomain();
        const double msg = T * h * e;
        double transfer = 0;
        if (r.ppCrossesNodes) {
            const CommPath out = scaleOutFor(ppSpan, hw);
            // Scatter/gather: each TP rank sends its 1/t over its own NIC; without sequence parallelism the
            // receiver all-gathers the full tensor over the scale-up link.
            transfer = out.alpha + msg / t / out.beta;
            if (!l.sequenceParallel && t > 1)
                transfer += gatherOrScatter(msg, t, tpPath);
        } else {
            transfer = hw.scaleUp.alpha + (l.sequenceParallel ? msg / t : msg) / hw.scaleUp.beta;
        }
        r.p2pTransfer = transfer;
    }
    const double p2pPerMicroBatch = p > 1 ? 2.0 * v * r.p2pTransfer : 0.0;
    const double lastStage = stageTotal + r.logitsPerMicroBatch;
    const double firstStage = stageTotal + embedding;
    r.stageMicroBatch = std::max(lastStage, p > 1 ? firstStage : lastStage + embedding);
    const double meanStage = meanStageLayers * dense.total() + meanStageMoe * expert.total() +
                             (r.logitsPerMicroBatch + embedding) / p;

    r.compute = mb * (stageCompute + r.stageMicroBatch - stageTotal);
    r.recompute = mb * (nDense * dense.recompute + nMoe * expert.recompute);
    r.tpComm = mb * (nDense * (dense.tpForward + dense.tpBackward + dense.tpRecompute) +
                     nMoe * (expert.tpForward + expert.tpBackward + expert.tpRecompute));
    r.epComm = mb * nMoe * expert.allToAllExposed;
    r.cpComm = mb * (nDense * dense.ringExposed + nMoe * expert.ringExposed);
    // 1F1B: (p − 1)/v mean stages. DualPipe (DeepSeek-V3 report, Table 2): (p/2 − 1)(F&B + B − 3W), with
    // F&B = F + B, B = 2F and W = B/2: (p/2 − 1) · 2F = (p/2 − 1) · 2/3 of a stage's micro-batch.
    r.ppBubble = p <= 1 ? 0.0 : l.dualPipe ? (p / 2.0 - 1.0) * (2.0 / 3.0) * meanStage : (p - 1.0) / v * meanStage;
    r.ppComm = p > 1 ? (mb + (p - 1.0) / v) * p2pPerMicroBatch : 0.0;

    // ---- Data parallelism and ZeRO --------------------------------------------------------------------------
    // Hierarchical: inside each scale-up domain over its link, then across domains on every rail. The dense
    // parameters reduce over the ranks holding the same weights, DP × CP (Megatron's data-parallel group with
    // context parallelism; CP = 1: the DP group); an MoE model's routed experts over their expert-data-parallel
    // group (the ranks holding the same experts).
    const GroupSpan dpSpan = placeGroup(layout, ParallelGroup::DataContext, hw.machine);
    DpGroup dp;
    dp.ranks = dpSpan.ranks;
    dp.perNode = dpSpan.perDomain;
    dp.nodes = dpSpan.domains;
    dp.up = hw.scaleUp;
    dp.out = scaleOutFor(dpSpan, hw);
    r.dpBeyondLeaf = dpSpan.beyondLeaf;
    r.dpRanksPerNode = dp.perNode;
    r.dpNodes = dp.nodes;

    const double localExpertParams = moe ? m.moe.expertParams / (l.ep * p) : 0.0;
    const double localDenseParams = (m.params - (moe ? m.moe.expertParams : 0.0)) / (t * p);
    const double localParams = localDenseParams + localExpertParams;
    DpGroup edp;
    if (moe) {
        const GroupSpan edpSpan = placeGroup(layout, ParallelGroup::ExpertData, hw.machine);
        edp.ranks = edpSpan.ranks;
        edp.perNode = edpSpan.perDomain;
        edp.nodes = edpSpan.domains;
        edp.up = hw.scaleUp;
        edp.out = scaleOutFor(edpSpan, hw);
    }
    const double lastBucket = std::min(1.0, kBucketElements / std::max(1.0, localParams));
    const double backwardWindow = nDense * (dense.backward + dense.recompute + dense.tpBackward + dense.tpRecompute) +
                                  nMoe * (expert.backward + expert.recompute + expert.tpBackward + expert.tpRecompute);
    const double forwardWindow = nDense * (dense.forward + dense.tpForward) + nMoe * (expert.forward + expert.tpForward);
    auto overlapped = [&](double c, double window) {
        return l.overlapGradReduce ? exposedAfterOverlap(c, window, lastBucket) : c;
    };
    // Collectives of both parameter groups, one after the other on the same links.
    auto reduceScatter = [&](double bytesPerParam) {
        return dpGatherOrScatter(localDenseParams * bytesPerParam, dp) +
               (moe ? dpGatherOrScatter(localExpertParams * bytesPerParam, edp) : 0.0);
    };
    auto flatScatter = [&](double bytesPerParam) {
        return dpFlatGatherOrScatter(localDenseParams * bytesPerParam, dp) +
               (moe ? dpFlatGatherOrScatter(localExpertParams * bytesPerParam, edp) : 0.0);
    };
    const bool anyDp = dp.ranks > 1 || (moe && edp.ranks > 1);
    if (anyDp) {
        switch (l.zeroStage) {
        case 0: {
            const double c = dpAllReduce(localDenseParams * hw.gradBytes, dp) +
                             (moe ? dpAllReduce(localExpertParams * hw.gradBytes, edp) : 0.0);
            r.dpCommTotal = c;
            r.dpComm = overlapped(c, backwardWindow);
            break;
        }
        case 1:
        case 2: {
            // Reduce-scatter of the gradients (ZeRO-2: every micro-batch, since no full gradient is kept),
            // all-gather of the updated parameters under the next step's first forward.
            const double rs = reduceScatter(hw.gradBytes);
            const double ag = reduceScatter(hw.weightBytes);
            const double perMicro = l.zeroStage == 2 ? mb : 1.0;
            r.dpCommTotal = perMicro * rs + ag;
            double exposedRs = overlapped(rs, backwardWindow);
            if (l.zeroStage == 2 && mb > 1)
                exposedRs += (mb - 1.0) * std::max(0.0, rs - r.stageMicroBatch);
            r.dpComm = exposedRs + overlapped(ag, forwardWindow);
            break;
        }
        default: {
            // ZeRO-3: parameters gathered for every forward and backward (and the recomputed forward),
            // gradients reduce-scattered, every micro-batch; prefetched under that micro-batch's compute.
            const double gathers = 2.0 + fullRecomputeShare(l);
            if (l.flatZero3) {
                // DeepSpeed's ZeRO-3 as Narayanan et al. 2021 measured it (training.zero3Runtime = deepspeed): flat
                // rings, each GPU's whole share over its NIC; parameters gathered on demand (exposed), gradients
                // reduce-scattered under the backward (overlap_comm) except the last bucket.
                const double ag = flatScatter(hw.weightBytes);
                const double rs = flatScatter(hw.gradBytes);
                r.dpCommTotal = mb * (gathers * ag + rs);
                r.dpComm = mb * (gathers * ag + overlapped(rs, backwardWindow));
                break;
            }
            const double ag = reduceScatter(hw.weightBytes);
            const double rs = reduceScatter(hw.gradBytes);
            const double perMicro = gathers * ag + rs;
            r.dpCommTotal = mb * perMicro;
            const double hidden = l.overlapGradReduce ? r.stageMicroBatch : 0.0;
            r.dpComm = mb * std::max(perMicro - hidden, perMicro * lastBucket);
            break;
        }
        }
    }

    // ---- Optimizer step ---------------------------------------------------------------------------------------
    const bool sharded = l.zeroStage >= 1;
    const double optParams = localDenseParams / (sharded ? dp.ranks : 1.0) +
                             (moe ? localExpertParams / (sharded ? edp.ranks : 1.0) : 0.0);
    if (l.optimizer == OptimizerPlacement::Gpu) {
        r.optimizerStep = optParams * hw.optimizerPassBytes / (hw.hbmEfficiency * hw.hbmBytesPerS);
    } else {
        // Gradients to the host, updated 16-bit weights back; the CPU reads and writes the state in DRAM.
        r.offload = optParams * (hw.gradBytes + hw.weightBytes) / hw.host.beta + 2.0 * hw.host.alpha +
                    optParams * 2.0 * hw.optimizerStateBytes / kHostMemoryBytesPerSPerAccelerator;
        if (l.optimizer == OptimizerPlacement::Nvme)
            r.offload += optParams * 2.0 * hw.optimizerStateBytes / (hw.storageBytesPerS / g);
    }
    r.optimizer = r.optimizerStep + r.offload;

    r.total = stepTotal(r);
    const double sequences = l.microBatch * mb * l.dp;
    r.tokens = sequences * s;
    r.modelFlops = stepModelFlops(m, sequences);
    // Recomputed FLOPs per token and layer: the forward's linear layers and core (full) or the core (selective).
    const double core = attentionCoreFlopsPerToken(m);
    const double denseLinear = attentionLinearParams(m) + mlpParams(m, m.ffnHidden);
    const double moeLinear = moe ? attentionLinearParams(m) + moeActiveParams(m) : 0.0;
    const double denseLayersAll = m.layers - (moe ? m.moe.layers : 0.0);
    const double recomputed =
        l.recompute == Recompute::Selective
            ? m.layers * core
            : fullRecomputeShare(l) *
                  (denseLayersAll * (2.0 * denseLinear + core) + (moe ? m.moe.layers * (2.0 * moeLinear + core) : 0.0));
    r.hardwareFlops = r.modelFlops + recomputed * r.tokens;
    return r;
}

} // namespace fleet
