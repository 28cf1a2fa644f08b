#include "plan/ParallelLayout.h"

namespace fleet {

double ParallelLayout::size(ParallelGroup g) const
{
    switch (g) {
    case ParallelGroup::Tensor: return tp;
    case ParallelGroup::Context: return cp;
    case ParallelGroup::Data: return dp;
    case ParallelGroup::Pipeline: return pp;
    case ParallelGroup::Expert: return ep;
    case ParallelGroup::ExpertData: return tp * cp * dp / ep;
    case ParallelGroup::DataContext: return dp * cp;
    }
    return 1.0;
}

double ParallelLayout::stride(ParallelGroup g) const
{
    switch (g) {
    case ParallelGroup::Tensor: return 1.0;
    case ParallelGroup::Context: return tp;
    case ParallelGroup::Data: return tp * cp;
    case ParallelGroup::Pipeline: return tp * cp * dp;
    case ParallelGroup::Expert: return 1.0;
    case ParallelGroup::ExpertData: return ep;
    case ParallelGroup::DataContext: return tp;
    }
    return 1.0;
}

std::optional<std::int64_t> dataParallelFilling(const TrainingInputs& t, std::int64_t accelerators)
{
    const std::int64_t group = t.tp * t.cp * t.pp;
    if (group <= 0 || accelerators % group != 0)
        return std::nullopt;
    return accelerators / group;
}

std::int64_t globalBatchOf(const TrainingInputs& t)
{
    return t.globalBatch > 0 ? t.globalBatch : t.microBatch * t.dp * t.gradientAccumulation;
}

ParallelLayout parallelLayout(const TrainingInputs& t)
{
    const auto d = [](std::int64_t v) { return static_cast<double>(v); };
    ParallelLayout l;
    l.tp = d(t.tp);
    l.pp = d(t.pp);
    l.dp = d(t.dp);
    l.cp = d(t.cp);
    l.ep = d(t.ep);
    l.interleave = d(t.interleave);
    l.microBatch = d(t.microBatch);
    l.globalBatch = d(globalBatchOf(t));
    l.microBatches = l.globalBatch / l.sequencesPerMicroStep();
    l.sequenceParallel = t.sequenceParallel && t.tp > 1;
    return l;
}

} // namespace fleet
