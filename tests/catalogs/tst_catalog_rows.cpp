// Catalog rows are validated when they are read (issue 15): in the bad-input table style, every row below puts
// one hostile value into a user catalog — infinite, 1e308, zero, negative, text or binary where a number
// belongs, a missing required value, a PUE below 1, an unknown kind, an id with a line break, an over-long
// name — and asserts that exactly that row is skipped with a message naming the file, the table, the id and
// the column, while the good row beside it is used. Then: no built-in row breaks a rule; rows at the very
// edges of every rule evaluate every preset to finite results only; a 100,000-row user catalog loads fast.
#include "CatalogCsv.h"
#include "CatalogRepository.h"
#include "CatalogRowStore.h"
#include "CatalogRowValidator.h"
#include "CatalogRules.h"
#include "CliRun.h"
#include "SafetyFixtures.h"
#include "SqlExec.h"
#include "evaluate/Evaluate.h"
#include "evaluation/FiniteResults.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <limits>
#include <string>

using namespace fleet::catalog;

namespace {

// The built-in catalog's accelerators (issue 30 part 3: 16 + B300, GB300, MI325X, MI355X, TPU v6e, TPU v7).
constexpr size_t kBuiltinAccelerators = 22;

using fleet::test::execSql;

QByteArray csvHeader() { return "id,name,vendor,year,fp8_tflops,hbm_gb,hbm_tb_per_s,tdp_w,source,kind,as_of,notes\n"; }

// An accelerator row of ~270 bytes.
QByteArray csvRow(int i)
{
    return "chip-" + QByteArray::number(i) + ",Chip " + QByteArray::number(i) + ",Lab,2027," +
           QByteArray::number(1000 + i % 997) + ",192,8,1000,generated,estimate,2026,\"" + QByteArray(200, 'n') +
           ", a note\"\n";
}

const QString kLink = QStringLiteral("INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, source, kind, as_of) VALUES ");

// An accelerator row with one column replaced: `column` = `sqlValue`.
QString accelerator(const QString& id, const QString& column = {}, const QString& sqlValue = {})
{
    QStringList cols{"id", "name", "vendor", "year", "fp8_tflops", "bf16_tflops", "hbm_gb", "hbm_tb_per_s", "tdp_w", "source", "kind", "as_of"};
    QStringList vals{"'" + id + "'", "'Chip'", "'V'", "2024", "1000", "500", "80", "3", "700", "'src'", "'spec'", "'2024'"};
    if (!column.isEmpty()) {
        const qsizetype i = cols.indexOf(column);
        if (i >= 0)
            vals[i] = sqlValue;
        else {
            cols << column;
            vals << sqlValue;
        }
    }
    return QStringLiteral("INSERT INTO accelerators (%1) VALUES (%2)").arg(cols.join(u','), vals.join(u','));
}

// A SQL literal for a rule's edge value.
QString edgeLiteral(const ColumnRule& r, bool high, const QString& id)
{
    switch (r.kind) {
    case ColumnKind::Id: return r.column == QLatin1String("id") ? u'\'' + id + u'\'' : QStringLiteral("NULL");
    case ColumnKind::Text: return high ? u'\'' + QString(r.maxChars, u'x') + u'\'' : QStringLiteral("'x'");
    case ColumnKind::Choice: return u'\'' + (high ? r.choices.constLast() : r.choices.constFirst()) + u'\'';
    case ColumnKind::Real:
    case ColumnKind::Integer: return QString::number(high ? r.max : r.min, 'g', 17);
    }
    return QStringLiteral("NULL");
}

} // namespace

