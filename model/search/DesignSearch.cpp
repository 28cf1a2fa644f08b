#include "search/DesignSearch.h"
#include "search/NearOptimal.h"

#include "parallel/WorkerPool.h"

#include "evaluate/Evaluate.h"
#include "evaluate/PlanRun.h"
#include "memory/MemoryResults.h"
#include "plan/Placement.h"
#include "scenario/ScenarioSchema.h"
#include "training/StepResults.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace fleet {

namespace {

constexpr std::int64_t kChunk = 64;

bool hasAxis(const SearchSpec& spec, std::string_view key)
{
    return std::any_of(spec.axes.begin(), spec.axes.end(), [&](const SearchAxis& a) { return a.key == key; });
}

bool derivesDp(const SearchSpec& spec) { return spec.deriveDp && !hasAxis(spec, "training.dp"); }

// The axis values of `index`, without the derived dp.
std::vector<std::pair<std::string, FieldValue>> axisAssignments(const SearchSpec& spec, std::int64_t index)
{
    std::vector<std::pair<std::string, FieldValue>> out(spec.axes.size());
    for (size_t k = spec.axes.size(); k-- > 0;) {
        const auto n = static_cast<std::int64_t>(spec.axes[k].values.size());
        out[k] = {spec.axes[k].key, spec.axes[k].values[static_cast<size_t>(index % n)]};
        index /= n;
    }
    return out;
}

// dp = accelerators / (tp · cp · pp) when that is whole.
std::optional<std::int64_t> derivedDp(const Scenario& s) { return dataParallelFilling(s.training, s.acceleratorCount()); }

// The search holds the plan's global batch: when the plan derives it (training.globalBatch = 0), the value it
// derives is fixed, so that micro-batch and dp axes trade accumulation instead of changing the batch.
bool holdsBatch(const SearchSpec& spec) { return spec.base.training.globalBatch == 0 && !hasAxis(spec, "training.globalBatch"); }
std::int64_t heldBatch(const SearchSpec& spec)
{
    const TrainingInputs& t = spec.base.training;
    return globalBatchOf(t);
}

RejectReason reasonOf(StepProblem p)
{
    switch (p) {
    case StepProblem::None: return RejectReason::None;
    case StepProblem::GlobalBatchNotDivisible: return RejectReason::GlobalBatchNotDivisible;
    case StepProblem::InterleaveNotDividingLayers: return RejectReason::InterleaveNotDividingLayers;
    case StepProblem::TpNotDividingHeads: return RejectReason::TpNotDividingHeads;
    case StepProblem::LayoutNotMatchingFleet: return RejectReason::ProductMismatch;
    case StepProblem::NoPrecisionPeak: return RejectReason::UnsupportedPrecision;
    case StepProblem::CpNotDividingSequence:
    case StepProblem::CpNeedsFusedAttention: return RejectReason::ContextLayout;
    case StepProblem::EpNotDividing:
    case StepProblem::DualPipeLayout: return RejectReason::ExpertLayout;
    case StepProblem::NoAcceleratorPower: return RejectReason::EvaluationError; // SearchFleet rejects the fleet first
    }
    return RejectReason::EvaluationError;
}

// The configuration's scenario on top of its fleet's base: the layout axes set, dp derived.
void applyLayoutAxes(const SearchSpec& spec, std::int64_t index, Scenario& s)
{
    const ScenarioSchema& schema = ScenarioSchema::instance();
    for (size_t k = spec.axes.size(); k-- > 0;) {
        const auto n = static_cast<std::int64_t>(spec.axes[k].values.size());
        if (isLayoutKey(spec.axes[k].key))
            schema.field(spec.axes[k].key)->setUnchecked(s, spec.axes[k].values[static_cast<size_t>(index % n)]);
        index /= n;
    }
    if (derivesDp(spec))
        if (const auto dp = derivedDp(s))
            s.training.dp = *dp;
}

void fillStep(SearchRecord& r, const StepTime& t, double accelerators, double peak)
{
    r.stepSeconds = t.total;
    r.step = stepPartsOf(t);
    r.predictedMfu = t.modelFlops / (t.total * accelerators * peak);
    r.computeFraction = t.compute / t.total;
}

} // namespace

