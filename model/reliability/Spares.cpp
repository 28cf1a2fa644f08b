#include "reliability/Spares.h"

#include "reliability/ColdSpares.h"

#include <Eigen/SparseLU>

#include <algorithm>
#include <cmath>

namespace fleet {

double SparePool::failureRate(std::int64_t failed) const
{
    const std::int64_t working = active + spares - failed;
    const std::int64_t exposed = mode == SpareMode::Cold ? std::min(active, working) : working;
    return failureRatePerSecond * static_cast<double>(std::max<std::int64_t>(0, exposed));
}

double SparePool::repairRate(std::int64_t failed) const
{
    return repairRatePerSecond * static_cast<double>(std::max<std::int64_t>(0, failed));
}

namespace {

// Generator of the chain restricted to states 0 .. states − 1 (no failure out of the last state).
Eigen::SparseMatrix<double> generator(const SparePool& pool, std::int64_t states)
{
    const std::int64_t n = states;
    std::vector<Eigen::Triplet<double>> t;
    t.reserve(static_cast<size_t>(3 * n));
    for (std::int64_t k = 0; k < n; ++k) {
        const double up = k + 1 < n ? pool.failureRate(k) : 0.0;
        const double down = k > 0 ? pool.repairRate(k) : 0.0;
        const auto i = static_cast<Eigen::Index>(k);
        if (k + 1 < n)
            t.emplace_back(i, i + 1, up);
        if (k > 0)
            t.emplace_back(i, i - 1, down);
        t.emplace_back(i, i, -(up + down));
    }
    Eigen::SparseMatrix<double> q(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
    q.setFromTriplets(t.begin(), t.end());
    return q;
}

} // namespace

Eigen::SparseMatrix<double> spareGenerator(const SparePool& pool) { return generator(pool, pool.states()); }

namespace {

// Checks shared by both solvers; empty when the pool can be solved.
std::string invalidPool(const SparePool& pool)
{
    if (pool.active < 1 || pool.spares < 0)
        return "a spare pool needs at least one active node and no negative spares";
    if (!(pool.failureRatePerSecond >= 0.0) || !(pool.repairRatePerSecond > 0.0) ||
        !std::isfinite(pool.failureRatePerSecond) || !std::isfinite(pool.repairRatePerSecond))
        return "the failure rate must be finite and non-negative and the repair rate positive";
    return {};
}

// Truncation: the chain is dominated by an M/M/∞ queue with arrival rate b_max = max_k b_k (λN cold,
// λ(N+S) hot) and service μ, whose stationary law is Poisson(ρ), ρ = b_max/μ. Bernstein's bound puts less
// than 1e-18 of Poisson(ρ) above ρ + √(83ρ) + 40, and a birth–death chain truncated at k_max has exactly the
// full chain's law conditioned on k ≤ k_max; so states beyond k_max are dropped (their π is below 1e-18)
// and reported as 0. A 131,072-node pool then solves ~8,000 states instead of ~138,000.
std::int64_t solvedStates(const SparePool& pool)
{
    const double bMax = pool.failureRate(pool.mode == SpareMode::Cold ? pool.spares : 0);
    const double rho = bMax / pool.repairRatePerSecond;
    const double bound = std::ceil(rho + std::sqrt(83.0 * rho) + 40.0);
    return bound < static_cast<double>(pool.states()) ? static_cast<std::int64_t>(bound) + 1 : pool.states();
}

// Normalises the first n entries of x (unnormalised π) into a solution over all N + S + 1 states.
SpareSolution finish(const SparePool& pool, const double* x, std::int64_t n)
{
    SpareSolution s;
    double total = 0.0;
    for (std::int64_t k = 0; k < n; ++k)
        total += std::max(0.0, x[k]); // round-off in the far tails
    if (!(total > 0.0) || !std::isfinite(total)) {
        s.error = "the stationary distribution is degenerate";
        return s;
    }
    s.stationary.assign(static_cast<size_t>(pool.states()), 0.0);
    double head = 0.0, tail = 0.0, mean = 0.0;
    for (std::int64_t k = 0; k < n; ++k) {
        const double p = std::max(0.0, x[k]) / total;
        s.stationary[static_cast<size_t>(k)] = p;
        (k <= pool.spares ? head : tail) += p; // k < n: the truncated states add nothing
        mean += static_cast<double>(k) * p;
    }
    // Sum the smaller side: keeps availabilities such as 1 − 1e-12 exact.
    s.availability = tail < head ? 1.0 - tail : head;
    s.expectedFailed = mean;
    s.ok = true;
    return s;
}

// The product form with the stationary vector: π_k ∝ Π_{j<k} b_j / d_{j+1} (detailed balance π_{k+1} d_{k+1} =
// π_k b_k). The running product is rescaled whenever it passes 1e200, so pools of 10⁵ nodes neither overflow nor
// lose the bulk; terms far below the peak underflow to 0 (they are < 1e-18 of it). O(states), no logarithms; the
// generic solve below agrees to round-off.
SpareSolution solveWithStationary(const SparePool& pool)
{
    const std::int64_t n = solvedStates(pool);
    std::vector<double> x(static_cast<size_t>(n), 0.0);
    x[0] = 1.0;
    for (std::int64_t k = 1; k < n; ++k) {
        double next = x[static_cast<size_t>(k - 1)] * (pool.failureRate(k - 1) / pool.repairRate(k));
        if (next > 1e200) {
            for (std::int64_t j = 0; j < k; ++j)
                x[static_cast<size_t>(j)] *= 1e-200;
            next *= 1e-200;
        }
        x[static_cast<size_t>(k)] = next;
    }
    return finish(pool, x.data(), n);
}

// The same product form in one pass that keeps only the sums (Σ x, Σ_{k≤S} x, Σ_{k>S} x, Σ k·x), rescaled with
// the terms: no vector, no allocation (evaluate() and the spare search need the availability and E[k] alone).
SpareSolution solveSums(const SparePool& pool)
{
    SpareSolution s;
    const std::int64_t n = solvedStates(pool);
    const double active = static_cast<double>(pool.active), all = static_cast<double>(pool.active + pool.spares);
    const bool cold = pool.mode == SpareMode::Cold;
    double x = 1.0, total = 1.0, head = 1.0, tail = 0.0, weighted = 0.0; // k = 0 is always in the head
    double kd = 0.0;                                                     // k as a double (exact below 2⁵³)
    // failureRate(k − 1) exposes min(N, N + S − (k − 1)) nodes of a cold pool, never fewer than none. In the head
    // (k ≤ S) more than N nodes work, in the tail (S < k < N + S + 1) between 1 and N: so the head's exposure is N
    // (cold) and the tail's the working nodes, the same numbers without a min and a max per state.
    const auto next = [&](double& side, bool inHead) {
        const double working = all - kd; // N + S − (k − 1)
        const double exposed = inHead && cold ? active : working;
        kd += 1.0;
        const double up = pool.failureRatePerSecond * exposed; // failureRate(k − 1)
        const double down = pool.repairRatePerSecond * kd;     // repairRate(k)
        x *= up / down;
        if (x > 1e200) {
            total *= 1e-200;
            head *= 1e-200;
            tail *= 1e-200;
            weighted *= 1e-200;
            x *= 1e-200;
        }
        total += x;
        side += x;
        weighted += kd * x;
    };
    const std::int64_t headEnd = std::min(n, pool.spares + 1); // k ≤ S
    for (std::int64_t k = 1; k < headEnd; ++k)
        next(head, true);
    for (std::int64_t k = std::max<std::int64_t>(1, headEnd); k < n; ++k)
        next(tail, false);
    if (!(total > 0.0) || !std::isfinite(total)) {
        s.error = "the stationary distribution is degenerate";
        return s;
    }
    // Sum the smaller side: keeps availabilities such as 1 − 1e-12 exact.
    s.availability = tail < head ? 1.0 - tail / total : head / total;
    s.expectedFailed = weighted / total;
    s.ok = true;
    return s;
}

SpareSolution solveBirthDeath(const SparePool& pool, bool withStationary)
{
    SpareSolution s;
    if (s.error = invalidPool(pool); !s.error.empty())
        return s;
    return withStationary ? solveWithStationary(pool) : solveSums(pool);
}

} // namespace

SpareSolution solveSparePool(const SparePool& pool, bool withStationary)
{
    return solveBirthDeath(pool, withStationary);
}

SpareSolution solveSparePoolGenerator(const SparePool& pool)
{
    SpareSolution s;
    if (s.error = invalidPool(pool); !s.error.empty())
        return s;
    const std::int64_t n = solvedStates(pool);
    // π Q = 0 is Qᵀ πᵀ = 0. The chain is irreducible, so one balance equation is redundant: replace the one of
    // the most likely state m (where failures and repairs balance) by π_m = 1, solve, then normalise. Pinning
    // the mode keeps every unnormalised π_k ≲ 1, so large pools neither overflow nor lose the bulk.
    std::int64_t m = 0;
    double best = HUGE_VAL;
    for (std::int64_t k = 0; k < n; ++k) {
        const double gap = std::fabs(pool.failureRate(k) - pool.repairRate(k));
        if (gap < best) {
            best = gap;
            m = k;
        }
    }
    Eigen::SparseMatrix<double> a = generator(pool, n).transpose();
    a.prune([&](const Eigen::Index& row, const Eigen::Index&, const double&) { return row != m; });
    a.coeffRef(static_cast<Eigen::Index>(m), static_cast<Eigen::Index>(m)) = 1.0;
    a.makeCompressed();
    Eigen::VectorXd b = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(n));
    b(static_cast<Eigen::Index>(m)) = 1.0;

