#include "hardware/Calibration.h"
#include "units/NameTable.h"

namespace fleet {

namespace {

constexpr NameTable<CalibrationParameter, 17> kNames = {{
    {CalibrationParameter::GemmEfficiency16Bit, "gemm_efficiency_16bit"},
    {CalibrationParameter::GemmEfficiencyFp8, "gemm_efficiency_fp8"},
    {CalibrationParameter::GemmEfficiencyFp4, "gemm_efficiency_fp4"},
    {CalibrationParameter::GemmEfficiencyTf32, "gemm_efficiency_tf32"},
    {CalibrationParameter::GemmHalfSize, "gemm_half_size_gflop"},
    {CalibrationParameter::HbmEfficiency, "hbm_efficiency"},
    {CalibrationParameter::CollectiveEfficiency, "collective_efficiency"},
    {CalibrationParameter::CollectiveAlpha, "collective_alpha_us"},
    {CalibrationParameter::AllToAllEfficiency, "alltoall_efficiency"},
    {CalibrationParameter::AllToAllEfficiencyFused, "alltoall_efficiency_fused"},
    {CalibrationParameter::AttentionEfficiency, "attention_efficiency"},
    {CalibrationParameter::AttentionEfficiencyFa2, "attention_efficiency_fa2"},
    {CalibrationParameter::ElementwiseEfficiency, "elementwise_efficiency"},
    {CalibrationParameter::PowerCapExponent, "power_cap_exponent"},
    {CalibrationParameter::AttentionHalfSeqCausal, "attention_half_seq_causal"},
    {CalibrationParameter::AttentionHalfSeq, "attention_half_seq"},
    {CalibrationParameter::WeightOnlyGemmShare, "weight_only_gemm_share"},
}};

} // namespace

std::string_view toString(CalibrationParameter p)
{
    return nameIn(kNames, p, "?");
}

bool calibrationParameterFromString(std::string_view s, CalibrationParameter& out)
{
    const auto p = valueIn(kNames, s);
    if (p)
        out = *p;
    return p.has_value();
}

std::string_view toString(CalibrationTarget t) { return t == CalibrationTarget::Accelerator ? "accelerator" : "link"; }

double Calibration::siValue() const
{
    switch (parameter) {
    case CalibrationParameter::GemmHalfSize: return value * 1e9;
    case CalibrationParameter::CollectiveAlpha: return value * 1e-6;
    default: return value;
    }
}

} // namespace fleet
