// The plan's traffic on its fabric (issue 29 part 6; docs/models.md "Fabric traffic"): the bytes each parallel group of
// the training step sends per accelerator, on which tier, the share that crosses the spine, the serving fleet's bytes
// per token, both jobs' demand on the spine. Expected values by hand from the collectives' definitions (a ring
// all-reduce sends 2(n − 1)/n of its message, an all-gather or reduce-scatter (n − 1)/n), the seed's MoE flow matrix
// (L2961: 64 experts, 4,096 flows), and the step's own time: with nothing overlapped a collective's seconds are its bytes
// over the link plus α per ring step, so the bytes the kernel counts are the bytes it prices.
#include "TestCatalog.h"
#include "TestPresets.h"
#include "Tolerance.h"

#include "evaluate/Evaluate.h"
#include "evaluate/PlanRun.h"
#include "evaluate/FabricTraffic.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"
#include "serving/ServingResult.h"
#include "serving/ServingSetup.h"

#include <QTest>

#include <cmath>

using namespace fleet;

namespace {

Scenario preset(const char* name, std::initializer_list<std::string> set = {})
{
    Scenario s = test::presetScenario(QString::fromLatin1(name));
    for (const std::string& a : set)
        if (auto err = ScenarioSchema::instance().applyAssignment(s, a, test::builtinCatalog().get()))
            qFatal("%s", err->c_str());
    return s;
}

PlanRun runOf(const Scenario& s)
{
    std::vector<Issue> issues;
    const ResolvedFleet f = resolveFleet(s, *test::builtinCatalog(), issues);
    PlanRun run = planRun(s, f, *test::builtinCatalog());
    if (!run.stepped)
        qFatal("the plan cannot be stepped");
    return run;
}

double value(const Results& r, const char* key)
{
    const auto v = r.value(key);
    if (!v)
        qFatal("no %s", key);
    return *v;
}

double recomputeShare(const StepLayout& l) { return l.recompute == Recompute::Full ? l.recomputeShare : 0.0; }

} // namespace

class TestFabricTraffic : public QObject {
    Q_OBJECT
private slots:
    // GPT-3 175B, TP 8 inside the DGX H100, PP 8 (12 layers a stage), full recomputation. Without sequence parallelism
    // each layer all-reduces its micro-batch's activations (2,048 tokens × 12,288 × 2 B) twice forward, twice again in
    // the recomputed forward and twice backward: 6 × 2 · 7/8 of the message per GPU per micro-batch, all over NVLink.
    void tensorParallelBytesByHand_data()
    {
        QTest::addColumn<bool>("sequenceParallel");
        QTest::addColumn<bool>("overlap");
        QTest::addColumn<double>("collectivesPerLayer"); // in units of an all-gather's (n − 1)/n of the message
        QTest::newRow("all-reduces: 2 forward, 2 recomputed, 2 backward") << false << false << 6.0 * 2.0;
        QTest::newRow("SP: 4 forward, 4 recomputed, 6 backward gathers/scatters") << true << false << 14.0;
        // Hiding the collectives under GEMMs changes what is exposed, not what is sent.
        QTest::newRow("SP, TP comm overlapped: the same bytes") << true << true << 14.0;
    }
    void tensorParallelBytesByHand()
    {
        QFETCH(bool, sequenceParallel);
        QFETCH(bool, overlap);
        QFETCH(double, collectivesPerLayer);
        const PlanRun run = runOf(preset("book-175b-h100", {"training.timeModel=predicted",
                                                             sequenceParallel ? "training.sequenceParallel=true"
                                                                              : "training.sequenceParallel=false",
                                                             overlap ? "training.overlapTpComm=true"
                                                                     : "training.overlapTpComm=false"}));
        const StepLayout& l = run.setup.layout;
        QCOMPARE(l.tp, 8.0);
        QCOMPARE(l.pp, 8.0);
        QCOMPARE(recomputeShare(l), 1.0);
        const double msg = 2048.0 * 12288.0 * 2.0;
        const double expected = l.microBatches * 12.0 * collectivesPerLayer * 7.0 / 8.0 * msg;
        FLEET_COMPARE_REL(run.step.traffic.tp.up, expected, 1e-12);
        QCOMPARE(run.step.traffic.tp.out, 0.0);
    }

