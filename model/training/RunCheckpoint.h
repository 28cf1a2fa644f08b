#pragma once
// The checkpoint of a predicted run (issue #11): its size from the plan's own memory accounting (16-bit
// weights, Adam's two moments, the FP32 master copy when training.masterWeights), and the time to write it:
// the nodes that hold distinct state write in parallel — with ZeRO ≥ 1 every node holds a shard of the
// optimizer state, without it one data-parallel replica (tp × pp accelerators) holds everything — each at
// fleet.storageBytesPerSecond, capped by what the scale-out fabric carries across its bisection (the
// checkpoint goes to shared storage). Reading it back after a failure takes as long.
#include "scenario/Scenario.h"
#include "training/StepSetup.h"

namespace fleet {

struct CheckpointCost {
    double bytes = 0;             // B
    double bytesPerParam = 0;
    double writerNodes = 0;
    double storageBytesPerS = 0;  // writerNodes × fleet.storageBytesPerSecond
    double bytesPerSecond = 0;    // after the fabric cap
    bool cappedByFabric = false;
    double writeSeconds = 0;      // δ
    double loadSeconds = 0;       // read back on restart
};

CheckpointCost checkpointCost(const Scenario& s, const StepSetup& setup, const StepFabric& fabric);

// Optimizer steps of the run: ⌈tokens / (global batch × sequence length)⌉.
double trainingSteps(double tokens, double globalBatchSequences, double seqLen);

} // namespace fleet
