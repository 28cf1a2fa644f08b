#include "serving/ServingKernel.h"
#include "serving/ServingStepTerms.h"

#include <algorithm>
#include <cmath>

// The prefill pool of a disaggregated serving fleet (serving.disaggregated, issue 29 part 4): prompts are prefilled on
// replicas of their own and their KV cache handed to the decode replicas, as DistServe (Zhong et al., OSDI 2024),
// Mooncake and DeepSeek's and SGLang's MoE deployments do. docs/models.md, "Disaggregated prefill and decode".

namespace fleet {

using namespace serving_detail;

namespace {

// The pool's layout at one TP (tp = 0 in the result when the weights and one prompt do not fit).
PrefillPool layoutAt(const ServingModel& m, const ServingHardware& hw, const ServingWorkload& w, int tp, int decodeTp)
{
    PrefillPool p;
    p.ep = std::max(w.prefillEp, 1);
    const double nIn = std::max(w.inputTokens, 1.0);
    if (tp < 1 || !validExpertParallel(m, tp, p.ep))
        return p;
    const ServingCapacity cap = servingCapacity(m, hw, tp, nIn, p.ep);
    if (cap.maxBatch < 1.0)
        return p;
    const StepTerms k(m, hw, tp, p.ep, 1, w.prefixCacheHitRate);
    p.tp = tp;
    p.groups = k.shape.groups;
    // Prompts per group and step: as many whole prompts as the token budget takes (at least one; a longer prompt is
    // prefilled whole), no more than the group's KV cache holds. The budget counts computed tokens: a prompt's
    // prefix-cache hits are not in it.
    const double fitPerGroup = cap.maxBatch / p.groups;
    const double computed = std::max(nIn * (1.0 - k.prefixHit), 1.0);
    p.promptsPerGroup = std::clamp(std::floor(std::max(w.prefillBatchTokens, 1.0) / computed), 1.0, fitPerGroup);
    const double prompts = p.groups * p.promptsPerGroup;
    p.step = stepWith(k, 0.0, 0.0, prompts * nIn, prompts, 0.0, PromptAdmission::Dealt);
    p.capacityPerReplica = p.step.seconds > 0.0 ? prompts / p.step.seconds : 0.0;
    p.inputTokensPerSecondPerGpu = p.capacityPerReplica * nIn / static_cast<double>(p.replicaAccelerators());
    // The KV hand-off: the prompt's cache leaves its group's tp ranks in parallel (each a 1/tp share of the layers) and
    // each decode rank receives what it keeps (its heads' share, or the whole MLA latent), over the ranks' own NICs
    // at line rate (RDMA transfer engines; an assumption: docs/models.md). Not overlapped with the prefill.
    // Banded layers hand off the last w tokens' KV only (plan/SlidingWindow.h), where the runtime holds only those
    // (serving.windowKv).
    const double kept = nIn * m.kvHeldShare(nIn);
    const double send = kept * cap.kvBytesPerToken / static_cast<double>(tp);
    const double receive = kept * kvBytesPerTokenPerGpu(m, std::max(decodeTp, 1));
    p.kvTransferSeconds = hw.scaleOutBytesPerSecond > 0.0
                              ? hw.scaleOutAlphaSeconds + std::max(send, receive) / hw.scaleOutBytesPerSecond
                              : kInf;
    return p;
}

// The pool's queue at `replicas`: c = replicas · groups · prompts slots, each held one step; prompts join at step
// boundaries, so a request also waits for the step under way (half a step on average, 0.99 of one at p99).
void queueAt(PrefillPool& p, double replicas, double load, bool queue)
{
    const double s = p.step.seconds;
    const double slots = replicas * p.groups * p.promptsPerGroup;
    const double offered = load * s;
    p.replicas = replicas;
    p.utilization = slots > 0.0 ? offered / slots : 0.0;
    p.waitProbability = 0.0;
    p.queueWaitMeanSeconds = p.queueWaitP50Seconds = p.queueWaitP99Seconds = 0.0;
    if (queue && offered > 0.0) {
        const SlotWait q = slotWait(slots, offered, s);
        p.waitProbability = q.probability;
        p.queueWaitMeanSeconds = q.meanSeconds;
        p.queueWaitP50Seconds = q.p50Seconds;
        p.queueWaitP99Seconds = q.p99Seconds;
    }
    p.ttftMeanSeconds = p.queueWaitMeanSeconds + 0.5 * s + s;
    p.ttftP50Seconds = p.queueWaitP50Seconds + 0.5 * s + s;
    p.ttftP99Seconds = p.queueWaitP99Seconds + 0.99 * s + s;
}

} // namespace

PrefillPool prefillPoolLayout(const ServingModel& m, const ServingHardware& hw, const ServingWorkload& w, int decodeTp)
{
    if (w.prefillTp > 0)
        return layoutAt(m, hw, w, w.prefillTp, decodeTp);
    // The best TP: the most input tokens/s per accelerator among those whose two steps (the one under way and its own)
    // meet the TTFT target; the shortest step when none does.
    const int ep = std::max(w.prefillEp, 1);
    PrefillPool best;
    bool bestMeets = false;
    for (int tp = 1; tp <= largestDomainTp(hw) && (ep == 1 || tp <= ep); tp *= 2) {
        const PrefillPool p = layoutAt(m, hw, w, tp, decodeTp);
        if (!p.fits())
            continue;
        const bool meets = w.ttftTargetSeconds <= 0.0 || 0.99 * p.step.seconds + p.step.seconds <= w.ttftTargetSeconds;
        const bool better =
            !best.fits() || (meets && !bestMeets) ||
            (meets == bestMeets && (meets ? p.inputTokensPerSecondPerGpu > 1.05 * best.inputTokensPerSecondPerGpu
                                          : p.step.seconds < best.step.seconds));
        if (better) {
            best = p;
            bestMeets = meets;
        }
    }
    return best;
}

void sizePrefillPool(PrefillPool& pool, const ServingHardware& hw, const ServingWorkload& w, double requestsPerSecond)
{
    // Two steps (the one under way and the prompt's own) are the least a prompt waits, whatever the pool's size.
    // (The same expression as queueAt's p99 with no wait, so the search below always ends.)
    const double floorSeconds = 0.99 * pool.step.seconds + pool.step.seconds;
    pool.ttftUnmet = pool.fits() && w.ttftTargetSeconds > 0.0 && !w.offline() && !(floorSeconds <= w.ttftTargetSeconds);
    const double perNode = std::max(1.0, hw.machine.acceleratorsPerNode);
    const double perReplica = static_cast<double>(pool.replicaAccelerators());
    const auto finish = [&] {
        pool.accelerators = pool.replicas * perReplica;
        pool.nodes = replicaNodes(pool.replicas, perReplica, perNode, pool.ep);
    };
    if (!pool.fits() || !(requestsPerSecond > 0.0) || !std::isfinite(pool.step.seconds) || !(pool.step.seconds > 0.0)) {
        queueAt(pool, 0.0, 0.0, false);
        finish();
        return;
    }
    const double slotsPerReplica = pool.groups * pool.promptsPerGroup;
    const double offered = requestsPerSecond * pool.step.seconds;
    if (w.offline()) {
        // Every request is already waiting: the pool only has to carry the load.
        queueAt(pool, std::max(1.0, std::ceil(offered / slotsPerReplica * (1.0 - 1e-12))), requestsPerSecond, false);
        finish();
        return;
    }
    const double stable = std::floor(offered / slotsPerReplica) + 1.0; // the fewest whose queue drains
    const double target = w.ttftTargetSeconds;
    const auto meets = [&](double replicas) {
        queueAt(pool, replicas, requestsPerSecond, true);
        return pool.ttftP99Seconds <= target;
    };
    if (target <= 0.0 || pool.ttftUnmet || meets(stable)) {
        queueAt(pool, stable, requestsPerSecond, true);
        finish();
        return;
    }
    // p99 TTFT falls as replicas are added (toward two steps): double, then bisect on whole replicas.
    // The wait's p99 reaches 0 once Erlang C falls below 1 %, so doubling ends; capped all the same.
    double lo = stable, hi = 2.0 * stable;
    for (int i = 0; i < 64 && !meets(hi); ++i)
        lo = hi, hi *= 2.0;
    while (hi - lo > 1.0) {
        const double mid = std::floor(0.5 * (lo + hi));
        (meets(mid) ? hi : lo) = mid;
    }
    queueAt(pool, hi, requestsPerSecond, true);
    finish();
}

} // namespace fleet
