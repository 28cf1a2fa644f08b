#include "scaling/ScalingResults.h"

#include "plan/ModelLibrary.h"

#include <fmt/format.h>

#include <cmath>

namespace fleet {

namespace {

const char* const kSecOptimal = "seed §1 Compute-optimal resource allocation, Fig. 1.6 (L788, L800)";
const char* const kSecLaw = "seed §1 Mathematical foundations, ℒ(X) = A·X^(−α) + C (L808-812)";
const char* const kSecRegime = "seed §1 Resource-constrained scaling regimes (L816-828)";
const char* const kLossSource =
    "Constants of Hoffmann et al. 2022 (Chinchilla), Approach 3, Eq. 10; the seed gives the form only.";

std::string regimeWords(ScalingRegime r)
{
    switch (r) {
    case ScalingRegime::DataLimited:
        return "data-limited: more parameters than the tokens support (undertrained); the same compute would do "
               "better on a smaller model trained on more tokens";
    case ScalingRegime::Balanced:
        return "balanced: parameters and tokens in about the compute-optimal ratio";
    case ScalingRegime::ComputeLimited:
        return "compute-limited: a small model trained long (parameter-limited); the same compute would do better "
               "on a larger model trained on fewer tokens";
    }
    return {};
}

} // namespace

ScalingReport computeScaling(const Scenario& s, const Results& evaluated, const ScalingBudget& budget,
                             const ScalingConstants& k)
{
    ScalingReport rep;
    if (!s.training.enabled && budget.kind != ScalingBudget::Kind::Flops) {
        // A serving-only plan has no training compute or cluster rate to size a model from (issue 31).
        rep.error = "training.enabled = false: a serving-only plan has no training compute; give a FLOP budget";
        return rep;
    }
    const double P = parametersOf(s.model), D = s.training.tokens;
    const DerivationTerm tP{"P", "parameters of the plan (model.params)", P, ""};
    const DerivationTerm tD{"D", "tokens of the plan (training.tokens)", D, ""};
    const DerivationTerm tSix{"k", "FLOPs per parameter and token", k.flopsPerParamToken, ""};
    const DerivationTerm tR{"r", "Chinchilla tokens per parameter", k.tokensPerParam, ""};

    Derivation budgetD;
    budgetD.key = "scaling.budget_flops";
    budgetD.unit = "FLOP";
    switch (budget.kind) {
    case ScalingBudget::Kind::PlanCompute:
        rep.budgetFlops = k.flopsPerParamToken * P * D;
        budgetD.formula = "C = 6 · P · D";
        budgetD.inputs = {tSix, tP, tD};
        budgetD.section = "seed §2 The Pod, training time for 175B (L2294-2310)";
        budgetD.note = "The plan's own compute: what model and token count it would buy if spent compute-optimally.";
        break;
    case ScalingBudget::Kind::Flops:
        rep.budgetFlops = budget.value;
        budgetD.formula = "C (given)";
        budgetD.inputs = {{"C", "FLOP budget", budget.value, "FLOP"}};
        budgetD.section = kSecOptimal;
        break;
    case ScalingBudget::Kind::Time: {
        const auto rate = evaluated.value("training.cluster_flops_per_s");
        if (!rate || !(*rate > 0.0)) {
            rep.error = "training.cluster_flops_per_s is not available: evaluate the plan without errors first";
            return rep;
        }
        rep.budgetFlops = *rate * budget.value;
        budgetD.formula = "C = R_cluster · T = N · R_peak · MFU · T";
        budgetD.inputs = {{"R_cluster", "sustained cluster throughput (training.cluster_flops_per_s)", *rate, "FLOP/s"},
                          {"T", "time budget", budget.value, "s"}};
        budgetD.section = "seed §2 The Pod, training time for 175B (L2294-2310)";
        budgetD.note = "T is compute time at the plan's MFU; the overhead chain (scaling efficiency, bubble, "
                       "checkpoints, failures, maintenance) is not taken out of it.";
        break;
    }
    }
    if (!(rep.budgetFlops > 0.0) || !std::isfinite(rep.budgetFlops)) {
        rep.error = fmt::format("the compute budget must be positive and finite, got {:g} FLOP", rep.budgetFlops);
        return rep;
    }
    budgetD.value = rep.budgetFlops;
    rep.results.set(budgetD);

    rep.optimal = computeOptimalSize(rep.budgetFlops, k);
    const DerivationTerm tC{"C", "compute budget (scaling.budget_flops)", rep.budgetFlops, "FLOP"};
    rep.results.setByName("scaling.optimal_params", rep.optimal.params, "", [&] {
        return Why{"P* = √(C / (6 · r))",
                   {tC, tSix, tR},
                   kSecOptimal,
                   "C = 6 · P · D with D = r · P. With r = 20: P* = √(C / 120). The seed's ~1e24 FLOP frontier point "
                   "is ~63B parameters on 1.4T tokens (L788)."};
    });
    rep.results.setByName("scaling.optimal_tokens", rep.optimal.tokens, "", [&] {
        return Why{"D* = r · P*",
                   {tR, {"P*", "compute-optimal parameters", rep.optimal.params, ""}},
                   kSecOptimal,
                   "About 20 training tokens per parameter (Hoffmann et al. 2022)."};
    });

    rep.planTokensPerParam = D / P;
    rep.results.setByName("scaling.plan_tokens_per_param", rep.planTokensPerParam, "", [&] {
        return Why{"r_plan = D / P",
                   {tP, tD},
                   kSecRegime,
                   "GPT-3 (175B on 300B tokens) has 1.7: undertrained against the compute-optimal 20 (seed L846)."};
    });
    rep.regime = scalingRegime(P, D, k);
    const double regimeCode = rep.regime == ScalingRegime::DataLimited ? -1.0
                              : rep.regime == ScalingRegime::Balanced ? 0.0
                                                                      : 1.0;
    rep.results.setByName("scaling.regime", regimeCode, "", [&] {
        return Why{"−1 if r_plan < r / b; +1 if r_plan > r · b; else 0",
                   {{"r_plan", "plan tokens per parameter", rep.planTokensPerParam, ""},
                    tR,
                    {"b", "balanced band (factor)", k.balancedBand, ""}},
                   kSecRegime,
                   "The plan is " + regimeWords(rep.regime) + "."};
    });

    const std::vector<DerivationTerm> lossConsts{{"E", "irreducible loss", k.lossE, ""},
                                                 {"A", "parameter-term coefficient", k.lossA, ""},
                                                 {"α", "parameter exponent", k.lossAlpha, ""},
                                                 {"B", "data-term coefficient", k.lossB, ""},
                                                 {"β", "data exponent", k.lossBeta, ""}};
    rep.planLoss = chinchillaLoss(P, D, k);
    rep.optimalLoss = chinchillaLoss(rep.optimal.params, rep.optimal.tokens, k);
    auto lossInputs = [&](DerivationTerm p, DerivationTerm d) {
        std::vector<DerivationTerm> v{std::move(p), std::move(d)};
        v.insert(v.end(), lossConsts.begin(), lossConsts.end());
        return v;
    };
    rep.results.setByName("scaling.plan_loss", rep.planLoss, "nat", [&] {
        return Why{"ℒ = E + A · P^(−α) + B · D^(−β)", lossInputs(tP, tD), kSecLaw, kLossSource};
    });
    rep.results.setByName("scaling.optimal_loss", rep.optimalLoss, "nat", [&] {
        return Why{"ℒ* = E + A · P*^(−α) + B · D*^(−β)",
                   lossInputs({"P*", "compute-optimal parameters", rep.optimal.params, ""},
                              {"D*", "compute-optimal tokens", rep.optimal.tokens, ""}),
                   kSecLaw, kLossSource};
    });
    return rep;
}

std::string describeRegime(ScalingRegime r) { return regimeWords(r); }

} // namespace fleet