    // TP 16 on 8-GPU nodes: the ring's 16 hops, 2 of them between the nodes' domains, so 1/8 of its bytes cross the
    // NICs (the time is the slowest hop's; the traffic is every hop's).
    void tensorParallelRingLeavingItsDomain()
    {
        const PlanRun run = runOf(preset("book-175b-h100", {"training.timeModel=predicted", "training.tp=16",
                                                             "training.dp=64", "training.sequenceParallel=true"}));
        const StepLayout& l = run.setup.layout;
        QCOMPARE(l.tp, 16.0);
        const double msg = 2048.0 * 12288.0 * 2.0;
        const double total = l.microBatches * 12.0 * 14.0 * 15.0 / 16.0 * msg;
        FLEET_COMPARE_REL(run.step.traffic.tp.out, total / 8.0, 1e-12);
        FLEET_COMPARE_REL(run.step.traffic.tp.up, total * 7.0 / 8.0, 1e-12);
    }

    // Pipeline: 8 stages, each in its own domain (1,024 ranks apart), sequence parallel: at each of the v·p − 1 chunk
    // boundaries one micro-batch's activations forward and its gradients back, each TP rank its 1/8 over its NIC,
    // shared by the 8 ranks. Interleaved (v = 2): 15 boundaries, the 7 wraps back included. On one node (TP 1, PP 8)
    // every boundary stays on NVLink, the whole message.
    void pipelineBytesByHand_data()
    {
        QTest::addColumn<int>("interleave");
        QTest::addColumn<double>("boundaries");
        QTest::newRow("1F1B: 7 boundaries") << 1 << 7.0;
        QTest::newRow("interleaved v = 2: 15 boundaries") << 2 << 15.0;
    }
    void pipelineBytesByHand()
    {
        QFETCH(int, interleave);
        QFETCH(double, boundaries);
        const PlanRun run = runOf(preset("book-175b-h100", {"training.timeModel=predicted", "training.sequenceParallel=true",
                                                             "training.interleave=" + std::to_string(interleave)}));
        const double mb = run.setup.layout.microBatches;
        const double msg = 2048.0 * 12288.0 * 2.0;
        FLEET_COMPARE_REL(run.step.traffic.pp.out, 2.0 * mb * boundaries / 8.0 * msg / 8.0, 1e-12);
        QCOMPARE(run.step.traffic.pp.up, 0.0);

        const PlanRun inside = runOf(preset("book-175b-h100", {"training.timeModel=predicted", "fleet.nodes=1",
                                                                "training.tp=1", "training.dp=1", "training.pp=8"}));
        const double mbInside = inside.setup.layout.microBatches;
        FLEET_COMPARE_REL(inside.step.traffic.pp.up, 2.0 * mbInside * 7.0 / 8.0 * msg, 1e-12);
        QCOMPARE(inside.step.traffic.pp.out, 0.0);
    }

    // ZeRO-3: every micro-batch gathers the stage's parameters for the forward, the recomputed forward and the
    // backward and reduce-scatters the gradients, each a ring of the 128 DP ranks, one per node (127/128 of each).
    void zero3BytesByHand()
    {
        const PlanRun run = runOf(preset("book-175b-h100", {"training.timeModel=predicted", "training.zeroStage=3"}));
        const StepHardware& hw = run.setup.hardware;
        const double localParams = run.setup.shape.params / (8.0 * 8.0);
        const double mb = run.setup.layout.microBatches;
        QCOMPARE(recomputeShare(run.setup.layout), 1.0);
        const double expected = mb * 127.0 / 128.0 * localParams * (3.0 * hw.weightBytes + hw.gradBytes);
        FLEET_COMPARE_REL(run.step.traffic.dp.out, expected, 1e-12);
        QCOMPARE(run.step.traffic.dp.up, 0.0);
    }

