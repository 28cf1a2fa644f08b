#pragma once
// Why the design-space search set a configuration aside (docs/models.md, "Design-space search").
#include <array>
#include <string_view>

namespace fleet {

enum class RejectReason {
    None,                        // valid
    TpCrossesNode,               // a tensor-parallel group does not fit inside one node
    ProductMismatch,             // tp · pp · dp ≠ accelerators (or tp · pp does not divide them when dp is derived)
    TpNotDividingHeads,          // tp does not divide the attention (or key/value) heads
    InterleaveNotDividingLayers, // the virtual stages do not divide the layers per pipeline stage
    GlobalBatchNotDivisible,     // the global batch is not a multiple of micro-batch × dp
    ExpertLayout,                // ep does not divide the experts or tp × cp × dp, or the pipeline schedule's rules fail
    ContextLayout,               // cp does not split the sequence into 2 × cp chunks (issue 30)
    UnsupportedPrecision,        // the accelerator has no dense path for training.precision
    DoesNotFit,                  // the per-GPU training memory exceeds HBM
    EvaluationError,             // the fleet or the run could not be evaluated (e.g. the run never completes)
};

inline constexpr std::array<RejectReason, 10> kRejectReasons{
    RejectReason::TpCrossesNode,           RejectReason::ProductMismatch,
    RejectReason::TpNotDividingHeads,      RejectReason::InterleaveNotDividingLayers,
    RejectReason::GlobalBatchNotDivisible, RejectReason::ExpertLayout,
    RejectReason::ContextLayout,           RejectReason::UnsupportedPrecision,
    RejectReason::DoesNotFit,              RejectReason::EvaluationError};

// Structural reasons are decided before anything is computed.
constexpr bool isStructural(RejectReason r)
{
    return r == RejectReason::TpCrossesNode || r == RejectReason::ProductMismatch ||
           r == RejectReason::TpNotDividingHeads || r == RejectReason::InterleaveNotDividingLayers ||
           r == RejectReason::GlobalBatchNotDivisible || r == RejectReason::ExpertLayout ||
           r == RejectReason::ContextLayout;
}

// Stable identifier for CSV and JSON ("tp-crosses-node").
std::string_view toString(RejectReason r);
// One line in English for the CLI ("TP crosses the node boundary"); the GUI translates its own labels.
std::string_view describe(RejectReason r);

} // namespace fleet
