#pragma once
#include "fabric/FabricModel.h"
#include "hardware/Catalog.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

#include <optional>

namespace fleet {

// fabric.* results (seed §3 Network Fabrics, Level 3 L2738-2851, risks L2913-2957): the scale-out fabric of
// `fabric.topology` sized for the fleet's accelerators (switches, links, transceivers, bisection, hops,
// latency), priced and powered from the catalog, plus the PFC-storm risk. Capacity overruns become Error
// issues on fabric.tiers / fabric.switchRadix; max_hosts is still reported.
// Returns the typed fabric (fabric/FabricModel.h) that power, carbon and TCO take from evaluate(); nullopt
// when the fleet has no scale-out link or the topology is unknown (no fabric.* results then).
// The publishing is split by concern: FabricResults.cpp (shape), FabricCountResults.cpp (switches, links,
// media), FabricFigureResults.cpp (bisection, hops, latency, power, cost, risk).
// The plan's fabric, sized once per evaluation (issue 27): nothing when the scale-out link or the topology is unknown.
std::optional<FabricResult> fabricFor(const Scenario& s, const ResolvedFleet& f, const Catalog& c);
// Publishes fabric.* for `fabric` (fabricFor's), or the error that the topology is unknown.
void addFabricResults(const Scenario& s, const ResolvedFleet& f, const std::optional<FabricResult>& fabric, Results& out);
// Both: sizes and publishes, and hands the fabric back.
std::optional<FabricResult> addFabricResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, Results& out);

} // namespace fleet
