// Catalog rows as the schema holds them (issue 13): the tables and their units, CSV in and out (all or nothing,
// every problem with its line and column), the one user-catalog writer (one transaction: all or nothing) and rows
// laid over a catalog (what a plan carries).
#include "CatalogCsv.h"
#include "CatalogRepository.h"
#include "CatalogRowStore.h"
#include "SafetyFixtures.h"
#include "SqlExec.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace fleet::catalog;

namespace {

CatalogRow chip(const QString& id, double hbmTbPerS = 8.0)
{
    return {QStringLiteral("accelerators"),
            {{QStringLiteral("id"), id},
             {QStringLiteral("name"), QStringLiteral("Hypothetical chip")},
             {QStringLiteral("vendor"), QStringLiteral("Lab")},
             {QStringLiteral("year"), 2027},
             {QStringLiteral("fp8_tflops"), 2000.0},
             {QStringLiteral("bf16_tflops"), 1000.0},
             {QStringLiteral("hbm_gb"), 192.0},
             {QStringLiteral("hbm_tb_per_s"), hbmTbPerS},
             {QStringLiteral("tdp_w"), 1000.0},
             {QStringLiteral("source"), QStringLiteral("what-if")},
             {QStringLiteral("kind"), QStringLiteral("estimate")},
             {QStringLiteral("as_of"), QStringLiteral("2026")}}};
}

const QByteArray kHeader = "id,name,vendor,year,fp8_tflops,hbm_gb,hbm_tb_per_s,tdp_w,source,kind,as_of\n";

// Overwrites the first page of `table` in the SQLite file at `path` with garbage (a sector lost on disk).
void overwriteRootPage(const QString& path, const QString& table)
{
    qint64 root = 0, pageSize = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("root-page"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = '%1'").arg(table)) && q.next());
        root = q.value(0).toLongLong();
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_size")) && q.next());
        pageSize = q.value(0).toLongLong();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("root-page"));
    QFile f(path);
    QVERIFY(root > 1 && f.open(QIODevice::ReadWrite) && f.seek((root - 1) * pageSize));
    QCOMPARE(f.write(QByteArray(int(pageSize), '\x5a')), pageSize);
}

} // namespace

class TestCatalogEdit : public QObject {
    Q_OBJECT
private slots:
    void tablesComeFromTheSchema()
    {
        QCOMPARE(catalogTables().size(), static_cast<int>(fleet::kLastCatalogKind) + 1);
        const TableInfo* a = tableInfo(QStringLiteral("accelerators"));
        QVERIFY(a);
        QCOMPARE(a->column(QStringLiteral("hbm_tb_per_s"))->unit, QStringLiteral("TB/s"));
        QCOMPARE(a->column(QStringLiteral("hbm_tb_per_s"))->type, SqlType::Real);
        QCOMPARE(a->names().constLast(), QStringLiteral("as_of"));
        QVERIFY(tableInfo(QStringLiteral("serving_calibration")));
        QVERIFY(tableInfo(QStringLiteral("nodes"))->column(QStringLiteral("overhead_w"))); // schema 004
        QCOMPARE(tableInfo(fleet::CatalogKind::Calibrations).table, QStringLiteral("calibrations"));
    }

    // Every built-in table goes out as CSV and comes back as the same rows.
    void everyBuiltinTableRoundTripsThroughCsv()
    {
        for (const TableInfo& t : catalogTables()) {
            QList<CatalogRow> rows;
            for (const CatalogRow& r : builtinRows())
                if (r.table == t.table)
                    rows << r;
            QVERIFY2(!rows.isEmpty(), qPrintable(t.table));
            const QByteArray csv = writeCatalogCsv(t.table, rows);
            QVERIFY(csv.startsWith(t.names().join(u',').toUtf8()));
            const CsvImport back = readCatalogCsv(csv);
            QVERIFY2(back.ok(), qPrintable(back.problems.join(u'\n')));
            QCOMPARE(back.table, t.table);
            QCOMPARE(back.rows.size(), rows.size());
            for (int i = 0; i < rows.size(); ++i)
                QVERIFY2(back.rows.at(i).differences(rows.at(i)).isEmpty(),
                         qPrintable(rows.at(i).id() + u' ' + back.rows.at(i).differences(rows.at(i)).join(u',')));
        }
    }

