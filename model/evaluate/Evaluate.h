#pragma once
// The one place that combines the domains: scenario + catalog → results (values, derivations, issues).
// Pure and deterministic; never throws on user data.
#include "hardware/Catalog.h"
#include "results/Results.h"
#include "scenario/Scenario.h"

namespace fleet {

// Every value with every derivation (Detail::Derivations), or values only (Detail::Values: the search, the
// Monte Carlo, the benchmarks; ~10× cheaper, docs/performance.md).
Results evaluate(const Scenario& scenario, const Catalog& catalog, Detail detail = Detail::Derivations);
// Every value, and the derivation of `key` only: a number clicked, `--explain KEY`.
Results explain(const Scenario& scenario, const Catalog& catalog, const std::string& key);

} // namespace fleet
