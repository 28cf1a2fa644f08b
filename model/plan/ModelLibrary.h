#pragma once
// A catalog model row (table `models`, schema 006) as a ModelArchitecture (issue 27): the library a plan's model is
// picked from, and where an imported Hugging Face config lands. A row without a transformer shape (a recommender,
// a CNN) has no architecture: only its stated parameter count.
#include "hardware/CatalogItems.h"
#include "plan/ModelArchitecture.h"
#include "scenario/Scenario.h"

#include <optional>

namespace fleet {

class Catalog;

std::optional<ModelArchitecture> architectureOf(const ModelSpec& row);

// The plan's model inputs (model.*) as an architecture; and a catalog row as model.* inputs (what choosing
// model.id fills in: the row's shape and its stated parameter count).
ModelArchitecture architectureOf(const ModelInputs& m);
ModelInputs modelInputsOf(const ModelSpec& row);

// The parameter count the kernels use: model.params where typed (> 0), else counted from the architecture.
double parametersOf(const ModelInputs& m);
// The same from a count made already (countParameters(architectureOf(m))), and the active parameters per token:
// a dense model's total; an MoE model's total scaled by the counted active share.
double parametersOf(const ModelInputs& m, const ParameterCount& counted);
double activeParametersOf(const ModelInputs& m, const ParameterCount& counted);
// The routed experts' parameters of that count (0 for a dense model); a typed model.params scales them too.
double expertParametersOf(const ModelInputs& m, const ParameterCount& counted);
// The multi-token-prediction modules' parameters (model.mtpLayers; outside parametersOf) and their routed experts,
// scaled as the model's count is when model.params is typed.
double mtpParametersOf(const ModelInputs& m, const ParameterCount& counted);
double mtpExpertParametersOf(const ModelInputs& m, const ParameterCount& counted);
// The layers training runs: the model's and its MTP modules' (one each), as the pipeline split places them.
inline double trainedLayersOf(const ModelInputs& m) { return static_cast<double>(m.layers + m.mtpLayers); }

// The model the plan serves: the plan's own (serving.model = same), or the catalog model serving.model names.
// Empty when that id is not in the catalog or its row has no transformer shape.
std::optional<ModelInputs> servedModelOf(const Scenario& s, const Catalog& c);

} // namespace fleet
