#pragma once
// Why the design-space search set a configuration aside (docs/models.md, "Design-space search").
#include <array>
#include <string_view>

namespace fleet {

enum class RejectReason {
    None,                  // valid
    TpCrossesNode,         // a tensor-parallel group does not fit inside one node
    PpNotDividingLayers,   // the pipeline stages would hold unequal numbers of layers
    ProductMismatch,       // tp · pp · dp ≠ accelerators (or tp · pp does not divide them when dp is derived)
    UnsupportedPrecision,  // the accelerator has no dense path for training.precision
    DoesNotFit,            // the per-GPU training memory exceeds HBM
    EvaluationError,       // evaluate() reported an error, or an objective was not computed
};

inline constexpr std::array<RejectReason, 6> kRejectReasons{
    RejectReason::TpCrossesNode,        RejectReason::PpNotDividingLayers, RejectReason::ProductMismatch,
    RejectReason::UnsupportedPrecision, RejectReason::DoesNotFit,          RejectReason::EvaluationError};

// Stable identifier for CSV and JSON ("tp-crosses-node").
std::string_view toString(RejectReason r);
// One line in English for the CLI ("TP crosses the node boundary"); the GUI translates its own labels.
std::string_view describe(RejectReason r);

} // namespace fleet
