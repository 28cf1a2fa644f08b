// The layer blocks of the training step (issue 27): attention (fused, unfused, ring attention under CP), the
// dense MLP, the Mixture-of-Experts layer, and their tensor-parallel collectives. docs/models.md "Step model".
#include "training/StepKernel.h"

#include <cmath>

namespace fleet::stepkernel {

namespace {

// The GEMMs a TP collective can hide under: the first and last of the attention and of the MLP block.
struct TpWindows {
    double qkv = 0, out = 0, up = 0, down = 0;
    bool mlpCollectives = true; // an MLP block sharded over TP (a dense MLP, shared experts); routed experts are not
};

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
        const auto exposed = [&](double window) { return overlappedExposure(c, window, smShare); };
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
    // The collectives Megatron runs, counted (what an overlap hides changes their exposure, not their bytes): with
    // sequence parallelism 4 forward (an all-gather before QKV and MLP-up, a reduce-scatter after the output projection
    // and MLP-down) and 6 backward (2 exposed output-gradient gathers, 2 input re-gathers under the data gradients,
    // 2 gradient reduce-scatters under the weight gradients); otherwise 2 all-reduces each way. Halved where the routed
    // experts have no TP collective; the recomputed forward again.
    const double perCollective = l.sequenceParallel ? gatherOrScatterBytes(msg, t) : ringAllReduceBytes(msg, t);
    const double half = w.mlpCollectives ? 1.0 : 0.5;
    const double forward = half * (l.sequenceParallel ? 4.0 : 2.0);
    const double backward = half * (l.sequenceParallel ? 6.0 : 2.0);
    r.tpBytes = (forward * (1.0 + fullRecomputeShare(l)) + backward) * perCollective;
}

// The attention block of one layer's forward: projections (QKV, out) and the core.
struct AttentionBlock {
    double qkv = 0, out = 0, core = 0, coreElementwise = 0;
    double ringBlock = 0;     // context parallelism: the core of one full ring step (issue 30)
    double diagonalBlock = 0; // and of the causal one over the rank's own chunks (the ring's first step)
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
        // it runs at the accelerator's attention efficiency, not the large-GEMM one, and with the length of its key
        // loop, not its FLOPs (issue 30, hardware/AttentionBlocks.h): the causal block over the rank's own s/cp
        // keys, the cp − 1 full ring blocks over s/(2cp).
        const double rate = hw.attentionEfficiency * hw.attentionPeakFlops * hw.computeRate;
        const double work = g.flop / cp, read = g.bytes / cp / (hw.hbmEfficiency * hw.hbmBytesPerS);
        const AttentionBlockLaw& law = hw.attentionBlocks;
        b.diagonalBlock = std::max(work / rate * law.causal(sq), read);
        b.ringBlock = std::max(work / rate * law.ringFull(s, cp), read);
        b.core = b.diagonalBlock + (cp - 1.0) * b.ringBlock;
        // Banded layers (plan/SlidingWindow.h): the kernel skips the tiles outside the band; its key loop is the
        // window, not the sequence (the law's fixed cost per query tile amortized over w keys). The rank's band is its
        // 1/cp of the sequence's (g.flop: all its cp blocks' work). ASSUMPTION: under CP a band narrower than a chunk
        // runs on the rank's own chunk; the K/V ring (contextRing) is priced as for the full layers, its sends hidden
        // under the full layers' blocks (it overstates a banded layer's exchange and understates its exposure).
        const AttentionSpan span = m.attentionSpan();
        if (span.banded() && s > span.window) {
            const double bandWork = g.flop * AttentionSpan::bandPairs(s, span.window) / (0.5 * s * s);
            const double band = std::max(bandWork / rate * law.causal(std::min(sq, span.window)), read);
            b.core = span.fullLayerShare() * b.core + span.windowLayerShare() * band;
        }
    } else {
        b.core = gemmTime(gemm(sq, dHead, s, e, headsLocal), hw.attentionPeakFlops, hw) +
                 gemmTime(gemm(sq, s, dValue, e, headsLocal), hw.attentionPeakFlops, hw);
        // Fused scale-mask-softmax (read, write) and attention dropout (read, write, 1-byte mask) on s × s.
        b.coreElementwise = headsLocal * sq * s * (2.0 * e + 2.0 * e + 1.0) / hbm;
        b.ringBlock = b.diagonalBlock = (b.core + b.coreElementwise) / cp;
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
    const double backwardShare = l.flashAttention ? kFusedAttentionBackward : 2.0;
    // While a transfer runs under its block, its communication kernels hold a share of the SMs (the MoE all-to-all's
    // and the TP overlap's rule, kCommSmShare): the block is stretched by that share of the overlapped time. The first
    // send runs under the causal block of the rank's own chunks, the cp − 2 others under full blocks (the last block
    // has no send under it).
    const auto pass = [&](double transfer, double share) {
        return overlappedExposure(transfer, share * att.diagonalBlock, hw.commSmShare) +
               (steps - 1.0) * overlappedExposure(transfer, share * att.ringBlock, hw.commSmShare);
    };
    const double forward = pass(send, 1.0);
    const double backward = pass(2.0 * send, backwardShare);
    // The forward's ring again: every layer's (selective), the recomputed layers' (full).
    const double recomputed = l.recompute == Recompute::Selective ? 1.0 : fullRecomputeShare(l);
    r.ring = steps * (3.0 + recomputed) * send;
    r.ringBytes = steps * (3.0 + recomputed) * chunkBytes;
    r.ringExposed = (1.0 + recomputed) * forward + backward;
}

} // namespace

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

    // Dispatch and combine over the tiers the EP group spans (comm/MoeAllToAll.h); the busiest rank's copies set
    // the pace (the imbalance).
    const GroupSpan span = placeGroup(l, ParallelGroup::Expert, hw.machine);
    r.allToAll = 0.0;
    if (l.ep > 1) {
        const double perToken = Tm * (1.0 + l.moeImbalance) * h; // elements per copy per routed token, busiest rank
        const AllToAllCopies copies = allToAllCopies(span, x.topK, l.fusedDispatch, x.maxDomainsPerToken);
        CommPath outPath = hw.allToAllOut;
        if (span.beyondLeaf)
            outPath.beta /= hw.machine.beyondLeafDerate;
        // FP8 training with a fused dispatcher sends FP8 tokens (DeepEP); combine stays in 16-bit.
        const double dispatchBytes = l.fusedDispatch ? std::min(e, hw.dispatchBytes) : e;
        const double dispatch = allToAllSeconds(perToken * dispatchBytes, copies, hw.allToAllUp, outPath);
        const double combine = allToAllSeconds(perToken * e, copies, hw.allToAllUp, outPath);
        const double passes = 2.0 + fullRecomputeShare(l);
        r.allToAll = passes * (dispatch + combine);
        const double meanCopyBytes = passes * Tm * h * (dispatchBytes + e);
        r.allToAllBytes = {meanCopyBytes * copies.up, meanCopyBytes * copies.out};
    }
    // Overlapped with another micro-batch's computation (Megatron's 1F1B all-to-all overlap, DualPipe): exposed
    // beyond that window, and while it runs its kernels take their share of the SMs from the computation.
    if (l.moeOverlap || l.dualPipe) {
        const double window = r.forward + r.backward + r.recompute;
        r.allToAllExposed = overlappedExposure(r.allToAll, window, hw.commSmShare);
    } else {
        r.allToAllExposed = r.allToAll;
    }
    return r;
}

} // namespace fleet::stepkernel
