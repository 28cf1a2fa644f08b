#include "report/ReportCharts.h"

#include "carbon/CarbonView.h"
#include "charts/AlphaBetaChartView.h"
#include "charts/CategoryBarChartView.h"
#include "charts/ChartExport.h"
#include "charts/LineChartView.h"
#include "charts/MemoryChartView.h"
#include "charts/PowerChainChartView.h"
#include "charts/RackDensityChartView.h"
#include "charts/RooflineChartView.h"
#include "charts/StaircaseChartView.h"
#include "fabric/FabricView.h"
#include "fabric/FabricTrafficCharts.h"
#include "memory/MemoryView.h"
#include "power/PowerView.h"
#include "reliability/ReliabilityView.h"
#include "roofline/RooflineView.h"
#include "serving/ServingView.h"
#include "staircase/StaircaseView.h"
#include "tco/TcoView.h"
#include "training/TrainingView.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsSimpleTextItem>
#include <QXYSeries>

namespace fleet::views {

namespace {

// Whether any series of `chart` has a point or a bar to draw.
bool hasData(const QChart* chart)
{
    for (const QAbstractSeries* s : chart->series()) {
        if (const auto* xy = qobject_cast<const QXYSeries*>(s)) {
            if (xy->count() > 0)
                return true;
        } else if (const auto* bars = qobject_cast<const QAbstractBarSeries*>(s)) {
            for (const QBarSet* set : bars->barSets())
                if (set->count() > 0)
                    return true;
        } else {
            return true; // a kind of series without an emptiness test here: drawn as it is
        }
    }
    return false;
}

} // namespace

template <typename Chart> Chart* ReportCharts::add(const char* section)
{
    auto* chart = new Chart;
    chart->setAttribute(Qt::WA_DontShowOnScreen);
    m_views.emplace_back(chart);
    m_order.append({QString::fromLatin1(section), chart});
    return chart;
}

ReportCharts::ReportCharts(const fleet::app::EvaluationPtr& evaluation)
{
    const fleet::app::Evaluation& e = *evaluation;
    // The tabs' charts in the tabs' order, without what a user picked on screen (an overlay, a Search pick).
    RooflineView::draw(e, add<RooflineChartView>("compute"), false);
    StaircaseView::draw(e, add<StaircaseChartView>("comm"));
    if (e.scenario().training.enabled) { // a serving-only plan has no training charts (its chapter says so)
        TrainingView::drawStep(e, add<CategoryBarChartView>("training"));
        TrainingView::drawScaling(e, add<LineChartView>("training"));
        TrainingView::drawPipeline(e, add<LineChartView>("training"));
        MemoryView::draw(e, add<MemoryChartView>("memory"));
    }
    FabricView::draw(e, add<AlphaBetaChartView>("fabric"));
    FabricTrafficCharts::drawTraffic(e, add<CategoryBarChartView>("fabric"));
    FabricTrafficCharts::drawSpine(e, add<CategoryBarChartView>("fabric"));
    auto* chain = add<PowerChainChartView>("power");
    PowerView::draw(e, chain, add<RackDensityChartView>("power"));
    auto* availability = add<LineChartView>("reliability");
    ReliabilityView::draw(e, availability, add<LineChartView>("reliability")); // the Monte Carlo has not run
    auto* split = add<CategoryBarChartView>("carbon");
    CarbonView::draw(e, split, add<CategoryBarChartView>("carbon"));
    auto* years = add<CategoryBarChartView>("tco");
    auto* buildVsBuy = add<LineChartView>("tco");
    TcoView::draw(e, years, buildVsBuy, add<CategoryBarChartView>("tco"));
    auto* tpot = add<LineChartView>("serving");
    ServingView::draw(e, tpot, add<LineChartView>("serving"), false);
    for (const auto& [section, view] : m_order) {
        QChart* chart = view->chart();
        if (!chart || chart->series().isEmpty()) // a chart the plan gives no data for is left out
            continue;
        if (!hasData(chart)) // one it could not compute (its title says why) says so
            markNotComputed(chart);
        m_charts[section].append(chart);
    }
}

void ReportCharts::markNotComputed(QChart* chart)
{
    for (QAbstractAxis* a : chart->axes())
        a->setVisible(false);
    chart->legend()->setVisible(false);
    //: in a report, in place of a chart whose data could not be computed (its title says why)
    auto* note = new QGraphicsSimpleTextItem(QCoreApplication::translate("ReportCharts", "Not computed: see Issues"),
                                             chart);
    QFont f = chart->titleFont();
    f.setPointSizeF(f.pointSizeF() > 0 ? f.pointSizeF() * 1.3 : 12.0);
    note->setFont(f);
    note->setBrush(QColor(0x66, 0x66, 0x66));
    m_notes.append({chart, note});
}

ReportCharts::~ReportCharts() = default;

QList<QChart*> ReportCharts::charts(const QString& section) const { return m_charts.value(section); }

int ReportCharts::count() const
{
    int n = 0;
    for (const QList<QChart*>& l : m_charts)
        n += static_cast<int>(l.size());
    return n;
}

void ReportCharts::resize(const QSizeF& size)
{
    for (const QList<QChart*>& l : m_charts)
        for (QChart* c : l) {
            c->resize(size);
            if (c->layout())
                c->layout()->activate();
        }
    QCoreApplication::sendPostedEvents(); // the charts lay out their axes and series on LayoutRequest
    QCoreApplication::processEvents();
    for (const auto& [chart, note] : m_notes) {
        const QRectF area = chart->plotArea().isEmpty() ? chart->rect() : chart->plotArea();
        note->setPos(area.center() - note->boundingRect().center());
    }
}

QHash<QString, QList<QByteArray>> ReportCharts::svgs(const QSizeF& size)
{
    resize(size);
    QHash<QString, QList<QByteArray>> out;
    for (auto it = m_charts.cbegin(); it != m_charts.cend(); ++it)
        for (QChart* c : it.value())
            out[it.key()].append(ChartExport::svg(c));
    return out;
}

} // namespace fleet::views
