#include "training/RunCheckpoint.h"

#include <algorithm>
#include <cmath>

namespace fleet {

CheckpointCost checkpointCost(const Scenario& s, const StepSetup& setup, const StepFabric& fabric)
{
    CheckpointCost c;
    const TrainingInputs& t = s.training;
    const double weight = setup.hardware.weightBytes;
    const double master = t.masterWeights && weight < 4.0 ? 4.0 : 0.0;
    c.bytesPerParam = weight + 8.0 + master;
    c.bytes = setup.shape.params * c.bytesPerParam;
    // One model replica's shards (the ranks of one DP index: TP × CP × PP) write it; the nodes they occupy.
    const ParallelLayout& l = setup.layout;
    const double g = std::max(1.0, setup.hardware.machine.acceleratorsPerNode);
    const double nodes = static_cast<double>(s.fleet.nodes);
    const double replicaNodes = std::ceil(l.tp * l.cp * l.pp / g);
    c.writerNodes = std::clamp(t.zeroStage >= 1 ? nodes : replicaNodes, 1.0, nodes);
    c.storageBytesPerS = c.writerNodes * s.fleet.storageBytesPerSecond;
    c.bytesPerSecond = c.storageBytesPerS;
    if (fabric.bisectionBytesPerS > 0.0 && fabric.bisectionBytesPerS < c.bytesPerSecond) {
        c.bytesPerSecond = fabric.bisectionBytesPerS;
        c.cappedByFabric = true;
    }
    c.writeSeconds = c.bytes / c.bytesPerSecond;
    c.loadSeconds = c.writeSeconds;
    return c;
}

double trainingSteps(double tokens, double globalBatchSequences, double seqLen)
{
    const double perStep = globalBatchSequences * seqLen;
    return perStep > 0.0 ? std::ceil(tokens / perStep) : 0.0;
}

} // namespace fleet
