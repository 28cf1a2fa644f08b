#pragma once
// The Power & cooling tab: the power chain at peak and on average (accelerators → nodes → fabric → PUE),
// rack density against every cooling type's limit, the run's time and energy against the power cap (issue 28
// part 3), and every power.* and cooling.* result.
#include "common/ScenarioView.h"

class QTabWidget;

namespace fleet::views {

class LineChartView;
class PowerChainChartView;
class RackDensityChartView;
class ResultsTable;

class PowerView : public ScenarioView {
    Q_OBJECT
public:
    explicit PowerView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    static void draw(const fleet::app::Evaluation& e, PowerChainChartView* chain, RackDensityChartView* rack);
    static void drawCapTradeOff(const fleet::app::Evaluation& e, LineChartView* chart);

private:
    PowerChainChartView* m_chain;
    RackDensityChartView* m_rack;
    LineChartView* m_cap;
    QTabWidget* m_lower; // rack density | power cap
    bool m_limited = false; // the last plan had a cap or a throttling cooling
    ResultsTable* m_table;
};

} // namespace fleet::views
