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
#include "memory/MemoryView.h"
#include "power/PowerView.h"
#include "reliability/ReliabilityView.h"
#include "roofline/RooflineView.h"
#include "serving/ServingView.h"
#include "staircase/StaircaseView.h"
#include "tco/TcoView.h"
#include "training/TrainingView.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>

namespace fleet::views {

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
        if (chart && !chart->series().isEmpty()) // a chart the plan gives no data for is left out
            m_charts[section].append(chart);
    }
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
