#pragma once
// The Carbon tab: the training run's operational and embodied CO2e, the same run on every grid in the
// catalog (the plan's region highlighted; seed §1: Québec ~20 vs Poland ~800 gCO2e/kWh), and every
// carbon.* result.
#include "common/ScenarioView.h"

namespace fleet::views {

class CategoryBarChartView;
class ResultsTable;

class CarbonView : public ScenarioView {
    Q_OBJECT
public:
    explicit CarbonView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    static void draw(const fleet::app::Evaluation& e, CategoryBarChartView* split, CategoryBarChartView* regions);

private:
    CategoryBarChartView* m_split;
    CategoryBarChartView* m_regions;
    ResultsTable* m_table;
};

} // namespace fleet::views
