// fleetplanner-cli keeps the stable contract of product.md: eval/presets/catalog, --set, --json,
// --explain; bad input exits non-zero with a message naming the key.
#include "CliApp.h"
#include "CliRun.h"
#include "Tolerance.h"
#include "results/ResultSchema.h"

#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using fleet::app::CliApp;

namespace {

using Run = fleet::test::CliRun;
Run cli(const QStringList& args) { return fleet::test::runCli(args); }

const QStringList kContractKeys = {
    "compute.peak_flops_per_s",      "compute.hbm_bytes_per_s",       "compute.ridge_flop_per_byte",
    "inference.weights_bytes",       "inference.arithmetic_intensity", "inference.decode_s_per_token",
    "inference.compute_s_per_token", "inference.memory_bound_fraction", "training.total_flops",
    "training.cluster_flops_per_s",  "training.ideal_s",              "training.wall_s"};

const QString kPublishedNccl = QStringLiteral(FLEET_SOURCE_DIR "/tests/data/nccl/all_reduce_perf_published.txt");

// tests/data/nccl/all_reduce_perf_published.txt: 51 lines, the 25 result rows on lines 24-48; cells 5 and 8 are the
// out-of-place time and #wrong, 12 the in-place #wrong.
QByteArray publishedNccl()
{
    QFile f(kPublishedNccl);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The log with cell `cell` of its result rows set to `value` (only on line `onLine` when given).
QByteArray withCell(const QByteArray& log, int cell, const QByteArray& value, int onLine = 0)
{
    QList<QByteArray> lines = log.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).simplified();
        if (line.isEmpty() || line.startsWith('#') || (onLine > 0 && i + 1 != onLine))
            continue;
        QList<QByteArray> cells = line.split(' ');
        cells[cell] = value;
        lines[i] = cells.join(' ');
    }
    return lines.join('\n');
}

// Rows of size (B) and out-of-place time (µs) under the nccl-tests header.
QByteArray ncclRows(const QList<std::pair<double, double>>& rows)
{
    QByteArray log = "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   "
                     "algbw   busbw #wrong\n";
    for (const auto& [bytes, us] : rows)
        log += QByteArray::number(bytes, 'f', 0) + " " + QByteArray::number(bytes / 4, 'f', 0) + " float sum -1 " +
               QByteArray::number(us, 'f', 4) + " 1.00 1.00 0 " + QByteArray::number(us, 'f', 4) + " 1.00 1.00 0\n";
    return log;
}

