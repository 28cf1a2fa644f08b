#include "serving/ServingKernel.h"

#include "comm/Collectives.h"
#include "serving/BusiestGroup.h"
#include "serving/ServingStepTerms.h"
#include "plan/ModelArchitecture.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleet {

namespace serving_detail {

// The prompts the step prices a group's local work at, of `prompts` admitted to the replica's `groups` in one iteration
// (besides the timed request's own, `own`): the busiest group's where each refills its own slots (serving.promptBalance
// = per-rank; BusiestGroup.h), the mean share where they are dealt. The one rule for the step and groupPromptsAt.
static double groupPromptsOf(const ServingModel& m, double prompts, double groups, bool own, PromptAdmission admission)
{
    const double mean = prompts / groups;
    if (groups > 1.0 && prompts > 0.0 && admission == PromptAdmission::PerGroup && !m.promptsBalanced)
        return busiestGroupPrompts(mean, groups, own) - (own ? 1.0 : 0.0);
    return mean;
}

// ServingStepTerms.h says what these do.
DecodeStep stepWith(const StepTerms& k, double decodeSequences, double decodeContext, double prefillTokens,
                    double prefillSequences, double ownPrompt, PromptAdmission admission)
{
    const ServingModel& m = k.m;
    const ServingHardware& hw = k.hw;
    const double groups = k.shape.groups;
    const double cp = k.shape.cp;
    DecodeStep s;
    // Of the prompts' tokens, those whose KV cache is reused (k.prefixHit) are not computed.
    const double fresh = 1.0 - k.prefixHit;
    s.tokens = decodeSequences + prefillTokens * fresh + ownPrompt * fresh;
    // With EP the attention groups run in lock step (every MoE layer's exchange waits for all of them). Where each
    // refills its own freed slots with whole prompts (serving.promptBalance = per-rank: TensorRT-LLM's attention DP
    // by default; docs/research/attention-dp-gpt-oss.md) the step takes as long as the group with the most prompts.
    // ASSUMPTION: a group admits Poisson(λ) prompts per iteration, λ its mean share, independently of the others
    // (BusiestGroup.h); the step is priced at the expected busiest count, not as the expectation of the busiest step.
    // Dealt evenly (balanced), or by a prefill pool (Dealt), every group holds the mean share. Decoding sequences stay
    // spread evenly (the runtimes balance them by count).
    const double groupPrompts = groupPromptsOf(m, prefillSequences, groups, ownPrompt > 0.0, admission);
    // (Dealt or one group: the tokens' own share, as the sequences', so the step is the expression it was.)
    const double groupPromptTokens = groupPrompts == prefillSequences / groups
                                         ? prefillTokens / groups
                                         : groupPrompts * prefillTokens / prefillSequences;
    // The busiest group's tokens (the replica's own with TP alone; 1/cp of them with context parallelism): its dense
    // GEMMs, attention and all-reduces.
    const double groupTokens = (decodeSequences / groups + groupPromptTokens * fresh + ownPrompt * fresh) / cp;

    s.weightReadSeconds = k.weightReadSeconds;
    double weightsRead = k.weights;
    // Few tokens make skinny GEMMs that reach less of the peak (wave quantization, tile fit): F / (F + F½) with
    // F one of the layer's GEMMs on one accelerator - the law and the constants of the training step's GEMMs: each
    // GEMM takes (F + F½) / rate. A dequantizing kernel at share s of the rate (ServingHardware expertGemmShare) takes
    // (F / s + F½) / rate: its arithmetic slows, not its fixed cost.
    const auto timeOf = [&](double flops, double perGemm, double s) {
        const double g = hw.gemmHalfFlop > 0.0 ? perGemm / (perGemm / s + hw.gemmHalfFlop) : s;
        return g > 0.0 ? flops / (k.rate * g) : 0.0;
    };
    double gemmFlops = 0.0;
    if (!m.moe()) {
        gemmFlops = 2.0 * m.params * groupTokens / k.t;
        s.gemmComputeSeconds = timeOf(gemmFlops, gemmFlops / (m.layers * kGemmsPerLayer), 1.0);
    } else {
        // The dense part (attention, shared experts, dense layers) as a dense model over the group's tokens; the
        // routed experts as the local experts' GEMMs of tokens · k / E tokens each (TP-sliced, or whole on E/EP ranks,
        // the replica's tokens spread evenly), and only the experts the replica's tokens touch read from HBM.
        const double routedActive = m.expertsPerToken * m.expertParams / m.experts;
        const double denseFlops = 2.0 * (m.activeParams - routedActive) * groupTokens / k.t;
        const double routedFlops = 2.0 * routedActive * s.tokens / k.shape.perGpu;
        gemmFlops = denseFlops + routedFlops;
        // (With context parallelism each TP group holds every expert and touches those of its own tokens.)
        s.expertsTouched = expertsTouched(m.experts, m.expertsPerToken, s.tokens / cp);
        // The grouped GEMM runs the local experts the step's tokens touch, not all of them: at a few tokens per step
        // only ~k experts per layer have work. It is one kernel per matrix and layer (gate, up, down): the size law's
        // fixed cost is the kernel's, and each expert's rows are padded to the kernel's row tile (kGroupedGemmTileRows)
        // - at a few tokens per expert the tile's idle rows, not the launches, cost compute. The rows padded are those
        // of each expert's own token count, spread around the mean (plan/ModelArchitecture.h expertTileRows), not of
        // the mean count: a tile's worth of tokens per expert on average fills some experts' second tile.
        const double routedRows = s.tokens / cp * m.expertsPerToken;
        const double padded =
            routedRows > 0.0
                ? expertTileRows(m.experts, m.expertsPerToken, s.tokens / cp, kGroupedGemmTileRows) / routedRows
                : 1.0;
        const double groupedFlops = routedFlops * padded;
        // 4-bit experts without a tensor-core path run dequantizing kernels (ServingHardware expertGemmShare); experts
        // computing at another precision than the rest (serving.expertCompute) run at its rate (expertRateRatio).
        s.gemmComputeSeconds =
            timeOf(denseFlops, denseFlops / (m.layers * kGemmsPerLayer), 1.0) +
            (m.moeLayers > 0.0
                 ? timeOf(groupedFlops, groupedFlops / (m.moeLayers * 3.0), hw.expertGemmShare) / hw.expertRateRatio
                 : 0.0);
        const double expertBytes = k.shape.expertBytes;
        weightsRead = k.weights - expertBytes + expertBytes * s.expertsTouched / m.experts;
        s.weightReadSeconds = weightsRead / k.bw;
        // Each rank of the busiest group dispatches its share of the group's tokens.
        if (k.ep > 1 && s.tokens > 0.0)
            s.allToAllSeconds = m.moeLayers * k.allToAllSeconds(groupTokens / k.t);
    }
    s.gemmSeconds = std::max(s.weightReadSeconds, s.gemmComputeSeconds);

    // Decode attention reads every cached token of every sequence (QKᵀ and AV: 4 FLOP per head dim and
    // cached token); a prompt of n tokens writes n tokens of KV and does causal attention, 2·n² per head dim. With
    // context parallelism each rank holds 1/cp of every sequence's KV and does 1/cp of its attention (2·cp chunks
    // balance the causal mask). A prompt whose first h·n tokens hit the prefix cache reads their KV instead of writing
    // it (the same bytes) and computes the causal pairs of its new tokens only: n² − (h·n)² of them.
    // Banded layers keep and read the last w tokens only (plan/SlidingWindow.h): the context decode reads is the
    // share of it the model keeps.
    const AttentionSpan span = m.attentionSpan();
    const double readContext = decodeContext * span.keptShare(decodeContext);
    const double kvBytes =
        (decodeSequences * readContext / groups + groupPromptTokens + ownPrompt) * k.kvPerToken / cp;
    const double decodeAttention = 4.0 * k.perTokenAttention * decodeSequences * readContext / groups / k.t / cp;
    // A prompt's attention runs as blocks (with CP: one causal block over n/cp keys and cp − 1 full ones over n/(2cp)),
    // each at 1 + s½/keys of its work's time at R_attn (hardware/AttentionBlocks.h). Its key loop: a fresh prompt's
    // causal block over n keys; with h·n of them cached, the (1 − h)·n new queries meet n(1 + h)/2 keys on average,
    // the mean of a fresh causal block over n(1 + h) keys - the length the law is given.
    const double pairShare = 1.0 - k.prefixHit * k.prefixHit;
    const double keyLoop = 1.0 + k.prefixHit;
    const double ownAttention = 2.0 * k.perTokenAttention * ownPrompt * ownPrompt * pairShare / (k.t * cp);
    double prefillAttention = 0.0, perPrompt = 0.0;
    if (prefillSequences > 0.0) {
        perPrompt = prefillTokens / prefillSequences;
        prefillAttention = 2.0 * k.perTokenAttention * groupPrompts * perPrompt * perPrompt * pairShare / (k.t * cp);
    }
    const AttentionBlockLaw& law = hw.attentionBlocks;
    const double ownKeys = ownPrompt * keyLoop, prefillKeys = perPrompt * keyLoop;
    // Banded layers compute the band of a prompt's new pairs, band(n) − band(h·n), their key loop the window (the
    // training step's rule); the full layers as above. ASSUMPTION: with CP the banded share runs on the rank's own
    // chunk (the K/V ring below hides its sends under the full layers' blocks).
    const double h = k.prefixHit;
    const auto promptTime = [&](double keys, double n) {
        if (!span.banded() || !(n > span.window))
            return law.ringMean(keys, cp);
        return span.fullLayerShare() * law.ringMean(keys, cp) +
               span.windowLayerShare() * span.bandShareOfNew(n, h) * law.causal(std::min(n / cp, span.window));
    };
    const double attentionFlops = decodeAttention + ownAttention * span.newPairShare(ownPrompt, h) +
                                  prefillAttention * span.newPairShare(perPrompt, h);
    s.kvReadSeconds = kvBytes / k.bw;
    s.attentionComputeSeconds = (decodeAttention + ownAttention * promptTime(ownKeys, ownPrompt) +
                                 prefillAttention * promptTime(prefillKeys, perPrompt)) /
                                k.attentionRate;
    s.attentionSeconds = std::max(s.kvReadSeconds, s.attentionComputeSeconds);

    if (k.tp > 1 && groupTokens > 0.0)
        s.commSeconds = 2.0 * m.layers * k.allReduceSeconds(groupTokens * m.hidden * m.activationBytesPerValue);
    if (k.cp > 1) {
        // Pass-KV (Yang et al. 2025 §3.4): in each of the cp − 1 exchanging steps of a layer a rank sends its chunk of
        // the prompts' K/V (1/cp of their tokens) to the next CP rank while it computes the attention block of the
        // chunk it holds (1/cp of its prompt attention): the first send under the causal block of its own chunks, the
        // cp − 2 others under full blocks (the last full block has no send under it); what a send takes beyond its
        // block is exposed.
        const double promptTokens = groupPromptTokens + ownPrompt;
        if (promptTokens > 0.0) {
            const double chunkBytes = promptTokens / cp * k.kvPerToken / m.layers;
            const double send = k.cpLink.alpha.si() + chunkBytes / k.cpLink.beta.si();
            const double perBlock = 1.0 / (m.layers * cp * k.attentionRate);
            const double causalBlock =
                (ownAttention * law.causal(ownKeys / cp) + prefillAttention * law.causal(prefillKeys / cp)) * perBlock;
            const double fullBlock =
                (ownAttention * law.ringFull(ownKeys, cp) + prefillAttention * law.ringFull(prefillKeys, cp)) * perBlock;
            s.cpRingSeconds = m.layers * (std::max(0.0, send - causalBlock) + (cp - 2.0) * std::max(0.0, send - fullBlock));
        }
        // Pass-Q decode (§3.6): each layer all-gathers the batch's queries over the CP ranks (each rank's heads) and
        // reduce-scatters the partial outputs back to the tokens' ranks - a ring all-reduce's two halves.
        if (decodeSequences > 0.0) {
            const double queryBytes = decodeSequences / groups * queryBytesPerTokenLayer(m, k.tp);
            s.cpExchangeSeconds = m.layers * k.cpRing(bytes(queryBytes)).si();
        }
    }
    // Host work per sequence: each CP rank schedules its share of the decoding sequences; every rank takes part in
    // every prompt.
    s.overheadSeconds = hw.stepOverheadSeconds + hw.layerOverheadSeconds * m.layers +
                        hw.sequenceOverheadSeconds * (decodeSequences / cp / groups + groupPrompts +
                                                      (ownPrompt > 0.0 ? 1.0 : 0.0));
    s.seconds = s.gemmSeconds + s.attentionSeconds + s.commSeconds + s.allToAllSeconds + s.cpRingSeconds +
                s.cpExchangeSeconds + s.overheadSeconds;
    s.bytesPerGpu = weightsRead + kvBytes;
    s.flopsPerGpu = gemmFlops + attentionFlops;
    return s;
}

// The iteration holding a request's own prompt of `nIn` tokens beside `busy` slots' continuous-batching share: with TP
// alone the prompt joins the replica's prefill tokens; with EP it lands whole on one attention group.
DecodeStep firstIterationWith(const StepTerms& k, double busy, double nIn, double nOut, double context)
{
    if (k.shape.groups > 1.0)
        return stepWith(k, busy * (nOut - 1.0) / nOut, context, busy * nIn / nOut, busy / nOut, nIn);
    return stepWith(k, busy * (nOut - 1.0) / nOut, context, busy * nIn / nOut + nIn, busy / nOut + 1.0);
}

// One prompt alone.
DecodeStep promptWith(const StepTerms& k, double tokens)
{
    return k.shape.groups > 1.0 ? stepWith(k, 0.0, 0.0, 0.0, 0.0, tokens) : stepWith(k, 0.0, 0.0, tokens, 1.0);
}

} // namespace serving_detail

