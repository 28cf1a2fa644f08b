#pragma once
// The Carbon tab: the training run's operational and embodied CO2e, the same run on every grid in the
// catalog (the plan's region highlighted; seed §1: Québec ~20 vs Poland ~800 gCO2e/kWh), and every
// carbon.* result.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"

namespace fleet::views {

class CategoryBarChartView;
class ResultsTable;

class CarbonView : public ScenarioView {
    Q_OBJECT
public:
    explicit CarbonView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override { m_catalog = std::move(catalog); }

private:
    fleet::app::CatalogPtr m_catalog;
    CategoryBarChartView* m_split;
    CategoryBarChartView* m_regions;
    ResultsTable* m_table;
};

} // namespace fleet::views
