#include "evaluate/FabricTraffic.h"

#include "evaluate/PlanRun.h"
#include "fabric/FabricModel.h"
#include "serving/ServingResult.h"

#include <algorithm>
#include <cmath>

namespace fleet {

double ringSpineShare(const GroupSpan& span)
{
    const double L = span.leaves;
    return L > 1.0 ? std::min(1.0, L / span.domains) : 0.0;
}

double chainSpineShare(const GroupSpan& span, double interleave)
{
    const double L = span.leaves, D = span.domains, v = std::max(1.0, interleave);
    if (!(L > 1.0) || !(D > 1.0))
        return 0.0;
    const double acrossDomains = v * (D - 1.0) + (v - 1.0);
    const double acrossLeaves = v * (std::min(L, D) - 1.0) + (v - 1.0);
    return std::clamp(acrossLeaves / acrossDomains, 0.0, 1.0);
}

double allToAllSpineShare(const GroupSpan& span)
{
    const double L = span.leaves, D = span.domains;
    return L > 1.0 && D > 1.0 ? std::clamp((D - D / L) / (D - 1.0), 0.0, 1.0) : 0.0;
}

namespace {

void add(FabricTraffic& t, TrafficJob job, TrafficGroup group, const WireBytes& perSecond, double spineShare,
         double ranks)
{
    if (!(perSecond.total() > 0.0) || t.flowCount == t.flows.size()) // nothing sent (or not a number)
        return;
    t.flows[t.flowCount++] = {job, group, perSecond, spineShare, ranks};
}

void addTraining(const PlanRun& run, FabricTraffic& t)
{
    const StepTime& step = run.step;
    const StepLayout& l = run.setup.layout;
    const MachineHierarchy& machine = run.setup.hardware.machine;
    if (!(step.total > 0.0))
        return;
    t.training = true;
    t.stepSeconds = step.total;
    t.trainingAccelerators = run.setup.accelerators;
    const double perStep = 1.0 / step.total;
    enum class Pattern { Ring, Chain, AllToAll };
    const auto group = [&](TrafficGroup g, ParallelGroup p, const WireBytes& bytes, Pattern pattern) {
        const GroupSpan span = placeGroup(l, p, machine);
        const double share = pattern == Pattern::AllToAll ? allToAllSpineShare(span)
                             : pattern == Pattern::Chain  ? chainSpineShare(span, l.interleave)
                                                          : ringSpineShare(span);
        add(t, TrafficJob::Training, g, perStep * bytes, share, span.ranks);
    };
    group(TrafficGroup::Tensor, ParallelGroup::Tensor, step.traffic.tp, Pattern::Ring);
    group(TrafficGroup::Context, ParallelGroup::Context, step.traffic.cp, Pattern::Ring);
    group(TrafficGroup::Pipeline, ParallelGroup::Pipeline, step.traffic.pp, Pattern::Chain);
    group(TrafficGroup::Data, ParallelGroup::DataContext, step.traffic.dp, Pattern::Ring);
    group(TrafficGroup::Expert, ParallelGroup::Expert, step.traffic.ep, Pattern::AllToAll);
}

// One pool's (replicas of tp × ep) traffic for `tokens` per second, added to the fleet's TP and EP bytes and their
// spine bytes.
struct PoolBytes {
    WireBytes tp, ep;
    double tpSpine = 0.0, epSpine = 0.0;
    double epRanks = 1.0;
};
void addPool(const ServingResult& s, const MachineHierarchy& machine, int tp, int ep, double tokens, PoolBytes& out)
{
    if (!(tokens > 0.0) || tp < 1)
        return;
    const ServingTokenTraffic perToken = servingTokenTraffic(s.model, s.hardware, tp, ep);
    const WireBytes tpBytes = tokens * perToken.tp, epBytes = tokens * perToken.ep;
    out.tp += tpBytes;
    out.ep += epBytes;
    out.tpSpine += tpBytes.out * ringSpineShare(placeRanks(static_cast<double>(tp), 1.0, machine));
    out.epSpine += epBytes.out * allToAllSpineShare(placeRanks(static_cast<double>(ep), 1.0, machine));
    out.epRanks = std::max(out.epRanks, static_cast<double>(ep));
}

void addServing(const ServingResult& s, const StepFabric& leaf, FabricTraffic& t)
{
    const FleetSizing& z = s.sizing;
    const ServingWorkload& w = s.workload;
    if (!s.evaluated || !z.feasible() || !(z.accelerators > 0.0) || !(z.outputTokensPerSecond > 0.0) ||
        !(w.outputTokens > 0.0))
        return;
    const double requests = z.outputTokensPerSecond / w.outputTokens;
    t.serving = true;
    t.servingAccelerators = z.accelerators;
    // A request's prompt in its prefill step (which also makes the first output token), then one step per other
    // output token.
    const double decodeTokens = std::max(0.0, w.outputTokens - 1.0);
    // A prompt's prefix-cache hits run no layer (serving.prefixCacheHitRate): no TP all-reduce or all-to-all carries
    // them; the KV hand-off and the CP K/V ring still move the whole prompt's cache.
    const double computedPrompt = w.inputTokens * (1.0 - w.prefixCacheHitRate);
    t.servingTokensPerSecond = requests * (computedPrompt + decodeTokens);
    // The serving fleet on the plan's fabric: its groups placed from the first node as the training job's are, the
    // fabric's leaves above them (the plan's node: the serving fleet is built of it).
    MachineHierarchy machine = s.hardware.machine;
    machine.nodesPerLeafDomain = leaf.nodesPerLeafDomain;
    PoolBytes pools;
    WireBytes handoff, context;
    double handoffSpine = 0.0, contextSpine = 0.0;
    if (z.disaggregated && z.prefillPool.fits()) {
        // Prompts on the prefill pool (its step also makes the first token), the other output tokens on the decode
        // replicas; each prompt's KV cache crosses the fabric once.
        addPool(s, machine, z.prefillPool.tp, z.prefillPool.ep, requests * computedPrompt, pools);
        addPool(s, machine, z.tp, z.ep, requests * decodeTokens, pools);
        // A banded layer hands off what the runtime holds of it (its window's KV, or all of it: serving.windowKv), as
        // the pool's transfer time prices.
        handoff.out = requests * w.inputTokens * s.model.kvHeldShare(w.inputTokens) *
                      kvHandoffBytesPerToken(s.model, z.tp);
        const double leafNodes = leaf.nodesPerLeafDomain;
        handoffSpine = z.nodes > leafNodes ? handoff.out * (1.0 - leafNodes / z.nodes) : 0.0;
    } else {
        addPool(s, machine, z.tp, z.ep, t.servingTokensPerSecond, pools);
        if (z.cp > 1) {
            // Context parallelism (colocated replicas only): the prompts' K/V rings and the decode steps' query exchange.
            const ServingTokenTraffic perToken = servingTokenTraffic(s.model, s.hardware, z.tp, z.ep, z.cp);
            context = requests * w.inputTokens * perToken.cpPrompt + requests * decodeTokens * perToken.cpOutput;
            contextSpine = context.out * ringSpineShare(placeRanks(static_cast<double>(z.cp),
                                                                   static_cast<double>(z.tp), machine));
        }
    }
    const double perGpu = 1.0 / z.accelerators;
    const auto share = [](double spine, double out) { return out > 0.0 ? spine / out : 0.0; };
    add(t, TrafficJob::Serving, TrafficGroup::Tensor, perGpu * pools.tp, share(pools.tpSpine, pools.tp.out),
        static_cast<double>(z.tp));
    add(t, TrafficJob::Serving, TrafficGroup::Expert, perGpu * pools.ep, share(pools.epSpine, pools.ep.out),
        pools.epRanks);
    add(t, TrafficJob::Serving, TrafficGroup::KvHandoff, perGpu * handoff, share(handoffSpine, handoff.out), 1.0);
    add(t, TrafficJob::Serving, TrafficGroup::Context, perGpu * context, share(contextSpine, context.out),
        static_cast<double>(z.cp));
}

} // namespace

FabricTraffic fabricTraffic(const PlanRun* run, const ServingResult& servingResult, const FabricResult& fabric,
                            const StepFabric& leaf)
{
    FabricTraffic t;
    t.nicBytesPerS = fabric.linkBytesPerS;
    t.bisectionBytesPerS = fabric.bisectionBytesPerS;
    // A spine exists where the fabric has a tier above its leaves (not one switch, not a torus).
    t.spineCapacityBytesPerS = leaf.upperTier ? 2.0 * fabric.bisectionBytesPerS : 0.0;
    if (run != nullptr && run->stepped)
        addTraining(*run, t);
    addServing(servingResult, leaf, t);
    for (std::size_t i = 0; i < t.flowCount; ++i) {
        const TrafficFlow& f = t.flows[i];
        FabricTraffic::JobTotals& sum = t.totals[static_cast<std::size_t>(f.job)];
        sum.perSecond += f.perSecond;
        sum.spinePerSecond += f.spinePerSecond();
    }
    FabricTraffic::JobTotals& training = t.totals[static_cast<std::size_t>(TrafficJob::Training)];
    FabricTraffic::JobTotals& serving = t.totals[static_cast<std::size_t>(TrafficJob::Serving)];
    training.spineDemand = training.spinePerSecond * t.trainingAccelerators;
    serving.spineDemand = serving.spinePerSecond * t.servingAccelerators;
    if (t.spineCapacityBytesPerS > 0.0)
        t.spineLoad = (training.spineDemand + serving.spineDemand) / t.spineCapacityBytesPerS;
    return t;
}

} // namespace fleet
