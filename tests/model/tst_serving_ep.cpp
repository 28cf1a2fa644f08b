// Expert parallelism when serving (issue 29 part 4, serving.ep): a replica of EP accelerators holding ⌈E/EP⌉ whole
// routed experts each, attention TP-sharded over serving.tp and replicated across EP/tp groups, and the dispatch and
// combine all-to-alls of every MoE layer (comm/MoeAllToAll.h, the training step's rule). Expected values come from
// DeepSeek-V3's published architecture (arXiv 2412.19437 §4.2: hidden 7,168, 61 layers of which 58 MoE, 256 routed
// experts of width 2,048, 8 per token on at most 4 nodes, MLA latent 512 + 64) and H800 spec numbers, computed by hand
// below; the one measured point is DeepSeek's production decode (moe-longcontext-measurements.md part E).
#include "ResultLookup.h"
#include "ServingSetupOf.h"
#include "TestCatalog.h"
#include "TestPresets.h"
#include "Tolerance.h"
#include "evaluate/Evaluate.h"
#include "scenario/ScenarioSchema.h"
#include "serving/BusiestGroup.h"
#include "serving/ServingSearch.h"
#include "serving/ServingSetup.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace fleet;
using fleet::test::hasIssue;
using fleet::test::setupOf;

namespace {

// DeepSeek-V3 on H800 nodes of 8 (NVLink inside, one 400 Gb/s NIC per GPU), FP8 weights, serving only.
Scenario deepSeek(int ep, int tp, const char* kv = "fp8")
{
    Scenario s = test::presetScenario(QStringLiteral("deepseek-v3-h800"));
    for (const std::string& a : {"serving.ep=" + std::to_string(ep), "serving.tp=" + std::to_string(tp),
                                 std::string("serving.kvPrecision=") + kv, std::string("serving.ttftSeconds=0"),
                                 std::string("serving.tpotSeconds=0")})
        if (auto err = ScenarioSchema::instance().applyAssignment(s, a, test::builtinCatalog().get()))
            qFatal("%s", err->c_str());
    return s;
}

// Routed-expert parameters of DeepSeek-V3: 58 MoE layers × 256 experts × 3 matrices of 7,168 × 2,048.
constexpr double kRoutedParams = 58.0 * 256.0 * 3.0 * 7168.0 * 2048.0; // 653.9e9

} // namespace

class TestServingEp : public QObject {
    Q_OBJECT
private slots:
    // EP 144 (DeepSeek's decode unit): 2 experts per GPU (⌈256/144⌉), the dense part whole (TP 1), FP8: 1 B per
    // weight. 671.0e9 − 653.9e9 = 17.1e9 dense + 2/256 · 653.9e9 = 5.11e9 → 22.2 GB; TP 16 without EP holds
    // 671e9/16 = 41.9 GB. The KV budget is 0.9 · (80 − 22.2 − 3) GB and each GPU's group holds its own sequences.
    void weightsAndCapacityPerAccelerator()
    {
        const ServingSetup st = setupOf(deepSeek(144, 1));
        const ServingModel& m = st.model;
        FLEET_COMPARE_REL(m.expertParams, kRoutedParams, 1e-6);
        const double total = m.params;
        FLEET_COMPARE_REL(total, 671.0e9, 0.002); // DeepSeek-V3: 671 B parameters
        const double expected = (total - kRoutedParams) + kRoutedParams * 2.0 / 256.0;
        const ServingCapacity ep144 = servingCapacity(m, st.hardware, 1, 1024 + 256, 144);
        FLEET_COMPARE_REL(ep144.weightBytesPerGpu, expected, 1e-9);
        FLEET_COMPARE_REL(ep144.weightBytesPerGpu, 22.23e9, 0.002);
        const ServingCapacity tp16 = servingCapacity(m, st.hardware, 16, 1024 + 256, 1);
        FLEET_COMPARE_REL(tp16.weightBytesPerGpu, total / 16.0, 1e-9);
        // MLA: 61 layers × 576 latent values × 1 B (FP8 KV) per token, whole on every GPU.
        QCOMPARE(ep144.kvBytesPerToken, 61.0 * 576.0);
        const double budget = 0.9 * (80e9 - expected - 3e9);
        FLEET_COMPARE_REL(ep144.kvBudgetBytesPerGpu, budget, 1e-9);
        QCOMPARE(ep144.maxBatch, 144.0 * std::floor(budget / (61.0 * 576.0 * 1280.0)));
        // Spreading the experts frees HBM: more sequences per GPU than the TP 16 replica holds.
        QVERIFY(ep144.maxBatch / 144.0 > 1.5 * tp16.maxBatch / 16.0);
    }

