// Planning reports (issue #6): every built-in preset exports in every format; each format has every
// section, every result key and the provenance of every catalog row the plan uses; the PDF has a page count
// in range for A4 and Letter, embeds its fonts, and its charts are vector.
#include "TestCatalog.h"
#include "Tolerance.h"

#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "report/CsvReport.h"
#include "report/ReportContent.h"
#include "report/ReportCharts.h"
#include "report/ReportExporter.h"
#include "common/ScenarioView.h"
#include "report/ReportStrings.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"

#include <QApplication>
#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace fleet::app::report;
using fleet::views::ReportExporter;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Page objects of a PDF ("/Type /Page", not "/Type /Pages").
int pdfPageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return static_cast<int>(QString::fromLatin1(pdf).count(page));
}

QStringList headings(const ReportContent& c)
{
    QStringList h = {ReportStrings::summary(), ReportStrings::bom(),        ReportStrings::assumptions(),
                     ReportStrings::provenance(), ReportStrings::derivations(), ReportStrings::keyFigures()};
    for (const DomainSection& s : c.sections)
        h << s.title;
    return h;
}

// Catalog ids the plan references, found independently of the report code.
QStringList referencedIds(const fleet::Scenario& s, const fleet::Catalog& c)
{
    std::vector<fleet::Issue> issues;
    const fleet::ResolvedFleet f = fleet::resolveFleet(s, c, issues);
    QStringList ids;
    for (const std::string* id :
         {f.accelerator ? &f.accelerator->id : nullptr, &f.node->id, f.scaleUp ? &f.scaleUp->id : nullptr,
          f.scaleOut ? &f.scaleOut->id : nullptr, f.hostLink ? &f.hostLink->id : nullptr,
          f.cooling ? &f.cooling->id : nullptr, f.region ? &f.region->id : nullptr})
        if (id && !id->empty())
            ids << QString::fromStdString(*id);
    return ids;
}

struct Plan {
    fleet::Scenario scenario;
    fleet::app::ResultsPtr results;
};

