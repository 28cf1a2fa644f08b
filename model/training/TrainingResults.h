#pragma once
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"

namespace fleet {

// training.* results: FLOPs, sustained cluster rate, ideal and wall-clock time with the chain.
void addTrainingResults(const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet
