#pragma once
// Serving efficiency constants of one accelerator (catalog table serving_calibration, schema
// 003_serving_calibration.sql; issue 14). Physical, not per workload: the share of HBM bandwidth and of the
// dense peak the serving kernels achieve, and the fixed time of one batching iteration.
#include "hardware/Provenance.h"
#include "units/Quantity.h"

#include <optional>
#include <string>

namespace fleet {

// The runtime constants fitted on every serving measurement together (docs/models.md "Serving calibration";
// catalogs/seed/090_serving.sql holds them per accelerator, with their source).
inline constexpr double kServingGemmShare = 0.72;
inline constexpr double kServingGemmHalfGflop = 1.7;
inline constexpr double kServingLayerOverheadS = 80e-6;
inline constexpr double kServingSequenceOverheadS = 6e-6;

struct ServingCalibration {
    std::string id;                // the accelerator's id
    double hbmEfficiency = 0.86;   // η_mem
    // The defaults are what a row written before schema 7 means where a column is NULL; the built-in rows and
    // genericServingCalibration() set every column.
    double computeEfficiency = 0.466; // η_comp, a share of the dense peak (used where gemmShare is not set)
    Seconds stepOverhead = seconds(16e-3);   // t_step, per iteration (host scheduling, synchronization)
    Seconds sequenceOverhead = seconds(0.0); // t_seq, per sequence and iteration (host work)
    Seconds layerOverhead = seconds(0.0);    // t_layer, per layer and iteration (launches, gaps) — schema 7
    double gemmHalfGflop = 0.0;              // F½ of the serving GEMMs, 0 = none — schema 7
    // Serving GEMMs' share of the accelerator's large-GEMM efficiency at the serving precision (calibrations
    // gemm_efficiency_*); empty: computeEfficiency of the peak. — schema 7
    std::optional<double> gemmShare;
    Provenance provenance;
};

// Used for an accelerator without a row (e.g. one added to the user catalog without calibration): the fitted
// runtime constants of the built-in rows (gemm share, overheads, F½), and the mean measured HBM share of A100 /
// H100 / H200 (0.86). ServingResults says
// so in an Info issue naming fleet.accelerator.
ServingCalibration genericServingCalibration(const std::string& acceleratorId);

} // namespace fleet
