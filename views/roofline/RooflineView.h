#pragma once
// The Roofline tab: the fleet accelerator's roofline with the scenario's workloads, and a second
// accelerator from the catalog to compare against.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"

class QComboBox;

namespace fleet::views {

class RooflineChartView;
class WorkloadTable;

class RooflineView : public ScenarioView {
    Q_OBJECT
public:
    explicit RooflineView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override;
    void writeOptions(fleet::app::ViewOptions& options) const override;
    RooflineChartView* chartView() const { return m_chart; }
    // The tab's chart from `e` (the report draws it too); `overlay` false leaves out the compared accelerator.
    static void draw(const fleet::app::Evaluation& e, RooflineChartView* chart, bool overlay = true);

private:
    fleet::app::CatalogPtr m_catalog;
    QComboBox* m_overlay;
    RooflineChartView* m_chart;
    WorkloadTable* m_table;
};

} // namespace fleet::views
