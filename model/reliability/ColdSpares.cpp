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
// follows the Erlang-B recursion q_S = ρ q_{S−1} / (S + ρ q_{S−1}), q_0 = 1, one step per S, kept as its
// reciprocal r_S = 1/q_S = 1 + (S/ρ)·r_{S−1} (a multiply-add per step, not a division each step waits for), and
// back r_{S−1} = ρ (r_S − 1) / S. Beyond S, x_{S+m} / x_S = Π_{i=1..m} λ(N − i + 1) / (μ(S + i)) (the tail u_S,
// whose ratios only fall), and A(S) = P(k ≤ S) = 1 / (1 + q_S u_S). The first tail term alone bounds A from
// above, which rejects most S without summing it. Within 1e-9 of the target the product form decides
// (solveSparePool), so the answer is the one a solve per S gives.
class ColdChain {
public:
    explicit ColdChain(const SparePool& pool)
        : pool_(pool), ratio_(pool.failureRatePerSecond / pool.repairRatePerSecond),
          rho_(static_cast<double>(pool.active) * ratio_), perRho_(1.0 / rho_)
    {
    }
    std::int64_t spares() const { return s_; }
    void up()
    {
        ++s_;
        inverse_ = 1.0 + static_cast<double>(s_) * perRho_ * inverse_; // ρ = 0: ∞, q = 0
    }
    // Each step back multiplies r's relative error by r_S / (r_S − 1) = 1 / (1 − q_S), up to 2 while q_S < 1/2:
    // compounded over many steps that is no longer round-off (a walk of a hundred steps down returned S = 0 with
    // A = 1 for A(0) = 3e-33). So the growth is tracked, and past 1e3 (a relative error ≲ 1e-13) r is recomputed
    // forward from S = 0, as it is when q_S ≥ 1/2.
    void down()
    {
        const double growth = inverse_ / (inverse_ - 1.0);
        if (inverse_ > 2.0 && rho_ > 0.0 && drift_ * growth < 1e3) {
            drift_ *= growth;
            inverse_ = rho_ * (inverse_ - 1.0) / static_cast<double>(s_);
            --s_;
            return;
        }
        const std::int64_t target = s_ - 1;
        s_ = 0;
        inverse_ = 1.0;
        drift_ = 1.0;
        while (s_ < target)
            up();
    }
    void to(std::int64_t spares)
    {
        while (s_ < spares)
            up();
    }
    // Upper bound on A(S) from the first tail term x_{S+1} / x_S = ρ / (S + 1).
    double bound() const { return 1.0 / (1.0 + q() * (rho_ / static_cast<double>(s_ + 1))); }
    // A(S), the tail summed until the rest is below 1e-17 of it.
    double availability() const
    {
        double sum = 0.0;
        const bool finite = sumTail(
            [&](double, double, double) {
                return false;
            },
            &sum);
        return finite ? 1.0 / (1.0 + q() * sum) : 0.0;
    }
    // A(S) ≥ target. The tail is summed only until A is known to lie more than 1e-9 from the target: the sum so
    // far bounds A from above, the sum plus the rest's geometric bound (term · step / (1 − step), the ratios
    // only fall) from below. Within 1e-9 the product form decides.
    bool meets(double target, int* solves) const
    {
        if (bound() < target - 1e-9)
            return false;
        ++*solves;
        // A < t − ε ⇔ q·u > 1/(t − ε) − 1, A > t + ε ⇔ q·u < 1/(t + ε) − 1: no division per term.
        const double q = this->q();
        const double fails = target - 1e-9 > 0.0 ? 1.0 / (target - 1e-9) - 1.0 : HUGE_VAL;
        const double passes = 1.0 / (target + 1e-9) - 1.0; // ≤ 0 (never met early) for t + ε ≥ 1
        int decided = 0;                                   // 1 meets, −1 fails
        double sum = 0.0;
        const bool finite = sumTail(
            [&](double partial, double term, double step) {
                if (q * partial > fails) {
                    decided = -1;
                    return true;
                }
                if (step < 1.0 && q * (partial * (1.0 - step) + term * step) < passes * (1.0 - step)) {
                    decided = 1;
                    return true;
                }
                return false;
            },
            &sum);
        if (decided != 0)
            return decided > 0;
        const double a = finite ? 1.0 / (1.0 + q * sum) : 0.0;
        if (std::fabs(a - target) > 1e-9)
            return a >= target;
        return settled() >= target;
    }
    // A(S) as reported: the summed tail's, or the product form's within 1e-9 of the target.
    double reported(double target) const
    {
        const double a = availability();
        return std::fabs(a - target) > 1e-9 ? a : settled();
    }

private:
    double q() const { return 1.0 / inverse_; }
    double settled() const
    {
        SparePool at = pool_;
        at.spares = s_;
        const SpareSolution exact = solveSparePool(at, false);
        return exact.ok ? exact.availability : 0.0;
    }
    // Sums the tail u_S into *sum term by term, asking stop(partial sum, term, next ratio bound) after each; ends
    // when stop says so, when the rest is below 1e-17 of the sum, or after the last state. False if it overflowed.
    template <typename Stop> bool sumTail(Stop&& stop, double* sum) const
    {
        double term = 1.0, u = 0.0;
        double working = static_cast<double>(pool_.active), slot = static_cast<double>(s_);
        for (std::int64_t i = 1; i <= pool_.active; ++i) { // states up to N + S
            slot += 1.0;
            const double step = ratio_ * working / slot; // λ(N − i + 1) / (μ(S + i))
            working -= 1.0;
            term *= step;
            u += term;
            if (u > 1e300) {
                *sum = u;
                return false;
            }
            if (step < 1.0 && term * step <= 1e-17 * u * (1.0 - step)) // the rest: < term · step / (1 − step)
                break;
            if (stop(u, term, step))
                break;
        }
        *sum = u;
        return true;
    }

    const SparePool& pool_;
    double ratio_, rho_, perRho_;
    std::int64_t s_ = 0;
    double inverse_ = 1.0; // 1 / q_S
    double drift_ = 1.0;   // how much the steps down since the last forward recursion grew r's relative error
};

} // namespace

SpareSearch coldSparesForAvailability(const SparePool& pool, double target, std::int64_t cap)
{
    SpareSearch r;
    cap = std::max<std::int64_t>(0, cap);
    ColdChain chain(pool);
    chain.to(poissonSpareGuess(pool, cap));
    if (chain.meets(target, &r.solves)) { // walk down while S − 1 still meets
        while (chain.spares() > 0) {
            chain.down();
            if (!chain.meets(target, &r.solves)) {
                chain.up();
                break;
            }
        }
        r.found = true;
    } else {
        while (chain.spares() < cap) { // walk up until S meets
            chain.up();
            if (chain.meets(target, &r.solves)) {
                r.found = true;
                break;
            }
        }
    }
    r.spares = chain.spares();
    r.availability = r.found ? chain.reported(target) : chain.availability();
    ++r.solves;
    return r;
}

} // namespace fleet
