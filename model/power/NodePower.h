#pragma once
// Where the rest of a node's power comes from (issue 13, power.nodePowerFrom). "input": power.nodeOverheadWatts
// for every node (the seed's 2,775 W of a DGX H100, L2224, L2232) and the DVFS average for the accelerators.
// "catalog": the node row's overhead_w and, where one is published, its measured average per accelerator with
// the host share; a generic node has both from the catalog node of its accelerator's generation (ResolvedFleet);
// a node row without an overhead falls back to its rated input minus n · TDP, else to power.nodeOverheadWatts.
#include "results/Derivation.h"
#include "results/Issue.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"
#include "units/Quantity.h"

#include <optional>
#include <string>
#include <vector>

namespace fleet {

enum class NodePowerBasis { Input, NodeRow, Generation, RatedMinusTdp, InputFallback };

struct NodePower {
    Watts overhead;                      // one node's non-accelerator power at peak
    Watts measuredAveragePerAccelerator; // 0 = none published (the DVFS rule applies)
    NodePowerBasis basis = NodePowerBasis::Input;
};

NodePower nodePower(const Scenario& s, const ResolvedFleet& f);

// The derivation of power.node_overhead_w outside rated-power mode: formula, terms and note.
struct NodeOverheadText {
    std::string formula;
    std::vector<DerivationTerm> terms;
    std::string note;
};
NodeOverheadText nodeOverheadText(const Scenario& s, const ResolvedFleet& f, const NodePower& p);
// An Info issue when the catalog was asked but had no figure (the fallback it took is named).
std::optional<Issue> nodePowerIssue(const Scenario& s, const ResolvedFleet& f, const NodePower& p);

} // namespace fleet
