// The results item model passes QAbstractItemModelTester; values are raw SI, the proxy formats them.
#include "TestCatalog.h"
#include "evaluate/Evaluate.h"
#include "models/QuantityFormat.h"
#include "models/ResultsComparison.h"
#include "models/ResultsDisplayProxy.h"
#include "models/ResultsTableModel.h"
#include "presets/Presets.h"

#include <QAbstractItemModelTester>

using namespace fleet::app;

class TestResultsModel : public QObject {
    Q_OBJECT
private slots:
    void modelIsConsistent()
    {
        ResultsTableModel model;
        ResultsDisplayProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet::Scenario s = *Presets::load(Presets::defaultName()).scenario;
        model.setResults(std::make_shared<fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog())));
        QVERIFY(model.rowCount() > 20);
        const QModelIndex ridge = model.indexOfKey(QStringLiteral("compute.ridge_flop_per_byte"));
        QVERIFY(ridge.isValid());
        QCOMPARE(model.data(ridge, ResultsTableModel::RawValueRole).toDouble(), 989e12 / 3.35e12);
        QCOMPARE(proxy.data(proxy.mapFromSource(ridge)).toString(), QStringLiteral("295.2 FLOP/B"));
        s.fleet.accelerator = "b200"; // same keys: data changes in place
        model.setResults(std::make_shared<fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog())));
        QVERIFY(proxy.data(proxy.mapFromSource(ridge)).toString().startsWith(QStringLiteral("281.")));
        model.setResults(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    // The proxy keeps each value's text (issue #12); a change of the value or of the locale gives the new text,
    // also to a view that reads it while the proxy announces the change.
    void keptValueTextFollowsChanges()
    {
        ResultsTableModel model;
        ResultsDisplayProxy proxy;
        proxy.setSourceModel(&model);
        fleet::Scenario s = *Presets::load(Presets::defaultName()).scenario;
        model.setResults(std::make_shared<fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog())));
        const QModelIndex ridge = proxy.mapFromSource(
            model.indexOfKey(QStringLiteral("compute.ridge_flop_per_byte"), ResultsTableModel::ValueColumn));
        QCOMPARE(proxy.data(ridge).toString(), QStringLiteral("295.2 FLOP/B"));
        QString readOnChange;
        connect(&proxy, &QAbstractItemModel::dataChanged, this, [&] {
            readOnChange = proxy.data(ridge).toString();
        });
        s.fleet.accelerator = "b200";
        model.setResults(std::make_shared<fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog())));
        QVERIFY2(readOnChange.startsWith(QStringLiteral("281.")), qPrintable(readOnChange));
        QVERIFY(proxy.data(ridge).toString().startsWith(QStringLiteral("281.")));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString german = proxy.data(ridge).toString();
        QLocale::setDefault(before);
        QVERIFY2(german.startsWith(QStringLiteral("281,")), qPrintable(german));
        QVERIFY(proxy.data(ridge).toString().startsWith(QStringLiteral("281.")));
    }

    void comparison()
    {
        fleet::Scenario s = *Presets::load(Presets::defaultName()).scenario;
        const fleet::Results a = fleet::evaluate(s, *fleet::test::builtinCatalog());
        s.fleet.accelerator = "b200";
        const fleet::Results b = fleet::evaluate(s, *fleet::test::builtinCatalog());
        const auto all = compareResults(a, b);
        QCOMPARE(all.size(), static_cast<qsizetype>(a.size()));
        const auto changed = compareResults(a, b, true);
        QVERIFY(changed.size() < all.size());
        for (const ComparisonRow& r : changed) {
            if (r.key != QStringLiteral("compute.hbm_bytes_per_s"))
                continue;
            QCOMPARE(*r.delta, 3.35e12 - 8e12);
            QCOMPARE(*r.relative, (3.35e12 - 8e12) / 8e12);
            return;
        }
        QFAIL("HBM bandwidth differs between H100 and B200 but is not listed");
    }

    void formatting_data()
    {
        QTest::addColumn<double>("si");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ms") << 0.0421 << "s" << "" << "42.10 ms";
        QTest::newRow("µs") << 0.000354 << "s" << "" << "354.0 µs";
        QTest::newRow("hours") << 63452.96 << "s" << "" << "17.63 h";
        QTest::newRow("days") << 30 * 86400.0 << "s" << "" << "30.00 days";
        QTest::newRow("GB") << 141.2e9 << "B" << "" << "141.2 GB";
        QTest::newRow("EFLOP/s") << 7.295e18 << "FLOP/s" << "" << "7.295 EFLOP/s";
        QTest::newRow("TB/s") << 3.35e12 << "B/s" << "" << "3.350 TB/s";
        QTest::newRow("FLOP") << 3.15e23 << "FLOP" << "" << "315.0 ZFLOP";
        QTest::newRow("fraction as percent") << 0.99662 << "" << "inference.memory_bound_fraction" << "99.7 %";
        QTest::newRow("count") << 5.0 << "" << "inference.devices_to_hold_weights" << "5";
        QTest::newRow("bool") << 1.0 << "bool" << "" << "yes";
        QTest::newRow("USD millions") << 35584000.0 << "USD" << "" << "$35.58 M";
        QTest::newRow("USD small") << 12.5 << "USD" << "" << "$12.50";
        QTest::newRow("USD per hour") << 2.606 << "USD/h" << "" << "$2.61 per hour";
        QTest::newRow("USD per year") << 22.2e6 << "USD/year" << "" << "$22.20 M per year";
        QTest::newRow("tonnes CO2e") << 69700.0 << "kg" << "" << "69.70 t";
        QTest::newRow("cubic metres of water") << 44700.0 << "L" << "" << "44.70 m³";
        QTest::newRow("probability as percent") << 0.2794 << "" << "fabric.pfc_storm_daily_probability" << "27.9 %";
        // The schema, not the key's suffix, says a number is a share: HFU was shown as 0.4512.
        QTest::newRow("HFU as percent") << 0.4512 << "" << "training.predicted_hfu" << "45.1 %";
        QTest::newRow("ratio stays a number") << 2.5 << "" << "staircase.scale_up_to_scale_out_ratio" << "2.500";
        QTest::newRow("tokens per second") << 1234.5 << "1/s" << "serving.tokens_per_s" << "1235 tokens/s";
        QTest::newRow("requests per second") << 3.25 << "1/s" << "serving.requests_per_s_per_replica" << "3.250 requests/s";
        QTest::newRow("a rate without a key") << 3.25 << "1/s" << "" << "3.250 /s";
    }
    void formatting()
    {
        QFETCH(double, si);
        QFETCH(QString, unit);
        QFETCH(QString, key);
        QFETCH(QString, expected);
        QCOMPARE(formatQuantity(si, unit, key, QLocale::c()).text(), expected);
    }
};

QTEST_GUILESS_MAIN(TestResultsModel)
#include "tst_results_model.moc"
