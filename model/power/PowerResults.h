#pragma once
#include "hardware/Catalog.h"
#include "power/PowerModel.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

#include <optional>

namespace fleet {

// power.* and cooling.* results (seed §2 Power wall L1714-1770, energy of data movement L1830-1856, The Rack
// L2222-2246, The Pod L2286-2292): the chain accelerator → node → rack → IT load → facility = IT × PUE,
// DVFS averages and power capping, then the cooling the racks need (air ceiling, liquid flow, CDUs, water).
//
//  fabricPowerW        all fabric power (fabric.power_w), part of the IT load
//  fabricSwitchPowerW  switch power (fabric.switch_power_w); its leaf share is charged to the racks
//  leafSwitchFraction  leaf switches / all switches (fabric.switches_tier1 / fabric.switches); NaN or ≤ 0 when
//                      unknown, which charges no switch power to the racks
//
// Issues: Warning on fleet.cooling when a rack exceeds the chosen cooling's limit (naming a catalog type that
// suffices), on power.useRatedNodePower when the node states no rated power, on fleet.nodesPerRack when the
// nodes do not fit a 42U rack; Info on power.capWatts when the cap is not below the TDP.
//
// Returns the chain (the typed figures evaluate() hands to carbon and TCO: itW, averageItW,
// averageAcceleratorW, …); nullopt without an accelerator (no power.* results then). The publishing is split:
// PowerResults.cpp (the chain, DVFS, capping), DecodeEnergyResults.cpp (energy of data movement per token),
// CoolingResults.cpp (cooling.*).
std::optional<PowerChain> addPowerResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c,
                                          double fabricPowerW, double fabricSwitchPowerW, double leafSwitchFraction,
                                          Results& out);

// The scenario's inputs to the chain. addPowerResults keeps the chain itself in out.structs().power (views
// draw the waterfall from it).
PowerChainInputs powerChainInputs(const Scenario& s, const ResolvedFleet& f, double fabricPowerW,
                                  double fabricSwitchPowerW, double leafSwitchFraction);

// The engineered-air rack limit: the catalog cooling row "air" if present, else the seed's 30 kW (L2236).
Watts airRackLimit(const Catalog& c);
// The catalog cooling type that removes `rack` with the least capability: the smallest rack limit ≥ rack,
// ties broken by the lower default PUE. nullptr if none does.
const Cooling* coolingThatRemoves(const Catalog& c, Watts rack);

} // namespace fleet