std::string validateSearch(const SearchSpec& spec, const Catalog& catalog)
{
    if (!spec.base.training.enabled)
        return std::string(kNoTrainingJob) + "; the serving layouts are searched by search --serving";
    const ScenarioSchema& schema = ScenarioSchema::instance();
    std::vector<std::string> seen;
    for (const SearchAxis& a : spec.axes) {
        const FieldSpec* f = schema.field(a.key);
        if (!f)
            return fmt::format("{}: unknown key", a.key);
        if (a.values.empty())
            return fmt::format("{}: the axis has no values", a.key);
        if (std::find(seen.begin(), seen.end(), a.key) != seen.end())
            return fmt::format("{}: the key is varied twice", a.key);
        if (a.key == "training.timeModel")
            return "training.timeModel: the search always predicts the run from the layout; it cannot be varied";
        seen.push_back(a.key);
        for (const FieldValue& v : a.values)
            if (auto err = schema.check(*f, v, &catalog))
                return *err;
    }
    // The plan's own inputs that no axis replaces must be valid: otherwise every configuration is an error.
    for (const Issue& i : schema.validate(spec.base, catalog))
        if (std::find(seen.begin(), seen.end(), i.key) == seen.end())
            return "the plan has an error: " + i.message();
    const double n = combinationCount(spec.axes);
    if (n > kMaxSearchCombinations) {
        std::vector<std::string> sizes;
        for (const SearchAxis& a : spec.axes)
            sizes.push_back(fmt::format("{} ({})", a.key, a.values.size()));
        return fmt::format("{:.4g} combinations of {} are more than the {:g} a search may visit; vary fewer keys or "
                           "values", n, fmt::join(sizes, " × "), kMaxSearchCombinations);
    }
    return {};
}

std::vector<std::pair<std::string, FieldValue>> searchAssignments(const SearchSpec& spec, std::int64_t index)
{
    auto out = axisAssignments(spec, index);
    if (derivesDp(spec)) {
        const Scenario s = searchScenario(spec, index);
        if (derivedDp(s))
            out.emplace_back("training.dp", s.training.dp);
    }
    if (holdsBatch(spec))
        out.emplace_back("training.globalBatch", heldBatch(spec));
    // The plan's time model is its own (issue 31): a book plan keeps the book's chain as its headline after Apply;
    // the search compares predicted runs, and whoever applies one says so (training.predicted_wall_s before → after).
    return out;
}

Scenario searchScenario(const SearchSpec& spec, std::int64_t index)
{
    Scenario s = spec.base;
    if (holdsBatch(spec))
        s.training.globalBatch = heldBatch(spec);
    const ScenarioSchema& schema = ScenarioSchema::instance();
    for (const auto& [key, value] : axisAssignments(spec, index))
        schema.field(key)->setUnchecked(s, value);
    if (hasAxis(spec, "fleet.accelerator"))
        s.fleet.node = "auto";
    if (derivesDp(spec))
        if (const auto dp = derivedDp(s))
            s.training.dp = *dp;
    s.training.timeModel = "predicted";
    return s;
}

std::vector<SearchFleet> searchFleets(const SearchSpec& spec, const Catalog& catalog)
{
    Scenario base = spec.base;
    if (holdsBatch(spec))
        base.training.globalBatch = heldBatch(spec);
    return buildSearchFleets(base, spec.axes, catalog);
}

