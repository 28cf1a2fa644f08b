#pragma once
// The Power & cooling tab: the power chain at peak and on average (accelerators → nodes → fabric → PUE),
// rack density against every cooling type's limit, and every power.* and cooling.* result.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"

namespace fleet::views {

class PowerChainChartView;
class RackDensityChartView;
class ResultsTable;

class PowerView : public ScenarioView {
    Q_OBJECT
public:
    explicit PowerView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override { m_catalog = std::move(catalog); }

private:
    fleet::app::CatalogPtr m_catalog;
    PowerChainChartView* m_chain;
    RackDensityChartView* m_rack;
    ResultsTable* m_table;
};

} // namespace fleet::views