using namespace serving_detail;

AllToAllCopies servingAllToAllCopies(const ServingModel& m, const ServingHardware& hw, int ep)
{
    if (ep <= 1 || !m.moe())
        return {};
    return allToAllCopies(placeRanks(static_cast<double>(ep), 1.0, hw.machine), m.expertsPerToken, true,
                          m.maxDomainsPerToken);
}

double kvHandoffBytesPerToken(const ServingModel& m, int decodeTp)
{
    const int t = std::max(decodeTp, 1);
    return static_cast<double>(t) * kvBytesPerTokenPerGpu(m, t);
}

ServingTokenTraffic servingTokenTraffic(const ServingModel& m, const ServingHardware& hw, int tp, int ep, int cp)
{
    ServingTokenTraffic r;
    const double t = static_cast<double>(std::max(tp, 1));
    const double tpBytes = 2.0 * m.layers * t * ringAllReduceBytes(m.hidden * m.activationBytesPerValue, t);
    // A ring that leaves its scale-up domain crosses the NICs on the D hops between domains (the training step's rule).
    r.tp = ringTraffic(tpBytes, placeRanks(t, 1.0, hw.machine));
    if (cp > 1) {
        // Every rank of the tp · cp sends its chunk (1/cp of the prompt's K/V on it) cp − 1 times: t · (cp − 1) ·
        // m_kv,gpu per prompt token; decode's ring all-reduce of each rank's queries: 2(cp − 1)/cp per rank, t · cp
        // ranks. The ring's hops between scale-up domains go through the NICs.
        const double c = static_cast<double>(cp);
        const double prompt = t * (c - 1.0) * kvBytesPerTokenPerGpu(m, tp);
        const double output = m.layers * t * c * ringAllReduceBytes(queryBytesPerTokenLayer(m, tp), c);
        const GroupSpan cpSpan = placeRanks(c, t, hw.machine);
        r.cpPrompt = ringTraffic(prompt, cpSpan);
        r.cpOutput = ringTraffic(output, cpSpan);
    }
    const AllToAllCopies copies = servingAllToAllCopies(m, hw, ep);
    const double perCopy = m.moeLayers * m.hidden * (hw.dispatchBytesPerValue + m.activationBytesPerValue);
    r.ep = {perCopy * copies.up, perCopy * copies.out};
    return r;
}

