// Plans saved before format 4 (issue 27) open unchanged in their numbers. tests/data/format3/ holds the six presets
// as format 3 wrote them (training.* and inference.* each describing the model) and their `eval --json`
// (NAME.expected.json, tools/golden.sh). Recorded first with format 4 (7147fb5), where they were the golden files of
// 2406f18 - the last commit before it - unchanged: the migration moved no number. Re-recorded since only with
// intended model changes (issue 28's serving calibration), like the goldens. Each plan is read through the migration
// and evaluated with the catalog rows it carries: every recorded result comes out again to 1e-12. Where the two sections described
// different models (the Llama presets: multi-head attention in training.*, 8 KV heads in inference.*), the plan's
// model is the training one and the inference one is served as a catalog model the plan carries, with a warning.
#include "TestCatalog.h"

#include "CatalogRowStore.h"
#include "evaluate/Evaluate.h"
#include "io/ScenarioFile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace fleet;

namespace {
QString dataDir() { return QStringLiteral(FLEET_SOURCE_DIR "/tests/data/format3"); }
} // namespace

class TestFormatMigration : public QObject {
    Q_OBJECT
private slots:
    void formatThreePlansKeepTheirNumbers_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("twoModels");
        QTest::newRow("book 175B") << "book-175b-h100" << false;
        QTest::newRow("archetype A") << "archetype-a-llm-training" << false;
        QTest::newRow("archetype B") << "archetype-b-dlrm" << false;
        QTest::newRow("archetype C") << "archetype-c-federated-mobilenet" << true; // inference.headDim 1, not 1280
        QTest::newRow("Llama 3 70B serving") << "book-llama3-70b-serving" << true;
        QTest::newRow("Llama 2 70B MLPerf") << "llama2-70b-mlperf-offline" << true;
    }
    void formatThreePlansKeepTheirNumbers()
    {
        QFETCH(QString, name);
        QFETCH(bool, twoModels);
        QFile plan(dataDir() + u'/' + name + QStringLiteral(".fleetplan"));
        QVERIFY(plan.open(QIODevice::ReadOnly));
        const app::ScenarioReadResult read = app::ScenarioFile::parse(plan.readAll());
        QVERIFY2(read.scenario, qPrintable(read.error));
        const Scenario& s = *read.scenario;
        const QString warnings = read.warnings.join(u'\n');
        QCOMPARE(warnings.contains(QStringLiteral("different models")), twoModels);
        if (twoModels) {
            QCOMPARE(s.serving.model, std::string("plan-served-model"));
            QCOMPARE(read.catalog.rows.size(), 1);
            QCOMPARE(read.catalog.rows.first().table, QStringLiteral("models"));
            QVERIFY2(warnings.contains(QStringLiteral("serving.model")), qPrintable(warnings));
        } else {
            QCOMPARE(s.serving.model, std::string("same"));
            QVERIFY(read.catalog.rows.isEmpty());
        }
        QCOMPARE(s.model.id, std::string("custom"));

        QFile f(dataDir() + u'/' + name + QStringLiteral(".expected.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject expected = QJsonDocument::fromJson(f.readAll()).object();
        QVERIFY(expected.size() > 100);
        const Catalog c = catalog::withRows(*test::builtinCatalog(), read.catalog.rows);
        const Results r = evaluate(s, c, Detail::Values);
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            if (it.key() == QLatin1String("accuracy")) // the validation bands, not a result (tst_golden checks them)
                continue;
            const auto v = r.value(it.key().toStdString());
            QVERIFY2(v, qPrintable(it.key()));
            const double e = it.value().isBool() ? (it.value().toBool() ? 1.0 : 0.0) : it.value().toDouble();
            QVERIFY2(std::fabs(*v - e) <= 1e-12 * std::max(std::fabs(e), std::fabs(*v)),
                     qPrintable(QStringLiteral("%1: %2, was %3").arg(it.key()).arg(*v, 0, 'g', 17).arg(e, 0, 'g', 17)));
        }
        // Written again, the plan is format 4 and carries the served model: it reads back to the same plan.
        const QByteArray again = app::ScenarioFile::serialize(s, read.catalog);
        QVERIFY(again.contains("\"formatVersion\": 4"));
        const app::ScenarioReadResult reread = app::ScenarioFile::parse(again);
        QVERIFY2(reread.scenario, qPrintable(reread.error));
        QVERIFY(*reread.scenario == s);
        QVERIFY(reread.warnings.isEmpty());
        QCOMPARE(reread.catalog.rows.size(), read.catalog.rows.size());
    }
};

QTEST_GUILESS_MAIN(TestFormatMigration)
#include "tst_format_migration.moc"
