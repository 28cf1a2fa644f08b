#pragma once
// The step-time model's inputs for one plan: the transformer shape and layout from training.*, the hardware
// from the resolved catalog rows and their calibration constants (catalog table `calibrations`), the fabric's
// leaf domain from the fabric model. Missing constants fall back to stated generic values; `fallbacks` says
// which (evaluate() turns them into Info issues naming the fallback).
#include "fabric/Topology.h"
#include "hardware/Catalog.h"
#include "scenario/ResolvedFleet.h"
#include "training/StepModel.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace fleet {

// What the fabric model says about where a collective starts to cross the upper tier.
struct StepFabric {
    bool upperTier = false;           // a tier above the leaves (a spine, dragonfly globals) that groups can cross
    double nodesPerLeafDomain = 1e18;
    double beyondLeafDerate = 1.0;
    double bisectionBytesPerS = 0.0; // per direction across the fabric's minimum bisection (0 = unknown)
};
// From the fabric evaluate() sized (issue 27: the fabric is sized once, before the step that runs on it).
StepFabric stepFabricOf(const FabricSpec& spec, const FabricSizing& z, double scaleOutBytesPerS);

// Why a layout cannot be stepped (the search's rejection reasons, evaluate()'s errors).
enum class StepProblem : std::uint8_t {
    None,
    GlobalBatchNotDivisible,     // global batch not a multiple of microBatch × dp
    InterleaveNotDividingLayers, // interleave > 1 and layers / pp not a multiple of it
    TpNotDividingHeads,          // heads (or kv heads) not a multiple of tp
    LayoutNotMatchingFleet,      // tp × pp × dp ≠ accelerators
    NoPrecisionPeak,             // the accelerator has no dense peak for the training precision
    CpNotDividingSequence,       // training.seqLen is not a multiple of 2 × training.cp (issue 30)
    CpNeedsFusedAttention,       // training.cp > 1 with training.flashAttention off
    EpNotDividing,               // ep does not divide the routed experts or tp × dp (issue 29), or ep > 1 on a dense model
    DualPipeLayout,              // dualpipe needs an even pp ≥ 2, no interleaving and micro-batches ≥ pp
    NoAcceleratorPower,          // the racks' cooling leaves the accelerators no power (issue 28 part 3)
};

struct StepFallback {
    CalibrationTarget target = CalibrationTarget::Accelerator;
    std::string_view targetId; // the catalog row's id (the catalog outlives the setup)
    CalibrationParameter parameter = CalibrationParameter::GemmEfficiency16Bit;
    double value = 0; // the generic value used (SI)
    const Calibration* rejected = nullptr; // a row out of its parameter's range, when that is why
};

struct StepSetup {
    TransformerShape shape;
    StepLayout layout;
    StepHardware hardware;
    StepProblem problem = StepProblem::None;
    double globalBatch = 0;        // sequences per step
    double accelerators = 0;
    double shapeParams = 0;        // parameters the shape implies (layers, embeddings)
    std::array<StepFallback, 17> fallbacks{}; // one per constant stepSetup may look up (17: grow it with a new one)
    int fallbackCount = 0;
    // The calibration rows used (nullptr where a fallback was used), for derivations and provenance.
    const Calibration* gemmEfficiency = nullptr;
    const Calibration* gemmHalfSize = nullptr;
    const Calibration* hbmEfficiency = nullptr;
    const Calibration* elementwiseEfficiency = nullptr;
    const Calibration* attentionEfficiency = nullptr;
    const Calibration* attentionHalfCausal = nullptr; // the attention size law's s_half (null: the fallbacks below)
    const Calibration* attentionHalfFull = nullptr;
    const Calibration* scaleUpEfficiency = nullptr;
    const Calibration* scaleUpAlpha = nullptr;
    const Calibration* scaleOutEfficiency = nullptr;
    const Calibration* scaleOutAlpha = nullptr;
    const Calibration* hostEfficiency = nullptr;
    const Calibration* allToAllUpEfficiency = nullptr;  // the MoE dispatcher's (NCCL or fused), where EP > 1
    const Calibration* allToAllOutEfficiency = nullptr;
    // Power reaching the step (issue 28 part 3): what the cap and the cooling leave each accelerator (P / TDP) and
    // the exponent k of its compute rate (P / TDP)^k, looked up only when the share is below 1.
    double powerShare = 1;
    double powerCapExponent = 1;
    const Calibration* powerCapExponentRow = nullptr;
};

