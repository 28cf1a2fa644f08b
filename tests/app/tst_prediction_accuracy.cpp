// An accuracy band on every predicted headline (issue 28 part 4): the regime a plan falls in picks the validation set
// whose replay measured it (the replay tests assert each set's published figures: tests/common/MeasurementCsv.h
// checkPublished), or says "extrapolated" and why; the band reaches the derivations, `eval --json` and the Summary.
#include "CliRun.h"
#include "TestCatalog.h"
#include "TestPresets.h"

#include "evaluate/Evaluate.h"
#include "models/Summary.h"
#include "scenario/ScenarioSchema.h"
#include "validation/PredictionAccuracy.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace fleet;

namespace {

QString setOf(const PredictionAccuracy& a)
{
    return a.set ? QString::fromStdString(std::string(a.set->id)) : QStringLiteral("extrapolated");
}

} // namespace

class TestPredictionAccuracy : public QObject {
    Q_OBJECT

private slots:
    // Which set each regime takes: presets (their accelerators, MoE, CP, sequence length) and edits of them.
    void regimes_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("set");
        QTest::addColumn<QString>("training");
        QTest::addColumn<QString>("serving");
        QTest::newRow("archetype A: dense H100") << "archetype-a-llm-training" << QStringList{} << "h100-dense"
                                                 << "serving-latency";
        QTest::newRow("MLPerf 405B: CP 2 on H100") << "llama31-405b-mlperf-h100" << QStringList{} << "h100-cp"
                                                   << "serving-latency";
        QTest::newRow("Llama 3 405B 128K") << "llama3-405b-longcontext" << QStringList{} << "h100-long"
                                           << "serving-latency";
        QTest::newRow("DeepSeek-V3 on H800: MoE, MLA") << "deepseek-v3-h800" << QStringList{} << "moe" << "extrapolated";
        QTest::newRow("A100 Megatron") << "archetype-a-llm-training"
                                       << QStringList{"fleet.accelerator=a100-sxm-80gb", "fleet.node=auto"}
                                       << "a100-megatron" << "serving-latency";
        QTest::newRow("A100 DeepSpeed ZeRO-3") << "archetype-a-llm-training"
                                               << QStringList{"fleet.accelerator=a100-sxm-80gb", "fleet.node=auto",
                                                              "training.zeroStage=3", "training.zero3Runtime=deepspeed"}
                                               << "a100-zero3" << "serving-latency";
        QTest::newRow("B200 dense") << "archetype-a-llm-training"
                                    << QStringList{"fleet.accelerator=b200", "fleet.node=auto"} << "b200-dense"
                                    << "extrapolated";
        QTest::newRow("GB200 NVFP4: the NVL72 set") << "archetype-a-llm-training"
                                                    << QStringList{"fleet.accelerator=gb200", "fleet.node=auto",
                                                                   "training.precision=nvfp4"}
                                                    << "nvl72-dense" << "extrapolated";
        QTest::newRow("GB200 BF16: the B200 set, not the recipes' NVL72 set")
            << "archetype-a-llm-training" << QStringList{"fleet.accelerator=gb200", "fleet.node=auto"} << "b200-dense"
            << "extrapolated";
        QTest::newRow("B200 NVFP4: no measurement") << "archetype-a-llm-training"
                                                    << QStringList{"fleet.accelerator=b200", "fleet.node=auto",
                                                                   "training.precision=nvfp4"}
                                                    << "extrapolated" << "extrapolated";
        QTest::newRow("MI300X: no measurement") << "archetype-a-llm-training"
                                                << QStringList{"fleet.accelerator=mi300x", "fleet.node=auto"}
                                                << "extrapolated" << "extrapolated";
    }
    void regimes()
    {
        QFETCH(QString, preset);
        QFETCH(QStringList, set);
        QFETCH(QString, training);
        QFETCH(QString, serving);
        Scenario s = test::presetScenario(preset);
        for (const QString& a : set)
            QVERIFY(!ScenarioSchema::instance().applyAssignment(s, a.toStdString(), test::builtinCatalog().get()));
        QCOMPARE(setOf(accuracyOf(s, "training.step_s")), training);
        QCOMPARE(setOf(accuracyOf(s, "training.predicted_mfu")), training);
        const QString servingTokens = serving == QLatin1String("serving-latency") ? QStringLiteral("serving-throughput")
                                                                                 : serving;
        QCOMPARE(setOf(accuracyOf(s, "serving.tokens_per_s")), servingTokens);
        QCOMPARE(setOf(accuracyOf(s, "serving.tpot_s")), serving);
        // An extrapolated band says why.
        if (training == QLatin1String("extrapolated"))
            QVERIFY(!accuracyOf(s, "training.step_s").extrapolated.empty());
    }

    // A served Mixture-of-Experts model's decode step takes the GPT-OSS decode set on the accelerators it measured,
    // also when the served model is a catalog one (serving.model) and the plan's model is dense; its throughput and
    // prefill keep the dense sets (B200: none); EP, a dense model, an unmeasured accelerator do not take it. Its tokens/s
    // take the GPT-OSS throughput set (with EP: TensorRT-LLM's rows run it).
    void moeDecodeRegime_data()
    {
        QTest::addColumn<QStringList>("set");
        QTest::addColumn<QString>("decode");
        QTest::addColumn<QString>("tpot");
        QTest::addColumn<QString>("tokens");
        const QStringList gptOss{"model.id=gpt-oss-120b", "serving.ep=1", "serving.model=same"};
        QTest::newRow("GPT-OSS on H100") << gptOss << "moe-decode" << "moe-decode" << "moe-throughput";
        QTest::newRow("GPT-OSS on B200") << (gptOss + QStringList{"fleet.accelerator=b200", "fleet.node=auto"})
                                         << "moe-decode" << "moe-decode" << "moe-throughput";
        QTest::newRow("served from the catalog")
            << QStringList{"model.id=llama3-70b", "serving.model=gpt-oss-120b", "serving.ep=1"} << "moe-decode"
            << "moe-decode" << "moe-throughput";
        QTest::newRow("DeepSeek-V3 served by name: latent attention")
            << QStringList{"serving.model=deepseek-v3", "serving.tp=8", "serving.ep=8"} << "extrapolated"
            << "extrapolated" << "extrapolated";
        QTest::newRow("disaggregated: TPOT adds the hand-off")
            << (gptOss + QStringList{"serving.disaggregated=true"}) << "moe-decode" << "extrapolated"
            << "extrapolated";
        QTest::newRow("Mixtral, EP 2") << QStringList{"serving.ep=2"} << "extrapolated" << "extrapolated"
                                       << "moe-throughput";
        QTest::newRow("GPT-OSS on MI300X") << (gptOss + QStringList{"fleet.accelerator=mi300x", "fleet.node=auto"})
                                           << "extrapolated" << "extrapolated" << "extrapolated";
        QTest::newRow("dense Llama 3 70B") << QStringList{"model.id=llama3-70b", "serving.ep=1", "serving.model=same"}
                                           << "serving-latency" << "serving-latency" << "serving-throughput";
    }
    void moeDecodeRegime()
    {
        QFETCH(QStringList, set);
        QFETCH(QString, decode);
        QFETCH(QString, tpot);
        QFETCH(QString, tokens);
        Scenario s = test::presetScenario(QStringLiteral("mixtral-8x7b-serving"));
        for (const QString& a : set)
            QVERIFY2(!ScenarioSchema::instance().applyAssignment(s, a.toStdString(), test::builtinCatalog().get()),
                     qPrintable(a));
        for (const Detail detail : {Detail::Derivations, Detail::Values}) { // the same regime either way
            const Results r = evaluate(s, *test::builtinCatalog(), detail);
            QCOMPARE(setOf(accuracyOf(s, "serving.decode_step_s", &r)), decode);
            QCOMPARE(setOf(accuracyOf(s, "serving.tpot_s", &r)), tpot);
            QCOMPARE(setOf(accuracyOf(s, "serving.tokens_per_s", &r)), tokens);
        }
    }

    // Every evaluation records the models as it resolved them (Results::regime()): values alone say which attention a
    // catalog model named by serving.model has, as derivations do. Without an evaluation a catalog model named by
    // serving.model is not known: extrapolated, saying why; the plan's own model is known from the plan.
    void valuesAloneKnowTheServedModel()
    {
        Scenario s = test::presetScenario(QStringLiteral("mixtral-8x7b-serving"));
        for (const char* a : {"model.id=llama3-70b", "serving.model=gpt-oss-120b", "serving.ep=1"})
            QVERIFY(!ScenarioSchema::instance().applyAssignment(s, a, test::builtinCatalog().get()));
        const Results values = evaluate(s, *test::builtinCatalog(), Detail::Values);
        QVERIFY(values.regime().known);
        QVERIFY(values.regime().servedMoe);
        QVERIFY(!values.regime().servedLatent);
        QVERIFY(!values.regime().trainedMoe); // the plan trains Llama 3 70B
        QCOMPARE(setOf(accuracyOf(s, "serving.tpot_s", &values)), QStringLiteral("moe-decode"));
        QCOMPARE(setOf(accuracyOf(s, "serving.tokens_per_s", &values)), QStringLiteral("moe-throughput"));
        // DeepSeek-V3 by name on 8 H200 (TP 8, EP 1: it fits): latent attention, known from values too.
        Scenario mla = test::presetScenario(QStringLiteral("mixtral-8x7b-serving"));
        for (const char* a : {"fleet.accelerator=h200-sxm", "fleet.node=auto", "serving.model=deepseek-v3",
                              "serving.tp=8", "serving.ep=1"})
            QVERIFY(!ScenarioSchema::instance().applyAssignment(mla, a, test::builtinCatalog().get()));
        const Results mlaValues = evaluate(mla, *test::builtinCatalog(), Detail::Values);
        QVERIFY(mlaValues.regime().servingEvaluated);
        QVERIFY(mlaValues.regime().servedLatent);
        QVERIFY(mlaValues.value("serving.batch").value_or(0.0) >= 1.0);
        const PredictionAccuracy latent = accuracyOf(mla, "serving.decode_step_s", &mlaValues);
        QCOMPARE(setOf(latent), QStringLiteral("extrapolated"));
        QVERIFY2(QString::fromStdString(latent.extrapolated.str()).contains(QStringLiteral("latent")),
                 latent.extrapolated.str().c_str());
        // GPT-OSS's MXFP4 experts beside BF16 on B200 run dequantizing kernels no catalog row measures.
        Scenario b200 = test::presetScenario(QStringLiteral("mixtral-8x7b-serving"));
        for (const char* a : {"model.id=gpt-oss-120b", "serving.model=same", "serving.ep=1", "fleet.accelerator=b200",
                              "fleet.node=auto", "inference.precision=bf16", "serving.expertPrecision=mxfp4"})
            QVERIFY(!ScenarioSchema::instance().applyAssignment(b200, a, test::builtinCatalog().get()));
        const Results b200Values = evaluate(b200, *test::builtinCatalog(), Detail::Values);
        QVERIFY(b200Values.regime().servedDequantUnmeasured);
        const PredictionAccuracy dequant = accuracyOf(b200, "serving.tpot_s", &b200Values);
        QVERIFY2(QString::fromStdString(dequant.extrapolated.str()).contains(QStringLiteral("weight_only_gemm_share")),
                 dequant.extrapolated.str().c_str());
        // No evaluation: serving.model's catalog model is not known.
        const PredictionAccuracy p = accuracyOf(s, "serving.tpot_s");
        QCOMPARE(setOf(p), QStringLiteral("extrapolated"));
        QVERIFY2(QString::fromStdString(p.extrapolated.str()).contains(QStringLiteral("serving.model")),
                 p.extrapolated.str().c_str());
        Scenario own = test::presetScenario(QStringLiteral("mixtral-8x7b-serving"));
        QVERIFY(!ScenarioSchema::instance().applyAssignment(own, "model.id=gpt-oss-120b", test::builtinCatalog().get()));
        QVERIFY(!ScenarioSchema::instance().applyAssignment(own, "serving.ep=1", test::builtinCatalog().get()));
        QCOMPARE(setOf(accuracyOf(own, "serving.tpot_s")), QStringLiteral("moe-decode"));
        // Training: the DeepSeek-V3 preset's experts, as the evaluation counted them.
        const Scenario deepseek = test::presetScenario(QStringLiteral("deepseek-v3-h800"));
        const Results trained = evaluate(deepseek, *test::builtinCatalog(), Detail::Values);
        QVERIFY(trained.regime().trainedMoe);
    }

    // The derivation of each predicted headline carries the band; other results do not.
    void derivationsCarryTheBand()
    {
        const Scenario s = test::presetScenario(QStringLiteral("archetype-a-llm-training"));
        const Results r = evaluate(s, *test::builtinCatalog(), Detail::Derivations);
        const Derivation* step = r.derivation("training.step_s");
        QVERIFY(step);
        QCOMPARE(QString::fromStdString(step->accuracy.str()),
                 QStringLiteral("validation: ±6.6 % mean, 11.1 % worst over 10 runs of NVIDIA's dense H100 training "
                                "tables (NeMo, Megatron-Bridge)"));
        const Derivation* facility = r.derivation("power.facility_w");
        QVERIFY(facility);
        QVERIFY(facility->accuracy.empty());
        const Scenario serving = test::presetScenario(QStringLiteral("llama2-70b-mlperf-offline"));
        const Results rs = evaluate(serving, *test::builtinCatalog(), Detail::Derivations);
        const Derivation* tpot = rs.derivation("serving.tpot_s");
        QVERIFY(tpot);
        QVERIFY2(tpot->accuracy.find("15 runs of serving latency") != std::string::npos, tpot->accuracy.c_str());
    }

    // `eval --json`: an "accuracy" object with one band per predicted headline present.
    void jsonHasTheBands()
    {
        const test::CliRun run = test::runCli({"eval", "--preset", "deepseek-v3-h800", "--json"});
        QCOMPARE(run.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const QJsonObject acc = o.value(QStringLiteral("accuracy")).toObject();
        const QJsonObject step = acc.value(QStringLiteral("training.step_s")).toObject();
        QCOMPARE(step.value(QStringLiteral("set")).toString(), QStringLiteral("moe"));
        QCOMPARE(step.value(QStringLiteral("runs")).toInt(), validationSet("moe")->runs);
        QCOMPARE(step.value(QStringLiteral("worst_error")).toDouble(), validationSet("moe")->worstError);
        const QJsonObject tpot = acc.value(QStringLiteral("serving.tpot_s")).toObject();
        QCOMPARE(tpot.value(QStringLiteral("extrapolated")).toString(),
                 QStringLiteral("no serving measurement of this accelerator"));
        for (const QString& key : acc.keys())
            QVERIFY2(o.contains(key), qPrintable(key)); // only for results present
    }

    // The Summary's predicted time says its band in its tooltip (the predicted mode's training.wall_s).
    void summaryTooltip()
    {
        const Scenario s = test::presetScenario(QStringLiteral("archetype-a-llm-training"));
        const app::Summary sum = app::buildSummary(s, evaluate(s, *test::builtinCatalog(), Detail::Derivations));
        bool found = false;
        for (const app::SummaryItem& i : sum.items)
            if (i.key == QLatin1String("training.wall_s")) {
                found = true;
                QVERIFY2(i.accuracy.contains(QStringLiteral("10 runs")), qPrintable(i.accuracy));
            }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestPredictionAccuracy)
#include "tst_prediction_accuracy.moc"
