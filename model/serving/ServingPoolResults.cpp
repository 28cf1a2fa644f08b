#include "serving/ServingPublish.h"

namespace fleet::serving {

// serving.disaggregated (issue 29 part 4): the prefill pool, the KV hand-off and the TTFT the pool gives. The decode
// replicas keep the serving.* keys they have when not disaggregated (serving.tp, serving.batch, serving.replicas, …).
void publishServingPool(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingWorkload& w = r.workload;
    const FleetSizing& fs = r.sizing;
    if (!fs.disaggregated)
        return;
    const PrefillPool& p = fs.prefillPool;
    const ServingTerms t(r, f);
    const double perReplica = static_cast<double>(p.replicaAccelerators());
    const auto tStep = [&] { return DerivationTerm{"T_p", "one prefill step of a replica", p.step.seconds, "s"}; };
    const auto tPrompts = [&] {
        return DerivationTerm{"b_p", "prompts per attention group and step", p.promptsPerGroup, ""};
    };
    const auto tGroups = [&] { return DerivationTerm{"g_p", "attention groups per prefill replica", p.groups, ""}; };
    const auto tGpus = [&] { return DerivationTerm{"n_gpu,p", "accelerators per prefill replica", perReplica, ""}; };
    const auto tLoad = [&] {
        return DerivationTerm{"λ", "requests/s the pool takes (the load, or what the decode replicas emit)",
                              p.utilization * p.replicas * p.capacityPerReplica, "1/s"};
    };

    out.set("serving.prefill_pool_tp", static_cast<double>(p.tp), [&] {
        return Why{w.prefillTp > 0 ? "tp_p = serving.prefillTp"
                                   : "tp_p = argmax input tokens/s per accelerator with 2·T_p ≤ TTFT target",
                   {{"TTFT", "p99 target (serving.ttftSeconds)", w.ttftTargetSeconds, "s"}},
                   kSecFleet,
                   "Powers of two within the scale-up domain (dividing serving.prefillEp) whose group holds the weights "
                   "and a prompt's KV cache; the step under way and the prompt's own bound the TTFT from below."};
    });
    out.set("serving.prefill_pool_ep", static_cast<double>(p.ep), [&] {
        return Why{"ep_p = serving.prefillEp", {}, kSecExpert,
                   "A prefill replica of ep_p accelerators (MoE): ⌈E/ep_p⌉ routed experts each, ep_p / tp_p attention "
                   "groups each prefilling its own prompts."};
    });
    out.set("serving.prefill_pool_prompts_per_step", p.promptsPerGroup, [&] {
        if (w.prefixCacheHitRate > 0.0)
            return Why{"b_p = clamp(floor(B_tok / ((1−h)·n_in)), 1, prompts whose KV fits a group)",
                       {{"B_tok", "prompt tokens per group and step (serving.prefillBatchTokens)", w.prefillBatchTokens,
                         ""},
                        t.In(),
                        {"h", "prompt tokens whose KV cache is reused (serving.prefixCacheHitRate)",
                         w.prefixCacheHitRate, ""}},
                       kSecBatching,
                       "Whole prompts; the budget counts computed tokens (not prefix-cache hits): a prompt longer than "
                       "the budget is prefilled alone."};
        return Why{"b_p = clamp(floor(B_tok / n_in), 1, prompts whose KV fits a group)",
                   {{"B_tok", "prompt tokens per group and step (serving.prefillBatchTokens)", w.prefillBatchTokens,
                     ""},
                    t.In()},
                   kSecBatching, "Whole prompts: a prompt longer than the budget is prefilled alone."};
    });
    out.set("serving.prefill_pool_step_s", p.step.seconds, [&] {
        return Why{"T_p = T_gemm + T_attn + T_AR + T_a2a + t_step + t_layer·L + t_seq·b_p (g_p·b_p prompts)",
                   {tGroups(), tPrompts(), t.In(),
                    {"T_gemm", "weight GEMMs", p.step.gemmSeconds, "s"},
                    {"T_attn", "causal attention over each prompt", p.step.attentionSeconds, "s"},
                    {"T_AR", "TP all-reduces", p.step.commSeconds, "s"},
                    {"T_a2a", "MoE dispatch and combine", p.step.allToAllSeconds, "s"},
                    {"t_o", "per-step overheads", p.step.overheadSeconds, "s"}},
                   kSecDecode, "The serving step of the decode replicas with only prompts in it."};
    });
    out.set("serving.prefill_pool_input_tokens_per_s_per_gpu", p.inputTokensPerSecondPerGpu, [&] {
        return Why{"r_in = g_p · b_p · n_in / (T_p · n_gpu,p)", {tGroups(), tPrompts(), t.In(), tStep(), tGpus()},
                   kSecBatching, "Prompt tokens a prefill accelerator processes per second at full utilization."};
    });
    out.set("serving.prefill_pool_replicas", p.replicas, [&] {
        return Why{"n_rep,p = fewest with TTFT₉₉(n_rep,p) ≤ target (and λ·T_p < n_rep,p·g_p·b_p)",
                   {tLoad(), tStep(), tGroups(), tPrompts()},
                   kSecQueue,
                   "The pool's prompt slots are the servers of an M/M/c queue holding each prompt one step; the "
                   "fewest stable replicas when the target cannot be met or there is none."};
    });
    out.set("serving.prefill_pool_accelerators", p.accelerators, [&] {
        return Why{"N_p = n_rep,p · n_gpu,p", {{"n_rep,p", "prefill replicas", p.replicas, ""}, tGpus()}, kSecFleet,
                   ""};
    });
    out.set("serving.prefill_pool_nodes", p.nodes, [&] {
        return Why{"nodes_p = ceil(N_p / n_node)",
                   {{"N_p", "prefill accelerators", p.accelerators, ""},
                    {"n_node", "accelerators per node", r.hardware.machine.acceleratorsPerNode, ""}},
                   kSecFleet, "The pools are in nodes of their own."};
    });
    out.set("serving.prefill_pool_utilization", p.utilization, [&] {
        return Why{"u_p = λ · T_p / (n_rep,p · g_p · b_p)", {tLoad(), tStep(), tGroups(), tPrompts()}, kSecQueue, ""};
    });
    out.set("serving.decode_pool_accelerators", fs.decodeAccelerators(), [&] {
        return Why{"N_d = n_rep · n_gpu", {{"n_rep", "decode replicas", fs.replicas, ""}, t.ReplicaGpus()}, kSecFleet,
                   ""};
    });
    out.set("serving.kv_transfer_s", p.kvTransferSeconds, [&] {
        // A banded layer hands off its window's KV only (plan/SlidingWindow.h) where the runtime holds only that
        // (serving.windowKv): n_in × κ.
        const bool banded = r.model.kvHeldShare(r.workload.inputTokens) < 1.0;
        const bool heldWhole =
            !r.model.windowKvHeld && r.model.attentionSpan().keptShare(r.workload.inputTokens) < 1.0;
        Why why{banded ? "T_kv = α_out + κ · n_in · max(m_kv / tp_p, m_kv,d) / β_out"
                       : "T_kv = α_out + n_in · max(m_kv / tp_p, m_kv,d) / β_out",
                {t.In(),
                 {"m_kv", "KV cache per token, whole model", fs.capacity.kvBytesPerToken, "B"},
                 {"tp_p", "prefill TP ranks sending in parallel", static_cast<double>(p.tp), ""},
                 {"m_kv,d", "KV cache per token a decode rank keeps", fs.capacity.kvBytesPerTokenPerGpu, "B"},
                 {"α_out", "scale-out link latency", r.hardware.scaleOutAlphaSeconds, "s"},
                 {"β_out", "scale-out bandwidth per direction (line rate: RDMA transfer engines)",
                  r.hardware.scaleOutBytesPerSecond, "B/s"}},
                kSecFleet,
                heldWhole ? "One prompt's KV cache from its prefill group to a decode group: it delays the second "
                            "token (it is in the TPOT), not the first. The banded layers hand off their whole context: "
                            "the runtime holds it (serving.windowKv = full). Not overlapped with the prefill."
                          : "One prompt's KV cache from its prefill group to a decode group: it delays the second "
                            "token (it is in the TPOT), not the first. Not overlapped with the prefill (layer-by-layer "
                            "streaming would hide most of it)."};
        if (banded)
            why.inputs.insert(why.inputs.begin() + 1,
                              {"κ", "share of the prompt's KV the banded layers keep: (L − L_w + L_w · w / n_in) / L "
                                    "(model.slidingWindowLayers, model.slidingWindow)",
                               r.model.kvHeldShare(r.workload.inputTokens), ""});
        return why;
    });

    // The TTFT is the pool's: the first token comes out of the prompt's prefill step.
    const auto why = [&](const char* formula, double wait, const char* waitText) {
        return Why{formula,
                   {{"W_q", waitText, wait, "s"},
                    {"C", "Erlang C: probability of waiting (M/M/c, c = n_rep,p · g_p · b_p prompt slots)",
                     p.waitProbability, ""},
                    tStep()},
                   kSecQueue,
                   "Disaggregated: a prompt waits for a prompt slot of the prefill pool, then for the step under way "
                   "(prompts join at step boundaries), then its own step emits the first token."};
    };
    out.set("serving.ttft_s", p.ttftMeanSeconds,
            [&] { return why("TTFT = W̄_q + ½·T_p + T_p", p.queueWaitMeanSeconds, "mean wait for a prompt slot"); });
    out.set("serving.ttft_p50_s", p.ttftP50Seconds,
            [&] { return why("TTFT₅₀ = W_q,50 + ½·T_p + T_p", p.queueWaitP50Seconds, "median wait for a slot"); });
    out.set("serving.ttft_p99_s", p.ttftP99Seconds, [&] {
        return why("TTFT₉₉ = W_q,99 + 0.99·T_p + T_p", p.queueWaitP99Seconds,
                   "99th-percentile wait: P(W > x) = C·exp(−(c − λ·T_p)·x / T_p)");
    });
}

} // namespace fleet::serving
