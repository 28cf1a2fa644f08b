#include "evaluation/ViewSeries.h"

#include "carbon/CarbonModel.h"
#include "comm/Collectives.h"
#include "comm/CommResults.h"
#include "compute/RooflineWorkloads.h"
#include "evaluate/PlanRun.h"
#include "plan/ModelLibrary.h"
#include "plan/ParallelLayout.h"
#include "units/TrainingRecipe.h"
#include "fabric/FabricModel.h"
#include "reliability/Checkpointing.h"
#include "reliability/Reliability.h"
#include "reliability/ReliabilityResults.h"
#include "scenario/ResolvedFleet.h"
#include "serving/ServingCurves.h"
#include "serving/ServingResult.h"
#include "serving/ServingSetup.h"
#include "tco/TcoModel.h"

#include <algorithm>
#include <cmath>

namespace fleet::app {

namespace {

// The span of the roofline chart's intensity axis (RooflineChartView::kIntensityMin/Max).
constexpr double kIntensityMin = 0.1, kIntensityMax = 1e5;

RooflineSeries roofline(const fleet::Scenario& s, const fleet::Catalog& c, const ViewOptions& options)
{
    RooflineSeries out;
    if (const fleet::Accelerator* a = c.accelerator(s.fleet.accelerator)) {
        out.accelerator = a->name;
        out.roofs = fleet::buildRoofs(*a, kIntensityMin, kIntensityMax);
        out.workloads = fleet::workloadPoints(*a, s);
    }
    if (const fleet::Accelerator* o =
            options.rooflineOverlay.empty() ? nullptr : c.accelerator(options.rooflineOverlay)) {
        out.overlay = o->name;
        out.overlayRoofs = fleet::buildRoofs(*o, kIntensityMin, kIntensityMax);
    }
    return out;
}

std::vector<AlphaBetaSeries> alphaBeta(const fleet::Scenario& s, const fleet::Catalog& c)
{
    constexpr double kMinBytes = 10.0, kMaxBytes = 1e10; // AlphaBetaChartView's axis
    std::vector<AlphaBetaSeries> out;
    for (const std::string& id : {s.fleet.scaleUpLink, s.fleet.scaleOutLink}) {
        const fleet::Link* l = c.link(id);
        if (!l)
            continue;
        const fleet::LinkCost cost{l->alpha, l->bandwidthPerDirection};
        AlphaBetaSeries a{l->name, {}, fleet::crossoverBytes(cost).si(), 0.0};
        for (double n = kMinBytes; n <= kMaxBytes * 1.0001; n *= std::pow(10.0, 0.25))
            a.points.emplace_back(n, fleet::transferTime(fleet::bytes(n), cost).si());
        a.crossoverSeconds = fleet::transferTime(fleet::bytes(a.crossoverBytes), cost).si();
        out.push_back(std::move(a));
    }
    return out;
}

MemorySeries memory(const fleet::Scenario& s, const fleet::Catalog& c)
{
    MemorySeries out;
    const fleet::Accelerator* a = c.accelerator(s.fleet.accelerator);
    const auto format = fleet::trainingFormatFromString(s.training.precision);
    const auto precision = format ? std::optional<fleet::Precision>(format->precision) : std::nullopt;
    if (!a || !precision)
        return out;
    out.valid = true;
    out.accelerator = a->name;
    out.hbmBytes = a->hbmCapacity.si();
    const fleet::ParameterCount counted = fleet::countParameters(fleet::architectureOf(s.model));
    out.byZeroStage = fleet::memoryByZeroStage(s, *precision, counted);
    out.fitGrid = fleet::memoryFitGrid(s, *precision, a->hbmCapacity, counted);
    return out;
}

// The Monte Carlo of the evaluation's own run (no second resolution or step prediction); without one (the fleet
// does not resolve, an input is out of range) the evaluation's issues say why (noRunReason, as the CLI).
std::optional<fleet::MonteCarloConfig> monteCarlo(const fleet::Scenario& s, const fleet::Results& r, std::string* error)
{
    const fleet::DomainStructs& st = r.structs();
    if (!s.training.enabled) {
        *error = fleet::kNoTrainingJob;
        return std::nullopt;
    }
    if (st.fleet && st.fleet->complete() && st.run)
        return fleet::monteCarloConfigFor(s, *st.fleet, *st.run, st.fabric ? st.fabric->switches() : 0.0, error);
    *error = fleet::noRunReason(r.issues());
    return std::nullopt;
}

ReliabilitySeries reliability(const fleet::Scenario& s, const fleet::Results& r)
{
    ReliabilitySeries out;
    // Availability vs fleet size (seed §1 reliability gap, Eq. 1.1: 0.999^1000 = 36.8 %).
    static const auto curves = [] { // they do not depend on the plan: computed once
        std::vector<ReliabilitySeries::Availability> c;
        for (double node : {0.999, 0.9999})
            c.push_back({node, fleet::availabilityCurve(node, 1.0, 1e5, 81)});
        return c;
    }();
    out.availability = curves;
    out.planAvailability = fleet::clusterHealthyProbability(0.999, static_cast<double>(s.fleet.nodes));
    // Goodput vs checkpoint interval (Young–Daly), from the evaluation's typed reliability outcome (no key
    // look-ups): none when nothing can fail.
    if (const fleet::RunOutcome* o = r.structs().reliability.get(); o && o->systemMtbf > 0.0) {
        const double mtbf = o->systemMtbf;
        out.systemMtbfSeconds = mtbf;
        out.intervalSeconds = o->interval;
        const auto write = fleet::seconds(s.reliability.checkpointWriteSeconds);
        const auto restart = fleet::seconds(s.reliability.restartSeconds);
        out.goodput = fleet::renewalGoodputCurve(write, restart, fleet::seconds(mtbf));
        out.planGoodput = fleet::renewalGoodput(fleet::seconds(o->interval), write, restart, fleet::seconds(mtbf));
        // reliability.training_wall_s: published only for a run with useful time that completes
        if (o->wallSeconds > 0.0 && std::isfinite(o->wallSeconds))
            out.analyticWallSeconds = o->wallSeconds;
    }
    out.monteCarlo = monteCarlo(s, r, &out.monteCarloError);
    if (out.monteCarlo)
        if (std::string err = fleet::validateMonteCarlo(*out.monteCarlo); !err.empty()) {
            out.monteCarloError = std::move(err);
            out.monteCarlo.reset();
        }
    return out;
}

TcoSeries tco(const fleet::ResolvedFleet* f, const fleet::Results& r)
{
    TcoSeries out;
    if (!f)
        return out;
    out.valid = true;
    const std::shared_ptr<const fleet::TcoInputs>& inputs = r.structs().tco; // the evaluation's own inputs
    if (!inputs)
        return out;
    out.priced = true;
    out.breakdown = fleet::computeTco(*inputs);
    for (int i = 1; i <= 100; ++i) {
        const double u = i / 100.0;
        out.owned.emplace_back(u, fleet::ownedTotalUsd(*inputs, u));
        out.cloud.emplace_back(u, fleet::cloudTotalUsd(*inputs, u));
    }
    out.breakeven = fleet::breakevenUtilization(*inputs);
    if (out.breakeven)
        out.breakevenOwnedUsd = fleet::ownedTotalUsd(*inputs, *out.breakeven);
    out.sensitivity = fleet::tcoSensitivity(*inputs, 0.2);
    return out;
}

ServingSeries serving(const fleet::Scenario& s, const fleet::Catalog& c, const fleet::Results& r,
                      const ViewOptions& options)
{
    ServingSeries out;
    const fleet::ServingResult* sr = r.structs().serving.get(); // the evaluation's own serving kernel run
    if (!sr || !sr->evaluated)
        return out;
    const fleet::ResolvedFleet& f = *r.structs().fleet;
    out.accelerator = f.accelerator->name;
    out.vendor = f.accelerator->vendor;
    out.sizing = sr->sizing;
    out.routedExperts = sr->model.moe() ? sr->model.experts : 0.0;
    if (!sr->sizing.disaggregated) {
        const fleet::GroupPrompts g =
            fleet::groupPromptsAt(sr->model, sr->workload, sr->sizing.tp, sr->sizing.ep, sr->sizing.operating.concurrency);
        if (g.groups > 1.0) {
            out.attentionGroups = g.groups;
            out.promptsPerGroup = g.mean;
            out.busiestGroupPrompts = g.busiest;
            out.promptsBalanced = sr->model.promptsBalanced;
        }
    }
    if (!out.sizing.feasible()) {
        out.state = ServingSeries::State::NoFit;
        return out;
    }
    out.state = ServingSeries::State::Ok;
    const int tp = out.sizing.tp;
    out.curve = fleet::throughputLatencyCurve(sr->model, sr->hardware, sr->workload, out.sizing);
    // The evaluation prices a fleet of at least one replica with output; the tab shows the figures of any fit.
    out.economics = sr->economics ? sr->cost : fleet::servingEconomics(s, f, out.sizing);
    // The second accelerator at the same TP (comparing at different TPs would compare layouts, not chips).
    const fleet::Accelerator* o = options.servingCompare.empty() ? nullptr : c.accelerator(options.servingCompare);
    if (!o)
        return out;
    auto& cmp = out.compare;
    cmp.accelerator = o->name;
    cmp.vendor = o->vendor;
    const auto other = f.servedModel ? fleet::servingSetup(s, c, *f.servedModel, *o, fleet::servingLinksFor(s, c, *o))
                                     : std::nullopt;
    if (!other) {
        cmp.state = ServingSeries::Compare::State::NoPath;
        cmp.missingPrecision = f.servedModel ? fleet::servingPrecisionWithoutPath(s, *f.servedModel, *o) : std::string();
        return out;
    }
    cmp.sizing = fleet::sizeServingFleetAtTp(other->model, other->hardware, other->workload, tp);
    if (!cmp.sizing.feasible()) {
        cmp.state = ServingSeries::Compare::State::NoFit;
        return out;
    }
    cmp.state = ServingSeries::Compare::State::Ok;
    cmp.curve = fleet::throughputLatencyCurve(other->model, other->hardware, other->workload, cmp.sizing);
    return out;
}

} // namespace

ViewSeries computeViewSeries(const fleet::Scenario& s, const fleet::Catalog& c, const fleet::Results& results,
                             const ViewOptions& options)
{
    ViewSeries out;
    const fleet::DomainStructs& st = results.structs();
    const fleet::ResolvedFleet* f = st.fleet && st.fleet->complete() ? st.fleet.get() : nullptr; // the evaluation's
    out.roofline = roofline(s, c, options);
    if (f) {
        out.staircase.valid = true;
        out.staircase.tiers =
            fleet::buildStaircase(fleet::staircaseTiers(s, *f), fleet::bytes(s.analysis.messageBytes));
    }
    out.alphaBeta = alphaBeta(s, c);
    // A serving-only plan (training.enabled = false) draws no training job: its views say so instead.
    const bool trains = s.training.enabled;
    if (trains) {
        out.memory = memory(s, c);
        out.training.strongScaling = fleet::strongScalingSeries(s, c);
        out.training.strongScalingBatch = fleet::globalBatchOf(s.training);
        out.training.pipeline = fleet::pipelineSeries(s, c);
    }
    out.reliability = reliability(s, results); // the fleet's availability; a run's goodput only when it trains
    out.tco = tco(f, results);
    if (st.runEnergyJ)
        out.regions = fleet::regionComparison(c, fleet::Joules::fromSi(*st.runEnergyJ));
    out.serving = serving(s, c, results, options);
    out.scaling = fleet::computeScaling(s, results, options.scalingBudget, options.scalingConstants);
    if (trains && f && f->accelerator) // time and energy of the training run against the cap
        out.powerCap = fleet::powerCapSeries(s, c);
    return out;
}

} // namespace fleet::app
