#include "training/TrainingTime.h"

namespace fleet {

Flop trainingFlops(double params, double tokens) { return flop(6.0 * params * tokens); }

TrainingEstimate estimateTraining(double params, double tokens, double accelerators, FlopPerSecond peak, double mfu,
                                  const OverheadChain& chain)
{
    TrainingEstimate e;
    e.totalFlops = trainingFlops(params, tokens);
    e.clusterSustained = peak * (accelerators * mfu);
    e.ideal = e.totalFlops / e.clusterSustained;
    Seconds t = e.ideal / chain.scalingEfficiency;
    e.afterStep[0] = t;
    t = t * (1.0 + chain.pipelineBubble);
    e.afterStep[1] = t;
    t = t * (1.0 + chain.checkpoint);
    e.afterStep[2] = t;
    t = t * (1.0 + chain.failures);
    e.afterStep[3] = t;
    t = t * (1.0 + chain.maintenance);
    e.afterStep[4] = t;
    e.wall = t;
    return e;
}

} // namespace fleet
