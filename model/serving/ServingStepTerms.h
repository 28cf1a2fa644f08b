#pragma once
// Internal to the serving kernel (ServingKernel.cpp, ServingPrefillPool.cpp): how a replica holds its weights, the
// batch-independent terms of its step, and the step itself. Not for other callers: they use ServingKernel.h.
#include "comm/Collectives.h"
#include "serving/ServingKernel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleet::serving_detail {

inline constexpr double kInf = std::numeric_limits<double>::infinity();

inline double kvHeadsPerGpu(const ServingModel& m, int tp)
{
    // Key/value heads split over the TP group; with more ranks than heads each rank keeps one (replicated).
    return std::max(1.0, std::ceil(m.kvHeads / static_cast<double>(tp)));
}

// KV-cache bytes per token on one accelerator: K and V of its heads, or the latent every rank holds whole.
inline double kvBytesPerTokenPerGpu(const ServingModel& m, int tp)
{
    if (m.kvLatent > 0.0)
        return m.layers * m.kvLatent * m.kvBytesPerValue;
    return 2.0 * m.layers * kvHeadsPerGpu(m, tp) * m.headDim * m.kvBytesPerValue;
}

// How a replica holds its weights: TP groups of t and, with serving.ep = EP > 1, EP/t of them (data-parallel
// attention) over which the routed experts are spread whole, ⌈E/EP⌉ per accelerator (DeepSeek fills the spare slots
// with redundant copies of busy experts). With EP = 1 the experts are TP-sharded like every other weight.
// With serving.cp = CP > 1 the replica is CP TP groups that share each sequence (EP 1): the same weights in each.
struct ReplicaShape {
    double t = 1.0;            // max(tp, 1)
    double groups = 1.0;       // attention groups: EP / tp, or 1
    double cp = 1.0;           // TP groups sharing each sequence (serving.cp)
    double perGpu = 1.0;       // t · groups · cp: the accelerators a replica's tokens spread over
    double localExperts = 0.0; // routed experts whose GEMMs one accelerator runs (E, TP-sliced, or E / EP whole)
    double expertBytes = 0.0;  // routed-expert bytes stored per accelerator
    double weights = 0.0;      // all bytes stored per accelerator
    ReplicaShape(const ServingModel& m, int tp, int ep, int cpIn = 1)
        : t(static_cast<double>(std::max(tp, 1))), groups(attentionGroups(tp, ep)),
          cp(static_cast<double>(std::max(cpIn, 1))), perGpu(t * groups * cp), localExperts(ep > 1 ? m.experts / static_cast<double>(ep) : m.experts)
    {
        // The routed experts in their storage bytes (serving.expertPrecision), the rest in the weights'.
        const double perExpertParam = m.expertBytesPerParam > 0.0 ? m.expertBytesPerParam : m.weightBytesPerParam;
        if (ep > 1 && m.moe()) {
            expertBytes = m.expertParams * perExpertParam * std::ceil(m.experts / static_cast<double>(ep)) / m.experts;
            weights = (m.params - m.expertParams) * m.weightBytesPerParam / t + expertBytes;
        } else {
            expertBytes = m.expertParams * perExpertParam / t;
            weights = (m.params - m.expertParams) * m.weightBytesPerParam / t + expertBytes;
        }
    }
};

// What a TP group's step costs independently of the batch, worked out once per sizing instead of once per step
// (the capacity bisection takes ~20 steps). Every term is the expression servingStep() evaluated, in the same
// order, so the steps are bit for bit the same.
struct StepTerms {
    const ServingModel& m;
    const ServingHardware& hw;
    int tp;
    int ep;
    int cp;
    ReplicaShape shape;
    double t;                 // max(tp, 1)
    double bw;                // η_mem · BW
    double rate;              // η_comp · R
    double attentionRate;     // the fused attention core's: R_kv · η_attn (η_comp · R without one)
    double weights;           // W / tp (with EP: the dense part / tp and ⌈E/EP⌉ experts)
    double kvPerToken;        // per accelerator
    double weightReadSeconds; // W/tp ÷ (η_mem·BW)
    double perTokenAttention; // layers · heads · headDim
    // The TP all-reduce's cost (tpAllReduceIsRing): inside an NVLink domain the runtimes' two-shot kernel
    // (comm/Collectives.h AllReduceCost::twoShot), NCCL's ring otherwise, over the scale-out link for groups that span
    // scale-up domains (plan/Placement.h); ∞ without a bandwidth.
    AllReduceCost tpReduce;
    bool linkOk;
    // The EP group's dispatch and combine (serving.ep > 1): copies per routed token on each tier and the paths.
    AllToAllCopies copies;
    CommPath a2aOut;
    // Context parallelism (serving.cp > 1): the CP group (one rank per TP group, stride tp) over the scale-up link
    // inside its domain, each GPU's NIC across domains; the prompt's K/V ring sends over it, decode's query all-gather
    // and output reduce-scatter run as a ring all-reduce's two halves.
    LinkCost cpLink;
    AllReduceCost cpRing;
    // The share of each prompt's tokens whose KV cache is reused (serving.prefixCacheHitRate): the prompt counts
    // passed to stepWith are whole prompts, of which 1 − prefixHit are computed.
    double prefixHit = 0.0;

