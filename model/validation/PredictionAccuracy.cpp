#include "validation/PredictionAccuracy.h"

#include "plan/ParallelLayout.h"
#include "power/PowerModel.h"
#include "units/TrainingRecipe.h"

#include <algorithm>

namespace fleet {

namespace {

// Each set's figures are what its replay test prints and asserts (within 0.15 percentage point): the test fails when
// a model change moves them, and this table and docs/models.md are updated with it.
constexpr std::array<ValidationSet, 13> kSets = {{
    // A100, Megatron-LM on Selene: Korthikanti et al. 2022 Table 5 (8 runs, the η_max fit set, 1.60 / 4.31 %),
    // Narayanan et al. 2021 Table 1 (10 runs, 8.73 / 11.4 %) and Table 2 PTD-P (6 runs, 6.05 / 7.9 %).
    {"a100-megatron", "Megatron-LM on A100 (Korthikanti 2022 Table 5, Narayanan 2021 Tables 1-2)", 0.0568, 0.114, 24,
     "tst_step_model"},
    {"a100-zero3", "DeepSpeed ZeRO-3 on A100 (Narayanan 2021 Table 2)", 0.0913, 0.159, 6, "tst_step_model"},
    {"h100-dense", "NVIDIA's dense H100 training tables (NeMo, Megatron-Bridge)", 0.066, 0.111, 10,
     "tst_hopper_training"},
    {"b200-dense", "NVIDIA's dense B200 training tables (held out)", 0.064, 0.123, 2, "tst_hopper_training"},
    {"h100-cp", "context-parallel H100/B200 runs (MLPerf v5.0 405B, Megatron-Bridge CP 2)", 0.077, 0.259, 9,
     "tst_context_parallel"},
    {"h100-long", "long sequences on H100 (NeMo 32K-1M, Llama 3 405B 128K)", 0.052, 0.285, 11, "tst_context_parallel"},
    {"b200-long", "long sequences on B200 (NeMo Llama 3 8B 32K-1M, held out)", 0.181, 0.225, 8, "tst_context_parallel"},
    {"nvl72-dense", "dense training on GB200 and GB300 NVL72 in NVFP4, MXFP8 and FP8 (Megatron-Bridge 26.04-26.06)",
     0.153, 0.256, 10, "tst_fp4_training"},
    {"moe", "Mixture-of-Experts training (Megatron-Bridge 25.09-26.08, DeepSeek-V3 report, Qwen3 layouts)", 0.258,
     1.158, 24, "tst_moe_step"},
    {"serving-throughput", "serving throughput (TensorRT-LLM 0.17 tables, H100 and A100)", 0.1772, 0.297, 18,
     "tst_serving_calibration"},
    {"serving-latency", "serving latency at low load (TensorRT-LLM, NIM, vLLM; H100 and A100)", 0.124, 0.332, 15,
     "tst_serving_calibration"},
    // Held out: no constant was fitted on it (docs/research/gpt-oss-serving-measurements.md).
    {"moe-decode", "Mixture-of-Experts decode latency (InferenceMAX GPT-OSS 120B, vLLM; H100, H200, B200; TP 1-8; batch 4-128)",
     0.098, 0.190, 13, "tst_gpt_oss_serving"},
    {"moe-throughput",
     "Mixture-of-Experts serving throughput (GPT-OSS 120B and 20B: TensorRT-LLM offline table, InferenceMAX at batch "
     "64-128)",
     0.197, 0.619, 39, "tst_gpt_oss_serving"},
}};

constexpr std::array<AccuracyKey, 11> kKeys = {{
    {"training.wall_s", AccuracyDomain::Training}, // the headline: predicted, or the book's chain
    {"training.step_s", AccuracyDomain::Training},
    {"training.predicted_mfu", AccuracyDomain::Training},
    {"training.predicted_hfu", AccuracyDomain::Training},
    {"training.tokens_per_s", AccuracyDomain::Training},
    {"training.predicted_wall_s", AccuracyDomain::Training},
    {"serving.decode_step_s", AccuracyDomain::Serving},
    {"serving.tpot_s", AccuracyDomain::Serving},
    {"serving.ttft_p50_s", AccuracyDomain::Serving},
    {"serving.tokens_per_s", AccuracyDomain::Serving},
    {"serving.prefill_s", AccuracyDomain::Serving},
}};

bool oneOf(std::string_view id, std::initializer_list<std::string_view> ids)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}
bool hopper(std::string_view id) { return oneOf(id, {"h100-sxm", "h200-sxm", "h800"}); }
bool blackwell(std::string_view id) { return oneOf(id, {"b200", "gb200"}); }
bool nvl72(std::string_view id) { return oneOf(id, {"gb200", "gb300"}); }

PredictionAccuracy measured(std::string_view id) { return {validationSet(id), {}}; }
template <std::size_t N>
PredictionAccuracy extrapolated(const char (&why)[N])
{
    return {nullptr, Text(why)};
}

} // namespace