namespace {

// Standard normal density and distribution.
double phi(double x) { return std::exp(-0.5 * x * x) * 0.3989422804014327; }
double Phi(double x) { return 0.5 * std::erfc(-x * 0.7071067811865476); }

} // namespace

ServingCapacity servingCapacity(const ServingModel& m, const ServingHardware& hw, int tp, double contextTokens,
                                int ep, int cp)
{
    ServingCapacity c;
    if (tp < 1 || !validExpertParallel(m, tp, ep) || !validContextParallel(ep, cp))
        return c;
    const ReplicaShape shape(m, tp, ep, cp);
    c.weightBytesPerGpu = shape.weights;
    c.kvBytesPerToken = m.kvLatent > 0.0 ? m.layers * m.kvLatent * m.kvBytesPerValue
                                         : 2.0 * m.layers * m.kvHeads * m.headDim * m.kvBytesPerValue;
    // Context parallelism spreads each sequence's KV cache over the cp groups.
    c.kvBytesPerTokenPerGpu = kvBytesPerTokenPerGpu(m, tp) / shape.cp;
    c.weightsFit = c.weightBytesPerGpu + kRuntimeWorkspaceBytes < hw.hbmBytes;
    c.kvBudgetBytesPerGpu = std::max(0.0, kKvCacheShare * (hw.hbmBytes - c.weightBytesPerGpu - kRuntimeWorkspaceBytes));
    // Banded layers keep the last w tokens of a sequence (plan/SlidingWindow.h) where the runtime holds only those
    // (serving.windowKv).
    const double context = std::max(contextTokens, 1.0);
    c.kvBytesPerSequencePerGpu = c.kvBytesPerTokenPerGpu * context * m.kvHeldShare(context);
    // Every attention group of the replica holds its own sequences.
    c.maxBatch = c.weightsFit && c.kvBytesPerSequencePerGpu > 0.0
                     ? shape.groups * std::floor(c.kvBudgetBytesPerGpu / c.kvBytesPerSequencePerGpu)
                     : 0.0;
    return c;
}

