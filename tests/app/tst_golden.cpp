// The golden test (issue #12): every preset's full `eval --json`, recorded in tests/data/golden/ by
// tools/golden.sh, must come out of evaluate() again to 1e-12 relative; so must every variant of every preset
// that tests/data/golden/variants.txt lists (recorded in variants/PRESET/NAME.json), which reach the model
// paths the presets alone do not. New results may appear; no recorded result may change or disappear.
// Regenerating the files is a deliberate, reviewed step with its own commit.
#include "TestCatalog.h"

#include "evaluate/Evaluate.h"
#include "validation/PredictionAccuracy.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace fleet;

namespace {

QString goldenDir() { return QStringLiteral(FLEET_SOURCE_DIR "/tests/data/golden"); }

struct Variant {
    QString name;
    QStringList assignments; // KEY=VALUE, as `eval --set` takes them
};

// tests/data/golden/variants.txt: "NAME KEY=VALUE ...", one per line; '#' starts a comment line.
QList<Variant> variants()
{
    QList<Variant> out;
    QFile f(goldenDir() + QStringLiteral("/variants.txt"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (const QString& line : lines) {
        const QString t = line.trimmed();
        if (t.isEmpty() || t.startsWith(u'#'))
            continue;
        QStringList words = t.split(QRegularExpression(QStringLiteral("\\s+")));
        out.push_back({words.takeFirst(), words});
    }
    return out;
}

QStringList jsonFiles(const QString& dir)
{
    QStringList files = QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (QString& f : files)
        f.chop(5);
    return files;
}

QStringList sorted(QStringList l)
{
    l.sort();
    return l;
}

// Every result in the golden file `path` equals what evaluate() gives for `s` now, to 1e-12 relative.
void compareWithGolden(const QString& path, const Scenario& s, bool valuesOnly)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
    QJsonParseError pe;
    const QJsonObject golden = QJsonDocument::fromJson(f.readAll(), &pe).object();
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(path + QStringLiteral(": ") + pe.errorString()));
    QVERIFY(golden.size() > 30); // a serving-only plan whose serving precision the chip lacks: ~45 results
    const Results r = evaluate(s, *fleet::test::builtinCatalog(), valuesOnly ? Detail::Values : Detail::Derivations);
    int compared = 0;
    for (auto it = golden.begin(); it != golden.end(); ++it) {
        const std::string key = it.key().toStdString();
        if (key == "accuracy") { // each predicted headline's validation band: the same set (or reason) now
            const QJsonObject bands = it.value().toObject();
            for (auto b = bands.begin(); b != bands.end(); ++b) {
                const PredictionAccuracy a = accuracyOf(s, b.key().toStdString(), &r);
                const QString now = a.set ? QString::fromStdString(std::string(a.set->id)) : QString::fromStdString(a.extrapolated.str());
                const QJsonObject band = b.value().toObject();
                const QString then = band.contains(QStringLiteral("set")) ? band.value(QStringLiteral("set")).toString()
                                                                          : band.value(QStringLiteral("extrapolated")).toString();
                QVERIFY2(now == then, qPrintable(QStringLiteral("accuracy of %1: %2, golden %3").arg(b.key(), now, then)));
                if (a.set)
                    QCOMPARE(band.value(QStringLiteral("mean_error")).toDouble(), a.set->meanError);
            }
            ++compared;
            continue;
        }
        const auto v = r.value(key);
        QVERIFY2(v, qPrintable(QStringLiteral("%1 is in the golden file but no longer computed").arg(it.key())));
        const double expected = it.value().isBool() ? (it.value().toBool() ? 1.0 : 0.0) : it.value().toDouble();
        const double tol = 1e-12 * std::max(std::fabs(expected), std::fabs(*v));
        QVERIFY2(std::fabs(*v - expected) <= tol,
                 qPrintable(
                     QStringLiteral("%1 = %2, golden %3").arg(it.key()).arg(*v, 0, 'g', 17).arg(expected, 0, 'g', 17)));
        ++compared;
    }
    QCOMPARE(compared, int(golden.size()));
}

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
        QCOMPARE(
            jsonFiles(dir),
            sorted(
                app::Presets::names())); // run tools/golden.sh (and review the diff) when a preset is added or removed
    }

    // A variant added to variants.txt without its recordings, or a recording left after its line went, fails.
    void everyVariantHasAGoldenFile()
    {
        QStringList names;
        for (const Variant& v : variants())
            names << v.name;
        QVERIFY(names.size() >= 10);
        QCOMPARE(names.size(), QSet<QString>(names.begin(), names.end()).size()); // names are unique
        names.sort();
        QCOMPARE(sorted(QDir(goldenDir() + QStringLiteral("/variants")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)),
                 sorted(app::Presets::names()));
        for (const QString& p : app::Presets::names())
            QCOMPARE(jsonFiles(goldenDir() + QStringLiteral("/variants/") + p), names); // run tools/golden.sh
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
        const auto loaded = app::Presets::load(preset);
        QVERIFY(loaded.scenario);
        compareWithGolden(goldenDir() + u'/' + preset + QStringLiteral(".json"), *loaded.scenario, valuesOnly);
    }

    void variantsReproduceTheirGolden_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QStringList>("assignments");
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("valuesOnly");
        for (const QString& p : app::Presets::names())
            for (const Variant& v : variants())
                for (bool valuesOnly : {true, false})
                    QTest::newRow(
                        qPrintable(p + u' ' + v.name + (valuesOnly ? QStringLiteral(" values only") : QString())))
                        << p << v.assignments << goldenDir() + QStringLiteral("/variants/%1/%2.json").arg(p, v.name)
                        << valuesOnly;
    }
    void variantsReproduceTheirGolden()
    {
        QFETCH(QString, preset);
        QFETCH(QStringList, assignments);
        QFETCH(QString, file);
        QFETCH(bool, valuesOnly);
        const auto loaded = app::Presets::load(preset);
        QVERIFY(loaded.scenario);
        Scenario s = *loaded.scenario;
        for (const QString& a : assignments) {
            const auto err =
                ScenarioSchema::instance().applyAssignment(s, a.toStdString(), fleet::test::builtinCatalog().get());
            QVERIFY2(!err, qPrintable(a + QStringLiteral(": ") + QString::fromStdString(err ? *err : std::string())));
        }
        compareWithGolden(file, s, valuesOnly);
    }
};

QTEST_GUILESS_MAIN(TstGolden)
#include "tst_golden.moc"
