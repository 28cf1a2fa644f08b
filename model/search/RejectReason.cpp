#include "search/RejectReason.h"

namespace fleet {

std::string_view toString(RejectReason r)
{
    switch (r) {
    case RejectReason::None: return "valid";
    case RejectReason::TpCrossesNode: return "tp-crosses-node";
    case RejectReason::ProductMismatch: return "tp-pp-dp-mismatch";
    case RejectReason::TpNotDividingHeads: return "tp-not-dividing-heads";
    case RejectReason::InterleaveNotDividingLayers: return "interleave-not-dividing-layers";
    case RejectReason::GlobalBatchNotDivisible: return "global-batch-not-divisible";
    case RejectReason::ExpertLayout: return "expert-layout";
    case RejectReason::ContextLayout: return "context-layout";
    case RejectReason::UnsupportedPrecision: return "unsupported-precision";
    case RejectReason::DoesNotFit: return "does-not-fit";
    case RejectReason::EvaluationError: return "evaluation-error";
    }
    return "unknown";
}

std::string_view describe(RejectReason r)
{
    switch (r) {
    case RejectReason::None: return "valid";
    case RejectReason::TpCrossesNode: return "TP crosses the node boundary";
    case RejectReason::ProductMismatch: return "TP x CP x PP x DP does not match the accelerators";
    case RejectReason::TpNotDividingHeads: return "TP does not divide the attention heads";
    case RejectReason::InterleaveNotDividingLayers: return "interleave does not divide the layers per stage";
    case RejectReason::GlobalBatchNotDivisible: return "global batch not divisible by micro-batch x DP";
    case RejectReason::ExpertLayout: return "EP does not divide the experts or TP x CP x DP (or the pipeline schedule's rules)";
    case RejectReason::ContextLayout: return "CP does not split the sequence into 2 x CP chunks";
    case RejectReason::UnsupportedPrecision: return "precision not supported by the accelerator";
    case RejectReason::DoesNotFit: return "does not fit in HBM";
    case RejectReason::EvaluationError: return "evaluation error";
    }
    return "unknown";
}

} // namespace fleet
