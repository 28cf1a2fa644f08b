#pragma once
#include "reliability/MonteCarlo.h"
#include "reliability/Reliability.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"

#include <cmath>
#include <vector>

namespace fleet {

struct FabricResult; // fabric/FabricModel.h

// The fleet's failure classes: accelerators (reliability.acceleratorMtbfHours × acceleratorsPerNode × nodes),
// nodes (reliability.nodeMtbfHours covers everything in a node except its accelerators; count = fleet.nodes)
// and fabric switches (reliability.switchMtbfHours × `fabricSwitches`, from the fabric model).
std::vector<FailureClass> fleetFailureClasses(const Scenario& s, const ResolvedFleet& f, double fabricSwitches);

// The interval the plan checkpoints at: reliability.checkpointIntervalSeconds when > 0, else the Young–Daly
// interval √(2 · δ · system MTBF) for a checkpoint write time δ.
Seconds plannedCheckpointInterval(const ReliabilityInputs& r, Seconds write, Seconds systemMtbf);


// The training run the reliability domain accounts for. In the book's mode δ, R and the run length are the
// reliability.* inputs; in the predicted mode (training.timeModel = predicted) δ is the checkpoint's size over
// the write bandwidth, R adds reading it back, and the run is this run (its useful time over the goodput).
struct RunTiming {
    double usefulSeconds = 0;          // failure-free training time; 0 = no training run
    double checkpointWriteSeconds = 0; // δ
    double restartSeconds = 0;         // R
    double runSeconds = 0;             // window of the failure counts; 0 = this run (useful / goodput)
    bool derived = false;              // δ and R derived from the checkpoint (predicted mode)
    double minimumIntervalSeconds = 0; // checkpoints fall between steps: the Young–Daly τ is at least one step
    double checkpointBytes = 0;        // when derived
    double checkpointBytesPerSecond = 0;
};
// The interval of a run: as plannedCheckpointInterval, the Young–Daly value no shorter than the timing's
// minimum (one step: a checkpoint falls between optimizer steps).
Seconds runCheckpointInterval(const ReliabilityInputs& r, const RunTiming& timing, Seconds systemMtbf);

// The book's timing: reliability.checkpointWriteSeconds, reliability.restartSeconds, reliability.runHours.
RunTiming bookRunTiming(const Scenario& s, double usefulSeconds);

// What the timing comes to for this fleet (typed; no results).
// A goodput below this is a run that does not complete in any sense a plan can use: the fleet would spend more than
// 999 of every 1,000 hours failing, restarting and redoing lost work, and the wall time would be over 1,000 times
// the useful time (issue 31: in-range inputs gave a goodput of 2.7e-221 and a 4.5e233 s "prediction").
inline constexpr double kNegligibleGoodput = 1e-3;

struct RunOutcome {
    bool ok = false;            // false: nothing can fail, or no run
    double systemMtbf = 0;      // s
    double interval = 0;        // τ, s
    double goodput = 0;         // renewal model
    double wallSeconds = 0;     // useful / goodput (+∞ when the run never completes)
    double runSeconds = 0;      // the failure-count window actually used
    double expectedFailures = 0;
    bool completes() const { return ok && goodput >= kNegligibleGoodput && std::isfinite(wallSeconds); }
};
RunOutcome runOutcome(const Scenario& s, const ResolvedFleet& f, double fabricSwitches, const RunTiming& timing);
// The same for a fleet whose system MTBF is known (compositeMtbf of its failure classes).
RunOutcome runOutcome(const Scenario& s, Seconds systemMtbf, const RunTiming& timing);

// reliability.* results (seed §1 L621-627, L906-916; seed §2 L2098, L2324-2336): system MTBF, failures per
// day / year / run (by class), run survival, Young–Daly and Daly intervals, goodput, restart overhead, spare
// availability (Markov chain) and spares for 99 %. A timing with useful time adds reliability.training_wall_s.
// The switches are the fabric model's (`fabric`; none without a fabric). The Monte Carlo is not run here.
RunOutcome addReliabilityResults(const Scenario& s, const ResolvedFleet& f, const FabricResult* fabric,
                                 const RunTiming& timing, Results& out);

// The Monte Carlo of a run (for the GUI and the CLI): the failure classes above, the planned interval, the
// timing's δ, R and useful work, reliability.weibullShape / monteCarloTrials, and (1 + maintenance) applied
// to every trial's wall time in the predicted mode. Exponential failures when the shape is 1, else Weibull.
MonteCarloConfig monteCarloConfig(const Scenario& s, const ResolvedFleet& f, double fabricSwitches,
                                  const RunTiming& timing);

} // namespace fleet
