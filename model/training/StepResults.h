#pragma once
// training.step_* results: the step-time model's prediction with derivations, and the issues of its layout
// (errors in the predicted mode, Info in the book's mode, where the prediction is a comparison).
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "training/RunCheckpoint.h"
#include "training/StepSetup.h"

namespace fleet {

bool predictedTimeModel(const Scenario& s);

// Adds the step results; returns false when the layout cannot be stepped (the issue says why).
bool addStepResults(const Scenario& s, const ResolvedFleet& f, const StepSetup& setup, const StepTime& step,
                    Results& out);

// training.power_rate_fraction: the share of their peak rate the compute-bound kernels keep under the power cap and
// the racks' cooling, (P / TDP)^k (issue 28 part 3; StepPowerResult.cpp). addStepResults calls it.
void addPowerRateResult(const ResolvedFleet& f, const StepSetup& setup, Results& out);

// training.checkpoint_bytes / _write_s / _load_s of the predicted run.
void addCheckpointResults(const CheckpointCost& c, Results& out);

// The issue of a layout problem (not None) on its key; `noPrediction` says the layout-based prediction is skipped.
Issue stepProblemIssue(StepProblem p, const Scenario& s, const StepSetup& setup, Severity severity, bool noPrediction);
// Its English message, naming the key (search rejections use it too); empty for None.
std::string stepProblemMessage(StepProblem p, const Scenario& s, const StepSetup& setup);

} // namespace fleet