    // With nothing overlapped the data-parallel all-reduce's time is its bytes over each tier plus α per ring step:
    // the bytes the kernel counts are the ones it prices (hierarchical: reduce-scatter and all-gather inside the
    // domain, a ring per rail across the domains).
    void dataParallelBytesAreThePricedOnes()
    {
        const PlanRun run = runOf(preset("book-175b-h100", {"training.timeModel=predicted", "training.zeroStage=0",
                                                             "training.overlapGradReduce=false"}));
        const StepTime& r = run.step;
        const StepHardware& hw = run.setup.hardware;
        QVERIFY(r.traffic.dp.up == 0.0); // TP 8 fills the node: one DP rank per domain
        QVERIFY(r.traffic.dp.out > 0.0);
        const double domains = r.dpNodes;
        QCOMPARE(domains, 128.0);
        CommPath out = hw.scaleOut;
        if (r.dpBeyondLeaf)
            out.beta /= hw.machine.beyondLeafDerate;
        const double seconds = r.traffic.dp.out / out.beta + 2.0 * (domains - 1.0) * out.alpha;
        FLEET_COMPARE_REL(r.dpCommTotal, seconds, 1e-12);
        // And by hand: 2 · 127/128 of the stage's 16-bit gradients (175e9 / (8 · 8) parameters... as the shape holds).
        const double localParams = run.setup.shape.params / (8.0 * 8.0);
        FLEET_COMPARE_REL(r.traffic.dp.out, 2.0 * 127.0 / 128.0 * localParams * hw.gradBytes, 1e-12);
    }

    // DeepSeek-V3 on 2,048 H800 (EP 64 over eight 8-GPU domains, DeepEP-class dispatch, node-limited to 4 nodes): each
    // routed token sends top-8 · 63/64 = 7.875 copies over NVLink and min(7 · (1 − (7/8)^8), 4 · 7/8) = 3.5 copies out of
    // its node, FP8 dispatch (1 B) and BF16 combine (2 B) of 7,168 values, forward and backward; 58 MoE layers and the
    // multi-token-prediction module's one, spread over the 16 stages.
    void expertAllToAllBytesByHand()
    {
        const PlanRun run = runOf(preset("deepseek-v3-h800"));
        const StepLayout& l = run.setup.layout;
        QCOMPARE(l.ep, 64.0);
        QVERIFY(l.fusedDispatch);
        const TransformerShape& m = run.setup.shape;
        QCOMPARE(m.moe.topK, 8.0);
        QCOMPARE(m.hidden, 7168.0);
        const double tokens = l.microBatch * m.seqLen / l.cp / l.tp; // per GPU and micro-batch
        const double passes = 2.0 + recomputeShare(l);
        const double perCopy = passes * tokens * 7168.0 * (1.0 + 2.0);
        QCOMPARE(m.mtpLayers, 1.0);
        const double moeLayers = l.microBatches * (58.0 + 1.0) / l.pp;
        FLEET_COMPARE_REL(run.step.traffic.ep.up, moeLayers * perCopy * 7.875, 1e-12);
        FLEET_COMPARE_REL(run.step.traffic.ep.out, moeLayers * perCopy * 3.5, 1e-12);
    }

    // Spine shares, the groups placed by the placement rule on 8-GPU nodes: 16 ranks 8 apart are 16 domains of one node
    // each; over leaves of 4 nodes (L = 4) a ring crosses the spine on 4 of its 16 hops, an all-to-all sends
    // (16 − 4)/15 of its remote copies to other leaves. Inside one leaf: none.
    void spineSharesByHand()
    {
        const auto on = [](double nodesPerLeaf) {
            MachineHierarchy m;
            m.acceleratorsPerNode = 8;
            m.scaleUpDomain = 8;
            m.nodes = 64;
            m.nodesPerLeafDomain = nodesPerLeaf;
            return m;
        };
        const GroupSpan g = placeRanks(16, 8, on(4.0));
        QCOMPARE(g.domains, 16.0);
        QCOMPARE(g.leaves, 4.0);
        QCOMPARE(ringSpineShare(g), 0.25);
        FLEET_COMPARE_REL(allToAllSpineShare(g), 12.0 / 15.0, 1e-15);
        QCOMPARE(ringSpineShare(placeRanks(16, 8, on(16.0))), 0.0);
        QCOMPARE(allToAllSpineShare(placeRanks(16, 8, on(1e18))), 0.0);
        // A pipeline of 8 stages, one per node, over leaves of 2 nodes (L = 4): 3 of its 7 boundaries between domains
        // are between leaves; interleaved (v = 2), 2 · 3 + 1 of 2 · 7 + 1.
        const GroupSpan chain = placeRanks(8, 8, on(2.0));
        QCOMPARE(chain.leaves, 4.0);
        FLEET_COMPARE_REL(chainSpineShare(chain, 1.0), 3.0 / 7.0, 1e-15);
        FLEET_COMPARE_REL(chainSpineShare(chain, 2.0), 7.0 / 15.0, 1e-15);
        // Every node a leaf of its own and more: every boundary.
        QCOMPARE(chainSpineShare(placeRanks(8, 8, on(0.5)), 1.0), 1.0);
        // A TP group inside its domain never reaches the NIC, however small the leaf.
        const GroupSpan inside = placeRanks(8, 1, on(0.5));
        QCOMPARE(inside.leaves, 1.0);
        QCOMPARE(ringSpineShare(inside), 0.0);
    }

