#pragma once
// Compute-optimal sizing of a plan (seed §1 scaling laws; see ScalingLaws.h): the compute budget, the
// Chinchilla-optimal parameters and tokens for it, the loss of the plan and of the optimum, and the regime
// the plan is in. Values and derivations go in a Results ("scaling.*" keys), like every other domain.
#include "results/Results.h"
#include "scaling/ScalingLaws.h"
#include "scenario/Scenario.h"

#include <string>

namespace fleet {

struct ScalingBudget {
    enum class Kind {
        PlanCompute, // the plan's own C = 6 · P · D: how the same compute would be best spent
        Flops,       // an explicit FLOP budget
        Time,        // the fleet for `value` seconds: C = training.cluster_flops_per_s (N · R_peak · MFU) · T
    };
    Kind kind = Kind::PlanCompute;
    double value = 0.0; // FLOP (Flops) or s (Time)
};

struct ScalingReport {
    std::string error;   // non-empty: the budget could not be formed (names the input)
    double budgetFlops = 0.0;
    ComputeOptimalSize optimal;
    double planTokensPerParam = 0.0;
    double planLoss = 0.0, optimalLoss = 0.0;
    ScalingRegime regime = ScalingRegime::Balanced;
    Results results;     // scaling.* values with derivations
};

// Plain English for the regime ("data-limited: more parameters than the tokens support …").
std::string describeRegime(ScalingRegime r);

// `evaluated` is evaluate(scenario)'s output (training.cluster_flops_per_s for a time budget).
ScalingReport computeScaling(const Scenario& scenario, const Results& evaluated, const ScalingBudget& budget,
                             const ScalingConstants& constants = {});

} // namespace fleet
