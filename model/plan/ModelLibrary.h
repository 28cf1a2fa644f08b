#pragma once
// A catalog model row (table `models`, schema 006) as a ModelArchitecture (issue 27): the library a plan's model is
// picked from, and where an imported Hugging Face config lands. A row without a transformer shape (a recommender,
// a CNN) has no architecture: only its stated parameter count.
#include "hardware/CatalogItems.h"
#include "plan/ModelArchitecture.h"

#include <optional>

namespace fleet {

std::optional<ModelArchitecture> architectureOf(const ModelSpec& row);

} // namespace fleet
