#pragma once
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "training/TrainingFigures.h"

namespace fleet {

// training.* results: FLOPs, sustained cluster rate, ideal and wall-clock time with the chain. Returns the figures
// it set that carbon and TCO need (wall time and accelerator-hours only in the book's time model).
// `powerShare`: what the power cap and the racks' cooling leave each accelerator, P / TDP (issue 28 part 3); the
// book's chain runs at that share of its peak (linear, seed L1732); ≤ 0 is an error: no run.
TrainingFigures addTrainingResults(const Scenario& s, const ResolvedFleet& f, Results& out, double powerShare = 1.0);

} // namespace fleet
