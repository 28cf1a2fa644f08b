#include "comm/CommResults.h"

#include "plan/ModelLibrary.h"

#include "comm/Collectives.h"
#include "plan/Placement.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

namespace fleet {

namespace {

// seed Table 2.9 (L1956-1962): on-package latency "< 100 ns".
constexpr double kHbmLatencyS = 100e-9;
// Local NVMe read latency, order of magnitude (estimate; the seed gives bandwidth only).
constexpr double kStorageLatencyS = 100e-6;

LinkCost costOf(const Link& l) { return {l.alpha, l.bandwidthPerDirection}; }

DerivationTerm alphaTerm(const Link& l)
{
    return {"α", Text::format("{} latency", l.name), l.alpha.si(), "s"};
}
DerivationTerm betaTerm(const Link& l)
{
    return {"β", Text::format("{} bandwidth per direction", l.name), l.bandwidthPerDirection.si(), "B/s"};
}

} // namespace

namespace {

// The staircase's tiers, fastest first: ids, costs and names (the names only for views and derivations).
constexpr std::array<std::string_view, 5> kTierIds = {"hbm", "scale_up", "host", "scale_out", "storage"};
// Their result keys as literals, so the values path builds no strings: staircase.<id>_bytes_per_s, _transfer_s.
constexpr std::array<ResultKey, 5> kTierBandwidthKeys = {
    "staircase.hbm_bytes_per_s", "staircase.scale_up_bytes_per_s", "staircase.host_bytes_per_s",
    "staircase.scale_out_bytes_per_s", "staircase.storage_bytes_per_s"};
constexpr std::array<ResultKey, 5> kTierTransferKeys = {"staircase.hbm_transfer_s", "staircase.scale_up_transfer_s",
                                                        "staircase.host_transfer_s", "staircase.scale_out_transfer_s",
                                                        "staircase.storage_transfer_s"};

constexpr bool tierKeysMatchIds(const std::array<ResultKey, 5>& keys, std::string_view suffix)
{
    constexpr std::string_view prefix = "staircase.";
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const std::string_view k = keys[i].name(), id = kTierIds[i];
        if (k.size() != prefix.size() + id.size() + suffix.size() || !k.starts_with(prefix) || !k.ends_with(suffix) ||
            k.substr(prefix.size(), id.size()) != id)
            return false;
    }
    return true;
}
static_assert(tierKeysMatchIds(kTierBandwidthKeys, "_bytes_per_s") &&
                  tierKeysMatchIds(kTierTransferKeys, "_transfer_s"),
              "the staircase keys must be staircase.<kTierIds[i]>_bytes_per_s and _transfer_s");

std::array<LinkCost, 5> tierCosts(const Scenario& s, const ResolvedFleet& f)
{
    return {LinkCost{seconds(kHbmLatencyS), f.accelerator->hbmBandwidth}, costOf(*f.scaleUp), costOf(*f.hostLink),
            costOf(*f.scaleOut), LinkCost{seconds(kStorageLatencyS), bytesPerSecond(s.fleet.storageBytesPerSecond)}};
}

Text tierName(std::size_t i, const ResolvedFleet& f)
{
    switch (i) {
    case 0:
        return Text::format("HBM ({})", f.accelerator->name);
    case 1:
        return f.scaleUp->name;
    case 2:
        return f.hostLink->name;
    case 3:
        return f.scaleOut->name;
    default:
        return "Local storage (per node)";
    }
}

} // namespace

std::vector<StaircaseInput> staircaseTiers(const Scenario& s, const ResolvedFleet& f)
{
    const std::array<LinkCost, 5> costs = tierCosts(s, f);
    std::vector<StaircaseInput> tiers;
    tiers.reserve(kTierIds.size());
    for (std::size_t i = 0; i < kTierIds.size(); ++i)
        tiers.push_back({std::string(kTierIds[i]), tierName(i, f), costs[i]});
    return tiers;
}

