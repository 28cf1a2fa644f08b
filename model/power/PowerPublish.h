#pragma once
// Internal to power/: the parts of addPowerResults published from their own files.
#include "hardware/Catalog.h"
#include "power/PowerModel.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

namespace fleet::power_detail {

// power.decode_token_* and power.decode_move_to_compute_ratio (when the inference precision resolved).
void addDecodeEnergyResults(const Scenario& s, const ResolvedFleet& f, Results& out);
// cooling.* for f.cooling (non-null) and the rack of the chain `ch`, with the throttling warning.
void addCoolingResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const PowerChain& ch, Results& out);

} // namespace fleet::power_detail