class TestCatalogRows : public QObject {
    Q_OBJECT
private slots:
    void hostileRow_data()
    {
        QTest::addColumn<QString>("statement"); // run on a fresh user catalog (CHECK constraints off)
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("words");
        QTest::newRow("infinite peak") << accelerator("bad", "fp8_tflops", "9e999") << "accelerators" << "bad" << "fp8_tflops" << "inf is not a finite number";
        QTest::newRow("1e308 peak") << accelerator("bad", "fp8_tflops", "1e308") << "accelerators" << "bad" << "fp8_tflops" << "out of range";
        QTest::newRow("zero peak") << accelerator("bad", "bf16_tflops", "0") << "accelerators" << "bad" << "bf16_tflops" << "out of range";
        QTest::newRow("negative HBM") << accelerator("bad", "hbm_gb", "-80") << "accelerators" << "bad" << "hbm_gb" << "-80 is out of range";
        QTest::newRow("text for a bandwidth") << accelerator("bad", "hbm_tb_per_s", "'fast'") << "accelerators" << "bad" << "hbm_tb_per_s" << "'fast' is not a number";
        QTest::newRow("binary for a TDP") << accelerator("bad", "tdp_w", "X'0102'") << "accelerators" << "bad" << "tdp_w" << "binary data";
        QTest::newRow("missing HBM bandwidth") << accelerator("bad", "hbm_tb_per_s", "NULL") << "accelerators" << "bad" << "hbm_tb_per_s" << "is missing";
        QTest::newRow("no peak at all") << accelerator("bad", "fp8_tflops", "NULL").replace(QStringLiteral(",500,"), QStringLiteral(",NULL,"))
                                        << "accelerators" << "bad" << "fp64_tflops" << "at least one is needed";
        QTest::newRow("fractional year") << accelerator("bad", "year", "2024.5") << "accelerators" << "bad" << "year" << "out of range";
        QTest::newRow("name of 300 characters") << accelerator("bad", "name", "'" + QString(300, u'n') + "'") << "accelerators" << "bad" << "name" << "300 characters";
        QTest::newRow("empty name") << accelerator("bad", "name", "'  '") << "accelerators" << "bad" << "name" << "is missing";
        QTest::newRow("id with a line break") << accelerator("bad\nid") << "accelerators" << "bad" << "id" << "is not an id";
        // Issue 31, robustness 7: an escape sequence or a line break in a name reached terminals raw (colours, forged
        // lines) and made report SVGs invalid XML.
        QTest::newRow("name with an escape sequence") << accelerator("bad", "name", "'evil' || char(27) || '[31mred'")
                                                      << "accelerators" << "bad" << "name" << "control character U+001b";
        QTest::newRow("name with a line break") << accelerator("bad", "name", "'two' || char(10) || 'lines'")
                                                << "accelerators" << "bad" << "name" << "control character U+000a; names";
        QTest::newRow("notes with a bell") << accelerator("bad", "notes", "'ding' || char(7)") << "accelerators" << "bad"
                                           << "notes" << "control character U+0007";
        QTest::newRow("id with a blank at the end") << accelerator("bad ") << "accelerators" << "bad " << "id" << "is not an id";
        QTest::newRow("unknown kind") << accelerator("bad", "kind", "'datasheet'") << "accelerators" << "bad" << "kind" << "'datasheet' is not one of spec";
        QTest::newRow("override of a built-in id with inf") << accelerator("h100-sxm", "fp8_tflops", "9e999") << "accelerators" << "h100-sxm" << "fp8_tflops" << "not a finite number";
        QTest::newRow("link without bandwidth") << kLink + "('bad', 'L', 'infiniband', 0, 1, 's', 'spec', '2024')" << "links" << "bad" << "gb_per_s_per_dir" << "out of range";
        QTest::newRow("link with negative latency") << kLink + "('bad', 'L', 'infiniband', 50, -1, 's', 'spec', '2024')" << "links" << "bad" << "alpha_us" << "out of range";
        QTest::newRow("link of unknown family") << kLink + "('bad', 'L', 'carrier-pigeon', 50, 1, 's', 'spec', '2024')" << "links" << "bad" << "family" << "is not one of";
        QTest::newRow("PUE below 1") << "INSERT INTO cooling (id, name, rack_kw_limit, default_pue, liquid_fraction, source, kind, as_of) "
                                        "VALUES ('bad', 'C', 40, 0.9, 0, 's', 'spec', '2024')" << "cooling" << "bad" << "default_pue" << "0.9 is out of range";
        QTest::newRow("liquid fraction 2") << "INSERT INTO cooling (id, name, rack_kw_limit, default_pue, liquid_fraction, source, kind, as_of) "
                                              "VALUES ('bad', 'C', 40, 1.2, 2, 's', 'spec', '2024')" << "cooling" << "bad" << "liquid_fraction" << "out of range";
        QTest::newRow("rack limit 0") << "INSERT INTO cooling (id, name, rack_kw_limit, default_pue, liquid_fraction, source, kind, as_of) "
                                         "VALUES ('bad', 'C', 0, 1.2, 0, 's', 'spec', '2024')" << "cooling" << "bad" << "rack_kw_limit" << "out of range";
        QTest::newRow("switch of radix 0") << "INSERT INTO switches (id, name, radix, port_gbps, source, kind, as_of) VALUES "
                                              "('bad', 'S', 0, 400, 's', 'spec', '2024')" << "switches" << "bad" << "radix" << "out of range";
        QTest::newRow("switch of radix 1.5") << "INSERT INTO switches (id, name, radix, port_gbps, source, kind, as_of) VALUES "
                                                "('bad', 'S', 1.5, 400, 's', 'spec', '2024')" << "switches" << "bad" << "radix" << "out of range";
        QTest::newRow("node of 0 accelerators") << "INSERT INTO nodes (id, name, accelerator_id, accelerators, source, kind, as_of) VALUES "
                                                   "('bad', 'N', 'h100-sxm', 0, 's', 'spec', '2024')" << "nodes" << "bad" << "accelerators" << "out of range";
        QTest::newRow("node of 1e12 accelerators") << "INSERT INTO nodes (id, name, accelerator_id, accelerators, source, kind, as_of) VALUES "
                                                      "('bad', 'N', 'h100-sxm', 1e12, 's', 'spec', '2024')" << "nodes" << "bad" << "accelerators" << "out of range";
        QTest::newRow("optic of unknown media") << "INSERT INTO optics (id, name, media, reach_m, gbps, source, kind, as_of) VALUES "
                                                   "('bad', 'O', 'laser', 10, 400, 's', 'spec', '2024')" << "optics" << "bad" << "media" << "is not one of";
        QTest::newRow("negative grid intensity") << "INSERT INTO regions (id, name, g_co2e_per_kwh, source, kind, as_of) VALUES "
                                                    "('bad', 'R', -5, 's', 'spec', '2024')" << "regions" << "bad" << "g_co2e_per_kwh" << "out of range";
        QTest::newRow("model of 0 parameters") << "INSERT INTO models (id, name, params, source, kind, as_of) VALUES "
                                                  "('bad', 'M', 0, 's', 'spec', '2024')" << "models" << "bad" << "params" << "out of range";
        QTest::newRow("a new column holding inf") << accelerator("bad", "boost_tflops", "9e999") << "accelerators" << "bad" << "boost_tflops" << "not a finite number";
    }