std::span<const ValidationSet> validationSets() { return kSets; }

const ValidationSet* validationSet(std::string_view id)
{
    const auto it = std::find_if(kSets.begin(), kSets.end(), [&](const ValidationSet& v) { return v.id == id; });
    return it == kSets.end() ? nullptr : &*it;
}

std::span<const AccuracyKey> accuracyKeys() { return kKeys; }

PredictionAccuracy trainingAccuracy(const Scenario& s, const Results* results)
{
    const std::string_view a = s.fleet.accelerator;
    const TrainingInputs& t = s.training;
    const ParallelLayout layout = parallelLayout(t); // the one layout
    // The model as the evaluation counted it; without one, the plan's fields.
    const bool moe = results && results->regime().known ? results->regime().trainedMoe : s.model.experts > 0;
    const bool longContext = t.seqLen >= 32768;
    if (a == "a100-sxm-80gb") {
        if (moe || layout.cp > 1 || longContext)
            return extrapolated("no A100 measurement of this regime (Mixture of Experts, context parallelism or long "
                                "sequences)");
        if (t.zeroStage == 3)
            return t.zero3Runtime == "deepspeed"
                       ? measured("a100-zero3")
                       : extrapolated("no A100 measurement of a prefetching ZeRO-3 runtime (fsdp)");
        return measured("a100-megatron");
    }
    // The NVL72 set: dense runs below 32K tokens in NVFP4 and in the FP8 recipes beside them. NVFP4 elsewhere is not
    // measured; a GB200 plan in another format keeps the B200 sets below, a GB300 one is extrapolated.
    const auto format = trainingFormatFromString(t.precision);
    const bool recipe = format && format->recipe != ScalingRecipe::None;
    const bool nvl72Set = nvl72(a) && !moe && !longContext && recipe;
    if (format && format->recipe == ScalingRecipe::Nvfp4 && !nvl72Set)
        return extrapolated("no NVFP4 training measurement of this accelerator or regime");
    if (nvl72Set)
        return measured("nvl72-dense");
    if (hopper(a) || blackwell(a)) {
        if (moe)
            return measured("moe");
        if (longContext)
            return measured(hopper(a) ? "h100-long" : "b200-long");
        if (layout.cp > 1)
            return measured("h100-cp");
        return measured(hopper(a) ? "h100-dense" : "b200-dense");
    }
    return extrapolated("no training measurement of this accelerator");
}

// What the evaluation served: the served model and its TP group as evaluated (Results::regime(), set on every path);
// without an evaluation, the plan's model when it is the one served — a catalog model named by serving.model is then
// not known, and its attention neither.
struct Served {
    bool experts = false;
    bool latent = false;
    bool known = true; // false: serving.model names a catalog model and there is no evaluation to read it from
    bool tpLeavesDomain = false;
    bool dequantUnmeasured = false; // its experts' dequantizing kernels priced as native (no catalog row)
};

Served servedOf(const Scenario& s, const Results* results)
{
    if (results && results->regime().servingEvaluated) {
        const EvaluatedRegime& r = results->regime();
        return {r.servedMoe, r.servedLatent, true, r.servedTpLeavesDomain, r.servedDequantUnmeasured};
    }
    if (s.serving.model == "same")
        return {s.model.experts > 0, s.model.attention == "mla", true, false};
    return {false, false, false, false};
}