    // Seed L2961: an all-to-all over 64 expert ranks is a 64 × 64 traffic matrix, 4,096 flows (the book counts the
    // 64 self-flows; seed-examples.json moe_alltoall_flows).
    void moeFlowMatrixOfTheBook()
    {
        const Results r = evaluate(preset("deepseek-v3-h800"), *test::builtinCatalog(), Detail::Values);
        QCOMPARE(value(r, "fabric.traffic_training_ep_flows"), 4096.0);
    }

    // The KV hand-off per prompt token is what the decode replica's ranks keep, together: Llama 3 70B's 8 K/V heads at
    // decode TP 16 are replicated, one per rank: 16 × 2 · 80 · 128 · 2 B, twice the model's 2 · 80 · 8 · 128 · 2 B.
    void kvHandOffKeepsTheDecodeRanksShares()
    {
        const auto st = servingSetup(preset("book-175b-h100", {"model.id=llama3-70b"}), *test::builtinCatalog());
        QVERIFY(st.has_value());
        QCOMPARE(st->model.kvHeads, 8.0);
        QCOMPARE(kvHandoffBytesPerToken(st->model, 8), 2.0 * 80.0 * 8.0 * 128.0 * 2.0);
        QCOMPARE(kvHandoffBytesPerToken(st->model, 16), 16.0 * 2.0 * 80.0 * 128.0 * 2.0);
    }

    // Serving, per token a replica processes: a dense model's TP group all-reduces it twice per layer, each of t ranks
    // sending 2(t − 1)/t of hidden × 2 B (Llama 3 70B, TP 8: 2 · 80 · 8 · 2 · 7/8 · 8,192 · 2 B = 3.67 MB, NVLink; a
    // TP 16 ring over two nodes sends 1/8 of its bytes over the NICs).
    void servingBytesPerTokenByHand()
    {
        const auto st = servingSetup(preset("book-175b-h100", {"model.id=llama3-70b"}), *test::builtinCatalog());
        QVERIFY(st.has_value());
        QCOMPARE(st->model.layers, 80.0);
        QCOMPARE(st->model.hidden, 8192.0);
        const ServingTokenTraffic t = servingTokenTraffic(st->model, st->hardware, 8, 1);
        FLEET_COMPARE_REL(t.tp.up, 2.0 * 80.0 * 8.0 * 2.0 * 7.0 / 8.0 * 8192.0 * 2.0, 1e-12);
        QCOMPARE(t.tp.out, 0.0);
        QCOMPARE(t.ep.total(), 0.0);
        // TP 16 over two 8-GPU domains: 2 of the ring's 16 hops cross the NICs.
        const ServingTokenTraffic wide = servingTokenTraffic(st->model, st->hardware, 16, 1);
        const double total = 2.0 * 80.0 * 16.0 * 2.0 * 15.0 / 16.0 * 8192.0 * 2.0;
        FLEET_COMPARE_REL(wide.tp.out, total / 8.0, 1e-12);
        FLEET_COMPARE_REL(wide.tp.up, total * 7.0 / 8.0, 1e-12);
    }

