#include "training/TrainingResults.h"

#include "plan/ModelLibrary.h"

#include "compute/Roofline.h"
#include "power/PowerModel.h"
#include "plan/Placement.h"
#include "training/TrainingTime.h"

#include <fmt/format.h>

#include <array>
#include <string_view>

namespace fleet {

namespace {

// The chain's keys as literals (no formatting on the values path), in kChainStepNames' order.
constexpr std::array<ResultKey, kChainStepNames.size()> kAfterKeys = {
    "training.after_scaling_s", "training.after_bubble_s", "training.after_checkpoint_s", "training.after_failures_s",
    "training.after_maintenance_s"};

constexpr bool afterKeysMatchTheChain()
{
    constexpr std::string_view prefix = "training.after_", suffix = "_s";
    for (std::size_t i = 0; i < kAfterKeys.size(); ++i) {
        const std::string_view k = kAfterKeys[i].name(), name = kChainStepNames[i];
        if (k.size() != prefix.size() + name.size() + suffix.size() || !k.starts_with(prefix) || !k.ends_with(suffix) ||
            k.substr(prefix.size(), name.size()) != name)
            return false;
    }
    return true;
}
static_assert(afterKeysMatchTheChain(), "kAfterKeys must be training.after_<kChainStepNames[i]>_s");

} // namespace

TrainingFigures addTrainingResults(const Scenario& s, const ResolvedFleet& f, Results& out, double powerShare)
{
    TrainingFigures figures;
    const Accelerator& a = *f.accelerator;
    const Precision p = *f.trainingPrecision;
    // The GEMMs' format as the plan names it (an NVFP4 recipe runs at the FP4 peak, trainingPeakFor).
    const std::string& format = s.training.precision;
    const auto peak = trainingPeakFor(f);
    // Training FLOPs count the parameters each token computes: a Mixture-of-Experts model's active ones (6 · N_active
    // · D, as DeepSeek-V3 and the MoE scaling literature count; seed §1 L1784), every parameter of a dense model.
    const double P = activeParametersOf(s.model, f.modelCount);
    const double D = s.training.tokens, N = f.acceleratorCount;
    const auto tP = [&] {
        return s.model.experts > 0
                   ? DerivationTerm{"P", "parameters each token computes (model.active_params: Mixture of Experts)", P, ""}
                   : DerivationTerm{"P", "parameters (model.params)", P, ""};
    };
    const auto tD = [&] {
        return DerivationTerm{"D", "tokens (training.tokens)", D, ""};
    };
    const auto src = [&] {
        return std::string("seed §2 The Pod, training time for 175B (L2294-2310)");
    };

    figures.totalFlops = trainingFlops(P, D).si();
    out.set("training.total_flops", *figures.totalFlops, [&] {
        return Why{"C = 6 · P · D",
                   {tP(), tD()},
                   src(),
                   "6 = 2 (forward multiply-add) + 4 (backward). GPT-3 published 3.14e23 (seed L645)."};
    });
    if (!peak) {
        out.addIssue<IssueCode::TrainingNoDensePath>(Severity::Error, "training.precision", a.name, format);
        return figures;
    }
    if (!(powerShare > 0.0)) {
        out.addIssue<IssueCode::TrainingNoAcceleratorPower>(Severity::Error, "fleet.cooling", s.fleet.cooling);
        return figures;
    }
    const auto& t = s.training;
    const OverheadChain chain{t.scalingEfficiency, t.pipelineBubble, t.checkpointOverhead, t.failureOverhead,
                              t.maintenanceOverhead};
    // The book's chain runs at the share of its peak the power leaves it: linear in power (seed L1732).
    const double phi = bookPowerRate(powerShare);
    const TrainingEstimate e = estimateTraining(P, D, N, *peak * phi, t.mfu, chain);
    const auto tN = [&] {
        return DerivationTerm{"N", "accelerators (acceleratorsPerNode × nodes)", N, ""};
    };
    const auto tR = [&] {
        return DerivationTerm{"R_peak", Text::format("{} dense {} peak", a.name, format), peak->si(), "FLOP/s"};
    };
    const auto tMfu = [&] {
        return DerivationTerm{"MFU", "model FLOPs utilization (training.mfu)", t.mfu, ""};
    };

    figures.clusterFlopsPerS = e.clusterSustained.si();
    out.set("training.cluster_flops_per_s", *figures.clusterFlopsPerS, [&] {
        if (phi < 1.0)
            return Why{"R_cluster = N · R_peak · φ_P · MFU",
                       {tN(), tR(),
                        {"φ_P", "power left to the accelerators, P / TDP (power.capWatts, cooling.throttle_fraction)",
                         phi, ""},
                        tMfu()},
                       "seed §2 The Pod, training time for 175B (L2294-2310); TDP and thermal throttling (L1732)",
                       "The book's linear clock–power rule: an accelerator given 500 of its 700 W runs at 71.4 % of its "
                       "peak (L1732). training.timeModel = predicted uses the measured exponent instead "
                       "(training.power_rate_fraction)."};
        return Why{"R_cluster = N · R_peak · MFU", {tN(), tR(), tMfu()}, src(), ""};
    });
    out.set("training.ideal_s", e.ideal.si(), [&] {
        return Why{"T_ideal = C / R_cluster",
                   {{"C", "total training FLOPs", e.totalFlops.si(), "FLOP"},
                    {"R_cluster", "sustained cluster throughput", e.clusterSustained.si(), "FLOP/s"}},
                   src(),
                   ""};
    });
    const bool book = s.training.timeModel != "predicted";
    const auto chainWhy = [&](Text note) {
        return Why{"T_wall = T_ideal ÷ η × (1 + bubble) × (1 + checkpoint) × (1 + failures) × (1 + maintenance)",
                   {{"T_ideal", "ideal time", e.ideal.si(), "s"},
                    {"η", "scaling efficiency (training.scalingEfficiency)", t.scalingEfficiency, ""},
                    {"bubble", "pipeline bubble (training.pipelineBubble)", t.pipelineBubble, ""},
                    {"checkpoint", "checkpoint overhead (training.checkpointOverhead)", t.checkpointOverhead, ""},
                    {"failures", "failure overhead (training.failureOverhead)", t.failureOverhead, ""},
                    {"maintenance", "maintenance overhead (training.maintenanceOverhead)", t.maintenanceOverhead, ""}},
                   src(),
                   std::move(note)};
    };
    if (book) {
        figures.wallS = e.wall.si();
        out.set("training.wall_s", e.wall.si(), [&] {
            return chainWhy("training.timeModel = book: the seed's overhead chain. "
                            "training.predicted_wall_s is the same run predicted from the layout and the hardware.");
        });
    }
    out.set("training.book_wall_s", e.wall.si(), [&] {
        return chainWhy("The seed's chain (0.85, 5 %, 3 %, 10 %, 5 %) turns 12.0 h into 17.6 h ('about 18 hours').");
    });
    for (size_t i = 0; i < kChainStepNames.size(); ++i) {
        out.set(kAfterKeys[i], e.afterStep[i].si(), [&] {
            return Why{fmt::format("wall time after the {} step of the overhead chain", kChainStepNames[i]),
                       {{"T_ideal", "ideal time", e.ideal.si(), "s"}},
                       src(),
                       ""};
        });
    }
    if (book) {
        figures.acceleratorHours = N * e.wall.si() / 3600.0;
        out.set("training.accelerator_hours", *figures.acceleratorHours, [&] {
            return Why{"N · T_wall / 3600",
                       {tN(), {"T_wall", "wall-clock time", e.wall.si(), "s"}},
                       "seed §2 Peak vs sustained throughput (L1712)",
                       ""};
        });
    }
    // A GPU's weights meet the tokens it holds: s / CP of each sequence (issue 30; CP = 1: all of them).
    const double tokens = static_cast<double>(t.microBatch * t.seqLen) / static_cast<double>(std::max<std::int64_t>(1, t.cp));
    // The bytes the GEMMs read per weight: NVFP4's 4.5 bits (units/TrainingRecipe gemmWeightBytes), else the precision's.
    const double weightBytes = gemmWeightBytes(TrainingFormat{p, f.trainingRecipe});
    out.set("training.arithmetic_intensity", 2.0 * tokens / weightBytes, [&] {
        return Why{t.cp > 1 ? "I_train = 2 · (b · s / CP) / bytes" : "I_train = 2 · (b · s) / bytes",
                   {{"b·s", t.cp > 1 ? "tokens per micro-batch on one GPU (training.microBatch × training.seqLen / training.cp)"
                                     : "tokens per micro-batch (training.microBatch × training.seqLen)",
                     tokens, ""},
                    {"bytes", Text::format("{} bytes per parameter", format), weightBytes, "B"}},
                   "seed §2 roofline worked example (L1635-1653)",
                   "Weight traffic only; the seed's batch-2048 FP16 example gives 2048 FLOP/byte."};
    });

    const ParallelLayout layout = parallelLayout(t);
    if (layout.product() != N && book)
        out.addIssue<IssueCode::TrainingLayoutProduct>(Severity::Warning, "training.dp", layout.product(), N);
    const MachineHierarchy machine = machineHierarchy(s, f);
    if (placeGroup(layout, ParallelGroup::Tensor, machine).leavesDomain())
        out.addIssue<IssueCode::TrainingTpCrossesNode>(Severity::Warning, "training.tp", t.tp,
                                                       static_cast<std::int64_t>(machine.scaleUpDomain));
    return figures;
}

} // namespace fleet
