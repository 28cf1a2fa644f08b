// Every contract input key exists, parses with its type and range, and bad values give a message
// that names the key (product.md contract; issue #2 §3).
#include "TestCatalog.h"
#include "scenario/ScenarioSchema.h"
#include "units/Decimal.h"

#include <QTest>

#include <set>

#include <limits>

using namespace fleet;

class TestScenarioSchema : public QObject {
    Q_OBJECT
private slots:
    void decimalParsing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << "0.45" << true << 0.45;
        QTest::newRow("exponent") << "1e9" << true << 1e9;
        QTest::newRow("leading plus") << "+5" << true << 5.0;
        QTest::newRow("negative") << "-2.5E-3" << true << -2.5e-3;
        QTest::newRow("hexadecimal is not decimal") << "0x10" << false << 0.0;
        QTest::newRow("comma decimal") << "0,45" << false << 0.0;
        QTest::newRow("leading blank") << " 1" << false << 0.0;
        QTest::newRow("trailing text") << "12 GPUs" << false << 0.0;
        QTest::newRow("two signs") << "+-5" << false << 0.0;
        QTest::newRow("infinity") << "inf" << false << 0.0;
        QTest::newRow("not a number") << "nan" << false << 0.0;
        QTest::newRow("overflow") << "1e999" << false << 0.0;
        QTest::newRow("empty") << "" << false << 0.0;
    }
    void decimalParsing() // locale-independent (Qt apps take LC_NUMERIC from the environment)
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(double, value);
        const std::optional<double> d = fleet::parseDecimal(text.toStdString());
        QCOMPARE(d.has_value(), ok);
        if (ok)
            QCOMPARE(*d, value);
    }

    void everyContractKeyExists()
    {
        const char* keys[] = {
            "fleet.accelerator", "fleet.node", "fleet.acceleratorsPerNode", "fleet.nodes", "fleet.nodesPerRack",
            "fleet.scaleUpLink", "fleet.scaleOutLink", "fleet.cooling", "fleet.region", "facility.pue",
            "facility.electricityUsdPerKWh", "facility.coolantDeltaT", "fabric.topology", "fabric.switchRadix",
            "fabric.tiers", "fabric.oversubscription", "training.params", "training.tokens", "training.precision",
            "training.mfu", "training.tp", "training.pp", "training.dp", "training.microBatch", "training.seqLen",
            "training.hidden", "training.layers", "training.zeroStage", "training.activationCheckpointing",
            "training.scalingEfficiency", "training.pipelineBubble", "training.checkpointOverhead",
            "training.failureOverhead", "training.maintenanceOverhead", "inference.params", "inference.precision",
            "inference.batch", "inference.contextLen", "reliability.acceleratorMtbfHours", "reliability.nodeMtbfHours",
            "reliability.checkpointWriteSeconds", "reliability.restartSeconds", "reliability.runHours",
            "economics.years", "economics.utilization", "economics.cloudUsdPerAcceleratorHour",
            // added after the contract (issue #3)
            "fleet.hostLink", "fleet.storageBytesPerSecond", "fleet.scaleUpDomain", "training.heads", "training.masterWeights",
            "training.optimizerOffload", "training.bufferBytes", "inference.layers", "inference.kvHeads",
            "inference.headDim", "analysis.messageBytes",
            // added for issue #4
            "facility.wueLPerKWh", "facility.cduCapacityWatts", "reliability.switchMtbfHours",
            "reliability.checkpointIntervalSeconds", "reliability.spares", "reliability.repairHours",
            "reliability.weibullShape", "reliability.monteCarloTrials", "power.averageFraction", "power.capWatts",
            "power.nodeOverheadWatts", "power.useRatedNodePower",
            // added for issue #5
            "facility.marketGCo2ePerKWh", "economics.facilityUsdPerWatt", "economics.installationFraction",
            "economics.maintenanceFraction", "economics.staffUsdPerYear", "training.gradientAccumulation",
            // added for issue #11 (product.md contract additions) and the step-time model
            "training.timeModel", "training.interleave", "training.sequenceParallel", "training.ffnHidden",
            "training.kvHeads", "training.vocab", "training.globalBatch", "training.gatedMlp",
            "training.flashAttention", "training.overlapGradReduce", "training.overlapTpComm",
            // added for issue #14 (serving)
            "inference.hidden", "inference.heads", "serving.inputTokens", "serving.outputTokens", "serving.tp",
            "serving.batch", "serving.kvPrecision", "serving.requestsPerSecond", "serving.ttftSeconds",
            "serving.tpotSeconds",
            // added for issue #13 (node power by generation)
            "power.nodePowerFrom",
            // added for issue 27 (one model per plan; the model keys above are their former names)
            "model.id", "model.params", "model.layers", "model.hidden", "model.heads", "model.kvHeads", "model.headDim",
            "model.ffnHidden", "model.vocab", "model.gatedMlp", "model.tiedEmbeddings", "model.attentionBias",
            "model.mlpBias", "model.qkNorm", "model.attention", "model.qLoraRank", "model.kvLoraRank",
            "model.ropeHeadDim", "model.nopeHeadDim", "model.vHeadDim", "model.experts", "model.expertsPerToken",
            "model.sharedExperts", "model.expertFfnHidden", "model.denseLayers", "serving.model",
            // added for issue 29 (Mixture-of-Experts)
            "model.maxNodesPerToken", "training.cp", "training.ep", "training.moeImbalance", "training.moeDispatcher",
            "training.moeOverlap", "training.pipelineSchedule",
            // added for issue 28 (partial recomputation)
            "training.recomputeLayers", "training.zero3Runtime",
            // added for issue 31 (serving-only plans)
            "training.enabled",
            // added for issue 28 (the runtime's attention kernel)
            "training.attentionKernel",
            // added for issue 29 part 4 (expert parallelism when serving)
            "serving.ep",
            // added for issue 29 part 4 (disaggregated prefill and decode)
            "serving.disaggregated", "serving.prefillTp", "serving.prefillEp", "serving.prefillBatchTokens",
            // added for issue 30 part 1 (context parallelism when serving)
            "serving.cp",
            // added with issue 29's DeepSeek production check (prefix caching when serving)
            "serving.prefixCacheHitRate",
            // added for issue 29 part 1 (multi-token prediction)
            "model.mtpLayers",
            // added for banded (sliding-window) attention (GPT-OSS, Gemma, Mistral)
            "model.slidingWindow", "model.slidingWindowLayers",
            // added for stored-apart routed experts (GPT-OSS's MXFP4 experts)
            "serving.expertPrecision",
            // added with W4A8 experts (GPT-OSS on Blackwell: MXFP4 weights × MXFP8 activations beside BF16 attention)
            "serving.expertCompute",
            // added with the GPT-OSS replay (how the runtime's KV cache holds banded layers)
            "serving.windowKv",
            // added with the busiest attention group (how an EP replica's ranks receive their prompts)
            "serving.promptBalance"};
        std::set<std::string> fields; // every key, or the key a former name now names
        for (const char* k : keys) {
            const FieldSpec* f = ScenarioSchema::instance().field(k);
            QVERIFY2(f, k);
            fields.insert(f->key);
        }
        QCOMPARE(ScenarioSchema::instance().fields().size(), fields.size());
        QCOMPARE(ScenarioSchema::instance().keyAliases().size(), std::size(keys) - fields.size());
    }

    // The model's former keys (training.* and inference.*) name the one model (issue 27): --set and files.
    void formerModelKeysSetTheModel_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::newRow("training.hidden") << "training.hidden=8192" << "model.hidden" << 8192.0;
        QTest::newRow("inference.hidden") << "inference.hidden=4096" << "model.hidden" << 4096.0;
        QTest::newRow("inference.kvHeads") << "inference.kvHeads=8" << "model.kvHeads" << 8.0;
        QTest::newRow("inference.headDim") << "inference.headDim=64" << "model.headDim" << 64.0;
        QTest::newRow("training.params") << "training.params=7e10" << "model.params" << 7e10;
        QTest::newRow("inference.params") << "inference.params=8e9" << "model.params" << 8e9;
    }
    void formerModelKeysSetTheModel()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, key);
        QFETCH(double, value);
        Scenario s;
        const auto err = ScenarioSchema::instance().applyAssignment(s, assignment.toStdString(), nullptr);
        QVERIFY2(!err, err ? err->c_str() : "");
        const FieldValue v = ScenarioSchema::instance().field(key.toStdString())->get(s);
        QCOMPARE(std::holds_alternative<double>(v) ? std::get<double>(v) : static_cast<double>(std::get<std::int64_t>(v)),
                 value);
        QCOMPARE(s.model.id, std::string("custom"));
        // An out-of-range value under the former name names the name written and the key it is now.
        const std::string bad = assignment.section(u'=', 0, 0).toStdString() + "=-5";
        const auto badErr = ScenarioSchema::instance().applyAssignment(s, bad, nullptr);
        QVERIFY(badErr);
        QVERIFY2(badErr->find(assignment.section(u'=', 0, 0).toStdString()) != std::string::npos, badErr->c_str());
        QVERIFY2(badErr->find(key.toStdString()) != std::string::npos, badErr->c_str());
    }

    // Choosing a catalog model fills every model.* field from the row; editing one field makes the model custom.
    void modelIdFillsTheModel()
    {
        const Catalog& c = *test::builtinCatalog();
        Scenario s;
        const auto& schema = ScenarioSchema::instance();
        QVERIFY(!schema.applyAssignment(s, "model.id=llama3-70b", &c));
        QCOMPARE(s.model.id, std::string("llama3-70b"));
        QCOMPARE(s.model.layers, 80); // Dubey et al. 2024 Table 3: 80 layers, 8,192 wide, 64 heads, 8 KV heads
        QCOMPARE(s.model.hidden, 8192);
        QCOMPARE(s.model.heads, 64);
        QCOMPARE(s.model.kvHeads, 8);
        QCOMPARE(s.model.ffnHidden, 28672);
        QCOMPARE(s.model.vocab, 128256);
        QVERIFY(s.model.gatedMlp);
        QCOMPARE(s.model.params, 70.6e9); // the row's stated count (seed L1516)
        QVERIFY(!schema.applyAssignment(s, "model.layers=40", &c));
        QCOMPARE(s.model.id, std::string("custom"));
        QCOMPARE(s.model.hidden, 8192); // the rest stays
        // MoE: DeepSeek-V3's routed experts and latent attention arrive with the id.
        QVERIFY(!schema.applyAssignment(s, "model.id=deepseek-v3", &c));
        QCOMPARE(s.model.experts, 256);
        QCOMPARE(s.model.expertsPerToken, 8);
        QCOMPARE(s.model.sharedExperts, 1);
        QCOMPARE(s.model.denseLayers, 3);
        QCOMPARE(s.model.attention, std::string("mla"));
        QCOMPARE(s.model.kvLoraRank, 512);
        // A library row without a transformer shape (the DLRM) brings its count and keeps the shape fields.
        QVERIFY(!schema.applyAssignment(s, "model.id=dlrm", &c));
        QCOMPARE(s.model.params, 2.5e12); // seed L1075: 10 TB of FP32 embeddings
        QCOMPARE(s.model.layers, 61);     // DeepSeek-V3's, as before
        QVERIFY(!schema.applyAssignment(s, "model.id=deepseek-v3", &c));
        // A typo in the id is refused, nothing changes.
        QVERIFY(schema.applyAssignment(s, "model.id=llama-9000", &c));
        QCOMPARE(s.model.id, std::string("deepseek-v3"));
    }

    void everyKeyRoundTripsThroughItsText()
    {
        const Scenario defaults;
        for (const FieldSpec& f : ScenarioSchema::instance().fields()) {
            const FieldValue v = f.get(defaults);
            const ParseResult r = ScenarioSchema::instance().parse(f.key, toDisplayString(v));
            QVERIFY2(r.value, r.error.c_str());
            QVERIFY2(*r.value == v, f.key.c_str());
        }
    }

    void assignments_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("errorMentions");
        QTest::newRow("scientific notation for parameters") << "training.params=1.75e11" << true << "";
        QTest::newRow("integer written as 1e3") << "fleet.nodes=1e3" << true << "";
        QTest::newRow("flag as true") << "training.masterWeights=false" << true << "";
        QTest::newRow("choice") << "fabric.topology=dragonfly" << true << "";
        QTest::newRow("unknown key") << "fleet.gpus=8" << false << "fleet.gpus";
        QTest::newRow("no equals sign") << "fleet.nodes" << false << "KEY=VALUE";
        QTest::newRow("negative count") << "fleet.nodes=-4" << false << "fleet.nodes";
        QTest::newRow("zero count") << "fleet.nodes=0" << false << "fleet.nodes";
        QTest::newRow("a billion and one nodes") << "fleet.nodes=1000000001" << false << "fleet.nodes";
        QTest::newRow("fractional count") << "fleet.nodes=2.5" << false << "whole number";
        QTest::newRow("NaN") << "training.mfu=nan" << false << "training.mfu";
        QTest::newRow("infinity") << "training.params=inf" << false << "training.params";
        QTest::newRow("MFU above 1") << "training.mfu=1.5" << false << "0.01 to 1";
        QTest::newRow("PUE below 1") << "facility.pue=0.9" << false << "facility.pue";
        QTest::newRow("not a number") << "training.tokens=lots" << false << "training.tokens";
        QTest::newRow("trailing garbage") << "training.tokens=3e11x" << false << "training.tokens";
        QTest::newRow("unknown precision") << "training.precision=fp7" << false << "fp16";
        QTest::newRow("unknown topology") << "fabric.topology=ring" << false << "fat-tree";
        QTest::newRow("bad flag") << "training.masterWeights=maybe" << false << "true or false";
        QTest::newRow("recompute: a former flag value") << "training.activationCheckpointing=true" << true << "";
        QTest::newRow("recompute: selective") << "training.activationCheckpointing=selective" << true << "";
        QTest::newRow("recompute: unknown") << "training.activationCheckpointing=maybe" << false
                                            << "none, selective, full (true = full, false = none)";
        QTest::newRow("unknown accelerator id") << "fleet.accelerator=h900" << false << "h900";
        QTest::newRow("known accelerator id") << "fleet.accelerator=known-chip" << true << "";
        QTest::newRow("node auto") << "fleet.node=auto" << true << "";
    }
    void assignments()
    {
        QFETCH(QString, assignment);
        QFETCH(bool, ok);
        QFETCH(QString, errorMentions);
        Catalog c;
        Accelerator a;
        a.id = "known-chip";
        c.accelerators.push_back(a);
        Scenario s;
        const Scenario before = s;
        const auto err = ScenarioSchema::instance().applyAssignment(s, assignment.toStdString(), &c);
        QCOMPARE(!err.has_value(), ok);
        if (!ok) {
            QVERIFY2(QString::fromStdString(*err).contains(errorMentions), err->c_str());
            QVERIFY2(s == before, "a rejected assignment must not change the scenario");
        }
    }

    void validateFlagsEveryBadReference()
    {
        Catalog empty;
        Scenario s;
        const auto issues = ScenarioSchema::instance().validate(s, empty);
        // accelerator, scaleUpLink, scaleOutLink, hostLink, cooling, region (node is "auto")
        QCOMPARE(issues.size(), size_t(6));
        for (const Issue& i : issues)
            QVERIFY2(QString::fromStdString(i.message()).contains(QString::fromStdString(i.key)), i.message().c_str());
    }

    // validate() tests values in place and asks check() only about the ones it does not pass: for a scenario
    // with any one field broken (NaN, out of range, not a choice, an unknown, empty or "auto" id) its issues are
    // exactly check()'s over every field, with check()'s messages.
    void validateAgreesWithCheck()
    {
        const ScenarioSchema& schema = ScenarioSchema::instance();
        Catalog c;
        Accelerator a;
        a.id = "known-chip";
        c.accelerators.push_back(a);
        const auto expected = [&](const Scenario& s) {
            std::vector<std::pair<std::string, std::string>> out;
            for (const FieldSpec& f : schema.fields())
                if (auto err = schema.check(f, f.get(s), &c))
                    out.emplace_back(f.key, *err);
            return out;
        };
        const auto actual = [&](const Scenario& s) {
            std::vector<std::pair<std::string, std::string>> out;
            for (const Issue& i : schema.validate(s, c))
                out.emplace_back(i.key, i.message());
            return out;
        };
        int broken = 0;
        for (const FieldSpec& f : schema.fields()) {
            std::vector<FieldValue> bad;
            switch (f.type) {
            case FieldType::Real:
                bad = {std::numeric_limits<double>::quiet_NaN(), f.max * 2.0 + 1.0, f.min - 1.0};
                break;
            case FieldType::Integer:
                bad = {std::int64_t(f.min) - 1, f.max < 9e18 ? std::int64_t(f.max) + 1 : std::int64_t(f.min) - 2};
                break;
            case FieldType::Flag:
                break;
            case FieldType::Text:
                bad = {std::string("no-such-choice"), std::string(), std::string("auto")};
                break;
            }
            for (const FieldValue& v : bad) {
                Scenario s;
                f.setUnchecked(s, v);
                const auto want = expected(s);
                QCOMPARE(actual(s), want);
                broken += want.size() > 6 ? 1 : 0; // more than the default's six unknown catalog ids
            }
        }
        QVERIFY(broken > 50);
    }
};

QTEST_APPLESS_MAIN(TestScenarioSchema)
#include "tst_scenario_schema.moc"