int smallestFittingTp(const ServingModel& m, const ServingHardware& hw, double contextTokens, int ep, int cp)
{
    for (int tp = 1; tp <= largestDomainTp(hw) && (ep <= 1 || tp <= ep); tp *= 2)
        if (validExpertParallel(m, tp, ep) && servingCapacity(m, hw, tp, contextTokens, ep, cp).maxBatch >= 1.0)
            return tp;
    return 0;
}

DecodeStep servingStep(const ServingModel& m, const ServingHardware& hw, int tp, double decodeSequences,
                       double decodeContext, double prefillTokens, double prefillSequences, int ep, int cp,
                       PromptAdmission admission)
{
    return stepWith(StepTerms(m, hw, tp, ep, cp), decodeSequences, decodeContext, prefillTokens, prefillSequences, 0.0,
                    admission);
}

DecodeStep decodeStep(const ServingModel& m, const ServingHardware& hw, int tp, double batch, double context, int ep,
                      int cp)
{
    return servingStep(m, hw, tp, batch, context, 0.0, 0.0, ep, cp);
}

std::string replicaLayoutAfterTp(int tp, int ep, int cp)
{
    if (cp > 1)
        return fmt::format("{} × CP {}", tp, cp);
    return ep > 1 ? fmt::format("{} × EP {}", tp, ep) : fmt::format("{}", tp);
}

