#include "reliability/ReliabilityResults.h"

#include "fabric/FabricModel.h"
#include "reliability/Checkpointing.h"
#include "reliability/Spares.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

constexpr double kSpareTarget = 0.99;
constexpr std::int64_t kSpareSearchMinCap = 1000; // spares searched: up to max(1,000, 10 × nodes)

double hoursToSeconds(double h) { return h * units::hour; }

} // namespace

std::vector<FailureClass> fleetFailureClasses(const Scenario& s, const ResolvedFleet& f, double fabricSwitches)
{
    const ReliabilityInputs& r = s.reliability;
    return {{"accelerators", f.acceleratorCount, seconds(hoursToSeconds(r.acceleratorMtbfHours))},
            {"nodes", static_cast<double>(s.fleet.nodes), seconds(hoursToSeconds(r.nodeMtbfHours))},
            {"switches", std::max(0.0, fabricSwitches), seconds(hoursToSeconds(r.switchMtbfHours))}};
}

Seconds plannedCheckpointInterval(const ReliabilityInputs& r, Seconds write, Seconds systemMtbf)
{
    if (r.checkpointIntervalSeconds > 0.0)
        return seconds(r.checkpointIntervalSeconds);
    return youngDalyInterval(write, systemMtbf);
}

Seconds runCheckpointInterval(const ReliabilityInputs& r, const RunTiming& timing, Seconds systemMtbf)
{
    const Seconds tau = plannedCheckpointInterval(r, seconds(timing.checkpointWriteSeconds), systemMtbf);
    if (r.checkpointIntervalSeconds > 0.0)
        return tau;
    return seconds(std::max(tau.si(), timing.minimumIntervalSeconds));
}

RunTiming bookRunTiming(const Scenario& s, double usefulSeconds)
{
    RunTiming t;
    t.usefulSeconds = usefulSeconds;
    t.checkpointWriteSeconds = s.reliability.checkpointWriteSeconds;
    t.restartSeconds = s.reliability.restartSeconds;
    t.runSeconds = hoursToSeconds(s.reliability.runHours);
    return t;
}

MonteCarloConfig monteCarloConfig(const Scenario& s, const ResolvedFleet& f, double fabricSwitches,
                                  const RunTiming& timing)
{
    const ReliabilityInputs& r = s.reliability;
    MonteCarloConfig c;
    c.classes = fleetFailureClasses(s, f, fabricSwitches);
    c.distribution = r.weibullShape == 1.0 ? FailureDistribution::Exponential : FailureDistribution::Weibull;
    c.weibullShape = r.weibullShape;
    c.usefulWork = seconds(timing.usefulSeconds);
    c.checkpointWrite = seconds(timing.checkpointWriteSeconds);
    c.checkpointInterval = runCheckpointInterval(r, timing, compositeMtbf(c.classes));
    c.restart = seconds(timing.restartSeconds);
    c.wallScale = timing.derived ? 1.0 + s.training.maintenanceOverhead : 1.0;
    c.trials = r.monteCarloTrials;
    return c;
}

RunOutcome runOutcome(const Scenario& s, const ResolvedFleet& f, double fabricSwitches, const RunTiming& timing)
{
    return runOutcome(s, compositeMtbf(fleetFailureClasses(s, f, fabricSwitches)), timing);
}

RunOutcome runOutcome(const Scenario& s, Seconds mtbf, const RunTiming& timing)
{
    RunOutcome o;
    o.systemMtbf = mtbf.si();
    if (!(o.systemMtbf > 0.0) || !std::isfinite(o.systemMtbf))
        return o;
    const Seconds tau = runCheckpointInterval(s.reliability, timing, mtbf);
    o.interval = tau.si();
    o.goodput = renewalGoodput(tau, seconds(timing.checkpointWriteSeconds), seconds(timing.restartSeconds), mtbf);
    o.wallSeconds = timing.usefulSeconds > 0.0 ? timing.usefulSeconds / o.goodput : 0.0;
    o.runSeconds = timing.runSeconds > 0.0 ? timing.runSeconds : o.wallSeconds;
    o.expectedFailures = expectedFailures(seconds(o.runSeconds), mtbf);
    o.ok = true;
    return o;
}

