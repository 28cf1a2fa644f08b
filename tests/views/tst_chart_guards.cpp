// Every chart view fed numbers a hostile catalog or plan can produce (issue 15): NaN, ±∞, 0, negative, 1e308,
// 1e-308, and no data at all, with names full of markup. Qt Charts' log axis recursed without end on
// non-finite or zero ranges (a 0 GB/s link crashed the Fabric tab, report .pdf segfaulted). Each row draws
// the chart, exports it as SVG, and checks: no crash or hang, every axis range finite, non-empty and (log)
// positive, and the SVG is well-formed XML that carries the names as written.
#include "charts/AlphaBetaChartView.h"
#include "charts/AxisGuard.h"
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

#include <QApplication>
#include <QFontMetricsF>
#include <QCategoryAxis>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QTest>
#include <QValueAxis>
#include <QXYSeries>
#include <QXmlStreamReader>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>

using namespace fleet::views;

namespace {

const QString kName = QStringLiteral("<b>Evil</b> & \"co\" <script>x</script>");

QString axisProblem(QChart* chart)
{
    for (QAbstractAxis* a : chart->axes()) {
        double lo = 0, hi = 0;
        bool log = false;
        if (auto* v = qobject_cast<QValueAxis*>(a)) {
            lo = v->min();
            hi = v->max();
        } else if (auto* l = qobject_cast<QLogValueAxis*>(a)) {
            lo = l->min();
            hi = l->max();
            log = true;
        } else {
            continue;
        }
        if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo) || (log && !(lo > 0)))
            return QStringLiteral("%1 axis '%2' has the range [%3, %4]")
                .arg(log ? QStringLiteral("log") : QStringLiteral("linear"), a->titleText())
                .arg(lo)
                .arg(hi);
    }
    return {};
}

QString xmlError(const QByteArray& xml)
{
    QXmlStreamReader r(xml);
    while (!r.atEnd())
        r.readNext();
    return r.hasError() ? r.errorString() : QString();
}

