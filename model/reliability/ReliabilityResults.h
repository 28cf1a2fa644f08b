#pragma once
#include "reliability/MonteCarlo.h"
#include "reliability/Reliability.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"

#include <vector>

namespace fleet {

// The fleet's failure classes: accelerators (reliability.acceleratorMtbfHours × acceleratorsPerNode × nodes),
// nodes (reliability.nodeMtbfHours covers everything in a node except its accelerators; count = fleet.nodes)
// and fabric switches (reliability.switchMtbfHours × `fabricSwitches`, from the fabric model).
std::vector<FailureClass> fleetFailureClasses(const Scenario& s, const ResolvedFleet& f, double fabricSwitches);

// The interval the plan checkpoints at: reliability.checkpointIntervalSeconds when > 0, else the Young–Daly
// interval √(2 · reliability.checkpointWriteSeconds · system MTBF).
Seconds plannedCheckpointInterval(const ReliabilityInputs& r, Seconds systemMtbf);

// reliability.* results (seed §1 L621-627, L906-916; seed §2 L2098, L2324-2336): system MTBF, failures per
// day / year / run (by class), run survival, Young–Daly and Daly intervals, goodput, restart overhead, spare
// availability (Markov chain) and spares for 99 %. `trainingUsefulSeconds` (> 0) is the training wall time
// without failure overhead; it adds reliability.training_wall_s. The Monte Carlo is not run here.
void addReliabilityResults(const Scenario& s, const ResolvedFleet& f, double fabricSwitches,
                           double trainingUsefulSeconds, Results& out);

// The Monte Carlo of this plan (for the GUI and the CLI): the failure classes above, the planned interval,
// reliability.checkpointWriteSeconds / restartSeconds / weibullShape / monteCarloTrials, `usefulSeconds` of
// work. Exponential failures when the shape is 1, Weibull otherwise.
MonteCarloConfig monteCarloConfig(const Scenario& s, const ResolvedFleet& f, double fabricSwitches,
                                  double usefulSeconds);

} // namespace fleet
