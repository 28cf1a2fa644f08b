// The golden test (issue #12): every preset's full `eval --json`, recorded in tests/data/golden/ by
// tools/golden.sh, must come out of evaluate() again to 1e-12 relative. New results may appear; no recorded
// result may change or disappear. Regenerating the files is a deliberate, reviewed step with its own commit.
#include "TestCatalog.h"

#include "evaluate/Evaluate.h"
#include "presets/Presets.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace fleet;

namespace {

QString goldenDir() { return QStringLiteral(FLEET_SOURCE_DIR "/tests/data/golden"); }

} // namespace

class TstGolden : public QObject {
    Q_OBJECT
private slots:
    // Its values here, its JSON report in report/ (tst_golden_report).
    void everyPresetHasAGoldenFile_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::newRow("eval --json") << goldenDir();
        QTest::newRow("report") << goldenDir() + QStringLiteral("/report");
    }
    void everyPresetHasAGoldenFile()
    {
        QFETCH(QString, dir);
        QStringList files = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (QString& f : files)
            f.chop(5);
        QStringList presets = app::Presets::names();
        presets.sort();
        QCOMPARE(files, presets); // run tools/golden.sh (and review the diff) when a preset is added or removed
    }

    void presetsReproduceTheirGolden_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<bool>("valuesOnly"); // the CLI, search and Monte Carlo path, and the GUI's
        for (const QString& p : app::Presets::names()) {
            QTest::newRow(qPrintable(p + QStringLiteral(" values only"))) << p << true;
            QTest::newRow(qPrintable(p + QStringLiteral(" with derivations"))) << p << false;
        }
    }
    void presetsReproduceTheirGolden()
    {
        QFETCH(QString, preset);
        QFETCH(bool, valuesOnly);
        QFile f(goldenDir() + u'/' + preset + QStringLiteral(".json"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QJsonParseError pe;
        const QJsonObject golden = QJsonDocument::fromJson(f.readAll(), &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        QVERIFY(golden.size() > 100);
        const auto loaded = app::Presets::load(preset);
        QVERIFY(loaded.scenario);
        const Results r = evaluate(*loaded.scenario, *fleet::test::builtinCatalog(),
                                   valuesOnly ? Detail::Values : Detail::Derivations);
        int compared = 0;
        for (auto it = golden.begin(); it != golden.end(); ++it) {
            const std::string key = it.key().toStdString();
            const auto v = r.value(key);
            QVERIFY2(v, qPrintable(QStringLiteral("%1 is in the golden file but no longer computed").arg(it.key())));
            const double expected = it.value().isBool() ? (it.value().toBool() ? 1.0 : 0.0) : it.value().toDouble();
            const double tol = 1e-12 * std::max(std::fabs(expected), std::fabs(*v));
            QVERIFY2(std::fabs(*v - expected) <= tol,
                     qPrintable(QStringLiteral("%1 = %2, golden %3").arg(it.key()).arg(*v, 0, 'g', 17).arg(expected, 0, 'g', 17)));
            ++compared;
        }
        QCOMPARE(compared, int(golden.size()));
    }
};

QTEST_GUILESS_MAIN(TstGolden)
#include "tst_golden.moc"
