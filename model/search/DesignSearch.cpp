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
#include <memory>
#include <unordered_map>
#include <cmath>

namespace fleet {

namespace {

constexpr std::int64_t kChunk = 64;
// Configurations evaluated before their records are tallied: ~6 MB of records (SearchRecord is ~180 bytes).
constexpr std::int64_t kBlock = std::int64_t{1} << 15;

bool hasAxis(const SearchSpec& spec, std::string_view key)
{
    return std::any_of(spec.axes.begin(), spec.axes.end(), [&](const SearchAxis& a) { return a.key == key; });
}

bool derivesDp(const SearchSpec& spec) { return spec.deriveDp && !hasAxis(spec, "training.dp"); }

// The axis values of `index`, without the derived dp.
std::vector<std::pair<std::string, FieldValue>> axisAssignments(const SearchSpec& spec, std::int64_t index)
{
    std::vector<size_t> at;
    axisValueIndices(spec.axes, index, at);
    std::vector<std::pair<std::string, FieldValue>> out;
    out.reserve(spec.axes.size());
    for (size_t k = 0; k < spec.axes.size(); ++k)
        out.emplace_back(spec.axes[k].key, spec.axes[k].values[at[k]]);
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

// The plan the fleets start from: the global batch held.
Scenario fleetBase(const SearchSpec& spec)
{
    Scenario base = spec.base;
    if (holdsBatch(spec))
        base.training.globalBatch = heldBatch(spec);
    return base;
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
    return buildSearchFleets(fleetBase(spec), spec.axes, catalog);
}

SearchRecord evaluateSearchPoint(const SearchSpec& spec, const std::vector<SearchFleet>& fleets, std::int64_t index,
                                 std::string* message)
{
    return evaluateSearchPoint(spec, fleets[static_cast<size_t>(searchFleetIndex(spec.axes, index))], index, message);
}

SearchRecord evaluateSearchPoint(const SearchSpec& spec, const SearchFleet& sf, std::int64_t index, std::string* message)
{
    SearchRecord r;
    r.index = index;
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

namespace {

// The record of configuration `index` in `records` (every record, or some in index order), or nullptr.
template <typename Records>
auto findRecord(Records& records, std::int64_t index) -> decltype(&records.front())
{
    if (index >= 0 && static_cast<std::size_t>(index) < records.size() && records[static_cast<size_t>(index)].index == index)
        return &records[static_cast<size_t>(index)]; // every record kept
    const auto it = std::lower_bound(records.begin(), records.end(), index,
                                     [](const SearchRecord& r, std::int64_t i) { return r.index < i; });
    return it != records.end() && it->index == index ? &*it : nullptr;
}

} // namespace

const SearchRecord* SearchResult::find(std::int64_t index) const { return findRecord(records, index); }
SearchRecord* SearchResult::find(std::int64_t index) { return findRecord(records, index); }

namespace {

// The fleets the configurations being evaluated need, built on the workers when first needed. A search may have up
// to 2 × 10⁶ fleets of ~4 KB: the cache keeps no more than kCachedFleets of them beyond one block's.
class FleetCache {
public:
    static constexpr std::int64_t kCachedFleets = 4096;

    FleetCache(const SearchSpec& spec, const Catalog& catalog, int threads)
        : m_base(fleetBase(spec)), m_axes(spec.axes), m_catalog(catalog), m_threads(threads)
    {
    }

    // Makes the fleets of `needed` (sorted, distinct) available; false when cancelled.
    bool prepare(const std::vector<std::int64_t>& needed, const std::atomic<bool>* cancel)
    {
        std::vector<std::int64_t> missing;
        for (std::int64_t f : needed)
            if (!m_fleets.contains(f))
                missing.push_back(f);
        if (missing.empty())
            return true;
        if (static_cast<std::int64_t>(m_fleets.size() + missing.size()) > kCachedFleets)
            std::erase_if(m_fleets, [&](const auto& kv) { return !std::binary_search(needed.begin(), needed.end(), kv.first); });
        std::vector<std::unique_ptr<SearchFleet>> built(missing.size());
        const auto count = static_cast<std::int64_t>(missing.size());
        const ChunkRun run = runChunks(
            std::min(m_threads, static_cast<int>(count)), count, 1, cancel,
            [&](std::int64_t i, int) {
                built[static_cast<size_t>(i)] = std::make_unique<SearchFleet>(
                    buildSearchFleet(m_base, m_axes, m_catalog, missing[static_cast<size_t>(i)]));
            },
            {});
        if (run.done < count)
            return false;
        for (size_t i = 0; i < missing.size(); ++i)
            m_fleets.emplace(missing[i], std::move(built[i]));
        return true;
    }

    const SearchFleet& at(std::int64_t f) const { return *m_fleets.at(f); }

private:
    Scenario m_base;
    const std::vector<SearchAxis>& m_axes;
    const Catalog& m_catalog;
    int m_threads;
    std::unordered_map<std::int64_t, std::unique_ptr<SearchFleet>> m_fleets;
};

// The order a pass visits the configurations in: by index (a CSV), or fleet by fleet (the search itself: each fleet
// is built once, whatever the order of the axes).
enum class PassOrder { ByIndex, ByFleet };

// The configurations a block of a pass holds: the positions first … first + count − 1 in the pass's order, and the
// fleet of each. By fleet, position p is layout p % layouts of fleet p / layouts.
struct Block {
    std::vector<std::int64_t> index, fleetOf;

    void fill(const SearchSpec& spec, PassOrder order, std::int64_t layouts, std::int64_t first, std::int64_t count)
    {
        index.resize(static_cast<size_t>(count));
        fleetOf.resize(static_cast<size_t>(count));
        for (size_t k = 0; k < index.size(); ++k) {
            const std::int64_t p = first + static_cast<std::int64_t>(k);
            index[k] = order == PassOrder::ByIndex ? p : configurationIndex(spec.axes, p / layouts, p % layouts);
            fleetOf[k] = order == PassOrder::ByIndex ? searchFleetIndex(spec.axes, p) : p / layouts;
        }
    }
};

// Configurations per block: kBlock, fewer when the fleets are too many to keep: then a block needs at most
// kCachedFleets of them (+1 where a block starts inside a fleet).
std::int64_t blockLength(std::int64_t fleetCount, std::int64_t layouts, PassOrder order)
{
    if (fleetCount <= FleetCache::kCachedFleets)
        return kBlock;
    return std::min(kBlock, order == PassOrder::ByFleet ? FleetCache::kCachedFleets * layouts : FleetCache::kCachedFleets);
}

// Evaluates every configuration on `threads` workers a block at a time, in `order`, and hands each block's records
// to `consume` on the calling thread. Returns false when cancelled.
bool evaluatePass(const SearchSpec& spec, const Catalog& catalog, std::int64_t n, int threads, PassOrder order,
                  const std::function<void(const std::vector<SearchRecord>&)>& consume,
                  const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    FleetCache fleets(spec, catalog, threads);
    const std::int64_t layouts = n / searchFleetCount(spec.axes);
    const std::int64_t length = blockLength(searchFleetCount(spec.axes), layouts, order);
    Block block;
    std::vector<std::int64_t> needed;
    std::vector<const SearchFleet*> fleet;
    std::vector<SearchRecord> records;
    for (std::int64_t first = 0; first < n; first += length) {
        const std::int64_t count = std::min(length, n - first);
        block.fill(spec, order, layouts, first, count);
        needed = block.fleetOf;
        std::sort(needed.begin(), needed.end());
        needed.erase(std::unique(needed.begin(), needed.end()), needed.end());
        if (!fleets.prepare(needed, cancel))
            return false;
        fleet.resize(block.fleetOf.size());
        for (size_t k = 0; k < fleet.size(); ++k)
            fleet[k] = &fleets.at(block.fleetOf[k]);
        records.resize(fleet.size());
        const auto overall = [&](double blockFraction) {
            progress((static_cast<double>(first) + blockFraction * static_cast<double>(count)) / static_cast<double>(n));
        };
        const ChunkRun run = runChunks(
            threads, count, kChunk, cancel,
            [&](std::int64_t k, int) {
                const auto at = static_cast<size_t>(k);
                records[at] = evaluateSearchPoint(spec, *fleet[at], block.index[at]);
            },
            progress ? std::function<void(double)>(overall) : std::function<void(double)>());
        if (run.done < count || (cancel && cancel->load(std::memory_order_relaxed)))
            return false;
        consume(records);
        if (progress && first + count < n)
            overall(1.0);
    }
    return true;
}

constexpr bool rejectReasonsInEnumOrder()
{
    for (size_t k = 0; k < kRejectReasons.size(); ++k)
        if (static_cast<size_t>(kRejectReasons[k]) != k + 1)
            return false;
    return true;
}
static_assert(rejectReasonsInEnumOrder(), "SearchTally indexes kRejectReasons by the reason");

class SearchTally {
public:
    explicit SearchTally(const SearchSpec& spec) : m_keepFastest(spec.fastest), m_rates(spec)
    {
        for (RejectReason why : kRejectReasons)
            m_byReason.push_back({why, 0, -1, {}});
    }

    void add(const SearchRecord& r)
    {
        if (!r.valid()) {
            if (!isStructural(r.reason))
                ++m_evaluated;
            RejectSummary& s = m_byReason[static_cast<size_t>(r.reason) - 1]; // kRejectReasons is the enum after None
            if (s.count++ == 0 || r.index < s.firstIndex)
                s.firstIndex = r.index;
            return;
        }
        ++m_valid;
        m_rates.add(r);
        m_front.push_back(r);
        if (m_front.size() >= m_pruneAt)
            pruneFront();
        keepIfFast(r);
    }

    // Counts, the rejections (first index; the caller words them), the front in index order, collinearity.
    void finish(SearchResult& out)
    {
        pruneFront();
        out.valid = m_valid;
        out.evaluated = m_evaluated + m_valid;
        for (RejectSummary& s : m_byReason)
            if (s.count > 0)
                out.rejected.push_back(std::move(s));
        for (const SearchRecord& r : m_front)
            out.front.push_back(r.index);
        out.collinear = m_rates.collinear();
    }

    // The front's and the fastest records, by index (what a bounded search keeps).
    std::vector<SearchRecord> kept() const
    {
        std::vector<SearchRecord> out = m_front;
        out.insert(out.end(), m_fastest.begin(), m_fastest.end());
        std::sort(out.begin(), out.end(), [](const SearchRecord& a, const SearchRecord& b) { return a.index < b.index; });
        out.erase(std::unique(out.begin(), out.end(),
                              [](const SearchRecord& a, const SearchRecord& b) { return a.index == b.index; }),
                  out.end());
        return out;
    }

private:
    static constexpr std::size_t kMinPrune = 4096;

    // Drops the records another one dominates; dominance is transitive, so none of them is on the final front.
    void pruneFront()
    {
        std::vector<Objectives> points;
        points.reserve(m_front.size());
        for (const SearchRecord& r : m_front)
            points.push_back(r.objectives());
        const std::vector<bool> onFront = paretoFront(points);
        std::size_t kept = 0;
        for (std::size_t k = 0; k < m_front.size(); ++k)
            if (onFront[k])
                m_front[kept++] = m_front[k];
        m_front.resize(kept);
        m_pruneAt = std::max(kMinPrune, 2 * kept);
    }

    // A max-heap by fasterRun: the slowest of the kept records on top.
    void keepIfFast(const SearchRecord& r)
    {
        if (m_fastest.size() < m_keepFastest) {
            m_fastest.push_back(r);
            std::push_heap(m_fastest.begin(), m_fastest.end(), fasterRun);
        } else if (!m_fastest.empty() && fasterRun(r, m_fastest.front())) {
            std::pop_heap(m_fastest.begin(), m_fastest.end(), fasterRun);
            m_fastest.back() = r;
            std::push_heap(m_fastest.begin(), m_fastest.end(), fasterRun);
        }
    }

    std::size_t m_keepFastest;
    FleetRates m_rates;
    std::vector<RejectSummary> m_byReason;
    std::vector<SearchRecord> m_front;
    std::size_t m_pruneAt = kMinPrune;
    std::vector<SearchRecord> m_fastest;
    std::int64_t m_valid = 0, m_evaluated = 0;
};

double secondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The front through evaluate(): the numbers the plan shows once applied (they agree with the kernel's); then in
// front order (see DesignSearch.h) with its distinct points counted.
void evaluateFront(const SearchSpec& spec, const Catalog& catalog, SearchResult& out)
{
    for (std::int64_t i : out.front) {
        SearchRecord& kept = *out.find(i);
        SearchRecord full = evaluateSearchPointFully(spec, catalog, i);
        if (full.valid()) {
            full.onFront = true;
            kept = full;
            ++out.fullyEvaluated;
        } else {
            kept.onFront = true;
        }
    }
    std::sort(out.front.begin(), out.front.end(), [&](std::int64_t a, std::int64_t b) {
        const SearchRecord &x = out.record(a), &y = out.record(b);
        if (x.objectives() != y.objectives())
            return x.objectives() < y.objectives();
        if (x.computeFraction != y.computeFraction)
            return x.computeFraction > y.computeFraction;
        if (x.memoryBytesPerGpu != y.memoryBytesPerGpu)
            return x.memoryBytesPerGpu < y.memoryBytesPerGpu;
        return a < b;
    });
    for (size_t k = 0; k < out.front.size(); ++k)
        if (k == 0 || out.record(out.front[k]).objectives() != out.record(out.front[k - 1]).objectives())
            ++out.frontDistinct;
}

} // namespace

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
    if (spec.keepAllRecords)
        out.records.resize(static_cast<size_t>(n));

    SearchTally tally(spec);
    const bool done = evaluatePass(
        spec, catalog, n, threads, PassOrder::ByFleet,
        [&](const std::vector<SearchRecord>& block) {
            for (const SearchRecord& r : block) {
                tally.add(r);
                if (spec.keepAllRecords)
                    out.records[static_cast<size_t>(r.index)] = r;
            }
        },
        progress, cancel);
    if (!done) {
        out.cancelled = true;
        out.records.clear();
        out.elapsedSeconds = secondsSince(t0);
        return out;
    }
    tally.finish(out);
    for (RejectSummary& s : out.rejected) {
        const SearchFleet fleet =
            buildSearchFleet(fleetBase(spec), spec.axes, catalog, searchFleetIndex(spec.axes, s.firstIndex));
        evaluateSearchPoint(spec, fleet, s.firstIndex, &s.firstMessage);
    }
    if (!spec.keepAllRecords)
        out.records = tally.kept();
    evaluateFront(spec, catalog, out);
    out.plan = planObjectives(spec, catalog);
    if (progress)
        progress(1.0);
    out.elapsedSeconds = secondsSince(t0);
    return out;
}

bool forEachSearchRecord(const SearchSpec& spec, const Catalog& catalog, const SearchResult& r,
                         const std::function<void(const SearchRecord&)>& sink,
                         const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    if (r.records.size() == static_cast<size_t>(r.total)) {
        for (const SearchRecord& rec : r.records)
            sink(rec);
        return true;
    }
    auto kept = r.records.begin(); // by index: the front's through evaluate()
    return evaluatePass(
        spec, catalog, r.total, workerThreads(spec.threads, r.total), PassOrder::ByIndex,
        [&](const std::vector<SearchRecord>& block) {
            for (const SearchRecord& rec : block) {
                const bool isKept = kept != r.records.end() && kept->index == rec.index;
                sink(isKept ? *kept++ : rec);
            }
        },
        progress, cancel);
}

} // namespace fleet