// Runs `calibrate` on `log` written to a file named `fileName` in `dir`.
Run calibrate(const QTemporaryDir& dir, const QString& fileName, const QByteArray& log, QStringList args = {})
{
    QFile f(dir.filePath(fileName));
    if (!f.open(QIODevice::WriteOnly) || f.write(log) != log.size())
        return {};
    f.close();
    args.prepend(f.fileName());
    args.prepend(QStringLiteral("calibrate"));
    return cli(args);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void evalJsonHasEveryContractKey()
    {
        const Run r = cli({"eval", "--preset", "book-175b-h100", "--json"});
        QCOMPARE(r.code, 0);
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        for (const QString& k : kContractKeys)
            QVERIFY2(o.value(k).isDouble(), qPrintable(k));
        FLEET_COMPARE_REL(o.value(QStringLiteral("training.wall_s")).toDouble() / 3600, 17.6, 0.004);
    }

    // Issue 31: a plan made from nothing leads with the predicted time; the book's chain is the book preset's.
    void defaultIsThePredictedGpt3Preset()
    {
        const Run a = cli({"eval", "--json"});
        const Run b = cli({"eval", "--preset", "gpt3-175b-h100", "--json"});
        const Run book = cli({"eval", "--preset", "book-175b-h100", "--json"});
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        const QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8()).object(),
                          ob = QJsonDocument::fromJson(book.out.toUtf8()).object();
        // training.wall_s is the predicted run's, the same as the book preset's prediction; the chain stays 17.6 h.
        FLEET_COMPARE_REL(o.value(QStringLiteral("training.wall_s")).toDouble(),
                          ob.value(QStringLiteral("training.predicted_wall_s")).toDouble(), 1e-12);
        FLEET_COMPARE_REL(o.value(QStringLiteral("training.book_wall_s")).toDouble() / 3600, 17.6, 0.004);
    }

    void setChangesResultsConsistently()
    {
        const Run r = cli({"eval", "--preset", "book-175b-h100", "--set", "fleet.accelerator=h200-sxm", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        FLEET_COMPARE_REL(o.value(QStringLiteral("compute.hbm_bytes_per_s")).toDouble(), 4.8e12, 1e-12);
        FLEET_COMPARE_REL(o.value(QStringLiteral("inference.decode_s_per_token")).toDouble(), 350e9 / 4.8e12, 1e-12);
        const Run n = cli({"eval", "--set", "fleet.nodes=2048", "--set=training.mfu=0.5", "--json"});
        const QJsonObject o2 = QJsonDocument::fromJson(n.out.toUtf8()).object();
        FLEET_COMPARE_REL(o2.value(QStringLiteral("training.cluster_flops_per_s")).toDouble(), 16384 * 1979e12 * 0.5, 1e-12);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown key") << QStringList{"eval", "--set", "fleet.gpus=8"} << "fleet.gpus";
        QTest::newRow("bad value") << QStringList{"eval", "--set", "fleet.nodes=-3"} << "fleet.nodes";
        QTest::newRow("NaN") << QStringList{"eval", "--set", "training.mfu=nan"} << "training.mfu";
        QTest::newRow("unknown accelerator") << QStringList{"eval", "--set", "fleet.accelerator=h900"} << "h900";
        QTest::newRow("unknown preset") << QStringList{"eval", "--preset", "nope"} << "nope";
        QTest::newRow("missing file") << QStringList{"eval", "/nonexistent.fleetplan"} << "/nonexistent.fleetplan";
        QTest::newRow("unknown option") << QStringList{"eval", "--frobnicate"} << "--frobnicate";
        QTest::newRow("unknown result to explain") << QStringList{"eval", "--explain", "compute.nope"} << "compute.nope";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "frobnicate";
        QTest::newRow("unknown catalog kind") << QStringList{"catalog", "list", "gpus"} << "gpus";
        QTest::newRow("unknown catalog id") << QStringList{"catalog", "show", "h900"} << "h900";
        QTest::newRow("--set without value") << QStringList{"eval", "--set"} << "--set";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = cli(args);
        QCOMPARE(r.code, 2); // bad input, as documented (1 is reserved for plans that evaluate with errors)
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }

    // Issue 31, robustness 11: scripting traps. Each was accepted (the default plan for an empty FILE, the last of two
    // --preset or -o, extra arguments ignored) or named unclearly; now exit 2 and the first line says what is wrong.
    void scriptingTraps_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error"); // the first line of stderr
        QTest::newRow("empty FILE") << QStringList{"eval", ""}
                                    << "error: the FILE argument is empty; give FILE.fleetplan, --preset NAME, or neither "
                                       "for the default plan";
        QTest::newRow("--preset twice") << QStringList{"eval", "--preset", "book-175b-h100", "--preset", "gpt3-175b-h100"}
                                        << "error: --preset is given twice ('book-175b-h100', 'gpt3-175b-h100'); give it once";
        QTest::newRow("-o twice") << QStringList{"save", "-o", "/nonexistent/a.fleetplan", "-o", "/nonexistent/b.fleetplan"}
                                  << "error: -o is given twice ('/nonexistent/a.fleetplan', '/nonexistent/b.fleetplan'); "
                                     "give it once";
        QTest::newRow("--page twice, once with =") << QStringList{"report", "--page=a4", "-o", "r.csv", "--page", "letter"}
                                                   << "error: --page is given twice ('a4', 'letter'); give it once";
        QTest::newRow("a flag twice") << QStringList{"eval", "--json", "--json"} << "error: --json is given twice; give it once";
        QTest::newRow("--serving twice") << QStringList{"search", "--serving", "--serving"}
                                         << "error: --serving is given twice; give it once";
        QTest::newRow("catalog -o twice") << QStringList{"catalog", "export", "links", "-o", "a.csv", "-o", "b.csv"}
                                          << "error: -o is given twice ('a.csv', 'b.csv'); give it once";
        QTest::newRow("two plans") << QStringList{"eval", "a.fleetplan", "b.fleetplan"}
                                   << "error: unexpected argument 'b.fleetplan'";
        QTest::newRow("presets with an argument") << QStringList{"presets", "extra"} << "error: unexpected argument 'extra'";
        QTest::newRow("keys with arguments") << QStringList{"keys", "a", "b"} << "error: unexpected arguments 'a', 'b'";
        QTest::newRow("results with an argument")
            << QStringList{"results", "extra"} << "error: unexpected argument 'extra' (results takes --json or --markdown)";
        QTest::newRow("catalog list with two kinds") << QStringList{"catalog", "list", "links", "nodes"}
                                                     << "error: unexpected argument 'nodes'";
        QTest::newRow("catalog show without an id") << QStringList{"catalog", "show", "--json"}
                                                    << "error: catalog show needs exactly one argument (ID)";
        QTest::newRow("a flag with a value") << QStringList{"eval", "--json=yes"} << "error: --json takes no value (--json=yes)";
        QTest::newRow("an empty value") << QStringList{"eval", "--explain="}
                                        << "error: --explain needs a value; it was given an empty one";
        QTest::newRow("an empty preset") << QStringList{"eval", "--preset", ""}
                                         << "error: --preset needs a value; it was given an empty one";
        QTest::newRow("a value missing at the end") << QStringList{"report", "-o"} << "error: -o needs a value";
        QTest::newRow("an option after --is a file") << QStringList{"eval", "--", "--json"}
                                                      << "error: cannot open --json: No such file or directory";
        QTest::newRow("global option twice") << QStringList{"--builtin-catalog", "eval"}
                                             << "error: --builtin-catalog is given twice; give it once";
        QTest::newRow("both catalogs") << QStringList{"--user-catalog", "/nonexistent.sqlite", "presets"}
                                       << "error: give either --user-catalog PATH or --builtin-catalog, not both";
        QTest::newRow("an empty --user-catalog") << QStringList{"--user-catalog=", "presets"}
                                                 << "error: --user-catalog needs a value; it was given an empty one";
    }
    void scriptingTraps()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const Run r = cli(args); // after --builtin-catalog
        QCOMPARE(r.err.section(u'\n', 0, 0), error);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString());
    }

    // `--` ends the options: a plan whose name starts with '-' can be given after it.
    void doubleDashEndsTheOptions()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(":/presets/book-175b-h100.fleetplan"), dir.filePath(QStringLiteral("-plan.fleetplan"))));
        const QString cwd = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        const Run withDash = cli({"eval", "--json", "--", "-plan.fleetplan"});
        const Run without = cli({"eval", "--json", "-plan.fleetplan"});
        QDir::setCurrent(cwd);
        QCOMPARE(withDash.code, 0);
        QCOMPARE(withDash.out, cli({"eval", "--preset", "book-175b-h100", "--json"}).out);
        QCOMPARE(without.code, 2);
        QCOMPARE(without.err.section(u'\n', 0, 0), QStringLiteral("error: unknown option -plan.fleetplan"));
    }

    // Every spelling of the contract still works: --opt VALUE, --opt=VALUE (now for every option), -o FILE, repeated
    // --set and --vary, and the global options after the command as before.
    void spellingsStillWork()
    {
        QTemporaryDir dir;
        const Run a = cli({"eval", "--preset", "book-175b-h100", "--set", "fleet.nodes=512", "--set=training.mfu=0.4", "--json"});
        const Run b = cli({"eval", "--json", "--preset=book-175b-h100", "--set=fleet.nodes=512", "--set", "training.mfu=0.4"});
        QCOMPARE(a.code, 0);
        QCOMPARE(b.out, a.out);
        const Run c = fleet::test::runCli({"eval", "--preset", "book-175b-h100", "--set", "fleet.nodes=512", "--set",
                                           "training.mfu=0.4", "--json", "--builtin-catalog"},
                                          false);
        QCOMPARE(c.out, a.out);
        QCOMPARE(cli({"save", "--preset", "book-175b-h100", "-o", dir.filePath("a.fleetplan")}).code, 0);
        QVERIFY(QFileInfo::exists(dir.filePath("a.fleetplan")));
    }

    void evaluationErrorsExitOne()
    {
        const Run r = cli({"eval", "--set", "fleet.accelerator=v100-sxm2"}); // no FP8 on V100
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("training.precision")), qPrintable(r.err));
    }

    void explainShowsFormulaInputsAndSection()
    {
        const Run r = cli({"eval", "--explain", "compute.ridge_flop_per_byte"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("R_peak / BW_HBM")));
        QVERIFY(r.out.contains(QStringLiteral("9.89e+14")));
        QVERIFY(r.out.contains(QStringLiteral("295.224")));
        QVERIFY(r.out.contains(QStringLiteral("seed §2")));
        for (const QString& k : kContractKeys)
            QCOMPARE(cli({"eval", "--explain", k}).code, 0);
    }

    void resultsListsTheSchema()
    {
        const Run text = cli({"results"});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains(QStringLiteral("training.wall_s")));
        const Run json = cli({"results", "--json"});
        QCOMPARE(json.code, 0);
        const QJsonArray rows = QJsonDocument::fromJson(json.out.toUtf8()).array();
        QCOMPARE(rows.size(), qsizetype(fleet::ResultSchema::instance().rows().size()));
        bool found = false;
        for (const QJsonValue& v : rows) {
            const QJsonObject o = v.toObject();
            for (const char* field : {"key", "unit", "label", "domain", "description", "better"})
                QVERIFY2(!o.value(QLatin1String(field)).toString().isEmpty(), field);
            if (o.value(QStringLiteral("key")).toString() == QStringLiteral("training.wall_s")) {
                found = true;
                QCOMPARE(o.value(QStringLiteral("unit")).toString(), QStringLiteral("s"));
                QCOMPARE(o.value(QStringLiteral("domain")).toString(), QStringLiteral("training"));
                QCOMPARE(o.value(QStringLiteral("better")).toString(), QStringLiteral("lower"));
            }
        }
        QVERIFY(found);
        QCOMPARE(cli({"results", "--csv"}).code, 2);
        QCOMPARE(cli({"results", "--json", "--markdown"}).code, 2);
    }

    // docs/results.md is the schema's own output: regenerate it with `fleetplanner-cli results --markdown >
    // docs/results.md` when a result is added or its row changes.
    void docsResultsTableIsCurrent()
    {
        const Run md = cli({"results", "--markdown"});
        QCOMPARE(md.code, 0);
        QFile f(QStringLiteral(FLEET_SOURCE_DIR "/docs/results.md"));
        QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString doc = QString::fromUtf8(f.readAll());
        QVERIFY(md.out.contains(QStringLiteral("| `training.wall_s` | s | lower |")));
        QVERIFY2(doc == md.out, "docs/results.md is stale: fleetplanner-cli results --markdown > docs/results.md");
    }

    void presetsAndCatalog()
    {
        const Run p = cli({"presets"});
        QCOMPARE(p.code, 0);
        QVERIFY(p.out.contains(QStringLiteral("book-175b-h100")));
        QVERIFY(p.out.contains(QStringLiteral("book-llama3-70b-serving")));
        // Long names keep a gap before their description.
        QVERIFY(p.out.contains(QStringLiteral("archetype-c-federated-mobilenet  Archetype C")));
        for (const char* kind : {"accelerators", "links", "nodes", "switches", "optics", "cooling", "regions", "models"}) {
            const Run l = cli({"catalog", "list", kind});
            QCOMPARE(l.code, 0);
            QVERIFY2(l.out.count(u'\n') >= 4, kind);
        }
        // Units are UTF-8, not Latin-1 ("Âµs" was printed once).
        const Run links = cli({"catalog", "list", "links"});
        QVERIFY(links.out.contains(QStringLiteral(" µs")));
        QVERIFY(!links.out.contains(QStringLiteral("Âµ")));
        const Run s = cli({"catalog", "show", "h100-sxm", "--json"});
        QCOMPARE(s.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(s.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("fp16_tflops")).toDouble(), 989.0);
        QCOMPARE(o.value(QStringLiteral("catalog_kind")).toString(), QStringLiteral("accelerators"));
        QVERIFY(!o.value(QStringLiteral("source")).toString().isEmpty());
        const Run t = cli({"catalog", "show", "ib-ndr"});
        QCOMPARE(t.code, 0);
        QVERIFY(t.out.contains(QStringLiteral("gb_per_s_per_dir")));
    }

    void evalOfASavedFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.fleetplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"formatVersion\": 1, \"fleet\": {\"accelerator\": \"b200\", \"nodes\": 4}}");
        f.close();
        const Run r = cli({"eval", path, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        FLEET_COMPARE_REL(o.value(QStringLiteral("compute.hbm_bytes_per_s")).toDouble(), 8e12, 1e-12);
    }

    void calibrateThePublishedRun()
    {
        const Run r = cli({"calibrate", FLEET_SOURCE_DIR "/tests/data/nccl/all_reduce_perf_published.txt"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("16 ranks")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("all_reduce")));
        QVERIFY(r.out.contains(QStringLiteral("bus-bandwidth convention")));
        QVERIFY(r.out.contains(QStringLiteral("algorithm-bandwidth convention")));
        const Run ag = cli({"calibrate", FLEET_SOURCE_DIR "/tests/data/nccl/all_reduce_perf_published.txt", "--collective",
                            "sendrecv", "--ranks", "2"});
        QCOMPARE(ag.code, 0);
        QVERIFY(ag.out.contains(QStringLiteral("2 ranks")));
    }

    void calibrateRejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("missing file") << QStringList{"calibrate", "/nonexistent.txt"} << "/nonexistent.txt";
        QTest::newRow("not nccl-tests") << QStringList{"calibrate", FLEET_SOURCE_DIR "/README.md"} << "no result rows";
        QTest::newRow("unknown collective") << QStringList{"calibrate", FLEET_SOURCE_DIR "/tests/data/nccl/all_reduce_perf_published.txt",
                                                           "--collective", "gossip"} << "gossip";
        QTest::newRow("bad ranks") << QStringList{"calibrate", FLEET_SOURCE_DIR "/tests/data/nccl/all_reduce_perf_published.txt",
                                                  "--ranks", "-4"} << "--ranks";
        QTest::newRow("NaN ranks") << QStringList{"calibrate", FLEET_SOURCE_DIR "/tests/data/nccl/all_reduce_perf_published.txt",
                                                  "--ranks", "nan"} << "--ranks";
        QTest::newRow("fractional ranks") << QStringList{"calibrate", FLEET_SOURCE_DIR "/tests/data/nccl/all_reduce_perf_published.txt",
                                                         "--ranks", "2.5"} << "--ranks";
        QTest::newRow("no file") << QStringList{"calibrate"} << "nccl-tests output";
    }
    void calibrateRejectsBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }

    // Issue 31, robustness 6: logs calibrate must refuse, each with exit 2 and the whole message (%1: the file).
    void calibrateRefusesBadLogs_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QByteArray pub = publishedNccl();
        const QString fits = QStringLiteral("all_reduce, all_gather, reduce_scatter, alltoall, sendrecv, broadcast");
        QTest::newRow("absurd times") // were fitted to "R² = nan", exit 0
            << withCell(pub, 5, "1e300") << "all_reduce_perf.txt" << QStringList()
            << "%1: 25 result rows, all rejected: line 24: time 1e300 µs is more than an hour per operation, not a "
               "plausible measurement; line 25: time 1e300 µs is more than an hour per operation, not a plausible "
               "measurement; line 26: time 1e300 µs is more than an hour per operation, not a plausible measurement; "
               "and 22 more";
        QTest::newRow("NaN times") // "no result rows found"
            << withCell(pub, 5, "nan") << "all_reduce_perf.txt" << QStringList()
            << "%1: 25 result rows, all rejected: line 24: time 'nan' is not a finite number of µs; line 25: time "
               "'nan' is not a finite number of µs; line 26: time 'nan' is not a finite number of µs; and 22 more";
        QTest::newRow("zero times") << withCell(pub, 5, "0") << "all_reduce_perf.txt" << QStringList()
                                    << "%1: 25 result rows, all rejected: line 24: time 0 µs is not positive; line "
                                       "25: time 0 µs is not positive; line 26: time 0 µs is not positive; and 22 more";
        QTest::newRow("one row, rejected")
            << ncclRows({{1024, -3}}) << "all_reduce_perf.txt" << QStringList()
            << "%1: 1 result row, rejected: line 2: time -3.0000 µs is not positive";
        QTest::newRow("two logs in one file") // counted 32 ranks
            << pub + pub << "all_reduce_perf.txt" << QStringList()
            << "%1: the file holds 2 runs (another starts on line 52); calibrate one at a time";
        QTest::newRow("three logs") << pub + pub + pub << "all_reduce_perf.txt" << QStringList()
                                    << "%1: the file holds 3 runs (others start on lines 52, 103); calibrate one at a time";
        QTest::newRow("rank lines after the rows")
            << pub + "#  Rank  0 Group  0 Pid  15147 on inst-edjui-gpu4 device  0 [0x0f] NVIDIA A100-SXM4-40GB\n"
            << "all_reduce_perf.txt" << QStringList()
            << "%1: the file holds 2 runs (another starts on line 52); calibrate one at a time";
        QTest::newRow("#wrong out-of-place") // was fitted as if the data were right
            << withCell(pub, 8, "3", 30) << "all_reduce_perf.txt" << QStringList()
            << "%1: line 30: #wrong is 3 in the out-of-place result: nccl-tests found wrong values, so the run's "
               "data is corrupt; fix the run and measure again";
        QTest::newRow("#wrong in-place")
            << withCell(pub, 12, "1", 48) << "all_reduce_perf.txt" << QStringList()
            << "%1: line 48: #wrong is 1 in the in-place result: nccl-tests found wrong values, so the run's data is "
               "corrupt; fix the run and measure again";
        QTest::newRow("no collective in the log or its name") // "unknown collective 'const_time.txt'"
            << pub << "const_time.txt" << QStringList()
            << "%1: cannot tell the collective: the log has no '# Collective test starting:' line and the file name "
               "names none; give --collective NAME (" + fits + ")";
        QTest::newRow("a collective calibrate does not fit")
            << "# Collective test starting: hypercube_perf\n" + pub << "all_reduce_perf.txt" << QStringList()
            << "%1: line 1 says this is a hypercube_perf run; calibrate fits " + fits +
                   " (--collective NAME fits the times as one of them)";
        // T = n / 10 GB/s − 5 µs: a line through the points, but with a negative latency (exit 1 before).
        QList<std::pair<double, double>> negative;
        for (double n = 1 << 20; n <= (1 << 30); n *= 2)
            negative.append({n, n / 1e4 - 5.0});
        QTest::newRow("negative latency")
            << ncclRows(negative) << "sendrecv_perf.txt" << QStringList{"--ranks", "2"}
            << "%1: the fitted latency a = -5 µs is not positive: the smallest messages show no fixed cost; measure "
               "down to a few bytes (nccl-tests -b 8)";
    }
    void calibrateRefusesBadLogs()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, fileName);
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const Run r = calibrate(dir, fileName, log, args);
        QCOMPARE(r.err, QStringLiteral("error: ") + message.arg(dir.filePath(fileName)) + u'\n');
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString());
    }

    // A row that cannot be a measurement is skipped with its line and value; the others are fitted.
    void calibrateSkipsImplausibleRows_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("warnings");
        QTest::addColumn<int>("points");
        const QByteArray pub = publishedNccl();
        QTest::newRow("published") << pub << QString() << 25;
        QTest::newRow("unchecked run (-c 0): #wrong N/A") << withCell(withCell(pub, 8, "N/A"), 12, "N/A") << QString() << 25;
        QTest::newRow("one absurd time")
            << withCell(pub, 5, "1e300", 30)
            << "warning: skipped line 30: time 1e300 µs is more than an hour per operation, not a plausible measurement\n"
            << 24;
        QTest::newRow("one infinite time") << withCell(pub, 5, "inf", 31)
                                           << "warning: skipped line 31: time 'inf' is not a finite number of µs\n" << 24;
        QTest::newRow("an absurd size")
            << withCell(pub, 0, "1e20", 32)
            << "warning: skipped line 32: size 1e20 B is beyond 1 PiB, not a plausible message size\n" << 24;
    }
    void calibrateSkipsImplausibleRows()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, warnings);
        QFETCH(int, points);
        QTemporaryDir dir;
        const Run r = calibrate(dir, QStringLiteral("all_reduce_perf.txt"), log);
        QCOMPARE(r.err, warnings);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("fit of T(n) = a + b·n to %1 out-of-place measurements (all_reduce, 16 ranks)\n").arg(points)),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("nan")), qPrintable(r.out));
    }

    // The collective comes from --collective, else the log's own header, else a file name that names one.
    void calibrateTellsTheCollective_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("collective");
        const QByteArray starting = "# nccl-tests version 2.13.9 nccl-headers=21903 nccl-library=21903\n"
                                    "# Collective test starting: all_gather_perf\n";
        QTest::newRow("from the header") << starting << "const_time.txt" << QStringList() << "all_gather";
        QTest::newRow("the header before the file name") << starting << "all_reduce_perf.txt" << QStringList() << "all_gather";
        QTest::newRow("an MPI build's binary")
            << QByteArray("# Collective test starting: reduce_scatter_perf_mpi\n") << "x.txt" << QStringList() << "reduce_scatter";
        QTest::newRow("from the file name") << QByteArray() << "alltoall_perf_run2.log" << QStringList() << "alltoall";
        QTest::newRow("--collective before both")
            << starting << "all_reduce_perf.txt" << QStringList{"--collective", "broadcast"} << "broadcast";
    }
    void calibrateTellsTheCollective()
    {
        QFETCH(QByteArray, header);
        QFETCH(QString, fileName);
        QFETCH(QStringList, args);
        QFETCH(QString, collective);
        QTemporaryDir dir;
        const Run r = calibrate(dir, fileName, header + publishedNccl(), args);
        QCOMPARE(r.err, QString());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("fit of T(n) = a + b·n to 25 out-of-place measurements (%1, 16 ranks)\n").arg(collective)),
                 qPrintable(r.out));
    }

    void saveWritesAVariantThatEvaluatesTheSame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("variant.fleetplan"));
        QCOMPARE(cli({"save", "--preset", "book-175b-h100", "--set", "fleet.accelerator=b200", "-o", path}).code, 0);
        const Run fromFile = cli({"eval", path, "--json"});
        const Run fromSet = cli({"eval", "--preset", "book-175b-h100", "--set", "fleet.accelerator=b200", "--json"});
        QCOMPARE(fromFile.code, 0);
        QCOMPARE(fromFile.out, fromSet.out);
        QVERIFY(cli({"save", "--preset", "book-175b-h100"}).err.contains(QStringLiteral("-o")));
    }

    void theExecutableRuns()
    {
        QProcess p;
        p.start(QStringLiteral(FLEET_CLI_PATH), {"--builtin-catalog", "eval", "--preset", "book-175b-h100", "--json"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        for (const QString& k : kContractKeys)
            QVERIFY2(o.contains(k), qPrintable(k));
        QProcess bad;
        bad.start(QStringLiteral(FLEET_CLI_PATH), {"--builtin-catalog", "eval", "--set", "fleet.nodes=abc"});
        QVERIFY(bad.waitForFinished(30000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(QStringLiteral("fleet.nodes")));
    }

    void reportRejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown extension") << QStringList{"report", "-o", "plan.txt"} << ".pdf, .html, .md, .csv, .json";
        QTest::newRow("no extension") << QStringList{"report", "-o", "plan"} << "no extension";
        QTest::newRow("missing -o") << QStringList{"report", "--preset", "book-175b-h100"} << "-o OUT";
        QTest::newRow("bad page") << QStringList{"report", "-o", "plan.pdf", "--page", "a3"} << "a4, letter";
        QTest::newRow("bad key") << QStringList{"report", "--set", "fleet.nodes=abc", "-o", "plan.csv"} << "fleet.nodes";
    }

    void reportRejectsBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }

    // CSV and JSON need no charts: CliApp writes them itself (also in builds without the GUI).
    void reportCsvInProcess()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("plan.csv");
        const Run r = cli({"report", "--preset", "book-175b-h100", "--set", "training.mfu=0.5", "-o", path});
        QCOMPARE(r.code, 0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split("\r\n", Qt::SkipEmptyParts);
        const QJsonObject eval = QJsonDocument::fromJson(cli({"eval", "--preset", "book-175b-h100", "--set", "training.mfu=0.5", "--json"}).out.toUtf8()).object();
        // One CSV line per result (the JSON's "accuracy" object holds the validation bands, not a result).
        QVERIFY(eval.contains(QStringLiteral("accuracy")));
        QCOMPARE(lines.size(), eval.size() - 1 + 1);
        for (const QString& l : lines)
            if (l.startsWith("training.wall_s,"))
                QVERIFY(fleet::test::relClose(l.section(',', -2, -2).toDouble(), eval.value("training.wall_s").toDouble(), 1e-12));
    }

    // The executable creates a QApplication for `report` (offscreen without a display) and writes the file.
    void theExecutableWritesReports()
    {
        QTemporaryDir dir;
        for (const QString& name : {QStringLiteral("r.csv"), QStringLiteral("r.pdf"), QStringLiteral("r.md")}) {
            QProcess p;
            p.start(QStringLiteral(FLEET_CLI_PATH), {"--builtin-catalog", "report", "--preset", "book-175b-h100",
                                                     "--page", "letter", "-o", dir.filePath(name)});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            QVERIFY(QFileInfo(dir.filePath(name)).size() > 1000);
        }
        QFile csv(dir.filePath(QStringLiteral("r.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readLine().startsWith("key,label,value,unit"));
        // English plural forms come from the English translator, which the CLI installs for reports.
        QFile md(dir.filePath(QStringLiteral("r.md")));
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QByteArray text = md.readAll();
        QVERIFY(text.contains("4 nodes per rack"));
        QVERIFY(!text.contains("node(s)"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
