// The .fleetplan format: deterministic, round-trips byte for byte, refuses bad files with a message
// naming the problem, and never damages the file on disk.
#include "io/ScenarioFile.h"
#include "presets/Presets.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace fleet::app;

class TestScenarioFile : public QObject {
    Q_OBJECT
private slots:
    void presetsAreCanonical()
    {
        QVERIFY(Presets::names().contains(QStringLiteral("book-175b-h100")));
        QVERIFY(Presets::names().contains(QStringLiteral("book-llama3-70b-serving")));
        for (const QString& name : Presets::names()) {
            QFile f(QStringLiteral(":/presets/%1.fleetplan").arg(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll();
            const ScenarioReadResult r = ScenarioFile::parse(text);
            QVERIFY2(r.scenario, qPrintable(r.error));
            QCOMPARE(ScenarioFile::serialize(*r.scenario, r.catalog), text);
        }
    }

    void defaultPresetIsTheSeedRunningExample()
    {
        const auto r = Presets::load(Presets::defaultName());
        QVERIFY(r.scenario);
        const fleet::Scenario& s = *r.scenario;
        QCOMPARE(s.fleet.accelerator, std::string("h100-sxm"));
        QCOMPARE(s.acceleratorCount(), std::int64_t(8192));
        QCOMPARE(s.fleet.nodesPerRack, std::int64_t(4));
        QCOMPARE(s.model.params, 175e9);
        QCOMPARE(s.training.tokens, 300e9);
        QCOMPARE(s.training.precision, std::string("fp8"));
        QCOMPARE(s.training.mfu, 0.45);
    }

    void saveOpenSaveIsByteIdentical()
    {
        QTemporaryDir dir;
        fleet::Scenario s = *Presets::load(Presets::defaultName()).scenario;
        s.name = "Ünïcode plan ✓";
        s.training.mfu = 0.1 + 0.2; // a double without a short decimal form
        s.fleet.nodes = 999999999;
        const CatalogReference ref{QStringLiteral("builtin"), QStringLiteral("abc123"), {}};
        const QString a = dir.filePath(QStringLiteral("a.fleetplan"));
        const QString b = dir.filePath(QStringLiteral("b.fleetplan"));
        QVERIFY(ScenarioFile::save(a, s, ref).isEmpty());
        const ScenarioReadResult r = ScenarioFile::load(a);
        QVERIFY2(r.scenario, qPrintable(r.error));
        QVERIFY(*r.scenario == s);
        QCOMPARE(r.catalog.contentHash, QStringLiteral("abc123"));
        QVERIFY(ScenarioFile::save(b, *r.scenario, r.catalog).isEmpty());
        QFile fa(a), fb(b);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        QCOMPARE(fa.readAll(), fb.readAll());
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << QByteArray() << "JSON";
        QTest::newRow("malformed") << QByteArray("{\"formatVersion\": 1,") << "JSON";
        QTest::newRow("array") << QByteArray("[1,2]") << "object";
        QTest::newRow("no version") << QByteArray("{\"fleet\": {}}") << "formatVersion";
        QTest::newRow("newer version") << QByteArray("{\"formatVersion\": 7}") << "newer";
        QTest::newRow("version zero") << QByteArray("{\"formatVersion\": 0}") << "formatVersion 0";
        QTest::newRow("unknown key") << QByteArray("{\"formatVersion\": 1, \"fleet\": {\"gpus\": 8}}") << "fleet.gpus";
        QTest::newRow("unknown section") << QByteArray("{\"formatVersion\": 1, \"colour\": 3}") << "colour";
        QTest::newRow("wrong type") << QByteArray("{\"formatVersion\": 1, \"fleet\": {\"nodes\": \"many\"}}") << "fleet.nodes";
        QTest::newRow("fractional count") << QByteArray("{\"formatVersion\": 1, \"fleet\": {\"nodes\": 2.5}}") << "whole number";
        QTest::newRow("negative count") << QByteArray("{\"formatVersion\": 1, \"fleet\": {\"nodes\": -1}}") << "fleet.nodes";
        QTest::newRow("absurd count") << QByteArray("{\"formatVersion\": 1, \"fleet\": {\"nodes\": 1e12}}") << "fleet.nodes";
        QTest::newRow("out of range") << QByteArray("{\"formatVersion\": 1, \"training\": {\"mfu\": 3}}") << "training.mfu";
        QTest::newRow("bad choice") << QByteArray("{\"formatVersion\": 1, \"training\": {\"precision\": \"fp7\"}}") << "training.precision";
        QTest::newRow("name not text") << QByteArray("{\"formatVersion\": 1, \"name\": 5}") << "name";
    }
    void badFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const ScenarioReadResult r = ScenarioFile::parse(json);
        QVERIFY(!r.scenario);
        QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
    }

    void missingKeysTakeDefaults()
    {
        const ScenarioReadResult r = ScenarioFile::parse("{\"formatVersion\": 1, \"fleet\": {\"nodes\": 2}}");
        QVERIFY2(r.scenario, qPrintable(r.error));
        QCOMPARE(r.scenario->fleet.nodes, std::int64_t(2));
        QCOMPARE(r.scenario->training.mfu, fleet::Scenario{}.training.mfu);
    }

    void failedSaveReportsThePath()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nested/missing/dir/plan.fleetplan"));
        const QString err = ScenarioFile::save(path, fleet::Scenario{}, {});
        QVERIFY(!err.isEmpty());
        QVERIFY(err.contains(path));
        QVERIFY(!QFile::exists(path));
    }

    void failedSaveKeepsTheOldFile()
    {
        if (geteuid() == 0)
            QSKIP("root ignores directory permissions; the atomic-save path is covered by QSaveFile");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        QVERIFY(ScenarioFile::save(path, fleet::Scenario{}, {}).isEmpty());
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray old = before.readAll();
        before.close();
        // A read-only folder: QSaveFile cannot create its temporary file, so the save fails before touching the plan.
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        fleet::Scenario changed;
        changed.fleet.nodes = 7;
        const QString err = ScenarioFile::save(path, changed, {});
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!err.isEmpty());
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), old);
    }

    void unreadableAndHugeFiles()
    {
        QVERIFY(ScenarioFile::load(QStringLiteral("/nonexistent/plan.fleetplan")).error.contains(QStringLiteral("cannot open")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.fleetplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(17 * 1024 * 1024));
        f.close();
        QVERIFY(ScenarioFile::load(path).error.contains(QStringLiteral("not a .fleetplan")));
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenario_file.moc"
