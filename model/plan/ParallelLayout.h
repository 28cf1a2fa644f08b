#pragma once
// The parallel layout of a training run, parsed once from training.* (issue 27): the degrees of every parallel
// group, the batch, and the rank order that places them. The product rule (TP × CP × PP × DP = accelerators) and
// the micro-batch rule (micro-batches = global batch ÷ (micro-batch × DP)) are written here and nowhere else.
//
// Rank order: Megatron-LM's — TP varies fastest, then CP, then DP, then PP (megatron/core/parallel_state.py,
// order "tp-cp-ep-dp-pp"): the members of a TP group are neighbouring ranks, a DP group's are TP × CP apart, a
// pipeline's are TP × CP × DP apart. Seed §2 (并行策略, L2034-2060): TP inside the NVLink domain, DP and PP across.
// CP splits every sequence over CP ranks (issue 30); EP divides the experts inside the TP × CP × DP ranks (issue 29).
#include "scenario/Scenario.h"

#include <cstdint>
#include <optional>

namespace fleet {

// A parallel group: the ranks that run one collective together.
// Expert: the expert-parallel group of a Mixture-of-Experts layer. Megatron-Core lays the MoE layers' ranks out
// anew over the same TP × CP × DP ranks of a stage — expert TP (1 here) fastest, then EP, then expert DP — so an EP
// group is EP consecutive ranks and an expert-data-parallel group (the ranks holding the same experts, which reduce
// their gradients) is TP × CP × DP / EP ranks, EP apart.
// DataContext: the ranks holding the same dense weights — DP × CP of them, TP apart (Megatron's data-parallel group
// "with context parallelism", over which gradients are reduced and the distributed optimizer shards; issue 30).
enum class ParallelGroup : std::uint8_t { Tensor, Context, Data, Pipeline, Expert, ExpertData, DataContext };

struct ParallelLayout {
    double tp = 1, cp = 1, pp = 1, dp = 1;
    double ep = 1;            // expert-parallel degree: divides the routed experts and TP × CP × DP (issue 29)
    double interleave = 1;    // virtual pipeline stages per rank
    double microBatch = 1;    // sequences per micro-batch
    double globalBatch = 1;   // sequences per optimizer step
    double microBatches = 1;  // m = globalBatch ÷ (microBatch · dp), per pipeline per step
    bool sequenceParallel = false; // Megatron sequence parallelism: requested and TP > 1

    // TP × CP × PP × DP: the accelerators the layout occupies.
    double product() const { return tp * cp * pp * dp; }
    // Sequences one micro-batch step of every data-parallel replica takes: microBatch × DP.
    double sequencesPerMicroStep() const { return microBatch * dp; }
    double size(ParallelGroup g) const;
    // The rank distance between neighbouring members of a group, in the rank order above.
    double stride(ParallelGroup g) const;
};

// Parses training.* (tp, cp, pp, dp, ep, interleave, microBatch, globalBatch or gradientAccumulation, sequenceParallel).
ParallelLayout parallelLayout(const TrainingInputs& t);

// The data-parallel degree that tiles `accelerators` with training.tp, cp and pp: accelerators / (tp · cp · pp),
// or nothing when that is not whole (the product rule, for callers that derive dp: the search, the chart series,
// the memory grid).
std::optional<std::int64_t> dataParallelFilling(const TrainingInputs& t, std::int64_t accelerators);

// The global batch in sequences: training.globalBatch, or microBatch × DP × gradientAccumulation when it is 0.
std::int64_t globalBatchOf(const TrainingInputs& t);

} // namespace fleet
