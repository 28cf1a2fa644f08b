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

// The issues show times in ms and sizes in GB (their templates print them with one decimal).
double ms(double s)
{
    return s * 1e3;
}
double gb(double b)
{
    return b / 1e9;
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
    const double domain = hw.machine.scaleUpDomain; // TP groups beyond it cross the fabric (plan/Placement.h)
    const double context = w.inputTokens + w.outputTokens;
    const int tp = fs.tp;
    const ServingTerms t(r, f);

    if (r.genericCalibration)
        out.addIssue<IssueCode::ServingGenericCalibration>(Severity::Info, "fleet.accelerator", a.name,
                                                           hw.hbmEfficiency, hw.computeEfficiency);

    if (w.tp > 0 && tpLeavesDomain(hw, w.tp))
        out.addIssue<IssueCode::ServingTpSpansNodes>(
            Severity::Warning, "serving.tp", w.tp, placeRanks(w.tp, 1.0, hw.machine).domains, domain, f.scaleOut->name,
            f.scaleOut->bandwidthPerDirection.in(units::GB_per_s), f.scaleUp->name);

    if (s.serving.ep > 1 && !m.moe()) // served at EP 1 (servingSetup)
        out.addIssue<IssueCode::ServingEpDenseModel>(Severity::Warning, "serving.ep", s.serving.ep, f.servedModel->id);
    if (s.serving.expertPrecision != "same" && !m.moe())
        out.addIssue<IssueCode::ServingExpertPrecisionDenseModel>(Severity::Warning, "serving.expertPrecision",
                                                                  s.serving.expertPrecision, f.servedModel->id);
    if (s.serving.expertCompute != "same" && !m.moe())
        out.addIssue<IssueCode::ServingExpertComputeDenseModel>(Severity::Warning, "serving.expertCompute",
                                                                s.serving.expertCompute, f.servedModel->id);
    if (w.ep > 1 && w.tp > 0 && w.ep % w.tp != 0) {
        const int below = std::max(w.tp, w.ep / w.tp * w.tp), above = below + w.tp;
        out.addIssue<IssueCode::ServingEpNotMultipleOfTp>(Severity::Error, "serving.ep", w.ep, w.tp, below, above);
        return false;
    }

    if (w.cp > 1 && w.ep > 1) {
        out.addIssue<IssueCode::ServingCpWithEp>(Severity::Error, "serving.cp", w.cp, w.ep);
        return false;
    }
    if (w.cp > 1 && w.disaggregated) {
        out.addIssue<IssueCode::ServingCpDisaggregated>(Severity::Error, "serving.cp", w.cp);
        return false;
    }
    if (w.disaggregated && w.prefillEp > 1 && w.prefillTp > 0 && w.prefillEp % w.prefillTp != 0) {
        const int below = std::max(w.prefillTp, w.prefillEp / w.prefillTp * w.prefillTp), above = below + w.prefillTp;
        out.addIssue<IssueCode::ServingPrefillEpNotMultipleOfTp>(Severity::Error, "serving.prefillEp", w.prefillEp,
                                                                 w.prefillTp, below, above);
        return false;
    }
    if (fs.disaggregated && !fs.prefillPool.fits() && fs.capacity.maxBatch >= 1.0) {
        // The decode replicas fit; the prefill pool does not (at serving.prefillTp, or at the widest TP tried).
        const int ptp = w.prefillTp > 0 ? w.prefillTp : widestTp(hw, w.prefillEp);
        const ServingCapacity pc = servingCapacity(m, hw, ptp, std::max(w.inputTokens, 1.0), w.prefillEp);
        out.addIssue<IssueCode::ServingPrefillPoolNoFit>(Severity::Error, "serving.prefillTp", ptp, w.prefillEp,
                                                         gb(pc.weightBytesPerGpu), w.inputTokens, gb(hw.hbmBytes));
        return false;
    }

    // ---- TP and capacity ---------------------------------------------------------------------------------------
    if (!fs.feasible()) {
        if (w.tp > 0) {
            const ServingCapacity& cap = r.capacityAtTp;
            const int smallest = r.smallestFittingTp;
            // Why the TP group is too small (the KV cache, or the weights themselves), and the smallest TP that
            // fits or none within a node.
            const double weightsGb = gb(cap.weightBytesPerGpu);
            if (cap.weightsFit && smallest > 0)
                out.addIssue<IssueCode::ServingTpKvTooSmall>(Severity::Warning, "serving.tp", w.tp, weightsGb, t.prec(),
                                                             gb(cap.kvBudgetBytesPerGpu), context,
                                                             gb(cap.kvBytesPerSequencePerGpu), smallest);
            else if (cap.weightsFit)
                out.addIssue<IssueCode::ServingTpKvTooSmallNoTpFits>(Severity::Warning, "serving.tp", w.tp, weightsGb,
                                                                     t.prec(), gb(cap.kvBudgetBytesPerGpu), context,
                                                                     gb(cap.kvBytesPerSequencePerGpu), domain);
            else if (smallest > 0)
                out.addIssue<IssueCode::ServingTpWeightsTooLarge>(Severity::Warning, "serving.tp", w.tp, weightsGb,
                                                                  t.prec(), gb(kRuntimeWorkspaceBytes), a.name,
                                                                  gb(hw.hbmBytes), smallest);
            else
                out.addIssue<IssueCode::ServingTpWeightsTooLargeNoTpFits>(
                    Severity::Warning, "serving.tp", w.tp, weightsGb, t.prec(), gb(kRuntimeWorkspaceBytes), a.name,
                    gb(hw.hbmBytes), domain);
        } else {
            const ServingCapacity& atNode = r.capacityAtDomain;
            out.addIssue<IssueCode::ServingWeightsDoNotFitNode>(
                Severity::Warning, "model.params", m.params, t.prec(), domain, a.name, context,
                gb(atNode.weightBytesPerGpu), gb(atNode.kvBytesPerSequencePerGpu), gb(hw.hbmBytes));
        }
        out.set("serving.max_batch", 0.0, [&] {
            return Why{"B_max = 0 (nothing fits)",
                       {t.P(), t.Bw(), t.Hbm()},
                       kSecCapacity,
                       "The weights, the runtime workspace and one sequence's KV cache do not fit: see the issues."};
        });
        return false;
    }

    const ServingCapacity& cap = fs.capacity;
    out.set("serving.tp", static_cast<double>(tp), [&] {
        return Why{
            w.tp > 0 ? "tp = serving.tp"
                     : "tp = the power of two ≤ n_domain, from the smallest with B_max ≥ 1, that meets the targets with "
                       "the fewest accelerators for the load (or the most tokens/s per accelerator without one)",
            {{"n_domain", "accelerators per scale-up domain (fleet.scaleUpDomain)", domain, ""}, t.P(), t.Bw(), t.Hbm()},
            kSecCapacity,
            w.tp > 0 ? "Set by serving.tp."
                     : "serving.tp = 0: every tensor-parallel group that holds the weights, the runtime workspace and "
                       "one whole sequence is sized, and the best kept; a larger one must do more than 5 % better "
                       "per accelerator to displace a smaller (with a fixed serving.batch: the smallest)."};
    });
    publishServingEp(r, f, out);
    publishServingCp(r, f, out);
    out.set("serving.weights_bytes_per_gpu", cap.weightBytesPerGpu, [&] {
        // The routed experts in their storage bytes (serving.expertPrecision).
        const DerivationTerm bExp{"b_exp",
                                  Text::format("{} bytes per routed-expert weight (serving.expertPrecision)",
                                               std::string(r.expertFormat.name)),
                                  m.expertBytesPerParam, "B"};
        const bool ownExpertBytes = m.moe() && m.expertBytesPerParam > 0.0 && m.expertBytesPerParam != m.weightBytesPerParam;
        if (fs.ep > 1) {
            Why why{ownExpertBytes ? "W_gpu = (P − P_exp) · b_w / tp + P_exp · b_exp · ⌈E/ep⌉ / E"
                                   : "W_gpu = (P − P_exp) · b_w / tp + P_exp · b_w · ⌈E/ep⌉ / E",
                    {t.P(),
                     {"P_exp", "routed-expert parameters", m.expertParams, ""},
                     {"E", "routed experts per MoE layer (model.experts)", m.experts, ""},
                     {"ep", "expert-parallel size (serving.ep)", static_cast<double>(fs.ep), ""},
                     t.Bw(),
                     t.Tp()},
                    kSecCapacity,
                    "The dense part is TP-sharded within a group; each accelerator holds ⌈E/ep⌉ whole experts."};
            if (ownExpertBytes)
                why.inputs.push_back(bExp);
            return why;
        }
        if (ownExpertBytes)
            return Why{"W_gpu = ((P − P_exp) · b_w + P_exp · b_exp) / tp",
                       {t.P(), {"P_exp", "routed-expert parameters", m.expertParams, ""}, t.Bw(), bExp, t.Tp()},
                       kSecCapacity,
                       "The routed experts are stored in fewer bytes than they are computed in (dequantized in the "
                       "GEMMs)."};
        return Why{"W_gpu = P · b_w / tp", {t.P(), t.Bw(), t.Tp()}, kSecCapacity, ""};
    });
    const auto tKvh = [&] {
        return DerivationTerm{"n_kv", "KV heads (model.kvHeads)", m.kvHeads, ""};
    };
    const auto tHd = [&] {
        return DerivationTerm{"d_head", "head dimension (model.headDim)", m.headDim, ""};
    };
    const auto tBkv = [&] {
        return DerivationTerm{"b_kv", Text::format("{} bytes per KV value (serving.kvPrecision)", t.kvPrec()),
                              m.kvBytesPerValue, "B"};
    };
    out.set("serving.kv_bytes_per_token", cap.kvBytesPerToken, [&] {
        if (m.kvLatent > 0.0)
            return Why{"m_kv = L · (r_kv + d_rope) · b_kv",
                       {t.L(), {"r_kv + d_rope", "latent values per token and layer (model.kvLoraRank + ropeHeadDim)",
                                m.kvLatent, ""},
                        tBkv()},
                       "DeepSeek-V2 report §2.1 (multi-head latent attention)",
                       "Multi-head latent attention caches one compressed latent per layer and token; every rank of a "
                       "TP group holds it whole."};
        if (m.attentionSpan().banded())
            return Why{"m_kv = 2 · L · n_kv · d_head · b_kv",
                       {t.L(), tKvh(), tHd(), tBkv(),
                        {"L_w", "of them banded (model.slidingWindowLayers)", m.windowLayers, ""},
                        {"w", "their window (model.slidingWindow)", m.window, ""}},
                       kSecCapacity,
                       "K and V of every layer for one token of one sequence, whole model, while the sequence is "
                       "within the window; past it the L_w banded layers keep the last w tokens only, so a sequence "
                       "keeps κ of its tokens' worth (serving.max_batch) where the runtime holds only those "
                       "(serving.windowKv = window; full: the whole context). A TP group splits the KV heads (each "
                       "rank keeps at least one)."};
        return Why{"m_kv = 2 · L · n_kv · d_head · b_kv",
                   {t.L(), tKvh(), tHd(), tBkv()},
                   kSecCapacity,
                   "K and V of every layer for one token of one sequence, whole model. A TP group splits the KV heads "
                   "(each rank keeps at least one)."};
    });
    out.set("serving.kv_budget_bytes_per_gpu", cap.kvBudgetBytesPerGpu, [&] {
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
    out.set("serving.max_batch", cap.maxBatch, [&] {
        const AttentionSpan span = m.attentionSpan();
        const double n = w.inputTokens + w.outputTokens;
        if (m.kvHeldShare(n) < 1.0)
            return Why{
                fs.ep > 1 ? "B_max = g · floor(M_kv / (m_kv,gpu · κ · (n_in + n_out))), g = ep / tp attention groups"
                          : "B_max = floor(M_kv / (m_kv,gpu · κ · (n_in + n_out)))",
                {{"M_kv", "KV budget per accelerator", cap.kvBudgetBytesPerGpu, "B"},
                 {"m_kv,gpu", "KV bytes per token per accelerator", cap.kvBytesPerTokenPerGpu, "B"},
                 {"κ", "share of a full cache the banded layers leave: (L − L_w + L_w · w / (n_in + n_out)) / L "
                       "(model.slidingWindowLayers of the layers keep w = model.slidingWindow tokens)",
                  span.keptShare(n), ""},
                 t.In(),
                 t.Out()},
                kSecCapacity,
                "Whole sequences at their final length (prompt + output) whose KV cache fits beside the weights; a "
                "banded layer keeps its window's tokens only (serving.windowKv = window)."};
        return Why{
            fs.ep > 1 ? "B_max = g · floor(M_kv / (m_kv,gpu · (n_in + n_out))), g = ep / tp attention groups"
                      : "B_max = floor(M_kv / (m_kv,gpu · (n_in + n_out)))",
            {{"M_kv", "KV budget per accelerator", cap.kvBudgetBytesPerGpu, "B"},
             {"m_kv,gpu", "KV bytes per token per accelerator", cap.kvBytesPerTokenPerGpu, "B"},
             t.In(),
             t.Out()},
            kSecCapacity,
            span.banded() && n > span.window
                ? "Whole sequences at their final length (prompt + output) whose KV cache fits beside the weights: the "
                  "runtime holds every layer's whole context, the banded layers' too (serving.windowKv = full), though "
                  "decode reads only their window."
                : "Whole sequences at their final length (prompt + output) whose KV cache fits beside the weights: the "
                  "scheduler admits a request only when its whole KV cache is guaranteed (no eviction)."};
    });

    const IssueArg layout = replicaLayoutArg(fs); // the templates print "TP {…}"

    // The book's decode batch (inference.batch at inference.contextLen) against the same TP group.
    {
        const double ctx = d(s.inference.contextLen);
        const ServingCapacity& bookCap = r.bookCapacity;
        if (d(s.inference.batch) > bookCap.maxBatch)
            out.addIssue<IssueCode::ServingBookBatchDoesNotFit>(
                Severity::Warning, "inference.batch", s.inference.batch, s.inference.contextLen,
                cap.kvBytesPerToken * ctx * m.kvHeldShare(ctx) * d(s.inference.batch) / 1e12, t.kvPrec(),
                layout, a.name,
                gb(bookCap.kvBudgetBytesPerGpu * tp * fs.cp), bookCap.maxBatch);
    }

    // ---- Operating point and its issues --------------------------------------------------------------------------
    const LatencyPoint& op = fs.operating;
    switch (fs.binding) {
    case ServingBinding::BatchTooLarge:
        out.addIssue<IssueCode::ServingBatchTooLarge>(Severity::Warning, "serving.batch", w.batch, layout, cap.maxBatch,
                                                      context);
        break;
    case ServingBinding::TpotUnmet:
        if (w.batch > 0)
            out.addIssue<IssueCode::ServingTpotUnmetAtBatch>(
                Severity::Warning, "serving.batch", w.tpotTargetSeconds, w.batch, ms(fs.bindingValueSeconds), layout,
                op.concurrency, fs.bindingValueSeconds / w.tpotTargetSeconds, ms(fs.decode.weightReadSeconds),
                ms(fs.decode.overheadSeconds));
        else
            out.addIssue<IssueCode::ServingTpotUnmet>(Severity::Warning, "serving.tpotSeconds", w.tpotTargetSeconds,
                                                      ms(fs.bindingValueSeconds), layout, op.concurrency,
                                                      fs.bindingValueSeconds / w.tpotTargetSeconds,
                                                      ms(fs.decode.weightReadSeconds), ms(fs.decode.overheadSeconds));
        break;
    case ServingBinding::TtftUnmet:
        if (fs.disaggregated) {
            const PrefillPool& p = fs.prefillPool;
            out.addIssue<IssueCode::ServingPrefillTtftUnmet>(
                Severity::Warning, "serving.ttftSeconds", w.ttftTargetSeconds, ms(p.ttftP99Seconds),
                ms(p.step.seconds), p.promptsPerGroup, w.inputTokens, p.tp, p.ep);
        } else if (w.batch > 0)
            out.addIssue<IssueCode::ServingTtftUnmetAtBatch>(
                Severity::Warning, "serving.batch", w.ttftTargetSeconds, w.batch, ms(fs.bindingValueSeconds), layout,
                op.concurrency, fs.bindingValueSeconds / w.ttftTargetSeconds, ms(op.firstIterationSeconds),
                ms((0.99 + kSchedulingLagIterations) * op.iterationSeconds), ms(op.queueWaitP99Seconds));
        else
            out.addIssue<IssueCode::ServingTtftUnmet>(
                Severity::Warning, "serving.ttftSeconds", w.ttftTargetSeconds, ms(fs.bindingValueSeconds), layout,
                op.concurrency, fs.bindingValueSeconds / w.ttftTargetSeconds, ms(op.firstIterationSeconds),
                ms((0.99 + kSchedulingLagIterations) * op.iterationSeconds), ms(op.queueWaitP99Seconds));
        break;
    default:
        break;
    }

    // Would another TP do better? Fewer accelerators for the load, or more tokens per accelerator without one.
    if (w.batch == 0) {
        const bool hasLoad = w.requestsPerSecond > 0.0;
        const FleetSizing& best = r.bestTp;
        if (best.tp != tp && hasLoad)
            out.addIssue<IssueCode::ServingBetterTpForLoad>(Severity::Info, "serving.tp", best.tp, best.accelerators,
                                                            fs.accelerators, tp);
        else if (best.tp != tp && meetsTargets(fs))
            out.addIssue<IssueCode::ServingBetterTpThroughput>(Severity::Info, "serving.tp", best.tp,
                                                               best.tokensPerSecondPerGpu(),
                                                               fs.tokensPerSecondPerGpu(), tp);
        else if (best.tp != tp)
            out.addIssue<IssueCode::ServingBetterTpMeetingTargets>(Severity::Info, "serving.tp", best.tp,
                                                                   best.tokensPerSecondPerGpu(),
                                                                   fs.tokensPerSecondPerGpu(), tp);
    }
    return true;
}

} // namespace fleet::serving
