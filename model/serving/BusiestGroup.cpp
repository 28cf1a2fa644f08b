#include "serving/BusiestGroup.h"

#include <algorithm>
#include <cmath>

namespace fleet {

// E[M] = Σ_{j ≥ 0} P(M > j) = Σ_j 1 − F(j − o) · F(j)^(g − 1), F the Poisson distribution function (0 below 0). Left of
// μ − 10√μ every term is 1 to ~1e-23 (counted at once); the sum runs past the mean until the terms fall below 1e-12
// or P(X = j) below 1e-17 (where F has stopped growing: its rounding, the start's e^(−μ + j ln μ − ln j!) above all, leaves
// it short of 1 by up to ~1e-12 at μ = 1e5, so the terms never reach 0 when g is large). M ≥ μ + o always holds and is
// kept where rounding at tiny μ would fall below it. Past μ = 1e5 prompts per group and iteration (far beyond any
// serving step) the spread, ~√μ · Φ⁻¹(1 − 1/g) ≤ 1.5 % of μ at g = 1e4, is left out: μ + o.
double busiestGroupPrompts(double mean, double groups, bool ownPrompt)
{
    const double o = ownPrompt ? 1.0 : 0.0;
    if (!std::isfinite(mean) || !std::isfinite(groups))
        return mean + o; // NaN stays NaN; the callers' counts are finite
    const double mu = std::max(mean, 0.0);
    if (!(groups > 1.0) || mu == 0.0 || mu > 1e5)
        return mu + o;
    // The groups are whole (an EP group of whole TP groups); at most 1e6 of them are summed over.
    const double others = std::min(std::round(groups), 1e6) - 1.0;
    const int start = std::max(0, static_cast<int>(std::floor(mu - 10.0 * std::sqrt(mu))) - 1);
    double pmf = std::exp(-mu + start * std::log(mu) - std::lgamma(start + 1.0)); // P(X = start); F below it ~ 0
    double sum = static_cast<double>(start);
    double F = 0.0, previous = 0.0; // F(j), F(j − 1)
    for (int j = start;; ++j) {
        previous = F;
        F += pmf;
        const double term = 1.0 - (ownPrompt ? previous : F) * std::pow(F, others);
        sum += term;
        if (j > mu && (term < 1e-12 || pmf < 1e-17))
            break;
        pmf *= mu / (j + 1.0);
    }
    return std::max(sum, mu + o);
}

} // namespace fleet
