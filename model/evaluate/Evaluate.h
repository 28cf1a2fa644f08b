#pragma once
// The one place that combines the domains: scenario + catalog → results (values, derivations, issues).
// Pure and deterministic; never throws on user data.
#include "hardware/Catalog.h"
#include "results/Results.h"
#include "scenario/Scenario.h"

namespace fleet {

Results evaluate(const Scenario& scenario, const Catalog& catalog);

} // namespace fleet
