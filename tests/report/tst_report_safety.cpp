// Reports under hostile input and faults (issue 15): catalog and plan texts with markup (<script>, &, quotes,
// pipes, backticks, brackets) are escaped for each format — the HTML has no live tag, every inline and
// Markdown chart SVG is well-formed XML with the plain name in it, the Markdown has no raw HTML or link
// markup — and a report of any format on a full disk fails with the reason, leaving the old file as it was; a
// Markdown report that fails part-way takes back the chart files and the chart folder it made (issue 31).
#include "CatalogRepository.h"
#include "SafetyFixtures.h"
#include "SqlExec.h"
#include "evaluate/Evaluate.h"
#include "io/OutputFile.h"
#include "presets/Presets.h"
#include "report/ReportContent.h"
#include "report/ReportExporter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QXmlStreamReader>

#include <cerrno>


using fleet::views::ReportExporter;

namespace {

const QString kHostile = QStringLiteral("<script>alert(1)</script> & \"Q\" |pipe| `tick` [x](http://e.test) *b* <img src=x>");

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString xmlError(const QByteArray& xml)
{
    QXmlStreamReader r(xml);
    while (!r.atEnd())
        r.readNext();
    return r.hasError() ? QStringLiteral("%1 at line %2").arg(r.errorString()).arg(r.lineNumber()) : QString();
}

// A user catalog with one accelerator named kHostile, and the catalog loaded with it.
fleet::app::CatalogPtr hostileCatalog(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("user.sqlite"));
    if (!fleet::catalog::CatalogRepository::ensureUserCatalog(path).isEmpty())
        return {};
    QString name = kHostile; // as an SQL literal
    name.replace(u'\'', QStringLiteral("''"));
    if (!fleet::test::execSql(path, {QStringLiteral("INSERT INTO accelerators (id, name, vendor, year, fp8_tflops, bf16_tflops, "
                                                    "fp16_tflops, hbm_gb, hbm_tb_per_s, tdp_w, price_usd, mtbf_hours, source, kind, "
                                                    "as_of) VALUES ('h100-sxm', '%1', '%1', 2024, 1979, 989, 989, 80, 3.35, 700, "
                                                    "30000, 50000, '%1', 'spec', '2024')")
                                         .arg(name)}))
        return {};
    fleet::catalog::LoadResult r = fleet::catalog::CatalogRepository::load(path);
    return r.catalog ? std::make_shared<const fleet::Catalog>(std::move(*r.catalog)) : nullptr;
}

fleet::app::CatalogPtr builtin()
{
    const fleet::catalog::LoadResult load = fleet::catalog::CatalogRepository::loadBuiltin();
    return std::make_shared<const fleet::Catalog>(*load.catalog);
}

struct Plan {
    fleet::Scenario scenario;
    fleet::app::ResultsPtr results;
};

Plan hostilePlan(const fleet::app::CatalogPtr& catalog)
{
    fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
    s.name = kHostile.toStdString();
    return {s, std::make_shared<const fleet::Results>(fleet::evaluate(s, *catalog))};
}

QList<QByteArray> inlineSvgs(const QByteArray& html)
{
    QList<QByteArray> out;
    for (qsizetype at = html.indexOf("<svg"); at >= 0; at = html.indexOf("<svg", at + 1)) {
        const qsizetype end = html.indexOf("</svg>", at);
        if (end < 0)
            break;
        out << html.mid(at, end + 6 - at);
    }
    return out;
}

} // namespace