    // One decode step's dispatch + combine at 88 sequences per GPU: EP 144 spans 18 nodes of 8; a fused dispatcher sends
    // each token to 8 · (1 − 1/144) = 7.944 ranks inside (forwarding) and to min(17 · (1 − (17/18)^8), 4 · 17/18) =
    // 3.778 other nodes (node-limited routing, 4 nodes); FP8 dispatch (1 B), BF16 combine (2 B); 58 MoE layers.
    void allToAllOfADecodeStep()
    {
        const ServingSetup st = setupOf(deepSeek(144, 1));
        const ServingHardware& hw = st.hardware;
        const double perGpu = 88.0, h = 7168.0;
        const double up = 8.0 * (1.0 - 1.0 / 144.0);
        const double out = std::min(17.0 * (1.0 - std::pow(17.0 / 18.0, 8.0)), 4.0 * 17.0 / 18.0);
        FLEET_COMPARE_REL(out, 3.7778, 1e-4);
        const auto a2a = [&](double bytesPerValue) {
            const double x = perGpu * h * bytesPerValue;
            return std::max(hw.allToAllUp.alpha + x * up / hw.allToAllUp.beta,
                            hw.allToAllOut.alpha + x * out / hw.allToAllOut.beta);
        };
        const double expected = 58.0 * (a2a(1.0) + a2a(2.0));
        const DecodeStep d = decodeStep(st.model, hw, 1, perGpu * 144.0, 4989.0, 144);
        FLEET_COMPARE_REL(d.allToAllSeconds, expected, 1e-9);
        // Across the NIC dominates: 3.78 copies at 50 GB/s × the fused share against 7.94 over NVLink.
        QVERIFY(d.allToAllSeconds > 0.005 && d.allToAllSeconds < 0.015);
        // Without EP there is no all-to-all; the TP all-reduces carry the MoE layers instead.
        QCOMPARE(decodeStep(st.model, hw, 8, perGpu * 8.0, 4989.0, 1).allToAllSeconds, 0.0);
    }

    // DeepSeek's production decode (open-infra-index, day 6): EP 144 units on H800, ≈ 14.8 k output tokens/s per node
    // at 20–22 tokens/s per user, mean KV length 4,989. Little's law gives the mean batch: 14,800 / 21 = 705 sequences
    // per node (88 per GPU) and a mean time per output token of 1/21 s = 47.6 ms. Derived from two averages of a day
    // whose load varied, with multi-token prediction, BF16 attention, the two-batch overlap of the all-to-all and
    // separate prefill units not modelled: a wide band, and the error printed for docs/models.md.
    void deepSeekProductionDecode()
    {
        const ServingSetup st = setupOf(deepSeek(144, 1, "fp16"));
        const DecodeStep d = decodeStep(st.model, st.hardware, 1, 88.0 * 144.0, 4989.0, 144);
        const double measured = 1.0 / 21.0;
        const double error = d.seconds / measured - 1.0;
        qInfo("DeepSeek-V3 decode, EP 144, 88 sequences per H800 at 4,989 tokens: predicted %.1f ms (weights %.1f, "
              "GEMM %.1f, KV %.1f, attention %.1f, all-to-all %.1f, overhead %.1f) vs %.1f ms measured, %+.1f %%; "
              "%.0f vs 1,850 tokens/s per GPU",
              1e3 * d.seconds, 1e3 * d.weightReadSeconds, 1e3 * d.gemmComputeSeconds, 1e3 * d.kvReadSeconds,
              1e3 * d.attentionComputeSeconds, 1e3 * d.allToAllSeconds, 1e3 * d.overheadSeconds, 1e3 * measured,
              100.0 * error, 88.0 / d.seconds);
        QVERIFY2(std::fabs(error) <= 0.40, qPrintable(QString::number(100.0 * error, 'f', 1)));
    }

