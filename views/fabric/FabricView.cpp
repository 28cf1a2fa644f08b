#include "fabric/FabricView.h"

#include "charts/AlphaBetaChartView.h"
#include "common/ResultsTable.h"

#include <QHBoxLayout>

namespace fleet::views {

FabricView::FabricView(QWidget* parent)
    : ScenarioView(parent), m_table(new ResultsTable({QStringLiteral("fabric.")}, tr("Fabric"), this)),
      m_chart(new AlphaBetaChartView(this))
{
    m_table->setObjectName(QStringLiteral("fabricBom"));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_chart, 2);
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
    m_table->setResults(evaluation->results());
}

} // namespace fleet::views
