#pragma once
// The spare search for cold spares (issue #12: the values path). sparesForAvailability (Spares.h) calls it
// for a valid cold pool; hot pools keep the bisection over product-form solves.
#include "reliability/Spares.h"

#include <cstdint>

namespace fleet {

// Poisson estimate of the spares a pool needs: the failed-node count is about Poisson(ρ), ρ = N·λ/μ; its 99th
// percentile ρ + 2.33·√ρ, clamped to [0, cap] (cap when ρ is not finite).
std::int64_t poissonSpareGuess(const SparePool& pool, std::int64_t cap);

// Smallest S in [0, cap] with P(k ≤ S) ≥ target for a valid cold pool (pool.spares is ignored); the answer of
// a product-form solve per S, at a few hundred operations instead of a chain per probe.
SpareSearch coldSparesForAvailability(const SparePool& pool, double target, std::int64_t cap);

} // namespace fleet