    // At batch 1 an MoE step touches k experts per layer: their GEMMs, not all E per layer. Each GEMM that small costs
    // about F½ / (η·R) (the size law F / (F + F½) as a floor), so the step pays 61 · 4 dense GEMMs and 58 · 8 · 3 touched
    // expert GEMMs: (244 + 1,392) · F½ / (η·R) ≈ 3.1 ms on H800 — where pricing all 58 · 256 · 3 = 44,544 expert GEMMs
    // gave ~85 ms (the step the Serving tab showed: 95 ms at TP 16, batch 1).
    void batchOneTouchesOnlyItsExperts()
    {
        const ServingSetup st = setupOf(deepSeek(1, 16));
        const ServingHardware& hw = st.hardware;
        const DecodeStep d = decodeStep(st.model, hw, 16, 1.0, 2048.0, 1);
        FLEET_COMPARE_REL(d.expertsTouched, 8.0, 1e-9);
        // The dense part's 4 GEMMs per layer and, per MoE layer, 3 grouped expert GEMMs (one kernel each) whose 8
        // experts hold one token row each, padded to the 16-row tile: each GEMM at the size law F / (F + F½).
        const ServingModel& m = st.model;
        const double R = hw.computeEfficiency * hw.peakFlopsPerSecond * hw.computeRate;
        const double routedActive = m.expertsPerToken * m.expertParams / m.experts;
        const double dense = 2.0 * (m.activeParams - routedActive) / 16.0;
        const double grouped = 2.0 * routedActive / 16.0 * 16.0;
        const auto timeOf = [&](double flops, double perGemm) { return flops / R * (1.0 + hw.gemmHalfFlop / perGemm); };
        FLEET_COMPARE_REL(d.gemmComputeSeconds, timeOf(dense, dense / (61.0 * 4.0)) + timeOf(grouped, grouped / (58.0 * 3.0)),
                          1e-9);
        QVERIFY(d.seconds < 0.02);
    }

