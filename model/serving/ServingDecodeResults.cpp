#include "serving/ServingPublish.h"

#include <fmt/format.h>

namespace fleet::serving {

// serving.batch and the step: the decode step at the operating batch, its memory-bound share, the TP
// all-reduce and one prompt's prefill.
void publishServingDecode(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingModel& m = r.model;
    const ServingHardware& hw = r.hardware;
    const ServingWorkload& w = r.workload;
    const FleetSizing& fs = r.sizing;
    const ServingCapacity& cap = fs.capacity;
    const LatencyPoint& op = fs.operating;
    const bool crosses = tpLeavesDomain(hw, fs.tp); // plan/Placement.h: the group spans scale-up domains
    const bool ring = tpAllReduceIsRing(hw, fs.tp);  // else the runtimes' two-shot all-reduce
    const ServingTerms t(r, f);

    const DecodeStep& dec = fs.decode;
    const auto tCtx = [&] {
        return DerivationTerm{"L_ctx", "mean context of a decoding sequence: n_in + n_out / 2",
                              w.inputTokens + 0.5 * w.outputTokens, ""};
    };
    out.set("serving.batch", op.concurrency, [&] {
        return Why{
            w.batch > 0   ? "B = serving.batch (≤ B_max)"
            : w.offline() ? "B = B_max (offline: no latency target)"
                          : "B = the largest batch with p99 TTFT ≤ target and p99 TPOT ≤ target",
            {{"B_max", "KV-cache capacity", cap.maxBatch, ""},
             {"TTFT*", "p99 time-to-first-token target (serving.ttftSeconds, 0 = none)", w.ttftTargetSeconds, "s"},
             {"TPOT*", "p99 time-per-output-token target (serving.tpotSeconds, 0 = none)", w.tpotTargetSeconds, "s"}},
            kSecBatching,
            w.batch > 0 && fs.binding == ServingBinding::None ? "serving.batch sets the batch (the plan's choice)."
            : fs.binding == ServingBinding::None   ? "The KV-cache capacity sets the batch."
            : fs.binding == ServingBinding::Tpot ? "The p99 time per output token sets the batch."
            : fs.binding == ServingBinding::Ttft ? "The p99 time to first token sets the batch (slot queueing)."
                                                 : "A target cannot be met: see the issues."};
    });
    // Banded layers read the window's tokens only (plan/SlidingWindow.h): L_ctx in T_kv and T_attn is × κ.
    const AttentionSpan span = m.attentionSpan();
    const double meanContext = w.inputTokens + 0.5 * w.outputTokens;
    const bool banded = span.banded() && meanContext > span.window;
    out.set("serving.decode_step_s", dec.seconds, [&] {
        Why why{
            fs.ep > 1 ? "T_dec = max(W_gpu, GEMM FLOP ÷ (R_eff·F/(F + F½))) + max(KV read, attention FLOP) + T_AR + "
                        "T_a2a + t_step + L·t_layer + t_seq·B/g, per accelerator of an ep / tp-group replica"
            : fs.cp > 1 ? "T_dec = max(W_gpu, 2·P·B/(tp·cp) ÷ (R_eff·F/(F + F½))) + max(KV read, attention FLOP) ÷ cp + "
                          "T_AR + T_x + t_step + L·t_layer + t_seq·B/cp, per accelerator of a tp × cp replica"
                        : "T_dec = max(W_gpu, 2·P·B/tp ÷ (R_eff·F/(F + F½))) + max(KV read, attention FLOP) + T_AR + "
                          "t_step + L·t_layer + t_seq·B",
            {t.B(),
             tCtx(),
             t.Tp(),
             t.P(),
             t.BW(),
             t.EtaM(),
             t.R(),
             t.EtaC(),
             t.Rattn(),
             t.Cp(),
             {"T_weights", "weight read W_gpu ÷ (η_mem·BW)", dec.weightReadSeconds, "s"},
             {"T_gemm",
              r.expertsDequantized
                  ? "GEMM arithmetic 2·P·B/tp ÷ (η_comp·R · F/(F + F½)), F one of a layer's 4 GEMMs; the routed "
                    "experts' grouped GEMMs F/(F/s_deq + F½)"
                  : "GEMM arithmetic 2·P·B/tp ÷ (η_comp·R · F/(F + F½)), F one of a layer's 4 GEMMs",
              dec.gemmComputeSeconds, "s"},
             {"F½", "GEMM size at half the serving GEMM efficiency (serving_calibration.gemm_half_gflop)",
              hw.gemmHalfFlop, "FLOP"},
             {"T_kv", banded ? "KV-cache read B·κ·L_ctx·m_kv,gpu ÷ (η_mem·BW)" : "KV-cache read B·L_ctx·m_kv,gpu ÷ (η_mem·BW)",
              dec.kvReadSeconds, "s"},
             {"T_attn",
              banded ? "attention arithmetic 4·L·heads·d_head·κ·L_ctx·B/(tp·cp) ÷ R_attn"
                     : "attention arithmetic 4·L·heads·d_head·L_ctx·B/(tp·cp) ÷ R_attn",
              dec.attentionComputeSeconds,
              "s"},
             {"T_AR", "2·L TP all-reduces of B·hidden·2 B (two-shot inside an NVLink domain, else a ring; a group's "
                      "B/g with serving.ep)", dec.commSeconds,
              "s"},
             {"T_a2a", "MoE dispatch and combine across the EP group (serving.ep_alltoall_s)", dec.allToAllSeconds, "s"},
             {"T_x", "CP query all-gather and output reduce-scatter (serving.decode_cp_exchange_s)",
              dec.cpExchangeSeconds, "s"},
             t.LayerOverhead(),
             {"t_over", "t_step + L·t_layer + t_seq·B (catalog serving_calibration)", dec.overheadSeconds, "s"}},
            kSecDecode,
            fmt::format("Pure decode: the batch advances one token. {} of its operator time streams HBM (the book's "
                        "bandwidth floor binds at small batches, arithmetic at large ones).",
                        fmt::format("{:.0f} %", 100.0 * dec.memoryBoundFraction()))};
        if (r.expertsDequantized)
            why.inputs.push_back(t.ExpertShare());
        if (r.hardware.expertRateRatio != 1.0)
            why.inputs.push_back(t.ExpertRate());
        if (banded)
            why.inputs.push_back({"κ", "share of L_ctx a decode step reads: (L − L_w + L_w · w / L_ctx) / L, L_w of the "
                                       "layers banded to w tokens (model.slidingWindowLayers, model.slidingWindow)",
                                  span.keptShare(meanContext), ""});
        return why;
    });
    out.set("serving.decode_memory_bound_fraction", dec.memoryBoundFraction(), [&] {
        return Why{
            "(memory-bound of T_gemm, T_attn) / (T_gemm + T_attn)",
            {{"T_gemm", "weight GEMMs: max(weight read, arithmetic)", dec.gemmSeconds, "s"},
             {"T_attn", "attention: max(KV read, arithmetic)", dec.attentionSeconds, "s"}},
            kSecDecode,
            "Weight GEMMs are memory-bound while W_gpu ÷ BW exceeds their arithmetic; attention while its KV read "
            "exceeds its arithmetic."};
    });
    out.set("serving.tp_allreduce_s", dec.commSeconds, [&] {
        return Why{
            fs.tp <= 1 ? "T_AR = 0 (tp = 1: no all-reduce)"
            : ring     ? "T_AR = 2·L · ringAllReduce(B·hidden·2 B, tp) = 2·L · (2(tp − 1)·α + 2(tp − 1)/tp · B·hidden·2 B/β)"
                       : "T_AR = 2·L · (2·α + 2(tp − 1)/tp · B·hidden·2 B/β)",
            {t.L(),
             {"hidden", "model width (model.hidden)", m.hidden, ""},
             t.B(),
             t.Tp(),
             {"α", Text::format("{} latency", crosses ? f.scaleOut->name : f.scaleUp->name),
              crosses ? hw.scaleOutAlphaSeconds : hw.scaleUpAlphaSeconds, "s"},
             {"β", Text::format("{} bandwidth per direction", crosses ? f.scaleOut->name : f.scaleUp->name),
              crosses ? hw.scaleOutBytesPerSecond : hw.scaleUpBytesPerSecond, "B/s"}},
            kSecTp,
            fs.tp <= 1 ? "A replica of one accelerator has no tensor-parallel all-reduce."
            : crosses  ? "Two all-reduces per layer (after attention and after the MLP) of the step's activations; the "
                         "group spans scale-up domains, so NCCL's ring over the scale-out link, 2(tp − 1) latencies."
            : ring     ? "Two all-reduces per layer (after attention and after the MLP) of the step's activations; the "
                         "scale-up link gives no peer access (not NVLink), so NCCL's ring, 2(tp − 1) latencies."
                       : "Two all-reduces per layer (after attention and after the MLP) of the step's activations. Inside "
                         "an NVLink domain serving runtimes run a two-shot all-reduce (TensorRT-LLM one/two-shot and "
                         "MultiShot, vLLM's and SGLang's custom all-reduce): a reduce-scatter and an all-gather by direct "
                         "peer access, two synchronizations where a ring waits 2(tp − 1) times; the ring's bytes."};
    });
    publishEpAllToAll(r, f, out);
    publishExpertsTouched(r, f, out);
    publishCpComm(r, f, out);
    const DecodeStep& pre = fs.prefill;
    out.set("serving.prefill_s", pre.seconds, [&] {
        // With prefix caching (h > 0) the prompt computes (1 − h)·n_in tokens and (1 − h²) of its causal pairs.
        const bool cached = w.prefixCacheHitRate > 0.0;
        const char* formula =
            fs.cp > 1 ? (cached ? "T_pre = max(W_gpu, 2·P·(1−h)·n_in/(tp·cp) ÷ R_eff) + T_attn + T_AR + T_ring + t_over"
                                : "T_pre = max(W_gpu, 2·P·n_in/(tp·cp) ÷ R_eff) + causal attention ÷ cp + T_AR + T_ring + "
                                  "t_over")
                      : fs.ep > 1 ? (cached ? "T_pre = max(W_gpu, GEMM FLOP ÷ R_eff) + T_attn + T_AR + T_a2a + t_over"
                                            : "T_pre = max(W_gpu, GEMM FLOP ÷ R_eff) + causal attention + T_AR + T_a2a + "
                                              "t_over")
                      : (cached ? "T_pre = max(W_gpu, 2·P·(1−h)·n_in/tp ÷ R_eff) + T_attn + T_AR + t_over"
                                : "T_pre = max(W_gpu, 2·P·n_in/tp ÷ R_eff) + causal attention + T_AR + t_over");
        std::vector<DerivationTerm> terms{
            t.In(),
            t.Tp(),
            t.Cp(),
            t.P(),
            t.R(),
            t.EtaC(),
            t.Rattn(),
            {"T_gemm", "GEMM arithmetic", pre.gemmComputeSeconds, "s"},
            {"T_attn",
             fs.cp > 1 ? (cached ? "attention of the new tokens 2·L·heads·d_head·(1−h²)·n_in²/(tp·cp) ÷ R_attn × "
                                   "((1 + s½_causal·cp/n_k) + (cp − 1)(1 + s½_full·2cp/n_k))/cp, n_k = n_in(1 + h)"
                                 : "causal attention 2·L·heads·d_head·n_in²/(tp·cp) ÷ R_attn × "
                                   "((1 + s½_causal·cp/n_in) + (cp − 1)(1 + s½_full·2cp/n_in))/cp")
                       : (cached ? "attention of the new tokens 2·L·heads·d_head·(1−h²)·n_in²/tp ÷ R_attn × "
                                   "(1 + s½_causal/(n_in(1 + h)))"
                                 : "causal attention 2·L·heads·d_head·n_in²/tp ÷ R_attn × (1 + s½_causal/n_in)"),
             pre.attentionComputeSeconds, "s"},
            t.HalfCausal(),
            {"T_AR", "TP all-reduces", pre.commSeconds, "s"},
            {"T_ring", "CP K/V ring beyond its attention blocks (serving.prefill_cp_ring_s)", pre.cpRingSeconds, "s"},
            {"T_a2a", "MoE dispatch and combine across the EP group", pre.allToAllSeconds, "s"},
            t.L(),
            t.LayerOverhead(),
            {"t_over", "t_step + L·t_layer + t_seq, the runtime's host work for one iteration with one sequence "
                       "(catalog serving_calibration)",
             pre.overheadSeconds, "s"}};
        if (fs.cp > 1)
            terms.push_back(t.HalfFull());
        if (r.expertsDequantized) // the routed experts' GEMMs at s_deq of the rate
            terms.push_back(t.ExpertShare());
        if (r.hardware.expertRateRatio != 1.0) // and at their own precision's rate
            terms.push_back(t.ExpertRate());
        // Banded layers (plan/SlidingWindow.h): their share of T_attn is their band's new pairs at the window's key loop.
        if (m.attentionSpan().banded() && w.inputTokens > m.window) {
            for (DerivationTerm& term : terms)
                if (term.symbol == "T_attn")
                    term.description =
                        "attention: the L − L_w full layers' share of the expression without banding, the L_w banded "
                        "layers' band(n_in) − band(h·n_in) pairs (band(n) = w·n − w²/2) at the fused kernel's rate × "
                        "(1 + s½_causal/min(n_in/cp, w))";
            terms.push_back({"L_w", "banded layers (model.slidingWindowLayers)", m.windowLayers, ""});
            terms.push_back({"w", "their window (model.slidingWindow)", m.window, ""});
        }
        if (cached)
            terms.insert(terms.begin() + 1, DerivationTerm{"h", "prompt tokens whose KV cache is reused "
                                                                "(serving.prefixCacheHitRate)",
                                                           w.prefixCacheHitRate, ""});
        return Why{formula, std::move(terms),
                   kSecDecode,
                   "One prompt alone: compute-bound GEMMs with causal attention (the seed's prefill regime, L1593)."};
    });
}

} // namespace fleet::serving
