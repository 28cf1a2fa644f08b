#include "training/TrainingFigures.h"

#include "results/Results.h"

namespace fleet {

TrainingFigures trainingFiguresFrom(const Results& r)
{
    TrainingFigures t;
    t.totalFlops = r.value("training.total_flops");
    t.clusterFlopsPerS = r.value("training.cluster_flops_per_s");
    t.wallS = r.value("training.wall_s");
    t.acceleratorHours = r.value("training.accelerator_hours");
    return t;
}

InferenceFigures inferenceFiguresFrom(const Results& r)
{
    InferenceFigures i;
    i.tokensPerS = r.value("inference.tokens_per_s");
    return i;
}

} // namespace fleet
