#include "evaluate/Evaluate.h"

#include "evaluate/PlanRun.h"
#include "evaluate/RunResults.h"
#include "training/StepResults.h"

#include "comm/CommResults.h"
#include "compute/ComputeResults.h"
#include "fabric/FabricResults.h"
#include "inference/InferenceResults.h"
#include "memory/MemoryResults.h"
#include "carbon/CarbonResults.h"
#include "power/PowerResults.h"
#include "tco/TcoResults.h"
#include "reliability/ReliabilityResults.h"
#include "scenario/PartCompatibility.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"
#include "serving/ServingResults.h"
#include "training/TrainingResults.h"

#include <algorithm>

namespace fleet {

namespace {

// What later domains need from the fabric's results (0 when the fabric could not be sized).
struct FabricFigures {
    double powerW = 0.0, switchPowerW = 0.0, leafSwitchFraction = 0.0;
};

FabricFigures fabricFigures(const Results& r)
{
    FabricFigures f;
    f.powerW = r.value("fabric.power_w").value_or(0.0);
    f.switchPowerW = r.value("fabric.switch_power_w").value_or(0.0);
    const double switches = r.value("fabric.switches").value_or(0.0);
    const double leaves = r.value("fabric.switches_tier1").value_or(0.0);
    f.leafSwitchFraction = switches > 0.0 ? leaves / switches : 0.0;
    return f;
}

} // namespace

namespace {

void evaluateInto(const Scenario& scenario, const Catalog& catalog, Results& out);

} // namespace

Results evaluate(const Scenario& scenario, const Catalog& catalog, Detail detail)
{
    Results out(detail == Detail::OneKey ? Detail::Derivations : detail);
    evaluateInto(scenario, catalog, out);
    return out;
}

Results explain(const Scenario& scenario, const Catalog& catalog, const std::string& key)
{
    Results out = Results::explaining(key);
    evaluateInto(scenario, catalog, out);
    return out;
}

namespace {

void evaluateInto(const Scenario& scenario, const Catalog& catalog, Results& out)
{
    std::vector<Issue> issues = ScenarioSchema::instance().validate(scenario, catalog);
    const bool inputsValid = issues.empty();
    const ResolvedFleet fleet = resolveFleet(scenario, catalog, issues);
    checkPartCompatibility(scenario, fleet, catalog, issues);
    // resolveFleet repeats the unknown-id errors validate() found: keep one message per key.
    std::vector<std::string> seen;
    for (Issue& i : issues) {
        if (i.severity == Severity::Error) {
            if (std::find(seen.begin(), seen.end(), i.key) != seen.end())
                continue;
            seen.push_back(i.key);
        }
        out.addIssue(std::move(i));
    }
    if (!inputsValid || !fleet.complete())
        return;

    addComputeResults(scenario, fleet, out);
    addInferenceResults(scenario, fleet, out);
    addTrainingResults(scenario, fleet, out);
    const PlanRun run = planRun(scenario, fleet, catalog);
    if (run.setup.problem != StepProblem::NoPrecisionPeak) // addTrainingResults reported it
        addStepResults(scenario, fleet, run.setup, run.step, out);
    if (run.stepped)
        addCheckpointResults(run.checkpoint, out);
    addMemoryResults(scenario, fleet, out);
    addCommResults(scenario, fleet, out);
    addFabricResults(scenario, fleet, catalog, out);
    const FabricFigures fabric = fabricFigures(out);
    addPowerResults(scenario, fleet, catalog, fabric.powerW, fabric.switchPowerW, fabric.leafSwitchFraction, out);
    // The reliability model replaces the chain's checkpoint and failure factors. Book mode: its useful time is
    // the chain up to the pipeline bubble; predicted mode: steps × step time, δ and R from the checkpoint.
    const RunOutcome outcome = addReliabilityResults(scenario, fleet, run.fabricSwitches, run.timing(), out);
    if (run.stepped)
        addRunResults(scenario, fleet, run, outcome, out);
    addCarbonResults(scenario, fleet, catalog, out, out);
    addTcoResults(scenario, fleet, catalog, out, out);
    addServingResults(scenario, fleet, catalog, out);
}

} // namespace

} // namespace fleet
