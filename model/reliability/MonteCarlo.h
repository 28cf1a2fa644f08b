#pragma once
// Monte Carlo simulation of a training run with failures, checkpoints and restarts: the distribution of wall
// time, goodput and interruptions behind reliability.goodput (seed §1 Llama 3: 419 interruptions in 54 days
// on 16,384 GPUs, L633-637; seed §2 failure probability and recovery overhead, L2098).
//
// The run (the renewal model of Checkpointing.h): the job needs `usefulWork` seconds of computation; after
// every `checkpointInterval` of work it writes a checkpoint for `checkpointWrite` seconds (none after the
// last segment). A failure loses the work since the last completed checkpoint (a failure during a write loses
// that segment) and costs `restart` seconds. Failures happen in job-exposed time (computing or writing);
// restarts are failure-free. checkpointInterval ≤ 0 is continuous checkpointing: a failure loses no work.
//
// Failure process (the whole system is drawn, never each component):
//  - Exponential: the superposition of independent exponential components is exponential with the summed
//    rate Λ = Σ count_i / MTBF_i; the next failure is one Exp(Λ) draw, its class chosen with probability
//    rate_i / Λ. Exact.
//  - Weibull (shape k): APPROXIMATION. Each class is one renewal process whose gaps are Weibull(k) with the
//    class MTBF (MTBF_i / count_i) as mean, i.e. scale η_i = (MTBF_i / count_i) / Γ(1 + 1/k), all starting
//    fresh at t = 0; the next failure is the earliest pending class failure, and only the class that failed
//    draws its next gap. The long-run rate per class is exact (count_i / MTBF_i); the shape acts on the
//    class as a whole, whereas a true superposition of count_i component renewal processes tends to a
//    Poisson process as count_i grows (Palm–Khintchine), so this exaggerates the effect of k for large
//    classes: read it as a bound on burstiness (k < 1, infant mortality after replacements) or regularity
//    (k > 1, wear-out). k = 1 is the exponential case in distribution.
//
// Trials are independent: trial i draws from std::mt19937_64(seed + i), so results do not depend on the number
// of threads or their scheduling. Trials run on all hardware threads (or `threads`); `progress` is called on
// the calling thread with the fraction of trials done; `cancel` is polled between chunks of trials and every
// few thousand failures inside a trial.
#include "reliability/Reliability.h"
#include "units/Quantity.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace fleet {

enum class FailureDistribution { Exponential, Weibull };

struct MonteCarloConfig {
    std::vector<FailureClass> classes; // accelerators, nodes, switches (any number of classes)
    FailureDistribution distribution = FailureDistribution::Exponential;
    double weibullShape = 1.0;         // k, used with FailureDistribution::Weibull
    Seconds usefulWork;                // work the job needs, s
    Seconds checkpointInterval;        // τ, s of work between checkpoints
    Seconds checkpointWrite;           // δ, s
    Seconds restart;                   // R, s
    double wallScale = 1.0;            // scheduled overhead applied to every wall time (1 + maintenance)
    std::int64_t trials = 1000;
    std::uint64_t seed = 0x5eed2024u;
    int threads = 0;                   // 0 = std::thread::hardware_concurrency()
    int histogramBins = 40;

    double systemRatePerSecond() const { return totalFailureRate(classes); }
};

struct MonteCarloTrial {
    double wallSeconds = 0.0;
    double goodput = 0.0;               // usefulWork / wall before maintenance (reliability.goodput's definition)
    std::int64_t interruptions = 0;
};

struct SampleStats {
    double mean = 0.0, stddev = 0.0, standardError = 0.0; // stddev with n − 1; standard error = stddev / √n
    double p5 = 0.0, p50 = 0.0, p95 = 0.0;                  // linear interpolation between order statistics
    double min = 0.0, max = 0.0;
};
SampleStats sampleStats(std::vector<double> values);

struct Histogram {
    double lo = 0.0, hi = 0.0;         // bin i covers [lo + i·w, lo + (i+1)·w), w = (hi − lo) / bins; the last
    std::vector<std::int64_t> counts;  // bin includes hi
    double binWidth() const { return counts.empty() ? 0.0 : (hi - lo) / static_cast<double>(counts.size()); }
};
Histogram histogram(const std::vector<double>& values, int bins);

struct MonteCarloSummary {
    SampleStats wallSeconds, goodput, interruptions;
    // usefulWork / mean wall before maintenance (wallScale): the fleet's goodput over many runs, the Monte Carlo
    // estimate of the analytic useful / E[wall] (reliability.goodput). The mean of per-trial goodputs sits above it
    // when wall times spread (Jensen).
    double pooledGoodput = 0.0;
    double pooledGoodputStandardError = 0.0; // pooled · SE(wall) / mean(wall), delta method
    Histogram wallHistogram;
    std::vector<double> meanFailuresByClass; // per config class, mean per trial
};

struct MonteCarloResult {
    bool cancelled = false;
    std::string error;                 // non-empty: nothing was simulated
    std::int64_t completedTrials = 0;
    int threadsUsed = 0;
    double elapsedSeconds = 0.0;
    std::vector<MonteCarloTrial> trials; // in trial order; empty when cancelled
    MonteCarloSummary summary;
};

// One trial, deterministic in (config, index). `failuresByClass` (size = classes) is incremented if given.
MonteCarloTrial simulateTrial(const MonteCarloConfig& config, std::int64_t index,
                              std::vector<std::int64_t>* failuresByClass = nullptr,
                              const std::atomic<bool>* cancel = nullptr);

// Empty when the configuration can be simulated; otherwise why not (e.g. a run that would never finish).
std::string validateMonteCarlo(const MonteCarloConfig& config);

MonteCarloResult runMonteCarlo(const MonteCarloConfig& config, const std::function<void(double)>& progress = {},
                               const std::atomic<bool>* cancel = nullptr);

} // namespace fleet
