#include "fabric/FabricView.h"

#include "charts/AlphaBetaChartView.h"
#include "common/ResultsTable.h"

#include <QHBoxLayout>

namespace fleet::views {

FabricView::FabricView(fleet::app::CatalogPtr catalog, QWidget* parent)
    : ScenarioView(parent), m_catalog(std::move(catalog)),
      m_table(new ResultsTable({QStringLiteral("fabric.")}, tr("Fabric"), this)), m_chart(new AlphaBetaChartView(this))
{
    m_table->setObjectName(QStringLiteral("fabricBom"));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_chart, 2);
    connect(m_table, &ResultsTable::resultActivated, this, &FabricView::resultActivated);
}

void FabricView::setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results)
{
    std::vector<AlphaBetaCurve> curves;
    for (const std::string& id : {s.fleet.scaleUpLink, s.fleet.scaleOutLink})
        if (const fleet::Link* l = m_catalog->link(id))
            curves.push_back({QString::fromStdString(l->name), {l->alpha, l->bandwidthPerDirection}});
    m_chart->setCurves(curves);
    m_table->setResults(results);
}

} // namespace fleet::views
