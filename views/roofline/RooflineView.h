#pragma once
// The Roofline tab: the fleet accelerator's roofline with the scenario's workloads, and a second
// accelerator from the catalog to compare against.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"


class QComboBox;

namespace fleet {
struct Scenario;
}

namespace fleet::views {

class RooflineChartView;
class WorkloadTable;

class RooflineView : public ScenarioView {
    Q_OBJECT
public:
    explicit RooflineView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override;
    RooflineChartView* chartView() const { return m_chart; }

private:
    void rebuild();

    fleet::app::CatalogPtr m_catalog;
    QComboBox* m_overlay;
    RooflineChartView* m_chart;
    WorkloadTable* m_table;
    std::unique_ptr<fleet::Scenario> m_scenario;
};

} // namespace fleet::views
