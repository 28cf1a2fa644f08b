#pragma once
// The busiest of a replica's lock-stepped attention groups (serving.ep > 1): how many prompts the group the step waits
// for holds. docs/models.md "The busiest attention group".

namespace fleet {

// E[max(X₁ + o, X₂, …, X_g)] for X_i ~ Poisson(mean) independent and o = 1 with `ownPrompt` (else 0): the prompts an
// iteration's busiest group of `groups` holds when each admits its own (mean per iteration each) and one also holds the
// request whose first token is timed. `groups` ≤ 1 gives mean + o. Values only, no allocation.
double busiestGroupPrompts(double mean, double groups, bool ownPrompt = false);

} // namespace fleet