PredictionAccuracy servingAccuracy(const Scenario& s, std::string_view key, const Results* results)
{
    const std::string_view a = s.fleet.accelerator;
    const Served served = servedOf(s, results);
    // A served Mixture-of-Experts model on the accelerators the GPT-OSS sets measured (grouped-query attention; no CP,
    // no prefix caching; its TP group inside the scale-up domain).
    const bool moe = served.experts && oneOf(a, {"h100-sxm", "h200-sxm", "b200"});
    const bool moeRegime = moe && !served.latent && s.serving.cp <= 1 && s.serving.prefixCacheHitRate <= 0.0 &&
                           !served.tpLeavesDomain;
    if (!served.known)
        return extrapolated("the served model (serving.model names a catalog model) is known from an evaluation only");
    if (served.dequantUnmeasured)
        return extrapolated("no measurement of the experts' dequantizing GEMMs on this accelerator "
                            "(calibration weight_only_gemm_share): priced as native");
    // Its decode step and TPOT: the decode set (vLLM, aggregated: one pool, EP 1); its throughput: the throughput
    // set, with expert parallelism too (TensorRT-LLM's DEP rows).
    if (moeRegime && s.serving.ep <= 1 &&
        (key == "serving.decode_step_s" || (key == "serving.tpot_s" && !s.serving.disaggregated)))
        return measured("moe-decode");
    if (moeRegime && key == "serving.tokens_per_s" && !s.serving.disaggregated)
        return measured("moe-throughput");
    // The dense sets hold no Mixture-of-Experts latency (their two Mixtral rows are throughput, now in the MoE set's
    // regime): a served MoE model's other headlines and regimes are not measured.
    if (served.experts && !served.latent && oneOf(a, {"h100-sxm", "h200-sxm", "b200", "a100-sxm-80gb"}))
        return extrapolated("no serving measurement of a Mixture-of-Experts model in this regime (the GPT-OSS sets: "
                            "decode and TPOT with EP 1 and one pool, throughput with one pool; docs/models.md)");
    if (!oneOf(a, {"h100-sxm", "h200-sxm", "a100-sxm-80gb"}))
        return extrapolated("no serving measurement of this accelerator");
    if (served.latent)
        return extrapolated("no serving measurement of multi-head latent attention");
    if (s.serving.ep > 1 || (s.serving.disaggregated && s.serving.prefillEp > 1))
        return extrapolated("no serving measurement of expert parallelism (one derived DeepSeek point, docs/models.md)");
    if (s.serving.cp > 1)
        return extrapolated("no serving set with context parallelism (Meta's prefill table, 12.6 % mean, is checked "
                            "apart: docs/models.md)");
    if (s.serving.prefixCacheHitRate > 0.0)
        return extrapolated("no serving measurement with prefix caching (DeepSeek's production average is checked "
                            "apart: docs/models.md)");
    return {};
}

PredictionAccuracy accuracyOf(const Scenario& s, std::string_view key, const Results* results)
{
    const auto it = std::find_if(kKeys.begin(), kKeys.end(), [&](const AccuracyKey& k) { return k.key == key; });
    if (it == kKeys.end())
        return extrapolated("not a predicted headline");
    if (results) { // what the cap (and, for training, the racks' cooling) leaves each accelerator of its TDP
        const double cap = 1.0 - results->value("power.cap_saving_fraction").value_or(0.0);
        const double cooling = it->domain == AccuracyDomain::Training
                                   ? results->value("cooling.throttle_fraction").value_or(1.0)
                                   : 1.0;
        if (cap * cooling < kLowestMeasuredPowerShare)
            return extrapolated("the accelerators get less than the lowest measured share of their TDP (35 %)");
    }
    if (key == "training.wall_s" && s.training.timeModel != "predicted")
        return extrapolated("the book's chain at an assumed training.mfu, not a prediction from the layout");
    if (it->domain == AccuracyDomain::Training)
        return trainingAccuracy(s, results);
    PredictionAccuracy p = servingAccuracy(s, key, results);
    if (p.set || !p.extrapolated.empty())
        return p;
    if (key == "serving.tokens_per_s")
        return measured("serving-throughput");
    return measured("serving-latency");
}

Text accuracyText(const PredictionAccuracy& a)
{
    if (a.set)
        return Text::format("validation: ±{:.1f} % mean, {:.1f} % worst over {} runs of {}", 100.0 * a.set->meanError,
                            100.0 * a.set->worstError, a.set->runs, Text(a.set->description));
    return Text::format("extrapolated: {}", a.extrapolated.empty() ? Text("no measurement of this regime") : a.extrapolated);
}

} // namespace fleet