std::unique_ptr<QChartView> makeChart(const QString& which, double v, bool empty)
{
    const double pos = v; // every number in the data is v
    if (which == QLatin1String("alpha-beta")) {
        auto c = std::make_unique<AlphaBetaChartView>();
        std::vector<AlphaBetaCurve> curves;
        if (!empty)
            curves.push_back({kName, {{pos, pos}, {10.0 * pos, pos}}, pos, pos});
        c->setCurves(curves);
        return c;
    }
    if (which == QLatin1String("category bars")) {
        auto c = std::make_unique<CategoryBarChartView>();
        CategoryBarSpec spec{kName, kName, empty ? QStringList{} : QStringList{kName, QStringLiteral("b")}};
        std::vector<BarPart> parts;
        if (!empty)
            parts.push_back({kName, Qt::red, {pos, pos}});
        c->setData(spec, parts);
        return c;
    }
    if (which == QLatin1String("histogram")) {
        auto c = std::make_unique<HistogramChartView>();
        HistogramData d{kName, kName, pos, pos * 2, empty ? std::vector<double>{} : std::vector<double>{pos, 1, 2},
                        {{kName, pos}}};
        c->setData(d);
        return c;
    }
    if (which == QLatin1String("line, log axes") || which == QLatin1String("line, linear axes")) {
        auto c = std::make_unique<LineChartView>();
        const bool log = which.contains(QStringLiteral("log"));
        LineChartSpec spec{kName, kName, kName, log, log};
        std::vector<LineSeriesData> series;
        if (!empty)
            series.push_back({kName, {{pos, pos}, {pos * 10, pos}}, Qt::blue});
        c->setData(spec, series, {{kName, pos, pos, Qt::green}});
        return c;
    }
    if (which == QLatin1String("memory")) {
        auto c = std::make_unique<MemoryChartView>();
        fleet::TrainingMemory m;
        m.weights = m.grads = m.optimizer = m.activations = m.total = fleet::bytes(pos);
        c->setData(empty ? std::vector<fleet::TrainingMemory>{} : std::vector<fleet::TrainingMemory>{m, m}, 1, pos, kName);
        return c;
    }
    if (which == QLatin1String("pareto")) {
        auto c = std::make_unique<ParetoChartView>();
        std::vector<ParetoPoint> pts;
        if (!empty)
            pts = {{pos, pos, pos, 0}, {1, 2, pos, 1}};
        c->setData({kName, kName, kName}, pts, pts);
        c->setSelected(0);
        return c;
    }
    if (which == QLatin1String("power chain")) {
        auto c = std::make_unique<PowerChainChartView>();
        fleet::PowerChain p;
        if (!empty)
            p.acceleratorsW = p.nonAcceleratorW = p.fabricW = p.itW = p.pueOverheadW = p.facilityW = p.averageFacilityW =
                p.averageItW = pos;
        c->setChain(p, pos);
        return c;
    }
    if (which == QLatin1String("rack density")) {
        auto c = std::make_unique<RackDensityChartView>();
        c->setData(pos, empty ? std::vector<CoolingLimit>{} : std::vector<CoolingLimit>{{kName, pos, true}, {kName, 3e4, false}});
        return c;
    }
    if (which == QLatin1String("roofline")) {
        auto c = std::make_unique<RooflineChartView>();
        RooflineData d;
        d.acceleratorName = kName;
        d.overlayName = kName;
        if (!empty) {
            fleet::Roof r;
            r.points = {{pos, pos}, {pos * 10, pos}};
            r.ridge = {pos, pos};
            d.roofs = {r};
            d.overlayRoofs = {r};
            d.workloads = {{kName.toStdString(), {pos, pos}, fleet::Precision::FP16, pos, pos}};
        }
        c->setData(d);
        return c;
    }
    auto c = std::make_unique<StaircaseChartView>();
    std::vector<fleet::StaircaseTier> tiers;
    if (!empty)
        for (const char* id : {"hbm", "scale_up", "scale_out"})
            tiers.push_back({id, kName.toStdString(), {fleet::seconds(pos), fleet::bytesPerSecond(pos)}, fleet::seconds(pos), pos});
    c->setData(tiers);
    return c;
}

const QStringList kCharts = {QStringLiteral("alpha-beta"),    QStringLiteral("category bars"),     QStringLiteral("histogram"),
                             QStringLiteral("line, log axes"), QStringLiteral("line, linear axes"), QStringLiteral("memory"),
                             QStringLiteral("pareto"),         QStringLiteral("power chain"),       QStringLiteral("rack density"),
                             QStringLiteral("roofline"),       QStringLiteral("staircase")};

} // namespace

