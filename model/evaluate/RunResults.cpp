#include "evaluate/RunResults.h"

#include <fmt/format.h>

#include <cmath>

namespace fleet {

namespace {

constexpr char kSecRun[] =
    "seed §2 The Pod, training time (L2294-2310); seed §1 Young–Daly (L508-512); seed §2 failure probability (L2098)";

} // namespace

void addRunResults(const Scenario& s, const ResolvedFleet& f, const PlanRun& run, const RunOutcome& planOutcome,
                   TrainingFigures& training, Results& out)
{
    // The plan's own outcome is the predicted one in the predicted mode; in the book's mode compute it too, at the
    // same fleet's system MTBF.
    const RunOutcome o =
        run.predictedMode ? planOutcome : runOutcome(s, seconds(planOutcome.systemMtbf), run.predicted);
    if (!o.completes())
        return; // reliability.* said why (nothing can fail, or the run never completes: a negligible goodput)
    const double maintenance = s.training.maintenanceOverhead;
    const double wall = o.wallSeconds * (1.0 + maintenance);
    const RunTiming& p = run.predicted;
    const auto terms = [&] {
        return std::vector<DerivationTerm>{
            {"steps", "optimizer steps (training.steps)", run.steps, ""},
            {"T_step", "predicted step time (training.step_s)", run.step.total, "s"},
            {"G", "goodput of this run: renewal model at τ, δ, R", o.goodput, ""},
            {"τ", "checkpoint interval", o.interval, "s"},
            {"δ", "checkpoint write time (training.checkpoint_write_s)", p.checkpointWriteSeconds, "s"},
            {"R", "reliability.restartSeconds + training.checkpoint_load_s", p.restartSeconds, "s"},
            {"MTBF_sys", "system MTBF (accelerators, nodes, switches)", o.systemMtbf, "s"},
            {"maintenance", "training.maintenanceOverhead", maintenance, ""}};
    };
    const auto note = [&] {
        return std::string(fmt::format("One coupled run: the useful time steps × T_step = {:.4g} h, stretched by "
                                       "checkpoints, lost work and restarts "
                                       "at this fleet's own failure rate over this run (≈{:.0f} failures), then by "
                                       "maintenance. Energy, carbon, water "
                                       "and the cost of the run follow from it in the predicted mode.",
                                       p.usefulSeconds / 3600.0, o.expectedFailures));
    };
    out.set("training.predicted_wall_s", wall, [&] {
        return Why{"T_wall = steps · T_step / G × (1 + maintenance)", terms(), kSecRun, note()};
    });
    if (!run.predictedMode)
        return;
    training.wallS = wall;
    out.set("training.wall_s", wall, [&] {
        return Why{"T_wall = steps · T_step / G × (1 + maintenance)", terms(), kSecRun,
                   "training.timeModel = predicted. " + note() + " training.book_wall_s is the seed's overhead chain."};
    });
    const double N = f.acceleratorCount;
    training.acceleratorHours = N * wall / 3600.0;
    out.set("training.accelerator_hours", *training.acceleratorHours, [&] {
        return Why{
            "N · T_wall / 3600",
            {{"N", "accelerators (acceleratorsPerNode × nodes)", N, ""}, {"T_wall", "wall-clock time", wall, "s"}},
            "seed §2 Peak vs sustained throughput (L1712)",
            ""};
    });
}

} // namespace fleet