    void hostileRow()
    {
        QFETCH(QString, statement);
        QFETCH(QString, table);
        QFETCH(QString, id);
        QFETCH(QString, column);
        QFETCH(QString, words);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        QCOMPARE(CatalogRepository::ensureUserCatalog(path), QString());
        QString error;
        QStringList statements{QStringLiteral("PRAGMA ignore_check_constraints = ON"), accelerator(QStringLiteral("good-chip"))};
        if (statement.contains(QStringLiteral("boost_tflops"))) // a column a later schema may add
            statements << QStringLiteral("ALTER TABLE accelerators ADD COLUMN boost_tflops REAL");
        statements << statement;
        QVERIFY2(execSql(path, statements, &error), qPrintable(error));

        const LoadResult r = CatalogRepository::load(path);
        QVERIFY2(r.catalog && r.warning.isEmpty(), qPrintable(r.error + r.warning));
        QCOMPARE(r.skippedRows.size(), 1);
        const QString m = r.skippedRows.constFirst();
        for (const QString& part : {path, QStringLiteral("table ") + table, QStringLiteral("column ") + column, words})
            QVERIFY2(m.contains(part), qPrintable(QStringLiteral("'%1' not in: %2").arg(part, m)));
        QVERIFY2(m.contains(QStringLiteral("id '") + id.left(3)), qPrintable(m));
        QVERIFY(r.catalog->accelerator("good-chip")); // the good row is used
        if (id == QLatin1String("h100-sxm")) { // a bad override leaves the built-in row in place
            const LoadResult builtin = CatalogRepository::loadBuiltin();
            QCOMPARE(r.catalog->accelerator("h100-sxm")->name, builtin.catalog->accelerator("h100-sxm")->name);
        } else {
            fleet::CatalogKind kind;
            QVERIFY(fleet::catalogKindFromString(table.toStdString(), kind));
            QVERIFY(!r.catalog->contains(kind, id.toStdString()));
        }

        // The CLI names the row on stderr and evaluates with the rest of the catalog.
        const fleet::test::CliRun cli = fleet::test::runCli({QStringLiteral("--user-catalog"), path, QStringLiteral("eval"),
                                                             QStringLiteral("--json"), QStringLiteral("--set"),
                                                             QStringLiteral("fleet.accelerator=good-chip")},
                                                            false);
        QVERIFY2(cli.code == 0 || cli.code == 1, qPrintable(cli.err));
        QVERIFY2(cli.err.contains(QStringLiteral("warning: ") + m), qPrintable(cli.err));
        static const QRegularExpression nonFinite(QStringLiteral(":\\s*(null|nan|-?inf)"));
        QVERIFY2(!cli.out.contains(nonFinite), qPrintable(nonFinite.match(cli.out).captured(0)));
    }

