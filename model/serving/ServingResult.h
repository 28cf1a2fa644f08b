#pragma once
// The serving domain's typed result (issue #12): everything serving.* publishes, computed from the scenario, the
// resolved fleet and the catalog by the serving kernel (ServingSetup → sizeServingFleet → servingEconomics). Plain
// numbers: no strings, no allocation, no derivation text. ServingResults publishes it as serving.* results with
// their derivations and issues (ServingCapacityResults, ServingLatencyResults, ServingCostResults).
#include "hardware/Catalog.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"
#include "serving/ServingEconomics.h"
#include "serving/ServingKernel.h"
#include "units/Precision.h"
#include "units/StorageFormat.h"

namespace fleet {

struct ServingResult {
    // Stages reached, in order; a later stage implies the earlier ones.
    bool evaluated = false; // the accelerator, its links and a dense peak at inference.precision
    bool economics = false; // sized, at least one replica and a positive token rate: power, carbon and cost
    ServingModel model;
    ServingHardware hardware;
    ServingWorkload workload;
    Precision precision = Precision::FP16;   // inference.precision
    StorageFormat expertFormat;                 // serving.expertPrecision, else inference.precision
    Precision expertCompute = Precision::FP16;  // serving.expertCompute, else inference.precision
    const Calibration* expertGemmEfficiency = nullptr; // its GEMM efficiency row when it differs (null: fallback)
    bool expertsDequantized = false;            // ServingSetup: the experts' GEMMs dequantize in their main loop
    const Calibration* weightOnlyGemmShare = nullptr; // and their share of the GEMM rate (null: none measured)
    Precision kvPrecision = Precision::FP16; // serving.kvPrecision
    bool genericCalibration = false;         // no serving_calibration row for the accelerator
    // serving.ep > 1: the fused all-to-all's link calibrations (null: the fallback share).
    const Calibration* allToAllUpEfficiency = nullptr;
    const Calibration* allToAllOutEfficiency = nullptr;
    const Calibration* attentionEfficiency = nullptr; // null: kFallbackAttentionEfficiency
    const Calibration* attentionHalfCausal = nullptr; // null: kFallbackAttentionHalfSeqCausal
    const Calibration* attentionHalfFull = nullptr;   // null: kFallbackAttentionHalfSeq
    FleetSizing sizing;
    // Nothing fits (sizing.feasible() false): the capacity at serving.tp (when set) and the smallest TP that
    // fits, or the capacity of a whole scale-up domain's TP group (serving.tp = 0).
    ServingCapacity capacityAtTp;
    int smallestFittingTp = 0;
    ServingCapacity capacityAtDomain;
    // The book's decode batch (inference.batch at inference.contextLen) against the sized TP group.
    ServingCapacity bookCapacity;
    // The TP comparison (serving.batch = 0): the sizing at the best TP of a node, the sized one when no other
    // needs fewer accelerators for the load (or gives ≥ 5 % more output tokens per accelerator without one).
    FleetSizing bestTp;
    ServingEconomics cost; // valid when `economics`
};

// The serving kernel applied to the plan; `evaluated` false when the fleet is incomplete or has no dense peak at
// inference.precision (the compute results report it).
ServingResult computeServing(const Scenario& s, const ResolvedFleet& f, const Catalog& c);

} // namespace fleet
