// A catalog value that is missing and replaced by an estimate is said as an Info issue that names the key, the
// row and the fallback (issue #13: H200 had no embodied carbon and silently took the A100's 150 kg).
#include "TestCatalog.h"
#include "Tolerance.h"
#include "evaluate/Evaluate.h"
#include "i18n/ModelText.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QTest>

using namespace fleet;

namespace {
const Issue* issueFor(const Results& r, const std::string& key)
{
    for (const Issue& i : r.issues())
        if (i.key == key)
            return &i;
    return nullptr;
}
} // namespace

class TestCatalogFallbacks : public QObject {
    Q_OBJECT
private slots:
    void missingValuesAreInfoIssuesNamingTheFallback_data()
    {
        QTest::addColumn<QStringList>("set");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("says"); // empty: no issue for this key
        QTest::newRow("H200 has its own embodied figure") << QStringList{"fleet.accelerator=h200-sxm"}
                                                          << "carbon.embodied_accelerators_kg" << QStringList{};
        QTest::newRow("TPU v1 has none: the A100's 150 kg, said")
            << QStringList{"fleet.accelerator=tpu-v1", "fleet.acceleratorsPerNode=1", "training.tp=1", "training.pp=1",
                           "training.precision=int8", "inference.precision=int8"}
            << "carbon.embodied_accelerators_kg" << QStringList{"Google TPU v1", "150 kg", "A100"};
        QTest::newRow("DGX H100 host: BLOOM's server")
            << QStringList{} << "carbon.embodied_hosts_kg" << QStringList{"NVIDIA DGX H100", "2.5 t"};
        QTest::newRow("DGX H200 has no price: host share")
            << QStringList{"fleet.accelerator=h200-sxm"} << "tco.capex_compute_usd"
            << QStringList{"DGX H200", "no catalog price", "$18750"};
        QTest::newRow("DGX H100 has a price") << QStringList{} << "tco.capex_compute_usd" << QStringList{};
        QTest::newRow("RoCE 100G has no port power")
            << QStringList{"fleet.scaleOutLink=roce-100g"} << "fabric.power_w"
            << QStringList{"RoCEv2 over 100 GbE", "6.2 W per port", "25 W per 400G"};
        QTest::newRow("NDR states its port power") << QStringList{} << "fabric.power_w" << QStringList{};
    }
    void missingValuesAreInfoIssuesNamingTheFallback()
    {
        QFETCH(QStringList, set);
        QFETCH(QString, key);
        QFETCH(QStringList, says);
        Scenario s = *app::Presets::load(QStringLiteral("book-175b-h100")).scenario;
        s.fleet.node = "auto";
        for (const QString& a : set) {
            const auto err = ScenarioSchema::instance().applyAssignment(s, a.toStdString(), test::builtinCatalog().get());
            QVERIFY2(!err, err ? err->c_str() : "");
        }
        const Results r = evaluate(s, *test::builtinCatalog());
        const Issue* i = issueFor(r, key.toStdString());
        if (says.isEmpty()) {
            QVERIFY2(!i, i ? i->message().c_str() : "");
            return;
        }
        QVERIFY2(i, qPrintable(key));
        QCOMPARE(i->severity, Severity::Info);
        const QString message = QString::fromStdString(i->message());
        QVERIFY2(message.startsWith(key + u':'), qPrintable(message));
        for (const QString& part : says)
            QVERIFY2(message.contains(part), qPrintable(part + QStringLiteral(" not in: ") + message));
    }

    void h200EmbodiedIsItsOwnEstimateNotTheA100s()
    {
        Scenario s = *app::Presets::load(QStringLiteral("book-175b-h100")).scenario;
        s.fleet.accelerator = "h200-sxm";
        s.fleet.node = "auto";
        const Results r = evaluate(s, *test::builtinCatalog());
        const double n = s.fleet.acceleratorsPerNode * double(s.fleet.nodes);
        // 164 kg: the H100 row's figure scaled by die area (same GH100 die, 814 mm²), catalog notes.
        FLEET_COMPARE_REL(*r.value("carbon.embodied_accelerators_kg") / n, 164.0, 1e-12);
        const auto& h200 = *test::builtinCatalog()->accelerator("h200-sxm");
        QVERIFY(h200.embodiedKg.has_value());
        QVERIFY(h200.provenance.notes.find("ESTIMATE") != std::string::npos);
    }

    void modelNumbersLoseTheirENotation()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(app::modelText(Text::format("training.params: {:g} parameters, {:g} from the shape", 3.4e6, 1.108e9)),
                 QStringLiteral("training.params: 3.4 × 10⁶ parameters, 1.108 × 10⁹ from the shape"));
        QCOMPARE(app::modelText(Text::format("inference.params: {:g} {} weights", 1e12, std::string("fp16"))),
                 QStringLiteral("inference.params: 10¹² fp16 weights"));
        QCOMPARE(app::modelText(Text::format("{} at {:g} % MFU", std::string("H100"), 45.0)),
                 QStringLiteral("H100 at 45 % MFU"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogFallbacks)
#include "tst_catalog_fallbacks.moc"
