// Every contract input key exists, parses with its type and range, and bad values give a message
// that names the key (product.md contract; issue #2 §3).
#include "scenario/ScenarioSchema.h"
#include "units/Decimal.h"

#include <QTest>

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
            "power.nodePowerFrom"};
        for (const char* k : keys)
            QVERIFY2(ScenarioSchema::instance().field(k), k);
        QCOMPARE(ScenarioSchema::instance().fields().size(), std::size(keys));
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
