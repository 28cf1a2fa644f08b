// fleetplanner-cli and the serving model (issue 14): the contract's serving.* keys in --json, --explain, the
// preset llama2-70b-mlperf-offline, bad serving input (exit 2 naming the key, or a message naming it), and
// `search --serving` (table, rejections, CSV, the closing "Evaluated N configurations in X s", under 100 ms), and
// its progress on stderr when the search is long or stderr a terminal.
#include "CliApp.h"
#include "CliRun.h"
#include "ServingSearchCommand.h"
#include "Tolerance.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdlib>

#include <fcntl.h>
#include <unistd.h>

namespace {

using Run = fleet::test::CliRun;
Run cli(const QStringList& args) { return fleet::test::runCli(args); }

QJsonObject json(const Run& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

const QStringList kContractKeys = {"serving.max_batch",           "serving.decode_step_s", "serving.ttft_s",
                                   "serving.tpot_s",              "serving.tokens_per_s_per_gpu",
                                   "serving.replicas",            "serving.accelerators",
                                   "serving.usd_per_million_tokens"};

double elapsed(const QString& out)
{
    const QRegularExpression re(QStringLiteral("Evaluated (\\d+) configurations in ([0-9.]+) s\\s*$"));
    const auto m = re.match(out);
    return m.hasMatch() ? m.captured(2).toDouble() : -1.0;
}

} // namespace

class TestCliServing : public QObject {
    Q_OBJECT
private slots:
    void contractKeysInJson_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("default plan") << QStringList{"eval", "--json"};
        QTest::newRow("MLPerf preset") << QStringList{"eval", "--preset", "llama2-70b-mlperf-offline", "--json"};
        QTest::newRow("with a load and targets")
            << QStringList{"eval", "--preset", "llama2-70b-mlperf-offline", "--set", "serving.requestsPerSecond=300",
                           "--set", "serving.ttftSeconds=2", "--set", "serving.tpotSeconds=0.2", "--json"};
    }
    void contractKeysInJson()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        for (const QString& k : kContractKeys)
            QVERIFY2(o.contains(k), qPrintable(k));
    }

    void mlperfPreset()
    {
        const Run r = cli({"eval", "--preset", "llama2-70b-mlperf-offline", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("serving.tp").toDouble(), 2.0);
        QCOMPARE(o.value("serving.replicas").toDouble(), 4.0);
        QCOMPARE(o.value("serving.accelerators").toDouble(), 8.0);
        QCOMPARE(o.value("serving.nodes").toDouble(), 1.0);
        // MLPerf Inference v4.0 closed: 2,725.7 output tokens/s per H100 offline.
        FLEET_COMPARE_REL(o.value("serving.tokens_per_s_per_gpu").toDouble(), 2725.7, 0.25);
        FLEET_COMPARE_REL(o.value("serving.tokens_per_s").toDouble(), 21805.8, 0.25);
        // FP8 KV cache of 80 layers × 8 heads × 128: 160 KiB per token.
        QCOMPARE(o.value("serving.kv_bytes_per_token").toDouble(), 163840.0);
        // The book's batch-1 floor stays: inference.decode_s_per_token is W / BW.
        FLEET_COMPARE_REL(o.value("inference.decode_s_per_token").toDouble(), 68.976648192e9 / 3.35e12, 1e-9);
        QVERIFY(r.err.contains(QStringLiteral("serving.requestsPerSecond = 0")));
    }

    void explain()
    {
        const Run r = cli({"eval", "--preset", "llama2-70b-mlperf-offline", "--explain", "serving.decode_step_s"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("formula:")));
        QVERIFY(r.out.contains(QStringLiteral("η_mem")));
        QVERIFY(r.out.contains(QStringLiteral("seed §2")));
        const Run t = cli({"eval", "--preset", "llama2-70b-mlperf-offline", "--explain", "serving.ttft_p99_s"});
        QVERIFY(t.out.contains(QStringLiteral("Erlang C")));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("output length 0") << QStringList{"serving.outputTokens=0"} << 2 << "serving.outputTokens"
                                         << "out of range";
        QTest::newRow("unknown KV precision") << QStringList{"serving.kvPrecision=fp5"} << 2 << "serving.kvPrecision"
                                              << "one of";
        QTest::newRow("negative load") << QStringList{"serving.requestsPerSecond=-1"} << 2 << "serving.requestsPerSecond"
                                       << "out of range";
        QTest::newRow("zero load") << QStringList{"serving.requestsPerSecond=0"} << 0 << "serving.requestsPerSecond"
                                   << "no load given";
        QTest::newRow("TPOT target below one weight read")
            << QStringList{"serving.tpotSeconds=0.005"} << 0 << "serving.tpotSeconds" << "cannot be met";
        QTest::newRow("TTFT target below one prefill")
            << QStringList{"serving.ttftSeconds=0.01", "serving.tpotSeconds=0.2"} << 0 << "serving.ttftSeconds"
            << "cannot be met";
        QTest::newRow("batch beyond the KV cache") << QStringList{"serving.batch=100000"} << 0 << "serving.batch"
                                                   << "does not fit";
        QTest::newRow("book batch beyond the KV cache")
            << QStringList{"inference.batch=4096", "inference.contextLen=8192"} << 0 << "inference.batch" << "TB";
        QTest::newRow("TP too small for FP16 weights")
            << QStringList{"inference.precision=fp16", "serving.tp=1"} << 0 << "serving.tp" << "smallest TP that fits is 2";
        QTest::newRow("model too big for a node") << QStringList{"inference.params=2e12", "serving.tp=0"} << 0 << "model.params"
                                                  << "do not fit";
    }
    void badInput()
    {
        QFETCH(QStringList, sets);
        QFETCH(int, code);
        QFETCH(QString, key);
        QFETCH(QString, phrase);
        QStringList args{"eval", "--preset", "llama2-70b-mlperf-offline"};
        for (const QString& s : sets)
            args << "--set" << s;
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(key), qPrintable(r.err));
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
    }
    void bookBatchWarningOnTheDefaultPlan()
    {
        // Issue 14: batch 256 on the default plan needed 2.47 TB of KV cache without a word.
        const Run r = cli({"eval", "--set", "inference.batch=256"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QStringLiteral("inference.batch = 256 at inference.contextLen = 2048 needs 2.47 TB")),
                 qPrintable(r.err));
    }

    void servingSearch()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("serving.csv"));
        const Run r = cli({"search", "--serving", "--preset", "llama2-70b-mlperf-offline", "--set",
                           "serving.requestsPerSecond=100", "--set", "serving.ttftSeconds=2", "--set",
                           "serving.tpotSeconds=0.2", "--vary", "fleet.accelerator=all", "--vary",
                           "inference.precision=fp8,fp16,bf16,int8", "--vary", "serving.batch=0,64,256", "--csv", csv});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(lines.first().startsWith(QStringLiteral("Serving search of ")));
        QVERIFY(lines.last().startsWith(QStringLiteral("Evaluated ")));
        QVERIFY(r.out.contains(QStringLiteral("no-precision")));
        QVERIFY(r.out.contains(QStringLiteral("does-not-fit")));
        // 22 accelerators × 4 precisions × 4 TPs × 3 batches (its time is measured in bench/, not asserted here).
        QVERIFY(r.out.contains(QStringLiteral("1056 configurations")));
        QVERIFY2(elapsed(r.out) >= 0.0, qPrintable(lines.last()));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1057);
        QVERIFY(rows.first().startsWith(QStringLiteral("index,status,rank,fleet.accelerator")));
        QVERIFY(rows.first().contains(QStringLiteral("serving.usd_per_million_tokens")));
        // Ranked by accelerators: row 1 needs no more than any other valid row.
        const QRegularExpression rank1(QStringLiteral("^\\d+,ok,1,"));
        QVERIFY(std::any_of(rows.begin(), rows.end(), [&](const QString& l) { return rank1.match(l).hasMatch(); }));
    }
    // A context-parallel plan's search keeps its serving.cp: the table and the CSV say CP 16 for every layout (the
    // million-token prompt fits no single TP group, so every layout the search sizes is TP × CP 16).
    void servingSearchKeepsTheContextParallelism()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("cp.csv"));
        const Run r = cli({"search", "--serving", "--preset", "llama3-405b-cp-serving", "--csv", csv});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        const int header = static_cast<int>(std::find_if(lines.begin(), lines.end(), [](const QString& l) {
                                                 return l.trimmed().startsWith(u'#');
                                             }) - lines.begin());
        QVERIFY2(header < lines.size() - 1, qPrintable(r.out));
        const QStringList columns = lines[header].split(u' ', Qt::SkipEmptyParts);
        const qsizetype cpColumn = columns.indexOf(QStringLiteral("cp"));
        QVERIFY2(cpColumn == columns.indexOf(QStringLiteral("ep")) + 1, qPrintable(lines[header]));
        QCOMPARE(lines[header + 1].split(u' ', Qt::SkipEmptyParts).value(cpColumn), QStringLiteral("16"));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(rows.first().endsWith(QStringLiteral(",serving.ep,serving.cp")), qPrintable(rows.first()));
        for (qsizetype i = 1; i < rows.size(); ++i)
            QVERIFY2(rows[i].endsWith(QStringLiteral(",1,16")), qPrintable(rows[i]));
    }

    // Issue 31: a long serving search says how far it is on stderr, as `catalog import` does for a large file. In a
    // log, a line per tenth once the search has run a second (a quick search, as in servingSearch above, prints
    // nothing); on a terminal, one line rewritten in place and erased at the end. stdout is never written.
    void servingSearchProgress_data()
    {
        QTest::addColumn<bool>("terminal");
        QTest::addColumn<QList<double>>("fractions");
        QTest::addColumn<QList<qint64>>("elapsedMs");
        QTest::addColumn<QString>("shown");
        const QList<double> tenths{0.0, 0.1, 0.25, 0.42, 0.45, 0.7, 1.0};
        QTest::newRow("log, quick") << false << tenths << QList<qint64>{0, 1, 2, 3, 4, 5, 6} << QString();
        QTest::newRow("log, long from 40 %")
            << false << tenths << QList<qint64>{0, 300, 600, 1000, 1100, 1500, 2000}
            << QStringLiteral("serving search: 40 %\nserving search: 70 %\nserving search: 100 %\n");
        const QString blank(QStringLiteral("serving search: 100 %").size(), u' ');
        QTest::newRow("terminal, quick")
            << true << QList<double>{0.0, 0.5, 1.0} << QList<qint64>{0, 1, 2}
            << QStringLiteral("\rserving search: 50 %\rserving search: 100 %\r") + blank + u'\r';
    }

    void servingSearchProgress()
    {
        QFETCH(bool, terminal);
        QFETCH(QList<double>, fractions);
        QFETCH(QList<qint64>, elapsedMs);
        QFETCH(QString, shown);
        QString err;
        QTextStream stream(&err);
        fleet::app::ServingSearchProgress progress(stream, terminal);
        for (qsizetype i = 0; i < fractions.size(); ++i)
            progress.report(fractions[i], elapsedMs[i]);
        progress.finish();
        stream.flush();
        QCOMPARE(err, shown);
    }

    // What counts as a terminal: a pseudo-terminal does; a file and an in-memory stream (the tests' CLI) do not.
    void servingSearchProgressOnlyOnATerminal()
    {
        QString text;
        QTextStream memory(&text);
        QVERIFY(!fleet::app::ServingSearchProgress::isTerminal(memory));
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("log")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QTextStream toFile(&file);
        QVERIFY(!fleet::app::ServingSearchProgress::isTerminal(toFile));
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
            QSKIP("no pseudo-terminal here");
        QFile terminal;
        const int slave = ::open(::ptsname(master), O_RDWR | O_NOCTTY);
        QVERIFY(slave >= 0 && terminal.open(slave, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle));
        QTextStream toTerminal(&terminal);
        QVERIFY(fleet::app::ServingSearchProgress::isTerminal(toTerminal));
        ::close(master);
    }

    void servingSearchCostObjective()
    {
        const Run r = cli({"search", "--serving", "--preset", "llama2-70b-mlperf-offline", "--vary",
                           "fleet.accelerator=h100-sxm,h200-sxm,b200", "--objective", "cost", "--top", "3"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("objective: cost per million output tokens")));
        QVERIFY(r.out.contains(QStringLiteral("Best 3 of")));
    }
    void servingSearchBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("axis the serving search does not vary")
            << QStringList{"--vary", "training.tp=1,2"} << 2 << "--vary training.tp";
        QTest::newRow("unknown accelerator") << QStringList{"--vary", "fleet.accelerator=h900"} << 2
                                             << "fleet.accelerator: unknown accelerator id 'h900'";
        QTest::newRow("unknown precision") << QStringList{"--vary", "inference.precision=fp5"} << 2
                                           << "inference.precision: 'fp5'";
        QTest::newRow("TP out of range") << QStringList{"--vary", "serving.tp=0,2"} << 2 << "serving.tp: 0 is out of range";
        QTest::newRow("bad objective") << QStringList{"--objective", "speed"} << 2 << "--objective";
        QTest::newRow("a target nothing meets") << QStringList{"--set", "serving.tpotSeconds=0.0001"} << 1
                                                << "tpot-unmet";
    }
    void servingSearchBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, phrase);
        const Run r = cli(QStringList{"search", "--serving", "--preset", "llama2-70b-mlperf-offline"} + args);
        QCOMPARE(r.code, code);
        QVERIFY2((r.err + r.out).contains(phrase), qPrintable(r.err + r.out));
    }
};

QTEST_GUILESS_MAIN(TestCliServing)
#include "tst_cli_serving.moc"