void addCommResults(const Scenario& s, const ResolvedFleet& f, Results& out)
{
    const TrainingInputs& t = s.training;
    const Link& up = *f.scaleUp;
    const Link& so = *f.scaleOut;
    const LinkCost upCost = costOf(up), outCost = costOf(so);
    const double TP = static_cast<double>(t.tp), PP = static_cast<double>(t.pp), DP = static_cast<double>(t.dp);
    // Gradients reduce over the ranks holding the same weights: DP × CP (issue 30; CP = 1: the DP group).
    const double DPCP = DP * static_cast<double>(t.cp);
    // Where each group runs: the one placement rule (plan/Placement.h), the same the step kernel uses.
    const MachineHierarchy machine = machineHierarchy(s, f);
    const ParallelLayout layout = parallelLayout(t);
    const GroupSpan tpSpan = placeGroup(layout, ParallelGroup::Tensor, machine);
    const GroupSpan dpSpan = placeGroup(layout, ParallelGroup::DataContext, machine);
    const GroupSpan ppSpan = placeGroup(layout, ParallelGroup::Pipeline, machine);
    const Link& tpLink = tpSpan.leavesDomain() ? so : up;
    const double g = trainingStorageBytes(*f.trainingPrecision);

    out.set("comm.crossover_bytes", crossoverBytes(outCost).si(), [&] {
        return Why{"n* = α · β (scale-out link)",
                   {alphaTerm(so), betaTerm(so)},
                   "seed §3 α-β model (L2684, L2705): NDR 1.5 µs × 50 GB/s = 75 KB",
                   "Messages smaller than n* are latency-bound; larger ones bandwidth-bound."};
    });
    out.set("comm.scale_up_crossover_bytes", crossoverBytes(upCost).si(), [&] {
        return Why{"n* = α · β (scale-up link)", {alphaTerm(up), betaTerm(up)}, "seed §3 α-β model (L2684)", ""};
    });

    const double P = parametersOf(s.model);
    const Bytes gradShard = bytes(P * g / (TP * PP));
    out.set("comm.dp_gradient_bytes", gradShard.si(), [&] {
        return Why{"M = P · g / (TP · PP)",
                   {{"P", "parameters (model.params)", P, ""},
                    {"g", "gradient bytes per parameter", g, "B"},
                    {"TP", "tensor-parallel degree", TP, ""},
                    {"PP", "pipeline-parallel degree", PP, ""}},
                   "seed §3 ring AllReduce notebook (L2709-2732)",
                   "One replica's gradient shard: what each data-parallel ring reduces every step."};
    });
    const auto tM = [&] {
        return DerivationTerm{"M", "gradient shard per replica", gradShard.si(), "B"};
    };
    const auto tDP = [&] {
        return DerivationTerm{"N", "ranks reducing gradients (training.dp × training.cp)", DPCP, ""};
    };
    out.set("comm.dp_allreduce_s", ringAllReduce(gradShard, DPCP, outCost).si(), [&] {
        return Why{"2(N−1)/N · M/β + 2(N−1) · α",
                   {tM(), tDP(), alphaTerm(so), betaTerm(so)},
                   "seed §3 ring AllReduce bottleneck notebook (L2709-2732): 6 GB over 1,024 GPUs → 242.8 ms",
                   "Flat ring over the scale-out link, no overlap with compute."};
    });
    out.set("comm.dp_allreduce_tree_s", treeAllReduce(gradShard, DPCP, outCost).si(), [&] {
        return Why{"2·⌈log2 N⌉ · α + 2 · M/β",
                   {tM(), tDP(), alphaTerm(so), betaTerm(so)},
                   "seed §3 collective algorithms",
                   "Pipelined double binary tree: log-many latency terms instead of 2(N−1)."};
    });
    const double g_node = dpSpan.perDomain;
    out.set(
        "comm.dp_allreduce_hierarchical_s", hierarchicalAllReduce(gradShard, DPCP, g_node, upCost, outCost).si(),
        [&] {
            return Why{
                "RS_g(M, scale-up) + ring AllReduce(M/g, N/g, scale-out) + AG_g(M, scale-up)",
                {tM(),
                 tDP(),
                 {"g", "data-parallel ranks per scale-up domain (accelerators per domain / TP)", g_node, ""},
                 alphaTerm(up),
                 betaTerm(up),
                 alphaTerm(so),
                 betaTerm(so)},
                "seed §2 bandwidth hierarchy (L1956-1998); seed §3 rail-optimized topology",
                g_node <= 1.0
                    ? "TP fills the scale-up domain, so each domain holds one rank of a data-parallel group: same as the "
                      "flat ring."
                    : "Reduce inside the scale-up domain over its link, then across domains on every rail in parallel."};
        });

    // A GPU holds s / CP tokens of each sequence (issue 30; CP = 1: the whole sequence).
    const Bytes act = bytes(static_cast<double>(t.microBatch * t.seqLen * s.model.hidden) / static_cast<double>(t.cp) * 2.0);
    const auto tAct = [&] {
        return DerivationTerm{"M", "b · s/CP · h · 2 B activation tensor", act.si(), "B"};
    };
    const Seconds tpLayer = ringAllReduce(act, TP, costOf(tpLink));
    out.set("comm.tp_message_bytes", act.si(), [&] {
        return Why{t.cp > 1 ? "M = b · (s / CP) · h · 2 B" : "M = b · s · h · 2 B",
                   {{"b", "micro-batch", static_cast<double>(t.microBatch), ""},
                    {"s", "sequence length", static_cast<double>(t.seqLen), ""},
                    {"h", "hidden size (model.hidden)", static_cast<double>(s.model.hidden), ""}},
                   "seed §2 TP AllReduce (L2034-2038): 4 × 2,048 × 12,288 × 2 B = 201 MB",
                   ""};
    });
    out.set("comm.tp_allreduce_s_per_layer", tpLayer.si(), [&] {
        return Why{"2(T−1)/T · M/β + 2(T−1) · α",
                   {tAct(), {"T", "tensor-parallel ranks", TP, ""}, alphaTerm(tpLink), betaTerm(tpLink)},
                   "seed §2 dense node design, TP AllReduce (L2034-2038)",
                   tpSpan.leavesDomain()
                       ? fmt::format("Ring among the TP group at the per-direction bandwidth. The group spans {:g} "
                                     "scale-up domains, so the ring runs at the scale-out link's pace.",
                                     tpSpan.domains)
                       : fmt::format(
                             "Ring among the TP group at the per-direction bandwidth. The seed's 0.2 ms divides M by "
                             "the 900 GB/s bidirectional NVLink figure with no ring factor: M / 900 GB/s = {:.3f} ms "
                             "for this M; per direction and with the ring factor it is {:.3f} ms.",
                             act.si() / 900e9 * 1e3, tpLayer.in(units::ms))};
    });
    const double layersPerStage = static_cast<double>(s.model.layers) / PP;
    out.set("comm.tp_allreduce_s_per_step", 2.0 * layersPerStage * tpLayer.si(), [&] {
        return Why{
            "2 · (L / PP) · T_layer",
            {{"L", "layers (model.layers)", static_cast<double>(s.model.layers), ""},
             {"PP", "pipeline stages", PP, ""},
             {"T_layer", "one TP AllReduce", tpLayer.si(), "s"}},
            "seed §2 TP AllReduce (L2034-2038): 96 layers → 192 AllReduces",
            "One AllReduce per layer forward and one backward, as the seed counts (Megatron-LM issues two each way)."};
    });
    const bool ppCrossesNodes = PP > 1.0 && ppSpan.leavesDomain();
    const Link& ppLink = ppCrossesNodes ? so : up;
    out.set("comm.pp_transfer_s", transferTime(act, costOf(ppLink)).si(), [&] {
        return Why{"α + M/β (one stage boundary)",
                   {tAct(), alphaTerm(ppLink), betaTerm(ppLink)},
                   "seed §2 bandwidth hierarchy, pipeline parallelism (L1998): 201 MB per boundary",
                   ppCrossesNodes
                       ? "Adjacent stages sit in different scale-up domains: the scale-out link carries the activations."
                       : "Adjacent stages share a scale-up domain: the scale-up link carries the activations."};
    });

    // Fleet law (seed §1 Eq. 1.4): T_step = T_compute + T_comm − T_overlap, here with no overlap.
    const double N = f.acceleratorCount;
    const double accum = static_cast<double>(t.gradientAccumulation);
    const double tokensPerStep = static_cast<double>(t.microBatch * t.seqLen) * DP * accum;
    const double flopsPerStep = 6.0 * P * tokensPerStep;
    double peak = 0.0;
    if (const auto pk = trainingPeakFor(f))
        peak = pk->si();
    if (peak <= 0.0)
        return;
    const double tCompute = flopsPerStep / (N * peak * t.mfu);
    // TP AllReduces happen for every micro-batch; the gradient AllReduce once per step.
    const double tComm = ringAllReduce(gradShard, DPCP, outCost).si() + accum * 2.0 * layersPerStage * tpLayer.si();
    const auto tTc = [&] {
        return DerivationTerm{"T_compute", "compute time per step", tCompute, "s"};
    };
    const auto tTm = [&] {
        return DerivationTerm{"T_comm", "exposed communication per step (DP ring + TP)", tComm, "s"};
    };
    out.set("comm.step_compute_s", tCompute, [&] {
        return Why{"6 · P · (b · s · DP · accumulation) / (N · R_peak · MFU)",
                   {{"P", "parameters (model.params)", P, ""},
                    {"b·s·DP·acc", "tokens per step", tokensPerStep, ""},
                    {"N", "accelerators", N, ""},
                    {"R_peak", "training-precision peak", peak, "FLOP/s"},
                    {"MFU", "", t.mfu, ""}},
                   "seed §1 fleet law (Eq. 1.4)",
                   "training.gradientAccumulation micro-batches per data-parallel replica per optimizer step."};
    });
    out.set("comm.step_comm_s", tComm, [&] {
        return Why{"ring AllReduce(M, DP) + accumulation · 2 · (L/PP) · T_layer",
                   {tTc(), tTm()},
                   "seed §1 fleet law (Eq. 1.4)",
                   "No overlap of communication with compute is assumed."};
    });
    out.set("comm.compute_fraction", tCompute / (tCompute + tComm), [&] {
        return Why{"T_compute / (T_compute + T_comm)",
                   {tTc(), tTm()},
                   "seed §1 fleet law (Eq. 1.4); seed §3 ring AllReduce notebook (L2709-2728): 70.6 % communication",
                   "Equals the scaling efficiency η = T_1 / (N · T_N) when T_1 = N · T_compute."};
    });
    out.set(
        "comm.intensity_bytes_per_flop", ringAllReduceBytesPerRank(gradShard, DPCP).si() / (flopsPerStep / N),
        [&] {
            return Why{
                "CI = bytes sent per rank / FLOPs per rank",
                {{"bytes", "ring AllReduce bytes sent per rank", ringAllReduceBytesPerRank(gradShard, DPCP).si(), "B"},
                 {"FLOPs", "FLOPs per rank per step", flopsPerStep / N, "FLOP"}},
                "seed §1 communication intensity (Eq. 1.2, L926-932)",
                "The seed's thresholds (CI < 0.01 compute-heavy, > 0.1 network-bound) are far above the balance point "
                "β / (R_peak · utilization) ≈ 1e-4 B/FLOP of an H100 on a 50 GB/s link; its own ring example has CI = "
                "2.4e-4 "
                "yet spends 70.6 % of the step communicating (book inconsistency ci_thresholds_vs_ring_example)."};
        });
    if (tComm <= 0.0)
        return; // nothing is communicated (one accelerator): no Amdahl bound from the network
    out.set("comm.amdahl_max_speedup", (tCompute + tComm) / tComm, [&] {
        return Why{"1 / s, s = T_comm / (T_compute + T_comm)",
                   {tTc(), tTm()},
                   "seed §1 'Amdahl's distributed pitfall' (L1022): 20 % waiting → at most 5×",
                   "Bound on speed-up from adding accelerators while the communication time stays fixed."};
    });

    addStaircaseResults(s, f, out);
}

