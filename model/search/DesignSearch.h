#pragma once
// Design-space search (issue #7): every combination of the search axes applied to a base scenario, each
// evaluated by fleet::evaluate() — the single source of truth — and classified as valid or rejected with a
// reason; the Pareto front of the valid ones over (time to train, cost, carbon), all minimized.
//
//  - Objectives: time = training.wall_s, cost = tco.total_usd, carbon = carbon.total_kg (operational +
//    embodied share of the run). Also kept: power.facility_w, memory.total_bytes_per_gpu and HBM,
//    tco.usd_per_training_run, comm.compute_fraction.
//  - training.dp is derived when it is not an axis: dp = accelerators / (tp · pp), rejected when not whole.
//  - Structural rejections (TP crossing a node, PP not dividing the layers, tp · pp · dp ≠ accelerators) are
//    decided before anything is evaluated. Then the memory domain alone (addMemoryResults, the function
//    evaluate() runs) rejects layouts that do not fit in HBM; the rest get a full evaluate(), which decides
//    precision support, evaluation errors and the objectives.
//  - Front order: time, cost, carbon, then (ties: layouts the time model does not tell apart) the higher
//    compute share of a step (less communication), the smaller per-GPU memory, the lower index.
//  - Threads take chunks of configuration indices; every record depends only on its index, so records and
//    front are identical for any thread count. `progress` (fraction done) is called on the calling thread;
//    `cancel` is polled between configurations.
#include "hardware/Catalog.h"
#include "search/Pareto.h"
#include "search/RejectReason.h"
#include "search/SearchSpace.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace fleet {

struct SearchSpec {
    Scenario base;
    std::vector<SearchAxis> axes;
    bool deriveDp = true; // ignored when training.dp is an axis
    int threads = 0;      // 0 = std::thread::hardware_concurrency()
};

struct SearchRecord {
    std::int64_t index = 0;
    RejectReason reason = RejectReason::None;
    std::int64_t dp = 0;                  // data-parallel degree evaluated (derived or from the axes)
    double wallSeconds = 0.0;             // training.wall_s
    double costUsd = 0.0;                 // tco.total_usd
    double carbonKg = 0.0;                // carbon.total_kg
    double facilityWatts = 0.0;           // power.facility_w
    double memoryBytesPerGpu = 0.0;       // memory.total_bytes_per_gpu
    double hbmBytes = 0.0;                // memory.hbm_bytes_per_gpu
    double runCostUsd = 0.0;              // tco.usd_per_training_run
    double computeFraction = 0.0;         // comm.compute_fraction
    bool onFront = false;
    bool fullyEvaluated = false;          // evaluate() ran (not only the structural or memory checks)

    bool valid() const { return reason == RejectReason::None; }
    Objectives objectives() const { return {wallSeconds, costUsd, carbonKg}; }
};

struct RejectSummary {
    RejectReason reason = RejectReason::None;
    std::int64_t count = 0;
    std::int64_t firstIndex = -1; // lowest index rejected for this reason
    std::string firstMessage;     // why that one was rejected
};

struct SearchResult {
    std::string error;               // the spec cannot be searched; nothing was evaluated
    bool cancelled = false;
    std::int64_t total = 0;          // combinations
    std::int64_t evaluated = 0;      // configurations past the structural checks (memory model or evaluate())
    std::int64_t fullyEvaluated = 0; // configurations evaluate() ran on
    std::int64_t valid = 0;
    int threadsUsed = 0;
    double elapsedSeconds = 0.0;
    std::vector<SearchRecord> records;  // one per combination, in index order (empty when cancelled)
    std::vector<std::int64_t> front;    // indices of the front, in front order (see above)
    std::int64_t frontDistinct = 0;     // distinct (time, cost, carbon) points on the front
    std::vector<RejectSummary> rejected; // one per reason with count > 0, in kRejectReasons order
};

// Empty when the spec can be searched; otherwise what is wrong (naming the key).
std::string validateSearch(const SearchSpec& spec, const Catalog& catalog);

// The axis values of configuration `index` (first axis slowest), and with the derived dp appended when the
// search derives it: exactly the assignments that turn the base scenario into the configuration.
std::vector<std::pair<std::string, FieldValue>> searchAssignments(const SearchSpec& spec, std::int64_t index);
Scenario searchScenario(const SearchSpec& spec, std::int64_t index);

// One configuration, classified; `message` (if given) receives why it was rejected.
SearchRecord evaluateSearchPoint(const SearchSpec& spec, const Catalog& catalog, std::int64_t index,
                                 std::string* message = nullptr);

SearchResult runDesignSearch(const SearchSpec& spec, const Catalog& catalog,
                             const std::function<void(double)>& progress = {},
                             const std::atomic<bool>* cancel = nullptr);

} // namespace fleet
