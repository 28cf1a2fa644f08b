#include "parallel/WorkerPool.h"

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

} // namespace fleet
