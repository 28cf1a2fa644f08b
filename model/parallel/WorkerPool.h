#pragma once
// Runs work(w) for w = 0 .. threads − 1 on std::threads and, on the calling thread, reports
// progress(done / total) about every 25 ms until every worker has returned. Shared by the Monte Carlo
// (model/reliability) and the design-space search (model/search): both hand out chunks of indices from an
// atomic counter and count finished items in `done`.
#include <atomic>
#include <cstdint>
#include <functional>

namespace fleet {

void runWorkers(int threads, const std::function<void(int worker)>& work, const std::atomic<std::int64_t>& done,
                std::int64_t total, const std::function<void(double)>& progress);

} // namespace fleet
