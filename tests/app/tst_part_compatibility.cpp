// Part compatibility (issue 13, item 4): parts that resolve but do not belong together are Warning issues that
// name the input key and the fix — a scale-up link the accelerator does not have, NVLink or PCIe as the
// scale-out link, a node for another accelerator or count; `fleet.node = auto` says what it resolved to; and
// the cooling warning and the Summary's cooling constraint appear only when the chosen cooling falls short
// (a 35 kW rack under direct-liquid cooling is no constraint). None of these fires on the built-in presets.
#include "TestCatalog.h"
#include "TestPresets.h"
#include "evaluate/Evaluate.h"
#include "models/Summary.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QTest>

namespace {

const char* const kPartKeys[] = {"fleet.scaleUpLink", "fleet.scaleOutLink", "fleet.node", "fleet.acceleratorsPerNode",
                                 "fleet.cooling"};

fleet::Results evaluateWith(const QStringList& sets)
{
    fleet::Scenario s = fleet::test::presetScenario(QStringLiteral("book-175b-h100"));
    const auto c = fleet::test::builtinCatalog();
    for (const QString& a : sets)
        if (const auto err = fleet::ScenarioSchema::instance().applyAssignment(s, a.toStdString(), c.get()))
            qFatal("%s", err->c_str());
    return fleet::evaluate(s, *c, fleet::Detail::Values);
}

// The issues of `severity` on `key`, joined.
QString issuesOn(const fleet::Results& r, const char* key, fleet::Severity severity)
{
    QStringList out;
    for (const fleet::Issue& i : r.issues())
        if (i.key == key && i.severity == severity)
            out << QString::fromStdString(i.message());
    return out.join(QStringLiteral(" | "));
}

} // namespace