DecodeStep prefillStep(const ServingModel& m, const ServingHardware& hw, int tp, double tokens, int ep, int cp,
                       double prefixHit)
{
    return promptWith(StepTerms(m, hw, tp, ep, cp, prefixHit), tokens);
}

double erlangC(double servers, double load)
{
    if (!(load > 0.0))
        return 0.0;
    if (load >= servers)
        return 1.0;
    if (servers <= kErlangExactLimit) {
        // Erlang B by its stable recursion, then C = c·B / (c − a·(1 − B)). The recursion B_k = a·B_{k−1} /
        // (k + a·B_{k−1}) is run in its reciprocal, 1/B_k = 1 + (k/a)·(1/B_{k−1}): a multiply-add per slot
        // instead of a division each step waits for (the sizing bisection calls this ~10 times with up to 100
        // slots: the divisions were a sixth of a values-only evaluate()'s time). All terms are positive, so no
        // cancellation: it agrees with the division form to ~1e-14 relative (the rounded 1/a enters every step);
        // 1/B overflowing to ∞ (loads below ~1e-308) gives B = 0.
        const int c = static_cast<int>(servers);
        const double perLoad = 1.0 / load;
        double inverse = 1.0;
        for (int k = 1; k <= c; ++k)
            inverse = 1.0 + static_cast<double>(k) * perLoad * inverse;
        const double b = 1.0 / inverse;
        const double cs = static_cast<double>(c);
        return std::clamp(cs * b / (cs - load * (1.0 - b)), 0.0, 1.0);
    }
    // Halfin–Whitt: with many servers, P(wait) ≈ [1 + β·Φ(β)/φ(β)]⁻¹, β = (c − a)/√a.
    const double beta = (servers - load) / std::sqrt(load);
    if (beta > 37.0)
        return 0.0;
    return 1.0 / (1.0 + beta * Phi(beta) / phi(beta));
}

namespace {

// Iterations a request holds its slot: n_out under continuous batching (its prefill iteration yields the first token);
// disaggregated, the n_out − 1 pure decode iterations after the first token its prefill step emitted (at least one).
double holdIterations(const ServingWorkload& w)
{
    const double nOut = std::max(w.outputTokens, 1.0);
    return w.disaggregated ? std::max(nOut - 1.0, 1.0) : nOut;
}

// One iteration of a replica with `busy` busy slots: each emits one token and, under continuous batching, on average
// busy/n_out prompts join it; disaggregated, a pure decode step.
double iterationAt(const StepTerms& k, const ServingWorkload& w, double busy)
{
    const double nIn = std::max(w.inputTokens, 0.0);
    const double nOut = std::max(w.outputTokens, 1.0);
    const double context = nIn + 0.5 * nOut;
    if (w.disaggregated)
        return stepWith(k, busy, context, 0.0, 0.0).seconds;
    return stepWith(k, busy * (nOut - 1.0) / nOut, context, busy * nIn / nOut, busy / nOut).seconds;
}

} // namespace

GroupPrompts groupPromptsAt(const ServingModel& m, const ServingWorkload& w, int tp, int ep, double busy)
{
    GroupPrompts p;
    p.groups = attentionGroups(tp, ep);
    const double prompts = std::max(busy, 0.0) / std::max(w.outputTokens, 1.0); // per iteration (iterationAt)
    p.mean = prompts / p.groups;
    p.busiest = groupPromptsOf(m, prompts, p.groups, false, PromptAdmission::PerGroup);
    return p;
}

