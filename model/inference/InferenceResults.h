#pragma once
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "training/TrainingFigures.h"

namespace fleet {

// inference.* results for the serving workload on the fleet's accelerator. Returns the decode rate TCO prices
// (nullopt when the inference precision has no peak).
InferenceFigures addInferenceResults(const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet
