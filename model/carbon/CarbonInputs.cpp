#include "carbon/CarbonResults.h"

namespace fleet {

namespace {

double d(std::int64_t v)
{
    return static_cast<double>(v);
}

// The node's catalog figure counts only when the node is the scenario's node shape (same accelerator count).
bool nodeRowMatches(const Scenario& s, const ResolvedFleet& f)
{
    return !f.node->generic && f.node->accelerators == s.fleet.acceleratorsPerNode;
}

} // namespace

EmbodiedInputs embodiedInputs(const Scenario& s, const ResolvedFleet& f, const FabricResult* fabric)
{
    EmbodiedInputs in;
    in.accelerators = d(s.fleet.acceleratorsPerNode) * d(s.fleet.nodes);
    in.nodes = d(s.fleet.nodes);
    in.switches = fabric ? fabric->switches() : 0.0;
    in.transceivers = fabric ? d(fabric->transceivers) : 0.0;
    if (f.accelerator)
        in.acceleratorKg = f.accelerator->embodiedKg;
    if (nodeRowMatches(s, f))
        in.nodeKg = f.node->embodiedKg;
    return in;
}

} // namespace fleet
