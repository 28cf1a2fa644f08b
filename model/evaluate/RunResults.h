#pragma once
// The predicted run as a whole (issue #11): training.predicted_wall_s = steps × step time / goodput of this
// very run × (1 + maintenance), and in the predicted mode training.wall_s and training.accelerator_hours
// (which energy, carbon, water and the cost of the run follow).
#include "evaluate/PlanRun.h"
#include "results/Results.h"

namespace fleet {

void addRunResults(const Scenario& s, const ResolvedFleet& f, const PlanRun& run, const RunOutcome& planOutcome,
                   Results& out);

} // namespace fleet
