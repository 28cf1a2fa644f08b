#include "reliability/MonteCarlo.h"

#include "parallel/WorkerPool.h"

#include "reliability/Checkpointing.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>

namespace fleet {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kMaxFailuresPerTrial = 1e7;  // beyond this a run "never finishes"
constexpr double kMaxFailuresPerRun = 2e9;    // trials × failures: beyond this the run takes minutes
constexpr std::int64_t kCancelPollFailures = 4096;

// Uniform in [0, 1) from the top 53 bits: portable, so a seed gives the same numbers with any standard library.
inline double uniform01(std::mt19937_64& rng) { return static_cast<double>(rng() >> 11) * 0x1.0p-53; }
// −ln(1 − U) ~ Exp(1), finite for U ∈ [0, 1).
inline double unitExponential(std::mt19937_64& rng) { return -std::log1p(-uniform01(rng)); }

// The next failure of the whole system in exposed time, per FailureDistribution (see MonteCarlo.h).
class FailureClock {
public:
    explicit FailureClock(const MonteCarloConfig& c)
        : m_weibull(c.distribution == FailureDistribution::Weibull), m_invShape(1.0 / c.weibullShape)
    {
        const double gammaFactor = m_weibull ? std::tgamma(1.0 + m_invShape) : 1.0;
        double cum = 0.0;
        for (const FailureClass& k : c.classes) {
            const double rate = k.ratePerSecond();
            cum += rate;
            m_cumulative.push_back(cum);
            m_scale.push_back(rate > 0.0 ? 1.0 / (rate * gammaFactor) : kInf); // η = mean / Γ(1 + 1/k)
        }
        m_total = cum;
        m_pending.assign(m_scale.size(), kInf);
    }

    // Time of the first failure after t = 0.
    double start(std::mt19937_64& rng)
    {
        if (!m_weibull)
            return m_next = m_total > 0.0 ? unitExponential(rng) / m_total : kInf;
        for (size_t i = 0; i < m_scale.size(); ++i)
            m_pending[i] = std::isfinite(m_scale[i]) ? weibullGap(i, rng) : kInf;
        return m_next = earliest();
    }
    double next() const { return m_next; }
    // The pending failure happens: returns its class, schedules the next one.
    size_t fire(std::mt19937_64& rng)
    {
        const double now = m_next;
        if (!m_weibull) {
            const double pick = uniform01(rng) * m_total;
            size_t cls = static_cast<size_t>(std::upper_bound(m_cumulative.begin(), m_cumulative.end(), pick) -
                                             m_cumulative.begin());
            cls = std::min(cls, m_cumulative.size() - 1);
            m_next = now + unitExponential(rng) / m_total;
            return cls;
        }
        size_t cls = 0;
        for (size_t i = 1; i < m_pending.size(); ++i)
            if (m_pending[i] < m_pending[cls])
                cls = i;
        m_pending[cls] = now + weibullGap(cls, rng);
        m_next = earliest();
        return cls;
    }

private:
    double weibullGap(size_t i, std::mt19937_64& rng) const
    {
        return m_scale[i] * std::pow(unitExponential(rng), m_invShape); // η · (−ln(1 − U))^(1/k)
    }
    double earliest() const
    {
        double t = kInf;
        for (double p : m_pending)
            t = std::min(t, p);
        return t;
    }

    bool m_weibull;
    double m_invShape;
    double m_total = 0.0;
    std::vector<double> m_cumulative, m_scale, m_pending;
    double m_next = kInf;
};

double percentile(const std::vector<double>& sorted, double p)
{
    if (sorted.empty())
        return 0.0;
    const double h = (static_cast<double>(sorted.size()) - 1.0) * p;
    const size_t lo = static_cast<size_t>(std::floor(h));
    const size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}

} // namespace

SampleStats sampleStats(std::vector<double> values)
{
    SampleStats s;
    const size_t n = values.size();
    if (n == 0)
        return s;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    s.mean = sum / static_cast<double>(n);
    double ss = 0.0;
    for (double v : values)
        ss += (v - s.mean) * (v - s.mean);
    s.stddev = n > 1 ? std::sqrt(ss / static_cast<double>(n - 1)) : 0.0;
    s.standardError = s.stddev / std::sqrt(static_cast<double>(n));
    std::sort(values.begin(), values.end());
    s.min = values.front();
    s.max = values.back();
    s.p5 = percentile(values, 0.05);
    s.p50 = percentile(values, 0.50);
    s.p95 = percentile(values, 0.95);
    return s;
}

