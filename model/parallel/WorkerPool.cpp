#include "parallel/WorkerPool.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace fleet {

void runWorkers(int threads, const std::function<void(int worker)>& work, const std::atomic<std::int64_t>& done,
                std::int64_t total, const std::function<void(double)>& progress)
{
    std::mutex mutex;
    std::condition_variable finished;
    int running = threads;
    std::vector<std::thread> pool;
    pool.reserve(static_cast<size_t>(threads));
    for (int w = 0; w < threads; ++w)
        pool.emplace_back([&, w] {
            work(w);
            std::lock_guard<std::mutex> lock(mutex);
            --running;
            finished.notify_all();
        });
    {
        std::unique_lock<std::mutex> lock(mutex);
        while (running > 0) {
            finished.wait_for(lock, std::chrono::milliseconds(25), [&] { return running == 0; });
            if (progress && running > 0 && total > 0) {
                lock.unlock();
                progress(static_cast<double>(done.load()) / static_cast<double>(total));
                lock.lock();
            }
        }
    }
    for (std::thread& t : pool)
        t.join();
}

int workerThreads(int requested, std::int64_t n)
{
    const int hw = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return static_cast<int>(std::max<std::int64_t>(1, std::min<std::int64_t>(n, requested > 0 ? requested : hw)));
}

ChunkRun runChunks(int threads, std::int64_t n, std::int64_t chunk, const std::atomic<bool>* cancel,
                   const std::function<void(std::int64_t i, int worker)>& item,
                   const std::function<void(double)>& progress)
{
    std::atomic<std::int64_t> next{0}, done{0};
    std::atomic<bool> stopped{false};
    auto isCancelled = [cancel] {
        return cancel && cancel->load(std::memory_order_relaxed);
    };
    auto worker = [&](int w) {
        while (!isCancelled()) {
            const std::int64_t first = next.fetch_add(chunk);
            if (first >= n)
                break;
            const std::int64_t last = std::min(n, first + chunk);
            std::int64_t i = first;
            for (; i < last && !isCancelled(); ++i)
                item(i, w);
            if (isCancelled() && i > first)
                --i;
            done.fetch_add(i - first);
        }
        if (isCancelled())
            stopped = true;
    };
    runWorkers(threads, worker, done, n, progress);
    return {done.load(), stopped.load()};
}

} // namespace fleet
