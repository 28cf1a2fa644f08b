// `fleetplanner-cli catalog export/import` and plans that carry their hardware (issue 13): an export → import
// round trip gives identical rows; a bad CSV is refused with its line and column and leaves the user catalog as
// it was; a plan saved with a user accelerator evaluates on a machine without that row to the same numbers, says
// so on stderr, and a row of the same id with other values is named with its differing columns; an old-format
// plan still opens.
#include "CatalogCsv.h"
#include "CatalogRepository.h"
#include "CatalogRowStore.h"
#include "CliRun.h"
#include "SqlExec.h"
#include "io/ScenarioFile.h"
#include "presets/Presets.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using fleet::test::runCli;
using namespace fleet::catalog;
using fleet::app::ScenarioFile;
using fleet::app::ScenarioReadResult;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

fleet::test::CliRun cli(const QString& userCatalog, QStringList args)
{
    args.prepend(userCatalog);
    args.prepend(QStringLiteral("--user-catalog"));
    return runCli(args, false);
}

double wallSeconds(const fleet::test::CliRun& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("training.wall_s")).toDouble(-1.0);
}

// The accelerators CSV header and the H100 row renamed `id`, with `column` set to `value`.
QByteArray chipCsv(const QString& id, const QString& column = {}, const QString& value = {})
{
    QList<CatalogRow> rows;
    for (const CatalogRow& r : builtinRows())
        if (r.table == QLatin1String("accelerators") && r.id() == QLatin1String("h100-sxm")) {
            CatalogRow c = r;
            c.values.insert(QStringLiteral("id"), id);
            c.values.insert(QStringLiteral("name"), QStringLiteral("Hypothetical chip"));
            if (!column.isEmpty())
                c.values.insert(column, value);
            rows << c;
        }
    return writeCatalogCsv(QStringLiteral("accelerators"), rows);
}

} // namespace

