#pragma once
// The Power & cooling tab: the power chain at peak and on average (accelerators → nodes → fabric → PUE),
// rack density against every cooling type's limit, and every power.* and cooling.* result.
#include "common/ScenarioView.h"

namespace fleet::views {

class PowerChainChartView;
class RackDensityChartView;
class ResultsTable;

class PowerView : public ScenarioView {
    Q_OBJECT
public:
    explicit PowerView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    static void draw(const fleet::app::Evaluation& e, PowerChainChartView* chain, RackDensityChartView* rack);

private:
    PowerChainChartView* m_chain;
    RackDensityChartView* m_rack;
    ResultsTable* m_table;
};

} // namespace fleet::views
