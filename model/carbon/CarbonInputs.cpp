#include "carbon/CarbonResults.h"

#include <optional>

namespace fleet {

namespace {

double d(std::int64_t v)
{
    return static_cast<double>(v);
}

// The node's catalog figure counts only when the node is the scenario's node shape (same accelerator count).
bool nodeRowMatches(const Scenario& s, const ResolvedFleet& f)
{
    return !f.node.generic && f.node.accelerators == s.fleet.acceleratorsPerNode;
}

// The fabric figures carbon reads, from fabric.* keys (nullopt unless both counts are there).
std::optional<FabricResult> fabricCountsFrom(const Results& r)
{
    const auto switches = r.value("fabric.switches");
    const auto transceivers = r.value("fabric.transceivers");
    if (!switches || !transceivers)
        return std::nullopt;
    FabricResult fr;
    fr.sizing.switchesPerTier = {static_cast<std::int64_t>(*switches), 0, 0};
    fr.transceivers = static_cast<std::int64_t>(*transceivers);
    return fr;
}

std::optional<PowerChain> averageItFrom(const Results& r)
{
    const auto avgIt = r.value("power.average_it_w");
    if (!avgIt)
        return std::nullopt;
    PowerChain ch;
    ch.averageItW = *avgIt;
    return ch;
}

} // namespace

EmbodiedInputs embodiedInputs(const Scenario& s, const ResolvedFleet& f, const Results& soFar)
{
    const std::optional<FabricResult> fabric = fabricCountsFrom(soFar);
    return embodiedInputs(s, f, fabric ? &*fabric : nullptr);
}

void addCarbonResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const Results& soFar, Results& out)
{
    // Read everything first: soFar and out may be the same object.
    const std::optional<PowerChain> power = averageItFrom(soFar);
    const std::optional<FabricResult> fabric = fabricCountsFrom(soFar);
    const TrainingFigures training = trainingFiguresFrom(soFar);
    addCarbonResults(s, f, c, power ? &*power : nullptr, fabric ? &*fabric : nullptr, training, out);
}

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
        in.nodeKg = f.node.embodiedKg;
    return in;
}

std::vector<RegionEmission> regionComparison(const Catalog& c, const Results& r)
{
    const auto e = r.value("carbon.energy_j");
    if (!e)
        return {};
    return regionComparison(c, Joules::fromSi(*e));
}

} // namespace fleet