    // Issue 30 part 3: the dense FP4 peak (fp4_tflops, schema 012) goes out with the accelerators and comes back in:
    // the built-in CSV names it beside the other peaks and carries B300's 13,500; a user's chip imported from CSV
    // keeps its FP4 peak through the user catalog and the typed catalog; an FP4 peak of 0 is refused by name.
    void csvCarriesTheFp4Peak()
    {
        QList<CatalogRow> accelerators;
        for (const CatalogRow& r : builtinRows())
            if (r.table == QLatin1String("accelerators"))
                accelerators << r;
        const QByteArray csv = writeCatalogCsv(QStringLiteral("accelerators"), accelerators);
        const QList<QByteArray> header = csv.left(csv.indexOf('\n')).split(',');
        const qsizetype fp4 = header.indexOf("fp4_tflops");
        QVERIFY(fp4 > 0);
        QCOMPARE(header.at(fp4 - 1), QByteArray("int4_tops"));
        const CsvImport back = readCatalogCsv(csv);
        QVERIFY2(back.ok(), qPrintable(back.problems.join(u'\n')));
        int withFp4 = 0;
        for (const CatalogRow& r : back.rows) {
            const QVariant v = r.value(QStringLiteral("fp4_tflops"));
            withFp4 += v.isValid() && !v.isNull();
            if (r.id() == QLatin1String("b300"))
                QCOMPARE(v.toDouble(), 13500.0);
            if (r.id() == QLatin1String("h100-sxm"))
                QVERIFY(!v.isValid() || v.isNull());
        }
        QCOMPARE(withFp4, 5); // b200, gb200, b300, gb300, mi355x

        const QByteArray one = "id,name,vendor,fp8_tflops,fp4_tflops,hbm_gb,hbm_tb_per_s,tdp_w,source,kind,as_of\n"
                               "chip-fp4,FP4 chip,Lab,2000,8000,192,8,1000,what-if,estimate,2026\n";
        const CsvImport in = readCatalogCsv(one);
        QVERIFY2(in.ok(), qPrintable(in.problems.join(u'\n')));
        QCOMPARE(in.table, QStringLiteral("accelerators"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        QList<RowChange> changes;
        for (const CatalogRow& r : in.rows)
            changes << RowChange{r.table, r.id(), r};
        const QString written = writeUserRows(path, changes);
        QVERIFY2(written.isEmpty(), qPrintable(written));
        const LoadResult loaded = CatalogRepository::load(path);
        QVERIFY2(loaded.catalog, qPrintable(loaded.error));
        const fleet::Accelerator* chip = loaded.catalog->accelerator("chip-fp4");
        QVERIFY(chip && chip->hasFp4());
        QCOMPARE(chip->fp4Peak.si(), 8000e12);
        const UserRows user = readUserRows(path);
        QCOMPARE(user.rows.size(), 1);
        QCOMPARE(user.rows.first().value(QStringLiteral("fp4_tflops")).toDouble(), 8000.0);
        QVERIFY(writeCatalogCsv(QStringLiteral("accelerators"), user.rows).contains(",8000,"));

        const CsvImport zero = readCatalogCsv("id,name,vendor,fp8_tflops,fp4_tflops,hbm_gb,hbm_tb_per_s,tdp_w,source,kind,as_of\n"
                                              "chip-z,Z,Lab,2000,0,192,8,1000,what-if,estimate,2026\n");
        QVERIFY(!zero.ok());
        QVERIFY2(zero.problems.join(u' ').contains(QStringLiteral("line 2, column fp4_tflops")),
                 qPrintable(zero.problems.join(u' ')));
    }

    void csvCellsFollowRfc4180()
    {
        const CsvRecords r = parseCsv("\xEF\xBB\xBF" "a,\"b, with comma\",\"say \"\"hi\"\"\"\r\n\n"
                                      "\"two\nlines\",  x  ,\n");
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), 2);
        QCOMPARE(r.records.at(0), (QStringList{"a", "b, with comma", "say \"hi\""}));
        QCOMPARE(r.records.at(1), (QStringList{"two\nlines", "x", ""}));
        QCOMPARE(r.lines, (QList<int>{1, 3}));
        QVERIFY(parseCsv("a,\"open\n").error.contains(QStringLiteral("line 1")));
        QVERIFY(parseCsv("a\nb\"c\n").error.contains(QStringLiteral("line 2")));
        QVERIFY(parseCsv("\"a\"b\n").error.contains(QStringLiteral("after the closing quote")));
        QVERIFY(parseCsv("\xff\xfe" "a").error.contains(QStringLiteral("UTF-8")));
    }

    void badFilesAreRefusedWithLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("problem");
        const QByteArray good = "chip-a,A,Lab,2027,2000,192,8,1000,what-if,estimate,2026\n";
        QTest::newRow("a word where a number belongs") << kHeader + good + "chip-b,B,Lab,2027,2000,lots,8,1000,s,spec,2026\n"
                                                       << "line 3, column hbm_gb: 'lots' is not a number";
        QTest::newRow("zero bandwidth") << kHeader + "chip-b,B,Lab,2027,2000,192,0,1000,s,spec,2026\n" + good
                                        << "line 2, column hbm_tb_per_s: 0 is out of range";
        QTest::newRow("infinite peak") << kHeader + good + "chip-b,B,Lab,2027,inf,192,8,1000,s,spec,2026\n"
                                       << "line 3, column fp8_tflops";
        QTest::newRow("unknown kind") << kHeader + good + "chip-b,B,Lab,2027,2000,192,8,1000,s,guess,2026\n"
                                      << "line 3, column kind: 'guess' is not one of";
        QTest::newRow("an id twice") << kHeader + good + good << "line 3, column id: 'chip-a' is already on line 2";
        QTest::newRow("a short line") << kHeader + good + "chip-b,B\n" << "line 3: 2 cells, the header has 11";
        QTest::newRow("an unknown column") << QByteArray("id,name,hbm_gbs\nx,y,1\n") << "line 1: no catalog table has the column 'hbm_gbs'";
        QTest::newRow("a required column missing")
            << QByteArray("id,name,vendor,fp8_tflops,hbm_gb,hbm_tb_per_s,tdp_w,source,kind\nx,X,V,1,1,1,1,s,spec\n")
            << "line 1: the column 'as_of' is missing";
        QTest::newRow("a header that fits two tables") << QByteArray("id,name,source,kind,as_of\nx,X,s,spec,2026\n")
                                                       << "name the kind";
        QTest::newRow("empty") << QByteArray() << "the file is empty";
        QTest::newRow("an unclosed quote, after rows") << kHeader + good + "\"chip-b,B\n" << "line 3: a quoted cell is not closed";
        // Issue 31, robustness 10: the header was quoted up to 200 characters, before the column no table has; a file
        // separated by semicolons said "text after the closing quote of a cell".
        const QByteArray longHeader = tableInfo(QStringLiteral("accelerators"))->names().join(u',').toUtf8();
        QVERIFY(longHeader.size() > 200);
        QTest::newRow("an unknown column after a long header")
            << longHeader + ",hbm_gbs\n" << "line 1: no catalog table has the column 'hbm_gbs'";
        QTest::newRow("two unknown columns") << QByteArray("id,warp,name,weft\nx,1,y,2\n")
                                             << "line 1: no catalog table has the columns 'warp', 'weft'";
        QTest::newRow("no id") << QByteArray("name,hbm_gb\nx,1\n")
                               << "line 1: the header has no column 'id'; every catalog table has one";
        QTest::newRow("quoted cells separated by semicolons")
            << QByteArray("\"id\";\"name\";\"hbm_gb\"\n\"x\";\"X\";\"80\"\n")
            << "line 1: the cells are separated by semicolons (;), not by commas; save the file as comma-separated CSV";
        QTest::newRow("cells separated by semicolons") << QByteArray("id;name;hbm_gb\nx;X;80\n")
                                                       << "line 1: the cells are separated by semicolons (;), not by "
                                                          "commas; save the file as comma-separated CSV";
        QTest::newRow("cells separated by tabs") << QByteArray("id\tname\thbm_gb\nx\tX\t80\n")
                                                 << "line 1: the cells are separated by tabs, not by commas; save the "
                                                    "file as comma-separated CSV";
        QTest::newRow("text after a closing quote") << kHeader + "\"chip-b\";x,B\n"
                                                    << "line 2: text after the closing quote of a cell (';'); cells are "
                                                       "separated by commas";
    }
    void badFilesAreRefusedWithLineAndColumn()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, problem);
        const CsvImport r = readCatalogCsv(csv);
        QVERIFY(!r.ok());
        QVERIFY(r.rows.isEmpty()); // nothing of a bad file is used, not even its good rows
        QVERIFY2(r.problems.join(u'\n').contains(problem), qPrintable(r.problems.join(u'\n')));
    }

    // Blanks around a number are dropped, quoted or not, as `--set` drops them (issue 31, robustness 10).
    void blanksAroundANumberAreDropped()
    {
        const CsvImport r = readCatalogCsv(kHeader + "chip-a,A,Lab,2027,\" 2000 \", 192 ,8,1000,what-if,estimate,2026\n");
        QVERIFY2(r.ok(), qPrintable(r.problems.join(u'\n')));
        QCOMPARE(r.rows.first().value(QStringLiteral("fp8_tflops")).toDouble(), 2000.0);
        QCOMPARE(r.rows.first().value(QStringLiteral("hbm_gb")).toDouble(), 192.0);
    }

    void aKindSettlesAnAmbiguousHeader()
    {
        const CsvImport r = readCatalogCsv("id,name,source,kind,as_of\nx,X,s,spec,2026\n", QStringLiteral("models"));
        QVERIFY(!r.ok()); // models need params: the rule says so
        QVERIFY(r.problems.first().contains(QStringLiteral("params")));
    }

    void manyBadRowsAreCountedNotListed()
    {
        QByteArray csv = kHeader;
        for (int i = 0; i < 100; ++i)
            csv += "chip-" + QByteArray::number(i) + ",A,Lab,2027,2000,192,-8,1000,s,spec,2026\n";
        const CsvImport r = readCatalogCsv(csv);
        QCOMPARE(r.problems.size(), CsvImport::kMaxProblems + 1);
        QVERIFY(r.problems.constLast().contains(QStringLiteral("more problems")));
    }

    void theWriterAppliesEverythingOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        QCOMPARE(writeUserRows(path, {{QStringLiteral("accelerators"), QStringLiteral("chip-a"), chip(QStringLiteral("chip-a"))}}),
                 QString());
        LoadResult load = CatalogRepository::load(path);
        QVERIFY(load.catalog && load.catalog->accelerator("chip-a"));
        QVERIFY(load.catalog->accelerator("chip-a")->provenance.userOverride);
        QCOMPARE(readUserRows(path).rows.size(), 1);

        // A second row that breaks a rule: refused by name, and the first change of the batch is not applied either.
        const QByteArray before = fleet::test::fileHash(path);
        const QString err = writeUserRows(path, {{QStringLiteral("accelerators"), QStringLiteral("chip-b"), chip(QStringLiteral("chip-b"))},
                                                 {QStringLiteral("accelerators"), QStringLiteral("chip-c"), chip(QStringLiteral("chip-c"), -1.0)}});
        QVERIFY2(err.contains(QStringLiteral("chip-c")) && err.contains(QStringLiteral("hbm_tb_per_s")), qPrintable(err));
        QCOMPARE(fleet::test::fileHash(path), before);
        QVERIFY(!CatalogRepository::load(path).catalog->accelerator("chip-b"));

        // Replace, then delete.
        QCOMPARE(writeUserRows(path, {{QStringLiteral("accelerators"), QStringLiteral("chip-a"), chip(QStringLiteral("chip-a"), 9.0)}}),
                 QString());
        QCOMPARE(CatalogRepository::load(path).catalog->accelerator("chip-a")->hbmBandwidth.si(), 9e12);
        QCOMPARE(writeUserRows(path, {{QStringLiteral("accelerators"), QStringLiteral("chip-a"), std::nullopt}}), QString());
        QVERIFY(!CatalogRepository::load(path).catalog->accelerator("chip-a"));

        // A read-only user catalog is not written.
        QFile::setPermissions(path, QFileDevice::ReadOwner);
        if (QFileInfo(path).isWritable())
            QSKIP("running as root: permissions do not stop writes");
        QVERIFY(writeUserRows(path, {{QStringLiteral("accelerators"), QStringLiteral("chip-a"), chip(QStringLiteral("chip-a"))}})
                    .contains(QStringLiteral("read-only")));
    }

    // Issue 31, robustness 10: a user catalog that lost a table or column, or a page, is named damaged when it is read
    // (it gave no rows and no error: the catalog window showed "user rows: 0") and when it is written (an edit said
    // "Parameter count mismatch"); the file is left as it was.
    void aDamagedCatalogIsNamedDamaged_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message"); // after the path; the writer adds "; nothing was changed"
        const QString version = QString::number(CatalogRepository::latestSchemaVersion());
        QTest::newRow("a table dropped") << "DROP TABLE accelerators"
                                         << "is damaged: table accelerators is missing, though its schema version (" +
                                                version + ") has it";
        QTest::newRow("a column dropped") << "ALTER TABLE accelerators DROP COLUMN notes"
                                          << "is damaged: table accelerators has no column notes, though its schema "
                                             "version (" + version + ") has it";
        QTest::newRow("a page overwritten") << "page" << "is damaged or truncated (";
    }
    void aDamagedCatalogIsNamedDamaged()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user.sqlite"));
        QCOMPARE(writeUserRows(path, {{QStringLiteral("accelerators"), QStringLiteral("chip-a"), chip(QStringLiteral("chip-a"))}}),
                 QString());
        if (damage == QLatin1String("page"))
            overwriteRootPage(path, QStringLiteral("accelerators"));
        else
            QVERIFY(fleet::test::execSql(path, {damage}));
        const QByteArray before = fleet::test::fileHash(path);
        const UserRows read = readUserRows(path);
        QVERIFY2(read.error.startsWith(path + u' ' + message), qPrintable(read.error));
        QVERIFY(read.rows.isEmpty());
        const QString written =
            writeUserRows(path, {{QStringLiteral("accelerators"), QStringLiteral("chip-b"), chip(QStringLiteral("chip-b"))}});
        QVERIFY2(written.startsWith(path + u' ' + message) && written.endsWith(QStringLiteral("; nothing was changed")),
                 qPrintable(written));
        QCOMPARE(fleet::test::fileHash(path), before);
    }

    void rowsLaidOverACatalog()
    {
        const LoadResult base = CatalogRepository::loadBuiltin();
        QStringList skipped;
        CatalogRow h100 = *findRow(builtinRows(), QStringLiteral("accelerators"), QStringLiteral("h100-sxm"));
        h100.values.insert(QStringLiteral("tdp_w"), 650.0);
        const fleet::Catalog c = withRows(*base.catalog, {chip(QStringLiteral("chip-a")), h100, chip(QStringLiteral("bad"), 0.0)}, &skipped);
        QVERIFY(c.accelerator("chip-a"));
        QCOMPARE(c.accelerator("h100-sxm")->tdp.si(), 650.0);
        QVERIFY(!c.accelerator("bad"));
        QVERIFY2(skipped.join(u' ').contains(QStringLiteral("'bad'")), qPrintable(skipped.join(u' ')));
        QVERIFY(c.contentHash != base.catalog->contentHash);
        QCOMPARE(c.accelerators.size(), base.catalog->accelerators.size() + 1);
    }
};

QTEST_GUILESS_MAIN(TestCatalogEdit)
#include "tst_catalog_edit.moc"
