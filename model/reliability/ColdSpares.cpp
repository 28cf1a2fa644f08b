#include "reliability/ColdSpares.h"

#include <algorithm>
#include <cmath>

namespace fleet {

std::int64_t poissonSpareGuess(const SparePool& pool, std::int64_t cap)
{
    const double rho = static_cast<double>(pool.active) * pool.failureRatePerSecond / pool.repairRatePerSecond;
    const double guess = std::isfinite(rho) ? std::ceil(rho + 2.33 * std::sqrt(rho)) : static_cast<double>(cap);
    return std::min<std::int64_t>(cap, static_cast<std::int64_t>(std::max(0.0, std::min(guess, 1e15))));
}

namespace {

// Cold spares, every S from one recursion. For S spares the product form has x_k / x_{k−1} = ρ / k, ρ = Nλ/μ,
// for k ≤ S (the N active nodes fail, idle spares do not): the same for every S. So q_S = x_S / Σ_{k≤S} x_k
// follows the Erlang-B recursion q_S = ρ q_{S−1} / (S + ρ q_{S−1}), q_0 = 1, one step per S, and back
// q_{S−1} = S q_S / (ρ (1 − q_S)). Beyond S, x_{S+m} / x_S = Π_{i=1..m} λ(N − i + 1) / (μ(S + i)) (the
// tail u_S, summed until the rest is below 1e-17 of it), and A(S) = P(k ≤ S) = 1 / (1 + q_S u_S). The first
// tail term alone bounds A from above, which rejects most S with one division. Within 1e-9 of the target the
// product form decides (solveSparePool), so the answer is the one a solve per S gives.
class ColdChain {
public:
    explicit ColdChain(const SparePool& pool)
        : pool_(pool), ratio_(pool.failureRatePerSecond / pool.repairRatePerSecond),
          rho_(static_cast<double>(pool.active) * ratio_)
    {
    }
    std::int64_t spares() const { return s_; }
    void up()
    {
        ++s_;
        q_ = rho_ * q_ / (static_cast<double>(s_) + rho_ * q_);
    }
    void down()
    {
        if (q_ < 0.5 && rho_ > 0.0) { // stable: 1 − q_S is not small
            q_ = static_cast<double>(s_) * q_ / (rho_ * (1.0 - q_));
            --s_;
            return;
        }
        const std::int64_t target = s_ - 1;
        s_ = 0;
        q_ = 1.0;
        while (s_ < target)
            up();
    }
    void to(std::int64_t spares)
    {
        while (s_ < spares)
            up();
    }
    // Upper bound on A(S) from the first tail term x_{S+1} / x_S = ρ / (S + 1).
    double bound() const { return 1.0 / (1.0 + q_ * (rho_ / static_cast<double>(s_ + 1))); }
    double availability() const
    {
        double term = 1.0, sum = 0.0;
        double working = static_cast<double>(pool_.active), slot = static_cast<double>(s_);
        for (std::int64_t i = 1; i <= pool_.active; ++i) { // states up to N + S
            slot += 1.0;
            const double step = ratio_ * working / slot; // λ(N − i + 1) / (μ(S + i))
            working -= 1.0;
            term *= step;
            sum += term;
            if (sum > 1e300)
                return 0.0;
            if (step < 1.0 && term * step <= 1e-17 * sum * (1.0 - step)) // the rest: < term · step / (1 − step)
                break;
        }
        return 1.0 / (1.0 + q_ * sum);
    }
    // A(S) ≥ target, with the product form deciding when A is within 1e-9 of it; *a is A(S) when it was
    // computed (not when the bound alone rejects S).
    bool meets(double target, double* a, int* solves) const
    {
        if (bound() < target - 1e-9)
            return false;
        ++*solves;
        *a = availability();
        if (std::fabs(*a - target) > 1e-9)
            return *a >= target;
        SparePool at = pool_;
        at.spares = s_;
        const SpareSolution exact = solveSparePool(at, false);
        *a = exact.ok ? exact.availability : 0.0;
        return exact.ok && *a >= target;
    }

private:
    const SparePool& pool_;
    double ratio_, rho_;
    std::int64_t s_ = 0;
    double q_ = 1.0;
};

} // namespace

SpareSearch coldSparesForAvailability(const SparePool& pool, double target, std::int64_t cap)
{
    SpareSearch r;
    cap = std::max<std::int64_t>(0, cap);
    ColdChain chain(pool);
    chain.to(poissonSpareGuess(pool, cap));
    double a = 0.0;
    if (chain.meets(target, &a, &r.solves)) { // walk down while S − 1 still meets
        r.availability = a;
        while (chain.spares() > 0) {
            chain.down();
            if (!chain.meets(target, &a, &r.solves)) {
                chain.up();
                break;
            }
            r.availability = a;
        }
        r.found = true;
        r.spares = chain.spares();
        return r;
    }
    while (chain.spares() < cap) { // walk up until S meets
        chain.up();
        if (chain.meets(target, &a, &r.solves)) {
            r.found = true;
            r.spares = chain.spares();
            r.availability = a;
            return r;
        }
    }
    r.spares = cap;
    r.availability = chain.availability();
    ++r.solves;
    return r;
}

} // namespace fleet
