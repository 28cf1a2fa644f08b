#include "evaluate/Evaluate.h"

#include "evaluate/PlanRun.h"
#include "evaluate/RunResults.h"
#include "training/StepResults.h"

#include "comm/CommResults.h"
#include "compute/ComputeResults.h"
#include "fabric/FabricResults.h"
#include "evaluate/FabricTrafficResults.h"
#include "inference/InferenceResults.h"
#include "memory/MemoryResults.h"
#include "plan/ModelChecks.h"
#include "plan/ModelResults.h"
#include "carbon/CarbonResults.h"
#include "power/PowerResults.h"
#include "tco/TcoResults.h"
#include "reliability/ReliabilityResults.h"
#include "results/ResultSchema.h"
#include "scenario/PartCompatibility.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"
#include "serving/ServingResults.h"
#include "training/TrainingResults.h"
#include "validation/PredictionAccuracy.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace fleet {

namespace {

void evaluateInto(const Scenario& scenario, const Catalog& catalog, Results& out);

} // namespace

Results evaluate(const Scenario& scenario, const Catalog& catalog, Detail detail)
{
    Results out(detail == Detail::OneKey ? Detail::Derivations : detail);
    if (out.detail() == Detail::Derivations)
        out.reserveDerivations(ResultSchema::instance().rows().size()); // about one per row
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
    checkModel(scenario.model, issues); // relations between model.* keys (ranges are validate()'s)
    // Errors stop the evaluation; a warning (a window on no layer) does not.
    const bool inputsValid =
        std::none_of(issues.begin(), issues.end(), [](const Issue& i) { return i.severity == Severity::Error; });
    // Room for the issues a plan usually gets (the presets: 2–9), taken once: grown from empty, the vector
    // reallocated twice per evaluation and moved each ~0.5 kB Issue.
    issues.reserve(issues.size() + 8);
    const ResolvedFleet fleet = resolveFleet(scenario, catalog, issues);
    checkPartCompatibility(scenario, fleet, catalog, issues);
    checkMachineHierarchy(scenario, fleet, issues);
    // resolveFleet repeats the unknown-id errors validate() found: keep one error per key (the first), in place,
    // and hand the vector over whole.
    const auto isError = [](const Issue& i) {
        return i.severity == Severity::Error;
    };
    std::size_t kept = 0;
    for (std::size_t i = 0; i < issues.size(); ++i) {
        const Issue& issue = issues[i];
        const auto keptEnd = issues.begin() + static_cast<std::ptrdiff_t>(kept);
        if (isError(issue) && std::any_of(issues.begin(), keptEnd, [&](const Issue& k) {
                return isError(k) && k.key == issue.key;
            }))
            continue;
        if (kept != i)
            issues[kept] = std::move(issues[i]);
        ++kept;
    }
    issues.erase(issues.begin() + static_cast<std::ptrdiff_t>(kept), issues.end());
    out.addIssues(std::move(issues));
    const bool keepStructs = out.detail() != Detail::Values; // the views' typed results
    if (keepStructs)
        out.structs().fleet = std::make_shared<const ResolvedFleet>(fleet);
    // What the accuracy regime reads (validation/PredictionAccuracy), on every path: the models as resolved.
    EvaluatedRegime& regime = out.regime();
    regime.known = true;
    regime.trainedMoe = fleet.modelCount.experts > 0.0;
    if (!inputsValid || !fleet.complete())
        return;

    // The fabric and the power, sized once, before the training that runs on them (issues 27 and 28 part 3): a
    // power cap or a cooling limit slows the step. Their results are published below, where they always were, so
    // the issues keep their order.
    const PlanInfrastructure site = planInfrastructure(scenario, fleet, catalog);
    const std::optional<FabricResult>& fabric = site.fabric;

    addModelResults(scenario, fleet.modelCount, out);
    addComputeResults(scenario, fleet, out);
    const InferenceFigures inference = addInferenceResults(scenario, fleet, out);
    // A serving-only plan (training.enabled = false, issue 31) has no training job: nothing of a training run, its
    // memory, its collectives or its failures and checkpoints is computed, and no issue about them is raised.
    const bool trains = scenario.training.enabled;
    TrainingFigures training;
    std::optional<PlanRun> run;
    if (trains) {
        training = addTrainingResults(scenario, fleet, out, site.power.share());
        run = planRun(scenario, fleet, catalog, site);
        if (keepStructs)
            out.structs().run = std::make_shared<const PlanRun>(*run);
        // addTrainingResults reported a missing precision peak or no power for the accelerators.
        if (run->setup.problem != StepProblem::NoPrecisionPeak && run->setup.problem != StepProblem::NoAcceleratorPower)
            addStepResults(scenario, fleet, run->setup, run->step, out);
        if (run->stepped)
            addCheckpointResults(run->checkpoint, out);
        addMemoryResults(scenario, fleet, out);
        addCommResults(scenario, fleet, out);
    } else { // what is the fleet's or the served model's, not a training job's
        addHbmCapacity(fleet, out);
        addKvCacheResult(scenario, fleet, out);
        addStaircaseResults(scenario, fleet, out);
    }
    addFabricResults(scenario, fleet, fabric, out);
    const FabricResult* fabricResult = fabric ? &*fabric : nullptr;
    if (keepStructs && fabric)
        out.structs().fabric = std::make_shared<const FabricResult>(*fabric);
    const std::optional<PowerChain> power =
        addPowerResults(scenario, fleet, catalog, fabric ? fabric->powerW : 0.0, fabric ? fabric->switchPowerW : 0.0,
                        fabric ? fabric->leafSwitchFraction() : 0.0, out);
    // The reliability model replaces the chain's checkpoint and failure factors. Book mode: its useful time is
    // the chain up to the pipeline bubble; predicted mode: steps × step time, δ and R from the checkpoint.
    if (trains) {
        const RunOutcome outcome = addReliabilityResults(scenario, fleet, fabricResult, run->timing(), out);
        if (keepStructs && outcome.ok)
            out.structs().reliability = std::make_shared<const RunOutcome>(outcome);
        if (run->stepped)
            addRunResults(scenario, fleet, *run, outcome, training, out); // the predicted mode's wall time
    }
    // The joint: carbon and TCO take the upstream domains' typed results, never their keys.
    const PowerChain* powerResult = power ? &*power : nullptr;
    addCarbonResults(scenario, fleet, catalog, powerResult, fabricResult, training, out);
    addTcoResults(scenario, fleet, catalog, powerResult, fabricResult, training, inference, out);
    ServingResult serving = addServingResults(scenario, fleet, catalog, out);
    if (serving.evaluated) { // the served model as the kernel resolved it
        regime.servingEvaluated = true;
        regime.servedMoe = serving.model.moe();
        regime.servedDequantUnmeasured = serving.expertsDequantized && !serving.weightOnlyGemmShare;
        regime.servedLatent = serving.model.kvLatent > 0.0;
        regime.servedTpLeavesDomain = serving.sizing.tp > 0 && tpLeavesDomain(serving.hardware, serving.sizing.tp);
    }
    // Both jobs' traffic on the fabric (issue 29 part 6): the training step's bytes and the serving fleet's.
    if (fabric) {
        const FabricTraffic traffic = fabricTraffic(run ? &*run : nullptr, serving, *fabric, site.stepFabric);
        addFabricTrafficResults(traffic, out);
        if (keepStructs)
            out.structs().traffic = std::make_shared<const FabricTraffic>(traffic);
    }
    if (keepStructs) // the last use: moved, not copied
        out.structs().serving = std::make_shared<const ServingResult>(std::move(serving));
    // Each predicted headline's derivation says the validation band of its regime (issue 28 part 4).
    if (keepStructs)
        for (const AccuracyKey& k : accuracyKeys())
            if (Derivation* d = out.derivation(k.key))
                d->accuracy = accuracyText(accuracyOf(scenario, k.key, &out));
}

} // namespace

} // namespace fleet
