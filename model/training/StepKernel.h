#pragma once
// The pieces of the training step kernel shared by its layer blocks (StepLayers.cpp) and its assembly
// (StepModel.cpp: pipeline, data parallelism, optimizer). Internal to model/training: plain doubles, inline, no
// allocation (the kernel runs ~10^6 times per search).

#include "training/StepModel.h"

#include <algorithm>

namespace fleet::stepkernel {

// α-β ring collectives over n ranks on one path (comm/Collectives.h, on plain doubles for the kernel).
inline double ringAllReduce(double m, double n, const CommPath& p)
{
    return n <= 1 ? 0.0 : 2.0 * (n - 1.0) / n * m / p.beta + 2.0 * (n - 1.0) * p.alpha;
}
// A transfer overlapped with `window` of computation: what outlasts the window is exposed, and while it runs its
// communication kernels hold `smShare` of the SMs, which stretches the computation by that share of the overlap (the
// TP overlap's, the MoE all-to-all's and the CP ring's rule).
inline double overlappedExposure(double transfer, double window, double smShare)
{
    return std::max(0.0, transfer - window) + std::min(transfer, window) * smShare;
}
inline double gatherOrScatter(double m, double n, const CommPath& p)
{
    return n <= 1 ? 0.0 : (n - 1.0) / n * m / p.beta + (n - 1.0) * p.alpha;
}

struct Gemm {
    double flop = 0, bytes = 0;
};

inline double gemmTime(Gemm g, double peak, const StepHardware& hw, double etaMax)
{
    const double eta = gemmEfficiencyAt(g.flop, etaMax, hw.gemmHalfFlop);
    const double compute = g.flop / (eta * peak * hw.computeRate);
    const double memory = g.bytes / (hw.hbmEfficiency * hw.hbmBytesPerS);
    return std::max(compute, memory);
}
inline double gemmTime(Gemm g, double peak, const StepHardware& hw) { return gemmTime(g, peak, hw, hw.gemmEfficiency); }

// [M × K] · [K × N], `batch` independent products, e bytes per element.
inline Gemm gemm(double M, double K, double N, double e, double batch = 1)
{
    return {2.0 * M * K * N * batch, e * (M * K + K * N + M * N) * batch};
}

// The scale-out path of a group that leaves its scale-up domain: derated past the fabric's leaf domain.
inline CommPath scaleOutFor(const GroupSpan& span, const StepHardware& hw)
{
    CommPath out = hw.scaleOut;
    if (span.beyondLeaf)
        out.beta /= hw.machine.beyondLeafDerate;
    return out;
}

// Communication `c` overlapped with `window` of compute: what stays exposed, never less than the last bucket.
inline double exposedAfterOverlap(double c, double window, double lastBucketFraction)
{
    return std::max(c - window, c * lastBucketFraction);
}

// The query/key and value head dimensions (0 in the shape: hidden / heads, and the query/key one).
inline double headDimOf(const TransformerShape& m) { return m.headDim > 0 ? m.headDim : m.hidden / m.heads; }
inline double valueHeadDimOf(const TransformerShape& m) { return m.valueHeadDim > 0 ? m.valueHeadDim : headDimOf(m); }

// One layer's attention projections (Q, K, V and O of the head dimensions, or the counted latent ones).
inline double attentionLinearParams(const TransformerShape& m)
{
    if (m.attentionLinearParams > 0)
        return m.attentionLinearParams;
    const double h = m.hidden, d = headDimOf(m);
    return h * (m.heads + 2.0 * m.kvHeads) * d + (m.heads * d) * h;
}

// The width of the attention output projection's input: heads × value head dimension (h for the usual shapes).
inline double attentionWidth(const TransformerShape& m)
{
    return m.heads * valueHeadDimOf(m);
}

// One MLP's weights of width f (gated: gate, up, down).
inline double mlpParams(const TransformerShape& m, double f) { return (m.gatedMlp ? 3.0 : 2.0) * m.hidden * f; }

// An MoE layer's weights one token passes through: its top-k routed and the shared experts, and the router.
inline double moeActiveParams(const TransformerShape& m)
{
    return (m.moe.topK + m.moe.shared) * mlpParams(m, m.moe.expertFfn) + m.hidden * m.moe.experts;
}

// The attention core's forward FLOPs per token and layer with the full s × s: 2·s·(heads·d_qk) for the scores and
// 2·s·(heads·d_v) for the context (4·s·h when both head dimensions are h / heads). Banded layers count their band
// in the same convention (twice its causal pairs): the mean layer's is × the model's pair share (plan/SlidingWindow.h).
inline double attentionCoreFlopsPerToken(const TransformerShape& m)
{
    const double banded = m.attentionSpan().pairShare(m.seqLen);
    if (m.headDim <= 0 && m.valueHeadDim <= 0)
        return 4.0 * m.seqLen * m.hidden * banded;
    const double dqk = headDimOf(m), dv = valueHeadDimOf(m);
    return 2.0 * m.seqLen * m.heads * (dqk + dv) * banded;
}

// Tokens of one micro-batch on one GPU: its sequences, each split over the CP ranks (issue 30).
inline double tokensPerMicroBatch(const TransformerShape& m, const StepLayout& l) { return l.microBatch * m.seqLen / l.cp; }

// One layer, one micro-batch, on one GPU of a TP group.
struct LayerTime {
    double linear = 0, attention = 0, elementwise = 0; // forward compute by class
    double forward = 0, backward = 0, recompute = 0;
    double tpForward = 0, tpBackward = 0, tpRecompute = 0;
    double allToAll = 0, allToAllExposed = 0; // MoE dispatch + combine, forward and backward (and recompute)
    double ring = 0, ringExposed = 0;         // context parallelism: the K/V ring, all passes (issue 30)
    double tokensPerExpert = 0;
    // Bytes one GPU sends in these, all passes (StepTraffic): the TP collectives and the K/V ring on whichever tier
    // their group runs, the all-to-all's copies on each tier (the mean rank's, without the imbalance).
    double tpBytes = 0, ringBytes = 0;
    WireBytes allToAllBytes;
    double computeTotal() const { return forward + backward; }
    double total() const
    {
        return forward + backward + recompute + tpForward + tpBackward + tpRecompute + allToAllExposed + ringExposed;
    }
};

// The share of a layer's forward that full recomputation repeats: its recomputed layers' share (training.
// recomputeLayers), 0 without full recomputation. Every forward-pass cost recomputation repeats scales by it.
inline double fullRecomputeShare(const StepLayout& l) { return l.recompute == Recompute::Full ? l.recomputeShare : 0.0; }

// One dense layer (MLP of width f) and one Mixture-of-Experts layer, one micro-batch, on one GPU of a TP group
// whose collectives run on `tpPath` (StepLayers.cpp).
LayerTime denseLayer(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, double f,
                     const CommPath& tpPath);
LayerTime moeLayer(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, const CommPath& tpPath);

} // namespace fleet::stepkernel
