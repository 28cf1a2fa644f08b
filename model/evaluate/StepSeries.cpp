#include "evaluate/StepSeries.h"

#include "evaluate/PlanRun.h"
#include "plan/ParallelLayout.h"
#include "memory/MemoryResults.h"

#include <algorithm>

namespace fleet {

namespace {

// The plan's global batch, held while the layout or the fleet changes.
std::int64_t heldBatch(const TrainingInputs& t)
{
    return globalBatchOf(t);
}

std::optional<StepSeriesPoint> pointOf(const Scenario& s, const Catalog& c, double x)
{
    std::vector<Issue> issues;
    const ResolvedFleet f = resolveFleet(s, c, issues);
    if (!f.complete())
        return std::nullopt;
    const PlanRun run = planRun(s, f, c);
    if (!run.stepped)
        return std::nullopt;
    StepSeriesPoint p;
    p.x = x;
    p.stepSeconds = run.step.total;
    p.mfu = run.step.modelFlops / (run.step.total * run.setup.accelerators * run.setup.hardware.peakFlops);
    const TrainingMemory m = trainingMemoryPerGpu(trainingMemoryInputs(s, *f.trainingPrecision, f.modelCount));
    p.fits = m.total <= f.accelerator->hbmCapacity;
    return p;
}

} // namespace

std::vector<StepSeriesPoint> strongScalingSeries(const Scenario& plan, const Catalog& c)
{
    std::vector<StepSeriesPoint> out;
    Scenario s = plan;
    s.training.globalBatch = heldBatch(plan.training);
    s.training.timeModel = "predicted";
    std::vector<std::int64_t> nodes;
    for (std::int64_t divisor = 16; divisor >= 1; divisor /= 2)
        if (plan.fleet.nodes / divisor >= 1 && plan.fleet.nodes % divisor == 0)
            nodes.push_back(plan.fleet.nodes / divisor);
    for (std::int64_t factor : {2, 4})
        nodes.push_back(plan.fleet.nodes * factor);
    for (std::int64_t n : nodes) {
        s.fleet.nodes = n;
        const std::int64_t accelerators = s.acceleratorCount();
        const auto dp = dataParallelFilling(s.training, accelerators);
        if (!dp)
            continue;
        s.training.dp = *dp;
        if (const auto p = pointOf(s, c, static_cast<double>(accelerators)))
            out.push_back(*p);
    }
    return out;
}

std::vector<PipelineSeries> pipelineSeries(const Scenario& plan, const Catalog& c, const std::vector<std::int64_t>& microBatches)
{
    std::vector<PipelineSeries> out;
    Scenario s = plan;
    s.training.globalBatch = heldBatch(plan.training);
    s.training.timeModel = "predicted";
    s.training.interleave = 1; // the pipeline depth alone
    const std::int64_t accelerators = plan.acceleratorCount();
    for (std::int64_t mb : microBatches) {
        PipelineSeries series;
        series.microBatch = mb;
        s.training.microBatch = mb;
        for (std::int64_t pp = 1; pp <= std::min<std::int64_t>(64, plan.model.layers); ++pp) {
            s.training.pp = pp; // uneven stages are fine: the slowest sets the pace
            const auto dp = dataParallelFilling(s.training, accelerators);
            if (!dp)
                continue;
            s.training.dp = *dp;
            if (const auto p = pointOf(s, c, static_cast<double>(pp)))
                series.points.push_back(*p);
        }
        if (!series.points.empty())
            out.push_back(std::move(series));
    }
    return out;
}

} // namespace fleet
