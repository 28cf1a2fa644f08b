// The GUI's start with a user catalog that cannot be used (issue 15): it says why and offers the built-in
// catalog (Use it / Quit); a run without a user (--dump-scenario) fails with the reason like the CLI does;
// rows skipped by validation are listed and the rest of the catalog is used; a named user catalog that is missing
// or an empty file stops the start before any window, as in the CLI, and nothing is created.
#include "CatalogStartup.h"
#include "CatalogRepository.h"
#include "CatalogRowStore.h"
#include "io/ScenarioFile.h"
#include "presets/Presets.h"

#include "SafetyFixtures.h"
#include "SqlExec.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

using fleet::app::CatalogStartup;

class TestCatalogStartup : public QObject {
    Q_OBJECT
private slots:
    void offersTheBuiltinCatalog_data()
    {
        QTest::addColumn<int>("answer");
        QTest::newRow("use the built-in catalog") << int(CatalogStartup::Answer::UseBuiltin);
        QTest::newRow("quit") << int(CatalogStartup::Answer::Quit);
    }

    void offersTheBuiltinCatalog()
    {
        QFETCH(int, answer);
        QStringList asked;
        const auto load = CatalogStartup::load(QStringLiteral("/dev/null"), true, [&](const QString& text, bool question) {
            if (question)
                asked << text;
            return CatalogStartup::Answer(answer);
        });
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.constFirst().contains(QStringLiteral("/dev/null is not a regular file")), qPrintable(asked.constFirst()));
        QVERIFY2(asked.constFirst().contains(QStringLiteral("built-in catalog")), qPrintable(asked.constFirst()));
        QCOMPARE(bool(load.catalog), CatalogStartup::Answer(answer) == CatalogStartup::Answer::UseBuiltin);
        if (load.catalog)
            QVERIFY(load.catalog->accelerator("h100-sxm"));
    }

    void skippedRowsAreListed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        QCOMPARE(fleet::catalog::CatalogRepository::ensureUserCatalog(path), QString());
        QVERIFY(fleet::test::execSql(path, {QStringLiteral("INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, source, kind, "
                                                           "as_of) VALUES ('zero-link', 'Z', 'infiniband', 0, 1, 's', 'spec', '2024')")}));
        QStringList notices;
        const auto load = CatalogStartup::load(path, true, [&](const QString& text, bool question) {
            if (!question)
                notices << text;
            return CatalogStartup::Answer::Quit;
        });
        QVERIFY(load.catalog);
        QCOMPARE(notices.size(), 1);
        QVERIFY2(notices.constFirst().contains(QStringLiteral("table links, id 'zero-link', column gb_per_s_per_dir")),
                 qPrintable(notices.constFirst()));
    }

    // A large user catalog (100,000 accelerators; 50,000 links, cooling types and regions) reaches a shown,
    // evaluated window: the builder's combos were filled with a lookup by id per row (quadratic: 25 s of CPU for
    // the accelerators alone), the model-text pattern of every name did not compile, the rack-density chart
    // drew a line per cooling type.
    void largeUserCatalogStartsTheWindow()
    {
        QTemporaryDir home;
        const QString path = home.filePath(QStringLiteral("large.sqlite"));
        QCOMPARE(fleet::catalog::CatalogRepository::ensureUserCatalog(path), QString());
        const QString n = QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) ");
        QString error;
        QVERIFY2(fleet::test::execSql(
                     path,
                     {n.arg(100000) + QStringLiteral("INSERT INTO accelerators (id, name, vendor, year, fp8_tflops, hbm_gb, hbm_tb_per_s, "
                                                     "tdp_w, source, kind, as_of) SELECT 'gen-' || i, 'Generated ' || i, 'V', 2024, "
                                                     "1000 + i, 80, 3, 700, 'g', 'estimate', '2024' FROM n"),
                      n.arg(50000) + QStringLiteral("INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, source, kind, as_of) "
                                                    "SELECT 'link-' || i, 'Link ' || i, 'ethernet', 1 + i % 100, 2, 'g', 'estimate', '2024' FROM n"),
                      n.arg(50000) + QStringLiteral("INSERT INTO cooling (id, name, rack_kw_limit, default_pue, liquid_fraction, source, kind, "
                                                    "as_of) SELECT 'cool-' || i, 'Cooling ' || i, 10 + i % 100, 1.1, 0, 'g', 'estimate', '2024' FROM n"),
                      n.arg(50000) + QStringLiteral("INSERT INTO regions (id, name, g_co2e_per_kwh, source, kind, as_of) "
                                                    "SELECT 'reg-' || i, 'Region ' || i, i % 900, 'g', 'estimate', '2024' FROM n")},
                     &error),
                 qPrintable(error));
        rusage before {};
        getrusage(RUSAGE_CHILDREN, &before);
        QProcess p;
        p.setProcessEnvironment(fleet::test::isolatedGuiEnvironment(home));
        p.start(QStringLiteral(FLEET_GUI_PATH), {QStringLiteral("--user-catalog"), path, QStringLiteral("--tab"), QStringLiteral("4"),
                                                 QStringLiteral("--startup-report")});
        QVERIFY(p.waitForFinished(240000));
        rusage after {};
        getrusage(RUSAGE_CHILDREN, &after);
        const double cpu = (after.ru_utime.tv_sec - before.ru_utime.tv_sec) + (after.ru_utime.tv_usec - before.ru_utime.tv_usec) / 1e6 +
                           (after.ru_stime.tv_sec - before.ru_stime.tv_sec) + (after.ru_stime.tv_usec - before.ru_stime.tv_usec) / 1e6;
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() == 0 && out.contains(QStringLiteral("startup_ms")),
                 qPrintable(out + QString::fromLocal8Bit(p.readAllStandardError()).left(2000)));
        qInfo("large user catalog: %s, %.1f s CPU", qPrintable(out.trimmed()), cpu);