namespace {

// `handoffSeconds` (disaggregated): the KV cache's move from the prefill pool, before a request's first decode step.
LatencyPoint latencyWith(const StepTerms& k, const ServingWorkload& w, double concurrency, double batchSlots,
                         bool queue, double handoffSeconds = 0.0)
{
    const int tp = k.tp;
    LatencyPoint p;
    const double nIn = std::max(w.inputTokens, 0.0);
    const double nOut = std::max(w.outputTokens, 1.0);
    const double hold = holdIterations(w);
    const double n = std::max(concurrency, 1e-9);
    p.concurrency = concurrency;
    p.batchSlots = batchSlots;
    const double context = nIn + 0.5 * nOut;
    const double t = iterationAt(k, w, n);
    p.iterationSeconds = t;
    p.firstIterationSeconds = w.disaggregated ? t : firstIterationWith(k, n, nIn, nOut, context).seconds;
    p.tokensPerSecondPerReplica = concurrency / t;
    p.tokensPerSecondPerGpu =
        p.tokensPerSecondPerReplica / static_cast<double>(std::max(replicaAccelerators(tp, k.ep, k.cp), 1));
    p.requestsPerSecondPerReplica = concurrency / (hold * t);

    const double admitted = kSchedulingLagIterations * t + p.firstIterationSeconds;
    if (queue) {
        // M/M/c: c = slots servers, offered load a = concurrency, holding time S = hold iterations.
        const SlotWait q = slotWait(batchSlots, concurrency, hold * t);
        p.saturated = q.saturated;
        p.waitProbability = q.probability;
        p.queueWaitMeanSeconds = q.meanSeconds;
        p.queueWaitP50Seconds = q.p50Seconds;
        p.queueWaitP99Seconds = q.p99Seconds;
    }
    p.ttftMeanSeconds = p.queueWaitMeanSeconds + 0.5 * t + admitted;
    p.ttftP50Seconds = p.queueWaitP50Seconds + 0.5 * t + admitted;
    p.ttftP99Seconds = p.queueWaitP99Seconds + 0.99 * t + admitted;
    p.tpotMeanSeconds = t;
    // The batch fluctuates around its mean (Poisson, sd √n) while requests come and go; the 99th-percentile
    // iteration is the one at n + z₉₉·√n busy slots (never more than the slots). Offline the batch stays full.
    const double n99 = queue ? std::min(batchSlots, n + kZ99 * std::sqrt(n)) : n;
    p.tpotP99Seconds = n99 > n ? iterationAt(k, w, n99) : t;
    if (w.disaggregated) {
        // DistServe's TPOT, (latency − TTFT) / (n_out − 1): everything after the first token - the KV hand-off, the
        // wait for a decode slot and the decode iterations - spread over the tokens after the first. (The TTFT fields
        // are the prefill pool's: sizeServingFleetAtTp sets them.)
        p.tpotMeanSeconds += (handoffSeconds + p.queueWaitMeanSeconds) / hold;
        p.tpotP99Seconds += (handoffSeconds + p.queueWaitP99Seconds) / hold;
    }
    return p;
}

double concurrencyWith(const StepTerms& k, const ServingWorkload& w, double requestsPerSecond, double batchSlots)
{
    if (!(requestsPerSecond > 0.0) || !(batchSlots > 0.0))
        return 0.0;
    const double hold = holdIterations(w);
    // g(n) = n / (hold · T(n)) − λ rises with n; Illinois false position on [0, slots].
    auto g = [&](double n) { return n / (hold * iterationAt(k, w, n)) - requestsPerSecond; };
    double lo = 0.0, hi = batchSlots;
    double glo = -requestsPerSecond, ghi = g(hi);
    if (ghi <= 0.0)
        return batchSlots;
    int side = 0;
    for (int i = 0; i < 60; ++i) {
        const double x = (lo * ghi - hi * glo) / (ghi - glo);
        const double gx = g(x);
        if (std::fabs(gx) <= 1e-12 * requestsPerSecond || hi - lo <= 1e-9 * batchSlots)
            return x;
        if (gx > 0.0) {
            hi = x;
            ghi = gx;
            if (side == -1)
                glo *= 0.5;
            side = -1;
        } else {
            lo = x;
            glo = gx;
            if (side == 1)
                ghi *= 0.5;
            side = 1;
        }
    }
    return 0.5 * (lo + hi);
}

} // namespace

LatencyPoint latencyAt(const ServingModel& m, const ServingHardware& hw, int tp, const ServingWorkload& w,
                       double concurrency, double batchSlots, bool queue, int ep, double handoffSeconds)
{
    return latencyWith(StepTerms(m, hw, tp, ep, w.cp, w.prefixCacheHitRate), w, concurrency, batchSlots, queue,
                       handoffSeconds);
}

double concurrencyForLoad(const ServingModel& m, const ServingHardware& hw, int tp, const ServingWorkload& w,
                          double requestsPerSecond, double batchSlots, int ep)
{
    return concurrencyWith(StepTerms(m, hw, tp, ep, w.cp, w.prefixCacheHitRate), w, requestsPerSecond, batchSlots);
}

