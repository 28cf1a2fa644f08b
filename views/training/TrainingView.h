#pragma once
// The Training tab (issue #11): the predicted step time as a stacked bar of its parts — for the plan and,
// once one is picked in the Search tab, for that layout beside it — the predicted MFU against fleet size at
// the plan's global batch (strong scaling), the MFU against pipeline depth for each micro-batch size, and
// every training.* result. In the book's time model the prediction is shown for comparison.
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
    explicit TrainingView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    // The step of a configuration picked in the Search tab, shown beside the plan's (nothing: the plan alone).
    void setPicked(const std::optional<fleet::StepParts>& picked, const QString& label);

    CategoryBarChartView* stepChart() const { return m_step; }
    LineChartView* scalingChart() const { return m_scaling; }
    LineChartView* pipelineChart() const { return m_pipeline; }
    QLabel* modeLabel() const { return m_mode; }

    // The tab's charts from `e` (the report draws them too); `picked` is a Search-tab pick shown beside the plan.
    static void drawStep(const fleet::app::Evaluation& e, CategoryBarChartView* chart,
                         const std::optional<fleet::StepParts>& picked = std::nullopt,
                         const QString& pickedLabel = {});
    static void drawScaling(const fleet::app::Evaluation& e, LineChartView* chart);
    static void drawPipeline(const fleet::app::Evaluation& e, LineChartView* chart);

private:
    fleet::app::EvaluationPtr m_evaluation;
    std::optional<fleet::StepParts> m_picked;
    QString m_pickedLabel;
    QLabel* m_mode;
    CategoryBarChartView* m_step;
    LineChartView* m_scaling;
    LineChartView* m_pipeline;
    ResultsTable* m_table;
};

} // namespace fleet::views
