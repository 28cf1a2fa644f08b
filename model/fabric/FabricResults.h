#pragma once
#include "hardware/Catalog.h"
#include "results/Results.h"
#include "fabric/Topology.h"
#include "scenario/ResolvedFleet.h"

#include <cstdint>
#include <string_view>

namespace fleet {

// fabric.* results (seed §3 Network Fabrics, Level 3 L2738-2851, risks L2913-2957): the scale-out fabric of
// `fabric.topology` sized for the fleet's accelerators (switches, links, transceivers, bisection, hops,
// latency), priced and powered from the catalog, plus the PFC-storm risk. Capacity overruns become Error
// issues on fabric.tiers / fabric.switchRadix; max_hosts is still reported.
void addFabricResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, Results& out);

// The fabric the plan asks for (fabric.*, the fleet's accelerators, nodes and racks); nullopt for an unknown
// fabric.topology. One source for the fabric results, the step-time model and the Monte Carlo.
std::optional<FabricSpec> fabricSpecFor(const Scenario& s);

// The catalog switch the fabric is priced with: closest port speed to the link, then closest radix, then the
// link's family (catalog ids ib-* for InfiniBand, eth-* for Ethernet), then the row stating cost and power.
// nullptr if the catalog has no switch.
const Switch* pickFabricSwitch(const Catalog& c, double linkGbps, std::int64_t radix, std::string_view linkFamily);
// First optic of `media` (dac | aoc | pluggable) at exactly `gbps`, preferring rows that state both power and
// cost, then power. nullptr if none.
const Optic* pickFabricOptic(const Catalog& c, std::string_view media, double gbps);

} // namespace fleet
