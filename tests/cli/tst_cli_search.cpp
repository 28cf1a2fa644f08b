// fleetplanner-cli search: the Pareto front of the book plan's layouts, rejected counts, the closing
// "Evaluated N configurations in X s" line, CSV, --optimal-size (seed §1 scaling laws), and bad --vary input
// exiting 2 with a message naming the key.
#include "CliApp.h"
#include "CliRun.h"
#include "Tolerance.h"

#include <QRegularExpression>
#include <QTemporaryDir>

using fleet::app::CliApp;

namespace {

using Run = fleet::test::CliRun;
Run cli(const QStringList& args) { return fleet::test::runCli(args); }

// The number after `label` on the line that contains it.
double numberAfter(const QString& text, const QString& label)
{
    const QRegularExpression re(QRegularExpression::escape(label) + QStringLiteral("\\s*([0-9.e+]+)"));
    const auto m = re.match(text);
    return m.hasMatch() ? m.captured(1).toDouble() : -1.0;
}

} // namespace

class TestCliSearch : public QObject {
    Q_OBJECT
private slots:
    void defaultSearchOfTheBookPlan()
    {
        const Run r = cli({"search", "--preset", "book-175b-h100", "--top", "3", "--threads", "2"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        // 5 tp × 11 pp × 4 micro-batches × 4 ZeRO stages × 2 checkpointing × 2 precisions.
        QVERIFY2(lines.first().contains(QStringLiteral("3520 configuration(s)")), qPrintable(lines.first()));
        QVERIFY(lines.last().startsWith(QStringLiteral("Evaluated 3520 configurations in ")));
        QVERIFY(lines.last().endsWith(QStringLiteral(" s")));
        QVERIFY(r.out.contains(QStringLiteral("1 distinct point(s); showing 3")));
        // Row 1: the book's 17.6 h = 0.73 d, TCO $598.5M, 71.9 t CO2e, 11.52 MW, FP8.
        const qsizetype first = lines.indexOf(QRegularExpression(QStringLiteral("^\\s+1\\s.*")));
        QVERIFY(first > 0);
        const QString row1 = lines.at(first);
        const QStringList cells = row1.split(u' ', Qt::SkipEmptyParts);
        QCOMPARE(cells.at(1), QStringLiteral("0.73"));
        QCOMPARE(cells.at(2), QStringLiteral("598.5"));
        QCOMPARE(cells.at(3), QStringLiteral("71.9"));
        QCOMPARE(cells.at(4), QStringLiteral("11.52"));
        QVERIFY(cells.contains(QStringLiteral("fp8")));
        // tp · pp · dp = 8,192 on the shown row: tp, pp are columns 8 and 9, dp the last.
        QCOMPARE(cells.at(7).toLongLong() * cells.at(8).toLongLong() * cells.last().toLongLong(), 8192LL);
        // Rejections: tp = 16 crosses the node (11 · 64), tp · pp not dividing 8,192 (4 · 5 · 64).
        QCOMPARE(numberAfter(r.out, QStringLiteral("tp-crosses-node")), 704.0);
        QCOMPARE(numberAfter(r.out, QStringLiteral("tp-pp-dp-mismatch")), 1280.0);
        QVERIFY(numberAfter(r.out, QStringLiteral("does-not-fit")) > 0.0);
        QVERIFY(r.out.contains(QStringLiteral("2 thread(s)")));
    }

    void varyNodesShowsTheTradeOff()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("s.csv"));
        const Run r = cli({"search", "--no-default-axes", "--vary", "fleet.nodes=512:2048:x2", "--vary",
                           "training.tp=8", "--vary=training.pp=8", "--top", "0", "--csv", csv});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("3 configuration(s), 3 distinct point(s); showing 3")));
        QVERIFY(r.out.trimmed().endsWith(QStringLiteral(" s")));
        QVERIFY(r.out.contains(QStringLiteral("Evaluated 3 configurations in ")));
        // Fastest first: 2,048 nodes take half the book's 17.6 h, 512 nodes twice it.
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        const int head = lines.indexOf(QRegularExpression(QStringLiteral("^\\s+#.*")));
        QVERIFY(head > 0);
        QVERIFY(lines.at(head).contains(QStringLiteral("nodes")));
        const double t1 = lines.at(head + 1).split(u' ', Qt::SkipEmptyParts).at(1).toDouble();
        const double t3 = lines.at(head + 3).split(u' ', Qt::SkipEmptyParts).at(1).toDouble();
        FLEET_COMPARE_REL(t1, 17.625 / 2 / 24, 0.02);
        FLEET_COMPARE_REL(t3, 17.625 * 2 / 24, 0.01);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(0).section(u',', 0, 5),
                 QStringLiteral("index,status,on_front,fleet.nodes,training.tp,training.pp"));
        QCOMPARE(rows.at(2).section(u',', 0, 6), QStringLiteral("1,valid,1,1024,8,8,128"));
        FLEET_COMPARE_REL(rows.at(2).section(u',', 7, 7).toDouble(), 63452.96, 1e-6); // training.wall_s, seed L2310
    }

    void optimalSize_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<double>("budget");
        QTest::addColumn<double>("paramsB");
        QTest::newRow("plan compute 3.15e23 (seed L2294-2310)") << QStringList{} << 3.15e23 << 51.2;
        QTest::newRow("--flops 1.2e20") << QStringList{"--flops", "1.2e20"} << 1.2e20 << 1.0;
        // 8,192 × 1,979 TFLOP/s × 45 % × 30 days = 1.891e25 FLOP → √(C / 120) = 397B.
        QTest::newRow("--days 30") << QStringList{"--days", "30"} << 1.891e25 << 397.0;
    }
    void optimalSize()
    {
        QFETCH(QStringList, extra);
        QFETCH(double, budget);
        QFETCH(double, paramsB);
        const Run r = cli(QStringList{"search", "--optimal-size"} + extra);
        QCOMPARE(r.code, 0);
        FLEET_COMPARE_REL(numberAfter(r.out, QStringLiteral("budget:")), budget, 0.001);
        FLEET_COMPARE_REL(numberAfter(r.out, QStringLiteral("optimal size:")), paramsB, 0.002);
        QVERIFY(r.out.contains(QStringLiteral("1.7 tokens per parameter")));
        QVERIFY(r.out.contains(QStringLiteral("regime:          data-limited")));
        QVERIFY(!r.out.contains(QStringLiteral("Evaluated")));
    }

    void badInputExits2NamingTheKey_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("unknown key") << QStringList{"--vary", "training.tq=1,2"} << "training.tq";
        QTest::newRow("empty") << QStringList{"--vary", "training.tp="} << "training.tp: no values";
        QTest::newRow("bad range") << QStringList{"--vary", "training.tp=8:1:1"} << "training.tp: the range 8:1";
        QTest::newRow("bad value") << QStringList{"--vary", "training.zeroStage=0,7"} << "training.zeroStage";
        QTest::newRow("range on a text key") << QStringList{"--vary", "training.precision=1:3:1"} << "training.precision";
        QTest::newRow("too many combinations")
            << QStringList{"--vary", "training.dp=1:2000:1", "--vary", "training.seqLen=1:1000:1"}
            << "training.seqLen (1000)";
        QTest::newRow("--vary without value") << QStringList{"--vary"} << "--vary needs";
        QTest::newRow("--top") << QStringList{"--top", "many"} << "--top";
        QTest::newRow("--threads") << QStringList{"--threads", "0"} << "--threads";
        QTest::newRow("--flops without --optimal-size") << QStringList{"--flops", "1e20"} << "--optimal-size";
        QTest::newRow("--flops and --days") << QStringList{"--optimal-size", "--flops", "1e20", "--days", "3"}
                                            << "not both";
        QTest::newRow("--days negative") << QStringList{"--optimal-size", "--days", "-3"} << "--days";
        QTest::newRow("nothing to vary") << QStringList{"--no-default-axes"} << "--no-default-axes";
        QTest::newRow("unknown option") << QStringList{"--frobnicate"} << "--frobnicate";
    }
    void badInputExits2NamingTheKey()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, errorPart);
        const Run r = cli(QStringList{"search"} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(errorPart), qPrintable(r.err));
        QVERIFY(!r.out.contains(QStringLiteral("Evaluated")));
    }

    void noValidConfigurationExits1()
    {
        const Run r = cli({"search", "--no-default-axes", "--vary", "training.tp=16"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(QStringLiteral("No valid configuration.")));
        QVERIFY(r.out.contains(QStringLiteral("tp-crosses-node")));
        QVERIFY(r.out.contains(QStringLiteral("Evaluated 1 configurations in ")));
    }
};

QTEST_GUILESS_MAIN(TestCliSearch)
#include "tst_cli_search.moc"
