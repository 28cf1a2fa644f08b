#include "evaluate/FabricTrafficResults.h"

#include <array>
#include <string_view>

namespace fleet {

namespace {

constexpr const char* kSection = "seed §3 AllToAll (L2527), the mixed-cluster exercise (L2865), MoE flows (L2961)";

// How a group sends, and its symbol.
std::string_view nameOf(TrafficGroup g)
{
    switch (g) {
    case TrafficGroup::Tensor: return "TP";
    case TrafficGroup::Context: return "CP";
    case TrafficGroup::Pipeline: return "PP";
    case TrafficGroup::Data: return "DP";
    case TrafficGroup::Expert: return "EP";
    case TrafficGroup::KvHandoff: return "KV";
    }
    return "";
}
std::string_view howOf(TrafficGroup g)
{
    switch (g) {
    case TrafficGroup::Tensor:
        return "ring all-reduces (2(n − 1)/n of each message) or, with sequence parallelism, all-gathers and "
               "reduce-scatters ((n − 1)/n), as the step prices them; inside the scale-up domain unless the group "
               "leaves it";
    case TrafficGroup::Context:
        return "K/V ring: cp − 1 chunks forward, twice that backward, again where the attention is recomputed";
    case TrafficGroup::Pipeline:
        return "activations forward and gradients back, one micro-batch at each of the v·p − 1 chunk boundaries, "
               "spread over the p ranks";
    case TrafficGroup::Data:
        return "gradient reductions and (ZeRO) parameter gathers: inside the scale-up domain, then a ring per rail "
               "across domains";
    case TrafficGroup::Expert:
        return "dispatch and combine: each routed token's top-k copies to the ranks holding its experts "
               "(node-deduplicated by a fused dispatcher)";
    case TrafficGroup::KvHandoff:
        return "each prompt's KV cache from its prefill replica to a decode replica, over the fabric";
    }
    return "";
}

struct GroupRow {
    TrafficGroup group;
    ResultKey key;
};
constexpr std::array<GroupRow, 5> kTrainingRows = {{
    {TrafficGroup::Tensor, "fabric.traffic_training_tp_bytes"},
    {TrafficGroup::Context, "fabric.traffic_training_cp_bytes"},
    {TrafficGroup::Pipeline, "fabric.traffic_training_pp_bytes"},
    {TrafficGroup::Data, "fabric.traffic_training_dp_bytes"},
    {TrafficGroup::Expert, "fabric.traffic_training_ep_bytes"},
}};
constexpr std::array<GroupRow, 4> kServingRows = {{
    {TrafficGroup::Tensor, "fabric.traffic_serving_tp_bytes_per_s"},
    {TrafficGroup::Context, "fabric.traffic_serving_cp_bytes_per_s"},
    {TrafficGroup::Expert, "fabric.traffic_serving_ep_bytes_per_s"},
    {TrafficGroup::KvHandoff, "fabric.traffic_serving_kv_handoff_bytes_per_s"},
}};

DerivationTerm tierTerm(const char* symbol, const char* what, double v, const char* unit)
{
    return {symbol, what, v, unit};
}

void publishTraining(const FabricTraffic& t, Results& out)
{
    const double T = t.stepSeconds;
    const DerivationTerm tT{"T_step", "training step time (training.step_s)", T, "s"};
    for (const GroupRow& row : kTrainingRows) {
        const TrafficFlow* f = t.find(TrafficJob::Training, row.group);
        if (f == nullptr) // the group does not exist in this layout (or sends nothing)
            continue;
        const WireBytes b = T * f->perSecond;
        out.set(row.key, b.total(), [&] {
            return Why{Text::format("B_{0} = B_{0},up + B_{0},NIC", nameOf(row.group)),
                       {tierTerm("B_up", "over the scale-up link (NVLink)", b.up, "B"),
                        tierTerm("B_NIC", "through the accelerator's NIC onto the fabric", b.out, "B"),
                        {"spine", "of the NIC's bytes, the share that leaves the leaf", f->spineShare, ""}},
                       kSection,
                       Text::format("Bytes one accelerator sends per training step in its {} group's {}.", nameOf(row.group),
                                    howOf(row.group))};
        });
    }
    const WireBytes sum = T * t.total(TrafficJob::Training).perSecond;
    const double spine = T * t.total(TrafficJob::Training).spinePerSecond;
    out.set("fabric.traffic_training_scaleout_bytes", sum.out, [&] {
        return Why{"B_NIC = Σ over TP, CP, PP, DP, EP of B_g,NIC",
                   {tierTerm("B_up", "over the scale-up link (not on the fabric)", sum.up, "B")},
                   kSection, "Per accelerator and step; the parallel groups' own results split each group's bytes."};
    });
    out.set("fabric.traffic_training_spine_bytes", spine, [&] {
        return Why{"B_spine = Σ_g B_g,NIC · spine_g",
                   {tierTerm("B_NIC", "bytes through the NIC per step", sum.out, "B")},
                   kSection,
                   "A ring of D domains spanning L leaves crosses the spine on L of its D hops; an all-to-all sends "
                   "(D − D/L)/(D − 1) of its remote copies to other leaves (docs/models.md \"Fabric traffic\")."};
    });
    out.set("fabric.traffic_training_nic_bytes_per_s", sum.out / T, [&] {
        return Why{"B_NIC / T_step", {tierTerm("B_NIC", "bytes through the NIC per step", sum.out, "B"), tT}, kSection,
                   "The mean over the step: the collectives run in bursts at the link's rate."};
    });
    const double busy = t.nicBytesPerS > 0.0 ? sum.out / (t.nicBytesPerS * T) : 0.0;
    out.set("fabric.traffic_training_nic_busy", busy, [&] {
        return Why{"B_NIC / (B_link · T_step)",
                   {tierTerm("B_NIC", "bytes through the NIC per step", sum.out, "B"),
                    {"B_link", "scale-out link per direction (fleet.scaleOutLink)", t.nicBytesPerS, "B/s"},
                    tT},
                   kSection,
                   "The share of the step the NIC would be sending at line rate: a lower bound on its busy time "
                   "(collectives reach less than the line rate)."};
    });
    const double demand = t.total(TrafficJob::Training).spineDemand;
    out.set("fabric.traffic_training_spine_demand_bytes_per_s", demand, [&] {
        return Why{"N · B_spine / T_step",
                   {{"N", "accelerators of the training job", t.trainingAccelerators, ""},
                    tierTerm("B_spine", "bytes per accelerator and step that leave the leaf", spine, "B"), tT},
                   kSection, "The whole job's mean load on the fabric's upper tier, per direction."};
    });
    if (const TrafficFlow* ep = t.find(TrafficJob::Training, TrafficGroup::Expert))
        out.set("fabric.traffic_training_ep_flows", ep->groupRanks * ep->groupRanks, [&] {
            return Why{"flows = n²",
                       {{"n", "ranks of an expert-parallel group (training.ep)", ep->groupRanks, ""}},
                       "seed §3 Adaptive routing (L2961): 64 experts → a 64 × 64 traffic matrix, 4,096 flows",
                       "Every rank of the group sends to every rank (the book counts the n self-flows too): the "
                       "elephant flows ECMP hashing collides and adaptive routing spreads."};
        });
}

void publishServing(const FabricTraffic& t, Results& out)
{
    const DerivationTerm tN{"N_s", "accelerators of the serving fleet (serving.accelerators)", t.servingAccelerators, ""};
    const DerivationTerm tTok{"tok/s",
                              "tokens the fleet processes per second: prompts (less their prefix-cache hits), and the "
                              "output tokens after the first",
                              t.servingTokensPerSecond, "1/s"};
    for (const GroupRow& row : kServingRows) {
        const TrafficFlow* f = t.find(TrafficJob::Serving, row.group);
        if (f == nullptr)
            continue;
        const WireBytes b = f->perSecond;
        out.set(row.key, b.total(), [&] {
            return Why{Text::format("B_{0} = (B_{0},up + B_{0},NIC) per accelerator and second", nameOf(row.group)),
                       {tierTerm("B_up", "over the scale-up link (NVLink)", b.up, "B/s"),
                        tierTerm("B_NIC", "through the accelerator's NIC onto the fabric", b.out, "B/s"),
                        {"spine", "of the NIC's bytes, the share that leaves the leaf", f->spineShare, ""},
                        tN, tTok},
                       kSection,
                       Text::format("The serving fleet at its rate (the load, or its capacity): {}.",
                                    row.group == TrafficGroup::Context
                                        ? "each prompt's K/V ring (cp − 1 chunks per rank and layer) and each decode "
                                          "step's query all-gather and output reduce-scatter over the CP ranks "
                                          "(serving.cp)"
                                        : howOf(row.group))};
        });
    }
    const WireBytes sum = t.total(TrafficJob::Serving).perSecond;
    out.set("fabric.traffic_serving_nic_bytes_per_s", sum.out, [&] {
        return Why{"Σ over TP, EP, KV of B_g,NIC", {tierTerm("B_up", "over the scale-up link", sum.up, "B/s"), tN},
                   kSection, "Per accelerator of the serving fleet: a mean at its token rate."};
    });
    const double demand = t.total(TrafficJob::Serving).spineDemand;
    out.set("fabric.traffic_serving_spine_demand_bytes_per_s", demand, [&] {
        return Why{"N_s · Σ_g B_g,NIC · spine_g",
                   {tN, tierTerm("B_spine", "per accelerator, leaving the leaf", t.total(TrafficJob::Serving).spinePerSecond,
                                 "B/s")},
                   kSection,
                   "The serving fleet placed on this fabric from its first node. A disaggregated fleet's KV hand-off "
                   "is assumed to cross between nodes spread evenly over the fleet (1 − leaf nodes / fleet nodes "
                   "leaves the leaf)."};
    });
    if (const TrafficFlow* ep = t.find(TrafficJob::Serving, TrafficGroup::Expert))
        out.set("fabric.traffic_serving_ep_flows", ep->groupRanks * ep->groupRanks, [&] {
            return Why{"flows = n²", {{"n", "ranks of a replica's EP group (serving.ep)", ep->groupRanks, ""}},
                       "seed §3 Adaptive routing (L2961)", "Every rank of the group sends to every rank."};
        });
}

} // namespace

void addFabricTrafficResults(const FabricTraffic& t, Results& out)
{
    if (!t.training && !t.serving)
        return;
    out.set("fabric.spine_capacity_bytes_per_s", t.spineCapacityBytesPerS, [&] {
        return Why{"C_spine = 2 · BW_bisect",
                   {{"BW_bisect", "bisection bandwidth (fabric.bisection_bytes_per_s)", t.bisectionBytesPerS, "B/s"}},
                   "seed §3 Bisection bandwidth (L2748), oversubscription (L2800-2802)",
                   "What the tier above the leaves carries between them per direction: N · B / r on a tree, twice "
                   "its bisection. 0 when one switch tier holds the fleet (nothing crosses a spine) and on a torus."};
    });
    if (t.training)
        publishTraining(t, out);
    if (t.serving)
        publishServing(t, out);
    if (t.spineCapacityBytesPerS > 0.0)
        out.set("fabric.traffic_spine_load", t.spineLoad, [&] {
            return Why{"(D_train + D_serve) / C_spine",
                       {{"D_train", "training job's spine demand", t.total(TrafficJob::Training).spineDemand, "B/s"},
                        {"D_serve", "serving fleet's spine demand", t.total(TrafficJob::Serving).spineDemand, "B/s"},
                        {"C_spine", "spine capacity", t.spineCapacityBytesPerS, "B/s"}},
                       kSection,
                       "Both jobs on one fabric, as the book's mixed-cluster exercise asks (L2865): means over time; "
                       "above 1 the upper tier cannot carry them, and bursts reach it well below 1."};
        });
}

} // namespace fleet
