#pragma once
// Spare-node pool as a continuous-time Markov chain (seed §2 failure probability and recovery overhead,
// L2098: "replace the node with a spare and resume from the last checkpoint"; without spares the overhead
// grows to 20-30 %).
//
// State k = number of failed nodes, k = 0 .. N + S, for N active nodes and S spares. Failures: each working
// node that is running fails at rate λ; repairs: each failed node is repaired independently at rate μ =
// 1 / repair time (no repair-crew limit), so
//     k → k + 1 at rate λ · min(N, N + S − k)   (cold spares: idle spares do not fail)
//                     λ · (N + S − k)           (hot spares: every working node fails)
//     k → k − 1 at rate μ · k.
// The job keeps running while at most S nodes are down, so availability = P(k ≤ S) in steady state.
// The stationary distribution solves π Q = 0 with Σ π = 1. The chain is birth–death, so solveSparePool uses its
// product form (O(states), microseconds); solveSparePoolGenerator solves the generator with Eigen's sparse LU
// and is kept as an independent check (tests compare the two) and for chains that stop being birth–death. States whose
// probability is provably below 1e-18 (far above the M/M/∞ bound Poisson(N·λ/μ)) are left out of the solve and
// reported as 0, which keeps pools of 10⁵ nodes fast.
#include <Eigen/SparseCore>

#include <cstdint>
#include <string>
#include <vector>

namespace fleet {

enum class SpareMode { Cold, Hot };

struct SparePool {
    std::int64_t active = 1;          // N nodes the job needs
    std::int64_t spares = 0;          // S
    double failureRatePerSecond = 0;  // λ per node
    double repairRatePerSecond = 0;   // μ per failed node
    SpareMode mode = SpareMode::Cold;

    std::int64_t states() const { return active + spares + 1; }
    double failureRate(std::int64_t failed) const; // k → k + 1
    double repairRate(std::int64_t failed) const;  // k → k − 1
};

// The generator Q (rows sum to zero), (N + S + 1) × (N + S + 1), tridiagonal.
Eigen::SparseMatrix<double> spareGenerator(const SparePool& pool);

struct SpareSolution {
    bool ok = false;
    std::string error;
    std::vector<double> stationary; // π_k, k = 0 .. N + S
    double availability = 0.0;      // P(k ≤ S)
    double expectedFailed = 0.0;    // E[k]
};
// Product form. withStationary = false leaves `stationary` empty: the availability and E[k] alone, no
// allocation of N + S + 1 doubles (what evaluate() needs).
SpareSolution solveSparePool(const SparePool& pool, bool withStationary = true);
SpareSolution solveSparePoolGenerator(const SparePool& pool); // π Q = 0 by sparse LU

struct SpareSearch {
    bool found = false;            // false: not reached with up to `cap` spares
    std::int64_t spares = 0;       // smallest S with availability ≥ target
    double availability = 0.0;     // at that S (at `cap` when not found)
    int solves = 0;                // chains solved on the way
};
// Smallest S in [0, cap] with availability ≥ target (availability grows with S). Cold pools: one Erlang-B
// recursion over S from 0, availability summed near the Poisson estimate N·λ/μ only (ColdSpares.h); hot pools:
// bracketing around that estimate, then bisection over product-form solves.
SpareSearch sparesForAvailability(SparePool pool, double target, std::int64_t cap);

} // namespace fleet
