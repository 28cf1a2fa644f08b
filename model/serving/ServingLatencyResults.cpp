#include "serving/ServingPublish.h"

#include <fmt/format.h>

namespace fleet::serving {

namespace {

// The TTFT when prompts prefill inside the replicas' iterations (continuous batching).
void publishColocatedTtft(const ServingResult& r, Results& out)
{
    const ServingWorkload& w = r.workload;
    const LatencyPoint& at = r.sizing.atLoad;
    const bool hasLoad = w.requestsPerSecond > 0.0;
    const auto tFirst = [&] {
        return DerivationTerm{"T_first", "the iteration that holds the request's own prefill", at.firstIterationSeconds,
                              "s"};
    };
    out.set("serving.ttft_s", at.ttftMeanSeconds, [&] {
        return Why{
            "TTFT = W̄_q + ½·T_it + T_it + T_first",
            {{"W̄_q", "mean wait for a batch slot (Erlang C)", at.queueWaitMeanSeconds, "s"},
             {"T_it", "iteration", at.iterationSeconds, "s"},
             tFirst()},
            kSecQueue,
            "A request arriving during an iteration waits for its end (½·T_it on average), the next iteration was "
            "already scheduled while that one ran (overlapped scheduling, as TensorRT-LLM and vLLM do), and its "
            "prefill runs in the one after, whose end yields the first token." +
                std::string(
                    hasLoad || !w.offline() ? "" : " Offline every request waits for a slot; the queue is left out.")};
    });
    out.set("serving.ttft_p50_s", at.ttftP50Seconds, [&] {
        return Why{"TTFT₅₀ = W_q,50 + ½·T_it + T_it + T_first",
                   {{"W_q,50", "median slot wait: 0 unless more than half the requests wait (Erlang C > ½)",
                     at.queueWaitP50Seconds, "s"},
                    {"T_it", "iteration", at.iterationSeconds, "s"},
                    tFirst()},
                   kSecQueue,
                   "The median request: half an iteration of residual wait."};
    });
    out.set("serving.ttft_p99_s", at.ttftP99Seconds, [&] {
        return Why{
            "TTFT₉₉ = W_q,99 + 0.99·T_it + T_it + T_first",
            {{"W_q,99", "99th-percentile slot wait: P(W > x) = C·exp(−(B_max − B)·x / (n_out·T_it))",
              at.queueWaitP99Seconds, "s"},
             {"C", "Erlang C: probability of waiting (M/M/c, c = B_max slots)", at.waitProbability, ""},
             {"T_it", "iteration", at.iterationSeconds, "s"},
             tFirst()},
            kSecQueue,
            "The sum of the parts' 99th percentiles (an upper bound on the 99th percentile of the sum). Slots are "
            "the servers of an M/M/c queue: Poisson arrivals, exponential holding time n_out·T_it; exact Erlang C "
            "up to 100 slots, the Halfin–Whitt approximation above."};
    });
}

} // namespace

// Latency and throughput at the operating point and at the load: TPOT and TTFT (mean, median, p99), tokens
// and requests per second of a replica.
void publishServingLatency(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingWorkload& w = r.workload;
    const FleetSizing& fs = r.sizing;
    const ServingCapacity& cap = fs.capacity;
    const LatencyPoint& op = fs.operating;
    const ServingTerms t(r, f);

    const LatencyPoint& at = fs.atLoad;
    const bool hasLoad = w.requestsPerSecond > 0.0;
    const auto tIter = [&] {
        return DerivationTerm{"T_it", "iteration with its share of prefill (continuous batching)", op.iterationSeconds,
                              "s"};
    };
    const auto atText = [&] {
        return hasLoad ? Text("at the load") : Text("at the operating point");
    };
    const bool split = fs.disaggregated;
    const auto tHandoff = [&] {
        return DerivationTerm{"T_kv", "KV hand-off from the prefill pool (serving.kv_transfer_s)",
                              fs.prefillPool.kvTransferSeconds, "s"};
    };
    const auto tHold = [&] {
        return DerivationTerm{"n_d", "decode iterations per request: n_out − 1 (at least 1)",
                              std::max(w.outputTokens - 1.0, 1.0), ""};
    };
    out.set("serving.tpot_s", at.tpotMeanSeconds, [&] {
        if (split)
            return Why{"TPOT = T_dec(B) + (T_kv + W̄_q) / n_d",
                       {{"B", Text::format("sequences in the batch {}", atText()), at.concurrency, ""},
                        {"T_dec", "pure decode step", at.iterationSeconds, "s"},
                        tHandoff(),
                        {"W̄_q", "mean wait for a decode slot", at.queueWaitMeanSeconds, "s"},
                        tHold()},
                       kSecBatching,
                       "Disaggregated (DistServe's TPOT, (latency − TTFT) / (n_out − 1)): the decode replicas run pure "
                       "decode steps; the hand-off and the wait for a slot are spread over the tokens after the first."};
        Why why{
            "TPOT = T_it(B) with B·n_in/n_out prompt tokens joining each iteration",
            {{"B", Text::format("sequences in the batch {}", atText()), at.concurrency, ""}, t.In(), t.Out(), t.Tp()},
            kSecBatching,
            "Mean time per output token. Continuous batching: each request holds a slot for n_out iterations (its "
            "prefill iteration yields the first token), so on average B/n_out prompts are prefilled inside every "
            "iteration (chunked into the decode batch)."};
        // An EP replica whose ranks refill their own slots waits for the busiest attention group (BusiestGroup.h).
        const GroupPrompts g = groupPromptsAt(r.model, w, fs.tp, fs.ep, at.concurrency);
        if (g.groups > 1.0 && !r.model.promptsBalanced) {
            why.inputs.push_back({"g", "attention groups of the replica: serving.ep / tp, stepping in lock step",
                                  g.groups, ""});
            why.inputs.push_back({"λ", "prompts a group admits per iteration on average: B / (n_out · g)", g.mean, ""});
            why.inputs.push_back({"M", "prompts the busiest group holds: E[max] of g Poisson(λ) counts (each rank "
                                       "refills its own slots: serving.promptBalance = per-rank); T_it prices the "
                                       "group-local work at M, the routed experts at all B/n_out prompts",
                                  g.busiest, ""});
        }
        return why;
    });
    out.set("serving.tpot_p50_s", at.tpotMeanSeconds, [&] {
        return Why{"TPOT₅₀ = T_it(B)",
                   {{"B", "mean busy slots", at.concurrency, ""}},
                   kSecQueue,
                   "The batch is Poisson around its mean, so the median iteration is the one at the mean batch."};
    });
    out.set("serving.tpot_p99_s", at.tpotP99Seconds, [&] {
        if (split)
            return Why{"TPOT₉₉ = T_dec(min(B_max, B + z₉₉·√B)) + (T_kv + W_q,99) / n_d",
                       {{"B", "mean busy slots", at.concurrency, ""},
                        {"z₉₉", "normal 99th percentile", kZ99, ""},
                        {"B_max", "slots", cap.maxBatch, ""},
                        tHandoff(),
                        {"W_q,99", "99th-percentile wait for a decode slot", at.queueWaitP99Seconds, "s"},
                        tHold()},
                       kSecQueue, "The sum of the parts' 99th percentiles (an upper bound)."};
        return Why{
            "TPOT₉₉ = T_it(min(B_max, B + z₉₉·√B))",
            {{"B", "mean busy slots", at.concurrency, ""},
             {"z₉₉", "normal 99th percentile", kZ99, ""},
             {"B_max", "slots", cap.maxBatch, ""}},
            kSecQueue,
            "The batch fluctuates (Poisson, sd √B) as requests arrive and leave: the 99th-percentile iteration is the "
            "one at the 99th-percentile batch. Offline the batch stays full."};
    });
    if (split)
        publishServingPool(r, f, out);
    else
        publishColocatedTtft(r, out);
    out.set("serving.tokens_per_s_per_replica", op.tokensPerSecondPerReplica, [&] {
        return Why{"r_rep = B / T_it",
                   {t.B(), tIter()},
                   kSecBatching,
                   "Output tokens per second of one replica at the operating point: every busy slot emits one "
                   "token per iteration."};
    });
    out.set("serving.tokens_per_s_per_gpu", fs.tokensPerSecondPerGpu(), [&] {
        if (split)
            return Why{"r_gpu = n_out / (n_gpu / λ_rep + N_p / λ)",
                       {t.Out(), t.ReplicaGpus(),
                        {"λ_rep", "requests/s of a decode replica", op.requestsPerSecondPerReplica, "1/s"},
                        {"N_p", "prefill pool accelerators", fs.prefillPool.accelerators, ""},
                        {"λ", "requests/s the prefill pool takes",
                         fs.prefillPool.utilization * fs.prefillPool.replicas * fs.prefillPool.capacityPerReplica,
                         "1/s"}},
                       kSecBatching,
                       "Disaggregated: per accelerator of both pools, in the proportion one request uses them (the "
                       "first token comes out of the prefill step)."};
        return Why{"r_gpu = r_rep / n_gpu",
                   {{"r_rep", "output tokens/s of a replica", op.tokensPerSecondPerReplica, "1/s"}, t.ReplicaGpus()},
                   kSecBatching,
                   w.offline() ? "Offline: the most the accelerator delivers (maximum throughput)."
                               : "The most the accelerator delivers at the p99 latency targets."};
    });
    out.set("serving.requests_per_s_per_replica", op.requestsPerSecondPerReplica, [&] {
        if (split)
            return Why{"λ_rep = B / (n_d · T_dec)",
                       {t.B(), tHold(), {"T_dec", "pure decode step", op.iterationSeconds, "s"}},
                       kSecBatching, "A decode replica holds a request for the n_out − 1 tokens after the first."};
        return Why{
            "λ_rep = B / (n_out · T_it)",
            {t.B(), t.Out(), tIter()},
            kSecBatching,
            "Requests a replica completes per second at the operating point (Little's law: B slots, each held for "
            "n_out iterations)."};
    });
}

// The serving fleet: replicas (for the load, or of the plan's fleet without one), its accelerators, nodes and
// output tokens per second.
void publishServingFleet(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingWorkload& w = r.workload;
    const FleetSizing& fs = r.sizing;
    const LatencyPoint& op = fs.operating;
    const LatencyPoint& at = fs.atLoad;
    const double perNode = r.hardware.machine.acceleratorsPerNode;
    const int perReplica = fs.replicaAccelerators(); // tp, or serving.ep with expert parallelism
    // "TP 8", or "1 × EP 144" after the templates' "TP" with expert parallelism.
    const IssueArg layout = replicaLayoutArg(fs);
    const bool hasLoad = w.requestsPerSecond > 0.0;
    const ServingTerms t(r, f);

    const auto tLoad = [&] {
        return DerivationTerm{"λ", "load (serving.requestsPerSecond)", w.requestsPerSecond, "1/s"};
    };
    if (hasLoad) {
        out.set("serving.replicas", fs.replicas, [&] {
            return Why{
                "n_rep = ceil(λ / λ_rep)",
                {tLoad(),
                 {"λ_rep", "requests/s a replica sustains at the targets", op.requestsPerSecondPerReplica, "1/s"}},
                kSecFleet,
                "Replicas are independent: a request runs on one replica."};
        });
        out.set("serving.batch_at_load", at.concurrency, [&] {
            if (fs.disaggregated)
                return Why{"B_load: λ / n_rep = B_load / (n_d · T_dec(B_load))",
                           {tLoad(), {"n_rep", "decode replicas", fs.replicas, ""},
                            {"n_d", "decode iterations per request: n_out − 1 (at least 1)",
                             std::max(w.outputTokens - 1.0, 1.0), ""}},
                           kSecBatching, "The mean batch of a decode replica at its share of the load (solved for B)."};
            return Why{"B_load: λ / n_rep = B_load / (n_out · T_it(B_load))",
                       {tLoad(), {"n_rep", "replicas", fs.replicas, ""}, t.Out()},
                       kSecBatching,
                       "The mean batch of a replica at its share of the load (solved for B)."};
        });
        out.set("serving.utilization", fs.utilization, [&] {
            if (fs.disaggregated)
                return Why{"u = (N_d · u_d + N_p · u_p) / (N_d + N_p)",
                           {{"N_d", "decode accelerators", fs.decodeAccelerators(), ""},
                            {"u_d", "decode replicas' share of their capacity",
                             at.requestsPerSecondPerReplica / std::max(op.requestsPerSecondPerReplica, 1e-300), ""},
                            {"N_p", "prefill pool accelerators", fs.prefillPool.accelerators, ""},
                            {"u_p", "prefill pool utilization", fs.prefillPool.utilization, ""}},
                           kSecFleet, "Disaggregated: both pools, weighted by their accelerators."};
            return Why{"u = (λ / n_rep) / λ_rep",
                       {tLoad(),
                        {"n_rep", "replicas", fs.replicas, ""},
                        {"λ_rep", "replica capacity", op.requestsPerSecondPerReplica, "1/s"}},
                       kSecFleet,
                       "Share of the sized fleet's capacity the load uses."};
        });
        if (fs.disaggregated) {
            const PrefillPool& p = fs.prefillPool;
            const IssueArg prefillLayout =
                p.ep > 1 ? IssueArg(fmt::format("{} × EP {}", p.tp, p.ep)) : IssueArg(p.tp);
            out.addIssue<IssueCode::ServingSizedForLoadDisaggregated>(
                Severity::Info, "serving.requestsPerSecond", w.requestsPerSecond, fs.replicas, layout, p.replicas,
                prefillLayout, fs.accelerators, fs.nodes, w.fleetAccelerators);
        } else
            out.addIssue<IssueCode::ServingSizedForLoad>(Severity::Info, "serving.requestsPerSecond",
                                                         w.requestsPerSecond, fs.replicas, layout, fs.accelerators,
                                                         fs.nodes, w.fleetAccelerators);
    } else {
        out.set("serving.replicas", fs.replicas, [&] {
            if (fs.disaggregated)
                return Why{"n_rep = max { n : n · n_gpu + N_p(n · λ_rep) ≤ N }",
                           {{"N", "the plan's accelerators", w.fleetAccelerators, ""},
                            t.ReplicaGpus(),
                            {"λ_rep", "requests/s of a decode replica", op.requestsPerSecondPerReplica, "1/s"},
                            {"N_p", "prefill pool for their requests", fs.prefillPool.accelerators, ""}},
                           kSecFleet,
                           "Disaggregated without a load: the most decode replicas whose prefill pool fits in the rest "
                           "of the plan's accelerators."};
            return Why{
                "n_rep = floor(N / n_gpu)",
                {{"N", "the plan's accelerators (fleet.acceleratorsPerNode × fleet.nodes)", w.fleetAccelerators, ""},
                 t.ReplicaGpus()},
                kSecFleet,
                "No load given: the plan's own fleet serves, every replica at its operating point."};
        });
        if (w.offline())
            out.addIssue<IssueCode::ServingNoLoadOffline>(Severity::Info, "serving.requestsPerSecond",
                                                          w.fleetAccelerators, fs.replicas, layout);
        else
            out.addIssue<IssueCode::ServingNoLoadTargets>(Severity::Info, "serving.requestsPerSecond",
                                                          w.fleetAccelerators, fs.replicas, layout);
        if (fs.replicas < 1.0 && fs.disaggregated && w.fleetAccelerators >= perReplica) {
            PrefillPool one = fs.prefillPool; // the pool one decode replica's requests need
            sizePrefillPool(one, r.hardware, w, op.requestsPerSecondPerReplica);
            out.addIssue<IssueCode::ServingFleetBelowOnePoolPair>(Severity::Warning, "fleet.nodes",
                                                                  w.fleetAccelerators, perReplica, one.accelerators);
        } else if (fs.replicas < 1.0)
            out.addIssue<IssueCode::ServingFleetBelowOneReplica>(Severity::Warning, "fleet.nodes", w.fleetAccelerators,
                                                                 perReplica);
    }
    if (fs.disaggregated) {
        const PrefillPool& p = fs.prefillPool;
        out.addIssue<IssueCode::ServingDisaggregatedPools>(
            Severity::Info, "serving.disaggregated", p.replicas, p.tp, p.ep, p.accelerators,
            p.inputTokensPerSecondPerGpu, 100.0 * p.utilization, 1e3 * p.kvTransferSeconds, fs.replicas,
            fs.decodeAccelerators());
    }
    const auto tRep = [&] {
        return DerivationTerm{"n_rep", "replicas", fs.replicas, ""};
    };
    out.set("serving.accelerators", fs.accelerators, [&] {
        if (fs.disaggregated)
            return Why{"N_serve = n_rep · n_gpu + N_p",
                       {tRep(), t.ReplicaGpus(), {"N_p", "prefill pool accelerators", fs.prefillPool.accelerators, ""}},
                       kSecFleet, "Disaggregated: the decode replicas and the prefill pool."};
        return Why{"N_serve = n_rep · n_gpu", {tRep(), t.ReplicaGpus()}, kSecFleet, ""};
    });
    out.set("serving.nodes", fs.nodes, [&] {
        if (fs.disaggregated)
            return Why{"nodes = nodes(n_rep decode replicas) + nodes_p",
                       {tRep(), t.ReplicaGpus(),
                        {"nodes_p", "prefill pool nodes", fs.prefillPool.nodes, ""},
                        {"n_node", "accelerators per node (fleet.acceleratorsPerNode)", perNode, ""}},
                       kSecFleet, "Disaggregated: each pool in nodes of its own, packed as below."};
        return Why{"nodes = ceil(N_serve / n_node)",
                   {{"N_serve", "serving accelerators", fs.accelerators, ""},
                    {"n_node", "accelerators per node (fleet.acceleratorsPerNode)", perNode, ""}},
                   kSecFleet,
                   "Replicas pack into nodes; a TP group never straddles a node unless serving.tp does (an EP replica "
                   "packs its ranks back to back)."};
    });
    out.set("serving.tokens_per_s", fs.outputTokensPerSecond, [&] {
        if (fs.disaggregated && !hasLoad)
            return Why{"r = n_rep · λ_rep · n_out",
                       {tRep(), {"λ_rep", "requests/s of a decode replica", op.requestsPerSecondPerReplica, "1/s"},
                        t.Out()},
                       kSecFleet, "Every request's n_out tokens: the first from the prefill pool, the rest decoded."};
        return Why{hasLoad ? "r = λ · n_out" : "r = n_rep · r_rep",
                   hasLoad ? std::vector<DerivationTerm>{tLoad(), t.Out()}
                           : std::vector<DerivationTerm>{tRep(),
                                                         {"r_rep", "replica output tokens/s",
                                                          op.tokensPerSecondPerReplica, "1/s"}},
                   kSecFleet, "Output tokens per second the serving fleet emits."};
    });
}

} // namespace fleet::serving