    // The validator by itself, with values as other sources give them (a CSV cell is text, JSON has numbers).
    void validatorTakesAnySource_data()
    {
        QTest::addColumn<QVariant>("name");
        QTest::addColumn<QVariant>("peak");
        QTest::addColumn<QString>("problem"); // empty: valid
        QTest::newRow("numbers as numbers") << QVariant(QStringLiteral("Chip")) << QVariant(1000.0) << "";
        QTest::newRow("a CSV cell with a number") << QVariant(QStringLiteral("Chip")) << QVariant(QStringLiteral(" 1e3 ")) << "";
        QTest::newRow("a CSV cell with hex") << QVariant(QStringLiteral("Chip")) << QVariant(QStringLiteral("0x10")) << "fp8_tflops";
        QTest::newRow("a CSV cell with inf") << QVariant(QStringLiteral("Chip")) << QVariant(QStringLiteral("inf")) << "fp8_tflops";
        QTest::newRow("an empty CSV cell is NULL") << QVariant(QStringLiteral("Chip")) << QVariant(QString()) << "";
        QTest::newRow("a number where the name belongs") << QVariant(42) << QVariant(1000.0) << "name";
        QTest::newRow("NaN from JSON") << QVariant(QStringLiteral("Chip")) << QVariant(std::nan("")) << "fp8_tflops";
    }

    // Found by fuzz_catalog_row: a column named twice (as a CSV header can) had only its first value checked.
    void repeatedColumnIsRefused()
    {
        const CatalogRowValidator v(QStringLiteral("accelerators"),
                                    {"id", "name", "vendor", "fp8_tflops", "hbm_gb", "hbm_tb_per_s", "tdp_w", "source", "kind", "as_of", "hbm_gb"});
        const QVariantList row{QStringLiteral("x"), QStringLiteral("Chip"), QStringLiteral("V"), 1000.0, 80.0, 3.0, 700.0,
                               QStringLiteral("s"), QStringLiteral("spec"), QStringLiteral("2024"), QStringLiteral("garbage")};
        const auto p = v.check(row);
        QVERIFY(p);
        QCOMPARE(p->column, QStringLiteral("hbm_gb"));
        QVERIFY(p->message.contains(QStringLiteral("twice")));
    }

    void validatorTakesAnySource()
    {
        QFETCH(QVariant, name);
        QFETCH(QVariant, peak);
        QFETCH(QString, problem);
        const CatalogRowValidator v(QStringLiteral("accelerators"),
                                    {"id", "name", "vendor", "fp8_tflops", "bf16_tflops", "hbm_gb", "hbm_tb_per_s", "tdp_w", "source", "kind", "as_of"});
        const QVariantList row{QStringLiteral("x"), name, QStringLiteral("V"), peak, 500.0, 80.0, 3.0, 700.0,
                               QStringLiteral("s"), QStringLiteral("spec"), QStringLiteral("2024")};
        const auto p = v.check(row);
        QCOMPARE(p ? p->column : QString(), problem);
        if (p)
            QVERIFY(v.describe(QStringLiteral("import.csv"), row, *p).startsWith(QStringLiteral("import.csv: table accelerators, id 'x', column ")));
    }

