// Chart export (PNG, SVG) from every chart view's context menu and "Copy as TSV" of tables.
#include "TestCatalog.h"
#include "TestEvaluation.h"

#include "charts/AlphaBetaChartView.h"
#include "charts/CategoryBarChartView.h"
#include "charts/ChartExport.h"
#include "charts/HistogramChartView.h"
#include "charts/LineChartView.h"
#include "charts/MemoryChartView.h"
#include "charts/ParetoChartView.h"
#include "charts/PowerChainChartView.h"
#include "charts/RackDensityChartView.h"
#include "charts/RooflineChartView.h"
#include "charts/StaircaseChartView.h"
#include "common/ResultsTable.h"
#include "common/TableCopy.h"
#include "evaluate/Evaluate.h"
#include "models/QuantityFormat.h"
#include "models/ResultLabels.h"
#include "roofline/RooflineView.h"

#include <QAbstractSeries>
#include <QAction>
#include <QPointer>
#include <QXYSeries>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLegend>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class TestChartTableExport : public QObject {
    Q_OBJECT
private slots:
    void chartSavesPngAndSvg()
    {
        const auto catalog = fleet::test::builtinCatalog();
        const fleet::Scenario s;
        const auto results = std::make_shared<const fleet::Results>(fleet::evaluate(s, *catalog));
        fleet::views::RooflineView view(catalog);
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        fleet::test::show(view, s, catalog);
        QTest::qWait(50); // the chart lays out its axes on the next LayoutRequest
        QChartView* chartView = view.findChild<QChartView*>();
        QVERIFY(chartView);
        QCOMPARE(chartView->contextMenuPolicy(), Qt::CustomContextMenu); // the export menu is installed

        QTemporaryDir dir;
        const QString png = dir.filePath("roofline.png"), svg = dir.filePath("roofline.svg");
        QCOMPARE(fleet::views::ChartExport::save(chartView->chart(), png), QString());
        QCOMPARE(fleet::views::ChartExport::save(chartView->chart(), svg), QString());
        const QImage img(png);
        QVERIFY(!img.isNull());
        QCOMPARE(img.size(), (chartView->chart()->size() * 2.0).toSize());
        // Not blank: the roofline draws colored lines on white.
        int colored = 0;
        for (int y = 0; y < img.height(); y += 4)
            for (int x = 0; x < img.width(); x += 4)
                colored += img.pixelColor(x, y).saturation() > 80 ? 1 : 0;
        QVERIFY2(colored > 50, qPrintable(QString::number(colored)));

        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString root;
        int texts = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                if (root.isEmpty())
                    root = xml.name().toString();
                texts += xml.name() == QStringLiteral("text") ? 1 : 0;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        QVERIFY2(texts > 10, qPrintable(QString::number(texts))); // axis titles and tick labels stay text (vector)
        QVERIFY(fleet::views::ChartExport::save(chartView->chart(), dir.filePath("x.bmp")).contains(".png"));
    }

    // Issue #12: an edit that leaves a chart's data as it was does not rebuild the chart (edit → views ≤ 20 ms).
    // Every chart view starts from one set-up (setUpChartView): antialiased, legend at the bottom, 4 px margins, its
    // own minimum size, and the export menu (the Pareto chart of the Search pane has none).
    void everyChartViewIsSetUp()
    {
        struct Case {
            QChartView* view;
            QSize minimum;
            bool exportMenu;
        };
        fleet::views::AlphaBetaChartView alphaBeta;
        fleet::views::CategoryBarChartView bars;
        fleet::views::HistogramChartView histogram;
        fleet::views::LineChartView line;
        fleet::views::MemoryChartView memory;
        fleet::views::ParetoChartView pareto;
        fleet::views::PowerChainChartView power;
        fleet::views::RackDensityChartView rack;
        fleet::views::RooflineChartView roofline;
        fleet::views::StaircaseChartView staircase;
        const Case cases[] = {{&alphaBeta, {380, 280}, true}, {&bars, {260, 170}, true},
                              {&histogram, {260, 170}, true}, {&line, {260, 170}, true},
                              {&memory, {400, 260}, true},    {&pareto, {260, 170}, false},
                              {&power, {320, 200}, true},     {&rack, {260, 170}, true},
                              {&roofline, {420, 260}, true},  {&staircase, {400, 260}, true}};
        for (const Case& c : cases) {
            const QString name = QString::fromLatin1(c.view->metaObject()->className());
            QVERIFY2(c.view->renderHints().testFlag(QPainter::Antialiasing), qPrintable(name));
            QCOMPARE(c.view->chart()->legend()->alignment(), Qt::AlignBottom);
            QCOMPARE(c.view->chart()->margins(), QMargins(4, 4, 4, 4));
            QCOMPARE(c.view->minimumSize(), c.minimum);
            QCOMPARE(c.view->contextMenuPolicy(), c.exportMenu ? Qt::CustomContextMenu : Qt::DefaultContextMenu);
        }
    }

    void sameDataKeepsTheChart()
    {
        fleet::views::LineChartView line;
        const fleet::views::LineChartSpec spec{QStringLiteral("t"), QStringLiteral("x"), QStringLiteral("y")};
        std::vector<fleet::views::LineSeriesData> series{{QStringLiteral("a"), {{1.0, 2.0}, {2.0, 3.0}}, Qt::blue}};
        line.setData(spec, series);
        const QPointer<QAbstractSeries> first = line.chart()->series().at(0); // null once the chart deletes it
        line.setData(spec, series);
        QVERIFY(first); // kept
        series[0].points[1].second = 4.0;
        line.setData(spec, series);
        QCOMPARE(line.chart()->series().size(), 1);
        QVERIFY(first); // redrawn in place: the series kept, its points new (tst_line_chart_view)
        QCOMPARE(static_cast<QXYSeries*>(first.data())->points().at(1), QPointF(2.0, 4.0));

        fleet::views::RooflineView view(fleet::test::builtinCatalog());
        fleet::Scenario s;
        fleet::test::show(view, s);
        const QPointer<QAbstractSeries> roof = view.chartView()->chart()->series().at(0);
        s.fleet.nodes += 1; // the roofline does not depend on the fleet size
        fleet::test::show(view, s);
        QVERIFY(roof);
        s.fleet.accelerator = "b200";
        fleet::test::show(view, s);
        QVERIFY(!roof);
    }

    void tableCopiesTsvWithHeader()
    {
        const auto catalog = fleet::test::builtinCatalog();
        const auto results = std::make_shared<const fleet::Results>(fleet::evaluate(fleet::Scenario{}, *catalog));
        fleet::views::ResultsTable table({QStringLiteral("compute.")}, QStringLiteral("Compute"));
        table.setResults(results);
        QCOMPARE(table.model()->rowCount(), 5);

        QString expected = QStringLiteral("Compute\t%1\n").arg(table.model()->headerData(1, Qt::Horizontal).toString());
        for (const std::string_view k : results->order())
            if (k.rfind("compute.", 0) == 0) {
                const fleet::ResultValue& v = *results->find(k);
                const QString key = QString::fromUtf8(k.data(), qsizetype(k.size()));
                expected +=
                    fleet::app::resultLabel(key) + u'\t' +
                    fleet::app::formatQuantity(v.value, QString::fromUtf8(v.unit.data(), qsizetype(v.unit.size())), key)
                        .text() +
                    u'\n';
            }
        QCOMPARE(fleet::views::TableCopy::tsv(&table), expected); // nothing selected: the whole table

        QAction* copy = table.findChild<QAction*>(QStringLiteral("copyAsTsv"));
        QVERIFY(copy);
        QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
        table.selectRow(2);
        copy->trigger();
        const QStringList lines = QGuiApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2); // header + the selected row
        QCOMPARE(lines.at(1), expected.split(u'\n').at(3));
    }
};

QTEST_MAIN(TestChartTableExport)
#include "tst_chart_table_export.moc"