    Eigen::SparseLU<Eigen::SparseMatrix<double>> lu;
    lu.compute(a);
    if (lu.info() != Eigen::Success) {
        s.error = "the generator matrix could not be factorised";
        return s;
    }
    const Eigen::VectorXd x = lu.solve(b);
    if (lu.info() != Eigen::Success || !x.allFinite()) {
        s.error = "the stationary distribution could not be solved";
        return s;
    }
    return finish(pool, x.data(), n);
}

SpareSearch sparesForAvailability(SparePool pool, double target, std::int64_t cap)
{
    SpareSearch r;
    cap = std::max<std::int64_t>(0, cap);
    if (pool.mode == SpareMode::Cold && invalidPool(pool).empty())
        return coldSparesForAvailability(pool, target, cap);
    auto meets = [&](std::int64_t spares, double* availability) {
        pool.spares = spares;
        const SpareSolution s = solveBirthDeath(pool, false);
        ++r.solves;
        if (availability)
            *availability = s.ok ? s.availability : 0.0;
        return s.ok && s.availability >= target;
    };
    const double rho = static_cast<double>(pool.active) * pool.failureRatePerSecond / pool.repairRatePerSecond;
    std::int64_t probe = poissonSpareGuess(pool, cap);
    std::int64_t step = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::sqrt(std::max(rho, 0.0)) / 4.0));
    double availability = 0.0;
    std::int64_t lo = -1, hi = -1; // lo fails (−1: none checked), hi meets
    if (meets(probe, &availability)) {
        hi = probe;
        r.availability = availability;
        while (hi > 0) { // step down until failing
            const std::int64_t next = std::max<std::int64_t>(0, hi - step);
            double a = 0.0;
            if (meets(next, &a)) {
                hi = next;
                r.availability = a;
                step *= 2;
            } else {
                lo = next;
                break;
            }
        }
    } else {
        lo = probe;
        while (true) { // step up until meeting or passing the cap
            if (lo >= cap) {
                r.found = false;
                r.spares = cap;
                r.availability = availability;
                return r;
            }
            const std::int64_t next = std::min(cap, lo + step);
            double a = 0.0;
            if (meets(next, &a)) {
                hi = next;
                r.availability = a;
                break;
            }
            lo = next;
            availability = a;
            step *= 2;
        }
    }
    while (hi - lo > 1) { // invariant: lo fails (or is −1), hi meets
        const std::int64_t mid = lo + (hi - lo) / 2;
        double a = 0.0;
        if (meets(mid, &a)) {
            hi = mid;
            r.availability = a;
        } else {
            lo = mid;
        }
    }
    r.found = true;
    r.spares = hi;
    return r;
}

} // namespace fleet