    // A request's own prompt lands whole on one attention group, and the lock-stepped iteration waits for the busiest
    // group. At EP 144 with 1,440 sequences of 256 output tokens, 5.6 prompts join each iteration, λ = 0.0390625 per
    // group: a regular iteration's busiest group already holds 1.0993448 prompts (E[max] of 144 Poisson(λ)), the one
    // with the request's own prompt 1.1374700 (by hand in Python, as busiestGroupOfPoissonPrompts), so the own prompt
    // lengthens its iteration by 0.0381 of a prompt's group work: at least half of that share of its dense GEMMs
    // (2 · 17.1e9 · 1,024 FLOP at the H800's FP8 peak), at most twice that share of a whole prompt's step. (Priced at
    // the mean group's 0.039 prompts, as before 2026-12-08, every iteration was short and the own prompt added a whole
    // one: above the upper bound - as it still is where the runtime deals prompts evenly, serving.promptBalance =
    // balanced: there the own prompt adds at least half its dense GEMMs.)
    void ownPromptOnOneGroup()
    {
        Scenario perRank = deepSeek(144, 1);
        perRank.serving.promptBalance = "per-rank";
        const ServingSetup st = setupOf(perRank);
        ServingWorkload w = st.workload;
        w.ep = 144;
        w.tp = 1;
        QCOMPARE(w.outputTokens, 256.0);
        const double lambda = 1440.0 / 256.0 / 144.0;
        FLEET_COMPARE_REL(busiestGroupPrompts(lambda, 144.0), 1.0993447624489, 1e-9);
        FLEET_COMPARE_REL(busiestGroupPrompts(lambda, 144.0, true), 1.1374700120175, 1e-9);
        const double share = 1.1374700120175 - 1.0993447624489;
        const LatencyPoint p = latencyAt(st.model, st.hardware, 1, w, 1440.0, 100000.0, false, 144);
        const double denseFloor = 2.0 * (671.0e9 - kRoutedParams) * 1024.0 / 1979e12;
        const double wholePrompt = prefillStep(st.model, st.hardware, 1, 1024.0, 144).seconds;
        QVERIFY(p.firstIterationSeconds - p.iterationSeconds > 0.5 * share * denseFloor);
        QVERIFY(p.firstIterationSeconds - p.iterationSeconds < 2.0 * share * wholePrompt);
        const ServingSetup dealt = setupOf(deepSeek(144, 1));
        const LatencyPoint q = latencyAt(dealt.model, dealt.hardware, 1, w, 1440.0, 100000.0, false, 144);
        QVERIFY(q.firstIterationSeconds > q.iterationSeconds + 0.5 * denseFloor);
    }

    // The expected largest of g independent Poisson(λ) prompt counts (one group holding one prompt more with `own`):
    // values from the sums Σ_j 1 − F(j − o)·F(j)^(g − 1) in Python (log-space pmf, math.lgamma), to 1e-9.
    void busiestGroupOfPoissonPrompts_data()
    {
        QTest::addColumn<double>("mean");
        QTest::addColumn<double>("groups");
        QTest::addColumn<bool>("own");
        QTest::addColumn<double>("expected");
        QTest::newRow("one group") << 0.68 << 1.0 << false << 0.68;
        QTest::newRow("one group, own prompt") << 0.68 << 1.0 << true << 1.68;
        QTest::newRow("no prompts, own prompt") << 0.0 << 4.0 << true << 1.0;
        QTest::newRow("λ 1, 2 groups") << 1.0 << 2.0 << false << 1.523777611803;
        QTest::newRow("λ 10, 2 groups") << 10.0 << 2.0 << false << 11.772865340681;
        QTest::newRow("λ 0.5, 2 groups") << 0.5 << 2.0 << false << 0.836835011472;
        QTest::newRow("λ 0.25, 4 groups") << 0.25 << 4.0 << false << 0.743156340536;
        QTest::newRow("λ 0.25, 4 groups, own") << 0.25 << 4.0 << true << 1.317005146808;
        QTest::newRow("λ 3, 16 groups") << 3.0 << 16.0 << false << 6.392450070208;
        // Rare prompts: the busiest group holds about g · λ (the others wait for a prompt one of them prefills).
        QTest::newRow("λ 0.001, 64 groups") << 0.001 << 64.0 << false << 0.0620269893;
        QTest::newRow("λ 500, 4 groups") << 500.0 << 4.0 << false << 523.1064917335;
        QTest::newRow("λ 2,000, 8 groups, own") << 2000.0 << 8.0 << true << 2064.0233030749;
    }
    void busiestGroupOfPoissonPrompts()
    {
        QFETCH(double, mean);
        QFETCH(double, groups);
        QFETCH(bool, own);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(busiestGroupPrompts(mean, groups, own), expected, 1e-9);
    }

