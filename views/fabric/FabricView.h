#pragma once
// The Fabric tab: the bill of materials and figures of the scale-out fabric (every fabric.* result:
// switches per tier, links, transceivers, bisection, hops, power, cost) and the α-β plot of the fleet's
// scale-up and scale-out links with their crossovers (seed §3).
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"


namespace fleet::views {

class AlphaBetaChartView;
class ResultsTable;

class FabricView : public ScenarioView {
    Q_OBJECT
public:
    explicit FabricView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override { m_catalog = std::move(catalog); }
    ResultsTable* table() const { return m_table; }
    AlphaBetaChartView* chartView() const { return m_chart; }

private:
    fleet::app::CatalogPtr m_catalog;
    ResultsTable* m_table;
    AlphaBetaChartView* m_chart;
};

} // namespace fleet::views