Plan preset(const QString& name)
{
    const auto read = fleet::app::Presets::load(name);
    if (!read.scenario)
        qFatal("preset %s does not load", qPrintable(name));
    return {*read.scenario, std::make_shared<const fleet::Results>(fleet::evaluate(*read.scenario, *fleet::test::builtinCatalog()))};
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void everyPresetEveryFormat_data()
    {
        QTest::addColumn<QString>("preset");
        for (const QString& name : fleet::app::Presets::names())
            QTest::newRow(qPrintable(name)) << name;
        QVERIFY(fleet::app::Presets::names().size() >= 2);
    }

    void everyPresetEveryFormat()
    {
        QFETCH(QString, preset);
        const auto catalog = fleet::test::builtinCatalog();
        const Plan plan = ::preset(preset);
        const ReportContent content = buildReport(plan.scenario, *plan.results, *catalog);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString ext : {"html", "md", "csv", "json", "pdf"}) {
            const QString err = ReportExporter::write(fleet::app::Evaluation::compute(plan.scenario, catalog),
                                                      dir.filePath("r." + ext));
            QVERIFY2(err.isEmpty(), qPrintable(ext + ": " + err));
        }
        const QString html = QString::fromUtf8(readAll(dir.filePath("r.html")));
        const QString md = QString::fromUtf8(readAll(dir.filePath("r.md")));
        const QString csv = QString::fromUtf8(readAll(dir.filePath("r.csv")));

        // Every section heading in HTML and Markdown.
        for (const QString& h : headings(content)) {
            QVERIFY2(html.contains(h.toHtmlEscaped()), qPrintable("HTML lacks heading " + h));
            QVERIFY2(md.contains("#") && md.contains(h), qPrintable("Markdown lacks heading " + h));
        }
        // Every result key of evaluate() in HTML, Markdown, CSV and JSON.
        const QJsonObject json = QJsonDocument::fromJson(readAll(dir.filePath("r.json"))).object();
        QVERIFY(!json.isEmpty());
        const QJsonObject results = json.value("results").toObject();
        for (const std::string_view key : plan.results->order()) {
            const QString k = QString::fromUtf8(key.data(), qsizetype(key.size()));
            const fleet::ResultValue& v = *plan.results->find(key);
            QVERIFY2(html.contains(k), qPrintable("HTML lacks " + k));
            QVERIFY2(md.contains("`" + k + "`"), qPrintable("Markdown lacks " + k));
            QVERIFY2(csv.contains("\r\n" + k + ","), qPrintable("CSV lacks " + k));
            QVERIFY2(results.contains(k), qPrintable("JSON lacks " + k));
            if (!v.isBool())
                QVERIFY(fleet::test::relClose(results.value(k).toObject().value("value").toDouble(), v.value, 1e-12));
        }
        QCOMPARE(results.size(), static_cast<qsizetype>(plan.results->size()));
        // CSV: header + one row per result; the wall-clock time round-trips through the text.
        const QStringList lines = csv.split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), static_cast<qsizetype>(plan.results->size()) + 1);
        QCOMPARE(lines.first(), QStringLiteral("key,label,value,unit"));
        for (const QString& l : lines)
            if (l.startsWith("training.wall_s,"))
                QVERIFY(fleet::test::relClose(l.section(',', -2, -2).toDouble(), *plan.results->value("training.wall_s"), 1e-15));
        // JSON: every input with value and unit; provenance for every catalog id the plan references.
        const QJsonObject inputs = json.value("inputs").toObject();
        QCOMPARE(inputs.size(), static_cast<qsizetype>(fleet::ScenarioSchema::instance().fields().size()));
        QHash<QString, QString> sources;
        for (const QJsonValue& p : json.value("provenance").toArray())
            sources.insert(p.toObject().value("id").toString(), p.toObject().value("source").toString());
        for (const QString& id : referencedIds(plan.scenario, *catalog)) {
            QVERIFY2(!sources.value(id).isEmpty(), qPrintable("no provenance for " + id));
            QVERIFY2(html.contains(id), qPrintable("HTML provenance lacks " + id));
        }
        // HTML is self-contained: charts inline as SVG, no external references.
        QCOMPARE(html.count("<svg"), html.count("<div class=\"chart\">"));
        QVERIFY(html.count("<svg") >= 8);
        QVERIFY(!html.contains("src=\"http") && !html.contains("<link "));
        QVERIFY(html.contains("<meta charset=\"utf-8\"/>"));
    }

    void pdfPageCountAndFonts_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("page");
        for (const QString& name : fleet::app::Presets::names()) {
            QTest::newRow(qPrintable(name + " A4")) << name << int(PageSize::A4);
            QTest::newRow(qPrintable(name + " Letter")) << name << int(PageSize::Letter);
        }
    }

    void pdfPageCountAndFonts()
    {
        QFETCH(QString, preset);
        QFETCH(int, page);
        const Plan plan = ::preset(preset);
        QTemporaryDir dir;
        ReportExporter::Options o;
        o.page = static_cast<PageSize>(page);
        const QString path = dir.filePath("r.pdf");
        QCOMPARE(ReportExporter::write(fleet::app::Evaluation::compute(plan.scenario, fleet::test::builtinCatalog()),
                                       path, o),
                 QString());
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        // ~185 results: title, summary, 10 domain chapters, assumptions, provenance, ~50 pages of derivations.
        const int pages = pdfPageCount(pdf);
        QVERIFY2(pages >= 40 && pages <= 130, qPrintable(QString::number(pages)));
        // Page size: A4 is 595 × 842 pt, Letter 612 × 792 pt.
        QVERIFY(pdf.contains(o.page == PageSize::A4 ? "/MediaBox [0 0 595" : "/MediaBox [0 0 612"));
        QVERIFY(pdf.contains("/FontFile2")); // fonts embedded
        QVERIFY(pdf.size() < 4 * 1024 * 1024);
    }

    // "default" means equal to the built-in default scenario; every changed key and only those are user-set.
    void assumptionsMarkUserSetInputs()
    {
        const auto catalog = fleet::test::builtinCatalog();
        fleet::Scenario s;
        const ReportContent plain = buildReport(s, fleet::evaluate(s, *catalog), *catalog);
        QCOMPARE(plain.assumptions.size(), static_cast<qsizetype>(fleet::ScenarioSchema::instance().fields().size()));
        for (const AssumptionRow& a : plain.assumptions)
            QVERIFY2(!a.userSet, qPrintable(a.key));
        s.training.mfu = 0.5;
        s.fleet.region = "ca-qc";
        const ReportContent changed = buildReport(s, fleet::evaluate(s, *catalog), *catalog);
        QStringList userSet;
        for (const AssumptionRow& a : changed.assumptions)
            if (a.userSet)
                userSet << a.key + "=" + a.value;
        userSet.sort();
        QCOMPARE(userSet, (QStringList{"fleet.region=ca-qc", "training.mfu=0.5"}));
    }

    void everyResultInExactlyOneSection()
    {
        const Plan plan = ::preset(fleet::app::Presets::defaultName());
        const ReportContent c = buildReport(plan.scenario, *plan.results, *fleet::test::builtinCatalog());
        QSet<QString> seen;
        for (const DomainSection& s : c.sections)
            for (const ResultRow& r : s.rows) {
                QVERIFY2(!seen.contains(r.key), qPrintable(r.key));
                seen.insert(r.key);
            }
        QCOMPARE(seen.size(), static_cast<qsizetype>(plan.results->size()));
        QCOMPARE(c.derivations.size(), static_cast<qsizetype>(plan.results->size()));
        QCOMPARE(c.bom.first().quantity, 8192.0); // the book's 1,024 DGX H100
        // The plan's model leads (issue 27): the seed's 175 B as typed, and what its shape counts.
        QCOMPARE(c.sections.first().id, QStringLiteral("model"));
        QCOMPARE(c.sections.first().rows.size(), 3);
        QCOMPARE(plan.results->value("model.params").value_or(0.0), 175e9);
    }

    void csvQuotesFields()
    {
        QCOMPARE(CsvReport::quote("plain"), QStringLiteral("plain"));
        QCOMPARE(CsvReport::quote("a, b"), QStringLiteral("\"a, b\""));
        QCOMPARE(CsvReport::quote("say \"hi\""), QStringLiteral("\"say \"\"hi\"\"\""));
    }

    // Issue #12: the charts come from the Evaluation through the chart classes; no tab widget is built.
    void chartsFromTheEvaluationWithoutTabs()
    {
        const Plan plan = preset(fleet::app::Presets::defaultName());
        fleet::views::ReportCharts charts(
            fleet::app::Evaluation::compute(plan.scenario, fleet::test::builtinCatalog()));
        for (QWidget* w : QApplication::allWidgets())
            QVERIFY2(!qobject_cast<fleet::views::ScenarioView*>(w), w->metaObject()->className());
        // Roofline, staircase, step/scaling/pipeline, memory, α-β, fabric traffic and spine, power chain and racks,
        // availability and goodput, carbon split and regions, TCO years/build-vs-buy/tornado, serving TPOT and TTFT.
        QCOMPARE(charts.count(), 20);
        QCOMPARE(charts.charts(QStringLiteral("fabric")).size(), 3);
        QCOMPARE(charts.charts(QStringLiteral("training")).size(), 3);
        QVERIFY(charts.charts(QStringLiteral("training")).at(1)->title().contains(QStringLiteral("Strong scaling")));
        QCOMPARE(charts.charts(QStringLiteral("reliability")).size(), 2); // no Monte Carlo histogram before a run
    }

    // Issue 31 point 4: a training layout that cannot be stepped (PP 16 does not tile the 8,192 GPUs at DP 128)
    // printed the step chart as empty axes; the report now draws "Not computed: see Issues" in their place, hides
    // the axes, and keeps the charts that have data as they are.
    void chartsThePlanCannotComputeSaySo()
    {
        Plan plan = preset(fleet::app::Presets::defaultName());
        plan.scenario.training.pp = 16;
        fleet::views::ReportCharts charts(fleet::app::Evaluation::compute(plan.scenario, fleet::test::builtinCatalog()));
        charts.resize(QSizeF(600, 400));
        const QList<QChart*> training = charts.charts(QStringLiteral("training"));
        QVERIFY(!training.isEmpty());
        QChart* step = training.first();
        QVERIFY2(step->title().contains(QStringLiteral("cannot be stepped")), qPrintable(step->title()));
        QStringList notes;
        for (QGraphicsItem* child : step->childItems())
            if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(child); text && text->isVisible())
                notes << text->text();
        QCOMPARE(notes, QStringList{QStringLiteral("Not computed: see Issues")});
        for (QAbstractAxis* a : step->axes())
            QVERIFY(!a->isVisible());
        // The strong-scaling chart has its data and its axes.
        QChart* scaling = training.at(1);
        QVERIFY(!scaling->axes().isEmpty());
        for (QAbstractAxis* a : scaling->axes())
            QVERIFY(a->isVisible());
    }

    // Issue 31 point 4: the key column broke identifiers mid-word ("serving.decode_memory_bound_fractio" / "n");
    // the HTML offers a break after each '.', '_' and '-' of a key, and none inside a word.
    void keysBreakBetweenTheirWords()
    {
        const Plan plan = preset(fleet::app::Presets::defaultName());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.html"));
        QVERIFY(ReportExporter::write(fleet::app::Evaluation::compute(plan.scenario, fleet::test::builtinCatalog()), path).isEmpty());
        const QString html = QString::fromUtf8(readAll(path));
        QVERIFY(html.contains(QStringLiteral("<code>serving.<wbr>decode_<wbr>memory_<wbr>bound_<wbr>fraction</code>")));
        QVERIFY(html.contains(QStringLiteral("<code>training.<wbr>pp</code>")));
    }

    void unknownExtensionIsAnError()
    {
        const Plan plan = ::preset(fleet::app::Presets::defaultName());
        QTemporaryDir dir;
        const QString err = ReportExporter::write(
            fleet::app::Evaluation::compute(plan.scenario, fleet::test::builtinCatalog()), dir.filePath("r.docx"));
        QVERIFY2(err.contains(".docx") && err.contains(".pdf"), qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath("r.docx")));
    }
};

QTEST_MAIN(TestReport)
#include "tst_report.moc"