#if defined(__SANITIZE_ADDRESS__)
        QVERIFY2(cpu < 120.0, qPrintable(QString::number(cpu)));
#else
        QVERIFY2(cpu < 15.0, qPrintable(QString::number(cpu)));
#endif
    }

    // The executable without a user to ask: exit 2, the reason on stderr, nothing computed.
    void nonInteractiveRunFails()
    {
        QTemporaryDir home;
        QProcess p;
        p.setProcessEnvironment(fleet::test::isolatedGuiEnvironment(home));
        const QString dump = home.filePath(QStringLiteral("out.fleetplan"));
        p.start(QStringLiteral(FLEET_GUI_PATH), {QStringLiteral("--user-catalog"), QStringLiteral("/dev/null"),
                                                 QStringLiteral("--dump-scenario"), dump});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("error: user catalog not used: /dev/null is not a regular file")), qPrintable(err));
        QVERIFY(!QFile::exists(dump));
    }

    // Issue 31: --user-catalog names a catalog to use, not one to make. A missing one (a mistyped path) is an error
    // on stderr and exit 2 before any window, with the CLI's message, and nothing is created; so is an empty file.
    void namedUserCatalogIsNotCreated_data()
    {
        QTest::addColumn<bool>("emptyFile");
        QTest::addColumn<QString>("said");
        QTest::newRow("missing") << false << QStringLiteral("does not exist; nothing was created");
        QTest::newRow("empty file") << true << QStringLiteral("is an empty file, not a catalog; it was left untouched");
    }

    void namedUserCatalogIsNotCreated()
    {
        QFETCH(bool, emptyFile);
        QFETCH(QString, said);
        QTemporaryDir home;
        const QString named = home.filePath(QStringLiteral("typo.sqlite"));
        if (emptyFile)
            QVERIFY(QFile(named).open(QIODevice::WriteOnly));
        const QString dump = home.filePath(QStringLiteral("out.fleetplan"));
        QProcess p;
        p.setProcessEnvironment(fleet::test::isolatedGuiEnvironment(home));
        p.start(QStringLiteral(FLEET_GUI_PATH), {QStringLiteral("--user-catalog"), named, QStringLiteral("--dump-scenario"), dump});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 2, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("error: user catalog %1 %2").arg(named, said)), qPrintable(err));
        QCOMPARE(QFileInfo::exists(named), emptyFile);
        if (emptyFile)
            QCOMPARE(QFileInfo(named).size(), qint64(0));
        QVERIFY(!QFile::exists(dump));
    }

    // Issue 31, robustness 4: a plan that carries a hardware row this catalog lacks opened by a scripted run
    // (--dump-scenario, --screenshot, --recover) waited forever on "Plan opened with notes" and "Add the row?".
    // Now the note goes to stderr, the question is answered No, and the run ends with the plan (and its row) kept.
    void scriptedRunsDoNotWaitOnQuestions()
    {
        QTemporaryDir home;
        const QString plan = home.filePath(QStringLiteral("carrying.fleetplan"));
        const QString user = home.filePath(QStringLiteral("user.sqlite"));
        const QString dump = home.filePath(QStringLiteral("out.fleetplan"));
        QCOMPARE(fleet::catalog::CatalogRepository::ensureUserCatalog(user), QString()); // a named catalog must exist
        QFile f(plan);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const fleet::app::ScenarioReadResult preset = fleet::app::Presets::load(fleet::app::Presets::defaultName());
        fleet::Scenario s = *preset.scenario;
        s.fleet.accelerator = "my-h100";
        fleet::catalog::CatalogRow chip = *fleet::catalog::findRow(fleet::catalog::builtinRows(),
                                                                   QStringLiteral("accelerators"), QStringLiteral("h100-sxm"));
        chip.values.insert(QStringLiteral("id"), QStringLiteral("my-h100"));
        fleet::app::CatalogReference ref;
        ref.rows = {chip};
        f.write(fleet::app::ScenarioFile::serialize(s, ref));
        f.close();
        QProcess p;
        p.setProcessEnvironment(fleet::test::isolatedGuiEnvironment(home));
        p.start(QStringLiteral(FLEET_GUI_PATH), {QStringLiteral("--user-catalog"), user, QStringLiteral("--dump-scenario"),
                                                 dump, plan});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("note: The plan carries hardware rows")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("question (answered no): Add the 1 hardware row")), qPrintable(err));
        const fleet::app::ScenarioReadResult back = fleet::app::ScenarioFile::load(dump);
        QVERIFY2(back.scenario, qPrintable(back.error));
        QCOMPARE(back.scenario->fleet.accelerator, std::string("my-h100"));
        QCOMPARE(back.catalog.rows.size(), 1); // the dump carries the row too
        QVERIFY(fleet::catalog::readUserRows(user).rows.isEmpty()); // answered No: the user catalog is untouched
    }
};

QTEST_MAIN(TestCatalogStartup)
#include "tst_catalog_startup.moc"
