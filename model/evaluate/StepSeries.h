#pragma once
// Series builders for the Training tab (issue #11): the predicted MFU of the plan's model and global batch
// as the fleet grows (strong scaling: nodes vary, TP and PP kept, DP = accelerators / (TP · PP)), and against
// the pipeline depth for each micro-batch size (the fleet kept, DP derived). Points whose layout cannot be
// stepped (DP not whole, the batch not divisible, interleaving that does not divide) are left out. Pure
// functions of (scenario, catalog); each point is one step-time kernel call.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <cstdint>
#include <vector>

namespace fleet {

struct StepSeriesPoint {
    double x = 0;          // accelerators, or pipeline stages
    double mfu = 0;        // training.predicted_mfu
    double stepSeconds = 0;
    bool fits = true;      // memory.total_bytes_per_gpu ≤ HBM
};

// Node counts from 1/16 to 4 × the plan's (powers of two), plus the plan's own.
std::vector<StepSeriesPoint> strongScalingSeries(const Scenario& s, const Catalog& c);

struct PipelineSeries {
    std::int64_t microBatch = 1;
    std::vector<StepSeriesPoint> points; // x = pipeline stages ≤ 64 that divide the accelerators with TP
};
std::vector<PipelineSeries> pipelineSeries(const Scenario& s, const Catalog& c,
                                           const std::vector<std::int64_t>& microBatches = {1, 2, 4, 8, 16});

} // namespace fleet
