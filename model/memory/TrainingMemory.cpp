#include "memory/TrainingMemory.h"
#include "units/NameTable.h"

#include <algorithm>
#include <cmath>

namespace fleet {

OptimizerPlacement optimizerPlacementFromString(std::string_view s)
{
    if (s == "host")
        return OptimizerPlacement::Host;
    if (s == "nvme")
        return OptimizerPlacement::Nvme;
    return OptimizerPlacement::Gpu;
}

namespace {

constexpr NameTable<Recompute, 3> kRecomputeNames = {
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};

} // namespace

std::string_view toString(Recompute r)
{
    return nameIn(kRecomputeNames, r, "none");
}

std::optional<Recompute> recomputeFromString(std::string_view s)
{
    return valueIn(kRecomputeNames, s);
}

TrainingMemory trainingMemoryPerGpu(const TrainingMemoryInputs& in)
{
    TrainingMemory m;
    m.weightBytesPerParam = trainingStorageBytes(in.precision);
    m.gradBytesPerParam = m.weightBytesPerParam;
    m.optimizerBytesPerParam = 8.0;
    m.masterBytesPerParam = (in.masterWeights && m.weightBytesPerParam < 4.0) ? 4.0 : 0.0;
    const double P = in.params;
    m.fullState = bytes(P * (m.weightBytesPerParam + m.gradBytesPerParam + m.optimizerBytesPerParam +
                             m.masterBytesPerParam));
    const double modelParallel = in.tp * in.pp;
    const double perRank = (P - in.expertParams) / modelParallel;
    // The routed experts: EP × PP ways, their ZeRO shards over the ranks holding the same experts.
    const double perRankExperts = in.expertParams > 0 ? in.expertParams / (in.ep * in.pp) : 0.0;
    const double expertDp = in.tp * in.cp * in.dp / in.ep;
    const double denseDp = in.dp * in.cp;
    const auto sharded = [&](double bytesPerParam, bool overDp) {
        return perRank * bytesPerParam / (overDp ? denseDp : 1.0) +
               (perRankExperts > 0 ? perRankExperts * bytesPerParam / (overDp ? expertDp : 1.0) : 0.0);
    };
    m.weights = bytes(sharded(m.weightBytesPerParam, in.zeroStage >= 3));
    m.grads = bytes(sharded(m.gradBytesPerParam, in.zeroStage >= 2));
    const Bytes optimizer = bytes(sharded(m.optimizerBytesPerParam, in.zeroStage >= 1));
    const Bytes master = bytes(sharded(m.masterBytesPerParam, in.zeroStage >= 1));
    if (in.optimizer == OptimizerPlacement::Gpu) {
        m.optimizer = optimizer;
        m.master = master;
    } else {
        m.offloaded = optimizer + master;
    }
    m.activations = in.activations;
    m.buffers = in.buffers;
    m.total = m.weights + m.grads + m.optimizer + m.master + m.activations + m.buffers;
    return m;
}

Bytes activationBytesPerGpu(const ActivationInputs& in)
{
    const double s = in.seqLen, b = in.microBatch, h = in.hidden, a = in.heads, t = in.tp;
    // Korthikanti et al. 2022 Table 2: 34 s·b·h bytes per layer with sequence parallelism (10 replicated + 24 sharded
    // over TP without it). 14 of them are the four GEMMs' saved inputs — QKV's and fc1's (the layer norms' outputs,
    // 2 + 2, replicated without SP), the output projection's (2) and fc2's (the 4h activation, 8) — which an FP8
    // recipe saves in 8 bits, NVFP4 in 4.5 (TransformerEngine's Linear and LayerNormMLP keep the quantized copy for the
    // weight gradient): g = their bytes / 2.
    const double g = in.gemmInputBytes / 2.0;
    const double base = in.sequenceParallel ? (20.0 + 14.0 * g) / t : (6.0 + 4.0 * g) + (14.0 + 10.0 * g) / t;
    const double scores = in.flashAttention ? 0.0 : 5.0 * a * s / (h * t);
    const double perLayerStored = s * b * h * (base + (in.recompute == Recompute::Selective ? 0.0 : scores));
    const double perLayerWorking = s * b * h * (base + scores);
    const double p = std::max(1.0, in.pp);
    double layersHeld = in.layers * std::min(std::max(1.0, in.microBatches), p) / p;
    if (in.interleave > 1.0 && p > 1.0)
        layersHeld *= 1.0 + (p - 1.0) / (p * in.interleave);
    if (in.recompute != Recompute::Full)
        return bytes(layersHeld * perLayerStored);
    const double perLayerInput = 2.0 * s * b * h / (in.sequenceParallel ? t : 1.0);
    const double share = std::clamp(in.recomputeShare, 0.0, 1.0);
    return bytes(layersHeld * (share * perLayerInput + (1.0 - share) * perLayerWorking) + perLayerWorking);
}

double recomputedLayerShare(std::int64_t recomputeLayers, double layers, double pp)
{
    const double perStage = std::ceil(layers / std::max(1.0, pp));
    if (recomputeLayers <= 0 || !(perStage > 0.0))
        return 1.0;
    return std::min(1.0, static_cast<double>(recomputeLayers) / perStage);
}

Bytes activationBytesPerGpu(double s, double b, double h, double a, double layers, double tp, bool checkpointing)
{
    ActivationInputs in;
    in.seqLen = s;
    in.microBatch = b;
    in.hidden = h;
    in.heads = a;
    in.layers = layers;
    in.tp = tp;
    in.recompute = checkpointing ? Recompute::Full : Recompute::None;
    return activationBytesPerGpu(in);
}

Bytes kvCacheBytes(double layers, double kvHeads, double headDim, double context, double batch, Precision p)
{
    return bytes(2.0 * layers * kvHeads * headDim * context * batch * bytesPerValue(p));
}

} // namespace fleet
