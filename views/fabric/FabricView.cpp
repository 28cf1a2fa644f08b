#include "fabric/FabricView.h"

#include "charts/AlphaBetaChartView.h"
#include "charts/CategoryBarChartView.h"
#include "common/ResultsTable.h"
#include "fabric/FabricTrafficCharts.h"

#include <QHBoxLayout>
#include <QTabWidget>

namespace fleet::views {

FabricView::FabricView(QWidget* parent)
    : ScenarioView(parent), m_table(new ResultsTable({QStringLiteral("fabric.")}, tr("Fabric"), this)),
      m_chart(new AlphaBetaChartView(this)), m_traffic(new CategoryBarChartView(this)),
      m_spine(new CategoryBarChartView(this))
{
    m_table->setObjectName(QStringLiteral("fabricBom"));
    m_traffic->setObjectName(QStringLiteral("fabricTraffic"));
    m_spine->setObjectName(QStringLiteral("fabricSpine"));
    // The bill of materials beside three pages: the links' α-β curves, both jobs' traffic per accelerator by group and
    // tier, and their demand on the spine - each bar chart needs a page's height for its labels at 1366 × 768.
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_table, 1);
    auto* pages = new QTabWidget(this);
    pages->setObjectName(QStringLiteral("fabricPages"));
    pages->setDocumentMode(true);
    pages->addTab(m_chart, tr("Links (α-β)"));
    pages->addTab(m_traffic, tr("Traffic"));
    pages->setTabToolTip(1, tr("What the training job and the serving fleet send over NVLink, through the NICs and "
                               "across the spine (fabric.traffic_*)"));
    pages->addTab(m_spine, tr("Spine"));
    pages->setTabToolTip(2, tr("Both jobs' demand on the tier above the leaves against its capacity"));
    layout->addWidget(pages, 2);
    connect(m_table, &ResultsTable::resultActivated, this, &FabricView::resultActivated);
}

void FabricView::draw(const fleet::app::Evaluation& e, AlphaBetaChartView* chart)
{
    std::vector<AlphaBetaCurve> curves;
    for (const fleet::app::AlphaBetaSeries& a : e.series().alphaBeta)
        curves.push_back({QString::fromStdString(a.link), a.points, a.crossoverBytes, a.crossoverSeconds});
    chart->setCurves(curves);
}

void FabricView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    draw(*evaluation, m_chart);
    FabricTrafficCharts::drawTraffic(*evaluation, m_traffic);
    FabricTrafficCharts::drawSpine(*evaluation, m_spine);
    m_table->setResults(evaluation->results());
}

} // namespace fleet::views