    // Behind the rules, the CLI names any result that is still not finite (it would print null in --json).
    void nonFiniteResultsAreNamed()
    {
        fleet::Results r;
        fleet::Derivation ok, inf, nan;
        ok.key = "compute.peak_flops_per_s";
        ok.value = 1e15;
        inf.key = "training.wall_s";
        inf.value = std::numeric_limits<double>::infinity();
        nan.key = "tco.total_usd";
        nan.value = std::nan("");
        for (const fleet::Derivation& d : {ok, inf, nan})
            r.set(d);
        const QStringList m = fleet::app::nonFiniteResults(r);
        QCOMPARE(m.size(), 2);
        QVERIFY2(m.join(u' ').contains(QStringLiteral("training.wall_s is not a finite number (inf)")), qPrintable(m.join(u'\n')));
        QVERIFY(m.join(u' ').contains(QStringLiteral("tco.total_usd")));
    }

    void everyBuiltinRowIsValid()
    {
        const LoadResult r = CatalogRepository::loadBuiltin();
        QVERIFY(r.catalog);
        QVERIFY2(r.skippedRows.isEmpty(), qPrintable(r.skippedRows.join(u'\n')));
        // 16 until issue 30 part 3 added B300, GB300, MI325X, MI355X, TPU v6e and TPU v7.
        QCOMPARE(r.catalog->accelerators.size(), kBuiltinAccelerators);
    }

    // Rows at the very edges of every rule (each numeric column at its minimum, or at its maximum) are accepted
    // and every preset evaluates to finite numbers with them: the rules' bounds keep results finite.
    void edgeRowsGiveFiniteResults_data()
    {
        QTest::addColumn<bool>("high");
        QTest::newRow("every column at its minimum") << false;
        QTest::newRow("every column at its maximum") << true;
    }

    void edgeRowsGiveFiniteResults()
    {
        QFETCH(bool, high);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("edges.sqlite"));
        QCOMPARE(CatalogRepository::ensureUserCatalog(path), QString());
        QStringList statements;
        for (const TableRules& t : catalogRules()) {
            QStringList cols, vals;
            for (const ColumnRule& r : t.columns) {
                cols << r.column;
                vals << edgeLiteral(r, high, QStringLiteral("edge"));
            }
            if (t.table == QLatin1String("nodes")) { // a node of the edge accelerator on edge links
                vals[cols.indexOf(QStringLiteral("accelerator_id"))] = QStringLiteral("'edge'");
                vals[cols.indexOf(QStringLiteral("scale_up_link_id"))] = QStringLiteral("'edge'");
                vals[cols.indexOf(QStringLiteral("scale_out_link_id"))] = QStringLiteral("'edge'");
            }
            if (t.table == QLatin1String("calibrations")) // a constant of the edge accelerator or link
                vals[cols.indexOf(QStringLiteral("target_id"))] = QStringLiteral("'edge'");
            statements << QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(t.table, cols.join(u','), vals.join(u','));
        }
        QString error;
        QVERIFY2(execSql(path, statements, &error), qPrintable(error));
        const LoadResult load = CatalogRepository::load(path);
        QVERIFY2(load.catalog && load.skippedRows.isEmpty(), qPrintable(load.warning + load.skippedRows.join(u'\n')));
        const fleet::Catalog& c = *load.catalog;
        const auto& schema = fleet::ScenarioSchema::instance();
        int checked = 0;
        for (const QString& preset : fleet::app::Presets::names()) {
            for (const char* node : {"auto", "edge"}) {
                fleet::Scenario s = *fleet::app::Presets::load(preset).scenario;
                for (const char* key : {"fleet.accelerator", "fleet.scaleUpLink", "fleet.scaleOutLink", "fleet.cooling", "fleet.region"})
                    QVERIFY(!schema.applyAssignment(s, std::string(key) + "=edge", &c));
                QVERIFY(!schema.applyAssignment(s, std::string("fleet.node=") + node, &c));
                const fleet::Results results = fleet::evaluate(s, c);
                for (const std::string_view k : results.order()) {
                    const std::string key(k);
                    const fleet::ResultValue& v = *results.find(k);
                    QVERIFY2(std::isfinite(v.value), qPrintable(QStringLiteral("%1 (%2, node %3): %4")
                                                                    .arg(QString::fromStdString(key), preset, QLatin1String(node))
                                                                    .arg(v.value)));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 1000);
    }

    // A user catalog's rows are merged in one pass (the override merge was quadratic: 34 s for 100,000 rows).
    // Checked by how the load scales, not by a time limit the machine decides: ten times the rows may take about
    // ten times the CPU time (at most 30×), where a quadratic merge takes ~100×. 200,000 rows per table are read;
    // the rest is reported.
    void largeUserCatalogLoadsFast()
    {
        const auto loadCpuMs = [](int rows) -> qint64 {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("large.sqlite"));
            if (!CatalogRepository::ensureUserCatalog(path).isEmpty())
                return -1;
            QString error;
            if (!execSql(path,
                         {QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                                         "INSERT INTO accelerators (id, name, vendor, year, fp8_tflops, bf16_tflops, "
                                         "hbm_gb, hbm_tb_per_s, tdp_w, source, kind, as_of) SELECT 'gen-' || i, "
                                         "'Generated ' || i, 'V', 2024, 1000 + i, 500, 80, 3, 700, 'generated', "
                                         "'estimate', '2024' FROM n")
                              .arg(rows)},
                         &error))
                return -1;
            // CPU time of this process, not wall time: the shared 2-core machine can be loaded many times over.
            auto cpuMs = [] {
                timespec ts{};
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
                return qint64(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
            };
            const qint64 cpu0 = cpuMs();
            const LoadResult r = CatalogRepository::load(path);
            const qint64 ms = cpuMs() - cpu0;
            const std::string last = "gen-" + std::to_string(rows);
            if (!r.catalog || r.catalog->accelerators.size() != size_t(rows) + kBuiltinAccelerators || !r.catalog->accelerator(last))
                return -1;
            return ms;
        };
        const qint64 small = loadCpuMs(10000), large = loadCpuMs(100000);
        qInfo("user catalog loaded in %lld ms CPU with 10,000 rows, %lld ms with 100,000", small, large);
        QVERIFY2(small >= 0 && large >= 0, "a generated catalog did not load with all its rows");
        QVERIFY2(large < 30 * std::max<qint64>(small, 10),
                 qPrintable(QStringLiteral("10x the rows took %1x the time")
                                .arg(double(large) / double(std::max<qint64>(small, 1)))));
    }