// Generic constants used when the catalog has no calibration row (ESTIMATES, docs/models.md).
inline constexpr double kFallbackGemmEfficiency = 0.6;

// The calibrations table's large-GEMM efficiency parameter of a precision (16-bit, FP8 and narrower, TF32/FP32):
// the training step's GEMMs and the serving kernel's (serving_calibration.gemm_share) read it.
CalibrationParameter gemmParameterFor(Precision p);
inline constexpr double kFallbackGemmHalfFlop = 20e9;
inline constexpr double kFallbackHbmEfficiency = 0.8;
// A fused attention kernel's asymptotic fraction of the 16-bit peak, forward and backward (ESTIMATE: 0.5 at 16K
// causal, between FlashAttention-2 on H100, 0.33, and cuDNN on H100, 0.53, over the size law's 16,384 / (16,384 +
// 1,200) = 0.93).
inline constexpr double kFallbackAttentionEfficiency = 0.54;
// The attention size law's s_half, tokens (hardware/AttentionBlocks.h; ESTIMATE: the H200 and GB200 cuDNN fits,
// forward and backward combined, 1,176-1,267 causal and 443-462 full; docs/research/attention-seqlen-efficiency.md).
inline constexpr double kFallbackAttentionHalfSeqCausal = 1200.0;
inline constexpr double kFallbackAttentionHalfSeq = 450.0;
inline constexpr double kFallbackCollectiveEfficiency = 0.8;
inline constexpr double kFallbackCollectiveAlphaS = 10e-6;
// Share of the SMs a GPU's communication kernels take while they overlap computation: DeepSeek-V3 drives its MoE
// dispatch and combine with 20 of an H800's 132 SMs (report §3.2.2); TransformerEngine's userbuffers TP overlaps give
// their kernels 2-24 SMs per GEMM (NeMo tp_overlap_configs/userbuffers.py). ESTIMATE for other kernels.
inline constexpr double kCommSmShare = 20.0 / 132.0;
// k of a compute-bound kernel's rate (P / TDP)^k under a power cap, for an accelerator without a measured one
// (ESTIMATE: the middle of the 0.25-0.55 most measured caps between 50 and 75 % of TDP give,
// docs/research/power-capped-throughput.md).
inline constexpr double kFallbackPowerCapExponent = 0.5;

// What a calibration parameter's value may be: efficiencies are fractions of a peak, F_half a GEMM size, α a
// latency, k an exponent ≤ 3. A row outside is not used (its fallback is, with an Info issue).
bool plausibleCalibration(CalibrationParameter p, double v);
// The catalog's row for a constant when it is in its range (plausibleCalibration), else nullptr: the one lookup the
// step set-up and the serving set-up share.
const Calibration* usableCalibration(const Catalog& c, CalibrationTarget target, std::string_view id,
                                     CalibrationParameter parameter);

// Layout only (no hardware): the part the design-space search changes per configuration. Returns the
// problem, or None.
StepProblem applyLayout(const TrainingInputs& t, const ModelInputs& model, std::int64_t accelerators, StepSetup& setup);

// `powerShare`: what the power cap and the racks' cooling leave each accelerator, P / TDP (power/PowerModel.h
// acceleratorPowerShare; 1 = unlimited, ≤ 0 = StepProblem::NoAcceleratorPower).
StepSetup stepSetup(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const StepFabric& fabric,
                    double powerShare = 1.0);

// Megatron-LM's HBM traffic of one optimizer step per local parameter (itemized in StepSetup.cpp).
double optimizerPassBytes(Precision p, bool masterWeights);

} // namespace fleet
