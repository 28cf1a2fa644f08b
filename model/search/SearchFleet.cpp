#include "search/SearchFleet.h"

#include "evaluate/Evaluate.h"
#include "evaluate/PlanRun.h"
#include "fabric/FabricModel.h"
#include "scenario/ScenarioSchema.h"
#include "training/StepResults.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace fleet {

namespace {

constexpr std::array<std::string_view, 22> kLayoutKeys = {
    "training.tp",          "training.pp",          "training.dp",          "training.cp",
    "training.microBatch",  "training.gradientAccumulation", "training.globalBatch",
    "training.interleave",  "training.sequenceParallel",     "training.activationCheckpointing",
    "training.zeroStage",   "training.flashAttention",       "training.overlapGradReduce",
    "training.overlapTpComm", "training.optimizerOffload",   "training.masterWeights",
    "training.bufferBytes", "training.ep", "training.moeImbalance", "training.moeDispatcher",
    "training.moeOverlap",  "training.pipelineSchedule"};

} // namespace

bool isLayoutKey(std::string_view key)
{
    for (std::string_view k : kLayoutKeys)
        if (k == key)
            return true;
    return false;
}

bool rejectsTrainingSearch(const Issue& issue)
{
    if (issue.severity != Severity::Error)
        return false;
    const std::string_view key = issue.key;
    return !(key.starts_with("inference.") || key.starts_with("serving."));
}

std::int64_t searchFleetCount(const std::vector<SearchAxis>& axes)
{
    std::int64_t n = 1;
    for (const SearchAxis& a : axes)
        if (!isLayoutKey(a.key))
            n *= static_cast<std::int64_t>(a.values.size());
    return n;
}

std::int64_t searchFleetIndex(const std::vector<SearchAxis>& axes, std::int64_t index)
{
    std::int64_t fleetIndex = 0, radix = 1;
    for (size_t k = axes.size(); k-- > 0;) {
        const auto n = static_cast<std::int64_t>(axes[k].values.size());
        const std::int64_t digit = index % n;
        index /= n;
        if (isLayoutKey(axes[k].key))
            continue;
        fleetIndex += digit * radix;
        radix *= n;
    }
    return fleetIndex;
}

std::int64_t configurationIndex(const std::vector<SearchAxis>& axes, std::int64_t fleetIndex, std::int64_t layoutIndex)
{
    std::int64_t index = 0, stride = 1;
    for (size_t k = axes.size(); k-- > 0;) {
        const auto n = static_cast<std::int64_t>(axes[k].values.size());
        std::int64_t& digits = isLayoutKey(axes[k].key) ? layoutIndex : fleetIndex;
        index += (digits % n) * stride;
        digits /= n;
        stride *= n;
    }
    return index;
}

std::vector<SearchFleet> buildSearchFleets(const Scenario& base, const std::vector<SearchAxis>& axes,
                                           const Catalog& catalog)
{
    std::vector<SearchFleet> out;
    const std::int64_t n = searchFleetCount(axes);
    out.reserve(static_cast<size_t>(n));
    for (std::int64_t i = 0; i < n; ++i)
        out.push_back(buildSearchFleet(base, axes, catalog, i));
    return out;
}

SearchFleet buildSearchFleet(const Scenario& base, const std::vector<SearchAxis>& axes, const Catalog& catalog,
                             std::int64_t fleetIndex)
{
    const ScenarioSchema& schema = ScenarioSchema::instance();
    SearchFleet sf;
    sf.base = base;
    sf.base.name.clear(); // copied per configuration: keep every string in its small-string buffer
    bool variesAccelerator = false;
    std::int64_t rest = fleetIndex;
    for (size_t k = axes.size(); k-- > 0;) {
        if (isLayoutKey(axes[k].key))
            continue;
        const auto n = static_cast<std::int64_t>(axes[k].values.size());
        schema.field(axes[k].key)->setUnchecked(sf.base, axes[k].values[static_cast<size_t>(rest % n)]);
        rest /= n;
        variesAccelerator = variesAccelerator || axes[k].key == "fleet.accelerator";
    }
    if (variesAccelerator)
        sf.base.fleet.node = "auto"; // the catalog node of the chosen accelerator
    sf.base.training.timeModel = "predicted";
    std::vector<Issue> issues;
    sf.fleet = resolveFleet(sf.base, catalog, issues);
    const auto rejecting = std::find_if(issues.begin(), issues.end(), rejectsTrainingSearch);
    if (rejecting != issues.end() || !sf.fleet.complete() || !sf.fleet.trainingPrecision) {
        sf.error = rejecting != issues.end() ? rejecting->message() : std::string("the fleet does not resolve");
        return sf;
    }
    if (!trainingPeakFor(sf.fleet)) {
        sf.unsupportedPrecision = true;
        sf.error = "training.precision: " + sf.fleet.accelerator->name + " has no dense " +
                   sf.base.training.precision + " path";
        return sf;
    }
    const PlanRun run = planRun(sf.base, sf.fleet, catalog);
    if (!(run.setup.powerShare > 0.0)) { // no layout of this fleet can train
        sf.error = stepProblemMessage(StepProblem::NoAcceleratorPower, sf.base, run.setup);
        return sf;
    }
    sf.fabric = run.fabric;
    sf.fabricSwitches = fabricSwitchCount(sf.base);
    sf.hardware = run.setup;
    sf.hbmBytes = sf.fleet.accelerator->hbmCapacity.si();
    // The rates from one evaluation with the book's chain, whose wall time always exists; cost and carbon
    // are proportional to the wall time, so they hold for every layout of this fleet.
    Scenario reference = sf.base;
    reference.training.timeModel = "book";
    const Results r = evaluate(reference, catalog, Detail::Values);
    const auto wall = r.value("training.wall_s");
    const auto cost = r.value("tco.usd_per_training_run");
    const auto carbon = r.value("carbon.total_kg");
    if (!wall || !(*wall > 0.0) || !cost || !carbon) {
        sf.error = "the fleet's cost or carbon could not be computed";
        // The first training error, else what left cost or carbon out (a missing catalog price).
        for (const Issue& is : r.issues())
            if (rejectsTrainingSearch(is) ||
                (sf.error.starts_with("the fleet's") && is.severity == Severity::Warning &&
                 (is.key.starts_with("tco.") || is.key.starts_with("carbon.")))) {
                sf.error = is.message();
                if (is.severity == Severity::Error)
                    break;
            }
        return sf;
    }
    sf.usdPerWallSecond = *cost / *wall;
    sf.carbonKgPerWallSecond = *carbon / *wall;
    sf.tcoUsd = r.value("tco.total_usd").value_or(0.0);
    sf.facilityWatts = r.value("power.facility_w").value_or(0.0);
    sf.ok = true;
    return sf;
}

} // namespace fleet
