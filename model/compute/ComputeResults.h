#pragma once
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

namespace fleet {

// compute.* results: the accelerator at `inference.precision` (contract), plus the training precision.
void addComputeResults(const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet
