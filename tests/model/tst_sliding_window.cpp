// Banded (sliding-window) attention (model.slidingWindow, model.slidingWindowLayers; plan/SlidingWindow.h) against
// values worked by hand from GPT-OSS 120B's config (model card §2.1; config.json: 36 layers, 8 key/value heads of 64,
// sliding_window 128, layer_types alternating 18 "sliding_attention" and 18 "full_attention"): the KV cache keeps the
// window's tokens in the banded layers, decode reads what is kept, a prompt's and a training step's attention work is
// the band's, and inputs that cannot be a window are refused naming the key.
#include "MeasuredRun.h"
#include "PlanRunOf.h"
#include "ResultLookup.h"
#include "ServingSetupOf.h"
#include "TestCatalog.h"
#include "TestPresets.h"
#include "Tolerance.h"

#include "evaluate/Evaluate.h"
#include "plan/SlidingWindow.h"
#include "scenario/ScenarioSchema.h"
#include "serving/ServingKernel.h"
#include "training/StepModel.h"

#include <QTest>

using namespace fleet;
using fleet::test::MeasuredRun;

namespace {

const AttentionSpan kGptOss{36.0, 18.0, 128.0};

// At TP 2 unless `more` says otherwise.
Scenario gptOss(const std::vector<std::string>& more)
{
    std::vector<std::string> sets{"serving.tp=2"};
    sets.insert(sets.end(), more.begin(), more.end());
    return test::gptOssServing(sets);
}

} // namespace

class TestSlidingWindow : public QObject {
    Q_OBJECT
private slots:
    // The band: a query i meets min(i, w) keys, w·n − w²/2 pairs for n > w (4,096 tokens, w 128: 516,096 of 8.39 M);
    // GPT-OSS keeps (18 + 18 · 128/4,096)/36 = 51.5625 % of a full cache at 4,096 tokens, all of it up to 128.
    void spanByHand()
    {
        QCOMPARE(AttentionSpan::bandPairs(4096.0, 128.0), 516096.0);
        QCOMPARE(AttentionSpan::bandPairs(100.0, 128.0), 5000.0);
        QCOMPARE(kGptOss.keptShare(4096.0), 0.515625);
        QCOMPARE(kGptOss.keptShare(128.0), 1.0);
        FLEET_COMPARE_REL(kGptOss.pairShare(4096.0), (18.0 + 18.0 * 516096.0 / 8388608.0) / 36.0, 1e-15);
        const AttentionSpan none{36.0, 0.0, 128.0}, noWindow{36.0, 18.0, 0.0};
        QCOMPARE(none.keptShare(4096.0), 1.0);
        QVERIFY(!noWindow.banded());
    }

    // The Memory view's KV cache (inference.contextLen 2,048, batch 1, 16-bit values): 2 · (18 + 18 · 128 / 2,048) ·
    // 8 heads · 64 · 2,048 tokens · 2 B = 80,216,064 B, against 150,994,944 B with every layer full.
    void kvCacheOfTheMemoryView()
    {
        const auto kvOf = [](const std::vector<std::string>& more) {
            std::vector<std::string> sets{"inference.contextLen=2048", "inference.batch=1", "inference.precision=bf16"};
            sets.insert(sets.end(), more.begin(), more.end());
            const Results r = evaluate(gptOss(sets), *test::builtinCatalog());
            const auto kv = r.value("inference.kv_cache_bytes");
            if (!kv)
                qFatal("no inference.kv_cache_bytes");
            return *kv;
        };
        QCOMPARE(kvOf({}), 80216064.0);
        QCOMPARE(kvOf({"model.slidingWindowLayers=0"}), 150994944.0);
    }