SearchRecord evaluateSearchPoint(const SearchSpec& spec, const std::vector<SearchFleet>& fleets, std::int64_t index,
                                 std::string* message)
{
    SearchRecord r;
    r.index = index;
    const SearchFleet& sf = fleets[static_cast<size_t>(searchFleetIndex(spec.axes, index))];
    Scenario s = sf.base; // strings of this size stay in their small-string buffers
    applyLayoutAxes(spec, index, s);
    const TrainingInputs& t = s.training;
    r.dp = t.dp;
// The message is formatted only when asked for: the search itself never formats.
#define FLEET_REJECT(why, ...)                                                                                      \
    do {                                                                                                           \
        r.reason = (why);                                                                                          \
        if (message)                                                                                               \
            *message = fmt::format(__VA_ARGS__);                                                                   \
        return r;                                                                                                  \
    } while (false)
    // Structural checks first: they need no evaluation (seed §2 parallelism: TP inside the NVLink domain). The
    // rule is the kernels' (plan/Placement.h): a TP group that leaves its scale-up domain runs on the fabric.
    const MachineHierarchy& machine = sf.hardware.hardware.machine;
    const GroupSpan tpSpan = placeRanks(static_cast<double>(t.tp), 1.0, machine);
    const auto domain = static_cast<std::int64_t>(machine.scaleUpDomain);
    if (tpSpan.leavesDomain())
        FLEET_REJECT(RejectReason::TpCrossesNode,
                     "training.tp = {} does not fit inside a scale-up domain of {} accelerators: its all-reduces "
                     "would leave the scale-up link", t.tp, domain);
    const std::int64_t n = s.acceleratorCount();
    if (derivesDp(spec) && !derivedDp(s))
        FLEET_REJECT(RejectReason::ProductMismatch,
                     "training.tp × training.cp × training.pp = {} does not divide the {} accelerators",
                     t.tp * t.cp * t.pp, n);
    if (!sf.ok)
        FLEET_REJECT(sf.unsupportedPrecision ? RejectReason::UnsupportedPrecision : RejectReason::EvaluationError, "{}",
                     sf.error);
    StepSetup setup = sf.hardware;
    const StepProblem problem = applyLayout(t, s.model, n, setup);
    if (problem != StepProblem::None)
        FLEET_REJECT(reasonOf(problem), "{}", stepProblemMessage(problem, s, setup));

    // Memory, by the memory domain's typed model (most layouts that fail do so here).
    const TrainingMemory mem = trainingMemoryPerGpu(trainingMemoryInputs(s, *sf.fleet.trainingPrecision, sf.fleet.modelCount));
    r.memoryBytesPerGpu = mem.total.si();
    r.hbmBytes = sf.hbmBytes;
    if (r.memoryBytesPerGpu > r.hbmBytes)
        FLEET_REJECT(RejectReason::DoesNotFit, "needs {:.1f} GB per GPU, {:.0f} GB of HBM", r.memoryBytesPerGpu / 1e9,
                     r.hbmBytes / 1e9);

    // The step, the checkpoint and this run's goodput: the same functions evaluate() runs.
    const StepTime step = predictStep(setup.shape, setup.layout, setup.hardware);
    const CheckpointCost ckpt = checkpointCost(s, setup, sf.fabric);
    RunTiming timing;
    timing.usefulSeconds = trainingSteps(t.tokens, setup.globalBatch, setup.shape.seqLen) * step.total;
    timing.checkpointWriteSeconds = ckpt.writeSeconds;
    timing.restartSeconds = s.reliability.restartSeconds + ckpt.loadSeconds;
    timing.derived = true;
    timing.minimumIntervalSeconds = step.total;
    const RunOutcome o = runOutcome(s, sf.fleet, sf.fabricSwitches, timing);
    if (!o.ok || !std::isfinite(o.wallSeconds) || !(o.wallSeconds > 0.0))
        FLEET_REJECT(RejectReason::EvaluationError,
                     "the run never completes: goodput {:.3g} at a system MTBF of {:.3g} s", o.goodput, o.systemMtbf);
    r.wallSeconds = o.wallSeconds * (1.0 + t.maintenanceOverhead);
    r.costUsd = r.wallSeconds * sf.usdPerWallSecond;
    r.carbonKg = r.wallSeconds * sf.carbonKgPerWallSecond;
    r.tcoUsd = sf.tcoUsd;
    r.facilityWatts = sf.facilityWatts;
    fillStep(r, step, setup.accelerators, setup.hardware.peakFlops);
    return r;
#undef FLEET_REJECT
}

SearchRecord evaluateSearchPointFully(const SearchSpec& spec, const Catalog& catalog, std::int64_t index,
                                      std::string* message)
{
    SearchRecord r;
    r.index = index;
    const Scenario s = searchScenario(spec, index);
    r.dp = s.training.dp;
    const Results res = evaluate(s, catalog, Detail::Values);
    r.fullyEvaluated = true;
    for (const Issue& i : res.issues()) {
        if (!rejectsTrainingSearch(i))
            continue;
        r.reason = i.key == "training.precision" ? RejectReason::UnsupportedPrecision : RejectReason::EvaluationError;
        if (message)
            *message = i.message();
        return r;
    }
    auto get = [&](const char* key) { return res.value(key).value_or(0.0); };
    r.wallSeconds = get("training.wall_s");
    r.costUsd = get("tco.usd_per_training_run");
    r.carbonKg = get("carbon.total_kg");
    r.tcoUsd = get("tco.total_usd");
    r.facilityWatts = get("power.facility_w");
    r.memoryBytesPerGpu = get("memory.total_bytes_per_gpu");
    r.hbmBytes = get("memory.hbm_bytes_per_gpu");
    r.stepSeconds = get("training.step_s");
    for (const StepPartRow& part : kStepParts)
        r.step[part.part] = res.value(part.key.name()).value_or(0.0);
    r.predictedMfu = get("training.predicted_mfu");
    r.computeFraction = r.stepSeconds > 0.0 ? r.step[StepPart::Compute] / r.stepSeconds : 0.0;
    if (get("memory.fits") == 0.0) {
        r.reason = RejectReason::DoesNotFit;
        if (message)
            *message = fmt::format("needs {:.1f} GB per GPU, {:.0f} GB of HBM", r.memoryBytesPerGpu / 1e9, r.hbmBytes / 1e9);
    }
    return r;
}

