#pragma once
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "training/TrainingFigures.h"

namespace fleet {

// training.* results: FLOPs, sustained cluster rate, ideal and wall-clock time with the chain. Returns the figures
// it set that carbon and TCO need (wall time and accelerator-hours only in the book's time model).
TrainingFigures addTrainingResults(const Scenario& s, const ResolvedFleet& f, Results& out);

} // namespace fleet
