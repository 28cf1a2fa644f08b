#pragma once
// A published training run replayed through evaluate() (tst_moe_step, tst_context_parallel): the layout, batch and
// precision the source states; what it does not state is the kernel's default, the same on every run — FlashAttention,
// sequence parallel where TP > 1, an FP32 master copy, and recomputation `fit`: the least of none, selective, full that
// fits in HBM, as a practitioner (and the search) chooses it. The node's own links; the catalog's constants, never a
// per-run one.
#include "TestCatalog.h"

#include "evaluate/Evaluate.h"
#include "scenario/ScenarioSchema.h"

#include <QtGlobal>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace fleet::test {

struct MeasuredRun {
    std::string model, node, precision;
    std::int64_t gpus = 8, gbs = 1, mbs = 1, seq = 4096, tp = 1, pp = 1, vp = 1, cp = 1, ep = 1, zero = 1;
    std::string recompute = "fit"; // none | selective | full | fit
    std::string dispatcher = "alltoall", schedule = "1f1b";
    bool moeOverlap = false;
    bool tpOverlap = false; // TransformerEngine's TP communication overlap (training.overlapTpComm)
    std::string attentionKernel = "current"; // the runtime's fused attention kernel (training.attentionKernel)
    double moeImbalance = 0.1;
};

// A 16-bit run of `model` on `gpus` of `node`: the plain layout TP 1, PP 1, CP 1 the caller then changes.
inline MeasuredRun bf16Run(const char* model, const char* node, std::int64_t gpus, std::int64_t gbs, std::int64_t seq,
                           const char* recompute)
{
    MeasuredRun r;
    r.model = model;
    r.node = node;
    r.gpus = gpus;
    r.precision = "bf16";
    r.gbs = gbs;
    r.seq = seq;
    r.recompute = recompute;
    return r;
}

// The run's scenario at one recomputation level.
inline Scenario scenarioAt(const MeasuredRun& r, const std::string& recompute)
{
    Scenario s;
    const Catalog& cat = *builtinCatalog();
    const Node* node = cat.node(r.node);
    if (!node)
        qFatal("unknown node %s", r.node.c_str());
    // Fewer GPUs than a node: one node of that many (NVIDIA's 4-GPU rows).
    const std::int64_t perNode = std::min<std::int64_t>(static_cast<std::int64_t>(node->accelerators), r.gpus);
    const std::int64_t dp = r.gpus / (r.tp * r.cp * r.pp);
    const std::vector<std::string> sets = {
        "model.id=" + r.model,
        "fleet.node=" + r.node,
        "fleet.nodes=" + std::to_string(r.gpus / perNode),
        "training.precision=" + r.precision,
        "training.globalBatch=" + std::to_string(r.gbs),
        "training.microBatch=" + std::to_string(r.mbs),
        "training.seqLen=" + std::to_string(r.seq),
        "training.tp=" + std::to_string(r.tp),
        "training.pp=" + std::to_string(r.pp),
        "training.cp=" + std::to_string(r.cp),
        "training.dp=" + std::to_string(dp),
        "training.interleave=" + std::to_string(r.vp),
        "training.ep=" + std::to_string(r.ep),
        "training.moeDispatcher=" + r.dispatcher,
        std::string("training.moeOverlap=") + (r.moeOverlap ? "true" : "false"),
        std::string("training.overlapTpComm=") + (r.tpOverlap ? "true" : "false"),
        "training.pipelineSchedule=" + r.schedule,
        "training.moeImbalance=" + std::to_string(r.moeImbalance),
        "training.zeroStage=" + std::to_string(r.zero),
        "training.activationCheckpointing=" + recompute,
        std::string("training.flashAttention=true"),
        "training.attentionKernel=" + r.attentionKernel,
        std::string("training.sequenceParallel=true"),
        std::string("training.timeModel=predicted"),
        std::string("training.masterWeights=true"),
    };
    for (const std::string& a : sets)
        if (auto err = ScenarioSchema::instance().applyAssignment(s, a, &cat))
            qFatal("%s: %s", a.c_str(), err->c_str());
    // The node's own links (fleet.scaleUpLink and fleet.scaleOutLink are plan inputs, not derived from the node).
    s.fleet.accelerator = node->acceleratorId;
    s.fleet.acceleratorsPerNode = perNode;
    s.fleet.scaleUpLink = node->scaleUpLinkId;
    s.fleet.scaleOutLink = node->scaleOutLinkId;
    return s;
}

// The run's scenario: the source's recomputation, or ("fit") the least that fits in HBM — none, selective, then
// full recomputation of the fewest layers per pipeline stage (Megatron's block method, training.recomputeLayers, as
// NVIDIA's performance scripts set recompute_layers), then every layer.
inline Scenario scenarioOf(const MeasuredRun& r)
{
    if (r.recompute != "fit")
        return scenarioAt(r, r.recompute);
    const auto fits = [](const Scenario& s) {
        return evaluate(s, *builtinCatalog(), Detail::Values).value("memory.fits").value_or(0.0) > 0.5;
    };
    for (const char* level : {"none", "selective"}) {
        Scenario s = scenarioAt(r, level);
        if (fits(s))
            return s;
    }
    Scenario s = scenarioAt(r, "full");
    const std::int64_t perStage = (s.model.layers + r.pp - 1) / r.pp;
    for (std::int64_t n = 1; n < perStage; ++n) {
        s.training.recomputeLayers = n;
        if (fits(s))
            return s;
    }
    s.training.recomputeLayers = 0;
    return s;
}

} // namespace fleet::test
