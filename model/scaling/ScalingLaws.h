#pragma once
// Scaling laws (seed §1 "Compute-optimal resource allocation", L786-800, and "Mathematical foundations and
// regimes", L806-828).
//
//  - Training compute C = 6 · P · D (seed L2294-2310; 2 forward + 4 backward FLOPs per parameter and token).
//  - Chinchilla-optimal allocation: about 20 training tokens per parameter (seed L788, L800; Hoffmann et al.
//    2022), so D* = r · P* and C = 6 · r · P*²  ⇒  P* = √(C / (6 r)), with r = 20: P* = √(C / 120).
//  - The power law ℒ(X) = A · X^(−α) + C (seed L810-812). The seed gives the form, not the constants; the
//    defaults are Hoffmann et al. 2022, "Training Compute-Optimal Large Language Models", Approach 3 (Eq. 10):
//    ℒ(P, D) = E + A / P^α + B / D^β with E = 1.69, A = 406.4, α = 0.34, B = 410.7, β = 0.28 (nats per token
//    on their MassiveText mix). Each term is the seed's form with the other held fixed.
//  - Regime (seed L816-828, three regimes): r_plan = D / P against r = 20.
//      r_plan < r / band  → data-limited: more parameters than the tokens support (undertrained, like GPT-3's
//                           1.7 tokens per parameter, seed L846);
//      r / band ≤ r_plan ≤ r · band → balanced (compute-optimal);
//      r_plan > r · band  → compute-limited: a small model trained long (parameter-limited).
//    The band is a factor of 2 by default: a 2× mis-allocation costs under ~1 % of loss at fixed compute
//    under the defaults above, so closer plans are called balanced.
#include <string_view>

namespace fleet {

struct ScalingConstants {
    double flopsPerParamToken = 6.0; // C = 6 P D
    double tokensPerParam = 20.0;    // Chinchilla ratio r
    double balancedBand = 2.0;       // balanced when r_plan is within a factor band of r
    // ℒ(P, D) = E + A · P^(−α) + B · D^(−β), Hoffmann et al. 2022 Approach 3.
    double lossE = 1.69;
    double lossA = 406.4;
    double lossAlpha = 0.34;
    double lossB = 410.7;
    double lossBeta = 0.28;
};

enum class ScalingRegime { DataLimited, Balanced, ComputeLimited };

std::string_view toString(ScalingRegime r); // "data-limited", "balanced", "compute-limited"

// The seed's general form ℒ(X) = A · X^(−α) + C.
double powerLaw(double x, double a, double alpha, double c);

struct ComputeOptimalSize {
    double params = 0.0;
    double tokens = 0.0;
};
ComputeOptimalSize computeOptimalSize(double flops, const ScalingConstants& k = {});

double chinchillaLoss(double params, double tokens, const ScalingConstants& k = {});

ScalingRegime scalingRegime(double params, double tokens, const ScalingConstants& k = {});

} // namespace fleet
