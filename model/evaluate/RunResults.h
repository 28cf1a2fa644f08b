#pragma once
// The predicted run as a whole (issue #11): training.predicted_wall_s = steps × step time / goodput of this
// very run × (1 + maintenance), and in the predicted mode training.wall_s and training.accelerator_hours
// (which energy, carbon, water and the cost of the run follow).
#include "evaluate/PlanRun.h"
#include "results/Results.h"
#include "training/TrainingFigures.h"

namespace fleet {

// In the predicted mode it sets training.wall_s and training.accelerator_hours, and the same values in `training`.
void addRunResults(const Scenario& s, const ResolvedFleet& f, const PlanRun& run, const RunOutcome& planOutcome,
                   TrainingFigures& training, Results& out);

} // namespace fleet