    // Serving: a sequence of 8,192 tokens holds (18 + 18 · 128 / 8,192)/36 of the full cache, so the batch the HBM
    // takes grows by its inverse (less the floor); a decode step reads that share of the context.
    void servingKeepsAndReadsTheWindow()
    {
        const ServingSetup with = test::setupOf(gptOss({}));
        const ServingSetup without = test::setupOf(gptOss({"model.slidingWindowLayers=0"}));
        QCOMPARE(with.model.windowLayers, 18.0);
        QCOMPARE(with.model.window, 128.0);
        QCOMPARE(without.model.windowLayers, 0.0);
        const double ctx = 8192.0, kept = (18.0 + 18.0 * 128.0 / ctx) / 36.0;
        const ServingCapacity a = servingCapacity(with.model, with.hardware, 2, ctx);
        const ServingCapacity b = servingCapacity(without.model, without.hardware, 2, ctx);
        FLEET_COMPARE_REL(a.kvBytesPerSequencePerGpu, kept * b.kvBytesPerSequencePerGpu, 1e-12);
        QVERIFY(a.maxBatch >= std::floor(b.maxBatch / kept) - 1.0);
        const DecodeStep da = decodeStep(with.model, with.hardware, 2, 64.0, ctx);
        const DecodeStep db = decodeStep(without.model, without.hardware, 2, 64.0, ctx);
        FLEET_COMPARE_REL(da.kvReadSeconds, kept * db.kvReadSeconds, 1e-12);
        QCOMPARE(da.weightReadSeconds, db.weightReadSeconds);
        // A prompt of 4,096 tokens: the banded layers compute the band's pairs. Its causal attention on one of the TP 2
        // ranks (32 of the 64 heads of 64): 4 FLOP per pair and head dimension, n²/2 pairs per layer; 18 layers of it
        // whole and 18 of the band.
        const double n = 4096.0, perLayer = 4.0 * 32.0 * 64.0 * 0.5 * n * n;
        const double band = 516096.0 / (0.5 * n * n);
        const DecodeStep pa = prefillStep(with.model, with.hardware, 2, n);
        const DecodeStep pb = prefillStep(without.model, without.hardware, 2, n);
        QVERIFY(pa.attentionComputeSeconds < pb.attentionComputeSeconds);
        FLEET_COMPARE_REL(pb.flopsPerGpu - pa.flopsPerGpu, 18.0 * perLayer * (1.0 - band), 1e-9);
        // Half the prompt from the prefix cache: a banded layer computes band(n) − band(n/2) new pairs, not
        // (1 − 1/4) of its band.
        const double h = 0.5;
        FLEET_COMPARE_REL(kGptOss.newPairShare(n, h),
                          (18.0 + 18.0 * (516096.0 - (128.0 * 2048.0 - 8192.0)) / (0.75 * 0.5 * n * n)) / 36.0, 1e-15);
    }

    // A runtime that holds the banded layers' whole context (serving.windowKv = full: TensorRT-LLM's default) holds
    // what a model without a window holds, and still reads only the window: at 8,192 tokens the batch is the full
    // cache's, the decode step's KV read the kept share's, (18 + 18 · 128 / 8,192) / 36 = 50.78125 %.
    void aRuntimeMayHoldTheWholeContext()
    {
        const ServingSetup full = test::setupOf(gptOss({"serving.windowKv=full"}));
        const ServingSetup window = test::setupOf(gptOss({}));
        const ServingSetup none = test::setupOf(gptOss({"model.slidingWindowLayers=0"}));
        QVERIFY(!full.model.windowKvHeld);
        QVERIFY(window.model.windowKvHeld);
        const double ctx = 8192.0, kept = (18.0 + 18.0 * 128.0 / ctx) / 36.0;
        QCOMPARE(full.model.kvHeldShare(ctx), 1.0);
        QCOMPARE(window.model.kvHeldShare(ctx), kept);
        const ServingCapacity f = servingCapacity(full.model, full.hardware, 2, ctx);
        const ServingCapacity n = servingCapacity(none.model, none.hardware, 2, ctx);
        QCOMPARE(f.kvBytesPerSequencePerGpu, n.kvBytesPerSequencePerGpu);
        QCOMPARE(f.maxBatch, n.maxBatch);
        const DecodeStep df = decodeStep(full.model, full.hardware, 2, 64.0, ctx);
        const DecodeStep dn = decodeStep(none.model, none.hardware, 2, 64.0, ctx);
        FLEET_COMPARE_REL(df.kvReadSeconds, kept * dn.kvReadSeconds, 1e-12);
        // Disaggregated, an 8,000-token prompt hands off what the runtime holds: 1/κ(8,000) = 1.9685 × the window's
        // (the link's latency, a few µs of 1.5 ms, aside).
        const auto handoff = [](const char* held) {
            const Results r = evaluate(gptOss({"serving.disaggregated=true", "serving.inputTokens=8000",
                                               "serving.outputTokens=1000", std::string("serving.windowKv=") + held}),
                                       *test::builtinCatalog());
            return test::valueOf(r, "serving.kv_transfer_s");
        };
        FLEET_COMPARE_REL(handoff("full") / handoff("window"), 36.0 / (18.0 + 18.0 * 128.0 / 8000.0), 0.01);
        // The input refuses what is neither.
        Scenario s;
        const auto err =
            ScenarioSchema::instance().applyAssignment(s, "serving.windowKv=paged", test::builtinCatalog().get());
        QVERIFY(err);
        QVERIFY2(err->find("serving.windowKv") != std::string::npos, err->c_str());
    }

