#pragma once
// Design-space search (issues #7, #11): every combination of the search axes applied to a base scenario,
// classified as valid or rejected with a reason, and the Pareto front of the valid ones over the run's wall
// time, the cost of the run and the run's carbon, all minimized.
//
//  - Every configuration is a predicted run (training.timeModel = predicted, whatever the plan's mode): the
//    step-time kernel prices its layout directly; the fleet side (hardware, fabric, cost and carbon per second
//    of wall time) is computed once per fleet (SearchFleet). evaluate() runs only for the front (and the first
//    rejection of each reason, for its message), and its numbers replace the kernel's there.
//  - Objectives: time = training.wall_s (steps × step / goodput × (1 + maintenance)), cost = the run's cost
//    (tco.usd_per_training_run), carbon = carbon.total_kg; kept as columns: the fleet's tco.total_usd,
//    power.facility_w, memory.total_bytes_per_gpu and HBM, training.step_s and its parts, predicted MFU.
//  - training.dp is derived when it is not an axis: dp = accelerators / (tp · pp), rejected when not whole.
//  - Front order: time, cost, carbon, then the higher compute share of a step, the smaller per-GPU memory, the
//    lower index.
//  - Threads take chunks of configuration indices; every record depends only on its index, so records and
//    front are identical for any thread count. `progress` (fraction done) is called on the calling thread;
//    `cancel` is polled between configurations.
//  - Memory (issue 31, robustness 9): the configurations are evaluated a block at a time, fleet by fleet, and each
//    block is tallied on the calling thread (counts, the lowest index per rejection reason, the front so far, the
//    fastest, the fleets' rates: none depends on the order). Fleets are built when a block first needs them, and
//    at most a few thousand are kept (a search of 10⁶ fleet combinations held ~4 GB of them).
//    SearchSpec::keepAllRecords keeps every record besides (the Search tab's scatter: ~180 bytes per
//    configuration, 360 MB at the 2 × 10⁶ limit); without it the result holds only the records it names — the
//    front and the `fastest` — and forEachSearchRecord produces every record again, in index order, for a CSV.
#include "hardware/Catalog.h"
#include "search/Pareto.h"
#include "search/RejectReason.h"
#include "search/SearchFleet.h"
#include "search/SearchSpace.h"
#include "training/StepParts.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace fleet {

struct SearchSpec {
    Scenario base;
    std::vector<SearchAxis> axes;
    bool deriveDp = true; // ignored when training.dp is an axis
    int threads = 0;      // 0 = std::thread::hardware_concurrency()
    // Every record in SearchResult::records (indexed by configuration), or only the front's and the fastest's:
    // memory then does not grow with the number of combinations.
    bool keepAllRecords = true;
    std::size_t fastest = 20; // valid configurations with the shortest run a bounded search keeps (fasterRun order)
};


struct SearchRecord {
    std::int64_t index = 0;
    RejectReason reason = RejectReason::None;
    std::int64_t dp = 0;                  // data-parallel degree evaluated (derived or from the axes)
    double wallSeconds = 0.0;             // training.wall_s of the predicted run
    double costUsd = 0.0;                 // the run's cost, tco.usd_per_training_run
    double carbonKg = 0.0;                // the run's carbon, carbon.total_kg
    double tcoUsd = 0.0;                  // the fleet's tco.total_usd over economics.years
    double facilityWatts = 0.0;           // power.facility_w
    double memoryBytesPerGpu = 0.0;       // memory.total_bytes_per_gpu
    double hbmBytes = 0.0;                // memory.hbm_bytes_per_gpu
    double stepSeconds = 0.0;             // training.step_s
    StepParts step;                       // training.step_*_s (kStepParts)
    double predictedMfu = 0.0;            // training.predicted_mfu
    double computeFraction = 0.0;         // training.step_compute_s / training.step_s
    bool onFront = false;
    bool fullyEvaluated = false;          // evaluate() ran (the front, and one example per rejection reason)

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
    std::int64_t evaluated = 0;      // configurations past the structural checks (memory model and step kernel)
    std::int64_t fullyEvaluated = 0; // configurations evaluate() ran on (the front)
    std::int64_t valid = 0;
    int threadsUsed = 0;
    double elapsedSeconds = 0.0;
    // keepAllRecords: one per combination, in index order (empty when cancelled). Otherwise the front's and the
    // spec's `fastest` valid configurations' only, in index order: read them with record().
    std::vector<SearchRecord> records;
    std::vector<std::int64_t> front;    // indices of the front, in front order (see above)
    std::int64_t frontDistinct = 0;     // distinct (time, cost, carbon) points on the front
    std::vector<RejectSummary> rejected; // one per reason with count > 0, in kRejectReasons order
    // The plan's own layout as the search prices it (search/NearOptimal.h planObjectives); empty when it cannot be
    // predicted. runDesignSearch fills it.
    std::optional<Objectives> plan;
    bool collinear = false; // objectivesCollinear (search/NearOptimal.h) over every record

    // The record of configuration `index`, or nullptr when the search did not keep it.
    const SearchRecord* find(std::int64_t index) const;
    SearchRecord* find(std::int64_t index);
    // The record of a configuration the result names (front, fastest); kept by every search.
    const SearchRecord& record(std::int64_t index) const { return *find(index); }
};

// Empty when the spec can be searched; otherwise what is wrong (naming the key).
std::string validateSearch(const SearchSpec& spec, const Catalog& catalog);

// The axis values of configuration `index` (first axis slowest), with the derived dp and the held global batch
// appended when the search derives or holds them: the assignments that turn the base scenario's layout into the
// configuration's. training.timeModel is not among them: a book plan stays a book plan (its headline the book's
// chain), and the configuration's predicted time is its training.predicted_wall_s.
std::vector<std::pair<std::string, FieldValue>> searchAssignments(const SearchSpec& spec, std::int64_t index);
Scenario searchScenario(const SearchSpec& spec, std::int64_t index);

// The fleets of the search (one per combination of the fleet axes), with the plan's global batch held.
std::vector<SearchFleet> searchFleets(const SearchSpec& spec, const Catalog& catalog);

// One configuration, classified by the step-time kernel; `fleets` from searchFleets(spec, catalog).
// `message` (if given) receives why it was rejected.
SearchRecord evaluateSearchPoint(const SearchSpec& spec, const std::vector<SearchFleet>& fleets, std::int64_t index,
                                 std::string* message = nullptr);
// The same with only the configuration's own fleet (searchFleetIndex of `index`).
SearchRecord evaluateSearchPoint(const SearchSpec& spec, const SearchFleet& fleet, std::int64_t index,
                                 std::string* message = nullptr);
// The same configuration through evaluate() (what the front shows); `message` as above.
SearchRecord evaluateSearchPointFully(const SearchSpec& spec, const Catalog& catalog, std::int64_t index,
                                      std::string* message = nullptr);

SearchResult runDesignSearch(const SearchSpec& spec, const Catalog& catalog,
                             const std::function<void(double)>& progress = {},
                             const std::atomic<bool>* cancel = nullptr);

// Every record of a finished search `r` of `spec`, in index order, as a search that kept every record holds them
// (the front's through evaluate(), onFront set): r.records when it has them all, else each configuration evaluated
// again on spec.threads workers, a block at a time, with r's kept records in their place. Returns false when
// cancelled (then `sink` saw a prefix of the records).
bool forEachSearchRecord(const SearchSpec& spec, const Catalog& catalog, const SearchResult& r,
                         const std::function<void(const SearchRecord&)>& sink,
                         const std::function<void(double)>& progress = {}, const std::atomic<bool>* cancel = nullptr);

} // namespace fleet
