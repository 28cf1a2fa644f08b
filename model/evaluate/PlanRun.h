#pragma once
// The training run of a plan, typed (issue #11): the step-time model's setup and prediction, the fabric it
// runs on, the checkpoint, and the run timing the reliability domain and the Monte Carlo use — the book's
// (reliability.* inputs) or the predicted one (steps × step time, δ and R from the checkpoint). evaluate(),
// the CLI's `montecarlo` and the Failures tab's Monte Carlo all build the run here, so they agree.
#include "fabric/FabricResults.h"
#include "power/PowerModel.h"
#include "reliability/ReliabilityResults.h"
#include "training/RunCheckpoint.h"
#include "training/StepSetup.h"

#include <optional>
#include <string>
#include <vector>

namespace fleet {

// The fabric and the power a plan's step runs on, sized once and before the step (issues 27 and 28 part 3):
// evaluate() publishes them after it, planRun() reads them.
struct PlanInfrastructure {
    std::optional<FabricResult> fabric; // nullopt: unknown topology (evaluate() reports it)
    StepFabric stepFabric;
    AcceleratorPowerShare power;        // what power.capWatts and the racks' cooling leave each accelerator
};
// `fleet` must be complete.
PlanInfrastructure planInfrastructure(const Scenario& s, const ResolvedFleet& fleet, const Catalog& c);

struct PlanRun {
    StepFabric fabric;
    StepSetup setup;
    StepTime step;
    bool stepped = false;       // the layout could be stepped (setup.problem == None)
    double steps = 0;
    CheckpointCost checkpoint;
    double bookUsefulSeconds = 0; // the book's chain up to the pipeline bubble
    RunTiming book;             // reliability.* inputs, useful = the book's chain
    RunTiming predicted;        // valid when stepped
    bool predictedMode = false; // training.timeModel = predicted
    const RunTiming& timing() const { return predictedMode ? predicted : book; }
};

// `fleet` must be complete (ResolvedFleet::complete()). The first form sizes the plan's fabric and power itself
// (the search, the chart series, the Monte Carlo); evaluate() hands over what it sized once.
PlanRun planRun(const Scenario& s, const ResolvedFleet& fleet, const Catalog& c);
PlanRun planRun(const Scenario& s, const ResolvedFleet& fleet, const Catalog& c, const PlanInfrastructure& site);

// The Monte Carlo of the plan's run; nullopt (with *error) when the plan does not resolve or cannot be stepped.
std::optional<MonteCarloConfig> monteCarloConfigFor(const Scenario& s, const Catalog& c, std::string* error = nullptr);
// Why a serving-only plan (training.enabled = false) has no training run to simulate or search.
inline constexpr char kNoTrainingJob[] =
    "training.enabled = false: a serving-only plan has no training run (turn training.enabled on to plan one)";
// Why a plan has no run to simulate, from the issues that resolving or evaluating it raised: the first error, else
// the first issue, else that the plan does not resolve against the catalog. One wording for the CLI and the GUI.
std::string noRunReason(const std::vector<Issue>& issues);
// The same from a run already planned for the complete `fleet` on a fabric of `fabricSwitches` switches (an
// evaluation's: Results::structs()); nullopt (with *error) when the predicted mode cannot step the plan.
std::optional<MonteCarloConfig> monteCarloConfigFor(const Scenario& s, const ResolvedFleet& fleet, const PlanRun& run,
                                                    double fabricSwitches, std::string* error = nullptr);

} // namespace fleet