class TestChartGuards : public QObject {
    Q_OBJECT
private slots:
    void badNumbers_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("empty");
        const double inf = std::numeric_limits<double>::infinity();
        const std::pair<const char*, double> values[] = {{"NaN", std::nan("")}, {"+inf", inf},  {"-inf", -inf},   {"zero", 0.0},
                                                         {"negative", -1.0},    {"1e308", 1e308}, {"1e-308", 1e-308}, {"ordinary", 42.0}};
        for (const QString& c : kCharts) {
            for (const auto& [name, v] : values)
                QTest::newRow(qPrintable(c + QStringLiteral(": ") + QLatin1String(name))) << c << v << false;
            QTest::newRow(qPrintable(c + QStringLiteral(": no data"))) << c << 1.0 << true;
        }
    }

    void badNumbers()
    {
        QFETCH(QString, chart);
        QFETCH(double, value);
        QFETCH(bool, empty);
        std::unique_ptr<QChartView> view = makeChart(chart, value, empty);
        view->resize(640, 420);
        view->show();
        QCoreApplication::processEvents();
        QVERIFY(!view->grab().isNull());
        const QString problem = axisProblem(view->chart());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QByteArray svg = ChartExport::svg(view->chart());
        QVERIFY2(xmlError(svg).isEmpty(), qPrintable(xmlError(svg)));
        QVERIFY(!svg.contains("<script>"));
        QVERIFY(!svg.contains("<b>"));
    }

    // Issue 31 point 4: at 1366 × 768 the step bar's ticks read "0 50 1… 1… 2…" (a 197 s step in a ~130 px plot):
    // the bar chart's value axis now has as many ticks as fit their labels, and refits when the chart is resized.
    void barTicksFitTheirWidth_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<double>("value");
        QTest::newRow("step 197 s, narrow") << 300 << 196.98;
        QTest::newRow("step 2.31 s, narrow") << 300 << 2.31;
        QTest::newRow("cost 1.2e6, narrow") << 320 << 1.2e6;
        QTest::newRow("step 197 s, wide") << 900 << 196.98;
    }
    void barTicksFitTheirWidth()
    {
        QFETCH(int, width);
        QFETCH(double, value);
        fleet::views::CategoryBarChartView view;
        view.resize(width, 220);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // As the Training tab draws the step: the parts' legend on the right.
        view.setData({QStringLiteral("Step"), QStringLiteral("Seconds per step"), {QStringLiteral("Plan")},
                      QStringLiteral("%.0f"), true, Qt::AlignRight},
                     {{QStringLiteral("compute"), Qt::blue, {value * 0.4}}, {QStringLiteral("comm"), Qt::red, {value * 0.6}}});
        QTest::qWait(20);
        QCoreApplication::processEvents();
        QValueAxis* x = nullptr;
        for (QAbstractAxis* a : view.chart()->axes(Qt::Horizontal))
            x = qobject_cast<QValueAxis*>(a);
        QVERIFY(x);
        QVERIFY(x->tickCount() >= 2);
        QVERIFY(x->max() >= value);
        const QFontMetricsF metrics(x->labelsFont());
        const double step = (x->max() - x->min()) / (x->tickCount() - 1);
        double widest = 0.0;
        for (int i = 0; i < x->tickCount(); ++i)
            widest = std::max(widest, metrics.horizontalAdvance(QString::asprintf(qPrintable(x->labelFormat()), x->min() + i * step)));
        const double slot = view.chart()->plotArea().width() / (x->tickCount() - 1);
        // Qt Charts elides a label that comes within a few pixels of its neighbour: ask for 8 px between them.
        QVERIFY2(widest + 8.0 <= slot, qPrintable(QStringLiteral("%1 ticks, labels %2 px wide in %3 px slots")
                                               .arg(x->tickCount()).arg(widest).arg(slot)));
        if (width >= 900)
            QVERIFY(x->tickCount() >= 4); // a wide chart keeps its ticks
    }

    // Issue #13: ticks at 25.75 / 78 / 155. Every linear axis of every chart ticks at multiples of a 1-2-5 step,
    // and no log axis over whole numbers labels them in e-notation (1e+06).
    void ticksAreNice_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::addColumn<double>("value");
        for (const QString& c : kCharts)
            for (double v : {42.0, 25.75, 155.0, 3.7e9})
                QTest::newRow(qPrintable(c + QStringLiteral(": ") + QString::number(v))) << c << v;
    }
    void ticksAreNice()
    {
        QFETCH(QString, chart);
        QFETCH(double, value);
        std::unique_ptr<QChartView> view = makeChart(chart, value, false);
        for (QAbstractAxis* a : view->chart()->axes()) {
            if (!a->isVisible() || !a->labelsVisible())
                continue;
            if (qobject_cast<QCategoryAxis*>(a)) // labels at chosen values (log10 of bytes), not ticks
                continue;
            if (auto* v = qobject_cast<QValueAxis*>(a)) {
                const double step = (v->max() - v->min()) / (v->tickCount() - 1);
                const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
                QVERIFY2(std::fabs(mantissa - 1) < 1e-6 || std::fabs(mantissa - 2) < 1e-6 ||
                             std::fabs(mantissa - 5) < 1e-6,
                         qPrintable(QStringLiteral("'%1': ticks every %2 on [%3, %4]")
                                        .arg(a->titleText())
                                        .arg(step)
                                        .arg(v->min())
                                        .arg(v->max())));
                const double k = v->min() / step;
                QVERIFY2(std::fabs(k - std::round(k)) < 1e-6,
                         qPrintable(QStringLiteral("'%1' starts at %2").arg(a->titleText()).arg(v->min())));
                QVERIFY(v->tickCount() <= 8);
            } else if (auto* l = qobject_cast<QLogValueAxis*>(a)) {
                for (double decade = l->min(); decade <= l->max() * 1.0001; decade *= 10.0) {
                    const QString label = QString::asprintf(l->labelFormat().toLatin1().constData(), decade);
                    QVERIFY2(!label.contains(u'e'), qPrintable(a->titleText() + u' ' + label));
                }
            }
        }
    }

    void logLabelsHaveNoExponent_data()
    {
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::newRow("roofline 0.1 to 1e5") << 0.1 << 1e5;
        QTest::newRow("WSE-3 roofline 0.1 to 1e6") << 0.1 << 1e6;
        QTest::newRow("fleet sizes 1 to 1e6") << 1.0 << 1e6;
        QTest::newRow("transfer 1 to 1e9 µs") << 1.0 << 1e9;
        QTest::newRow("tiny 1e-6 to 1") << 1e-6 << 1.0;
    }
    void logLabelsHaveNoExponent()
    {
        QFETCH(double, lo);
        QFETCH(double, hi);
        const QByteArray format = logLabelFormat(lo, hi).toLatin1();
        for (double v = lo; v <= hi * 1.0001; v *= 10.0) {
            const QString label = QString::asprintf(format.constData(), v);
            QVERIFY2(!label.contains(u'e') && label.toDouble() > 0.0, qPrintable(label));
        }
    }

    void niceTicks_data()
    {
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<double>("niceLo");
        QTest::addColumn<double>("niceHi");
        QTest::addColumn<double>("step");
        QTest::addColumn<int>("decimals");
        QTest::newRow("the issue's 25.75 to 155") << 25.75 << 155.0 << 20.0 << 160.0 << 20.0 << 0;
        QTest::newRow("memory 0 to 110 GB") << 0.0 << 110.0 << 0.0 << 120.0 << 20.0 << 0;
        QTest::newRow("percent 0 to 100") << 0.0 << 100.0 << 0.0 << 100.0 << 20.0 << 0;
        QTest::newRow("seconds 0 to 1.7") << 0.0 << 1.7 << 0.0 << 2.0 << 0.5 << 1;
        QTest::newRow("days 14.2 to 15.9") << 14.2 << 15.9 << 14.0 << 16.0 << 0.5 << 1;
        QTest::newRow("small 0 to 0.0421") << 0.0 << 0.0421 << 0.0 << 0.05 << 0.01 << 2;
        QTest::newRow("negative to positive") << -7.0 << 13.0 << -10.0 << 15.0 << 5.0 << 0;
        QTest::newRow("billions") << 1e9 << 3.7e9 << 1e9 << 4e9 << 5e8 << 0;
    }
    void niceTicks()
    {
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(double, niceLo);
        QFETCH(double, niceHi);
        QFETCH(double, step);
        QFETCH(int, decimals);
        const NiceTicks t = fleet::views::niceTicks(lo, hi);
        QVERIFY2(std::fabs(t.step - step) <= 1e-9 * step, qPrintable(QString::number(t.step)));
        QVERIFY2(std::fabs(t.lo - niceLo) <= 1e-9 * step && std::fabs(t.hi - niceHi) <= 1e-9 * step,
                 qPrintable(QStringLiteral("[%1, %2]").arg(t.lo).arg(t.hi)));
        QCOMPARE(t.decimals, decimals);
        QVERIFY(t.count <= 8 && t.count >= 2);
    }

    // Issue #13: with an overlay the legend read "FP6… BF1… NVI… NVI…". One entry per own roof plus one short entry
    // for all dashed roofs; workloads are labelled at their points; full names come as tooltips.
    void overlayLegendStaysShort()
    {
        RooflineChartView view;
        RooflineData d;
        d.acceleratorName = QStringLiteral("NVIDIA H100 SXM5 80GB");
        d.overlayName = QStringLiteral("NVIDIA B200 (HGX/DGX, 1000 W)");
        double peak = 0.5e15;
        for (fleet::Precision p : {fleet::Precision::FP16, fleet::Precision::FP8, fleet::Precision::TF32}) {
            fleet::Roof r; // different peaks: equal roofs would share one entry
            r.precision = p;
            peak *= 2.0;
            r.points = {{0.1, 3.35e11}, {peak / 3.35e12, peak}, {1e5, peak}};
            r.ridge = {peak / 3.35e12, peak};
            d.roofs.push_back(r);
            d.overlayRoofs.push_back(r);
        }
        fleet::WorkloadPoint w;
        w.label = "decode (batch 1)";
        w.point = {1.0, 3e12};
        d.workloads = {w};
        view.resize(700, 420);
        view.show();
        view.setData(d);
        QCoreApplication::processEvents();
        QStringList shown;
        for (QLegendMarker* m : view.chart()->legend()->markers())
            if (m->isVisible())
                shown << m->label();
        QCOMPARE(shown.size(), 4); // three own roofs + the overlay
        QVERIFY2(shown.contains(QStringLiteral("NVIDIA B200 (dashed)")), qPrintable(shown.join(u'|')));
        for (const QString& label : shown)
            QVERIFY2(label.size() <= 24, qPrintable(label));
        bool fullNameKept = false;
        for (QAbstractSeries* s : view.chart()->series())
            fullNameKept |= s->property("fullName").toString().contains(d.overlayName);
        QVERIFY(fullNameKept);
    }

    // Issue 31 point 4: prefill and training at the same intensity on the same roof printed "prefill" and
    // "training" on top of each other. Workloads this close share one label; a workload apart keeps its own.
    void rooflineLabelsOfNearbyWorkloadsMerge()
    {
        RooflineChartView view;
        RooflineData d;
        d.acceleratorName = QStringLiteral("NVIDIA H100 SXM5 80GB");
        fleet::Roof r;
        r.precision = fleet::Precision::BF16;
        r.points = {{0.1, 3.35e11}, {295.2, 989e12}, {1e5, 989e12}};
        r.ridge = {295.2, 989e12};
        d.roofs = {r};
        const auto workload = [](const char* label, double intensity, double flops) {
            fleet::WorkloadPoint w;
            w.label = label;
            w.point = {intensity, flops};
            return w;
        };
        d.workloads = {workload("decode (batch 1)", 1.0, 3.35e12), workload("prefill (2048 tokens)", 2048, 989e12),
                       workload("training (2048 tokens/micro-batch)", 2048, 989e12)};
        view.resize(700, 420);
        view.show();
        view.setData(d);
        QCoreApplication::processEvents();
        QStringList labels;
        for (QAbstractSeries* s : view.chart()->series())
            if (auto* xy = qobject_cast<QXYSeries*>(s); xy && xy->pointLabelsVisible())
                labels << xy->pointLabelsFormat();
        labels.sort();
        QCOMPARE(labels, (QStringList{QStringLiteral("decode"), QStringLiteral("prefill · training")}));
    }

    // The Search tab's Pareto chart at 1366 × 768 is ~350 px wide; its legend (one row: "other" and four carbon
    // bands) read "other v… front 8… front 1… front 1…". Every entry must be drawn whole: the bands' limits take
    // the fewest decimals that tell them apart ("81–83"; the unit is in the title).
    void paretoLegendFitsTheSearchPane()
    {
        ParetoChartView view;
        std::vector<ParetoPoint> front = {
            {0.80, 0.82, 81.2, 0}, {1.08, 0.55, 83.0, 1}, {1.80, 0.46, 86.4, 2}, {1.2, 0.5, 84.5, 3}};
        std::vector<ParetoPoint> valid = {{2.0, 1.0, 90.0, 4}};
        ParetoChartSpec spec;
        spec.carbonLegend = QStringLiteral("%1–%2"); // as SearchView sets them
        spec.validLegend = QStringLiteral("other");
        view.resize(340, 230);
        view.show();
        view.setData(spec, valid, front);
        QCoreApplication::processEvents();
        QStringList labels;
        for (QLegendMarker* m : view.chart()->legend()->markers())
            if (m->isVisible()) // the selection ring has no entry
                labels << m->label();
        QCOMPARE(labels.size(), 5);
        QCOMPARE(labels.mid(1), (QStringList{"81–83", "83–84", "84–85", "85–86"})); // 81.2, 82.5, 83.8, 85.1, 86.4
        // What the legend draws: its text items, elided with "…" when they do not fit.
        QStringList drawn;
        for (QGraphicsItem* item : view.scene()->items())
            if (auto* t = dynamic_cast<QGraphicsTextItem*>(item); t && t->isVisible())
                drawn << t->toPlainText();
            else if (auto* st = dynamic_cast<QGraphicsSimpleTextItem*>(item); st && st->isVisible())
                drawn << st->text();
        for (const QString& label : labels)
            QVERIFY2(drawn.contains(label), qPrintable(label + QStringLiteral(" drawn as: ") + drawn.join(u'|')));
        // Limits closer than a tonne keep the decimals that tell them apart.
        for (ParetoPoint& p : front)
            p.carbon = 81.2 + (p.carbon - 81.2) / 100.0; // 81.200 … 81.252
        view.setData(spec, valid, front);
        QCoreApplication::processEvents();
        labels.clear();
        for (QLegendMarker* m : view.chart()->legend()->markers())
            if (m->isVisible())
                labels << m->label();
        QCOMPARE(labels.mid(1), (QStringList{"81.20–81.21", "81.21–81.23", "81.23–81.24", "81.24–81.25"}));
    }

    // Names reach the chart as written, not as markup: the title reads "<b>Evil</b> & …", not a bold "Evil".
    void namesAreText()
    {
        RooflineChartView view;
        RooflineData d;
        d.acceleratorName = kName;
        view.setData(d);
        QCOMPARE(view.chart()->title(), QStringLiteral("Roofline — %1").arg(kName).toHtmlEscaped());
        const QByteArray svg = ChartExport::svg(view.chart());
        QVERIFY(svg.contains(QStringLiteral("<title>Roofline — %1</title>").arg(kName.toHtmlEscaped()).toUtf8()));
    }

    void guardedRanges_data()
    {
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
        QTest::newRow("nan, nan") << nan << nan;
        QTest::newRow("inf, inf") << inf << inf;
        QTest::newRow("-inf, inf") << -inf << inf;
        QTest::newRow("0, 0") << 0.0 << 0.0;
        QTest::newRow("5, 5") << 5.0 << 5.0;
        QTest::newRow("reversed") << 10.0 << 1.0;
        QTest::newRow("-1e308, 1e308") << -1e308 << 1e308;
        QTest::newRow("1e-320, 1e308") << 1e-320 << 1e308;
        QTest::newRow("negative, positive") << -5.0 << 5.0;
    }

    void guardedRanges()
    {
        QFETCH(double, lo);
        QFETCH(double, hi);
        const auto [a, b] = guardedLinearRange(lo, hi);
        QVERIFY(std::isfinite(a) && std::isfinite(b) && b > a && std::isfinite(b - a));
        const auto [c, d] = guardedLogRange(lo, hi);
        QVERIFY(std::isfinite(c) && std::isfinite(d) && c > 0 && d > c);
        QVERIFY(std::log10(d) - std::log10(c) <= kMaxDecades + 1e-9);
    }
};

QTEST_MAIN(TestChartGuards)
#include "tst_chart_guards.moc"