SearchResult runDesignSearch(const SearchSpec& spec, const Catalog& catalog, const std::function<void(double)>& progress,
                             const std::atomic<bool>* cancel)
{
    const auto t0 = std::chrono::steady_clock::now();
    SearchResult out;
    out.error = validateSearch(spec, catalog);
    if (!out.error.empty())
        return out;
    const auto n = static_cast<std::int64_t>(combinationCount(spec.axes));
    out.total = n;
    const int threads = workerThreads(spec.threads, n);
    out.threadsUsed = threads;
    out.records.resize(static_cast<size_t>(n));
    const std::vector<SearchFleet> fleets = searchFleets(spec, catalog);

    const ChunkRun run = runChunks(
        threads, n, kChunk, cancel,
        [&](std::int64_t i, int) {
            out.records[static_cast<size_t>(i)] = evaluateSearchPoint(spec, fleets, i);
        },
        progress);
    const bool cancelled = cancel && cancel->load(std::memory_order_relaxed);
    if (cancelled || run.done < n) {
        out.cancelled = true;
        out.records.clear();
        out.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return out;
    }

    // Counts, first rejection per reason, the front.
    std::vector<RejectSummary> byReason;
    for (RejectReason why : kRejectReasons)
        byReason.push_back({why, 0, -1, {}});
    std::vector<Objectives> points;
    std::vector<std::int64_t> validIndex;
    for (const SearchRecord& r : out.records) {
        if (r.valid()) {
            points.push_back(r.objectives());
            validIndex.push_back(r.index);
            continue;
        }
        if (!isStructural(r.reason))
            ++out.evaluated;
        for (RejectSummary& s : byReason)
            if (s.reason == r.reason && s.count++ == 0)
                s.firstIndex = r.index;
    }
    out.valid = static_cast<std::int64_t>(validIndex.size());
    out.evaluated += out.valid;
    for (RejectSummary& s : byReason) {
        if (s.count == 0)
            continue;
        evaluateSearchPoint(spec, fleets, s.firstIndex, &s.firstMessage);
        out.rejected.push_back(std::move(s));
    }
    const std::vector<bool> onFront = paretoFront(points);
    for (size_t k = 0; k < onFront.size(); ++k) {
        if (!onFront[k])
            continue;
        out.front.push_back(validIndex[k]);
    }
    // The front through evaluate(): the numbers the plan shows once applied (they agree with the kernel's).
    for (std::int64_t i : out.front) {
        SearchRecord full = evaluateSearchPointFully(spec, catalog, i);
        if (full.valid()) {
            full.onFront = true;
            out.records[static_cast<size_t>(i)] = full;
            ++out.fullyEvaluated;
        } else {
            out.records[static_cast<size_t>(i)].onFront = true;
        }
    }
    auto rec = [&](std::int64_t i) -> const SearchRecord& { return out.records[static_cast<size_t>(i)]; };
    std::sort(out.front.begin(), out.front.end(), [&](std::int64_t a, std::int64_t b) {
        const SearchRecord &x = rec(a), &y = rec(b);
        if (x.objectives() != y.objectives())
            return x.objectives() < y.objectives();
        if (x.computeFraction != y.computeFraction)
            return x.computeFraction > y.computeFraction;
        if (x.memoryBytesPerGpu != y.memoryBytesPerGpu)
            return x.memoryBytesPerGpu < y.memoryBytesPerGpu;
        return a < b;
    });
    for (size_t k = 0; k < out.front.size(); ++k)
        if (k == 0 || rec(out.front[k]).objectives() != rec(out.front[k - 1]).objectives())
            ++out.frontDistinct;
    out.plan = planObjectives(spec, catalog);
    if (progress)
        progress(1.0);
    out.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

} // namespace fleet