class TestCliCatalog : public QObject {
    Q_OBJECT
private slots:
    void exportImportRoundTrip_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("minimumRows");
        QTest::newRow("accelerators") << "accelerators" << 10;
        QTest::newRow("links") << "links" << 5;
        QTest::newRow("nodes") << "nodes" << 4;
        QTest::newRow("cooling") << "cooling" << 2;
        QTest::newRow("regions") << "regions" << 3;
        QTest::newRow("models") << "models" << 3;
    }
    void exportImportRoundTrip()
    {
        QFETCH(QString, kind);
        QFETCH(int, minimumRows);
        QTemporaryDir dir;
        const QString user = dir.filePath("user.sqlite");
        QVERIFY(CatalogRepository::ensureUserCatalog(user).isEmpty()); // a named catalog must exist (issue 31)
        const QString all = dir.filePath("all.csv"), back = dir.filePath("back.csv");
        const auto e = cli(user, {"catalog", "export", kind, "-o", all});
        QCOMPARE(e.code, 0);
        QVERIFY2(e.out.contains(QStringLiteral("exported")), qPrintable(e.out));
        const auto i = cli(user, {"catalog", "import", all});
        QVERIFY2(i.code == 0, qPrintable(i.err));
        const UserRows u = readUserRows(user);
        QVERIFY(u.error.isEmpty());
        QVERIFY2(u.rows.size() >= minimumRows, qPrintable(QString::number(u.rows.size())));
        // Every imported row equals the built-in row it came from, column by column.
        for (const CatalogRow& r : u.rows) {
            const CatalogRow* b = findRow(builtinRows(), r.table, r.id());
            QVERIFY2(b, qPrintable(r.id()));
            QVERIFY2(r.differences(*b).isEmpty(), qPrintable(r.id() + u' ' + r.differences(*b).join(u',')));
        }
        QCOMPARE(cli(user, {"catalog", "export", kind, "--user-only", "-o", back}).code, 0);
        QCOMPARE(readAll(back), readAll(all));
        QVERIFY(readAll(all).startsWith("id,"));
    }

    void badCsvIsRefusedWithLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("words");
        const QByteArray good = chipCsv("chip-a");
        const QByteArray header = good.left(good.indexOf('\n') + 1);
        const QByteArray bad = chipCsv("chip-b", "hbm_tb_per_s", "fast");
        QTest::newRow("text for a bandwidth on line 3")
            << header + good.mid(header.size()) + bad.mid(header.size()) << "line 3, column hbm_tb_per_s";
        QTest::newRow("negative HBM on line 2") << chipCsv("chip-c", "hbm_gb", "-80") << "line 2, column hbm_gb";
        QTest::newRow("unknown column")
            << QByteArray("id,name,warp_factor\nx,X,9\n") << "warp_factor";
        QTest::newRow("an id twice")
            << header + good.mid(header.size()) + good.mid(header.size()) << "chip-a";
        QTest::newRow("too few cells") << header + "chip-d,Chip\n" << "line 2";
        // Issue 31, robustness 10: "text after the closing quote of a cell"; a long header cut before its unknown column.
        QTest::newRow("semicolons") << QByteArray("\"id\";\"name\"\n\"x\";\"X\"\n")
                                    << "error: %1: line 1: the cells are separated by semicolons (;), not by commas; "
                                       "save the file as comma-separated CSV\n";
        QTest::newRow("unknown column after a long header")
            << header.trimmed() + ",warp_factor\n" + good.mid(header.size()).trimmed() + ",9\n"
            << "error: %1: line 1: no catalog table has the column 'warp_factor'\n";
    }
    void badCsvIsRefusedWithLineAndColumn()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, words);
        QTemporaryDir dir;
        const QString user = dir.filePath("user.sqlite");
        // A user catalog holding one row already: it must be the same afterwards.
        writeFile(dir.filePath("first.csv"), chipCsv("existing"));
        QCOMPARE(cli(user, {"catalog", "import", dir.filePath("first.csv")}).code, 0);
        const QByteArray before = QCryptographicHash::hash(readAll(user), QCryptographicHash::Sha256);

        writeFile(dir.filePath("bad.csv"), csv);
        const auto r = cli(user, {"catalog", "import", dir.filePath("bad.csv")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(words.contains(QStringLiteral("%1")) ? words.arg(dir.filePath("bad.csv")) : words),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("nothing was imported")), qPrintable(r.err));
        QCOMPARE(QCryptographicHash::hash(readAll(user), QCryptographicHash::Sha256), before);
        const UserRows u = readUserRows(user);
        QCOMPARE(u.rows.size(), 1);
        QCOMPARE(u.rows.first().id(), QStringLiteral("existing"));
    }

    // Issue 31, robustness 10: an import into a user catalog that lost a table said "Parameter count mismatch".
    void importIntoADamagedCatalogSaysItIsDamaged()
    {
        QTemporaryDir dir;
        const QString user = dir.filePath("user.sqlite");
        writeFile(dir.filePath("a.csv"), chipCsv("chip-a"));
        QCOMPARE(cli(user, {"catalog", "import", dir.filePath("a.csv")}).code, 0);
        QVERIFY(fleet::test::execSql(user, {QStringLiteral("DROP TABLE accelerators")}));
        const QByteArray before = readAll(user);
        const auto r = cli(user, {"catalog", "import", dir.filePath("a.csv")});
        QCOMPARE(r.err, QStringLiteral("error: %1 is damaged: table accelerators is missing, though its schema version "
                                       "(%2) has it; nothing was changed\n")
                            .arg(user)
                            .arg(CatalogRepository::latestSchemaVersion()));
        QCOMPARE(r.code, 2);
        QCOMPARE(readAll(user), before);
    }

    void importNeedsAUserCatalog()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath("a.csv"), chipCsv("chip-a"));
        const auto r = runCli({"catalog", "import", dir.filePath("a.csv")}, true);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--user-catalog")), qPrintable(r.err));
        QCOMPARE(runCli({"catalog", "export", "gpus", "-o", dir.filePath("x.csv")}).code, 2);
        QVERIFY(!QFile::exists(dir.filePath("x.csv")));
    }

    // The plan carries its user accelerator: on a machine whose user catalog lacks it, the embedded row is used
    // (same training.wall_s), and stderr says so; a local row of the same id with another HBM bandwidth is named
    // with the differing column and the plan's row is used — never silently.
    void planCarriesItsHardware_data()
    {
        QTest::addColumn<QString>("otherCatalogCsv"); // "" = an empty user catalog on the other machine
        QTest::addColumn<QString>("words");
        QTest::newRow("empty catalog") << QString() << "carries accelerators 'my-chip', which this catalog lacks";
        QTest::newRow("same row") << QString::fromUtf8(chipCsv("my-chip", "hbm_tb_per_s", "4.1")) << "";
        QTest::newRow("different HBM bandwidth")
            << QString::fromUtf8(chipCsv("my-chip", "hbm_tb_per_s", "5")) << "differs from this catalog's in hbm_tb_per_s";
    }
    void planCarriesItsHardware()
    {
        QFETCH(QString, otherCatalogCsv);
        QFETCH(QString, words);
        QTemporaryDir dir;
        const QString mine = dir.filePath("mine.sqlite"), other = dir.filePath("other.sqlite");
        const QString plan = dir.filePath("p.fleetplan");
        writeFile(dir.filePath("chip.csv"), chipCsv("my-chip", "hbm_tb_per_s", "4.1"));
        QCOMPARE(cli(mine, {"catalog", "import", dir.filePath("chip.csv")}).code, 0);
        const auto saved = cli(mine, {"save", "--preset", "book-175b-h100", "--set", "fleet.accelerator=my-chip", "-o", plan});
        QVERIFY2(saved.code == 0, qPrintable(saved.err));
        const ScenarioReadResult read = ScenarioFile::load(plan);
        QCOMPARE(read.catalog.rows.size(), 1);
        QCOMPARE(read.catalog.rows.first().id(), QStringLiteral("my-chip"));
        QCOMPARE(read.catalog.rows.first().value(QStringLiteral("hbm_tb_per_s")).toDouble(), 4.1);

        const auto here = cli(mine, {"eval", plan, "--json"});
        QCOMPARE(here.code, 0);
        const double wall = wallSeconds(here);
        QVERIFY(wall > 0);
        QVERIFY2(!here.err.contains(QStringLiteral("my-chip")), qPrintable(here.err)); // same row: nothing to say

        if (!otherCatalogCsv.isEmpty()) {
            writeFile(dir.filePath("other.csv"), otherCatalogCsv.toUtf8());
            QCOMPARE(cli(other, {"catalog", "import", dir.filePath("other.csv")}).code, 0);
        } else {
            QVERIFY(CatalogRepository::ensureUserCatalog(other).isEmpty()); // a named catalog must exist (issue 31)
        }
        const auto there = cli(other, {"eval", plan, "--json"});
        QVERIFY2(there.code == 0, qPrintable(there.err));
        QCOMPARE(wallSeconds(there), wall);
        if (words.isEmpty())
            QVERIFY2(!there.err.contains(QStringLiteral("my-chip")), qPrintable(there.err));
        else
            QVERIFY2(there.err.contains(words), qPrintable(there.err));
        QVERIFY(!there.err.contains(QStringLiteral("saved with a different catalog")));
        // Without the plan, the other machine's own row (if any) gives another answer or none at all.
        const auto direct = cli(other, {"eval", "--preset", "book-175b-h100", "--set", "fleet.accelerator=my-chip", "--json"});
        if (otherCatalogCsv.isEmpty())
            QVERIFY(direct.code != 0);
    }

    // `catalog import PLAN.fleetplan` adds the rows the plan carries to this user catalog.
    void importTheRowsAPlanCarries()
    {
        QTemporaryDir dir;
        const QString mine = dir.filePath("mine.sqlite"), other = dir.filePath("other.sqlite");
        const QString plan = dir.filePath("p.fleetplan");
        writeFile(dir.filePath("chip.csv"), chipCsv("my-chip"));
        QCOMPARE(cli(mine, {"catalog", "import", dir.filePath("chip.csv")}).code, 0);
        QCOMPARE(cli(mine, {"save", "--preset", "book-175b-h100", "--set", "fleet.accelerator=my-chip", "-o", plan}).code, 0);
        const auto r = cli(other, {"catalog", "import", plan});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(readUserRows(other).rows.size(), 1);
        QCOMPARE(readUserRows(other).rows.first().differences(readUserRows(mine).rows.first()), QStringList());
        // A plan that uses no user row embeds none.
        QCOMPARE(cli(mine, {"save", "--preset", "book-175b-h100", "-o", dir.filePath("plain.fleetplan")}).code, 0);
        QVERIFY(!readAll(dir.filePath("plain.fleetplan")).contains("catalogRows"));
        // Issue 31, robustness 8: a row the catalog's rules refuse stops the import (exit 2, named, nothing written),
        // as in a CSV file; it said the plan "carries no catalog rows" and exited 0.
        QByteArray bad = readAll(plan);
        QVERIFY(bad.contains("\"hbm_gb\": 80"));
        bad.replace("\"hbm_gb\": 80", "\"hbm_gb\": -80");
        const QString badPlan = dir.filePath("bad.fleetplan");
        writeFile(badPlan, bad);
        const QString third = dir.filePath("third.sqlite");
        const auto refused = cli(third, {"catalog", "import", badPlan});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("my-chip")) && refused.err.contains(QStringLiteral("hbm_gb")) &&
                     refused.err.contains(QStringLiteral("nothing was imported")),
                 qPrintable(refused.err));
        QVERIFY(readUserRows(third).rows.isEmpty());
        // Issue 31, robustness 10: JSON types are checked — the text "80" is not a number, an object is no value.
        for (const auto& [value, words] : {std::pair{"\"80\"", "holds the text \"80\" where a number belongs"},
                                           std::pair{"{\"a\": 1}", "holds a JSON object where a value belongs"}}) {
            QByteArray typed = readAll(plan);
            typed.replace("\"hbm_gb\": 80", QByteArray("\"hbm_gb\": ") + value);
            writeFile(badPlan, typed);
            const auto r = cli(third, {"catalog", "import", badPlan});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(QStringLiteral("column hbm_gb: ") + QString::fromUtf8(words)), qPrintable(r.err));
            QVERIFY(readUserRows(third).rows.isEmpty());
        }
    }

    // Issue 31, robustness 8: `catalog import PLAN` names each row the catalog's rules refuse by its place in the
    // plan, its column and the reason, exits 2 and writes nothing — the reason the CSV import gives for the same
    // cell (csvCell; a JSON-only value has none). "column warp: factor holds a JSON object" split a key at its blank.
    void importOfAPlanNamesEachBadRow_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QJsonValue>("value"); // Undefined: the column is left out
        QTest::addColumn<QString>("csvCell");  // null: a JSON-only case
        QTest::addColumn<QString>("reason");
        QTest::addColumn<bool>("secondRow");   // the bad row is a second row "chip-2" after a good one
        QTest::newRow("negative HBM") << "hbm_gb" << QJsonValue(-80) << "-80"
                                      << "-80 is out of range; expected a number from 1e-06 to 1e+07" << false;
        QTest::newRow("unknown kind") << "kind" << QJsonValue("guess") << "guess"
                                      << "'guess' is not one of spec, measured, estimate, textbook" << false;
        QTest::newRow("no name") << "name" << QJsonValue(QJsonValue::Undefined) << ""
                                 << "is missing (NULL or empty)" << false;
        QTest::newRow("no id") << "id" << QJsonValue(QJsonValue::Undefined) << "" << "is missing (NULL or empty)" << false;
        QTest::newRow("escape in a name")
            << "name" << QJsonValue(QStringLiteral("\x1b[31mchip")) << "\x1b[31mchip"
            << "holds the control character U+001b; names take printable characters only" << false;
        QTest::newRow("the second row") << "hbm_gb" << QJsonValue(-1) << "-1"
                                        << "-1 is out of range; expected a number from 1e-06 to 1e+07" << true;
        QTest::newRow("true for a number") << "hbm_gb" << QJsonValue(true) << QString() << "'true' is not a number" << false;
        QTest::newRow("a list for a number")
            << "hbm_gb" << QJsonValue(QJsonArray{80}) << QString() << "holds a JSON list where a value belongs" << false;
        QTest::newRow("an object under a key with a blank")
            << "warp factor" << QJsonValue(QJsonObject{{"a", 1}}) << QString() << "holds a JSON object where a value belongs"
            << false;
    }
    void importOfAPlanNamesEachBadRow()
    {
        QFETCH(QString, column);
        QFETCH(QJsonValue, value);
        QFETCH(QString, csvCell);
        QFETCH(QString, reason);
        QFETCH(bool, secondRow);
        QTemporaryDir dir;
        const QString mine = dir.filePath("mine.sqlite"), other = dir.filePath("other.sqlite");
        const QString plan = dir.filePath("p.fleetplan"), badPlan = dir.filePath("bad.fleetplan");
        writeFile(dir.filePath("chip.csv"), chipCsv("my-chip"));
        QCOMPARE(cli(mine, {"catalog", "import", dir.filePath("chip.csv")}).code, 0);
        QCOMPARE(cli(mine, {"save", "--preset", "book-175b-h100", "--set", "fleet.accelerator=my-chip", "-o", plan}).code, 0);
        QJsonObject root = QJsonDocument::fromJson(readAll(plan)).object();
        QJsonObject carried = root.value(QStringLiteral("catalogRows")).toObject();
        QJsonArray chips = carried.value(QStringLiteral("accelerators")).toArray();
        QCOMPARE(chips.size(), 1);
        QJsonObject row = chips.first().toObject();
        const QString id = secondRow ? QStringLiteral("chip-2") : column == QLatin1String("id") ? QString() : QStringLiteral("my-chip");
        row.insert(QStringLiteral("id"), id);
        row.insert(column, value); // Undefined removes the column
        if (secondRow)
            chips.append(row);
        else
            chips[0] = row;
        carried.insert(QStringLiteral("accelerators"), chips);
        root.insert(QStringLiteral("catalogRows"), carried);
        writeFile(badPlan, QJsonDocument(root).toJson());

        const auto r = cli(other, {"catalog", "import", badPlan});
        const QString which = id.isEmpty() ? QStringLiteral("no id") : QStringLiteral("id '%1'").arg(id);
        QCOMPARE(r.err, QStringLiteral("error: %1: catalogRows.accelerators row %2 (%3), column %4: %5\nerror: nothing was "
                                       "imported\n")
                            .arg(badPlan)
                            .arg(secondRow ? 2 : 1)
                            .arg(which, column, reason));
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString());
        QVERIFY(readUserRows(other).rows.isEmpty());
        if (csvCell.isNull())
            return;
        // The same cell in a CSV file: the same column and reason, on its line.
        const QByteArray good = chipCsv("my-chip");
        const QByteArray header = good.left(good.indexOf('\n') + 1);
        const QByteArray bad = chipCsv(id, column, csvCell).mid(header.size());
        writeFile(dir.filePath("bad.csv"), secondRow ? good + bad : header + bad);
        const auto c = cli(other, {"catalog", "import", dir.filePath("bad.csv")});
        QCOMPARE(c.err, QStringLiteral("error: %1: line %2, column %3: %4\nerror: nothing was imported\n")
                            .arg(dir.filePath("bad.csv"))
                            .arg(secondRow ? 3 : 2)
                            .arg(column, reason));
        QCOMPARE(c.code, 2);
        QVERIFY(readUserRows(other).rows.isEmpty());
    }

    // A format-2 plan (before catalogRows) still opens and evaluates to the same numbers, with a migration note.
    void oldFormatPlanOpens()
    {
        QTemporaryDir dir;
        const ScenarioReadResult preset = fleet::app::Presets::load(QStringLiteral("book-175b-h100"));
        QVERIFY(preset.scenario);
        QJsonObject root = QJsonDocument::fromJson(ScenarioFile::serialize(*preset.scenario, {})).object();
        root.insert(QStringLiteral("formatVersion"), 2);
        QJsonObject power = root.value(QStringLiteral("power")).toObject();
        power.remove(QStringLiteral("nodePowerFrom"));
        root.insert(QStringLiteral("power"), power);
        const QString old = dir.filePath("old.fleetplan");
        writeFile(old, QJsonDocument(root).toJson());
        const auto r = runCli({"eval", old, "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("power.nodePowerFrom")), qPrintable(r.err)); // the migration says what
        const auto fresh = runCli({"eval", "--preset", "book-175b-h100", "--set", "power.nodePowerFrom=input", "--json"});
        QVERIFY(wallSeconds(r) > 0);
        QCOMPARE(wallSeconds(r), wallSeconds(fresh));
    }
};

QTEST_GUILESS_MAIN(TestCliCatalog)
#include "tst_cli_catalog.moc"
