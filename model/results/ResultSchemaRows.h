#pragma once
// Each domain's rows of the result schema, defined beside the domain's producer (model/<domain>/<Domain>Schema.cpp)
// and sorted by key there; ResultSchema joins them. Adding a result: its producer, its row, a test row.
#include "results/ResultSchema.h"

#include <span>

namespace fleet {

std::span<const ResultSpec> computeResultRows();
std::span<const ResultSpec> inferenceResultRows();
std::span<const ResultSpec> trainingResultRows();
std::span<const ResultSpec> memoryResultRows();
std::span<const ResultSpec> commResultRows();
std::span<const ResultSpec> staircaseResultRows();
std::span<const ResultSpec> fabricResultRows();
std::span<const ResultSpec> powerResultRows();
std::span<const ResultSpec> coolingResultRows();
std::span<const ResultSpec> reliabilityResultRows();
std::span<const ResultSpec> carbonResultRows();
std::span<const ResultSpec> tcoResultRows();
std::span<const ResultSpec> servingResultRows();

} // namespace fleet
