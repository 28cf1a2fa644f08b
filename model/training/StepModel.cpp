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

double gemmTime(Gemm g, double peak, const StepHardware& hw)
{
    const double eta = gemmEfficiencyAt(g.flop, hw.gemmEfficiency, hw.gemmHalfFlop);
    const double compute = g.flop / (eta * peak);
    const double memory = g.bytes / (hw.hbmEfficiency * hw.hbmBytesPerS);
    return std::max(compute, memory);
}

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

} // namespace

double stepModelFlops(const TransformerShape& m, double sequences)
{
    const double h = m.hidden, d = m.hidden / m.heads, s = m.seqLen;
    const double linearParams = h * (m.heads + 2.0 * m.kvHeads) * d + h * h + (m.gatedMlp ? 3.0 : 2.0) * h * m.ffnHidden;
    const double perTokenForward = m.layers * (2.0 * linearParams + 4.0 * s * h) + 2.0 * h * m.vocab;
    return 3.0 * perTokenForward * sequences * s;
}

StepTime predictStep(const TransformerShape& m, const StepLayout& l, const StepHardware& hw)
{
    StepTime r;
    const double t = l.tp, p = l.pp, v = l.interleave, mb = l.microBatches;
    const double e = hw.activationBytes;
    const double h = m.hidden, a = m.heads, s = m.seqLen, dHead = m.hidden / m.heads;
    const double T = l.microBatch * s; // tokens per micro-batch
    const double hbm = hw.hbmEfficiency * hw.hbmBytesPerS;
    const double seqShare = l.sequenceParallel ? 1.0 / t : 1.0;

    // ---- One layer, one micro-batch, forward ------------------------------------------------------------
    const double mlpWidth = (m.gatedMlp ? 2.0 : 1.0) * m.ffnHidden / t;
    const double qkvT = gemmTime(gemm(T, h, (a + 2.0 * m.kvHeads) * dHead / t, e), hw.peakFlops, hw);
    const double outT = gemmTime(gemm(T, h / t, h, e), hw.peakFlops, hw);
    const double upT = gemmTime(gemm(T, h, mlpWidth, e), hw.peakFlops, hw);
    const double downT = gemmTime(gemm(T, m.ffnHidden / t, h, e), hw.peakFlops, hw);
    r.linearForward = qkvT + outT + upT + downT;

    const double headsLocal = l.microBatch * a / t; // (sequence, head) pairs per GPU
    double attention = 0, attentionElementwise = 0;
    if (l.flashAttention) {
        // Fused kernel: Q·Kᵀ and P·V tiles in SRAM, the causal half executed; only Q, K, V and O touch HBM.
        Gemm g{0.5 * 4.0 * headsLocal * s * s * dHead, e * 4.0 * headsLocal * s * dHead};
        attention = gemmTime(g, hw.attentionPeakFlops, hw);
    } else {
        attention = gemmTime(gemm(s, dHead, s, e, headsLocal), hw.attentionPeakFlops, hw) +
                    gemmTime(gemm(s, s, dHead, e, headsLocal), hw.attentionPeakFlops, hw);
        // Fused scale-mask-softmax (read, write) and attention dropout (read, write, 1-byte mask) on s × s.
        attentionElementwise = headsLocal * s * s * (2.0 * e + 2.0 * e + 1.0) / hbm;
    }
    r.attentionForward = attention + attentionElementwise;
    // Two layer norms (read, write), two bias-dropout-residual adds (read 2, write 1, 1-byte mask) on the
    // sequence share; bias + activation on the MLP width (gated: read 2f, write f).
    const double normsAndResiduals = T * h * seqShare * (2.0 * 2.0 * e + 2.0 * (3.0 * e + 1.0));
    const double activation = T * (m.ffnHidden / t) * (m.gatedMlp ? 3.0 : 2.0) * e;
    r.elementwiseForward = (normsAndResiduals + activation) / hbm;
    r.layerForward = r.linearForward + r.attentionForward + r.elementwiseForward;
    r.layerBackward = 2.0 * r.layerForward;
    r.layerRecompute = l.recompute == Recompute::Full        ? r.layerForward
                       : l.recompute == Recompute::Selective ? r.attentionForward
                                                             : 0.0;

    // ---- Tensor-parallel collectives per layer ------------------------------------------------------------
    // Inside the scale-up domain over its link; a group that spans domains runs its ring over the scale-out
    // link (the slowest link of the ring sets its pace), derated beyond the fabric's leaf domain.
    const ParallelLayout& layout = l;
    const GroupSpan tpSpan = placeGroup(layout, ParallelGroup::Tensor, hw.machine);
    r.tpLeavesDomain = tpSpan.leavesDomain();
    const CommPath tpPath = r.tpLeavesDomain ? scaleOutFor(tpSpan, hw) : hw.scaleUp;
    if (t > 1) {
        const double msg = T * h * e;
        if (l.overlapTpComm) {
            const double c = l.sequenceParallel ? gatherOrScatter(msg, t, tpPath) : ringAllReduce(msg, t, tpPath);
            r.layerTpForward = std::max(0.0, c - qkvT) + std::max(0.0, c - outT) + std::max(0.0, c - upT) +
                               std::max(0.0, c - downT);
            r.layerTpBackward = 2.0 * r.layerTpForward;
        } else if (l.sequenceParallel) {
            const double g = gatherOrScatter(msg, t, tpPath);
            r.layerTpForward = 4.0 * g; // all-gather → QKV … out → reduce-scatter; the same around the MLP
            // Output-gradient gathers exposed; input re-gathers under the data-gradient GEMM and gradient
            // reduce-scatters under the weight-gradient GEMM of QKV and MLP-up.
            r.layerTpBackward = 2.0 * g + 2.0 * (std::max(0.0, g - qkvT) + std::max(0.0, g - upT));
        } else {
            const double c = ringAllReduce(msg, t, tpPath);
            r.layerTpForward = 2.0 * c;
            r.layerTpBackward = std::max(0.0, c - qkvT) + std::max(0.0, c - upT);
        }
        r.layerTpRecompute = l.recompute == Recompute::Full ? r.layerTpForward : 0.0;
    }

    // ---- Stages ------------------------------------------------------------------------------------------
    const double layerTotal = r.layerForward + r.layerBackward + r.layerRecompute + r.layerTpForward +
                              r.layerTpBackward + r.layerTpRecompute;
    r.stageLayersMax = v * std::ceil(m.layers / (p * v));
    const double meanLayers = m.layers / p;
    // Logits on the last stage (forward GEMM, 2 backward GEMMs) and the vocabulary-parallel loss: three passes
    // over FP32 logits.
    const double logitsGemm = gemmTime(gemm(T, h, m.vocab / t, e), hw.peakFlops, hw);
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
    const double lastStage = r.stageLayersMax * layerTotal + r.logitsPerMicroBatch;
    const double firstStage = r.stageLayersMax * layerTotal + embedding;
    r.stageMicroBatch = std::max(lastStage, p > 1 ? firstStage : lastStage + embedding);
    const double meanStage = meanLayers * layerTotal + (r.logitsPerMicroBatch + embedding) / p;

    r.compute = mb * (r.stageLayersMax * (r.layerForward + r.layerBackward) + r.stageMicroBatch -
                      r.stageLayersMax * layerTotal);
    r.recompute = mb * r.stageLayersMax * r.layerRecompute;
    r.tpComm = mb * r.stageLayersMax * (r.layerTpForward + r.layerTpBackward + r.layerTpRecompute);
    r.ppBubble = p > 1 ? (p - 1.0) / v * meanStage : 0.0;
    r.ppComm = p > 1 ? (mb + (p - 1.0) / v) * p2pPerMicroBatch : 0.0;

    // ---- Data parallelism and ZeRO --------------------------------------------------------------------------
    // Hierarchical: inside each scale-up domain over its link, then across domains on every rail.
    const GroupSpan dpSpan = placeGroup(layout, ParallelGroup::Data, hw.machine);
    DpGroup dp;
    dp.ranks = l.dp;
    dp.perNode = dpSpan.perDomain;
    dp.nodes = dpSpan.domains;
    dp.up = hw.scaleUp;
    dp.out = scaleOutFor(dpSpan, hw);
    r.dpBeyondLeaf = dpSpan.beyondLeaf;
    r.dpRanksPerNode = dp.perNode;
    r.dpNodes = dp.nodes;

    const double localParams = m.params / (t * p);
    const double gradMsg = localParams * hw.gradBytes;
    const double paramMsg = localParams * hw.weightBytes;
    const double lastBucket = std::min(1.0, kBucketElements / std::max(1.0, localParams));
    const double backwardWindow = r.stageLayersMax * (r.layerBackward + r.layerRecompute + r.layerTpBackward +
                                                      r.layerTpRecompute);
    const double forwardWindow = r.stageLayersMax * (r.layerForward + r.layerTpForward);
    auto overlapped = [&](double c, double window) {
        return l.overlapGradReduce ? exposedAfterOverlap(c, window, lastBucket) : c;
    };
    if (l.dp > 1) {
        switch (l.zeroStage) {
        case 0: {
            const double c = dpAllReduce(gradMsg, dp);
            r.dpCommTotal = c;
            r.dpComm = overlapped(c, backwardWindow);
            break;
        }
        case 1:
        case 2: {
            // Reduce-scatter of the gradients (ZeRO-2: every micro-batch, since no full gradient is kept),
            // all-gather of the updated parameters under the next step's first forward.
            const double rs = dpGatherOrScatter(gradMsg, dp);
            const double ag = dpGatherOrScatter(paramMsg, dp);
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
            const double ag = dpGatherOrScatter(paramMsg, dp);
            const double rs = dpGatherOrScatter(gradMsg, dp);
            const double perMicro = (l.recompute == Recompute::Full ? 3.0 : 2.0) * ag + rs;
            r.dpCommTotal = mb * perMicro;
            const double hidden = l.overlapGradReduce ? r.stageMicroBatch : 0.0;
            r.dpComm = mb * std::max(perMicro - hidden, perMicro * lastBucket);
            break;
        }
        }
    }

    // ---- Optimizer step ---------------------------------------------------------------------------------------
    const double optParams = localParams / (l.zeroStage >= 1 ? l.dp : 1.0);
    if (l.optimizer == OptimizerPlacement::Gpu) {
        r.optimizerStep = optParams * hw.optimizerPassBytes / hbm;
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
    const double linearParams = h * (a + 2.0 * m.kvHeads) * dHead + h * h + (m.gatedMlp ? 3.0 : 2.0) * h * m.ffnHidden;
    const double attentionFlopsPerToken = 4.0 * s * h;
    const double recomputePerToken = l.recompute == Recompute::Full        ? 2.0 * linearParams + attentionFlopsPerToken
                                     : l.recompute == Recompute::Selective ? attentionFlopsPerToken
                                                                           : 0.0;
    r.hardwareFlops = r.modelFlops + m.layers * recomputePerToken * r.tokens;
    return r;
}

} // namespace fleet
