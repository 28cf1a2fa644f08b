// The GUI's numeric options and settings are range-checked as numbers before anything converts them to int
// (issue 15): `--autosave-seconds 99999999999` overflowed the timer's milliseconds, `--step -2147483648`
// overflowed n - 1, `--size 100000x100000` asked for a 40 GB screenshot. Each row exits 2 naming the option
// and its range; an out-of-range autosave setting falls back to the default.
#include "document/Autosave.h"

#include <QCoreApplication>
#include "SafetyFixtures.h"

#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

class TestCommandLine : public QObject {
    Q_OBJECT
private slots:
    void outOfRange_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("said");
        QTest::newRow("autosave beyond int") << QStringList{"--autosave-seconds", "99999999999"} << "--autosave-seconds: '99999999999' is not a whole number from 1 to 86400";
        QTest::newRow("autosave 0") << QStringList{"--autosave-seconds", "0"} << "--autosave-seconds";
        QTest::newRow("autosave negative") << QStringList{"--autosave-seconds", "-5"} << "--autosave-seconds";
        QTest::newRow("autosave 1e3") << QStringList{"--autosave-seconds", "1e3"} << "--autosave-seconds";
        QTest::newRow("autosave text") << QStringList{"--autosave-seconds", "soon"} << "--autosave-seconds";
        QTest::newRow("step at INT_MIN") << QStringList{"--step", "-2147483648"} << "--step";
        QTest::newRow("tab 1000") << QStringList{"--tab", "1000"} << "--tab";
        QTest::newRow("size 100000x100000") << QStringList{"--size", "100000x100000"} << "--size: '100000x100000' is not WIDTHxHEIGHT";
        QTest::newRow("size without height") << QStringList{"--size", "800"} << "--size";
        QTest::newRow("size 0x0") << QStringList{"--size", "0x0"} << "--size";
    }

    void outOfRange()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, said);
        QTemporaryDir home;
        QProcess p;
        p.setProcessEnvironment(fleet::test::isolatedGuiEnvironment(home));
        p.start(QStringLiteral(FLEET_GUI_PATH), QStringList{QStringLiteral("--builtin-catalog")} + args +
                                                    QStringList{QStringLiteral("--dump-scenario"), home.filePath(QStringLiteral("x"))});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QVERIFY2(err.contains(said), qPrintable(err));
    }

    void autosaveSettingOutOfRange_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<int>("seconds");
        QTest::newRow("1e12") << QVariant(1e12) << int(fleet::app::Autosave::kDefaultIntervalSeconds);
        QTest::newRow("2^31") << QVariant(qlonglong(1) << 31) << int(fleet::app::Autosave::kDefaultIntervalSeconds);
        QTest::newRow("0") << QVariant(0) << int(fleet::app::Autosave::kDefaultIntervalSeconds);
        QTest::newRow("text") << QVariant(QStringLiteral("often")) << int(fleet::app::Autosave::kDefaultIntervalSeconds);
        QTest::newRow("90") << QVariant(90) << 90;
        QTest::newRow("a day") << QVariant(86400) << 86400;
    }

    void autosaveSettingOutOfRange()
    {
        QFETCH(QVariant, value);
        QFETCH(int, seconds);
        QTemporaryDir config;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("FleetPlannerTest"));
        QSettings().setValue(QStringLiteral("autosave/intervalSeconds"), value);
        QCOMPARE(fleet::app::Autosave::intervalFromSettings(), seconds);
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_command_line.moc"
