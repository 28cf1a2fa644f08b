#include "serving/BusiestGroup.h"

#include <algorithm>
#include <cmath>

namespace fleet {

// E[M] = Σ_{j ≥ 0} P(M > j) = Σ_j 1 − F(j − o) · F(j)^(g − 1), F the Poisson distribution function (0 below 0). Left of
// μ − 10√μ every term is 1 to ~1e-23 (counted at once); the sum runs past the mean until the terms fall below 1e-12
// or P(X = j) below 1e-17.
double busiestGroupPrompts(double mean, double groups, bool ownPrompt)
{
    const double mu = std::max(mean, 0.0);
    const double o = ownPrompt ? 1.0 : 0.0;
    if (!(groups > 1.0) || mu == 0.0)
        return mu + o;
    const double others = std::round(groups) - 1.0;
    const int start = std::max(0, static_cast<int>(std::floor(mu - 10.0 * std::sqrt(mu))) - 1);
    double pmf = std::exp(-mu + start * std::log(mu) - std::lgamma(start + 1.0)); // P(X = start); F below it ~ 0
    double sum = static_cast<double>(start);
    double F = 0.0, previous = 0.0; // F(j), F(j − 1)
    for (int j = start;; ++j) {
        previous = F;
        F += pmf;
        const double term = 1.0 - (ownPrompt ? previous : F) * std::pow(F, others);
        sum += term;
        // Past the mean: the terms are below 1e-12, or F has stopped growing (its rounding, ~1e-16 × the terms summed,
        // keeps a term from reaching 0 when g is large).
        if (j > mu && (term < 1e-12 || pmf < 1e-17))
            break;
        pmf *= mu / (j + 1.0);
    }
    return sum;
}

} // namespace fleet