    // Training: the model FLOPs lose 3 · tokens · 18 layers · 2 · s · 64 heads · (64 + 64) · (1 − band share) and the
    // layer's fused attention core is the mean of a full layer's and a banded one's, whose key loop is the window.
    void trainingAttentionIsTheBands()
    {
        // Megatron-Bridge's GPT-OSS 120B run on 64 B200 (tests/data/moe/training.csv): EP 8, micro-batch 4.
        const auto run = [](const char* banded, std::int64_t cp = 1) {
            MeasuredRun m = test::bf16Run("gpt-oss-120b", "dgx-b200", 64, 1280, 4096, "none");
            m.mbs = 4;
            m.ep = 8;
            m.cp = cp;
            Scenario s = test::scenarioOf(m);
            if (auto err = ScenarioSchema::instance().applyAssignment(s, banded, test::builtinCatalog().get()))
                qFatal("%s", err->c_str());
            return test::planRunOf(s);
        };
        const PlanRun with = run("model.slidingWindowLayers=18");
        const PlanRun without = run("model.slidingWindowLayers=0");
        QVERIFY(with.stepped && without.stepped);
        const double s = 4096.0, perTokenCore = 2.0 * s * 64.0 * (64.0 + 64.0);
        const double tokens = with.setup.layout.globalBatch * s;
        const double lost = 3.0 * tokens * 18.0 * perTokenCore * (1.0 - 516096.0 / 8388608.0);
        FLEET_COMPARE_REL(without.step.modelFlops - with.step.modelFlops, lost, 1e-9);
        // The core: a full layer's causal block over s keys, a banded one's band over w keys, each at the fused
        // kernel's rate with its size law (hardware/AttentionBlocks.h).
        const StepHardware& hw = with.setup.hardware;
        const double headsLocal = 4.0 * 64.0, dHead = 64.0, e = hw.activationBytes;
        const double work = 0.5 * 4.0 * headsLocal * s * s * dHead;
        const double read = e * 4.0 * headsLocal * s * dHead / (hw.hbmEfficiency * hw.hbmBytesPerS);
        const double rate = hw.attentionEfficiency * hw.attentionPeakFlops * hw.computeRate;
        const double full = std::max(work / rate * hw.attentionBlocks.causal(s), read);
        const double band = std::max(work * (516096.0 / 8388608.0) / rate * hw.attentionBlocks.causal(128.0), read);
        FLEET_COMPARE_REL(without.step.attentionForward, full, 1e-12);
        FLEET_COMPARE_REL(with.step.attentionForward, 0.5 * full + 0.5 * band, 1e-12);
        QVERIFY(with.step.total < without.step.total);

        // CP 2: a rank holds s/2 queries; its full layers run the causal block over s/2 keys and one full ring block
        // over s/4, its banded ones the band of its queries (half the sequence's) over w keys.
        const PlanRun cp2 = run("model.slidingWindowLayers=18", 2);
        QVERIFY(cp2.stepped);
        QCOMPARE(cp2.setup.layout.cp, 2.0);
        const double sq = s / 2.0, rankWork = 0.5 * 4.0 * headsLocal * sq * s * dHead;
        const double blockRead = read / 2.0;
        const AttentionBlockLaw& law = hw.attentionBlocks;
        const double full2 = std::max(rankWork / 2.0 / rate * law.causal(sq), blockRead) +
                             std::max(rankWork / 2.0 / rate * law.ringFull(s, 2.0), blockRead);
        const double band2 = std::max(rankWork * (516096.0 / 8388608.0) / rate * law.causal(128.0), blockRead);
        FLEET_COMPARE_REL(cp2.step.attentionForward, 0.5 * full2 + 0.5 * band2, 1e-12);
    }

    // A window on no layer changes nothing: a warning naming the key, and the plan is still evaluated.
    void aWindowOnNoLayerIsAWarning()
    {
        const Results r = evaluate(gptOss({"model.slidingWindowLayers=0"}), *test::builtinCatalog());
        QVERIFY(test::hasIssue(r, IssueCode::ModelWindowUnused, Severity::Warning, "model.slidingWindow"));
        QVERIFY(r.value("serving.max_batch").has_value());
    }

    // More banded layers than layers, or banded layers without a window: an error naming the key.
    void badWindowsAreRefused_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("key");
        QTest::newRow("layers beyond the model")
            << "model.slidingWindowLayers=40" << int(IssueCode::ModelWindowLayers) << "model.slidingWindowLayers";
        QTest::newRow("no window") << "model.slidingWindow=0" << int(IssueCode::ModelWindowMissing) << "model.slidingWindow";
    }
    void badWindowsAreRefused()
    {
        QFETCH(QString, set);
        QFETCH(int, code);
        QFETCH(QString, key);
        const Results r = evaluate(gptOss({set.toStdString()}), *test::builtinCatalog());
        QVERIFY2(test::hasIssue(r, static_cast<IssueCode>(code), Severity::Error, qPrintable(key)), qPrintable(set));
    }
};

QTEST_GUILESS_MAIN(TestSlidingWindow)
#include "tst_sliding_window.moc"
