#include "memory/MemoryResults.h"

#include "plan/ModelLibrary.h"

#include "plan/ParallelLayout.h"
#include "plan/SlidingWindow.h"
#include "units/TrainingRecipe.h"

#include <fmt/format.h>

#include <algorithm>

namespace fleet {

ActivationInputs activationInputs(const Scenario& s)
{
    const TrainingInputs& t = s.training;
    const ParallelLayout layout = parallelLayout(t);
    ActivationInputs a;
    a.seqLen = static_cast<double>(t.seqLen) / static_cast<double>(std::max<std::int64_t>(1, t.cp));
    a.microBatch = static_cast<double>(t.microBatch);
    a.hidden = static_cast<double>(s.model.hidden);
    a.heads = static_cast<double>(s.model.heads);
    a.layers = trainedLayersOf(s.model); // an MTP module's layer holds activations too
    a.tp = static_cast<double>(t.tp);
    a.pp = static_cast<double>(t.pp);
    a.interleave = static_cast<double>(t.interleave);
    a.microBatches = layout.microBatches;
    a.recompute = recomputeFromString(t.activationCheckpointing).value_or(Recompute::Full);
    a.recomputeShare = recomputedLayerShare(t.recomputeLayers, a.layers, a.pp);
    a.sequenceParallel = layout.sequenceParallel; // at TP 1 both forms of the formula agree
    a.flashAttention = t.flashAttention;
    const std::optional<TrainingFormat> format = trainingFormatFromString(t.precision);
    a.gemmInputBytes = format ? savedGemmInputBytes(format->recipe) : 2.0;
    return a;
}

TrainingMemoryInputs trainingMemoryInputs(const Scenario& s, Precision precision, const ParameterCount& counted)
{
    const TrainingInputs& t = s.training;
    TrainingMemoryInputs in;
    // The multi-token-prediction modules are trained with the model: their weights and optimizer state are held too
    // (on the last stage; spread over the stages here, as the embedding and head are).
    in.params = parametersOf(s.model, counted) + mtpParametersOf(s.model, counted);
    in.expertParams = expertParametersOf(s.model, counted) + mtpExpertParametersOf(s.model, counted);
    if (in.expertParams > 0.0) {
        in.ep = static_cast<double>(std::max<std::int64_t>(1, t.ep));
    }
    in.precision = precision;
    in.masterWeights = t.masterWeights;
    in.tp = static_cast<double>(t.tp);
    in.pp = static_cast<double>(t.pp);
    in.dp = static_cast<double>(t.dp);
    in.cp = static_cast<double>(std::max<std::int64_t>(1, t.cp));
    in.zeroStage = static_cast<int>(t.zeroStage);
    in.optimizer = optimizerPlacementFromString(t.optimizerOffload);
    in.buffers = bytes(t.bufferBytes);
    in.activations = activationBytesPerGpu(activationInputs(s));
    return in;
}

std::vector<MemoryFitCell> memoryFitGrid(const Scenario& s, Precision precision, Bytes hbm, const ParameterCount& counted)
{
    std::vector<MemoryFitCell> cells;
    const std::int64_t n = s.acceleratorCount();
    const std::int64_t cp = std::max<std::int64_t>(1, s.training.cp);
    for (std::int64_t tp = 1; tp <= std::max<std::int64_t>(1, s.fleet.acceleratorsPerNode); tp *= 2) {
        for (std::int64_t pp = 1; pp <= 64; pp *= 2) {
            Scenario v = s;
            v.training.tp = tp;
            v.training.pp = pp;
            const auto dp = dataParallelFilling(v.training, n);
            if (!dp)
                continue;
            v.training.dp = *dp;
            const TrainingMemory m = trainingMemoryPerGpu(trainingMemoryInputs(v, precision, counted));
            cells.push_back({tp, pp, v.training.dp, cp, static_cast<int>(s.training.zeroStage), m.total.si(),
                             m.total <= hbm});
        }
    }
    return cells;
}

std::vector<TrainingMemory> memoryByZeroStage(const Scenario& s, Precision precision, const ParameterCount& counted)
{
    std::vector<TrainingMemory> out;
    for (int z = 0; z <= 3; ++z) {
        Scenario v = s;
        v.training.zeroStage = z;
        out.push_back(trainingMemoryPerGpu(trainingMemoryInputs(v, precision, counted)));
    }
    return out;
}

void addHbmCapacity(const ResolvedFleet& f, Results& out)
{
    const Accelerator& a = *f.accelerator;
    out.set("memory.hbm_bytes_per_gpu", a.hbmCapacity.si(), [&] {
        return Why{"HBM capacity", {{"C_HBM", a.name, a.hbmCapacity.si(), "B"}}, "catalog", a.provenance.source};
    });
}

void addMemoryResults(const Scenario& s, const ResolvedFleet& f, Results& out)
{
    const TrainingInputs& t = s.training;
    const TrainingMemoryInputs in = trainingMemoryInputs(s, *f.trainingPrecision, f.modelCount);
    const TrainingMemory m = trainingMemoryPerGpu(in);
    const Accelerator& a = *f.accelerator;
    const auto src = [&] {
        return std::string("seed §2 Node memory partitioning (L2126-2128), Table 2.10 (L2104-2122)");
    };
    const auto tP = [&] {
        return DerivationTerm{"P", s.model.mtpLayers > 0 ? "parameters (model.params and the MTP modules')"
                                                         : "parameters (model.params)",
                              in.params, ""};
    };
    const auto tTP = [&] {
        return DerivationTerm{"TP", "tensor-parallel degree", in.tp, ""};
    };
    const auto tPP = [&] {
        return DerivationTerm{"PP", "pipeline-parallel degree", in.pp, ""};
    };
    const auto tDP = [&] {
        return DerivationTerm{"DP", in.cp > 1 ? "ranks sharing the weights: data-parallel × context-parallel degree"
                                              : "data-parallel degree",
                              in.dp * in.cp, ""};
    };
    const auto tZ = [&] {
        return DerivationTerm{"ZeRO", "ZeRO stage", static_cast<double>(in.zeroStage), ""};
    };
    const auto shardNote = [&] {
        return std::string("TP·PP divide every per-parameter term; ZeRO-1 shards optimizer state over DP, "
                           "ZeRO-2 also gradients, ZeRO-3 also weights.");
    };

    out.set("memory.full_state_bytes", m.fullState.si(), [&] {
        return Why{
            "P · (w + g + 8 + master)",
            {tP(),
             {"w", "weight bytes per parameter", m.weightBytesPerParam, "B"},
             {"g", "gradient bytes per parameter", m.gradBytesPerParam, "B"},
             {"master", "FP32 master copy bytes per parameter (training.masterWeights)", m.masterBytesPerParam, "B"}},
            "seed §2 Node memory budget (L1942): 175B → 2.1 TB",
            "Adam keeps m and v in FP32 (8 B per parameter). The seed's accounting has no FP32 master copy; "
            "standard mixed precision keeps one (4 B more, 2.8 TB for 175B)."};
    });
    out.set("memory.weights_bytes_per_gpu", m.weights.si(), [&] {
        return Why{"P · w / (TP · PP) [/ DP with ZeRO-3]",
                   {tP(), {"w", "weight bytes per parameter", m.weightBytesPerParam, "B"}, tTP(), tPP(), tDP(), tZ()},
                   src() + "; 43.75 GB per GPU at TP 8",
                   shardNote()};
    });
    out.set("memory.grads_bytes_per_gpu", m.grads.si(), [&] {
        return Why{"P · g / (TP · PP) [/ DP with ZeRO-2,3]",
                   {tP(), {"g", "gradient bytes per parameter", m.gradBytesPerParam, "B"}, tTP(), tPP(), tDP(), tZ()},
                   src(),
                   shardNote()};
    });
    out.set("memory.optimizer_bytes_per_gpu", m.optimizer.si(), [&] {
        return Why{"P · 8 / (TP · PP) [/ DP with ZeRO ≥ 1]; 0 when offloaded",
                   {tP(), tTP(), tPP(), tDP(), tZ()},
                   src() + "; ≈1.4 GB per GPU at TP 8 × DP 128",
                   "Adam m and v in FP32."};
    });
    out.set("memory.master_bytes_per_gpu", m.master.si(), [&] {
        return Why{"P · 4 / (TP · PP) [/ DP with ZeRO ≥ 1] when training.masterWeights",
                   {tP(), tTP(), tPP(), tDP(), tZ()},
                   src(),
                   ""};
    });
    const ActivationInputs act = activationInputs(s);
    out.set("memory.activations_bytes_per_gpu", m.activations.si(), [&] {
        // Built only when the derivation is asked for: the values path formats no text.
        // Korthikanti's per-layer bytes per s·b·h with the four GEMMs' saved inputs at g = their bytes / 2 (1 at 16 bits):
        // 20 + 14g with sequence parallelism (34, FP8 recipes 27), (6 + 4g) + (14 + 10g)/TP without (10 + 24/TP, 8 + 19/TP).
        const double g = act.gemmInputBytes / 2.0;
        const std::string sp = fmt::format("{:g}", 20.0 + 14.0 * g);
        const std::string noSp = fmt::format("{:g} + {:g}/TP", 6.0 + 4.0 * g, 14.0 + 10.0 * g);
        const bool noScores = act.recompute == Recompute::Selective || act.flashAttention;
        const std::string activationFormula =
            act.recompute == Recompute::Full && act.recomputeShare < 1.0
                ? (act.sequenceParallel ? "L_held · (φ · 2·s·b·h / TP + (1 − φ) · a layer's working set) + one layer's working set"
                                        : "L_held · (φ · 2·s·b·h + (1 − φ) · a layer's working set) + one layer's working set")
            : act.recompute == Recompute::Full
                ? (act.sequenceParallel ? "L_held · 2·s·b·h / TP + one layer's working set" : "L_held · 2·s·b·h + one layer's working set")
            : noScores ? (act.sequenceParallel ? fmt::format("L_held · s·b·h · {} / TP", sp)
                                               : fmt::format("L_held · s·b·h · ({})", noSp))
                       : (act.sequenceParallel ? fmt::format("L_held · s·b·h·({} + 5·a·s/h) / TP", sp)
                                               : fmt::format("L_held · s·b·h·({} + 5·a·s/(h·TP))", noSp));
        const char* inputBits = act.gemmInputBytes < 1.0 ? "4.5 bits (NVFP4: 4-bit values, an 8-bit scale per 16)" : "8 bits";
        return Why{
            activationFormula,
            {{"s", t.cp > 1 ? "tokens of a sequence per GPU (training.seqLen / training.cp)" : "sequence length",
              act.seqLen, ""},
             {"b", "micro-batch", static_cast<double>(t.microBatch), ""},
             {"h", "hidden size (model.hidden)", static_cast<double>(s.model.hidden), ""},
             {"a", "attention heads (model.heads)", static_cast<double>(s.model.heads), ""},
             {"L", "layers (model.layers)", static_cast<double>(s.model.layers), ""},
             tTP(),
             {"φ", "share of a stage's layers recomputed (training.recomputeLayers ÷ L/PP; 1 = all)",
              act.recompute == Recompute::Full ? act.recomputeShare : 0.0, ""}},
            "seed Table 2.10 (L2104-2122): 100-400 GB for 175B; Korthikanti et al. 2022",
            fmt::format(
                "16-bit activations (Korthikanti et al. 2022 Table 2){}{}{}. L_held: with 1F1B the first pipeline "
                "stage holds min(m, PP) micro-batches of L/PP layers (L layers' worth when m ≥ PP), × (1 + (PP − "
                "1)/(PP·V)) when interleaved. Full recomputation keeps each layer's input and recomputes one layer "
                "at a time (of φ of the layers with training.recomputeLayers; the others keep everything); selective "
                "drops the s × s attention terms.",
                act.sequenceParallel ? ", sequence parallel" : ", no sequence parallelism",
                act.flashAttention ? ", fused attention (no s × s tensors stored)" : "",
                !act.quantizedGemmInputs() ? std::string()
                : act.recompute == Recompute::Full
                    ? fmt::format("; the recipe saves the four GEMMs' inputs in {} (in the layers it does not recompute)",
                                  inputBits)
                : act.sequenceParallel
                    ? fmt::format("; the recipe saves the four GEMMs' inputs (14 of the 34 s·b·h) in {}: {}", inputBits, sp)
                    : fmt::format("; the recipe saves the four GEMMs' inputs (4 of the 10 replicated, 10 of the 24 sharded "
                                  "s·b·h) in {}: {}", inputBits, noSp))};
    });
    out.set("memory.buffers_bytes_per_gpu", m.buffers.si(), [&] {
        return Why{"communication buffers (training.bufferBytes)",
                   {{"buffers", "training.bufferBytes", t.bufferBytes, "B"}},
                   "seed §2 memory budget exercise (L2143-2185): 5 GB",
                   ""};
    });
    out.set("memory.total_bytes_per_gpu", m.total.si(), [&] {
        return Why{"weights + grads + optimizer + master + activations + buffers",
                   {{"weights", "", m.weights.si(), "B"},
                    {"grads", "", m.grads.si(), "B"},
                    {"optimizer", "", m.optimizer.si(), "B"},
                    {"master", "", m.master.si(), "B"},
                    {"activations", "", m.activations.si(), "B"},
                    {"buffers", "", m.buffers.si(), "B"}},
                   "seed §2 memory budget exercise (L2143-2185): ≈113 GB per GPU before the fixes",
                   ""};
    });
    addHbmCapacity(f, out);
    out.set("memory.headroom_bytes_per_gpu", (a.hbmCapacity - m.total).si(), [&] {
        return Why{"C_HBM − total",
                   {{"C_HBM", "HBM capacity", a.hbmCapacity.si(), "B"}, {"total", "per-GPU total", m.total.si(), "B"}},
                   "seed §2 memory budget exercise (L2143-2185)",
                   ""};
    });
    const bool fits = m.total <= a.hbmCapacity;
    out.setBool("memory.fits", fits, [&] {
        return Why{"total ≤ C_HBM",
                   {{"total", "per-GPU total", m.total.si(), "B"}, {"C_HBM", "HBM capacity", a.hbmCapacity.si(), "B"}},
                   "seed §2 memory budget exercise (L2143-2185)",
                   ""};
    });
    if (!fits)
        out.addIssue<IssueCode::MemoryDoesNotFit>(Severity::Warning, "training.zeroStage", m.total.in(units::GB),
                                                  a.name, a.hbmCapacity.in(units::GB));

    // Offload: the optimizer state streams over PCIe (and, for NVMe, the node's storage) every step.
    double offloadBw = f.hostLink->bandwidthPerDirection.si();
    if (in.optimizer == OptimizerPlacement::Nvme)
        offloadBw = std::min(offloadBw, s.fleet.storageBytesPerSecond / static_cast<double>(s.fleet.acceleratorsPerNode));
    out.set("memory.offloaded_bytes_per_gpu", m.offloaded.si(), [&] {
        return Why{"optimizer (+ master) per GPU held in host DRAM or NVMe",
                   {{"placement", "training.optimizerOffload (0 none, 1 host, 2 nvme)",
                     static_cast<double>(in.optimizer), ""}},
                   "seed §2 memory budget exercise (L2143-2185): 175 GB per GPU offloaded to 2 TB host DRAM",
                   ""};
    });
    out.set("memory.offload_transfer_s", 2.0 * m.offloaded.si() / offloadBw, [&] {
        return Why{"2 · offloaded / β (read and write back each step)",
                   {{"offloaded", "offloaded bytes per GPU", m.offloaded.si(), "B"},
                    {"β", "per-direction bandwidth of the offload path", offloadBw, "B/s"}},
                   "seed §2 PCIe hierarchy; memory budget exercise (L2143-2185)",
                   "NVMe offload is limited by the node's storage bandwidth shared by its accelerators."};
    });
    addKvCacheResult(s, f, out);
}

void addKvCacheResult(const Scenario& s, const ResolvedFleet& f, Results& out)
{
    const InferenceInputs& inf = s.inference;
    const ModelInputs& served = *f.servedModel;
    const double layers = static_cast<double>(served.layers), kvHeads = static_cast<double>(served.kvHeadsOrHeads()),
                 headDim = static_cast<double>(served.headDimOrDerived());
    const double context = static_cast<double>(inf.contextLen);
    // Banded layers keep the last w tokens only (plan/SlidingWindow.h): L_kv layers' worth of a full context. The
    // window as the plan's model resolves it (plan/ModelLibrary architectureOf).
    const ModelArchitecture arch = architectureOf(served);
    const AttentionSpan span{arch.layers, arch.windowLayers, arch.window};
    const bool banded = span.banded() && context > span.window;
    const double keptLayers = layers * span.keptShare(context);
    const bool latent = served.attention == "mla";
    // Multi-head latent attention caches one compressed latent per token and layer (kv rank + rotary key), not K
    // and V per head (DeepSeek-V2 §2.1: 512 + 64 = 576 values for DeepSeek-V3).
    const double latentValues = static_cast<double>(served.kvLoraRank + served.ropeHeadDim);
    const Bytes kv = latent ? bytes(keptLayers * latentValues * context * static_cast<double>(inf.batch) *
                                    bytesPerValue(*f.inferencePrecision))
                            : kvCacheBytes(keptLayers, kvHeads, headDim, context, static_cast<double>(inf.batch),
                                           *f.inferencePrecision);
    out.set("inference.kv_cache_bytes", kv.si(), [&] {
        const DerivationTerm layerTerm =
            banded ? DerivationTerm{"L_kv",
                                    "layers' worth of a full context kept: L − L_w + L_w · w / context (model.layers, "
                                    "model.slidingWindowLayers banded layers keep w = model.slidingWindow tokens)",
                                    keptLayers, ""}
                   : DerivationTerm{"L", "layers of the served model (model.layers)", layers, ""};
        if (latent)
            return Why{banded ? "L_kv · (r_kv + d_rope) · context · B · b" : "L · (r_kv + d_rope) · context · B · b",
                       {layerTerm,
                        {"r_kv + d_rope", "latent values per token and layer (model.kvLoraRank + model.ropeHeadDim)",
                         latentValues, ""},
                        {"context", "context length", context, ""},
                        {"B", "batch", static_cast<double>(inf.batch), ""},
                        {"b", "bytes per value", bytesPerValue(*f.inferencePrecision), "B"}},
                       "DeepSeek-V2 report §2.1 (multi-head latent attention); seed §2 HBM",
                       "One compressed latent per layer and token instead of K and V per head."};
        return Why{banded ? "2 · L_kv · n_kv · d_head · context · B · b" : "2 · L · n_kv · d_head · context · B · b",
                   {layerTerm,
                    {"n_kv", "KV heads (model.kvHeads)", kvHeads, ""},
                    {"d_head", "head dimension (model.headDim)", headDim, ""},
                    {"context", "context length", context, ""},
                    {"B", "batch", static_cast<double>(inf.batch), ""},
                    {"b", "bytes per value", bytesPerValue(*f.inferencePrecision), "B"}},
                   banded ? "seed §2 HBM (KV cache grows with context and batch); Beltagy et al. 2020 §3.1 (sliding "
                            "window attention)"
                          : "seed §2 HBM (KV cache grows with context and batch)",
                   banded ? "K and V for every layer and token; a banded layer keeps its window's tokens only."
                          : "K and V for every layer and token."};
    });
}

} // namespace fleet
