#pragma once
// Serving efficiency constants of one accelerator (catalog table serving_calibration, schema
// 003_serving_calibration.sql; issue 14). Physical, not per workload: the share of HBM bandwidth and of the
// dense peak the serving kernels achieve, and the fixed time of one batching iteration.
#include "hardware/Provenance.h"
#include "units/Quantity.h"

#include <string>

namespace fleet {

struct ServingCalibration {
    std::string id;                // the accelerator's id
    double hbmEfficiency = 0.86;   // η_mem
    double computeEfficiency = 0.466; // η_comp
    Seconds stepOverhead = seconds(16e-3);  // t_step, per iteration
    Seconds sequenceOverhead = seconds(0.0); // t_seq, per sequence and iteration (host work; 0 in every built-in row)
    Provenance provenance;
};

// Used for an accelerator without a row (e.g. one added to the user catalog without calibration): the H100
// fit for η_comp and the overheads, and the mean measured HBM share of A100 / H100 / H200 (0.86). ServingResults says
// so in an Info issue naming fleet.accelerator.
ServingCalibration genericServingCalibration(const std::string& acceleratorId);

} // namespace fleet
