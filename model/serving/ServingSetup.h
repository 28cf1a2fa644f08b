#pragma once
// Scenario + catalog → the serving kernel's plain inputs (model, hardware with its calibration, workload).
// ServingResults, the serving search and the Serving tab build their inputs here, so all three see the same
// numbers.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"
#include "serving/ServingKernel.h"
#include "units/Precision.h"
#include "units/StorageFormat.h"

#include <optional>

namespace fleet {

struct ServingSetup {
    ServingModel model;
    ServingHardware hardware;
    ServingWorkload workload;
    const Accelerator* accelerator = nullptr;
    // The catalog row, or a shared genericServingCalibration() (its id empty): a pointer, so a setup copies no
    // strings (the search builds one per candidate).
    const ServingCalibration* calibration = nullptr;
    bool genericCalibration = false;
    // The calibrations row whose large-GEMM efficiency the serving GEMMs reach a share of (gemm_share); null when
    // the row has no gemm_share or the catalog no such constant (then kFallbackGemmEfficiency).
    const Calibration* gemmEfficiency = nullptr;
    // power.capWatts below the TDP (issue 28 part 3): the cap's share of the TDP and the exponent k of the compute
    // rate (cap / TDP)^k (catalog power_cap_exponent, null when the generic one is used). The racks' cooling is the
    // training fleet's (cooling.throttle_fraction); the serving fleet is sized apart from its racks: not applied.
    // serving.ep > 1: the link calibrations of the fused dispatcher's all-to-all (null: kFallbackCollectiveEfficiency).
    const Calibration* allToAllUpEfficiency = nullptr;
    const Calibration* allToAllOutEfficiency = nullptr;
    // The fused attention core's efficiency (calibrations attention_efficiency; null: kFallbackAttentionEfficiency).
    const Calibration* attentionEfficiency = nullptr;
    // Its size law's s½ (attention_half_seq_causal / attention_half_seq; null: the training step's fallbacks).
    const Calibration* attentionHalfCausal = nullptr;
    const Calibration* attentionHalfFull = nullptr;
    double powerShare = 1.0;
    double powerCapExponent = 1.0;
    const Calibration* powerCapExponentRow = nullptr;
    Precision precision = Precision::FP16;   // weights and compute (inference.precision)
    Precision expertCompute = Precision::FP16; // the routed experts' GEMMs (serving.expertCompute, else precision)
    // Its large-GEMM efficiency row when it differs from `precision` (null: kFallbackGemmEfficiency or none needed).
    const Calibration* expertGemmEfficiency = nullptr;
    StorageFormat expertFormat; // routed experts' storage (serving.expertPrecision, else precision)
    // The routed experts' GEMMs dequantize their weights in the main loop (expertsDequantized), at the accelerator's
    // weight_only_gemm_share of the compute precision's rate (null: no measurement, priced as native).
    bool expertsDequantized = false;
    const Calibration* weightOnlyGemmShare = nullptr;
    Precision kvPrecision = Precision::FP16; // serving.kvPrecision
};

// Whether routed experts stored as `stored` are dequantized in their GEMMs' main loop on `a` computing in `compute`:
// a 4-bit format (int4, mxfp4, nvfp4) narrower than the compute precision, unless the tensor cores take it beside it
// (block-scaled FP4 beside FP8 on a chip with an FP4 path: Blackwell's mixed-input MMA; CDNA 4's for MXFP4 only).
bool expertsDequantized(const StorageFormat& stored, Precision compute, const Accelerator& a);

// The served model of the scenario (inference.* dimensions) at `weights` / `kv` precision.
ServingModel servingModel(const ModelInputs& served, Precision weights, Precision kv);
// The plan's workload (serving.*; the plan's accelerators serve when there is no load).
ServingWorkload servingWorkload(const Scenario& s);

// Links a TP group of `accelerator` uses: the catalog node built from it (fleet.node = auto semantics, any
// accelerator count) names its scale-up and scale-out links; otherwise the plan's links.
struct ServingLinks {
    const Link* scaleUp = nullptr;
    const Link* scaleOut = nullptr;
    // Accelerators one scale-up link joins: scaleUpDomainOf() of the fleet the links belong to; 0 = the node.
    std::int64_t scaleUpDomain = 0;
};
ServingLinks servingLinksFor(const Scenario& s, const Catalog& c, const Accelerator& accelerator);

// The precision `accelerator` has no dense path for when it serves `served` at the plan's precisions: inference.precision,
// else (a Mixture-of-Experts model) serving.expertCompute; empty when both have one or a name is unknown (the schema
// reports that). servingSetup() gives nothing exactly when this is not empty (or a name or link is missing).
std::string servingPrecisionWithoutPath(const Scenario& s, const ModelInputs& served, const Accelerator& accelerator);

// Everything for `accelerator` at the plan's precisions, serving `served` (the model the plan serves, resolved
// once: ResolvedFleet::servedModel, servedModelOf); nothing when the accelerator has no dense peak at
// inference.precision (or, for an MoE model, at serving.expertCompute), a precision name is unknown, or a link is
// missing.
std::optional<ServingSetup> servingSetup(const Scenario& s, const Catalog& c, const ModelInputs& served,
                                         const Accelerator& accelerator, const ServingLinks& links);
// The same for the plan's own model, accelerator and links (resolves them: for one-off callers and tests).
std::optional<ServingSetup> servingSetup(const Scenario& s, const Catalog& c);

} // namespace fleet
