// The Mixture-of-Experts step (issue 29) against every published MoE training measurement in the repository:
// tests/data/moe/training.csv (../shared/data/moe-longcontext-measurements.md parts A and B), replayed through
// evaluate() with the catalog's constants (GEMM efficiencies, all-to-all bandwidth per link and dispatcher) and
// never a per-row constant. Prints the error table docs/models.md quotes and asserts each set's band.
#include "MeasuredRun.h"
#include "MeasurementCsv.h"
#include "PlanRunOf.h"
#include "TestCatalog.h"
#include "TestPresets.h"
#include "Tolerance.h"

#include "evaluate/Evaluate.h"
#include "scenario/ScenarioSchema.h"
#include "training/StepModel.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <map>

using namespace fleet;
using fleet::test::MeasuredRun;
using fleet::test::scenarioOf;

namespace {

struct Row {
    QString set, label;
    QStringList c; // the columns
    double measured = 0;
};

QList<Row> rows()
{
    QList<Row> out;
    for (const QStringList& c : test::measurementRows(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/moe/training.csv"), 21))
        out.push_back({c[0], c[1], c, c[19].toDouble()});
    return out;
}

// The row as a measured run (columns: see tests/data/moe/training.csv).
MeasuredRun runOf(const Row& r)
{
    const QStringList& c = r.c;
    const auto n = [](const QString& v) { return v.toLongLong(); };
    MeasuredRun m;
    m.model = c[2].toStdString();
    m.node = c[3].toStdString();
    m.gpus = 8 * n(c[4]);
    m.precision = c[5].toStdString();
    m.gbs = n(c[6]);
    m.mbs = n(c[7]);
    m.seq = n(c[8]);
    m.tp = n(c[9]);
    m.pp = n(c[10]);
    m.vp = n(c[11]);
    m.ep = n(c[12]);
    m.dispatcher = c[13].toStdString();
    m.moeOverlap = c[14] == QStringLiteral("1");
    m.schedule = c[15].toStdString();
    m.moeImbalance = c[16].toDouble();
    m.zero = n(c[17]);
    m.recompute = c[18].toStdString();
    return m;
}

struct Prediction {
    double tokensPerGpu = 0, step = 0, epComm = 0, mfu = 0;
    std::string recompute;
};

Prediction predict(const Row& r)
{
    const Scenario s = scenarioOf(runOf(r));
    const Results res = evaluate(s, *test::builtinCatalog(), Detail::Values);
    const auto step = res.value("training.step_s");
    if (!step) {
        for (const Issue& i : res.issues())
            if (i.severity == Severity::Error)
                qWarning("%s: %s", qPrintable(r.label), i.message().c_str());
        qFatal("no step for %s", qPrintable(r.label));
    }
    const double gpus = static_cast<double>(s.acceleratorCount());
    const double tokens = static_cast<double>(s.training.globalBatch * s.training.seqLen);
    return {tokens / *step / gpus, *step, res.value("training.step_ep_comm_s").value_or(0.0),
            res.value("training.predicted_mfu").value_or(0.0), s.training.activationCheckpointing};
}

} // namespace

class TestMoeStep : public QObject {
    Q_OBJECT
private slots:
    // The table docs/models.md quotes, and each set's band.
    void measurements()
    {
        test::ErrorBands bands;
        for (const Row& r : rows()) {
            const Prediction p = predict(r);
            const double err = p.tokensPerGpu / r.measured - 1.0;
            qInfo("%-14s %-48s measured %6.0f  predicted %6.0f tok/s/GPU  %+6.1f %%  (step %.2f s, EP a2a %.2f s, "
                  "MFU %.1f %%, recompute %s)",
                  qPrintable(r.set), qPrintable(r.label), r.measured, p.tokensPerGpu, 100.0 * err, p.step, p.epComm,
                  100.0 * p.mfu, p.recompute.c_str());
            bands.add(r.set, err);
        }
        bands.print();
        bands.checkPublished("moe", {"bridge", "bridge-26", "deepseek", "qwen-layouts"});
    }

    // Where the model holds today (docs/models.md "Mixture-of-Experts step"): the large models on H100 — DeepSeek-V3
    // and Qwen3-235B-A22B in Megatron-Bridge's table and the five Qwen3-235B layouts — within 35 % each (the issue's
    // target is 20 %), but DeepSeek-V3 in Megatron-Bridge 25.09 within 40 % (-36.5 % today): its pipeline layout
    // "Et|(tt|)*30mL" gives the embedding and the loss a layer's place each, so its last stage runs 6 decoder layers
    // beside the MTP module where the model puts 7 (not modelled). The small models (Qwen3-30B-A3B, GPT-OSS 120B) and
    // the 8-GPU B200 rows of 25.11 are predicted up to 114 % too fast: not asserted, listed in the docs as the open gap.
    void largeModelsOnH100_data()
    {
        QTest::addColumn<int>("row");
        int i = 0;
        for (const Row& r : rows()) {
            if (r.c[3] == QStringLiteral("dgx-h100") && r.c[2] != QStringLiteral("qwen3-30b-a3b") &&
                r.c[2] != QStringLiteral("gpt-oss-120b"))
                QTest::newRow(qPrintable(r.label)) << i;
            ++i;
        }
    }
    void largeModelsOnH100()
    {
        QFETCH(int, row);
        const Row r = rows().at(row);
        const Prediction p = predict(r);
        const bool stagedLoss = r.c[2] == QStringLiteral("deepseek-v3") && r.set == QStringLiteral("bridge");
        FLEET_COMPARE_REL(p.tokensPerGpu, r.measured, stagedLoss ? 0.40 : 0.35);
    }

    // The issue's check: DeepSeek-V3 on 2,048 H800 with the report's layout within 15 % of 1,543 tokens/s per GPU
    // (180 K GPU-hours per trillion tokens, restarts included: the measured rate is a floor of the running one).
    void deepSeekReportRun()
    {
        int checked = 0;
        for (const Row& r : rows())
            if (r.set == QStringLiteral("deepseek")) {
                FLEET_COMPARE_REL(predict(r).tokensPerGpu, 1543.0, 0.15);
                ++checked;
            }
        QCOMPARE(checked, 1);
    }

    // What the layouts of part B measured, in the direction they measured it: overlapping the all-to-all with
    // another micro-batch beats the same layout without (17.6 s vs 19.7 s), and TP 4 × EP 8 is the slowest of
    // the pipelined layouts (29.0 s).
    void layoutsMoveTheWayTheyMeasured()
    {
        std::map<QString, double> t;
        for (const Row& r : rows())
            if (r.set == QStringLiteral("qwen-layouts"))
                t[r.label] = predict(r).step;
        QVERIFY(t.at(QStringLiteral("TP2 EP32 PP8 VPP4 DeepEP + 1F1B A2A overlap")) <
                t.at(QStringLiteral("TP2 EP32 PP8 VPP4 DeepEP")));
        QVERIFY(t.at(QStringLiteral("TP4 EP8 PP8")) > t.at(QStringLiteral("TP2 EP32 PP8 VPP4 DeepEP")));
    }

    // The all-to-all is over the tier the placement rule gives: EP 8 of TP 1 stays inside a DGX H100's NVLink;
    // EP 64 spans 8 nodes and crosses the fabric, where it costs far more per layer.
    void allToAllFollowsThePlacement()
    {
        Row inside = rows().at(0);
        const double across = predict(inside).epComm;
        inside.c[12] = QStringLiteral("8"); // EP 8 of TP 2: 16 consecutive ranks, two nodes
        const double fewer = predict(inside).epComm;
        QVERIFY2(across > 2.0 * fewer, qPrintable(QStringLiteral("%1 vs %2").arg(across).arg(fewer)));
        QVERIFY(fewer > 0.0);
    }

    // DeepSeek-V3's multi-token-prediction module on the report's layout (PP 16): its MoE layer takes one of the 64
    // layer places (61 + 1 still 4 per stage); the last stage adds, per micro-batch, the 2h → h projection (a forward
    // GEMM of 2 · 4,096 · 14,336 · 7,168 FLOP and two backward ones) and the logits and loss again. The model FLOPs
    // grow by 3 × 62.9 M tokens × (2 · (187,107,328 MLA + 9 · 3 · 7168 · 2048 + 7168 · 256 router + 2 · 7168²)
    // + 2 · 4096 · 128 · 320 core + 2 · 7168 · 129,280 logits); the module's 11.61 B parameters join the gradients.
    void multiTokenPredictionOnTheLastStage()
    {
        auto scenario = [](const char* mtp) {
            Scenario s = test::presetScenario(QStringLiteral("deepseek-v3-h800"));
            if (auto err = ScenarioSchema::instance().applyAssignment(s, mtp, test::builtinCatalog().get()))
                qFatal("%s", err->c_str());
            return s;
        };
        const PlanRun with = test::planRunOf(scenario("model.mtpLayers=1"));
        const PlanRun without = test::planRunOf(scenario("model.mtpLayers=0"));
        QVERIFY(with.stepped && without.stepped);
        QCOMPARE(with.setup.shape.mtpLayers, 1.0);
        QCOMPARE(with.step.stageLayersMax, 4.0);
        QCOMPARE(without.step.stageLayersMax, 4.0);
        QCOMPARE(without.step.mtpPerMicroBatch, 0.0);
        const StepHardware& hw = with.setup.hardware;
        QCOMPARE(with.setup.layout.microBatch, 1.0);
        const double F = 2.0 * 4096.0 * 14336.0 * 7168.0;
        const double projection = 3.0 * F / (gemmEfficiencyAt(F, hw.gemmEfficiency, hw.gemmHalfFlop) * hw.peakFlops * hw.computeRate);
        FLEET_COMPARE_REL(with.step.mtpPerMicroBatch, projection + with.step.logitsPerMicroBatch, 1e-12);
        FLEET_COMPARE_REL(with.step.compute - without.step.compute,
                          with.setup.layout.microBatches * with.step.mtpPerMicroBatch, 1e-9);
        const double perTokenForward = 2.0 * (187107328.0 + 9.0 * 3.0 * 7168.0 * 2048.0 + 7168.0 * 256.0 +
                                              2.0 * 7168.0 * 7168.0) +
                                       2.0 * 4096.0 * 128.0 * 320.0 + 2.0 * 7168.0 * 129280.0;
        FLEET_COMPARE_REL(with.step.modelFlops - without.step.modelFlops, 3.0 * 15360.0 * 4096.0 * perTokenForward, 1e-9);
        FLEET_COMPARE_REL(with.setup.shape.params - without.setup.shape.params, 11610067968.0, 2e-3);
    }

    // Where the split leaves free places the modules take them; else layers and modules spread as evenly as a layout
    // can. Llama 3.1 405B on PP 8 × VP 8: 126 layers fill 8 · ⌈126/64⌉ = 16 places per stage with 2 free; modules
    // 1 and 2 fit, a third makes ⌈129/8⌉ = 17. The MTP layer of a dense model is a dense layer.
    void multiTokenPredictionTakesFreePlaces()
    {
        for (const auto& [k, expected] : std::vector<std::pair<int, double>>{{0, 16.0}, {1, 16.0}, {2, 16.0}, {3, 17.0}}) {
            Scenario s = test::presetScenario(QStringLiteral("llama31-405b-mlperf-h100"));
            const std::string a = "model.mtpLayers=" + std::to_string(k);
            if (auto err = ScenarioSchema::instance().applyAssignment(s, a, test::builtinCatalog().get()))
                qFatal("%s", err->c_str());
            const PlanRun run = test::planRunOf(s);
            QVERIFY(run.stepped);
            QCOMPARE(run.setup.layout.interleave, 8.0);
            QCOMPARE(run.step.stageLayersMax, expected);
            QCOMPARE(run.step.moeLayersMax, 0.0);
        }
    }

    // A dense model has no all-to-all and cannot take EP > 1; EP must divide the experts and TP × DP.
    void badExpertLayoutsAreRefused()
    {
        Row r = rows().at(0);
        r.c[12] = QStringLiteral("48"); // 256 experts: not a multiple of 48
        const Scenario s = scenarioOf(runOf(r));
        const Results res = evaluate(s, *test::builtinCatalog(), Detail::Values);
        bool named = false;
        for (const Issue& i : res.issues())
            named = named || (i.key == "training.ep" && i.severity == Severity::Error);
        QVERIFY(named);
    }
};

QTEST_GUILESS_MAIN(TestMoeStep)
#include "tst_moe_step.moc"
