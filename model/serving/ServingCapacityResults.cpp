#include "serving/ServingPublish.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace fleet::serving {

namespace {

double d(std::int64_t v)
{
    return static_cast<double>(v);
}

std::string ms(double s)
{
    return fmt::format("{:.1f} ms", s * 1e3);
}
std::string gb(double b)
{
    return fmt::format("{:.1f} GB", b / 1e9);
}

} // namespace

// serving.tp and the KV-cache capacity of its group, and the issues of the TP, the capacity, the book's batch and
// the operating point (a target that cannot be met, a better TP).
bool publishServingCapacity(const ServingResult& r, const Scenario& s, const ResolvedFleet& f, Results& out)
{
    const ServingModel& m = r.model;
    const ServingHardware& hw = r.hardware;
    const ServingWorkload& w = r.workload;
    const Accelerator& a = *f.accelerator;
    const FleetSizing& fs = r.sizing;
    const double perNode = hw.acceleratorsPerNode;
    const double context = w.inputTokens + w.outputTokens;
    const int tp = fs.tp;
    const ServingTerms t(r, f);

    if (r.genericCalibration)
        out.addIssue(Severity::Info, "fleet.accelerator",
                     fmt::format("fleet.accelerator: {} has no serving calibration in the catalog; serving.* uses the "
                                 "generic constants (HBM share {:.2f}, compute share {:.2f})",
                                 a.name, hw.hbmEfficiency, hw.computeEfficiency));

    if (w.tp > 0 && w.tp > perNode)
        out.addIssue(Severity::Warning, "serving.tp",
                     fmt::format("serving.tp: a TP group of {} spans {:g} nodes of {:g}; its per-layer all-reduce runs "
                                 "over the scale-out link ({}) at {:g} GB/s instead of {}",
                                 w.tp, std::ceil(w.tp / perNode), perNode, f.scaleOut->name,
                                 f.scaleOut->bandwidthPerDirection.in(units::GB_per_s), f.scaleUp->name));

    // ---- TP and capacity ---------------------------------------------------------------------------------------
    if (!fs.feasible()) {
        if (w.tp > 0) {
            const ServingCapacity& cap = r.capacityAtTp;
            const int smallest = r.smallestFittingTp;
            const auto why = [&] {
                return std::string(
                    cap.weightsFit
                        ? fmt::format("{} of {} weights per accelerator leave {} of KV cache, less than one "
                                      "{:g}-token sequence ({})",
                                      gb(cap.weightBytesPerGpu), t.prec(), gb(cap.kvBudgetBytesPerGpu), context,
                                      gb(cap.kvBytesPerSequencePerGpu))
                        : fmt::format("{} of {} weights per accelerator and the {} runtime workspace exceed the "
                                      "{}'s {}",
                                      gb(cap.weightBytesPerGpu), t.prec(), gb(kRuntimeWorkspaceBytes), a.name,
                                      gb(hw.hbmBytes)));
            };
            out.addIssue(Severity::Warning, "serving.tp",
                         fmt::format("serving.tp = {}: {}; {}", w.tp, why(),
                                     smallest > 0 ? fmt::format("the smallest TP that fits is {}", smallest)
                                                  : fmt::format("no TP within a node of {:g} fits", perNode)));
        } else {
            const ServingCapacity& atNode = r.capacityAtNode;
            out.addIssue(
                Severity::Warning, "inference.params",
                fmt::format("inference.params: {:.4g} {} weights do not fit a TP group of one {:g}-accelerator "
                            "node of {} with one {:g}-token sequence (at TP {:g}: {} of weights and {} of KV "
                            "cache per accelerator, {} of HBM); use a smaller inference.precision, a larger "
                            "accelerator, or serving.tp beyond the node",
                            m.params, t.prec(), perNode, a.name, context, perNode, gb(atNode.weightBytesPerGpu),
                            gb(atNode.kvBytesPerSequencePerGpu), gb(hw.hbmBytes)));
        }
        out.set("serving.max_batch", 0.0, "", [&] {
            return Why{"B_max = 0 (nothing fits)",
                       {t.P(), t.Bw(), t.Hbm()},
                       kSecCapacity,
                       "The weights, the runtime workspace and one sequence's KV cache do not fit: see the issues."};
        });
        return false;
    }

    const ServingCapacity& cap = fs.capacity;
    out.set("serving.tp", static_cast<double>(tp), "", [&] {
        return Why{
            w.tp > 0 ? "tp = serving.tp" : "tp = smallest power of two ≤ n_node with B_max ≥ 1",
            {{"n_node", "accelerators per node (fleet.acceleratorsPerNode)", perNode, ""}, t.P(), t.Bw(), t.Hbm()},
            kSecCapacity,
            w.tp > 0 ? "Set by serving.tp."
                     : "serving.tp = 0: the smallest tensor-parallel group that holds the weights, "
                       "the runtime workspace and one whole sequence. A larger TP can still need "
                       "fewer accelerators for tight latency targets (see the issues)."};
    });
    out.set("serving.weights_bytes_per_gpu", cap.weightBytesPerGpu, "B", [&] {
        return Why{"W_gpu = P · b_w / tp", {t.P(), t.Bw(), t.Tp()}, kSecCapacity, ""};
    });
    const auto tKvh = [&] {
        return DerivationTerm{"n_kv", "KV heads (inference.kvHeads)", m.kvHeads, ""};
    };
    const auto tHd = [&] {
        return DerivationTerm{"d_head", "head dimension (inference.headDim)", m.headDim, ""};
    };
    const auto tBkv = [&] {
        return DerivationTerm{"b_kv", t.kvPrec() + " bytes per KV value (serving.kvPrecision)", m.kvBytesPerValue, "B"};
    };
    out.set("serving.kv_bytes_per_token", cap.kvBytesPerToken, "B", [&] {
        return Why{"m_kv = 2 · L · n_kv · d_head · b_kv",
                   {t.L(), tKvh(), tHd(), tBkv()},
                   kSecCapacity,
                   "K and V of every layer for one token of one sequence, whole model. A TP group splits the KV heads "
                   "(each rank keeps at least one)."};
    });
    out.set("serving.kv_budget_bytes_per_gpu", cap.kvBudgetBytesPerGpu, "B", [&] {
        return Why{"M_kv = f_kv · (C_HBM − W_gpu − M_ws)",
                   {{"f_kv", "share of the free HBM given to the KV cache", kKvCacheShare, ""},
                    t.Hbm(),
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
             t.In(),
             t.Out()},
            kSecCapacity,
            "Whole sequences at their final length (prompt + output) whose KV cache fits beside the weights: the "
            "scheduler admits a request only when its whole KV cache is guaranteed (no eviction)."};
    });

    // The book's decode batch (inference.batch at inference.contextLen) against the same TP group.
    {
        const double ctx = d(s.inference.contextLen);
        const ServingCapacity& bookCap = r.bookCapacity;
        if (d(s.inference.batch) > bookCap.maxBatch)
            out.addIssue(
                Severity::Warning, "inference.batch",
                fmt::format("inference.batch = {} at inference.contextLen = {} needs {:.3g} TB of {} KV cache; "
                            "a TP {} group of {} has {} beside the weights, room for {:g} such sequences (the "
                            "inference.* decode figures assume the batch fits)",
                            s.inference.batch, s.inference.contextLen,
                            cap.kvBytesPerToken * ctx * d(s.inference.batch) / 1e12, t.kvPrec(), tp, a.name,
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
                                 ms((0.99 + kSchedulingLagIterations) * op.iterationSeconds),
                                 ms(op.queueWaitP99Seconds)));
        break;
    default:
        break;
    }

    // Would another TP do better? Fewer accelerators for the load, or more tokens per accelerator without one.
    if (w.batch == 0) {
        const bool hasLoad = w.requestsPerSecond > 0.0;
        const FleetSizing& best = r.bestTp;
        if (best.tp != tp)
            out.addIssue(Severity::Info, "serving.tp",
                         hasLoad
                             ? fmt::format("serving.tp: TP {} would serve the load with {:g} accelerators instead of "
                                           "{:g} at TP {} (fleetplanner-cli search --serving compares every layout)",
                                           best.tp, best.accelerators, fs.accelerators, tp)
                             : fmt::format("serving.tp: TP {} would give {:.0f} output tokens/s per accelerator "
                                           "instead of {:.0f} at TP {}{} (fleetplanner-cli search --serving)",
                                           best.tp, best.operating.tokensPerSecondPerGpu, op.tokensPerSecondPerGpu, tp,
                                           meetsTargets(fs) ? "" : ", meeting the targets"));
    }
    return true;
}

} // namespace fleet::serving