    // Issue 31, robustness 9: a CSV read a row at a time hands on the rows readCatalogCsv collects, in order, with the
    // same problems; progress rises to 1. Rows stop at the first problem; a malformed line is the only problem said.
    void csvRowsAreHandedOnAsTheyAreRead()
    {
        const QByteArray good = csvHeader() + csvRow(1) + csvRow(2) + csvRow(3);
        QList<CatalogRow> rows;
        QList<int> lines;
        QList<double> progress;
        const CsvImport streamed = readCatalogCsvRows(
            good, std::nullopt,
            [&](const CatalogRow& row, int line) {
                rows << row;
                lines << line;
            },
            [&](double f) { progress << f; });
        const CsvImport collected = readCatalogCsv(good);
        QVERIFY2(streamed.ok() && collected.ok(), qPrintable(collected.problems.join(u'\n')));
        QVERIFY(streamed.rows.isEmpty());
        QCOMPARE(streamed.table, QStringLiteral("accelerators"));
        QCOMPARE(lines, collected.lines);
        QCOMPARE(rows.size(), 3);
        for (int i = 0; i < rows.size(); ++i)
            QVERIFY(rows.at(i) == collected.rows.at(i));
        QVERIFY(!progress.isEmpty() && progress.constLast() == 1.0);
        QVERIFY(std::is_sorted(progress.begin(), progress.end()));

        rows.clear();
        QByteArray bad = csvHeader() + csvRow(1) + csvRow(2);
        bad += bad.mid(csvHeader().size()).replace("192", "lots"); // rows 3 and 4: a word where a number belongs
        const CsvImport refused = readCatalogCsvRows(bad, std::nullopt, [&](const CatalogRow& row, int) { rows << row; });
        QCOMPARE(refused.problems, readCatalogCsv(bad).problems);
        QCOMPARE(refused.problems.size(), 2);
        QVERIFY2(refused.problems.first().startsWith(QStringLiteral("line 4, column hbm_gb")), qPrintable(refused.problems.first()));
        QCOMPARE(rows.size(), 2);
        const CsvImport malformed = readCatalogCsvRows(good + "x,\"open\n", std::nullopt, {});
        QCOMPARE(malformed.problems, QStringList{QStringLiteral("line 5: a quoted cell is not closed")});
    }

