#include "search/DesignSearch.h"

#include "parallel/WorkerPool.h"

#include "evaluate/Evaluate.h"
#include "memory/MemoryResults.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace fleet {

namespace {

constexpr std::int64_t kChunk = 32;

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

Scenario applied(const SearchSpec& spec, std::int64_t index)
{
    Scenario s = spec.base;
    const ScenarioSchema& schema = ScenarioSchema::instance();
    for (const auto& [key, value] : axisAssignments(spec, index))
        schema.field(key)->setUnchecked(s, value);
    return s;
}

// dp = accelerators / (tp · pp) when that is whole.
std::optional<std::int64_t> derivedDp(const Scenario& s)
{
    const std::int64_t group = s.training.tp * s.training.pp;
    const std::int64_t n = s.acceleratorCount();
    if (group <= 0 || n % group != 0)
        return std::nullopt;
    return n / group;
}

} // namespace

std::string validateSearch(const SearchSpec& spec, const Catalog& catalog)
{
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
        seen.push_back(a.key);
        for (const FieldValue& v : a.values)
            if (auto err = schema.check(*f, v, &catalog))
                return *err;
    }
    // The plan's own inputs that no axis replaces must be valid: otherwise every configuration is an error.
    for (const Issue& i : schema.validate(spec.base, catalog))
        if (std::find(seen.begin(), seen.end(), i.key) == seen.end())
            return "the plan has an error: " + i.message;
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
    if (derivesDp(spec))
        if (const auto dp = derivedDp(applied(spec, index)))
            out.emplace_back("training.dp", *dp);
    return out;
}

Scenario searchScenario(const SearchSpec& spec, std::int64_t index)
{
    Scenario s = applied(spec, index);
    if (derivesDp(spec))
        if (const auto dp = derivedDp(s))
            s.training.dp = *dp;
    return s;
}

