#pragma once
// Runs work(w) for w = 0 .. threads − 1 on std::threads and, on the calling thread, reports
// progress(done / total) about every 25 ms until every worker has returned. Shared by the Monte Carlo
// (model/reliability) and the design-space search (model/search) through runChunks: both hand out chunks of
// indices from an atomic counter and count finished items.
#include <atomic>
#include <cstdint>
#include <functional>

namespace fleet {

void runWorkers(int threads, const std::function<void(int worker)>& work, const std::atomic<std::int64_t>& done,
                std::int64_t total, const std::function<void(double)>& progress);

// The worker threads for n items: `requested` (0 = every hardware thread), at most n, at least 1.
int workerThreads(int requested, std::int64_t n);

struct ChunkRun {
    std::int64_t done = 0;  // items counted
    bool cancelled = false; // a worker stopped because *cancel was set
};

// Runs item(i, worker) for i = 0 .. n − 1 on `threads` workers (runWorkers) that claim `chunk` indices at a time.
// Once *cancel is set no item starts; the item during which a worker saw it set is not counted (it may have
// stopped early).
ChunkRun runChunks(int threads, std::int64_t n, std::int64_t chunk, const std::atomic<bool>* cancel,
                   const std::function<void(std::int64_t i, int worker)>& item,
                   const std::function<void(double)>& progress);

} // namespace fleet