class TestReportSafety : public QObject {
    Q_OBJECT
private slots:
    void htmlEscapesEverything()
    {
        QTemporaryDir dir;
        const auto catalog = hostileCatalog(dir);
        QVERIFY(catalog);
        QVERIFY(catalog->accelerator("h100-sxm")->name == kHostile.toStdString());
        const Plan plan = hostilePlan(catalog);
        const QString path = dir.filePath(QStringLiteral("r.html"));
        QCOMPARE(ReportExporter::write(fleet::app::Evaluation::compute(plan.scenario, catalog), path), QString());
        const QByteArray html = readAll(path);
        QVERIFY(!html.contains("<script>"));
        QVERIFY(!html.contains("<img src=x>"));
        QVERIFY(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Q&quot;"));
        const QList<QByteArray> svgs = inlineSvgs(html);
        QVERIFY(svgs.size() >= 8);
        for (const QByteArray& svg : svgs)
            QVERIFY2(xmlError(svg).isEmpty(), qPrintable(xmlError(svg) + QString::fromUtf8(svg.left(300))));
        // The roofline's title names the accelerator as written, escaped once.
        QVERIFY(html.contains("Roofline — &lt;script&gt;alert(1)&lt;/script&gt; &amp;"));
    }

    void markdownEscapesEverything()
    {
        QTemporaryDir dir;
        const auto catalog = hostileCatalog(dir);
        QVERIFY(catalog);
        const Plan plan = hostilePlan(catalog);
        const QString path = dir.filePath(QStringLiteral("my report (v2).md"));
        QCOMPARE(ReportExporter::write(fleet::app::Evaluation::compute(plan.scenario, catalog), path), QString());
        const QString md = QString::fromUtf8(readAll(path));
        for (const QString& line : md.split(u'\n'))
            QVERIFY2(!line.contains(QStringLiteral("<script>")) && !line.contains(QStringLiteral("<img")), qPrintable(line));
        QVERIFY(!md.contains(QStringLiteral("[x](http")));          // no live link from the name
        QVERIFY(md.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"Q\" \\|pipe\\| \\`tick\\`")));
        // Chart links are percent-encoded and point at files that exist and are well-formed XML.
        static const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)"));
        int charts = 0;
        for (auto it = image.globalMatch(md); it.hasNext(); ++charts) {
            const QString link = QUrl::fromPercentEncoding(it.next().captured(1).toUtf8());
            const QByteArray svg = readAll(QDir(dir.path()).filePath(link));
            QVERIFY2(!svg.isEmpty(), qPrintable(link));
            QVERIFY2(xmlError(svg).isEmpty(), qPrintable(link + QStringLiteral(": ") + xmlError(svg)));
        }
        QVERIFY(charts >= 8);
        // Every table row has the same number of unescaped pipes as its header: the name cannot add a column.
        for (const QString& line : md.split(u'\n'))
            if (line.contains(QStringLiteral("pipe")) && line.startsWith(u'|'))
                QVERIFY2(!line.contains(QRegularExpression(QStringLiteral("[^\\\\]\\|pipe"))), qPrintable(line));
    }

    void everyFormatOnAFullDisk_data()
    {
        QTest::addColumn<QString>("extension");
        for (const char* e : {"pdf", "html", "md", "csv", "json"})
            QTest::newRow(e) << QString::fromLatin1(e);
    }

    void everyFormatOnAFullDisk()
    {
        QFETCH(QString, extension);
        QTemporaryDir dir;
        fleet::test::SmallDisk disk(dir.path());
        if (!disk.mounted())
            QSKIP(qPrintable(disk.why()));
        const QString path = dir.filePath(QStringLiteral("report.") + extension);
        QVERIFY(fleet::app::OutputFile::write(path, "the previous report\n").isEmpty());
        disk.fill();
        const fleet::catalog::LoadResult load = fleet::catalog::CatalogRepository::loadBuiltin();
        const auto catalog = std::make_shared<const fleet::Catalog>(*load.catalog);
        const Plan plan = hostilePlan(catalog);
        const QString err = ReportExporter::write(fleet::app::Evaluation::compute(plan.scenario, catalog), path);
        QVERIFY2(err.contains(QStringLiteral("No space left on device")), qPrintable(err));
        QCOMPARE(readAll(path), QByteArray("the previous report\n"));
        QDirIterator it(dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            QVERIFY2(!it.next().endsWith(QStringLiteral(".tmp")), qPrintable(it.filePath()));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("report-charts")))); // Markdown: no empty chart folder
    }

    // Issue 31: a Markdown report that fails after its charts were written leaves no chart behind. The failure is
    // one root cannot bypass: the report's name (245 bytes) is valid, but its temporary file's (".NAME.xxxxxxxxxx.tmp",
    // 261 bytes) exceeds every file system's 255, so the report fails after the charts.
    void markdownFailureRemovesItsCharts()
    {
        QTemporaryDir dir;
        const QString base(242, u'r');
        const QString path = dir.filePath(base + QStringLiteral(".md"));
        const QString err = ReportExporter::write(fleet::app::Evaluation::compute(
                                                      *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario,
                                                      builtin()),
                                                  path);
        QVERIFY2(err.contains(path) && err.contains(qt_error_string(ENAMETOOLONG)), qPrintable(err));
        QVERIFY(!QFileInfo::exists(dir.filePath(base + QStringLiteral("-charts"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    // A chart folder that was there is kept, with what it held: only the charts this export added are removed; a
    // chart it replaced gets its earlier content back (an earlier report links it).
    void markdownFailureKeepsAFolderThatWasThere()
    {
        QTemporaryDir dir;
        const QString base(242, u'r');
        const QDir charts(dir.filePath(base + QStringLiteral("-charts")));
        QVERIFY(QDir().mkpath(charts.path()));
        QVERIFY(fleet::app::OutputFile::write(charts.filePath(QStringLiteral("notes.txt")), "mine\n").isEmpty());
        QVERIFY(fleet::app::OutputFile::write(charts.filePath(QStringLiteral("compute-1.svg")), "<svg/>").isEmpty());
        const QString err = ReportExporter::write(fleet::app::Evaluation::compute(
                                                      *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario,
                                                      builtin()),
                                                  dir.filePath(base + QStringLiteral(".md")));
        QVERIFY2(err.contains(qt_error_string(ENAMETOOLONG)), qPrintable(err));
        QCOMPARE(charts.entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 (QStringList{QStringLiteral("compute-1.svg"), QStringLiteral("notes.txt")}));
        QCOMPARE(readAll(charts.filePath(QStringLiteral("notes.txt"))), QByteArray("mine\n"));
        // The earlier report's chart, overwritten on the way, holds what it held: its report still links it.
        QCOMPARE(readAll(charts.filePath(QStringLiteral("compute-1.svg"))), QByteArray("<svg/>"));
    }

    // The chart folder's name is taken by a file: the message names the folder and the cause, the file is left alone
    // and nothing else is written.
    void chartFolderNameTakenByAFile()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("report-charts"));
        QVERIFY(fleet::app::OutputFile::write(folder, "a file\n").isEmpty());
        const QString err = ReportExporter::write(fleet::app::Evaluation::compute(
                                                      *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario,
                                                      builtin()),
                                                  dir.filePath(QStringLiteral("report.md")));
        QVERIFY2(err.contains(folder) && err.contains(qt_error_string(ENOTDIR)), qPrintable(err));
        QCOMPARE(readAll(folder), QByteArray("a file\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("report-charts")});
    }

    // The provenance lists the cooling types and regions the charts compare with: 50 of each at most, the rest
    // counted (a 200,000-row user catalog made a report of 400,000 provenance rows).
    void provenanceOfComparedRowsIsBounded()
    {
        const fleet::catalog::LoadResult load = fleet::catalog::CatalogRepository::loadBuiltin();
        fleet::Catalog big = *load.catalog;
        for (int i = 0; i < 500; ++i) {
            fleet::Cooling k = big.cooling.front();
            k.id = "cool-" + std::to_string(i);
            big.cooling.push_back(k);
        }
        const fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
        const QList<fleet::app::report::ProvenanceRow> rows = fleet::app::report::referencedCatalogRows(s, big);
        qsizetype cooling = 0;
        QString more;
        for (const auto& r : rows)
            if (r.kind == QLatin1String("cooling")) {
                ++cooling;
                if (r.id == QStringLiteral("…"))
                    more = r.name;
            }
        QCOMPARE(cooling, qsizetype(51));
        QVERIFY2(more.contains(QStringLiteral("455 more rows")), qPrintable(more));
    }

    // The path is checked before the charts are drawn: a device fails at once, and is left alone.
    void deviceRefusedBeforeCharts()
    {
        const fleet::catalog::LoadResult load = fleet::catalog::CatalogRepository::loadBuiltin();
        const auto catalog = std::make_shared<const fleet::Catalog>(*load.catalog);
        const Plan plan = hostilePlan(catalog);
        QElapsedTimer t;
        t.start();
        ReportExporter::Options o;
        o.format = fleet::app::report::ReportFormat::Pdf;
        const QString err2 = ReportExporter::write(fleet::app::Evaluation::compute(plan.scenario, catalog),
                                                   QStringLiteral("/dev/null"), o);
        QVERIFY2(err2.contains(QStringLiteral("/dev/null is a device")), qPrintable(err2));
        QVERIFY2(t.elapsed() < 2000, "the charts were drawn before the path was checked");
    }
};

QTEST_MAIN(TestReportSafety)
#include "tst_report_safety.moc"