namespace {

// Disaggregated (serving.disaggregated): the prefill pool sized beside the decode replicas `f` already has (its
// operating point; for a load, its replicas and their latency at it). With a load the pool carries it; without one the
// plan's accelerators are shared: the most decode replicas whose requests a prefill pool in the rest can take. Both
// pools' figures are then the fleet's: TTFT from the pool, output tokens (the first from the prefill step), the
// utilization weighted by accelerators, and the output tokens/s per accelerator of one request's share of each.
void addPrefillPool(FleetSizing& f, const ServingHardware& hw, const ServingWorkload& w)
{
    PrefillPool& pool = f.prefillPool;
    const double nOut = std::max(w.outputTokens, 1.0);
    const double perReplica = static_cast<double>(f.replicaAccelerators());
    const double decodeRate = f.operating.requestsPerSecondPerReplica;
    double load = w.requestsPerSecond;
    if (!(load > 0.0)) {
        // The largest decode replica count whose pool fits beside it, in accelerators and in whole nodes (the pools
        // are in nodes of their own): feasible(r) falls with r (bisection).
        const double n = std::max(w.fleetAccelerators, 0.0);
        const double perNode = std::max(1.0, hw.machine.acceleratorsPerNode);
        const double planNodes = std::floor(n / perNode);
        const auto fits = [&](double r) {
            sizePrefillPool(pool, hw, w, r * decodeRate);
            return r * perReplica + pool.accelerators <= n &&
                   replicaNodes(r, perReplica, perNode, f.ep) + pool.nodes <= planNodes;
        };
        double lo = 0.0, hi = std::floor(n / perReplica);
        if (!fits(hi)) {
            while (hi - lo > 1.0) {
                const double mid = std::floor(0.5 * (lo + hi));
                (fits(mid) ? lo : hi) = mid;
            }
            hi = lo;
        }
        f.replicas = hi;
        load = f.replicas * decodeRate;
        f.outputTokensPerSecond = load * nOut;
    }
    sizePrefillPool(pool, hw, w, load);
    for (LatencyPoint* p : {&f.operating, &f.atLoad}) {
        p->ttftMeanSeconds = pool.ttftMeanSeconds;
        p->ttftP50Seconds = pool.ttftP50Seconds;
        p->ttftP99Seconds = pool.ttftP99Seconds;
        p->firstIterationSeconds = pool.step.seconds;
    }
    const double decodeAcc = f.replicas * perReplica;
    const double total = decodeAcc + pool.accelerators;
    f.utilization = total > 0.0 ? (decodeAcc * f.utilization + pool.accelerators * pool.utilization) / total : 0.0;
    if (pool.ttftUnmet && meetsTargets(f) && f.binding != ServingBinding::BatchTooLarge) {
        f.binding = ServingBinding::TtftUnmet;
        f.bindingValueSeconds = pool.ttftP99Seconds;
    }
    f.fleetTokensPerSecondPerGpu =
        decodeRate > 0.0 && load > 0.0 ? nOut / (perReplica / decodeRate + pool.accelerators / load) : 0.0;
}

} // namespace

