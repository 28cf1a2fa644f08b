#include "search/RejectReason.h"

namespace fleet {

std::string_view toString(RejectReason r)
{
    switch (r) {
    case RejectReason::None: return "valid";
    case RejectReason::TpCrossesNode: return "tp-crosses-node";
    case RejectReason::PpNotDividingLayers: return "pp-not-dividing-layers";
    case RejectReason::ProductMismatch: return "tp-pp-dp-mismatch";
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
    case RejectReason::PpNotDividingLayers: return "PP does not divide the layers";
    case RejectReason::ProductMismatch: return "TP x PP x DP does not match the accelerators";
    case RejectReason::UnsupportedPrecision: return "precision not supported by the accelerator";
    case RejectReason::DoesNotFit: return "does not fit in HBM";
    case RejectReason::EvaluationError: return "evaluation error";
    }
    return "unknown";
}

} // namespace fleet
