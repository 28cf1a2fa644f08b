#pragma once
// Fitting one constant of the step-time model to measured iteration times, every other constant fixed: the
// large-GEMM efficiency η_max of the A100 (issue #11: part A of shared/data/training-step-measurements.md;
// tests/model/tst_step_model) and the element-wise kernels' HBM share η_ew of the H100 (issue #28: NVIDIA's H100
// tables; tests/model/tst_hopper_training). Both tests re-run their fit and check the catalog.
#include "training/StepModel.h"

#include <cstddef>

namespace fleet {

struct StepObservation {
    TransformerShape shape;
    StepLayout layout;
    StepHardware hardware; // the fitted field is what the fit varies
    double measuredSeconds = 0;
};

struct GemmEfficiencyFit {
    double efficiency = 0;    // the value minimizing the mean |relative error|
    double meanAbsError = 0;  // at that η_max, fractions
    double maxAbsError = 0;
};

// The constant a fit varies: a field of StepHardware.
using StepConstant = double StepHardware::*;

// Relative error (predicted / measured − 1) of one observation with `field` = `value`.
double stepRelativeError(const StepObservation& o, double value, StepConstant field = &StepHardware::gemmEfficiency);

// Golden-section search of `field` in [lo, hi] on the mean absolute relative error.
GemmEfficiencyFit fitStepConstant(const StepObservation* rows, std::size_t n, StepConstant field, double lo, double hi);

inline GemmEfficiencyFit fitGemmEfficiency(const StepObservation* rows, std::size_t n, double lo = 0.3, double hi = 1.0)
{
    return fitStepConstant(rows, n, &StepHardware::gemmEfficiency, lo, hi);
}

} // namespace fleet
