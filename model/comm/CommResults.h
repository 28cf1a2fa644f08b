#pragma once
#include "comm/Staircase.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

namespace fleet {

// The tiers of the fleet's bandwidth staircase: HBM, scale-up, host (PCIe), scale-out, storage.
std::vector<StaircaseInput> staircaseTiers(const Scenario& s, const ResolvedFleet& f);
// comm.* (collectives of the training job, α-β crossover, fleet law) and staircase.* results.
void addCommResults(const Scenario& s, const ResolvedFleet& f, Results& out);
// staircase.*: the fleet's bandwidth tiers from HBM to storage (every plan; addCommResults publishes them too).
void addStaircaseResults(const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet
