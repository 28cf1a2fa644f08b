#include "power/NodePower.h"
#include "results/IssueTemplates.h"

#include <fmt/format.h>

namespace fleet {

NodePower nodePower(const Scenario& s, const ResolvedFleet& f)
{
    NodePower p;
    p.overhead = watts(s.power.nodeOverheadWatts);
    if (s.power.nodePowerFrom != "catalog" || !f.accelerator)
        return p;
    const double n = static_cast<double>(s.fleet.acceleratorsPerNode);
    if (f.node->averagePerAccelerator)
        p.measuredAveragePerAccelerator = *f.node->averagePerAccelerator;
    if (f.node->overhead) {
        p.overhead = *f.node->overhead;
        p.basis = f.node->generic ? NodePowerBasis::Generation : NodePowerBasis::NodeRow;
    } else if (f.node->ratedPower && f.node->ratedPower->si() > n * f.accelerator->tdp.si()) {
        p.overhead = watts(f.node->ratedPower->si() - n * f.accelerator->tdp.si());
        p.basis = NodePowerBasis::RatedMinusTdp;
    } else {
        p.basis = NodePowerBasis::InputFallback;
    }
    return p;
}

NodeOverheadText nodeOverheadText(const Scenario& s, const ResolvedFleet& f, const NodePower& p)
{
    const DerivationTerm input{"P_other", "non-accelerator power per node (power.nodeOverheadWatts)",
                               s.power.nodeOverheadWatts, "W"};
    const std::string seed = "The seed's 4 × DGX H100 rack draws 33.5 kW = 22.4 kW of GPUs + 11.1 kW of CPUs, NVSwitch, "
                             "NICs, conversion losses and cooling overhead (L2224, L2232): 2,775 W per node. That figure "
                             "already holds the servers' fans and conversion losses, so the facility PUE applied on top "
                             "counts part of the cooling twice (as the book's figures apply no PUE, they do not).";
    switch (p.basis) {
    case NodePowerBasis::Input:
        return {"P_other = power.nodeOverheadWatts", {input},
                seed + " power.nodePowerFrom = input: the same figure for every node, whatever its generation."};
    case NodePowerBasis::InputFallback:
        return {"P_other = power.nodeOverheadWatts",
                {input},
                fmt::format("{} states no overhead_w and no rated power: power.nodeOverheadWatts is used (see "
                            "issues). ",
                            f.node->name) +
                    seed};
    case NodePowerBasis::RatedMinusTdp:
        return {
            "P_other = P_rated − n · TDP",
            {{"P_rated", Text::format("{} rated maximum input (catalog)", f.node->name), f.node->ratedPower->si(), "W"},
             {"n", "accelerators per node (fleet.acceleratorsPerNode)",
              static_cast<double>(s.fleet.acceleratorsPerNode), ""},
             {"TDP", Text::format("{} thermal design power (catalog)", f.accelerator->name), f.accelerator->tdp.si(),
              "W"}},
            fmt::format("{} states no overhead_w: its rated maximum input minus the accelerators' TDP, an upper "
                        "bound. ",
                        f.node->name) +
                seed};
    case NodePowerBasis::NodeRow:
        return {
            "P_other = overhead_w of the node row",
            {{"P_other", Text::format("{} non-accelerator power at peak (catalog overhead_w)", f.node->name),
              p.overhead.si(), "W"}},
            fmt::format("power.nodePowerFrom = catalog: the node row's own figure ({}). ", f.node->provenance.source) +
                seed};
    case NodePowerBasis::Generation:
        return {"P_other = n · overhead_w / n_row of the same generation's node",
                {{"P_other", "non-accelerator power of this generic node (derived)", p.overhead.si(), "W"}},
                fmt::format("Generic node: {}. Each accelerator brings its generation's share of CPUs, NICs, switches, "
                            "fans and conversion, so a V100 node does not carry an H100's 2,775 W (docs/models.md, "
                            "Node power by generation).",
                            f.node->powerBasis)};
    }
    return {};
}

std::optional<Issue> nodePowerIssue(const Scenario& s, const ResolvedFleet& f, const NodePower& p)
{
    if (p.basis != NodePowerBasis::InputFallback)
        return std::nullopt;
    return makeIssue<IssueCode::NodePowerFallback>(Severity::Info, "power.nodePowerFrom", f.node->name,
                                                   s.power.nodeOverheadWatts);
}

} // namespace fleet
