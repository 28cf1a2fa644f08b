#include "evaluate/PlanRun.h"

#include "plan/ModelLibrary.h"

#include "fabric/FabricModel.h"
#include "power/PowerResults.h"
#include "training/StepResults.h"
#include "training/TrainingTime.h"

#include <algorithm>

namespace fleet {

PlanInfrastructure planInfrastructure(const Scenario& s, const ResolvedFleet& fleet, const Catalog& c)
{
    PlanInfrastructure site;
    site.fabric = fabricFor(s, fleet, c);
    const FabricResult* fabric = site.fabric ? &*site.fabric : nullptr;
    if (fabric)
        site.stepFabric = stepFabricOf(fabric->spec, fabric->sizing, fabric->linkBytesPerS);
    // The power chain needs only the fabric's power (its leaf switches sit in the racks).
    const PowerChain chain = powerChain(powerChainInputs(s, fleet, fabric ? fabric->powerW : 0.0,
                                                         fabric ? fabric->switchPowerW : 0.0,
                                                         fabric ? fabric->leafSwitchFraction() : 0.0));
    site.power = acceleratorPowerShare(chain, fleet.accelerator->tdp,
                                       static_cast<double>(s.fleet.nodesPerRack * s.fleet.acceleratorsPerNode),
                                       fleet.cooling->rackLimit);
    return site;
}

PlanRun planRun(const Scenario& s, const ResolvedFleet& fleet, const Catalog& c)
{
    return planRun(s, fleet, c, planInfrastructure(s, fleet, c));
}

PlanRun planRun(const Scenario& s, const ResolvedFleet& fleet, const Catalog& c, const PlanInfrastructure& site)
{
    PlanRun run;
    run.predictedMode = predictedTimeModel(s);
    run.fabric = site.stepFabric;
    const double powerShare = site.power.share();
    run.setup = stepSetup(s, fleet, c, run.fabric, powerShare);

    const TrainingInputs& t = s.training;
    const auto peak = trainingPeakFor(fleet);
    if (peak && powerShare > 0.0) {
        const OverheadChain chain{t.scalingEfficiency, t.pipelineBubble, t.checkpointOverhead, t.failureOverhead,
                                  t.maintenanceOverhead};
        const double active = activeParametersOf(s.model, fleet.modelCount); // 6 · N_active · D
        // The book's chain at the share of its peak the power leaves it (linear, seed L1732; as addTrainingResults).
        const TrainingEstimate e =
            estimateTraining(active, t.tokens, fleet.acceleratorCount, *peak * bookPowerRate(powerShare), t.mfu, chain);
        run.bookUsefulSeconds = e.afterStep[1].si(); // after the pipeline bubble
    }
    run.book = bookRunTiming(s, run.bookUsefulSeconds);

    if (run.setup.problem != StepProblem::None)
        return run;
    run.step = predictStep(run.setup.shape, run.setup.layout, run.setup.hardware);
    run.stepped = true;
    run.steps = trainingSteps(t.tokens, run.setup.globalBatch, run.setup.shape.seqLen);
    run.checkpoint = checkpointCost(s, run.setup, run.fabric);
    RunTiming& p = run.predicted;
    p.usefulSeconds = run.steps * run.step.total;
    p.checkpointWriteSeconds = run.checkpoint.writeSeconds;
    p.restartSeconds = s.reliability.restartSeconds + run.checkpoint.loadSeconds;
    p.runSeconds = 0.0; // this run
    p.derived = true;
    p.minimumIntervalSeconds = run.step.total;
    p.checkpointBytes = run.checkpoint.bytes;
    p.checkpointBytesPerSecond = run.checkpoint.bytesPerSecond;
    return run;
}

std::optional<MonteCarloConfig> monteCarloConfigFor(const Scenario& s, const Catalog& c, std::string* error)
{
    if (!s.training.enabled) {
        if (error)
            *error = kNoTrainingJob;
        return std::nullopt;
    }
    std::vector<Issue> issues;
    const ResolvedFleet fleet = resolveFleet(s, c, issues);
    if (!fleet.complete()) {
        if (error)
            *error = noRunReason(issues);
        return std::nullopt;
    }
    return monteCarloConfigFor(s, fleet, planRun(s, fleet, c), fabricSwitchCount(s), error);
}

std::string noRunReason(const std::vector<Issue>& issues)
{
    const auto firstError = std::find_if(issues.begin(), issues.end(), [](const Issue& i) {
        return i.severity == Severity::Error;
    });
    if (firstError != issues.end())
        return firstError->message();
    return issues.empty() ? std::string("the plan does not resolve against the catalog") : issues.front().message();
}

std::optional<MonteCarloConfig> monteCarloConfigFor(const Scenario& s, const ResolvedFleet& fleet, const PlanRun& run,
                                                    double fabricSwitches, std::string* error)
{
    if ((run.predictedMode && !run.stepped) || run.setup.problem == StepProblem::NoAcceleratorPower) {
        if (error)
            *error = stepProblemMessage(run.setup.problem, s, run.setup);
        return std::nullopt;
    }
    return monteCarloConfig(s, fleet, fabricSwitches, run.timing());
}

} // namespace fleet
