#include "inference/InferenceResults.h"

#include "plan/ModelLibrary.h"

#include "compute/Roofline.h"
#include "inference/Decode.h"

#include <fmt/format.h>

namespace fleet {

InferenceFigures addInferenceResults(const Scenario& s, const ResolvedFleet& f, Results& out)
{
    InferenceFigures figures;
    const Accelerator& a = *f.accelerator;
    const Precision p = *f.inferencePrecision;
    const auto peak = a.peakFor(p);
    if (!peak)
        return figures; // compute results already reported the missing precision
    const double P = parametersOf(*f.servedModel, f.servedCount);
    const double B = static_cast<double>(s.inference.batch);
    const double bpv = bytesPerValue(p);
    // A Mixture-of-Experts model stores every weight but a step reads its dense part and the experts the batch
    // touches, and computes its active parameters (issue 29; seed L1784).
    const ModelArchitecture arch = architectureOf(*f.servedModel);
    double readP = 0.0, activeP = 0.0;
    if (arch.moe.any()) {
        const double experts = expertParametersOf(*f.servedModel, f.servedCount);
        readP = P - experts + experts * expertsTouched(arch.moe.experts, arch.moe.expertsPerToken, B) / arch.moe.experts;
        activeP = activeParametersOf(*f.servedModel, f.servedCount);
    }
    const DecodeEstimate e = estimateDecode(P, p, B, *peak, a.hbmBandwidth, a.hbmCapacity, readP, activeP);
    const std::string prec(toString(p));

    const auto tP = [&] {
        return DerivationTerm{"P", "served parameters (model.params)", P, ""};
    };
    const auto tBytes = [&] {
        return DerivationTerm{"b", Text::format("{} bytes per parameter", prec), bpv, "B"};
    };
    const auto tB = [&] {
        return DerivationTerm{"B", "decode batch (inference.batch)", B, ""};
    };
    const auto tBW = [&] {
        return DerivationTerm{"BW_HBM", Text::format("{} HBM bandwidth", a.name), a.hbmBandwidth.si(), "B/s"};
    };
    const auto tR = [&] {
        return DerivationTerm{"R_peak", Text::format("{} dense {} peak", a.name, prec), peak->si(), "FLOP/s"};
    };
    const auto tW = [&] {
        return DerivationTerm{"W", "weight bytes", e.weights.si(), "B"};
    };

    out.set("inference.weights_bytes", e.weights.si(), [&] {
        return Why{"W = P · b", {tP(), tBytes()}, "seed §2 HBM generations, running example (L1510, L1516)", ""};
    });
    const auto tActive = [&] {
        return DerivationTerm{"P_active", "parameters each token computes (MoE: top-k routed, shared, dense)", activeP, ""};
    };
    const auto tRead = [&] {
        return DerivationTerm{"W_read", "bytes a step reads: the dense part and the experts the batch touches",
                              e.read.si(), "B"};
    };
    out.set("inference.arithmetic_intensity", e.intensity.si(), [&] {
        if (readP > 0.0)
            return Why{"I_decode = 2·P_active·B / W_read",
                       {tActive(), tB(), tRead()},
                       "seed §1 MoE (L1784); seed §2 memory wall (L1412)",
                       "A Mixture-of-Experts step computes its active parameters per sequence and reads the experts "
                       "the batch touches."};
        return Why{"I_decode = 2·P·B / W = 2·B / b",
                   {tP(), tB(), tBytes()},
                   "seed §2 memory wall (L1412); roofline worked example '175B on H100' (L1635)",
                   "Each decode step reads every weight once and does 2 FLOP (multiply-add) per weight per sequence."};
    });
    out.set("inference.decode_s_per_token", e.memoryTime.si(), [&] {
        if (readP > 0.0)
            return Why{"T_mem = W_read / BW_HBM",
                       {tRead(), tBW()},
                       "seed §1 MoE (L1784): sparse routing; seed §2 HBM generations (L1516)",
                       fmt::format("A Mixture-of-Experts model reads only the routed experts its {} sequences pick "
                                   "(E · (1 − (1 − k/E)^B) per layer); it stores all of them.",
                                   s.inference.batch)};
        return Why{
            "T_mem = W / BW_HBM",
            {tW(), tBW()},
            "seed §2 HBM generations (L1516): 70.6B FP16 → 42.1 ms/token on H100",
            fmt::format("Single-accelerator-equivalent bandwidth floor of one decode step (all {} sequences of the "
                        "batch advance one token). The weights need {:g} devices of {:g} GB to hold; with tensor "
                        "parallelism across them the floor is {:.4g} ms.",
                        s.inference.batch, e.devicesToHold, a.hbmCapacity.in(units::GB),
                        e.memoryTimeSharded.in(units::ms))};
    });
    out.set("inference.compute_s_per_token", e.computePerToken.si(), [&] {
        if (activeP > 0.0)
            return Why{"T_compute = 2·P_active / R_peak", {tActive(), tR()}, "seed §1 MoE (L1784)", ""};
        return Why{"T_compute = 2·P / R_peak",
                   {tP(), tR()},
                   "seed §2 memory bandwidth and token latency notebook (L1528-1537)",
                   ""};
    });
    out.set("inference.memory_bound_fraction", e.memoryBoundFraction, [&] {
        return Why{"T_mem / (T_mem + B · T_compute)",
                   {{"T_mem", "weight-streaming time per step", e.memoryTime.si(), "s"},
                    {"T_compute", "arithmetic time per token", e.computePerToken.si(), "s"},
                    tB()},
                   "seed §2 (L1537): Llama-3 70B on H100 is 99.7 % memory-bound",
                   ""};
    });
    out.set("inference.devices_to_hold_weights", e.devicesToHold, [&] {
        return Why{"n = ceil(W / HBM capacity)",
                   {tW(), {"C_HBM", Text::format("{} HBM capacity", a.name), a.hbmCapacity.si(), "B"}},
                   "seed §2 HBM generations (L1512)",
                   "Weights only: KV cache and activations need more."};
    });
    out.set("inference.decode_s_per_token_tp", e.memoryTimeSharded.si(), [&] {
        return Why{"T_mem,TP = W / (n · BW_HBM)",
                   {tW(), {"n", "devices holding the weights", e.devicesToHold, ""}, tBW()},
                   "seed §2 HBM generations (L1512-1516)",
                   "Ideal tensor parallelism: each device streams its shard."};
    });
    out.set("inference.attainable_flops_per_s", e.attainable.si(), [&] {
        return Why{"min(R_peak, BW_HBM · I_decode)",
                   {tR(), tBW(), {"I_decode", "decode intensity", e.intensity.si(), "FLOP/B"}},
                   "seed §2 Roofline, Eq. 2.1 (L1571)",
                   ""};
    });
    out.set("inference.utilization", e.utilization, [&] {
        return Why{"min(R_peak, BW_HBM · I_decode) / R_peak",
                   {tR(), {"attainable", "attainable throughput", e.attainable.si(), "FLOP/s"}},
                   "seed §2 roofline worked example (L1635-1653): 175B decode reaches 0.34 % of H100 peak",
                   ""};
    });
    figures.tokensPerS = e.tokensPerSecond;
    out.set("inference.tokens_per_s", e.tokensPerSecond, [&] {
        return Why{"B / max(T_mem, B · T_compute)",
                   {tB(),
                    {"T_mem", "weight-streaming time per step", e.memoryTime.si(), "s"},
                    {"T_compute", "arithmetic time per token", e.computePerToken.si(), "s"}},
                   "seed §2 Roofline, batching (L1617)",
                   "Single-accelerator-equivalent decode throughput; batching raises it until compute binds."};
    });
    const double prefillTokens = B * static_cast<double>(s.inference.contextLen);
    out.set("inference.prefill_arithmetic_intensity", weightReuseIntensity(prefillTokens, p).si(), [&] {
        return Why{"I_prefill = 2·B·L / b",
                   {tB(),
                    {"L", "context length (inference.contextLen)", static_cast<double>(s.inference.contextLen), ""},
                    tBytes()},
                   "seed §2 Roofline typical workloads (L1593)",
                   "Counts weight traffic only, so it is an upper bound; activation and attention traffic bring real "
                   "prefill to the seed's 100–500 FLOP/byte."};
    });
    return figures;
}

} // namespace fleet