Histogram histogram(const std::vector<double>& values, int bins)
{
    Histogram h;
    bins = std::max(1, bins);
    h.counts.assign(static_cast<size_t>(bins), 0);
    if (values.empty())
        return h;
    const auto [mn, mx] = std::minmax_element(values.begin(), values.end());
    h.lo = *mn;
    h.hi = *mx;
    const double w = (h.hi - h.lo) / bins;
    for (double v : values) {
        const std::int64_t i = w > 0.0 ? static_cast<std::int64_t>(std::floor((v - h.lo) / w)) : 0;
        ++h.counts[static_cast<size_t>(std::clamp<std::int64_t>(i, 0, bins - 1))];
    }
    return h;
}

MonteCarloTrial simulateTrial(const MonteCarloConfig& c, std::int64_t index, std::vector<std::int64_t>* failuresByClass,
                              const std::atomic<bool>* cancel)
{
    std::mt19937_64 rng(c.seed + static_cast<std::uint64_t>(index));
    FailureClock clock(c);
    const SegmentPlan plan = segmentPlan(c.usefulWork, c.checkpointInterval);
    const double restart = c.restart.si();
    MonteCarloTrial t;
    double exposed = 0.0, wall = 0.0;
    clock.start(rng);
    // The pending failure interrupts the job: the work since the last checkpoint is lost, then R.
    auto fail = [&] {
        const double f = clock.next();
        wall += std::max(0.0, f - exposed) + restart;
        exposed = f;
        ++t.interruptions;
        const size_t cls = clock.fire(rng);
        if (failuresByClass && cls < failuresByClass->size())
            ++(*failuresByClass)[cls];
    };
    auto cancelled = [&] {
        return cancel && t.interruptions % kCancelPollFailures == 0 && cancel->load(std::memory_order_relaxed);
    };

    if (plan.continuous) {
        double remaining = c.usefulWork.si();
        while (clock.next() - exposed < remaining) {
            remaining -= clock.next() - exposed;
            fail();
            if (cancelled())
                break;
        }
        wall += remaining;
    } else {
        const double segment = plan.interval + c.checkpointWrite.si();
        double done = 0.0; // checkpointed segments completed
        while (true) {
            if (done < plan.checkpointed) {
                // Jump over every whole segment that completes before the pending failure.
                const double fit = std::floor((clock.next() - exposed) / segment);
                const double m = std::min(fit, plan.checkpointed - done);
                exposed += m * segment;
                wall += m * segment;
                done += m;
                if (done < plan.checkpointed) {
                    fail();
                    if (cancelled())
                        break;
                    continue;
                }
            }
            if (clock.next() - exposed >= plan.lastWork) {
                wall += plan.lastWork;
                break;
            }
            fail();
            if (cancelled())
                break;
        }
    }
    t.wallSeconds = wall * c.wallScale;
    // Goodput as reliability.goodput defines it (issue 31: one goodput per plan): useful time over the time the
    // failures, checkpoints and restarts make, before the scheduled maintenance the wall time adds.
    t.goodput = wall > 0.0 ? c.usefulWork.si() / wall : 1.0;
    return t;
}

