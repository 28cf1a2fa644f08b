#pragma once
// The plan's traffic on its fabric (issue 29 part 6; seed §3 L2527 AllToAll, L2865 the mixed-cluster exercise, L2961
// the MoE flow matrix): what the training job's parallel groups and the serving fleet send, per accelerator, over the
// scale-up link and through the NICs, the share of that which leaves a leaf and crosses the spine, and the demand both
// jobs put on the spine against what it carries. Plain numbers, no strings, no allocation: FabricTrafficResults
// publishes it as fabric.traffic_* results, the Fabric tab draws it.
//
// Where a group's scale-out bytes go (plan/Placement.h places the group; the leaf is the fabric's, StepFabric):
//  - a ring (TP or CP across domains, the data-parallel rings on each rail) over D domains in rank order spanning L
//    leaves crosses the spine on L of its D hops (L > 1): spine share L / D; a pipeline is a chain (chainSpineShare);
//  - an all-to-all (expert parallelism) sends each copy leaving the domain to one of the D − 1 other domains evenly,
//    D − D/L of them in other leaves: spine share (D − D/L) / (D − 1);
//  - a disaggregated fleet's KV hand-off goes from a prefill replica to any decode replica (ASSUMPTION: placed apart,
//    evenly over the serving fleet's nodes): spine share 1 − leaf nodes / serving nodes.
// The spine carries what leaves the leaves: N · B / r on a tree, twice its bisection (N/2 · B / r); a dragonfly's global
// links, twice its bisection; one switch tier and a torus have no tier above their switches (no spine).
#include "comm/WireBytes.h"
#include "plan/Placement.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace fleet {

struct PlanRun;
struct ServingResult;
struct FabricResult;
struct StepFabric;

enum class TrafficJob : std::uint8_t { Training, Serving };
enum class TrafficGroup : std::uint8_t { Tensor, Context, Pipeline, Data, Expert, KvHandoff };

// One job's traffic of one group, per accelerator of that job, in bytes per second (the training step's bytes over the
// step time: a mean; collectives run in bursts at the link's rate).
struct TrafficFlow {
    TrafficJob job = TrafficJob::Training;
    TrafficGroup group = TrafficGroup::Tensor;
    WireBytes perSecond;         // over the scale-up link and through the NIC
    double spineShare = 0.0;     // of the NIC's bytes, the share that leaves the leaf
    double groupRanks = 1.0;     // the group's size (the EP group: its all-to-all has groupRanks² flows, L2961)
    double spinePerSecond() const { return perSecond.out * spineShare; }
};

struct FabricTraffic {
    // Training: the step's bytes per accelerator (StepTime::traffic) over its seconds, on the plan's accelerators.
    bool training = false;
    double stepSeconds = 0.0;
    double trainingAccelerators = 0.0;
    // Serving: what the sized fleet sends at its rate (the load, or its capacity) per accelerator.
    bool serving = false;
    double servingAccelerators = 0.0;
    double servingTokensPerSecond = 0.0; // prompt tokens computed (not prefix-cache hits) and output tokens after the first, per second

    static constexpr std::size_t kMaxFlows = 9; // 5 training groups, 4 serving ones
    std::array<TrafficFlow, kMaxFlows> flows{};
    std::size_t flowCount = 0;

    // The fabric.
    double nicBytesPerS = 0.0;           // the scale-out link per direction
    double spineCapacityBytesPerS = 0.0; // 2 × the bisection (0: one switch tier, no spine)
    double bisectionBytesPerS = 0.0;

    // Per job (indexed by TrafficJob), worked out by fabricTraffic() once the flows are in.
    struct JobTotals {
        WireBytes perSecond;        // per accelerator of the job, every group
        double spinePerSecond = 0.0; // per accelerator, leaving the leaf
        double spineDemand = 0.0;    // the whole job: spinePerSecond × its accelerators
    };
    std::array<JobTotals, 2> totals{};
    double spineLoad = 0.0; // both jobs' spine demand over the capacity (0 without a spine)

    const TrafficFlow* find(TrafficJob job, TrafficGroup g) const
    {
        for (std::size_t i = 0; i < flowCount; ++i)
            if (flows[i].job == job && flows[i].group == g)
                return &flows[i];
        return nullptr;
    }
    const JobTotals& total(TrafficJob job) const { return totals[static_cast<std::size_t>(job)]; }
};

// Spine shares of a group placed at `span` (plan/Placement.h: its domains and the fabric's leaves it spans), for a
// ring, a pipeline chain of `interleave` virtual stages per rank and an all-to-all (the rules above).
double ringSpineShare(const GroupSpan& span);
double chainSpineShare(const GroupSpan& span, double interleave);
double allToAllSpineShare(const GroupSpan& span);

// The traffic of the plan's training run (`run`: nullptr, or not stepped, without one) and serving fleet (`serving`:
// not sized, none) on `fabric`, whose leaf is `leaf`'s.
FabricTraffic fabricTraffic(const PlanRun* run, const ServingResult& serving, const FabricResult& fabric,
                            const StepFabric& leaf);

} // namespace fleet