    // Inputs no serving step produces still end, and in range: NaN stays NaN, an infinite mean is infinite, a mean past
    // 1e5 per group is the mean (its spread, ≤ 1.5 %, left out), a vanishing one never falls below itself, infinite
    // groups leave the mean.
    void busiestGroupOfOddInputs()
    {
        QVERIFY(std::isnan(busiestGroupPrompts(std::nan(""), 4.0)));
        QVERIFY(std::isinf(busiestGroupPrompts(std::numeric_limits<double>::infinity(), 4.0)));
        QCOMPARE(busiestGroupPrompts(2e6, 1e4), 2e6);
        QCOMPARE(busiestGroupPrompts(-3.0, 4.0, true), 1.0);
        QVERIFY(busiestGroupPrompts(1e-20, 144.0) >= 1e-20);
        FLEET_COMPARE_REL(busiestGroupPrompts(1e-9, 144.0), 144e-9, 1e-6); // ≈ g · λ
        QCOMPARE(busiestGroupPrompts(3.0, std::numeric_limits<double>::infinity()), 3.0);
        // The largest mean summed, over many groups: above the mean by about √μ · Φ⁻¹(1 − 1/g) (3.72 at g = 10⁴).
        const double m = busiestGroupPrompts(1e5, 1e4);
        QVERIFY(m > 1e5 + 3.0 * std::sqrt(1e5) && m < 1e5 + 4.5 * std::sqrt(1e5));
    }

    // Continuous batching under EP: each attention group admits its own prompts, and the lock-stepped step waits for
    // the group holding the most. DeepSeek-V3 at EP 16 × TP 8 (2 groups): 20 prompts of 1,024 tokens per step (10 per
    // group on average) against 2 (1): the prompts' attention arithmetic, linear in the busiest group's count, grows
    // 11.772865 / 1.523778 = 7.7261 ×, not 10 ×; against the mean group's 1 prompt the busiest's 1.523778 makes the
    // prompts' attention 1.523778 × that of a runtime dealing them evenly (serving.promptBalance = balanced, as the
    // deepseek-v3-h800 preset: DeepSeek's prefill load balancer), whose ratio is 10. A prefill pool deals every group
    // the same count (its step is that of promptsPerGroup prompts on each group: tst_serving_disaggregated).
    void continuousBatchingWaitsForTheBusiestGroup()
    {
        Scenario perRank = deepSeek(16, 8);
        perRank.serving.promptBalance = "per-rank";
        const ServingSetup st = setupOf(perRank);
        QVERIFY(!st.model.promptsBalanced);
        const DecodeStep few = servingStep(st.model, st.hardware, 8, 0.0, 0.0, 2.0 * 1024.0, 2.0, 16);
        const DecodeStep many = servingStep(st.model, st.hardware, 8, 0.0, 0.0, 20.0 * 1024.0, 20.0, 16);
        FLEET_COMPARE_REL(many.attentionComputeSeconds / few.attentionComputeSeconds, 11.772865340681 / 1.523777611803,
                          1e-9);
        const ServingSetup dealt = setupOf(deepSeek(16, 8)); // the preset: balanced
        QVERIFY(dealt.model.promptsBalanced);
        const DecodeStep fewDealt = servingStep(dealt.model, dealt.hardware, 8, 0.0, 0.0, 2.0 * 1024.0, 2.0, 16);
        const DecodeStep manyDealt = servingStep(dealt.model, dealt.hardware, 8, 0.0, 0.0, 20.0 * 1024.0, 20.0, 16);
        FLEET_COMPARE_REL(manyDealt.attentionComputeSeconds / fewDealt.attentionComputeSeconds, 10.0, 1e-9);
        FLEET_COMPARE_REL(few.attentionComputeSeconds / fewDealt.attentionComputeSeconds, 1.523777611803, 1e-9);
    }

    void badInputNamesTheKey()
    {
        const Catalog& c = *test::builtinCatalog();
        // EP 12 is not a multiple of TP 8: an Error on serving.ep, and nothing sized.
        const Results notMultiple = evaluate(deepSeek(12, 8), c);
        QVERIFY(hasIssue(notMultiple, IssueCode::ServingEpNotMultipleOfTp, Severity::Error, "serving.ep"));
        QVERIFY(!notMultiple.value("serving.tokens_per_s_per_gpu"));
        bool named = false;
        for (const Issue& i : notMultiple.issues())
            named |= i.code == IssueCode::ServingEpNotMultipleOfTp &&
                     i.message() == "serving.ep = 12 is not a multiple of serving.tp = 8: a replica's EP group is made "
                                    "of whole TP groups; use an EP of 8 or 16, or serving.tp = 0";
        QVERIFY(named);
        // EP below TP: the suggestions are the next multiples of TP.
        bool below = false;
        const Results epBelowTp = evaluate(deepSeek(4, 8), c);
        for (const Issue& i : epBelowTp.issues())
            below |= i.code == IssueCode::ServingEpNotMultipleOfTp &&
                     i.message().find("use an EP of 8 or 16") != std::string::npos;
        QVERIFY(below);
        // A dense model has no experts to spread: a Warning, served with EP 1.
        Scenario dense = test::presetScenario(QStringLiteral("book-175b-h100"));
        dense.serving.ep = 8;
        const Results r = evaluate(dense, c);
        QVERIFY(hasIssue(r, IssueCode::ServingEpDenseModel, Severity::Warning, "serving.ep"));
        QVERIFY(r.value("serving.ep"));
        QCOMPARE(*r.value("serving.ep"), 1.0);
        // Out of range is refused by the schema.
        Scenario s;
        QVERIFY(ScenarioSchema::instance().applyAssignment(s, "serving.ep=0", &c).has_value());
        QVERIFY(ScenarioSchema::instance().applyAssignment(s, "serving.ep=-4", &c).has_value());
    }

    // serving.tp = 0 with EP: only TPs that divide EP, within the scale-up domain.
    void automaticTpDividesEp()
    {
        const Results r = evaluate(deepSeek(12, 0), *test::builtinCatalog());
        QVERIFY(r.value("serving.tp") && r.value("serving.ep") && r.value("serving.accelerators"));
        const double tp = *r.value("serving.tp");
        QVERIFY(tp == 1.0 || tp == 2.0 || tp == 4.0);
        QCOMPARE(*r.value("serving.ep"), 12.0);
        QCOMPARE(*r.value("serving.accelerators"), std::floor(2048.0 / 12.0) * 12.0);
        // 170 replicas of 12 pack into ceil(2,040 / 8) = 255 nodes of the plan's 256 (not 2 whole nodes each).
        QVERIFY(r.value("serving.nodes"));
        QCOMPARE(*r.value("serving.nodes"), 255.0);
    }

    // The serving search's EP axis skips the TPs that do not divide an EP.
    void searchVariesEp()
    {
        ServingSearchSpec spec;
        spec.eps = {1, 12};
        spec.tps = {1, 2, 4, 8};
        const ServingSearchResult r = runServingSearch(deepSeek(1, 8), *test::builtinCatalog(), spec, {}, nullptr);
        QVERIFY(r.error.empty());
        QCOMPARE(r.candidates.size(), std::size_t(4 + 3));
        for (const ServingCandidate& x : r.candidates)
            QVERIFY(x.ep == 1 || x.ep % x.tp == 0);
        // A dense plan with serving.ep set searches at EP 1, as it is served.
        Scenario dense = test::presetScenario(QStringLiteral("book-175b-h100"));
        dense.serving.ep = 8;
        const ServingSearchResult d = runServingSearch(dense, *test::builtinCatalog(), ServingSearchSpec{}, {}, nullptr);
        QVERIFY(!d.candidates.empty());
        for (const ServingCandidate& x : d.candidates)
            QCOMPARE(x.ep, 1);
        spec.eps = {0};
        QVERIFY(!runServingSearch(deepSeek(1, 8), *test::builtinCatalog(), spec, {}, nullptr).error.empty());
    }
};

QTEST_GUILESS_MAIN(TestServingEp)
#include "tst_serving_ep.moc"