    // The user catalog's writer, a change at a time: nothing is visible before commit(); one bad change refuses the
    // transaction and leaves the file as it was; rows of different columns each get their own statement.
    void userRowWriterIsOneTransaction()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        const CsvImport csv = readCatalogCsv(csvHeader() + csvRow(1) + csvRow(2) + csvRow(3));
        QVERIFY(csv.ok());
        CatalogRow withoutNotes = csv.rows.at(2);
        withoutNotes.values.remove(QStringLiteral("notes"));
        {
            UserRowWriter writer(path);
            QCOMPARE(writer.error(), QString());
            for (const CatalogRow& r : {csv.rows.at(0), csv.rows.at(1), withoutNotes})
                QCOMPARE(writer.apply({r.table, r.id(), r}), QString());
            QVERIFY(readUserRows(path).rows.isEmpty()); // not committed yet
            QCOMPARE(writer.commit(), QString());
            QCOMPARE(writer.replaced(), qsizetype(0));
        }
        QCOMPARE(readUserRows(path).rows.size(), 3);
        const QByteArray before = fleet::test::fileHash(path);
        {
            UserRowWriter writer(path);
            QCOMPARE(writer.apply({csv.rows.at(0).table, csv.rows.at(0).id(), csv.rows.at(0)}), QString());
            QCOMPARE(writer.replaced(), qsizetype(1));
        } // never committed
        QCOMPARE(fleet::test::fileHash(path), before);
        {
            UserRowWriter writer(path);
            CatalogRow bad = csv.rows.at(1);
            bad.values.insert(QStringLiteral("hbm_gb"), -1.0);
            QCOMPARE(writer.apply({csv.rows.at(0).table, csv.rows.at(0).id(), csv.rows.at(0)}), QString());
            const QString err = writer.apply({bad.table, bad.id(), bad});
            QVERIFY2(err.contains(QStringLiteral("column hbm_gb")), qPrintable(err));
            QCOMPARE(writer.commit(), err);
        }
        QCOMPARE(fleet::test::fileHash(path), before);
    }

    // A large CSV (4 MB) is imported a row at a time, saying how far it is on stderr; imported again, every row is
    // replaced (that count searched the user catalog's rows once per row: 20,000 rows took 4 minutes).
    void largeCsvImportSaysHowFarItIs()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("large.csv")), user = dir.filePath(QStringLiteral("user.sqlite"));
        QByteArray text = csvHeader();
        int rows = 0;
        while (text.size() < 4 * 1024 * 1024)
            text += csvRow(++rows);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
        f.close();
        QStringList progress;
        for (const char* what : {"checking", "importing"})
            for (int p = 10; p <= 100; p += 10)
                progress << QStringLiteral("%1 %2: %3 %").arg(QLatin1String(what), csv).arg(p);
        for (const char* replaced : {"%1 new, 0 replaced", "0 new, %1 replaced"}) {
            const fleet::test::CliRun r = fleet::test::runCli({"--user-catalog", user, "catalog", "import", csv}, false);
            QCOMPARE(r.code, 0);
            QCOMPARE(r.err.split(u'\n', Qt::SkipEmptyParts), progress);
            QCOMPARE(r.out, QStringLiteral("imported %1 rows from %2 into %3 (%4)\n")
                                .arg(rows)
                                .arg(csv, user, QString::fromLatin1(replaced).arg(rows)));
        }
        const UserRows back = readUserRows(user);
        QCOMPARE(back.rows.size(), rows);
        QVERIFY(back.rows.first() == readCatalogCsv(csvHeader() + csvRow(1)).rows.first());
    }

    void rowsBeyondTheCapAreReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.sqlite"));
        QCOMPARE(CatalogRepository::ensureUserCatalog(path), QString());
        QString error;
        QVERIFY2(execSql(path, {QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                                            "INSERT INTO regions (id, name, g_co2e_per_kwh, source, kind, as_of) "
                                            "SELECT 'r-' || i, 'R', 100, 's', 'estimate', '2024' FROM n")
                                 .arg(kMaxRowsPerTable + 10)},
                          &error),
                 qPrintable(error));
        const LoadResult r = CatalogRepository::load(path);
        QVERIFY(r.catalog);
        QCOMPARE(r.catalog->regions.size(), size_t(kMaxRowsPerTable) + 26);
        QVERIFY2(r.skippedRows.join(u' ').contains(QStringLiteral("more than %1 rows").arg(kMaxRowsPerTable)),
                 qPrintable(r.skippedRows.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestCatalogRows)
#include "tst_catalog_rows.moc"
