#pragma once
// Re-laying out a plan keeps its global batch (issue 31, point 6). A plan whose global batch is derived
// (training.globalBatch = 0: micro-batch × gradient accumulation × DP sequences per step) halved it when DP went
// from 128 to 64 — a different training run, silently. An edit of training.dp or training.microBatch therefore
// comes with the gradient accumulation that keeps the batch, when a whole one does; otherwise the batch changes and
// the edit says so. Used by the window's edits; `--set` sets exactly what it is given.
#include "scenario/FieldValue.h"
#include "scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace fleet {

struct BatchKeeping {
    std::int64_t before = 0; // the derived global batch before the edit (sequences)
    std::int64_t after = 0;  // and after it, with `gradientAccumulation` when there is one
    std::optional<std::int64_t> gradientAccumulation; // the accumulation that keeps `before`, when a whole one does
};

// For an edit of `key` to `value` of plan `s`: nothing when the edit does not touch a derived global batch (another
// key, an explicit training.globalBatch, the same value); else what happens to the batch.
std::optional<BatchKeeping> batchKeeping(const Scenario& s, std::string_view key, const FieldValue& value);

} // namespace fleet