std::string validateMonteCarlo(const MonteCarloConfig& c)
{
    if (c.trials < 1)
        return "the Monte Carlo needs at least one trial";
    if (!(c.usefulWork.si() > 0.0) || !c.usefulWork.isFinite())
        return "the useful work of the run must be positive and finite";
    if (!(c.checkpointWrite.si() >= 0.0) || !(c.restart.si() >= 0.0) || !c.checkpointWrite.isFinite() ||
        !c.restart.isFinite() || !c.checkpointInterval.isFinite())
        return "checkpoint interval, write time and restart time must be finite and non-negative";
    if (!(c.checkpointInterval.si() > 0.0) && c.checkpointWrite.si() > 0.0)
        return "a checkpoint interval of 0 (continuous checkpointing) needs a write time of 0";
    if (c.distribution == FailureDistribution::Weibull && !(c.weibullShape > 0.0 && c.weibullShape <= 100.0))
        return "the Weibull shape must be in (0, 100]";
    for (const FailureClass& k : c.classes)
        if (!(k.count >= 0.0) || !std::isfinite(k.count) || !(k.mtbf.si() > 0.0))
            return fmt::format("failure class '{}' needs a non-negative count and a positive MTBF", k.name);
    const double rate = c.systemRatePerSecond();
    const RenewalExpectation e = expectedRunExponential(c.usefulWork, c.checkpointInterval, c.checkpointWrite,
                                                        c.restart, seconds(rate > 0.0 ? 1.0 / rate : kInf));
    if (!(e.failures <= kMaxFailuresPerTrial))
        return fmt::format("the run would practically never finish: about {:.3g} failures per trial (system MTBF "
                           "{:.3g} s against checkpoint segments of {:.3g} s)",
                           e.failures, rate > 0.0 ? 1.0 / rate : kInf,
                           c.checkpointInterval.si() + c.checkpointWrite.si());
    if (!(e.failures * static_cast<double>(c.trials) <= kMaxFailuresPerRun))
        return fmt::format("{} trials of about {:.3g} failures each are too many to simulate; lower the trial count",
                           c.trials, e.failures);
    return {};
}

MonteCarloResult runMonteCarlo(const MonteCarloConfig& c, const std::function<void(double)>& progress,
                               const std::atomic<bool>* cancel)
{
    const auto t0 = std::chrono::steady_clock::now();
    MonteCarloResult r;
    r.error = validateMonteCarlo(c);
    if (!r.error.empty())
        return r;
    const std::int64_t n = c.trials;
    const int threads = workerThreads(c.threads, n);
    const std::int64_t chunk = std::clamp<std::int64_t>(n / (16 * threads), 1, 256);
    r.threadsUsed = threads;
    r.trials.resize(static_cast<size_t>(n));

    const size_t classes = c.classes.size();
    std::vector<std::vector<std::int64_t>> byClass(static_cast<size_t>(threads), std::vector<std::int64_t>(classes, 0));
    // A trial interrupted by the cancel flag is not counted (runChunks).
    const ChunkRun run = runChunks(
        threads, n, chunk, cancel,
        [&](std::int64_t i, int w) {
            r.trials[static_cast<size_t>(i)] = simulateTrial(c, i, &byClass[static_cast<size_t>(w)], cancel);
        },
        progress);

    r.completedTrials = run.done;
    r.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (run.cancelled || r.completedTrials < n) {
        r.cancelled = true;
        r.trials.clear();
        return r;
    }

    std::vector<double> wall, good, interruptions;
    wall.reserve(static_cast<size_t>(n));
    good.reserve(static_cast<size_t>(n));
    interruptions.reserve(static_cast<size_t>(n));
    for (const MonteCarloTrial& t : r.trials) {
        wall.push_back(t.wallSeconds);
        good.push_back(t.goodput);
        interruptions.push_back(static_cast<double>(t.interruptions));
    }
    r.summary.wallHistogram = histogram(wall, c.histogramBins);
    r.summary.wallSeconds = sampleStats(std::move(wall));
    r.summary.goodput = sampleStats(std::move(good));
    r.summary.interruptions = sampleStats(std::move(interruptions));
    const SampleStats& w = r.summary.wallSeconds;
    r.summary.pooledGoodput = w.mean > 0.0 ? c.usefulWork.si() * c.wallScale / w.mean : 1.0;
    r.summary.pooledGoodputStandardError = w.mean > 0.0 ? r.summary.pooledGoodput * w.standardError / w.mean : 0.0;
    r.summary.meanFailuresByClass.assign(classes, 0.0);
    for (size_t k = 0; k < classes; ++k) {
        std::int64_t total = 0;
        for (const auto& perWorker : byClass)
            total += perWorker[k];
        r.summary.meanFailuresByClass[k] = static_cast<double>(total) / static_cast<double>(n);
    }
    if (progress)
        progress(1.0);
    return r;
}

} // namespace fleet
