#pragma once
// One calibration constant of the step-time model (catalog table `calibrations`, schema 002): an achieved
// efficiency or latency of an accelerator or a link, with its own provenance. Values are kept in the
// catalog's unit (`unit`: '' dimensionless, 'GFLOP', 'us'); siValue() converts.
#include "hardware/Provenance.h"

#include <string>
#include <string_view>

namespace fleet {

enum class CalibrationTarget { Accelerator, Link };

// The parameters the schema accepts (CHECK constraint of catalogs/schema/002_calibrations.sql).
enum class CalibrationParameter {
    GemmEfficiency16Bit, // achieved fraction of the 16-bit dense peak by large training GEMMs
    GemmEfficiencyFp8,
    GemmEfficiencyTf32,
    GemmEfficiencyFp4,   // the same of the dense FP4 peak, NVFP4 GEMMs (training.precision nvfp4, issue 30)
    GemmHalfSize,        // F_half, GFLOP: η(F) = η_max · F / (F + F_half)
    HbmEfficiency,       // achieved fraction of HBM bandwidth by streaming kernels (STREAM Triad)
    CollectiveEfficiency, // achieved bus bandwidth / nominal per-direction bandwidth
    CollectiveAlpha,     // latency per ring step, µs
    AllToAllEfficiency,  // MoE token all-to-all (NCCL): achieved bytes per GPU per s / nominal per-direction bandwidth
    AllToAllEfficiencyFused, // the same for a fused dispatch/combine kernel (DeepEP class)
    AttentionEfficiency, // achieved fraction of the 16-bit peak by a fused attention kernel, forward and backward
    AttentionEfficiencyFa2, // the same for FlashAttention-2 (training.attentionKernel = fa2: stacks of 2023-mid 2024)
    ElementwiseEfficiency, // achieved fraction of HBM bandwidth by a training step's element-wise kernels (issue 28)
    PowerCapExponent,    // k: compute-bound throughput ∝ (P / P_draw)^k under a power cap or cooling limit (issue 28)
    // s_half, tokens: a fused attention block over s keys runs at η_attn · s / (s + s_half) (issue 30). Causal blocks
    // (the diagonal ones, where the mask idles part of the tiles) and full (non-causal, a CP ring's other steps).
    AttentionHalfSeqCausal,
    AttentionHalfSeq,
    // Achieved rate of a weight-only-quantized GEMM (4-bit weights dequantized in the kernel's main loop beside 16-bit
    // activations: Marlin-class W4A16) as a share of the same GEMM in 16 bits, at large token counts (serving's
    // routed experts in a 4-bit format the chip's tensor cores do not take; ServingSetup expertsDequantized).
    WeightOnlyGemmShare,
};

std::string_view toString(CalibrationParameter p); // the schema's name, e.g. "gemm_efficiency_16bit"
bool calibrationParameterFromString(std::string_view s, CalibrationParameter& out);
std::string_view toString(CalibrationTarget t);    // "accelerator" | "link"

struct Calibration {
    std::string id;       // "<target id>/<parameter>"
    std::string name;     // e.g. "A100 16-bit GEMM efficiency"
    CalibrationTarget target = CalibrationTarget::Accelerator;
    std::string targetId;
    CalibrationParameter parameter = CalibrationParameter::GemmEfficiency16Bit;
    double value = 0.0;   // in `unit`
    std::string unit;
    std::string method;   // fitted | microbenchmark | scaled | estimate
    Provenance provenance;

    double siValue() const; // GFLOP → FLOP, µs → s, else the value
};

} // namespace fleet
