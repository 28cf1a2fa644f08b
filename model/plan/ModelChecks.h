#pragma once
// What makes model.* not a model (issue 27): each an Error naming the key — key/value heads beyond the query heads,
// latent attention without its ranks, a Mixture of Experts whose top-k exceeds its experts or that has no MoE
// layer. Ranges alone (ScenarioSchema) cannot say these: they relate two keys.
#include "results/Issue.h"
#include "scenario/Scenario.h"

#include <vector>

namespace fleet {

void checkModel(const ModelInputs& m, std::vector<Issue>& issues);

} // namespace fleet
