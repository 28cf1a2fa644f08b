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

    // Issue 31, robustness 11: what QJsonDocument accepts or words unclearly, each refused with a message naming the
    // key, the byte and the problem (they were accepted, or said "illegal value" / "illegal number").
    void strictJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        const QByteArray v4 = "{\"formatVersion\": 4, ";
        QTest::newRow("raw NUL in a text")
            << v4 + QByteArray("\"name\": \"a\0b\"}", 14)
            << "name: a raw control character (U+0000) in a string at byte 31; JSON allows one only escaped (\\u0000), "
               "and a plan's texts hold none";
        QTest::newRow("raw escape character in a key")
            << v4 + "\"fleet\": {\"no\x1b\": 1}}"
            << "fleet: a raw control character (U+001b) in a string at byte 34; JSON allows one only escaped "
               "(\\u001b), and a plan's texts hold none";
        QTest::newRow("lone high surrogate") << v4 + "\"name\": \"a\\ud800b\"}"
                                             << "name: \\ud800 at byte 31 is half of a UTF-16 surrogate pair without "
                                                "its other half: no character";
        QTest::newRow("lone low surrogate") << v4 + "\"name\": \"\\udc00\"}"
                                            << "name: \\udc00 at byte 30 is half of a UTF-16 surrogate pair without "
                                               "its other half: no character";
        QTest::newRow("high surrogate, then another escape")
            << v4 + "\"name\": \"\\ud83d\\n\"}"
            << "name: \\ud83d at byte 30 is half of a UTF-16 surrogate pair without its other half: no character";
        QTest::newRow("catalog as a number") << v4 + "\"catalog\": 42}"
                                             << "catalog: expected an object {\"id\": …, \"contentHash\": …}, not a number";
        QTest::newRow("catalog id as a number") << v4 + "\"catalog\": {\"id\": 42}}"
                                                << "catalog.id: expected text, not a number";
        QTest::newRow("unknown key in catalog") << v4 + "\"catalog\": {\"id\": \"builtin\", \"rows\": []}}"
                                                << "catalog: unknown key 'rows' (id, contentHash)";
        QTest::newRow("UTF-16 with a byte-order mark")
            << QByteArray("\xff\xfe{\0}\0", 6) << "UTF-16 text: save it as UTF-8 (a .fleetplan is UTF-8 JSON)";
        QTest::newRow("UTF-16 big-endian, no mark")
            << QByteArray("\0{\0\"\0f", 6) << "UTF-16 text: save it as UTF-8 (a .fleetplan is UTF-8 JSON)";
        QTest::newRow("a number that underflows")
            << v4 + "\"training\": {\"mfu\": 1e-400}}"
            << "training.mfu: 1e-400 is out of range: it underflows, nearer to 0 than the smallest double (4.9e-324); "
               "expected a number from 0.01 to 1 (byte 41)";
        QTest::newRow("a number that overflows")
            << v4 + "\"model\": {\"params\": -2e400}}"
            << "model.params: -2e400 is out of range: it overflows, beyond the largest double (1.8e+308); expected a "
               "number from 0 to 1e+15 (byte 41)";
        QTest::newRow("a count beyond whole numbers") // "fleet.nodes: 1e+20 is not a whole number"
            << v4 + "\"fleet\": {\"nodes\": 1e20}}"
            << "fleet.nodes: 1e+20 is out of range; expected a whole number from 1 to 1e+09";
        QTest::newRow("catalogRows in format 2") // were used
            << QByteArray("{\"formatVersion\": 2, \"catalogRows\": {\"accelerators\": []}}")
            << "catalogRows: formatVersion 2 has no catalogRows (plans carry catalog rows from format 3 on); set "
               "formatVersion to 3 or remove the section";
    }
    void strictJson()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const ScenarioReadResult r = ScenarioFile::parse(json);
        QVERIFY(!r.scenario);
        QCOMPARE(r.error, error);
    }

    // What the strict checks must not refuse: a surrogate pair, an escaped control character, a UTF-8 byte-order
    // mark, catalogRows from format 3 on.
    void strictJsonStillReadsGoodPlans()
    {
        const QByteArray v4 = "{\"formatVersion\": 4, ";
        for (const QByteArray& json : {v4 + "\"name\": \"\\ud83d\\ude80 \\u0009\"}", QByteArray("\xef\xbb\xbf") + v4 + "\"name\": \"x\"}",
                                       QByteArray("{\"formatVersion\": 3, \"catalogRows\": {}}"),
                                       v4 + "\"catalog\": {\"id\": \"builtin\", \"contentHash\": \"ab\"}}"}) {
            const ScenarioReadResult r = ScenarioFile::parse(json);
            QVERIFY2(r.scenario, qPrintable(r.error));
        }
        QCOMPARE(ScenarioFile::parse(v4 + "\"name\": \"\\ud83d\\ude80\"}").scenario->name, std::string("\xf0\x9f\x9a\x80"));
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