void addStaircaseResults(const Scenario& s, const ResolvedFleet& f, Results& out)
{
    const Link& up = *f.scaleUp;
    const Link& so = *f.scaleOut;
    // The bandwidth staircase: buildStaircase(staircaseTiers(s, f), msg)'s bandwidths and transfer times, without
    // the tiers' strings (their names are built only for a derivation).
    const Bytes msg = bytes(s.analysis.messageBytes);
    const std::array<LinkCost, 5> costs = tierCosts(s, f);
    for (std::size_t i = 0; i < costs.size(); ++i) {
        const LinkCost& cost = costs[i];
        out.set(kTierBandwidthKeys[i], cost.beta.si(), [&] {
            return Why{"β of the tier (per direction)",
                       {{"β", tierName(i, f), cost.beta.si(), "B/s"}},
                       "seed §2 Table 2.9 bandwidth hierarchy (L1956-1962)",
                       ""};
        });
        out.set(kTierTransferKeys[i], transferTime(msg, cost).si(), [&] {
            const Text name = tierName(i, f);
            return Why{"T = α + n/β",
                       {{"n", "message (analysis.messageBytes)", msg.si(), "B"},
                        {"α", Text::format("{} latency", name), cost.alpha.si(), "s"},
                        {"β", Text::format("{} bandwidth", name), cost.beta.si(), "B/s"}},
                       "seed §2 bandwidth hierarchy notebook (L1974-1982): 10 GB → 3.0 / 22.2 / 200 ms",
                       ""};
        });
    }
    out.set("staircase.scale_up_to_scale_out_ratio", up.bandwidthPerDirection / so.bandwidthPerDirection, [&] {
        return Why{"β_scale-up / β_scale-out",
                   {betaTerm(up), betaTerm(so)},
                   "seed §2 node definition (L1931), 'the cost of crossing the cliff' (L2189-2195): ≈9× NVLink → IB",
                   "Both per direction: 450 GB/s NVLink 4 vs 50 GB/s NDR."};
    });
}

} // namespace fleet
