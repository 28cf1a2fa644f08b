#pragma once
// Fitting the step-time model's one free constant, the large-GEMM efficiency η_max of an accelerator, to
// measured iteration times (issue #11: part A of shared/data/training-step-measurements.md). Every other
// constant comes from microbenchmarks. tests/model/tst_step_model re-runs the fit and checks the catalog.
#include "training/StepModel.h"

#include <cstddef>

namespace fleet {

struct StepObservation {
    TransformerShape shape;
    StepLayout layout;
    StepHardware hardware; // its gemmEfficiency is what the fit varies
    double measuredSeconds = 0;
};

struct GemmEfficiencyFit {
    double efficiency = 0;    // η_max minimizing the mean |relative error|
    double meanAbsError = 0;  // at that η_max, fractions
    double maxAbsError = 0;
};

// Relative error (predicted / measured − 1) of one observation at η_max = `efficiency`.
double stepRelativeError(const StepObservation& o, double efficiency);

// Golden-section search of η_max in [lo, hi] on the mean absolute relative error.
GemmEfficiencyFit fitGemmEfficiency(const StepObservation* rows, std::size_t n, double lo = 0.3, double hi = 1.0);

} // namespace fleet
