#pragma once
// The model.* results (issue 27): the plan's model's parameters, total and active, and the count its
// architecture gives, with the counting as derivation (docs/models.md "Counting parameters").
#include "plan/ModelArchitecture.h"
#include "results/Results.h"
#include "scenario/Scenario.h"

namespace fleet {

void addModelResults(const Scenario& s, const ParameterCount& counted, Results& out);

} // namespace fleet
