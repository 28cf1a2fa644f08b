// The GUI's start with a user catalog that cannot be used (issue 15): it says why and offers the built-in
// catalog (Use it / Quit); a run without a user (--dump-scenario) fails with the reason like the CLI does;
// rows skipped by validation are listed and the rest of the catalog is used.
#include "CatalogStartup.h"
#include "CatalogRepository.h"

#include "SafetyFixtures.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

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
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("w"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral(
                "INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, source, kind, as_of) VALUES "
                "('zero-link', 'Z', 'infiniband', 0, 1, 's', 'spec', '2024')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("w"));
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
};

QTEST_MAIN(TestCatalogStartup)
#include "tst_catalog_startup.moc"