    // The fleet's serving traffic is its token rate times the bytes per token, shared over its accelerators; a
    // disaggregated fleet adds each prompt's whole KV cache (DeepSeek-V3: 61 × 576 FP8 values per token) on the NICs.
    void servingTrafficAtTheFleetRate()
    {
        const Scenario s = preset("deepseek-v3-h800", {"serving.disaggregated=true", "serving.prefillEp=32",
                                                      "serving.prefillTp=1"});
        const Results r = evaluate(s, *test::builtinCatalog(), Detail::Derivations);
        const ServingResult& sv = *r.structs().serving;
        const FleetSizing& z = sv.sizing;
        QVERIFY(z.disaggregated);
        const double requests = z.outputTokensPerSecond / sv.workload.outputTokens;
        FLEET_COMPARE_REL(z.capacity.kvBytesPerToken, 61.0 * 576.0 * 1.0, 1e-12);
        FLEET_COMPARE_REL(value(r, "fabric.traffic_serving_kv_handoff_bytes_per_s"),
                          requests * sv.workload.inputTokens * 61.0 * 576.0 / z.accelerators, 1e-12);
        // EP: the prefill pool's prompt tokens at its EP 32 (4 nodes) and the decode replicas' other output tokens at
        // EP 144 (18 nodes); each token's 8 routed copies, node-limited to 4 nodes, FP8 dispatch and BF16 combine of
        // 7,168 values in 58 MoE layers. A fused dispatcher sends 8 · (1 − 1/n) copies over NVLink and
        // min((D − 1)(1 − (1 − 1/D)^8), 4 (D − 1)/D) out of the node.
        QCOMPARE(z.prefillPool.ep, 32);
        QCOMPARE(z.ep, 144);
        QCOMPARE(sv.hardware.dispatchBytesPerValue, 1.0);
        const auto perToken = [](double n, double D) {
            const double up = 8.0 * (1.0 - 1.0 / n);
            const double out = std::min((D - 1.0) * (1.0 - std::pow(1.0 - 1.0 / D, 8.0)), 4.0 * (D - 1.0) / D);
            return 58.0 * 7168.0 * (1.0 + 2.0) * (up + out);
        };
        const double expected = (requests * sv.workload.inputTokens * perToken(32.0, 4.0) +
                                 requests * (sv.workload.outputTokens - 1.0) * perToken(144.0, 18.0)) /
                                z.accelerators;
        FLEET_COMPARE_REL(value(r, "fabric.traffic_serving_ep_bytes_per_s"), expected, 1e-12);
    }

    // Both jobs against the spine: the training job's spine bytes per step over the step, times its accelerators,
    // plus the serving fleet's, over twice the bisection. One switch tier (32 hosts on a 64-port switch): no spine.
    void spineLoadOfBothJobs()
    {
        const Results r = evaluate(preset("book-175b-h100", {"training.timeModel=predicted"}), *test::builtinCatalog(),
                                   Detail::Values);
        const double capacity = value(r, "fabric.spine_capacity_bytes_per_s");
        FLEET_COMPARE_REL(capacity, 2.0 * value(r, "fabric.bisection_bytes_per_s"), 1e-12);
        // GPT-3's DP rings (128 nodes, one rank each; leaves of 4 nodes: L = 32) cross the spine on 32 of 128 hops;
        // its 8 pipeline stages, 128 nodes apart, on every boundary.
        const PlanRun run = runOf(preset("book-175b-h100", {"training.timeModel=predicted"}));
        FLEET_COMPARE_REL(value(r, "fabric.traffic_training_spine_bytes"),
                          0.25 * run.step.traffic.dp.out + run.step.traffic.pp.out, 1e-12);
        const double training =
            8192.0 * value(r, "fabric.traffic_training_spine_bytes") / value(r, "training.step_s");
        FLEET_COMPARE_REL(value(r, "fabric.traffic_training_spine_demand_bytes_per_s"), training, 1e-12);
        FLEET_COMPARE_REL(value(r, "fabric.traffic_spine_load"),
                          (training + value(r, "fabric.traffic_serving_spine_demand_bytes_per_s")) / capacity, 1e-12);

        const Results small = evaluate(preset("book-175b-h100", {"fleet.nodes=4", "training.dp=1", "training.pp=4"}),
                                       *test::builtinCatalog(), Detail::Values);
        QCOMPARE(value(small, "fabric.spine_capacity_bytes_per_s"), 0.0);
        QVERIFY(!small.value("fabric.traffic_spine_load"));
        QCOMPARE(value(small, "fabric.traffic_training_spine_bytes"), 0.0);
    }

    // A serving-only plan has no training traffic; its serving traffic is still there.
    void servingOnlyPlan()
    {
        const Results r = evaluate(preset("deepseek-v3-h800", {"training.enabled=false"}), *test::builtinCatalog(),
                                   Detail::Values);
        QVERIFY(!r.value("fabric.traffic_training_scaleout_bytes"));
        QVERIFY(value(r, "fabric.traffic_serving_ep_bytes_per_s") > 0.0);
    }
};

QTEST_GUILESS_MAIN(TestFabricTraffic)
#include "tst_fabric_traffic.moc"
