#pragma once
// The Training tab (issue #11): the predicted step time as a stacked bar of its parts — for the plan and,
// once one is picked in the Search tab, for that layout beside it — the predicted MFU against fleet size at
// the plan's global batch (strong scaling), the MFU against pipeline depth for each micro-batch size, and
// every training.* result. In the book's time model the prediction is shown for comparison.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"
#include "search/DesignSearch.h"

#include <optional>

class QLabel;

namespace fleet::views {

class CategoryBarChartView;
class LineChartView;
class ResultsTable;

class TrainingView : public ScenarioView {
    Q_OBJECT
public:
    explicit TrainingView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override { m_catalog = std::move(catalog); }
    // The step of a configuration picked in the Search tab, shown beside the plan's (nothing: the plan alone).
    void setPicked(const std::optional<fleet::SearchStepParts>& picked, const QString& label);

    CategoryBarChartView* stepChart() const { return m_step; }
    LineChartView* scalingChart() const { return m_scaling; }
    LineChartView* pipelineChart() const { return m_pipeline; }
    QLabel* modeLabel() const { return m_mode; }

private:
    void drawStep();

    fleet::app::CatalogPtr m_catalog;
    fleet::Scenario m_scenario;
    fleet::app::ResultsPtr m_results;
    std::optional<fleet::SearchStepParts> m_picked;
    QString m_pickedLabel;
    QLabel* m_mode;
    CategoryBarChartView* m_step;
    LineChartView* m_scaling;
    LineChartView* m_pipeline;
    ResultsTable* m_table;
};

} // namespace fleet::views
