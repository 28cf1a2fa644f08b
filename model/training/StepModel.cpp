#include "training/StepModel.h"

#include "training/StepKernel.h"
#include "training/StepParts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace fleet {

using namespace stepkernel;

namespace {

// Megatron-LM's DDP bucket: 40 M parameters (megatron/core/distributed, bucket_size default).
constexpr double kBucketElements = 40e6;
// Host DRAM bandwidth available per accelerator for a CPU optimizer step (ESTIMATE: 2 sockets × 8 DDR5
// channels ≈ 600 GB/s per node shared by 8 accelerators, derated to 50 GB/s).
constexpr double kHostMemoryBytesPerSPerAccelerator = 50e9;

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
// The bytes one rank sends in each of them, inside its scale-up domain and through its NIC.
WireBytes dpAllReduceBytes(double m, const DpGroup& g)
{
    if (g.ranks <= 1)
        return {};
    return {2.0 * gatherOrScatterBytes(m, g.perNode), ringAllReduceBytes(m / g.perNode, g.nodes)};
}
WireBytes dpGatherOrScatterBytes(double m, const DpGroup& g)
{
    if (g.ranks <= 1)
        return {};
    return {gatherOrScatterBytes(m, g.perNode), gatherOrScatterBytes(m / g.perNode, g.nodes)};
}
WireBytes dpFlatGatherOrScatterBytes(double m, const DpGroup& g)
{
    if (g.ranks <= 1)
        return {};
    return g.nodes <= 1 ? WireBytes{gatherOrScatterBytes(m, g.perNode), 0.0}
                        : WireBytes{0.0, gatherOrScatterBytes(m, g.ranks)};
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
    // Each MTP module: a layer of the last kind, its 2h → h projection, and the logits again (Megatron's FLOP count
    // has them too).
    const double lastMlp = m.moe.any() ? moeActiveParams(m) : mlpParams(m, m.ffnHidden);
    perTokenForward += m.mtpLayers * (2.0 * (attention + lastMlp + 2.0 * h * h) + core + 2.0 * h * m.vocab);
    return 3.0 * perTokenForward * sequences * s;
}

namespace {

// ---- The blocks predictStep assembles (issue 27: a MoE layer or ring attention slots into the layer block) ----

// The slowest pipeline stage's layers, one micro-batch: its dense and MoE layers and the TP path they use.
struct StageLayers {
    CommPath tpPath;
    LayerTime dense, expert;
    double nDense = 0, nMoe = 0; // layers of each kind on the slowest stage
    double total() const { return nDense * dense.total() + nMoe * expert.total(); }
    double compute() const { return nDense * dense.computeTotal() + nMoe * expert.computeTotal(); }
};

// Layers: the TP placement, one dense and one MoE layer, and the slowest stage's mix of them.
StageLayers layerBlock(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, StepTime& r)
{
    const double p = l.pp, v = l.interleave;
    // Inside the scale-up domain over its link; a group that spans domains runs its ring over the scale-out
    // link (the slowest link of the ring sets its pace), derated beyond the fabric's leaf domain.
    const GroupSpan tpSpan = placeGroup(l, ParallelGroup::Tensor, hw.machine);
    r.tpLeavesDomain = tpSpan.leavesDomain();
    const CommPath tpPath = r.tpLeavesDomain ? scaleOutFor(tpSpan, hw) : hw.scaleUp;

    const bool moe = m.moe.any();
    StageLayers st{tpPath, denseLayer(m, l, hw, m.ffnHidden, tpPath), moe ? moeLayer(m, l, hw, tpPath) : LayerTime{}};
    // A multi-token-prediction module's layer takes a layer's place in the split (Megatron's pipeline layouts give
    // the last stage its "m" slot: DeepSeek-V3 on H100 "Et|(tt|)*30mL"): a free place of the v·⌈L/(p·v)⌉ per stage
    // where the layers leave one, else the layers and modules spread as evenly as a layout can, ⌈(L + k)/p⌉ per
    // stage. Its projection and logits are extra on the last stage (pipelineBlock).
    r.stageLayersMax = std::max(v * std::ceil(m.layers / (p * v)), std::ceil((m.layers + m.mtpLayers) / p));
    // The leading layers are dense: the slowest (last) stages hold MoE layers (an MoE model's MTP layer too).
    r.moeLayersMax = std::min(r.stageLayersMax, m.trainedMoeLayers());
    st.nDense = r.stageLayersMax - r.moeLayersMax;
    st.nMoe = r.moeLayersMax;
    const LayerTime& shown = st.nMoe > 0 ? st.expert : st.dense; // the slowest stage's typical layer, for derivations
    r.layerForward = shown.forward;
    r.layerBackward = shown.backward;
    r.layerRecompute = shown.recompute;
    r.layerTpForward = shown.tpForward;
    r.layerTpBackward = shown.tpBackward;
    r.layerTpRecompute = shown.tpRecompute;
    r.linearForward = shown.linear;
    r.attentionForward = shown.attention;
    r.elementwiseForward = shown.elementwise;
    r.moeLayerForward = st.expert.forward;
    r.layerAllToAll = st.expert.allToAll;
    r.layerAllToAllExposed = st.expert.allToAllExposed;
    r.tokensPerExpert = st.expert.tokensPerExpert;
    r.layerRing = shown.ring;
    r.layerRingExposed = shown.ringExposed;
    r.cpLeavesDomain = l.cp > 1 && placeGroup(l, ParallelGroup::Context, hw.machine).leavesDomain();
    r.epLeavesDomain = moe && l.ep > 1 && placeGroup(l, ParallelGroup::Expert, hw.machine).leavesDomain();
    return st;
}

// Pipeline: the first and last stages' extra work (embedding, logits and loss), stage-to-stage transfers, the
// slowest stage over the step's micro-batches and the schedule's bubble.
void pipelineBlock(const TransformerShape& m, const StepLayout& l, const StepHardware& hw, const StageLayers& st,
                   StepTime& r)
{
    const double t = l.tp, p = l.pp, v = l.interleave, mb = l.microBatches;
    const double e = hw.activationBytes, h = m.hidden;
    const double T = tokensPerMicroBatch(m, l);
    const double hbm = hw.elementwiseEfficiency * hw.hbmBytesPerS;
    const double stageTotal = st.total();
    const double meanStageLayers = m.trainedDenseLayers() / p;
    const double meanStageMoe = m.trainedMoeLayers() / p;
    // Logits on the last stage (forward GEMM, 2 backward GEMMs) and the vocabulary-parallel loss: three passes
    // over FP32 logits.
    const double logitsGemm =
        gemmTime(gemm(T, h, m.vocab / t, e), hw.logitsIn16Bit ? hw.attentionPeakFlops : hw.peakFlops, hw,
                 hw.logitsIn16Bit ? hw.logitsEfficiency : hw.gemmEfficiency);
    r.logitsPerMicroBatch = m.vocab > 0 ? 3.0 * logitsGemm + 3.0 * 4.0 * T * (m.vocab / t) / hbm : 0.0;
    const double embedding = 3.0 * T * h * e / hbm; // first stage: gather forward, scatter-add backward

    // Stage-to-stage transfers: adjacent stages are t·dp ranks apart (plan/Placement.h).
    if (p > 1) {
        const GroupSpan ppSpan = placeGroup(l, ParallelGroup::Pipeline, hw.machine);
        r.ppCrossesNodes = ppSpan.leavesDomain();
        const double msg = T * h * e;
        double transfer = 0;
        if (r.ppCrossesNodes) {
            const CommPath out = scaleOutFor(ppSpan, hw);
            // Scatter/gather: each TP rank sends its 1/t over its own NIC; without sequence parallelism the
            // receiver all-gathers the full tensor over the scale-up link.
            transfer = out.alpha + msg / t / out.beta;
            if (!l.sequenceParallel && t > 1)
                transfer += gatherOrScatter(msg, t, st.tpPath);
        } else {
            transfer = hw.scaleUp.alpha + (l.sequenceParallel ? msg / t : msg) / hw.scaleUp.beta;
        }
        r.p2pTransfer = transfer;
        // Traffic: the v·p − 1 chunk boundaries each pass one micro-batch's activations forward and its gradients
        // back, spread over the p ranks. Those between domains (v·(D − 1) stage boundaries and the v − 1 wraps from the
        // last rank to the first) cross the NICs as priced above; the others stay on the scale-up link.
        const double D = ppSpan.domains;
        const double boundaries = v * p - 1.0;
        const double across = std::min(boundaries, v * (D - 1.0) + (D > 1.0 ? v - 1.0 : 0.0));
        WireBytes perAcross{0.0, msg / t};
        (r.tpLeavesDomain ? perAcross.out : perAcross.up) += l.sequenceParallel ? 0.0 : gatherOrScatterBytes(msg, t);
        const WireBytes perInside{l.sequenceParallel ? msg / t : msg, 0.0};
        const double perRank = 2.0 * mb / p; // both directions, each boundary's transfers shared by the p ranks
        r.traffic.pp = (perRank * across) * perAcross;
        r.traffic.pp += (perRank * (boundaries - across)) * perInside;
    }
    const double p2pPerMicroBatch = p > 1 ? 2.0 * v * r.p2pTransfer : 0.0;
    // Multi-token prediction (DeepSeek-V3 report §2.2; Megatron's MultiTokenPredictionBlock): each module's layer is
    // one of the last stage's layers (layerBlock); beside it, per micro-batch, the projection of
    // [RMSNorm(h); RMSNorm(embedding)] from 2h to h (forward GEMM, 2 backward GEMMs) and the logits and loss again
    // through the shared head.
    const double k = m.mtpLayers;
    const double projection = k > 0 ? 3.0 * gemmTime(gemm(T, 2.0 * h, h / t, e), hw.peakFlops, hw) : 0.0;
    r.mtpPerMicroBatch = k * (projection + r.logitsPerMicroBatch);
    const double lastStage = stageTotal + r.logitsPerMicroBatch + r.mtpPerMicroBatch;
    const double firstStage = stageTotal + embedding;
    r.stageMicroBatch = std::max(lastStage, p > 1 ? firstStage : lastStage + embedding);
    const double meanStage = meanStageLayers * st.dense.total() + meanStageMoe * st.expert.total() +
                             (r.logitsPerMicroBatch + r.mtpPerMicroBatch + embedding) / p;

    const LayerTime& d = st.dense;
    const LayerTime& x = st.expert;
    r.compute = mb * (st.compute() + r.stageMicroBatch - stageTotal);
    r.recompute = mb * (st.nDense * d.recompute + st.nMoe * x.recompute);
    r.tpComm = mb * (st.nDense * (d.tpForward + d.tpBackward + d.tpRecompute) +
                     st.nMoe * (x.tpForward + x.tpBackward + x.tpRecompute));
    r.epComm = mb * st.nMoe * x.allToAllExposed;
    r.cpComm = mb * (st.nDense * d.ringExposed + st.nMoe * x.ringExposed);
    // Traffic of the mean stage's layers (the fabric carries every stage's): TP and the K/V ring on their group's tier.
    const double tpBytes = mb * (meanStageLayers * d.tpBytes + meanStageMoe * x.tpBytes);
    const double ringBytes = mb * (meanStageLayers * d.ringBytes + meanStageMoe * x.ringBytes);
    r.traffic.tp = ringTraffic(tpBytes, placeGroup(l, ParallelGroup::Tensor, hw.machine));
    r.traffic.cp = ringTraffic(ringBytes, placeGroup(l, ParallelGroup::Context, hw.machine));
    r.traffic.ep = (mb * meanStageMoe) * x.allToAllBytes;
    // 1F1B: (p − 1)/v mean stages. DualPipe (DeepSeek-V3 report, Table 2): (p/2 − 1)(F&B + B − 3W), with
    // F&B = F + B, B = 2F and W = B/2: (p/2 − 1) · 2F = (p/2 − 1) · 2/3 of a stage's micro-batch.
    r.ppBubble = p <= 1 ? 0.0 : l.dualPipe ? (p / 2.0 - 1.0) * (2.0 / 3.0) * meanStage : (p - 1.0) / v * meanStage;
    r.ppComm = p > 1 ? (mb + (p - 1.0) / v) * p2pPerMicroBatch : 0.0;
}

// The parameters one GPU holds and the groups that hold the same ones, for data parallelism and the optimizer.
struct ParameterShards {
    double dense = 0, expert = 0; // parameters on one GPU
    DpGroup dp, edp;              // ranks holding the same dense (DP × CP) and routed-expert parameters
};

DpGroup dpGroupOf(const GroupSpan& span, const StepHardware& hw)
{
    DpGroup g;
    g.ranks = span.ranks;
    g.perNode = span.perDomain;
    g.nodes = span.domains;
    g.up = hw.scaleUp;
    g.out = scaleOutFor(span, hw);
    return g;
}

// Data parallelism and ZeRO: gradient reductions and parameter gathers over the groups' tiers, and what of them
// the backward (or the next forward) hides.
ParameterShards dataParallelBlock(const TransformerShape& m, const StepLayout& l, const StepHardware& hw,
                                  const StageLayers& st, StepTime& r)
{
    const double t = l.tp, p = l.pp, mb = l.microBatches;
    const bool moe = m.moe.any();
    // Hierarchical: inside each scale-up domain over its link, then across domains on every rail. The dense
    // parameters reduce over the ranks holding the same weights, DP × CP (Megatron's data-parallel group with
    // context parallelism; CP = 1: the DP group); an MoE model's routed experts over their expert-data-parallel
    // group (the ranks holding the same experts).
    ParameterShards sh;
    const GroupSpan dpSpan = placeGroup(l, ParallelGroup::DataContext, hw.machine);
    sh.dp = dpGroupOf(dpSpan, hw);
    r.dpBeyondLeaf = dpSpan.beyondLeaf;
    r.dpRanksPerNode = sh.dp.perNode;
    r.dpNodes = sh.dp.nodes;
    if (moe)
        sh.edp = dpGroupOf(placeGroup(l, ParallelGroup::ExpertData, hw.machine), hw);
    const DpGroup& dp = sh.dp;
    const DpGroup& edp = sh.edp;

    sh.expert = moe ? m.moe.expertParams / (l.ep * p) : 0.0;
    sh.dense = (m.params - (moe ? m.moe.expertParams : 0.0)) / (t * p);
    const double localDenseParams = sh.dense, localExpertParams = sh.expert;
    const double localParams = localDenseParams + localExpertParams;
    const LayerTime& dense = st.dense;
    const LayerTime& expert = st.expert;
    const double nDense = st.nDense, nMoe = st.nMoe;
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
    // The bytes one rank sends in the same collectives (StepTraffic).
    const auto bytesOf = [&](WireBytes (*collective)(double, const DpGroup&), double bytesPerParam) {
        WireBytes w = collective(localDenseParams * bytesPerParam, dp);
        if (moe)
            w += collective(localExpertParams * bytesPerParam, edp);
        return w;
    };
    const bool anyDp = dp.ranks > 1 || (moe && edp.ranks > 1);
    if (!anyDp)
        return sh;
    switch (l.zeroStage) {
    case 0: {
        const double c = dpAllReduce(localDenseParams * hw.gradBytes, dp) +
                         (moe ? dpAllReduce(localExpertParams * hw.gradBytes, edp) : 0.0);
        r.traffic.dp = bytesOf(dpAllReduceBytes, hw.gradBytes);
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
        r.traffic.dp = perMicro * bytesOf(dpGatherOrScatterBytes, hw.gradBytes);
        r.traffic.dp += bytesOf(dpGatherOrScatterBytes, hw.weightBytes);
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
            r.traffic.dp = (mb * gathers) * bytesOf(dpFlatGatherOrScatterBytes, hw.weightBytes);
            r.traffic.dp += mb * bytesOf(dpFlatGatherOrScatterBytes, hw.gradBytes);
            break;
        }
        const double ag = reduceScatter(hw.weightBytes);
        const double rs = reduceScatter(hw.gradBytes);
        const double perMicro = gathers * ag + rs;
        r.dpCommTotal = mb * perMicro;
        r.traffic.dp = (mb * gathers) * bytesOf(dpGatherOrScatterBytes, hw.weightBytes);
        r.traffic.dp += mb * bytesOf(dpGatherOrScatterBytes, hw.gradBytes);
        const double hidden = l.overlapGradReduce ? r.stageMicroBatch : 0.0;
        r.dpComm = mb * std::max(perMicro - hidden, perMicro * lastBucket);
        break;
    }
    }
    return sh;
}

// Optimizer step: on the GPU (one pass over its state in HBM) or offloaded to the host (and NVMe).
void optimizerBlock(const StepLayout& l, const StepHardware& hw, const ParameterShards& sh, bool moe, StepTime& r)
{
    const bool sharded = l.zeroStage >= 1;
    const double optParams =
        sh.dense / (sharded ? sh.dp.ranks : 1.0) + (moe ? sh.expert / (sharded ? sh.edp.ranks : 1.0) : 0.0);
    if (l.optimizer == OptimizerPlacement::Gpu) {
        r.optimizerStep = optParams * hw.optimizerPassBytes / (hw.hbmEfficiency * hw.hbmBytesPerS);
    } else {
        // Gradients to the host, updated 16-bit weights back; the CPU reads and writes the state in DRAM.
        r.offload = optParams * (hw.gradBytes + hw.weightBytes) / hw.host.beta + 2.0 * hw.host.alpha +
                    optParams * 2.0 * hw.optimizerStateBytes / kHostMemoryBytesPerSPerAccelerator;
        if (l.optimizer == OptimizerPlacement::Nvme)
            r.offload += optParams * 2.0 * hw.optimizerStateBytes / (hw.storageBytesPerS / hw.machine.acceleratorsPerNode);
    }
    r.optimizer = r.optimizerStep + r.offload;
}

// The step's tokens, model FLOPs (MFU) and hardware FLOPs (with what recomputation repeats).
void flopsBlock(const TransformerShape& m, const StepLayout& l, StepTime& r)
{
    const bool moe = m.moe.any();
    const double sequences = l.microBatch * l.microBatches * l.dp;
    r.tokens = sequences * m.seqLen;
    r.modelFlops = stepModelFlops(m, sequences);
    // Recomputed FLOPs per token and layer: the forward's linear layers and core (full) or the core (selective).
    const double core = attentionCoreFlopsPerToken(m);
    const double denseLinear = attentionLinearParams(m) + mlpParams(m, m.ffnHidden);
    const double moeLinear = moe ? attentionLinearParams(m) + moeActiveParams(m) : 0.0;
    // The MTP modules' layers are recomputed as the others of their kind.
    const double denseLayersAll = m.trainedDenseLayers(), moeLayersAll = m.trainedMoeLayers();
    const double recomputed =
        l.recompute == Recompute::Selective
            ? (denseLayersAll + moeLayersAll) * core
            : fullRecomputeShare(l) *
                  (denseLayersAll * (2.0 * denseLinear + core) + moeLayersAll * (2.0 * moeLinear + core));
    r.hardwareFlops = r.modelFlops + recomputed * r.tokens;
}

} // namespace

// Flattened: the blocks are separate for reading, one body for the compiler (a search calls this ~10^6 times).
[[gnu::flatten]] StepTime predictStep(const TransformerShape& m, const StepLayout& l, const StepHardware& hw)
{
    StepTime r;
    const StageLayers stage = layerBlock(m, l, hw, r);
    pipelineBlock(m, l, hw, stage, r);
    const ParameterShards shards = dataParallelBlock(m, l, hw, stage, r);
    optimizerBlock(l, hw, shards, m.moe.any(), r);
    r.total = stepTotal(r);
    flopsBlock(m, l, r);
    return r;
}

} // namespace fleet