#pragma once
// The model.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them (issue 27).
#include "results/ResultSpec.h"

namespace fleet::schema_rows {

inline constexpr ResultSpec kModelResultRows[] = {
    {"model.active_params", U::Count, B::Neither,
     "Active parameters per token",
     "Parameters each token passes through: the total for a dense model; for a Mixture of Experts the shared part and "
     "the top-k routed experts."},
    {"model.counted_params", U::Count, B::Neither,
     "Parameters counted from the architecture",
     "Parameters the architecture counts: embeddings, output head, attention, MLP or experts, routers and norms."},
    {"model.params", U::Count, B::Neither,
     "Parameters",
     "Total parameters of the plan's model the kernels use: counted from the architecture, or model.params where typed."},
};

} // namespace fleet::schema_rows