SearchRecord evaluateSearchPoint(const SearchSpec& spec, const Catalog& catalog, std::int64_t index,
                                 std::string* message)
{
    SearchRecord r;
    r.index = index;
    const Scenario s = searchScenario(spec, index);
    const auto& t = s.training;
    r.dp = t.dp;
// The message is formatted only when asked for: the search itself never formats.
#define FLEET_REJECT(why, ...)                                                                                      \
    do {                                                                                                           \
        r.reason = (why);                                                                                          \
        if (message)                                                                                               \
            *message = fmt::format(__VA_ARGS__);                                                                   \
        return r;                                                                                                  \
    } while (false)
    // Structural checks first: they need no evaluation (seed §2 parallelism: TP inside the NVLink domain).
    const std::int64_t perNode = s.fleet.acceleratorsPerNode;
    if (t.tp > perNode || perNode % t.tp != 0)
        FLEET_REJECT(RejectReason::TpCrossesNode,
                      "training.tp = {} does not fit inside a node of {} accelerators: its all-reduces would leave "
                      "the scale-up link", t.tp, perNode);
    if (t.layers % t.pp != 0)
        FLEET_REJECT(RejectReason::PpNotDividingLayers, "training.pp = {} does not divide the {} layers", t.pp,
                      t.layers);
    const std::int64_t n = s.acceleratorCount();
    if (derivesDp(spec) && !derivedDp(s))
        FLEET_REJECT(RejectReason::ProductMismatch,
                      "training.tp × training.pp = {} does not divide the {} accelerators", t.tp * t.pp, n);
    if (static_cast<double>(t.tp) * static_cast<double>(t.pp) * static_cast<double>(t.dp) != static_cast<double>(n))
        FLEET_REJECT(RejectReason::ProductMismatch, "training.tp × training.pp × training.dp = {} but the fleet has {} "
                      "accelerators", t.tp * t.pp * t.dp, n);

    // Memory first, by the memory domain evaluate() itself runs: most layouts that fail do so here, and a full
    // evaluation costs many times more. Only when the fleet resolves cleanly and the chip has the precision, so
    // evaluate() would report no error that should take precedence.
    {
        std::vector<Issue> issues;
        const ResolvedFleet fleet = resolveFleet(s, catalog, issues);
        if (issues.empty() && fleet.complete() && fleet.accelerator->peakFor(*fleet.trainingPrecision)) {
            Results memory;
            addMemoryResults(s, fleet, memory);
            if (memory.value("memory.fits").value_or(1.0) == 0.0) {
                r.memoryBytesPerGpu = memory.value("memory.total_bytes_per_gpu").value_or(0.0);
                r.hbmBytes = memory.value("memory.hbm_bytes_per_gpu").value_or(0.0);
                FLEET_REJECT(RejectReason::DoesNotFit, "needs {:.1f} GB per GPU, {:.0f} GB of HBM",
                             r.memoryBytesPerGpu / 1e9, r.hbmBytes / 1e9);
            }
        }
    }
    const Results res = evaluate(s, catalog);
    r.fullyEvaluated = true;
    for (const Issue& i : res.issues()) {
        if (i.severity != Severity::Error)
            continue;
        FLEET_REJECT(i.key == "training.precision" ? RejectReason::UnsupportedPrecision : RejectReason::EvaluationError,
                      "{}", i.message);
    }
    auto get = [&](const char* key, double& into) {
        const auto v = res.value(key);
        if (!v || !std::isfinite(*v))
            return false;
        into = *v;
        return true;
    };
    double fits = 0.0;
    for (const auto& [key, into] : {std::pair<const char*, double*>{"training.wall_s", &r.wallSeconds},
                                    {"tco.total_usd", &r.costUsd},
                                    {"carbon.total_kg", &r.carbonKg},
                                    {"memory.fits", &fits},
                                    {"memory.total_bytes_per_gpu", &r.memoryBytesPerGpu},
                                    {"memory.hbm_bytes_per_gpu", &r.hbmBytes}})
        if (!get(key, *into))
            FLEET_REJECT(RejectReason::EvaluationError, "{} was not computed", key);
    get("power.facility_w", r.facilityWatts);
    get("tco.usd_per_training_run", r.runCostUsd);
    get("comm.compute_fraction", r.computeFraction);
    if (fits == 0.0)
        FLEET_REJECT(RejectReason::DoesNotFit, "needs {:.1f} GB per GPU, {:.0f} GB of HBM", r.memoryBytesPerGpu / 1e9,
                      r.hbmBytes / 1e9);
    return r;
#undef FLEET_REJECT
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
    const int hw = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const int threads = static_cast<int>(std::max<std::int64_t>(1, std::min<std::int64_t>(n, spec.threads > 0 ? spec.threads : hw)));
    out.threadsUsed = threads;
    out.records.resize(static_cast<size_t>(n));

    std::atomic<std::int64_t> next{0}, done{0};
    auto isCancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    auto worker = [&](int) {
        while (!isCancelled()) {
            const std::int64_t first = next.fetch_add(kChunk);
            if (first >= n)
                break;
            const std::int64_t last = std::min(n, first + kChunk);
            std::int64_t i = first;
            for (; i < last && !isCancelled(); ++i)
                out.records[static_cast<size_t>(i)] = evaluateSearchPoint(spec, catalog, i);
            done.fetch_add(i - first);
        }
    };
    runWorkers(threads, worker, done, n, progress);
    if (isCancelled() || done.load() < n) {
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
        if (r.fullyEvaluated)
            ++out.fullyEvaluated;
        if (r.valid()) {
            points.push_back(r.objectives());
            validIndex.push_back(r.index);
            continue;
        }
        if (r.reason != RejectReason::TpCrossesNode && r.reason != RejectReason::PpNotDividingLayers &&
            r.reason != RejectReason::ProductMismatch)
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
        evaluateSearchPoint(spec, catalog, s.firstIndex, &s.firstMessage);
        out.rejected.push_back(std::move(s));
    }
    const std::vector<bool> onFront = paretoFront(points);
    for (size_t k = 0; k < onFront.size(); ++k) {
        if (!onFront[k])
            continue;
        out.records[static_cast<size_t>(validIndex[k])].onFront = true;
        out.front.push_back(validIndex[k]);
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
    if (progress)
        progress(1.0);
    out.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

} // namespace fleet
