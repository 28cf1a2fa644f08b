// fleetplanner-cli search: the Pareto front of the book plan's layouts, rejected counts, the closing
// "Evaluated N configurations in X s" line, CSV, --optimal-size (seed §1 scaling laws), and bad --vary input
// exiting 2 with a message naming the key.
#include "CliApp.h"
#include "CliRun.h"
#include "Tolerance.h"

#include <QJsonDocument>
#include <QJsonObject>
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
        // 5 tp × 11 pp × 5 micro-batches × 5 interleaves × 2 sequence parallel × 4 ZeRO × 3 recompute × 2 precisions.
        QVERIFY2(lines.first().contains(QStringLiteral("66000 configuration(s)")), qPrintable(lines.first()));
        QVERIFY(lines.last().startsWith(QStringLiteral("Evaluated 66000 configurations in ")));
        QVERIFY(lines.last().endsWith(QStringLiteral(" s")));
        // One fleet: the run's cost and carbon follow its time, so the fastest layout is the front.
        QVERIFY(r.out.contains(QStringLiteral("1 distinct point(s); showing 1")));
        const qsizetype first = lines.indexOf(QRegularExpression(QStringLiteral("^\\s+1\\s.*")));
        QVERIFY(first > 0);
        const QStringList cells = lines.at(first).split(u' ', Qt::SkipEmptyParts);
        // Columns: #, time (d), run cost ($M), carbon (t), step (s), MFU %, mem/GPU (GB), TCO ($M), then the axes, dp.
        QCOMPARE(cells.at(7), QStringLiteral("598")); // the fleet's 4-year TCO, the same for every layout
        const QString tp = cells.at(8), pp = cells.at(9), mb = cells.at(10), il = cells.at(11), sp = cells.at(12),
                      zero = cells.at(13), rec = cells.at(14), prec = cells.at(15), dp = cells.last();
        QCOMPARE(tp.toLongLong() * pp.toLongLong() * dp.toLongLong(), 8192LL);
        // The row is an evaluate() of its layout: the same run through `eval` gives the same time and step.
        const Run e = cli({"eval", "--preset", "book-175b-h100", "--set", "training.timeModel=predicted", "--set",
                           "training.globalBatch=1536", "--set", "training.tp=" + tp, "--set", "training.pp=" + pp,
                           "--set", "training.dp=" + dp, "--set", "training.microBatch=" + mb, "--set",
                           "training.interleave=" + il, "--set", "training.sequenceParallel=" + sp, "--set",
                           "training.zeroStage=" + zero, "--set", "training.activationCheckpointing=" + rec, "--set",
                           "training.precision=" + prec, "--json"});
        QCOMPARE(e.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(e.out.toUtf8()).object();
        FLEET_COMPARE_REL(cells.at(1).toDouble(), o.value(QStringLiteral("training.wall_s")).toDouble() / 86400.0, 0.005);
        FLEET_COMPARE_REL(cells.at(4).toDouble(), o.value(QStringLiteral("training.step_s")).toDouble(), 0.001);
        // The predicted run beats the plan's own layout (its bubble: 12 micro-batches on 8 stages).
        const Run plan = cli({"eval", "--preset", "book-175b-h100", "--json"});
        const double planPredicted =
            QJsonDocument::fromJson(plan.out.toUtf8()).object().value(QStringLiteral("training.predicted_wall_s")).toDouble();
        QVERIFY(cells.at(1).toDouble() * 86400.0 < planPredicted);
        // Issue 31: the plan's own layout as the search prices it, why the front is one point, the runner-ups.
        QVERIFY2(r.out.contains(QStringLiteral("The plan's own layout: %1 d")
                                    .arg(QString::number(planPredicted / 86400.0, 'f', 2))),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("so the front holds one layout per fleet. The 3 fastest configuration(s):")));
        const qsizetype near = lines.indexOf(QRegularExpression(QStringLiteral(".*differs from #1$")));
        QVERIFY(near > first);
        QVERIFY(lines.at(near + 1).endsWith(QStringLiteral("the fastest")));
        QVERIFY2(lines.at(near + 2).contains(u'('), qPrintable(lines.at(near + 2))); // "key value (the fastest's)"
        // Rejections: tp = 16 crosses the node (11 · 1,200), tp · pp not dividing 8,192 (4 · 5 · 1,200).
        QCOMPARE(numberAfter(r.out, QStringLiteral("tp-crosses-node")), 13200.0);
        QCOMPARE(numberAfter(r.out, QStringLiteral("tp-pp-dp-mismatch")), 24000.0);
        QVERIFY(numberAfter(r.out, QStringLiteral("global-batch-not-divisible")) > 0.0);
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
        // The global batch (1,536 sequences) is held: more nodes mean fewer micro-batches per pipeline, so the
        // run gets faster but dearer: three points, each trading time for cost.
        QVERIFY(r.out.contains(QStringLiteral("3 configuration(s), 3 distinct point(s); showing 3")));
        QVERIFY(r.out.contains(QStringLiteral("Evaluated 3 configurations in ")));
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        const int head = lines.indexOf(QRegularExpression(QStringLiteral("^\\s+#.*")));
        QVERIFY(head > 0);
        QVERIFY(lines.at(head).contains(QStringLiteral("nodes")));
        auto row = [&](int k) { return lines.at(head + k).split(u' ', Qt::SkipEmptyParts); };
        QCOMPARE(row(1).at(8), QStringLiteral("2048")); // fastest first
        QCOMPARE(row(3).at(8), QStringLiteral("512"));
        QVERIFY(row(1).at(1).toDouble() < row(2).at(1).toDouble() && row(2).at(1).toDouble() < row(3).at(1).toDouble());
        QVERIFY(row(1).at(2).toDouble() > row(2).at(2).toDouble() && row(2).at(2).toDouble() > row(3).at(2).toDouble());
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(0).section(u',', 0, 9),
                 QStringLiteral("index,status,on_front,fleet.nodes,training.tp,training.pp,training.dp,training.wall_s,"
                                "tco.usd_per_training_run,carbon.total_kg"));
        QVERIFY(rows.at(0).contains(QStringLiteral("training.step_s,training.step_compute_s")));
        QCOMPARE(rows.at(2).section(u',', 0, 6), QStringLiteral("1,valid,1,1024,8,8,128"));
        const Run e = cli({"eval", "--preset", "book-175b-h100", "--set", "training.timeModel=predicted", "--set",
                           "training.globalBatch=1536", "--json"});
        const QJsonObject o = QJsonDocument::fromJson(e.out.toUtf8()).object();
        FLEET_COMPARE_REL(rows.at(2).section(u',', 7, 7).toDouble(), o.value(QStringLiteral("training.wall_s")).toDouble(), 1e-9);
        FLEET_COMPARE_REL(rows.at(2).section(u',', 13, 13).toDouble(), o.value(QStringLiteral("training.step_s")).toDouble(), 1e-9);
    }

    // Issue 31, robustness 9: the CLI keeps only the front and the fastest, and writes the CSV from the records made
    // again in order: one row per configuration, by index, the front's marked, each row's numbers its own.
    void csvHasOneRowPerConfiguration()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("s.csv"));
        const Run r = cli({"search", "--no-default-axes", "--vary", "training.tp=4,8", "--vary",
                           "training.tokens=1e11:1.05e11:1e6", "--vary", "training.zeroStage=0,3", "--top", "2", "--csv",
                           csv, "--threads", "2"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Evaluated 20004 configurations in ")), qPrintable(r.out));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = f.readAll().split('\n');
        QCOMPARE(rows.size(), 20004 + 2); // the header, the rows, the empty text after the last newline
        QVERIFY(rows.last().isEmpty());
        QVERIFY(rows.first().startsWith("index,status,on_front,training.tp,training.tokens,training.zeroStage,training.dp,"));
        int onFront = 0;
        for (int i = 1; i <= 20004; ++i) {
            const QList<QByteArray> cells = rows.at(i).split(',');
            QCOMPARE(cells.at(0).toInt(), i - 1);
            onFront += cells.at(2) == "1" ? 1 : 0;
        }
        QVERIFY(onFront >= 1);
        // The fewest tokens with the faster layout: index 1 · (5,001 · 2) + 0 · 2 + 0 = 10,002 (tp 8, ZeRO 0) or its
        // ZeRO-3 neighbour; its row says so and carries its run's time.
        const QList<QByteArray> fastest = rows.at(1 + 10002).split(',');
        QCOMPARE(fastest.at(3), QByteArray("8"));
        QCOMPARE(fastest.at(4), QByteArray("100000000000"));
        QVERIFY(fastest.at(7).toDouble() > 0.0);
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
