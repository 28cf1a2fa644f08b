#include "serving/ServingResults.h"

#include "serving/ServingEconomics.h"
#include "serving/ServingKernel.h"
#include "serving/ServingSetup.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

double d(std::int64_t v) { return static_cast<double>(v); }

constexpr char kSecDecode[] = "seed §2 memory wall and token latency (L1412, L1528-1549), KV cache M_KV (L598), attention "
                              "traffic (L1597); serving model, docs/models.md";
constexpr char kSecCapacity[] = "seed §2 HBM capacity (L1512), KV cache M_KV (L598); serving model, docs/models.md";
constexpr char kSecTp[] = "seed §2 dense node design, TP AllReduce (L2034-2050); seed §3 α-β model (L2684-2705)";
constexpr char kSecBatching[] = "seed §2 batching trades latency for throughput (L1617), continuous batching (L1901); "
                                "serving model, docs/models.md";
constexpr char kSecQueue[] = "seed §2 continuous batching and tail latency (L1901); M/M/c queue, docs/models.md";
constexpr char kSecFleet[] = "seed §2 serving replicas, each holding the model with tensor parallelism (L1901)";
constexpr char kSecPower[] = "seed §2 Power wall, Eq. 2.2 PUE (L1720-1724); The Rack, node power (L2224-2244)";
constexpr char kSecCarbon[] = "seed §1 Sustainability and cost implications (L860); seed §2 facility energy (L1720-1724)";
constexpr char kSecCost[] = "seed §2 serving economics: memory bandwidth per dollar (L1778), lifecycle cost (L2472, L2483)";

std::string ms(double s) { return fmt::format("{:.1f} ms", s * 1e3); }
std::string gb(double b) { return fmt::format("{:.1f} GB", b / 1e9); }

const char* precisionName(Precision p) { return toString(p).data(); }

} // namespace

void addServingResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, Results& out)
{
    if (!f.accelerator || !f.scaleUp || !f.scaleOut)
        return;
    const auto setupOpt = servingSetup(s, c, *f.accelerator, ServingLinks{f.scaleUp, f.scaleOut});
    if (!setupOpt)
        return; // no dense peak at inference.precision: the compute results report it
    const ServingSetup& st = *setupOpt;
    const ServingModel& m = st.model;
    const ServingHardware& hw = st.hardware;
    const ServingWorkload& w = st.workload;
    const Accelerator& a = *f.accelerator;

    if (st.genericCalibration)
        out.addIssue(Severity::Info, "fleet.accelerator",
                     fmt::format("fleet.accelerator: {} has no serving calibration in the catalog; serving.* uses the "
                                 "generic constants (HBM share {:.2f}, compute share {:.2f})",
                                 a.name, hw.hbmEfficiency, hw.computeEfficiency));

    const FleetSizing fs = sizeServingFleet(m, hw, w);
    const double perNode = hw.acceleratorsPerNode;
    const double context = w.inputTokens + w.outputTokens;
    const int tp = fs.tp;
    const auto prec = [&] {
        return std::string(precisionName(st.precision));
    };
    const auto kvPrec = [&] {
        return std::string(precisionName(st.kvPrecision));
    };

    if (w.tp > 0 && w.tp > perNode)
        out.addIssue(Severity::Warning, "serving.tp",
                     fmt::format("serving.tp: a TP group of {} spans {:g} nodes of {:g}; its per-layer all-reduce runs "
                                 "over the scale-out link ({}) at {:g} GB/s instead of {}",
                                 w.tp, std::ceil(w.tp / perNode), perNode, f.scaleOut->name,
                                 f.scaleOut->bandwidthPerDirection.in(units::GB_per_s), f.scaleUp->name));

    const auto tP = [&] {
        return DerivationTerm{"P", "served parameters (inference.params)", m.params, ""};
    };
    const auto tBw = [&] {
        return DerivationTerm{"b_w", prec() + " bytes per weight (inference.precision)", m.weightBytesPerParam, "B"};
    };
    const auto tTp = [&] {
        return DerivationTerm{"tp", "tensor-parallel size of a replica", static_cast<double>(tp), ""};
    };
    const auto tHbm = [&] {
        return DerivationTerm{"C_HBM", a.name + " HBM capacity", hw.hbmBytes, "B"};
    };
    const auto tBW = [&] {
        return DerivationTerm{"BW", a.name + " HBM bandwidth", hw.hbmBytesPerSecond, "B/s"};
    };
    const auto tEtaM = [&] {
        return DerivationTerm{"η_mem", "achieved HBM share (catalog serving_calibration)", hw.hbmEfficiency, ""};
    };
    const auto tEtaC = [&] {
        return DerivationTerm{"η_comp", "achieved share of the dense peak (catalog serving_calibration)",
                              hw.computeEfficiency, ""};
    };
    const auto tR = [&] {
        return DerivationTerm{"R", a.name + " dense " + prec() + " peak", hw.peakFlopsPerSecond, "FLOP/s"};
    };
    const auto tIn = [&] {
        return DerivationTerm{"n_in", "prompt tokens per request (serving.inputTokens)", w.inputTokens, ""};
    };
    const auto tOut = [&] {
        return DerivationTerm{"n_out", "generated tokens per request (serving.outputTokens)", w.outputTokens, ""};
    };

    // ---- TP and capacity ---------------------------------------------------------------------------------------
    if (!fs.feasible()) {
        const ServingCapacity atNode = servingCapacity(m, hw, std::max(1, static_cast<int>(perNode)), context);
        if (w.tp > 0) {
            const ServingCapacity cap = servingCapacity(m, hw, w.tp, context);
            const int smallest = smallestFittingTp(m, hw, context);
            const auto why = [&] {
                return std::string(
                    cap.weightsFit
                        ? fmt::format("{} of {} weights per accelerator leave {} of KV cache, less than one "
                                      "{:g}-token sequence ({})",
                                      gb(cap.weightBytesPerGpu), prec(), gb(cap.kvBudgetBytesPerGpu), context,
                                      gb(cap.kvBytesPerSequencePerGpu))
                        : fmt::format("{} of {} weights per accelerator and the {} runtime workspace exceed the "
                                      "{}'s {}",
                                      gb(cap.weightBytesPerGpu), prec(), gb(kRuntimeWorkspaceBytes), a.name,
                                      gb(hw.hbmBytes)));
            };
            out.addIssue(Severity::Warning, "serving.tp",
                         fmt::format("serving.tp = {}: {}; {}", w.tp, why(),
                                     smallest > 0 ? fmt::format("the smallest TP that fits is {}", smallest)
                                                  : fmt::format("no TP within a node of {:g} fits", perNode)));
        } else {
            out.addIssue(
                Severity::Warning, "inference.params",
                fmt::format("inference.params: {:.4g} {} weights do not fit a TP group of one {:g}-accelerator "
                            "node of {} with one {:g}-token sequence (at TP {:g}: {} of weights and {} of KV "
                            "cache per accelerator, {} of HBM); use a smaller inference.precision, a larger "
                            "accelerator, or serving.tp beyond the node",
                            m.params, prec(), perNode, a.name, context, perNode, gb(atNode.weightBytesPerGpu),
                            gb(atNode.kvBytesPerSequencePerGpu), gb(hw.hbmBytes)));
        }
        out.set("serving.max_batch", 0.0, "", [&] {
            return Why{"B_max = 0 (nothing fits)",
                       {tP(), tBw(), tHbm()},
                       kSecCapacity,
                       "The weights, the runtime workspace and one sequence's KV cache do not fit: see the issues."};
        });
        return;
    }

    const ServingCapacity& cap = fs.capacity;
    out.set("serving.tp", static_cast<double>(tp), "", [&] {
        return Why{w.tp > 0 ? "tp = serving.tp" : "tp = smallest power of two ≤ n_node with B_max ≥ 1",
                   {{"n_node", "accelerators per node (fleet.acceleratorsPerNode)", perNode, ""}, tP(), tBw(), tHbm()},
                   kSecCapacity,
                   w.tp > 0 ? "Set by serving.tp."
                            : "serving.tp = 0: the smallest tensor-parallel group that holds the weights, "
                              "the runtime workspace and one whole sequence. A larger TP can still need "
                              "fewer accelerators for tight latency targets (see the issues)."};
    });
    out.set("serving.weights_bytes_per_gpu", cap.weightBytesPerGpu, "B", [&] {
        return Why{"W_gpu = P · b_w / tp", {tP(), tBw(), tTp()}, kSecCapacity, ""};
    });
    const auto tL = [&] {
        return DerivationTerm{"L", "layers (inference.layers)", m.layers, ""};
    };
    const auto tKvh = [&] {
        return DerivationTerm{"n_kv", "KV heads (inference.kvHeads)", m.kvHeads, ""};
    };
    const auto tHd = [&] {
        return DerivationTerm{"d_head", "head dimension (inference.headDim)", m.headDim, ""};
    };
    const auto tBkv = [&] {
        return DerivationTerm{"b_kv", kvPrec() + " bytes per KV value (serving.kvPrecision)", m.kvBytesPerValue, "B"};
    };
    out.set("serving.kv_bytes_per_token", cap.kvBytesPerToken, "B", [&] {
        return Why{"m_kv = 2 · L · n_kv · d_head · b_kv",
                   {tL(), tKvh(), tHd(), tBkv()},
                   kSecCapacity,
                   "K and V of every layer for one token of one sequence, whole model. A TP group splits the KV heads "
                   "(each rank keeps at least one)."};
    });
    out.set("serving.kv_budget_bytes_per_gpu", cap.kvBudgetBytesPerGpu, "B", [&] {
        return Why{"M_kv = f_kv · (C_HBM − W_gpu − M_ws)",
                   {{"f_kv", "share of the free HBM given to the KV cache", kKvCacheShare, ""},
                    tHbm(),
                    {"W_gpu", "weights per accelerator", cap.weightBytesPerGpu, "B"},
                    {"M_ws", "runtime workspace (CUDA context, libraries, activations of one iteration)",
                     kRuntimeWorkspaceBytes, "B"}},
                   kSecCapacity,
                   "The activation/runtime reserve is the workspace plus the 10 % of the rest TensorRT-LLM keeps back "
                   "(kv_cache_free_gpu_mem_fraction = 0.9)."};
    });
    out.set("serving.max_batch", cap.maxBatch, "", [&] {
        return Why{
            "B_max = floor(M_kv / (m_kv,gpu · (n_in + n_out)))",
            {{"M_kv", "KV budget per accelerator", cap.kvBudgetBytesPerGpu, "B"},
             {"m_kv,gpu", "KV bytes per token per accelerator", cap.kvBytesPerTokenPerGpu, "B"},
             tIn(),
             tOut()},
            kSecCapacity,
            "Whole sequences at their final length (prompt + output) whose KV cache fits beside the weights: the "
            "scheduler admits a request only when its whole KV cache is guaranteed (no eviction)."};
    });

    // The book's decode batch (inference.batch at inference.contextLen) against the same TP group.
    {
        const double ctx = d(s.inference.contextLen);
        const ServingCapacity bookCap = servingCapacity(m, hw, tp, ctx);
        if (d(s.inference.batch) > bookCap.maxBatch)
            out.addIssue(
                Severity::Warning, "inference.batch",
                fmt::format("inference.batch = {} at inference.contextLen = {} needs {:.3g} TB of {} KV cache; "
                            "a TP {} group of {} has {} beside the weights, room for {:g} such sequences (the "
                            "inference.* decode figures assume the batch fits)",
                            s.inference.batch, s.inference.contextLen,
                            cap.kvBytesPerToken * ctx * d(s.inference.batch) / 1e12, kvPrec(), tp, a.name,
                            gb(bookCap.kvBudgetBytesPerGpu * tp), bookCap.maxBatch));
    }

    // ---- Operating point and its issues --------------------------------------------------------------------------
    const LatencyPoint& op = fs.operating;
    switch (fs.binding) {
    case ServingBinding::BatchTooLarge:
        out.addIssue(Severity::Warning, "serving.batch",
                     fmt::format("serving.batch = {} does not fit: at TP {} the KV cache holds {:g} sequences of {:g} "
                                 "tokens beside the weights; the batch is capped at {:g}",
                                 w.batch, tp, cap.maxBatch, context, cap.maxBatch));
        break;
    case ServingBinding::TpotUnmet:
        out.addIssue(Severity::Warning, w.batch > 0 ? "serving.batch" : "serving.tpotSeconds",
                     fmt::format("serving.tpotSeconds = {:g} s cannot be met{}: the p99 time per output token is {} "
                                 "at TP {} and batch {:g}, {:.2g}× the target (the weight read alone is {}, the "
                                 "fixed overhead {}); a larger serving.tp, a smaller inference.precision or a faster "
                                 "accelerator is needed",
                                 w.tpotTargetSeconds, w.batch > 0 ? fmt::format(" at serving.batch = {}", w.batch) : "",
                                 ms(fs.bindingValueSeconds), tp, op.concurrency,
                                 fs.bindingValueSeconds / w.tpotTargetSeconds, ms(fs.decode.weightReadSeconds),
                                 ms(hw.stepOverheadSeconds)));
        break;
    case ServingBinding::TtftUnmet:
        out.addIssue(Severity::Warning, w.batch > 0 ? "serving.batch" : "serving.ttftSeconds",
                     fmt::format("serving.ttftSeconds = {:g} s cannot be met{}: the p99 time to first token is {} at "
                                 "TP {} and batch {:g}, {:.2g}× the target (the prompt's own prefill iteration {}, the "
                                 "wait for the running and the already scheduled iteration {}, queueing {})",
                                 w.ttftTargetSeconds, w.batch > 0 ? fmt::format(" at serving.batch = {}", w.batch) : "",
                                 ms(fs.bindingValueSeconds), tp, op.concurrency,
                                 fs.bindingValueSeconds / w.ttftTargetSeconds, ms(op.firstIterationSeconds),
                                 ms((0.99 + kSchedulingLagIterations) * op.iterationSeconds), ms(op.queueWaitP99Seconds)));
        break;
    default: break;
    }

    // Would another TP do better? Fewer accelerators for the load, or more tokens per accelerator without one.
    if (w.batch == 0) {
        const bool hasLoad = w.requestsPerSecond > 0.0;
        auto meetsTargets = [](const FleetSizing& x) {
            return x.feasible() && x.binding != ServingBinding::TpotUnmet && x.binding != ServingBinding::TtftUnmet;
        };
        FleetSizing best = fs;
        for (int t = 1; t <= static_cast<int>(perNode); t *= 2) {
            if (t == tp)
                continue;
            const FleetSizing alt = sizeServingFleetAtTp(m, hw, w, t);
            if (!meetsTargets(alt))
                continue;
            const bool better = !meetsTargets(best) ||
                                (hasLoad ? alt.accelerators < best.accelerators
                                         : alt.operating.tokensPerSecondPerGpu > 1.05 * best.operating.tokensPerSecondPerGpu);
            if (better)
                best = alt;
        }
        if (best.tp != tp)
            out.addIssue(Severity::Info, "serving.tp",
                         hasLoad ? fmt::format("serving.tp: TP {} would serve the load with {:g} accelerators instead of "
                                               "{:g} at TP {} (fleetplanner-cli search --serving compares every layout)",
                                               best.tp, best.accelerators, fs.accelerators, tp)
                                 : fmt::format("serving.tp: TP {} would give {:.0f} output tokens/s per accelerator "
                                               "instead of {:.0f} at TP {}{} (fleetplanner-cli search --serving)",
                                               best.tp, best.operating.tokensPerSecondPerGpu,
                                               op.tokensPerSecondPerGpu, tp,
                                               meetsTargets(fs) ? "" : ", meeting the targets"));
    }

    const auto tB = [&] {
        return DerivationTerm{"B", "sequences in the batch (busy slots)", op.concurrency, ""};
    };
    const DecodeStep& dec = fs.decode;
    const auto tCtx = [&] {
        return DerivationTerm{"L_ctx", "mean context of a decoding sequence: n_in + n_out / 2",
                              w.inputTokens + 0.5 * w.outputTokens, ""};
    };
    out.set("serving.batch", op.concurrency, "", [&] {
        return Why{
            w.batch > 0   ? "B = serving.batch (≤ B_max)"
            : w.offline() ? "B = B_max (offline: no latency target)"
                          : "B = the largest batch with p99 TTFT ≤ target and p99 TPOT ≤ target",
            {{"B_max", "KV-cache capacity", cap.maxBatch, ""},
             {"TTFT*", "p99 time-to-first-token target (serving.ttftSeconds, 0 = none)", w.ttftTargetSeconds, "s"},
             {"TPOT*", "p99 time-per-output-token target (serving.tpotSeconds, 0 = none)", w.tpotTargetSeconds, "s"}},
            kSecBatching,
            fs.binding == ServingBinding::None   ? "The KV-cache capacity sets the batch."
            : fs.binding == ServingBinding::Tpot ? "The p99 time per output token sets the batch."
            : fs.binding == ServingBinding::Ttft ? "The p99 time to first token sets the batch (slot queueing)."
                                                 : "A target cannot be met: see the issues."};
    });
    out.set("serving.decode_step_s", dec.seconds, "s", [&] {
        return Why{
            "T_dec = max(W_gpu, 2·P·B/tp ÷ R_eff) + max(KV read, attention FLOP) + T_AR + t_step + t_seq·B",
            {tB(),
             tCtx(),
             tTp(),
             tP(),
             tBW(),
             tEtaM(),
             tR(),
             tEtaC(),
             {"T_weights", "weight read W_gpu ÷ (η_mem·BW)", dec.weightReadSeconds, "s"},
             {"T_gemm", "GEMM arithmetic 2·P·B/tp ÷ (η_comp·R)", dec.gemmComputeSeconds, "s"},
             {"T_kv", "KV-cache read B·L_ctx·m_kv,gpu ÷ (η_mem·BW)", dec.kvReadSeconds, "s"},
             {"T_attn", "attention arithmetic 4·L·heads·d_head·L_ctx·B/tp ÷ (η_comp·R)", dec.attentionComputeSeconds,
              "s"},
             {"T_AR", "2·L TP all-reduces of B·hidden·2 B (ring, α-β)", dec.commSeconds, "s"},
             {"t_over", "fixed + per-sequence overhead (catalog serving_calibration)", dec.overheadSeconds, "s"}},
            kSecDecode,
            fmt::format("Pure decode: the batch advances one token. {} of its operator time streams HBM (the book's "
                        "bandwidth floor binds at small batches, arithmetic at large ones).",
                        fmt::format("{:.0f} %", 100.0 * dec.memoryBoundFraction()))};
    });
    out.set("serving.decode_memory_bound_fraction", dec.memoryBoundFraction(), "", [&] {
        return Why{
            "(memory-bound of T_gemm, T_attn) / (T_gemm + T_attn)",
            {{"T_gemm", "weight GEMMs: max(weight read, arithmetic)", dec.gemmSeconds, "s"},
             {"T_attn", "attention: max(KV read, arithmetic)", dec.attentionSeconds, "s"}},
            kSecDecode,
            "Weight GEMMs are memory-bound while W_gpu ÷ BW exceeds their arithmetic; attention while its KV read "
            "exceeds its arithmetic."};
    });
    out.set("serving.tp_allreduce_s", dec.commSeconds, "s", [&] {
        return Why{"T_AR = 2·L · ringAllReduce(B·hidden·2 B, tp)",
                   {tL(),
                    {"hidden", "model width (inference.hidden)", m.hidden, ""},
                    tB(),
                    tTp(),
                    {"α", (w.tp > perNode ? f.scaleOut->name : f.scaleUp->name) + " latency",
                     w.tp > perNode ? hw.scaleOutAlphaSeconds : hw.scaleUpAlphaSeconds, "s"},
                    {"β", (w.tp > perNode ? f.scaleOut->name : f.scaleUp->name) + " bandwidth per direction",
                     w.tp > perNode ? hw.scaleOutBytesPerSecond : hw.scaleUpBytesPerSecond, "B/s"}},
                   kSecTp,
                   "Two all-reduces per layer (after attention and after the MLP) of the step's activations."};
    });
    const DecodeStep& pre = fs.prefill;
    out.set("serving.prefill_s", pre.seconds, "s", [&] {
        return Why{"T_pre = max(W_gpu, 2·P·n_in/tp ÷ R_eff) + causal attention + T_AR + t_step",
                   {tIn(),
                    tTp(),
                    tP(),
                    tR(),
                    tEtaC(),
                    {"T_gemm", "GEMM arithmetic", pre.gemmComputeSeconds, "s"},
                    {"T_attn", "causal attention 2·L·heads·d_head·n_in²/tp ÷ R_eff", pre.attentionComputeSeconds, "s"},
                    {"T_AR", "TP all-reduces", pre.commSeconds, "s"}},
                   kSecDecode,
                   "One prompt alone: compute-bound GEMMs with causal attention (the seed's prefill regime, L1593)."};
    });

    // ---- Latency and throughput at the operating point and at the load ---------------------------------------------
    const LatencyPoint& at = fs.atLoad;
    const bool hasLoad = w.requestsPerSecond > 0.0;
    const auto tIter = [&] {
        return DerivationTerm{"T_it", "iteration with its share of prefill (continuous batching)", op.iterationSeconds,
                              "s"};
    };
    const auto atText = [&] {
        return std::string(hasLoad ? "at the load" : "at the operating point");
    };
    out.set("serving.tpot_s", at.tpotMeanSeconds, "s", [&] {
        return Why{
            "TPOT = T_it(B) with B·n_in/n_out prompt tokens joining each iteration",
            {{"B", "sequences in the batch " + atText(), at.concurrency, ""}, tIn(), tOut(), tTp()},
            kSecBatching,
            "Mean time per output token. Continuous batching: each request holds a slot for n_out iterations (its "
            "prefill iteration yields the first token), so on average B/n_out prompts are prefilled inside every "
            "iteration (chunked into the decode batch)."};
    });
    out.set("serving.tpot_p50_s", at.tpotMeanSeconds, "s", [&] {
        return Why{"TPOT₅₀ = T_it(B)",
                   {{"B", "mean busy slots", at.concurrency, ""}},
                   kSecQueue,
                   "The batch is Poisson around its mean, so the median iteration is the one at the mean batch."};
    });
    out.set("serving.tpot_p99_s", at.tpotP99Seconds, "s", [&] {
        return Why{
            "TPOT₉₉ = T_it(min(B_max, B + z₉₉·√B))",
            {{"B", "mean busy slots", at.concurrency, ""},
             {"z₉₉", "normal 99th percentile", kZ99, ""},
             {"B_max", "slots", cap.maxBatch, ""}},
            kSecQueue,
            "The batch fluctuates (Poisson, sd √B) as requests arrive and leave: the 99th-percentile iteration is the "
            "one at the 99th-percentile batch. Offline the batch stays full."};
    });
    const auto tFirst = [&] {
        return DerivationTerm{"T_first", "the iteration that holds the request's own prefill", at.firstIterationSeconds,
                              "s"};
    };
    out.set("serving.ttft_s", at.ttftMeanSeconds, "s", [&] {
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
    out.set("serving.ttft_p50_s", at.ttftP50Seconds, "s", [&] {
        return Why{"TTFT₅₀ = W_q,50 + ½·T_it + T_it + T_first",
                   {{"W_q,50", "median slot wait: 0 unless more than half the requests wait (Erlang C > ½)",
                     at.queueWaitP50Seconds, "s"},
                    {"T_it", "iteration", at.iterationSeconds, "s"},
                    tFirst()},
                   kSecQueue,
                   "The median request: half an iteration of residual wait."};
    });
    out.set("serving.ttft_p99_s", at.ttftP99Seconds, "s", [&] {
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
    out.set("serving.tokens_per_s_per_replica", op.tokensPerSecondPerReplica, "1/s", [&] {
        return Why{"r_rep = B / T_it",
                   {tB(), tIter()},
                   kSecBatching,
                   "Output tokens per second of one replica at the operating point: every busy slot emits one "
                   "token per iteration."};
    });
    out.set("serving.tokens_per_s_per_gpu", op.tokensPerSecondPerGpu, "1/s", [&] {
        return Why{"r_gpu = r_rep / tp",
                   {{"r_rep", "output tokens/s of a replica", op.tokensPerSecondPerReplica, "1/s"}, tTp()},
                   kSecBatching,
                   w.offline() ? "Offline: the most the accelerator delivers (maximum throughput)."
                               : "The most the accelerator delivers at the p99 latency targets."};
    });
    out.set("serving.requests_per_s_per_replica", op.requestsPerSecondPerReplica, "1/s", [&] {
        return Why{
            "λ_rep = B / (n_out · T_it)",
            {tB(), tOut(), tIter()},
            kSecBatching,
            "Requests a replica completes per second at the operating point (Little's law: B slots, each held for "
            "n_out iterations)."};
    });

    // ---- Fleet ---------------------------------------------------------------------------------------------------------
    const auto tLoad = [&] {
        return DerivationTerm{"λ", "load (serving.requestsPerSecond)", w.requestsPerSecond, "1/s"};
    };
    if (hasLoad) {
        out.set("serving.replicas", fs.replicas, "", [&] {
            return Why{
                "n_rep = ceil(λ / λ_rep)",
                {tLoad(),
                 {"λ_rep", "requests/s a replica sustains at the targets", op.requestsPerSecondPerReplica, "1/s"}},
                kSecFleet,
                "Replicas are independent: a request runs on one replica."};
        });
        out.set("serving.batch_at_load", at.concurrency, "", [&] {
            return Why{"B_load: λ / n_rep = B_load / (n_out · T_it(B_load))",
                       {tLoad(), {"n_rep", "replicas", fs.replicas, ""}, tOut()},
                       kSecBatching,
                       "The mean batch of a replica at its share of the load (solved for B)."};
        });
        out.set("serving.utilization", fs.utilization, "", [&] {
            return Why{"u = (λ / n_rep) / λ_rep",
                       {tLoad(),
                        {"n_rep", "replicas", fs.replicas, ""},
                        {"λ_rep", "replica capacity", op.requestsPerSecondPerReplica, "1/s"}},
                       kSecFleet,
                       "Share of the sized fleet's capacity the load uses."};
        });
        out.addIssue(Severity::Info, "serving.requestsPerSecond",
                     fmt::format("serving.requestsPerSecond = {:g}: the load needs {:g} replicas of TP {} = {:g} "
                                 "accelerators in {:g} nodes; this serving fleet is sized on its own, the plan's {:g} "
                                 "accelerators (fleet.*) stay the training fleet",
                                 w.requestsPerSecond, fs.replicas, tp, fs.accelerators, fs.nodes, w.fleetAccelerators));
    } else {
        out.set("serving.replicas", fs.replicas, "", [&] {
            return Why{
                "n_rep = floor(N / tp)",
                {{"N", "the plan's accelerators (fleet.acceleratorsPerNode × fleet.nodes)", w.fleetAccelerators, ""},
                 tTp()},
                kSecFleet,
                "No load given: the plan's own fleet serves, every replica at its operating point."};
        });
        out.addIssue(Severity::Info, "serving.requestsPerSecond",
                     fmt::format("serving.requestsPerSecond = 0: no load given, so serving.* is the {} of the plan's "
                                 "{:g} accelerators ({:g} replicas of TP {})",
                                 w.offline() ? "offline (maximum-throughput) capacity" : "capacity at the latency targets",
                                 w.fleetAccelerators, fs.replicas, tp));
        if (fs.replicas < 1.0)
            out.addIssue(Severity::Warning, "fleet.nodes",
                         fmt::format("fleet.nodes: the plan's {:g} accelerators cannot form one TP {} replica", w.fleetAccelerators, tp));
    }
    const auto tRep = [&] {
        return DerivationTerm{"n_rep", "replicas", fs.replicas, ""};
    };
    out.set("serving.accelerators", fs.accelerators, "", [&] {
        return Why{"N_serve = n_rep · tp", {tRep(), tTp()}, kSecFleet, ""};
    });
    out.set("serving.nodes", fs.nodes, "", [&] {
        return Why{"nodes = ceil(N_serve / n_node)",
                   {{"N_serve", "serving accelerators", fs.accelerators, ""},
                    {"n_node", "accelerators per node (fleet.acceleratorsPerNode)", perNode, ""}},
                   kSecFleet,
                   "Replicas pack into nodes; a TP group never straddles a node unless serving.tp does."};
    });
    out.set("serving.tokens_per_s", fs.outputTokensPerSecond, "1/s", [&] {
        return Why{hasLoad ? "r = λ · n_out" : "r = n_rep · r_rep",
                   hasLoad ? std::vector<DerivationTerm>{tLoad(), tOut()}
                           : std::vector<DerivationTerm>{tRep(),
                                                         {"r_rep", "replica output tokens/s",
                                                          op.tokensPerSecondPerReplica, "1/s"}},
                   kSecFleet, "Output tokens per second the serving fleet emits."};
    });
    if (fs.replicas < 1.0 || !(fs.outputTokensPerSecond > 0.0))
        return;

    // ---- Power, energy, carbon and cost of the serving fleet ---------------------------------------------------------
    const ServingEconomics e = servingEconomics(s, f, fs);
    const auto tNodes = [&] {
        return DerivationTerm{"nodes", "serving nodes", fs.nodes, ""};
    };
    out.set("serving.it_w", e.power.itW, "W", [&] {
        return Why{
            "P_IT = nodes · P_node",
            {tNodes(),
             {"P_node",
              e.power.ratedNodePowerUsed ? "node power at peak (rated)" : "node power at peak: n · P_acc + P_other",
              e.power.nodeW, "W"}},
            kSecPower,
            "The power model's node (power.* rules) times the serving nodes. No scale-out fabric: replicas are "
            "independent and a TP group stays in its node."};
    });
    out.set("serving.facility_w", e.power.facilityW, "W", [&] {
        return Why{"P_facility = PUE · P_IT",
                   {{"PUE", "facility.pue", s.facility.pue, ""}, {"P_IT", "serving IT power", e.power.itW, "W"}},
                   kSecPower,
                   ""};
    });
    const auto tU = [&] {
        return DerivationTerm{"u", hasLoad ? "busy share: the load over the fleet's capacity" : "economics.utilization",
                              e.utilization, ""};
    };
    const auto tTok = [&] {
        return DerivationTerm{"tokens/year", hasLoad ? "λ · n_out · 8,760 h" : "r · u · 8,760 h", e.tokensPerYear, ""};
    };
    out.set("serving.energy_j_per_year", e.tco.energyJPerYear, "J", [&] {
        return Why{"E = PUE · (u · P_busy + (1 − u) · P_idle) · 8,760 h",
                   {{"PUE", "facility.pue", s.facility.pue, ""},
                    tU(),
                    {"P_busy", "IT draw while serving (DVFS average)", e.busyItW, "W"},
                    {"P_idle", "IT draw while idle", e.idleItW, "W"}},
                   kSecCarbon,
                   ""};
    });
    out.set("serving.joules_per_token", e.joulesPerToken, "J", [&] {
        return Why{"e_tok = E / tokens per year",
                   {{"E", "facility energy per year", e.tco.energyJPerYear, "J"}, tTok()},
                   kSecCarbon,
                   "Facility energy per output token (the prompt tokens are part of the work, not counted)."};
    });
    out.set("serving.carbon_kg_per_year", e.carbonKgPerYear, "kg", [&] {
        return Why{"m = E · I",
                   {{"E", "facility energy per year", e.tco.energyJPerYear, "J"},
                    {"I",
                     e.grid.basis == GridBasis::Market ? "market-based factor (facility.marketGCo2ePerKWh)"
                                                       : "location-based grid intensity of fleet.region",
                     e.grid.gCo2ePerKWh, "gCO2e/kWh"}},
                   kSecCarbon,
                   "Operational emissions of the serving fleet per year."};
    });
    if (!e.priced) {
        out.addIssue(Severity::Warning, "serving.usd_per_million_tokens",
                     fmt::format("serving.usd_per_million_tokens: neither {} nor {} has a catalog price; the serving "
                                 "fleet's cost is not computed",
                                 f.node.name, a.name));
        return;
    }
    const auto tYears = [&] {
        return DerivationTerm{"Y", "service life (economics.years)", e.tcoInputs.years, "year"};
    };
    out.set("serving.capex_usd", e.tco.capexUsd, "USD", [&] {
        return Why{
            "C_capex = C_hw + c_W · P_IT + f_install · C_hw",
            {{"C_hw", e.nodePriced ? "nodes · node price (catalog)" : "accelerators · (price + host estimate)",
              e.tco.hardwareUsd, "USD"},
             {"c_W", "facility build per W (economics.facilityUsdPerWatt)", e.tcoInputs.facilityUsdPerWatt, "USD/W"},
             {"P_IT", "serving IT power", e.power.itW, "W"},
             {"f_install", "economics.installationFraction", e.tcoInputs.installationFraction, ""}},
            kSecCost,
            "The TCO model's capex (tco.* rules) of the serving fleet alone."};
    });
    out.set("serving.usd_per_year", e.usdPerYear, "USD/year", [&] {
        return Why{"C_year = C_total / Y = C_capex / Y + C_opex",
                   {{"C_total", "owned total over the service life", e.tco.totalUsd, "USD"}, tYears()},
                   kSecCost,
                   "Straight-line depreciation plus electricity and maintenance of the serving fleet."};
    });
    out.set("serving.usd_per_million_tokens", e.usdPerMillionTokens, "USD/Mtoken", [&] {
        return Why{"c_Mtok = C_year / tokens per year · 10⁶",
                   {{"C_year", "owned cost per year", e.usdPerYear, "USD/year"}, tTok()},
                   kSecCost,
                   "TCO-based cost per million output tokens: owning the serving fleet (capex over its life + opex)."};
    });
    out.set("serving.cloud_usd_per_million_tokens", e.cloudUsdPerMillionTokens, "USD/Mtoken", [&] {
        return Why{"c_Mtok,cloud = p_cloud · N_serve · hours / tokens · 10⁶",
                   {{"p_cloud", "cloud price per accelerator-hour (economics.cloudUsdPerAcceleratorHour)",
                     e.tcoInputs.cloudUsdPerAcceleratorHour, "USD/h"},
                    {"N_serve", "serving accelerators", fs.accelerators, ""},
                    tTok()},
                   kSecCost,
                   hasLoad ? "Renting the serving accelerators around the clock for the load."
                           : "Renting the plan's accelerators for the utilized hours (economics.utilization)."};
    });
}

} // namespace fleet