    StepTerms(const ServingModel& model, const ServingHardware& h, int tpIn, int epIn, int cpIn = 1,
              double prefixHitIn = 0.0)
        : m(model), hw(h), tp(tpIn), ep(epIn), cp(std::max(cpIn, 1)), shape(model, tpIn, epIn, cpIn), t(shape.t),
          bw(h.hbmEfficiency * h.hbmBytesPerSecond), rate(h.computeEfficiency * h.peakFlopsPerSecond * h.computeRate),
          attentionRate(h.attentionFlopsPerSecond > 0.0 ? h.attentionFlopsPerSecond * h.computeRate : rate),
          weights(shape.weights),
          kvPerToken(kvBytesPerTokenPerGpu(model, std::max(tpIn, 1))),
          weightReadSeconds(weights / bw),
          perTokenAttention(model.layers * model.heads *
                            (model.latentAttentionWidth > 0.0 ? model.latentAttentionWidth : model.headDim)),
          tpReduce(tpAllReduce(h, tpIn)), linkOk(tpReduce.beta.si() > 0.0), a2aOut(h.allToAllOut),
          cpLink(contextLink(h, tpIn, cp)), cpRing(AllReduceCost::ring(static_cast<double>(cp), cpLink)),
          prefixHit(std::clamp(prefixHitIn, 0.0, 1.0))
    {
        // The NIC's achieved all-to-all rate: a fabric oversubscribed beyond its leaves is not applied here (the
        // serving fleet is sized apart from the plan's fabric; docs/models.md).
        copies = servingAllToAllCopies(model, h, epIn);
    }
    // Dispatch and combine of one MoE layer when each accelerator sends `tokens` routed tokens.
    double allToAllSeconds(double tokens) const
    {
        const double perToken = tokens * m.hidden;
        return fleet::allToAllSeconds(perToken * hw.dispatchBytesPerValue, copies, hw.allToAllUp, a2aOut) +
               fleet::allToAllSeconds(perToken * m.activationBytesPerValue, copies, hw.allToAllUp, a2aOut);
    }
    static AllReduceCost tpAllReduce(const ServingHardware& hw, int tp)
    {
        const double n = static_cast<double>(tp);
        return tpAllReduceIsRing(hw, tp) ? AllReduceCost::ring(n, link(hw, tp))
                                         : AllReduceCost::twoShot(n, link(hw, tp));
    }
    static LinkCost link(const ServingHardware& hw, int tp)
    {
        const bool inside = !tpLeavesDomain(hw, tp);
        return LinkCost{seconds(inside ? hw.scaleUpAlphaSeconds : hw.scaleOutAlphaSeconds),
                        bytesPerSecond(inside ? hw.scaleUpBytesPerSecond : hw.scaleOutBytesPerSecond)};
    }
    // The CP group's link: cp ranks one TP group apart (plan/Placement.h).
    static LinkCost contextLink(const ServingHardware& hw, int tp, int cp)
    {
        const bool inside = !placeRanks(static_cast<double>(cp), static_cast<double>(std::max(tp, 1)), hw.machine)
                                 .leavesDomain();
        return LinkCost{seconds(inside ? hw.scaleUpAlphaSeconds : hw.scaleOutAlphaSeconds),
                        bytesPerSecond(inside ? hw.scaleUpBytesPerSecond : hw.scaleOutBytesPerSecond)};
    }
    double allReduceSeconds(double bytesPerAllReduce) const
    {
        return linkOk ? tpReduce(bytes(bytesPerAllReduce)).si() : kInf;
    }
};

// The wait for one of `slots` servers (M/M/c) at offered load `offered` (busy servers), each held `holdSeconds`:
// P(W > x) = C · exp(−(c − a)·x / S) with C Erlang C; saturated (a ≥ c) the queue never drains.
struct SlotWait {
    bool saturated = false;
    double probability = 0.0;
    double meanSeconds = 0.0, p50Seconds = 0.0, p99Seconds = 0.0;
};
inline SlotWait slotWait(double slots, double offered, double holdSeconds)
{
    SlotWait q;
    if (offered >= slots) {
        q.saturated = true;
        q.probability = 1.0;
        q.meanSeconds = q.p50Seconds = q.p99Seconds = kInf;
        return q;
    }
    q.probability = erlangC(slots, offered);
    const double decay = (slots - offered) / holdSeconds;
    q.meanSeconds = q.probability / decay;
    q.p50Seconds = q.probability > 0.5 ? std::log(2.0 * q.probability) / decay : 0.0;
    q.p99Seconds = q.probability > 0.01 ? std::log(100.0 * q.probability) / decay : 0.0;
    return q;
}

// Nodes `replicas` replicas of `perReplica` accelerators take: a TP group (a power of two) and a TP × CP replica fill
// whole nodes or pack into them when their size divides the node's (no replica straddles two nodes: its TP and CP rings
// are priced on the scale-up link inside one); an EP replica of any size packs its ranks into nodes back to back (one
// replica may share a node with the next).
inline double replicaNodes(double replicas, double perReplica, double perNode, int ep)
{
    const bool packs = ep > 1 || (perReplica <= perNode && std::fmod(perNode, perReplica) == 0.0);
    return packs ? std::ceil(replicas * perReplica / perNode) : replicas * std::ceil(perReplica / perNode);
}

// One iteration of a replica. The counts are the replica's; decoding sequences spread evenly over its attention
// groups. With EP the groups run in lock step (every MoE layer's exchange waits for all of them): under PerGroup
// admission the step waits for the group with the most prompts (BusiestGroup.h), and a prompt that lands whole on
// one group (`ownPrompt` tokens: the request whose first token is timed) makes that group the straggler.
DecodeStep stepWith(const StepTerms& k, double decodeSequences, double decodeContext, double prefillTokens,
                    double prefillSequences, double ownPrompt = 0.0,
                    PromptAdmission admission = PromptAdmission::PerGroup);
// The iteration holding a request's own prompt of `nIn` tokens beside `busy` slots' continuous-batching share.
DecodeStep firstIterationWith(const StepTerms& k, double busy, double nIn, double nOut, double context);
// One prompt alone.
DecodeStep promptWith(const StepTerms& k, double tokens);

} // namespace fleet::serving_detail
