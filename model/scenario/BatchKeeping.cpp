#include "scenario/BatchKeeping.h"

#include "plan/ParallelLayout.h"

#include <variant>

namespace fleet {

std::optional<BatchKeeping> batchKeeping(const Scenario& s, std::string_view key, const FieldValue& value)
{
    const TrainingInputs& t = s.training;
    if (t.globalBatch != 0 || (key != "training.dp" && key != "training.microBatch"))
        return std::nullopt;
    const auto* v = std::get_if<std::int64_t>(&value);
    if (!v || *v < 1)
        return std::nullopt;
    const std::int64_t dp = key == "training.dp" ? *v : t.dp, micro = key == "training.microBatch" ? *v : t.microBatch;
    if (dp == t.dp && micro == t.microBatch)
        return std::nullopt;
    BatchKeeping k;
    k.before = globalBatchOf(t); // derived here: micro-batch × DP × accumulation
    TrainingInputs edited = t;
    edited.dp = dp;
    edited.microBatch = micro;
    const std::int64_t perAccumulation = micro * dp;
    constexpr std::int64_t kMaxAccumulation = 1000000; // training.gradientAccumulation's range
    if (k.before % perAccumulation == 0 && k.before / perAccumulation <= kMaxAccumulation) {
        k.gradientAccumulation = k.before / perAccumulation;
        k.after = k.before;
    } else {
        k.after = globalBatchOf(edited);
    }
    return k;
}

} // namespace fleet
