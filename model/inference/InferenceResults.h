#pragma once
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

namespace fleet {

// inference.* results for the serving workload on the fleet's accelerator.
void addInferenceResults(const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet
