// Prefix caching when serving (serving.prefixCacheHitRate, issue 29/30 follow-up): a share h of each prompt's tokens
// reuses the KV cache an earlier request left, so prefill computes only the other (1 − h)·n tokens — their GEMMs and
// their causal attention over the whole prompt (n² − (h·n)² of its n² pairs) — while the KV cache still holds all n.
// Expected values: the kernel's step evaluated by hand at the computed token count, and DeepSeek's production prefill
// (open-infra-index day 6, moe-longcontext-measurements.md part E: ≈ 73.7k input tokens/s per H800 node, cache hits
// included, 56.3 % of input tokens hit its on-disk KV cache).
#include "ResultLookup.h"
#include "ServingSetupOf.h"
#include "TestCatalog.h"
#include "TestPresets.h"
#include "Tolerance.h"
#include "evaluate/Evaluate.h"
#include "scenario/ScenarioSchema.h"
#include "serving/ServingKernel.h"

#include <QTest>

#include <cmath>

using namespace fleet;
using fleet::test::setupOf;

class TestServingPrefixCache : public QObject {
    Q_OBJECT
private slots:
    // A dense model's prompt of n tokens with half of them cached: the step of n/2 computed tokens, except that the
    // attention does 1 − 0.5² = 3/4 of the whole prompt's causal pairs and the KV bytes are the whole prompt's.
    void promptComputesOnlyItsNewTokens()
    {
        const ServingSetup st = setupOf(test::presetWith(QStringLiteral("book-llama3-70b-serving"), {"serving.tp=4"}));
        const double n = 8192.0;
        const DecodeStep full = prefillStep(st.model, st.hardware, 4, n);
        const DecodeStep half = prefillStep(st.model, st.hardware, 4, n, 1, 1, 0.5);
        const DecodeStep fresh = prefillStep(st.model, st.hardware, 4, n / 2.0); // n/2 tokens with nothing cached
        QCOMPARE(half.tokens, n / 2.0);
        QCOMPARE(half.gemmComputeSeconds, fresh.gemmComputeSeconds); // the same GEMMs as n/2 new tokens
        QCOMPARE(half.commSeconds, fresh.commSeconds);               // and the same TP all-reduces
        // attention FLOPs: 3/4 of the whole prompt's (4× those of n/2 tokens alone); the new queries' key loop is
        // n(1 + h)/2 keys on average, a fresh causal block's over n(1 + h) = 1.5 n: 1 + s½/(1.5 n) of the work's time,
        // against the whole prompt's 1 + s½/n and a fresh half prompt's 1 + 2s½/n (hardware/AttentionBlocks.h, the
        // H100's causal s½ 1,267 tokens).
        QCOMPARE(st.hardware.attentionBlocks.halfCausal, 1267.0);
        const double cached = 1.0 + 1267.0 / (1.5 * n);
        FLEET_COMPARE_REL(half.attentionComputeSeconds, 0.75 * full.attentionComputeSeconds * cached / (1.0 + 1267.0 / n),
                          1e-12);
        FLEET_COMPARE_REL(half.attentionComputeSeconds,
                          3.0 * fresh.attentionComputeSeconds * cached / (1.0 + 2.0 * 1267.0 / n), 1e-12);
        QCOMPARE(half.kvReadSeconds, full.kvReadSeconds); // the cached half read, the new half written
        QCOMPARE(half.overheadSeconds, full.overheadSeconds);
        QVERIFY(half.seconds < 0.6 * full.seconds);
        // h = 0 is the plain prompt to the bit
        QCOMPARE(prefillStep(st.model, st.hardware, 4, n, 1, 1, 0.0).seconds, full.seconds);
    }

    // Through the plan: the time to first token falls, the decode step and the KV cache do not change.
    void planPrefillFallsDecodeStays()
    {
        const Scenario base = test::presetWith(QStringLiteral("book-llama3-70b-serving"), {"serving.inputTokens=8192"});
        Scenario hit = base;
        QVERIFY(!ScenarioSchema::instance().applyAssignment(hit, "serving.prefixCacheHitRate=0.75",
                                                              test::builtinCatalog().get()));
        const Results a = evaluate(base, *test::builtinCatalog());
        const Results b = evaluate(hit, *test::builtinCatalog());
        using test::valueOf;
        QVERIFY(valueOf(b, "serving.prefill_s") < 0.5 * valueOf(a, "serving.prefill_s"));
        QCOMPARE(valueOf(b, "serving.kv_bytes_per_token"), valueOf(a, "serving.kv_bytes_per_token"));
        // the same decode step at the same batch (the operating batch may grow: prefill takes less of each iteration)
        const ServingSetup sa = setupOf(base), sb = setupOf(hit);
        QCOMPARE(decodeStep(sb.model, sb.hardware, 4, 32.0, 8192.0 + 128.0).seconds,
                 decodeStep(sa.model, sa.hardware, 4, 32.0, 8192.0 + 128.0).seconds);
        QCOMPARE(valueOf(b, "serving.max_batch"), valueOf(a, "serving.max_batch"));
        QVERIFY(valueOf(b, "serving.tokens_per_s_per_gpu") >= valueOf(a, "serving.tokens_per_s_per_gpu"));
    }

    // The fabric carries the TP all-reduces of computed tokens only: with half of every prompt cached, the serving
    // TP traffic is that of n_in/2 + n_out − 1 tokens per request instead of n_in + n_out − 1 (at the same load; TP 8
    // in one node either way).
    void fabricCarriesComputedTokens()
    {
        const std::vector<std::string> load{"serving.inputTokens=2048", "serving.outputTokens=257", "serving.tp=8",
                                            "serving.requestsPerSecond=10"};
        std::vector<std::string> cached = load;
        cached.push_back("serving.prefixCacheHitRate=0.5");
        const Results a = evaluate(test::presetWith(QStringLiteral("book-llama3-70b-serving"), load), *test::builtinCatalog());
        const Results b = evaluate(test::presetWith(QStringLiteral("book-llama3-70b-serving"), cached), *test::builtinCatalog());
        using test::valueOf;
        // (the key is per accelerator of the serving fleet, which caching may shrink: compare the fleet's total)
        const auto total = [](const Results& r) {
            return valueOf(r, "fabric.traffic_serving_tp_bytes_per_s") * valueOf(r, "serving.accelerators");
        };
        QCOMPARE(valueOf(a, "serving.tokens_per_s"), valueOf(b, "serving.tokens_per_s")); // the same load
        FLEET_COMPARE_REL(total(b) / total(a), (1024.0 + 256.0) / (2048.0 + 256.0), 1e-9);
    }

    // DeepSeek's production prefill: EP 32 units of 4 H800 nodes, 56.3 % of input tokens from the cache. Per node
    // ≈ 73.7k input tokens/s counting the hits (issue 29 asks within 30 %). DeepSeek publishes no mean prompt length;
    // its mean KV length per output token, 4,989, puts the prompts near 4-5K tokens: asserted at 4K (+18.8 %) and 8K
    // (−3.5 %). The production figure is a day's average under real load, the prediction a pool at full
    // utilization, so the prediction should be the higher. (At 2K prompts more: +40 % before the attention size law.)
    void deepSeekProductionPrefill_data()
    {
        QTest::addColumn<int>("prompt");
        QTest::newRow("4K") << 4096;
        QTest::newRow("8K") << 8192;
    }
    void deepSeekProductionPrefill()
    {
        QFETCH(int, prompt);
        const ServingSetup st = setupOf(test::presetWith(
            QStringLiteral("deepseek-v3-h800"),
            {"serving.disaggregated=true", "serving.prefillEp=32", "serving.prefillTp=1", "serving.prefillBatchTokens=16384",
             "serving.prefixCacheHitRate=0.563", "serving.inputTokens=" + std::to_string(prompt)}));
        const double perNode = 8.0 * prefillPoolLayout(st.model, st.hardware, st.workload, 1).inputTokensPerSecondPerGpu;
        const double error = perNode / 73.7e3 - 1.0;
        qInfo("DeepSeek production prefill, %d-token prompts, 56.3 %% cached: predicted %.0f input tokens/s per node, "
              "measured 73.7k: %+.1f %%",
              prompt, perNode, 100.0 * error);
        QVERIFY2(std::fabs(error) <= 0.30, qPrintable(QString::number(perNode)));
    }

    // Bad input: the schema's range (0 … 0.99) names the key.
    void rangeNamesTheKey()
    {
        Scenario s = test::presetScenario(QStringLiteral("book-llama3-70b-serving"));
        for (const char* bad : {"serving.prefixCacheHitRate=1", "serving.prefixCacheHitRate=-0.1",
                                "serving.prefixCacheHitRate=nan"}) {
            const auto err = ScenarioSchema::instance().applyAssignment(s, bad, test::builtinCatalog().get());
            QVERIFY2(err && err->find("serving.prefixCacheHitRate") != std::string::npos, bad);
        }
    }
};

QTEST_MAIN(TestServingPrefixCache)
#include "tst_serving_prefix_cache.moc"