class TestPartCompatibility : public QObject {
    Q_OBJECT
private slots:
    void wrongPartsWarn_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("words"); // each must be in the warning: what is wrong and the fix
        QTest::newRow("B200 keeps nvlink4") << QStringList{"fleet.accelerator=b200"} << "fleet.scaleUpLink"
                                            << QStringList{"does not have nvlink4", "set fleet.scaleUpLink to nvlink5"};
        QTest::newRow("V100 keeps nvlink4") << QStringList{"fleet.accelerator=v100-sxm2"} << "fleet.scaleUpLink"
                                            << QStringList{"does not have nvlink4", "set fleet.scaleUpLink to nvlink2"};
        QTest::newRow("H100 on nvlink5") << QStringList{"fleet.scaleUpLink=nvlink5"} << "fleet.scaleUpLink"
                                         << QStringList{"does not have nvlink5", "set fleet.scaleUpLink to nvlink4"};
        QTest::newRow("MI300X on NVLink") << QStringList{"fleet.accelerator=mi300x"} << "fleet.scaleUpLink"
                                          << QStringList{"NVIDIA's link", "AMD Instinct MI300X is not an NVIDIA accelerator", "fleet.acceleratorsPerNode to 1"};
        QTest::newRow("NVLink as scale-out")
            << QStringList{"fleet.scaleOutLink=nvlink4"} << "fleet.scaleOutLink"
            << QStringList{"scale-up link inside a node", "set fleet.scaleOutLink to an InfiniBand or Ethernet link such as ib-ndr"};
        QTest::newRow("PCIe as scale-out") << QStringList{"fleet.scaleOutLink=pcie-gen5-x16"} << "fleet.scaleOutLink"
                                           << QStringList{"host link inside a node", "such as ib-ndr"};
        QTest::newRow("V100 with PCIe as scale-out: its node's link")
            << QStringList{"fleet.accelerator=v100-sxm2", "fleet.scaleUpLink=nvlink2", "fleet.scaleOutLink=pcie-gen4-x16"}
            << "fleet.scaleOutLink" << QStringList{"such as ib-edr"};
        QTest::newRow("auto with 4 per node") << QStringList{"fleet.acceleratorsPerNode=4"} << "fleet.node"
                                              << QStringList{"auto resolved to a Generic 4×", "dgx-h100 holds 8, not 4",
                                                             "set fleet.acceleratorsPerNode to 8"};
        QTest::newRow("a B200 node for H100") << QStringList{"fleet.node=dgx-b200"} << "fleet.node"
                                              << QStringList{"dgx-b200 holds b200", "set fleet.node to auto"};
        QTest::newRow("air for a 35 kW rack") << QStringList{"fleet.cooling=air"} << "fleet.cooling"
                                              << QStringList{"35.1 kW rack exceeds the 30.0 kW", "would suffice"};
    }
    void wrongPartsWarn()
    {
        QFETCH(QStringList, sets);
        QFETCH(QString, key);
        QFETCH(QStringList, words);
        const fleet::Results r = evaluateWith(sets);
        const QString w = issuesOn(r, key.toLatin1().constData(), fleet::Severity::Warning);
        QVERIFY2(!w.isEmpty(), qPrintable(key));
        QVERIFY2(w.startsWith(key + u':'), qPrintable(w)); // names the input key
        for (const QString& word : words)
            QVERIFY2(w.contains(word), qPrintable(word + QStringLiteral(" not in: ") + w));
        // The other part keys stay quiet: one wrong part, one warning.
        for (const char* other : kPartKeys)
            if (key != QLatin1String(other) && !(key == QLatin1String("fleet.node") && sets.first().startsWith("fleet.node")))
                QVERIFY2(issuesOn(r, other, fleet::Severity::Warning).isEmpty(),
                         qPrintable(QString::fromLatin1(other) + u' ' + issuesOn(r, other, fleet::Severity::Warning)));
    }

    // The fixes the warnings name are consistent: applying them leaves no part warning.
    void theFixesAreQuiet_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::newRow("B200 on nvlink5") << QStringList{"fleet.accelerator=b200", "fleet.scaleUpLink=nvlink5"};
        QTest::newRow("V100 on nvlink2") << QStringList{"fleet.accelerator=v100-sxm2", "fleet.scaleUpLink=nvlink2"};
        QTest::newRow("A100 on nvlink3") << QStringList{"fleet.accelerator=a100-sxm-80gb", "fleet.scaleUpLink=nvlink3"};
        QTest::newRow("H100 on RoCE") << QStringList{"fleet.scaleOutLink=roce-400g"};
        QTest::newRow("rear-door cooling") << QStringList{"fleet.cooling=rear-door"};
        QTest::newRow("MI300X alone per node") << QStringList{"fleet.accelerator=mi300x", "fleet.acceleratorsPerNode=1"};
    }
    void theFixesAreQuiet()
    {
        QFETCH(QStringList, sets);
        const fleet::Results r = evaluateWith(sets);
        for (const char* key : kPartKeys)
            QVERIFY2(issuesOn(r, key, fleet::Severity::Warning).isEmpty(),
                     qPrintable(QString::fromLatin1(key) + u' ' + issuesOn(r, key, fleet::Severity::Warning)));
    }

    void everyPresetIsQuiet_data()
    {
        QTest::addColumn<QString>("preset");
        for (const QString& p : fleet::app::Presets::names())
            QTest::newRow(qPrintable(p)) << p;
    }
    void everyPresetIsQuiet()
    {
        QFETCH(QString, preset);
        const fleet::Scenario s = fleet::test::presetScenario(preset);
        const fleet::Results r = fleet::evaluate(s, *fleet::test::builtinCatalog(), fleet::Detail::Values);
        for (const char* key : kPartKeys)
            QVERIFY2(issuesOn(r, key, fleet::Severity::Warning).isEmpty(),
                     qPrintable(QString::fromLatin1(key) + u' ' + issuesOn(r, key, fleet::Severity::Warning)));
    }

    // A chip no catalog node holds: auto says which generic node it became and where its power comes from.
    void autoNodeSaysWhatItResolvedTo()
    {
        const fleet::Results r = evaluateWith({"fleet.accelerator=gaudi3", "fleet.scaleUpLink=roce-400g"});
        const QString info = issuesOn(r, "fleet.node", fleet::Severity::Info);
        QVERIFY2(info.contains(QStringLiteral("auto resolved to a Generic 8×Intel Gaudi 3")), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("no catalog node holds it")), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("W per accelerator")), qPrintable(info));
        QVERIFY(issuesOn(evaluateWith({}), "fleet.node", fleet::Severity::Info).isEmpty()); // H100: dgx-h100
    }

    // The default plan's 35.1 kW rack is above engineered air but under its direct-liquid cooling: no cooling
    // constraint in the Summary; under air it throttles to 77 % and the Summary says so.
    void coolingConstraintOnlyWhenItBinds()
    {
        auto coolingLines = [](const fleet::Results& r) {
            QStringList out;
            for (const auto& c : fleet::app::buildSummary(fleet::test::presetScenario("book-175b-h100"), r).constraints)
                if (c.key.startsWith(QStringLiteral("cooling.")))
                    out << c.text;
            return out;
        };
        const fleet::Results liquid = evaluateWith({});
        QCOMPARE(liquid.value("cooling.air_sufficient").value_or(-1), 0.0); // above the air limit …
        QVERIFY(coolingLines(liquid).isEmpty());                            // … yet not binding
        const fleet::Results air = evaluateWith({"fleet.cooling=air"});
        QVERIFY(qAbs(air.value("cooling.throttle_fraction").value_or(-1) - 0.77) < 0.01);
        const QStringList lines = coolingLines(air);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(QStringLiteral("fleet.cooling")) && lines.first().contains(QStringLiteral("77")),
                 qPrintable(lines.first()));
        // Under legacy room air (10 kW) the rack's 12.7 kW of other parts leave the accelerators nothing: the
        // Summary says so rather than "throttle to 0 %".
        const fleet::Results legacy = evaluateWith({"fleet.cooling=air-legacy"});
        QCOMPARE(legacy.value("cooling.throttle_fraction").value_or(-1), 0.0);
        const QStringList starved = coolingLines(legacy);
        QCOMPARE(starved.size(), 1);
        QVERIFY2(starved.first().contains(QStringLiteral("the accelerators get no power")) &&
                     !starved.first().contains(QStringLiteral("throttle to")),
                 qPrintable(starved.first()));
    }
};

QTEST_GUILESS_MAIN(TestPartCompatibility)
#include "tst_part_compatibility.moc"