FleetSizing sizeServingFleetAtTp(const ServingModel& m, const ServingHardware& hw, const ServingWorkload& w, int tp)
{
    FleetSizing f;
    f.tp = tp;
    f.ep = std::max(w.ep, 1);
    f.cp = std::max(w.cp, 1);
    const double nIn = std::max(w.inputTokens, 0.0);
    const double nOut = std::max(w.outputTokens, 1.0);
    f.capacity = servingCapacity(m, hw, tp, nIn + nOut, f.ep, f.cp);
    // (A context-parallel prefill pool is not modelled: CP replicas prefill and decode together.)
    if (tp < 1 || f.capacity.maxBatch < 1.0 || (f.cp > 1 && w.disaggregated)) {
        f.binding = ServingBinding::NoFit;
        return f;
    }
    // Disaggregated: the prefill pool's layout first (its KV hand-off enters the decode replicas' TPOT).
    f.disaggregated = w.disaggregated;
    if (f.disaggregated) {
        f.prefillPool = prefillPoolLayout(m, hw, w, tp);
        if (!f.prefillPool.fits()) {
            f.binding = ServingBinding::NoFit;
            return f;
        }
    }
    const double handoff = f.prefillPool.kvTransferSeconds;
    const double batchSlots = f.capacity.maxBatch;
    const bool offline = w.offline();
    const StepTerms k(m, hw, tp, f.ep, f.cp, w.prefixCacheHitRate);
    const auto latencyWith = [&](const StepTerms& terms, const ServingWorkload& wl, double concurrency, double slots,
                                 bool queue) { return fleet::latencyWith(terms, wl, concurrency, slots, queue, handoff); };
    // Disaggregated, the decode replicas answer for the TPOT only (the prefill pool for the TTFT).
    auto meets = [&](const LatencyPoint& p) {
        return (w.ttftTargetSeconds <= 0.0 || w.disaggregated || p.ttftP99Seconds <= w.ttftTargetSeconds) &&
               (w.tpotTargetSeconds <= 0.0 || p.tpotP99Seconds <= w.tpotTargetSeconds);
    };
    // Which target fails at p, and by how much (the larger ratio when both do).
    auto unmet = [&](const LatencyPoint& p) {
        const double rTtft =
            w.ttftTargetSeconds > 0.0 && !w.disaggregated ? p.ttftP99Seconds / w.ttftTargetSeconds : 0.0;
        const double rTpot = w.tpotTargetSeconds > 0.0 ? p.tpotP99Seconds / w.tpotTargetSeconds : 0.0;
        return rTpot >= rTtft ? ServingBinding::TpotUnmet : ServingBinding::TtftUnmet;
    };

    double n = batchSlots;
    if (w.batch > 0) {
        n = static_cast<double>(w.batch);
        if (n > batchSlots) {
            f.binding = ServingBinding::BatchTooLarge;
            n = batchSlots;
        }
        f.operating = latencyWith(k, w, n, batchSlots, !offline && n < batchSlots);
        if (f.binding == ServingBinding::None && !offline && !meets(f.operating)) {
            f.binding = unmet(f.operating);
            f.bindingValueSeconds =
                f.binding == ServingBinding::TpotUnmet ? f.operating.tpotP99Seconds : f.operating.ttftP99Seconds;
        }
    } else if (offline) {
        f.operating = latencyWith(k, w, batchSlots, batchSlots, false);
    } else {
        // The largest batch that meets the p99 targets: latency rises with the batch, so bisect on whole
        // sequences. With a queue the batch must stay below the slots (at the slots the queue never drains).
        // With a single slot the smallest stable batch is a fraction of it (M/M/1 at ρ = 0.5).
        const double first = std::min(1.0, 0.5 * batchSlots);
        const double top = std::max(first, batchSlots - 1.0);
        const LatencyPoint one = latencyWith(k, w, first, batchSlots, true);
        if (!meets(one)) {
            f.operating = one;
            f.binding = unmet(one);
            f.bindingValueSeconds = f.binding == ServingBinding::TpotUnmet ? one.tpotP99Seconds : one.ttftP99Seconds;
        } else {
            // The points at lo and hi are kept: the answer and the first failing batch are already computed.
            double lo = first, hi = top;
            LatencyPoint atLo = one, atHi = latencyWith(k, w, hi, batchSlots, true);
            if (meets(atHi)) {
                lo = hi;
                atLo = atHi;
            } else {
                while (hi - lo > 1.0) {
                    const double mid = std::floor(0.5 * (lo + hi));
                    const LatencyPoint p = latencyWith(k, w, mid, batchSlots, true);
                    if (meets(p)) {
                        lo = mid;
                        atLo = p;
                    } else {
                        hi = mid;
                        atHi = p;
                    }
                }
                const bool tpotFails = w.tpotTargetSeconds > 0.0 && atHi.tpotP99Seconds > w.tpotTargetSeconds;
                f.binding = tpotFails ? ServingBinding::Tpot : ServingBinding::Ttft;
            }
            f.operating = atLo;
        }
    }

    const double context = nIn + 0.5 * nOut;
    f.decode = stepWith(k, f.operating.concurrency, context, 0.0, 0.0);
    f.prefill = f.disaggregated
                    ? promptWith(StepTerms(m, hw, f.prefillPool.tp, f.prefillPool.ep, 1, w.prefixCacheHitRate), nIn)
                                : promptWith(k, nIn);

    const double t = static_cast<double>(f.replicaAccelerators());
    const double perNode = std::max(1.0, hw.machine.acceleratorsPerNode);
    if (w.requestsPerSecond > 0.0) {
        const double perReplica = f.operating.requestsPerSecondPerReplica;
        f.replicas = perReplica > 0.0 ? std::ceil(w.requestsPerSecond / perReplica * (1.0 - 1e-12)) : 0.0;
        f.replicas = std::max(f.replicas, 1.0);
        const double share = w.requestsPerSecond / f.replicas;
        f.atLoad = latencyWith(k, w, concurrencyWith(k, w, share, batchSlots), batchSlots, true);
        f.utilization = perReplica > 0.0 ? share / perReplica : 0.0;
        f.outputTokensPerSecond = w.requestsPerSecond * nOut;
    } else {
        f.replicas = std::floor(std::max(w.fleetAccelerators, 0.0) / t);
        f.atLoad = f.operating;
        f.utilization = 1.0;
        f.outputTokensPerSecond = f.replicas * f.operating.tokensPerSecondPerReplica;
    }
    if (f.disaggregated)
        addPrefillPool(f, hw, w);
    f.accelerators = f.replicas * t + f.prefillPool.accelerators;
    f.nodes = replicaNodes(f.replicas, t, perNode, f.ep) + f.prefillPool.nodes;
    return f;
}

FleetSizing sizeServingFleet(const ServingModel& m, const ServingHardware& hw, const ServingWorkload& w)
{
    if (w.tp > 0)
        return sizeServingFleetAtTp(m, hw, w, w.tp);
    // serving.tp = 0: the best layout (issue 28) - every TP from the smallest that fits up to the scale-up domain,
    // the one that meets the targets with the fewest accelerators for the load, or the most tokens/s per
    // accelerator without one. (The smallest that fits alone gave B200 Llama 3 70B TP 2 at batch 1, 12 tokens/s per
    // GPU, where TP 4 makes 242 and meets the targets.) A fixed serving.batch keeps the smallest.
    // With serving.ep > 1 the TP groups divide the EP group.
    const int ep = std::max(w.ep, 1);
    const int smallest =
        smallestFittingTp(m, hw, std::max(w.inputTokens, 0.0) + std::max(w.outputTokens, 1.0), ep, w.cp);
    FleetSizing best = sizeServingFleetAtTp(m, hw, w, smallest);
    if (smallest == 0 || w.batch > 0)
        return best;
    const bool hasLoad = w.requestsPerSecond > 0.0;
    for (int tp = 2 * smallest; tp <= largestDomainTp(hw) && (ep == 1 || tp <= ep); tp *= 2)
        if (validExpertParallel(m, tp, ep))
            if (FleetSizing alt = sizeServingFleetAtTp(m, hw, w, tp); betterLayout(alt, best, hasLoad))
                best = alt;
    return best;
}

} // namespace fleet
