#pragma once
// The TCO tab: cost per year (depreciation, electricity, maintenance, staff), owning vs renting against
// utilization with the break-even marked, the sensitivity tornado (±20 % on each major input), and
// every tco.* result.
#include "common/ScenarioView.h"

namespace fleet::views {

class CategoryBarChartView;
class LineChartView;
class ResultsTable;

class TcoView : public ScenarioView {
    Q_OBJECT
public:
    explicit TcoView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    static void draw(const fleet::app::Evaluation& e, CategoryBarChartView* years, LineChartView* buildVsBuy,
                     CategoryBarChartView* tornado);

private:
    CategoryBarChartView* m_years;
    LineChartView* m_buildVsBuy;
    CategoryBarChartView* m_tornado;
    ResultsTable* m_table;
};

} // namespace fleet::views