RunOutcome addReliabilityResults(const Scenario& s, const ResolvedFleet& f, const FabricResult* fabric,
                                 const RunTiming& timing, Results& out)
{
    const ReliabilityInputs& r = s.reliability;
    const std::vector<FailureClass> classes = fleetFailureClasses(s, f, fabric ? fabric->switches() : 0.0);
    const FailureClass& acc = classes[0];
    const FailureClass& node = classes[1];
    const FailureClass& sw = classes[2];
    const Seconds mtbf = compositeMtbf(classes);
    const double M = mtbf.si();
    const double trainingUsefulSeconds = timing.usefulSeconds;
    const double delta = timing.checkpointWriteSeconds, R = timing.restartSeconds;
    const RunOutcome outcome = runOutcome(s, mtbf, timing);
    if (!outcome.ok) {
        out.addIssue<IssueCode::ReliabilityNothingCanFail>(Severity::Warning, "reliability.acceleratorMtbfHours");
        return outcome;
    }
    const double run = outcome.runSeconds;

    const auto tNacc = [&] {
        return DerivationTerm{"N_acc", "accelerators (fleet.acceleratorsPerNode × fleet.nodes)", acc.count, ""};
    };
    const auto tMacc = [&] {
        return DerivationTerm{"MTBF_acc", "accelerator MTBF (reliability.acceleratorMtbfHours)", acc.mtbf.si(), "s"};
    };
    const auto tNnode = [&] {
        return DerivationTerm{"N_node", "nodes (fleet.nodes)", node.count, ""};
    };
    const auto tMnode = [&] {
        return DerivationTerm{"MTBF_node", "node MTBF without its accelerators (reliability.nodeMtbfHours)",
                              node.mtbf.si(), "s"};
    };
    const auto tNsw = [&] {
        return DerivationTerm{"N_sw", "fabric switches (fabric.switches)", sw.count, ""};
    };
    const auto tMsw = [&] {
        return DerivationTerm{"MTBF_sw", "switch MTBF (reliability.switchMtbfHours)", sw.mtbf.si(), "s"};
    };
    const auto tM = [&] {
        return DerivationTerm{"MTBF_sys", "system MTBF", M, "s"};
    };
    const auto tRun = [&] {
        return DerivationTerm{"T_run",
                              timing.runSeconds > 0.0 ? "run length (reliability.runHours)"
                                                      : "this run's wall time without maintenance (T_useful / G)",
                              run, "s"};
    };
    const auto tDelta = [&] {
        return DerivationTerm{"δ",
                              timing.derived ? "checkpoint write time (checkpoint size / write bandwidth)"
                                             : "checkpoint write time (reliability.checkpointWriteSeconds)",
                              delta, "s"};
    };
    const auto tR = [&] {
        return DerivationTerm{"R",
                              timing.derived ? "restart: reliability.restartSeconds + reading the checkpoint back"
                                             : "detection and restart time per failure (reliability.restartSeconds)",
                              R, "s"};
    };
    const auto secMtbf = [&] {
        return std::string("seed §1 Scale and reliability (L621-627); seed §2 WSC MTBF staircase (L2324-2336)");
    };
    const auto secRun = [&] {
        return std::string("seed §2 Failure probability and recovery overhead (L2098)");
    };
    const auto secCkpt = [&] {
        return std::string("seed §1 Fault tolerance and reliability, Young–Daly (L508-512); Daly 2006");
    };

    // ---- MTBF and failure counts -----------------------------------------------------------------------
    out.set("reliability.accelerator_fit", fitFromMtbf(acc.mtbf), [&] {
        return Why{"FIT = 10⁹ h / MTBF_acc[h]",
                   {tMacc()},
                   "seed §1 Fault tolerance and reliability, FIT (L518)",
                   "Failures per 10⁹ device-hours; λ = FIT × 10⁻⁹ per hour. 50,000 h ↔ 20,000 FIT."};
    });
    const double shareAcc = acc.ratePerSecond() * M, shareNode = node.ratePerSecond() * M,
                 shareSw = sw.ratePerSecond() * M;
    out.set("reliability.system_mtbf_s", M, [&] {
        return Why{
            "MTBF_sys = 1 / (N_acc/MTBF_acc + N_node/MTBF_node + N_sw/MTBF_sw)",
            {tNacc(), tMacc(), tNnode(), tMnode(), tNsw(), tMsw()},
            secMtbf(),
            fmt::format("Series system: any failure interrupts the synchronous job (one GPU failure takes its node, "
                        "and the tensor-parallel group, out, L2090). N identical parts: MTBF / N — 25,000 GPUs × "
                        "50,000 h → 2 h (L625); 10,000 GPUs → 5 h (L2336). Shares of failures: accelerators "
                        "{:.1f} %, nodes {:.1f} %, switches {:.1f} %. reliability.nodeMtbfHours excludes the "
                        "accelerators; the seed's 1,000 h node MTBF (L2098) is a composite that includes them.",
                        100.0 * shareAcc, 100.0 * shareNode, 100.0 * shareSw)};
    });
    out.set("reliability.failures_per_day", failuresPerDay(mtbf), [&] {
        return Why{
            "86,400 s / MTBF_sys", {tM()}, secMtbf(), "Seed: 24 h / 2 h = 12 failures per day for 25,000 GPUs (L626)."};
    });
    out.set("reliability.failures_per_year", failuresPerYear(mtbf), [&] {
        return Why{"8,760 h × 3,600 s/h / MTBF_sys",
                   {tM()},
                   secMtbf(),
                   "Seed: 25,000 × 8,760 h / 50,000 h = 4,380 per year (L627)."};
    });
    // A run that never completes (a negligible goodput, below) has no failure count over its length.
    if (std::isfinite(run) && (trainingUsefulSeconds <= 0.0 || timing.runSeconds > 0.0 || outcome.completes())) {
        const double failures = expectedFailures(seconds(run), mtbf);
        out.set("reliability.expected_failures", failures, [&] {
            return Why{"F = T_run / MTBF_sys",
                       {tRun(), tM()},
                       secRun(),
                       std::string(timing.runSeconds > 0.0 ? "Poisson mean over reliability.runHours."
                                                           : "Poisson mean over this run.") +
                           " Seed: 128 nodes × 336 h / 1,000 h ≈ 43 (3.1 per day); the GPU-only bound is 1,024 × 336 / "
                           "50,000 = "
                           "6.9 (L2098)."};
        });
        const struct {
            ResultKey key;
            const FailureClass& cls;
            DerivationTerm n, m;
        } perClass[] = {{"reliability.accelerator_failures", acc, tNacc(), tMacc()},
                        {"reliability.node_failures", node, tNnode(), tMnode()},
                        {"reliability.switch_failures", sw, tNsw(), tMsw()}};
        for (const auto& p : perClass)
            out.set(p.key, p.cls.ratePerSecond() * run, [&] {
                return Why{"N · T_run / MTBF",
                           {p.n, tRun(), p.m},
                           secRun(),
                           "Expected failures of this class over the run (T_run)."};
            });
        const double survival = survivalProbability(1.0 / M, seconds(run));
        out.set("reliability.run_survival_probability", survival, [&] {
            return Why{
                "R_sys(T_run) = e^(−T_run / MTBF_sys)",
                {tRun(), tM()},
                "seed §1 The reliability gap, Eq. 1.1 (L908-916)",
                "Probability that the run sees no failure at all: e^(−Nλt). 0.999^1,000 = 36.8 %, 0.999^10,000 = "
                "0.0045 % (L912)."};
        });
        out.set("reliability.restart_overhead_fraction", restartOverheadFraction(failures, seconds(R), seconds(run)), [&] {
                    return Why{
                        "F · R / T_run",
                        {{"F", "expected failures", failures, ""}, tR(), tRun()},
                        secRun(),
                        "Direct restart time only (lost work is in reliability.goodput). Seed: 43 failures × 10-30 min "
                        "/ 336 h = "
                        "2.1-6.4 % (L2098); without spares and automation, hours of manual work push it to 20-30 %."};
                });
    }

    // ---- Checkpoint interval and goodput ---------------------------------------------------------------
    const Seconds youngDaly = youngDalyInterval(seconds(delta), mtbf);
    const bool userInterval = r.checkpointIntervalSeconds > 0.0;
    const Seconds tau = seconds(outcome.interval);
    const auto tTau = [&] {
        return DerivationTerm{"τ",
                              userInterval ? "checkpoint interval (reliability.checkpointIntervalSeconds)"
                                           : "checkpoint interval (Young–Daly)",
                              tau.si(), "s"};
    };
    const bool stepFloor = !userInterval && tau.si() > youngDaly.si();
    const auto intervalInputs = [&] { // built only with the derivation
        std::vector<DerivationTerm> in{tDelta(), tM()};
        if (userInterval)
            in = {{"τ_set", "reliability.checkpointIntervalSeconds", tau.si(), "s"},
                  {"τ_YD", "Young–Daly √(2δ·MTBF_sys), for comparison", youngDaly.si(), "s"}};
        if (stepFloor)
            in.push_back(
                {"T_step", "one optimizer step (checkpoints fall between steps)", timing.minimumIntervalSeconds, "s"});
        return in;
    };
    out.set("reliability.checkpoint_interval_s", tau.si(), [&] {
        return Why{userInterval ? "τ = reliability.checkpointIntervalSeconds"
                                : (stepFloor ? "τ = max(√(2 · δ · MTBF_sys), T_step)" : "τ = √(2 · δ · MTBF_sys)"),
                   intervalInputs(), secCkpt(),
                   userInterval
                       ? fmt::format("Set by reliability.checkpointIntervalSeconds; the Young–Daly optimum would be "
                                     "{:.0f} s.",
                                     youngDaly.si())
                       : std::string("Young–Daly optimum (reliability.checkpointIntervalSeconds = 0). Use the system "
                                     "MTBF: a component MTBF overstates τ by √N (L512).")};
    });
    out.set("reliability.daly_interval_s", dalyInterval(seconds(delta), mtbf).si(), [&] {
        return Why{"τ_Daly = √(2δM)·[1 + (1/3)√(δ/2M) + (1/9)(δ/2M)] − δ (δ < 2M; else M)",
                   {tDelta(), tM()},
                   secCkpt(),
                   "Daly's higher-order estimate; within a few % of Young–Daly while δ ≪ MTBF_sys."};
    });
    const GoodputBreakdown g = goodputBreakdown(tau, seconds(delta), seconds(R), mtbf);
    const double segment = tau.si() + delta;
    const double exactLongRun = renewalGoodput(tau, seconds(delta), seconds(R), mtbf);
    out.set("reliability.goodput_first_order", g.goodput, [&] {
        return Why{
            "G = 1 / (1 + δ/τ + (τ/2 + R) / MTBF_sys)",
            {tTau(),
             tDelta(),
             tR(),
             tM(),
             {"δ/τ", "checkpoint writing per useful second", g.checkpoint, ""},
             {"τ/2M", "work lost per useful second (half an interval per failure)", g.lostWork, ""},
             {"R/M", "restart per useful second", g.restart, ""}},
            secCkpt() + "; seed §2 (L2098)",
            fmt::format("First-order model: useful / wall with failures counted per useful second and writes and "
                        "restarts failure-free; optimal at τ = √(2δM), where it is 1 / (1 + √(2δ/M) + R/M). Its "
                        "error is of order δ/M + ((τ+δ)/M)²: reliability.goodput = {:.4f} is the exact "
                        "renewal model the Monte Carlo simulates.",
                        exactLongRun)};
    });
    out.set("reliability.goodput", exactLongRun, [&] {
        return Why{
            "G = τ / ((e^((τ+δ)/M) − 1) · (M + R)),  M = MTBF_sys",
            {tTau(), tDelta(), tR(), tM()},
            secCkpt() + "; seed §2 (L2098)",
            "Useful time / wall time at the checkpoint interval. Exact long-run goodput for exponential failures when "
            "a failure loses the segment in progress (its work "
            "and a write under way), computing and writing are exposed to failures and restarts are not: one "
            "segment of τ + δ takes (e^((τ+δ)/M) − 1)(M + R) on average. τ → 0 with δ = 0 gives M / (M + R). The "
            "Monte Carlo's mean wall time converges to this model (plus the last segment's missing write)."};
    });
    // With failures far more frequent than a checkpoint segment the goodput is negligible (or underflows to 0) and
    // the run never ends: say so instead of publishing an absurd or infinite wall time (JSON has no infinity).
    if (trainingUsefulSeconds > 0.0 &&
        !(exactLongRun >= kNegligibleGoodput && std::isfinite(trainingUsefulSeconds / exactLongRun)))
        // An error when this run is the plan's time to train (predicted); beside the book's chain, a warning.
        out.addIssue<IssueCode::ReliabilityNeverCompletes>(timing.derived ? Severity::Error : Severity::Warning,
                                                           "reliability.restartSeconds", exactLongRun,
                                                           M, segment + R);
    else if (trainingUsefulSeconds > 0.0)
        out.set("reliability.training_wall_s", trainingUsefulSeconds / exactLongRun, [&] {
            return Why{
                "T_wall = T_useful / G",
                {{"T_useful", "training time without checkpoint and failure overhead", trainingUsefulSeconds, "s"},
                 {"G", "goodput (renewal model)", exactLongRun, ""}},
                secCkpt(),
                "The training run's wall time with this model's checkpoint, lost-work and restart overhead (in place "
                "of training.checkpointOverhead and training.failureOverhead)."};
        });
    if (segment + R > 0.5 * M) {
        const char* key = userInterval ? "reliability.checkpointIntervalSeconds" : "reliability.restartSeconds";
        out.addIssue<IssueCode::ReliabilitySegmentLong>(Severity::Warning, key, key, segment + R, M);
    }

    // ---- Spares (Markov chain) ---------------------------------------------------------------------------
    const double perNodeRate = 1.0 / node.mtbf.si() + static_cast<double>(s.fleet.acceleratorsPerNode) / acc.mtbf.si();
    const double repair = hoursToSeconds(r.repairHours);
    SparePool pool;
    pool.active = s.fleet.nodes;
    pool.spares = r.spares;
    pool.failureRatePerSecond = perNodeRate;
    pool.repairRatePerSecond = 1.0 / repair;
    const auto tN = [&] {
        return DerivationTerm{"N", "active nodes (fleet.nodes)", static_cast<double>(pool.active), ""};
    };
    const auto tS = [&] {
        return DerivationTerm{"S", "spare nodes (reliability.spares)", static_cast<double>(pool.spares), ""};
    };
    const auto tLambda = [&] {
        return DerivationTerm{"λ", "node failure rate 1/MTBF_node + g/MTBF_acc (g = fleet.acceleratorsPerNode)",
                              perNodeRate, "1/s"};
    };
    const auto tMu = [&] {
        return DerivationTerm{"μ", "repair rate 1 / reliability.repairHours", pool.repairRatePerSecond, "1/s"};
    };
    const auto secSpares = [&] {
        return std::string("seed §2 Failure probability and recovery overhead, spares (L2098)");
    };
    const auto chainNote = [&] {
        return std::string(
            "Continuous-time Markov chain on k failed nodes (0..N+S): k→k+1 at λ·min(N, N+S−k) (idle spares do not "
            "fail), k→k−1 at μ·k (independent repairs); steady state π Q = 0, Σπ = 1, from the birth–death product "
            "form "
            "π_k ∝ Π b_j/d_{j+1} (tests check it against an Eigen sparse-LU solve of the generator).");
    };
    // The chain has N + S + 1 states: beyond this size the solve costs seconds and gigabytes per evaluation.
    constexpr std::int64_t kMaxChainNodes = 200000;
    if (pool.active + pool.spares > kMaxChainNodes) {
        out.addIssue<IssueCode::ReliabilityChainTooLarge>(Severity::Info, "reliability.spares", kMaxChainNodes,
                                                          pool.active + pool.spares);
    } else if (pool.active >= 1) {
        const SpareSolution sol = solveSparePool(pool, false);
        if (sol.ok)
            out.set("reliability.spare_availability", sol.availability, [&] {
                return Why{"A = P(k ≤ S), π Q = 0, Σ π = 1",
                           {tN(), tS(), tLambda(), tMu()},
                           secSpares(),
                           chainNote() + fmt::format(" On average {:.1f} nodes are down.", sol.expectedFailed)};
            });
        const std::int64_t cap = std::max<std::int64_t>(kSpareSearchMinCap, 10 * pool.active);
        const SpareSearch found = sparesForAvailability(pool, kSpareTarget, cap);
        if (found.found)
            out.set("reliability.spares_for_99", double(found.spares), [&] {
                return Why{"smallest S with P(k ≤ S) ≥ 0.99",
                           {tN(), tLambda(), tMu()},
                           secSpares(),
                           chainNote() + fmt::format(" Availability at that S: {:.4f}; searched up to {} spares.",
                                                     found.availability, cap)};
            });
        else
            out.addIssue<IssueCode::ReliabilitySparesInsufficient>(Severity::Warning, "reliability.repairHours", cap);
    }
    return outcome;
}

} // namespace fleet
