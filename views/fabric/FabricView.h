#pragma once
// The Fabric tab: the bill of materials and figures of the scale-out fabric (every fabric.* result:
// switches per tier, links, transceivers, bisection, hops, power, cost, both jobs' traffic), the α-β plot of the
// fleet's scale-up and scale-out links with their crossovers (seed §3), and the traffic charts of FabricTrafficCharts.
#include "common/ScenarioView.h"


namespace fleet::views {

class AlphaBetaChartView;
class CategoryBarChartView;
class ResultsTable;

class FabricView : public ScenarioView {
    Q_OBJECT
public:
    explicit FabricView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    static void draw(const fleet::app::Evaluation& e, AlphaBetaChartView* chart);
    ResultsTable* table() const { return m_table; }
    AlphaBetaChartView* chartView() const { return m_chart; }
    CategoryBarChartView* trafficView() const { return m_traffic; }
    CategoryBarChartView* spineView() const { return m_spine; }

private:
    ResultsTable* m_table;
    AlphaBetaChartView* m_chart;
    CategoryBarChartView* m_traffic;
    CategoryBarChartView* m_spine;
};

} // namespace fleet::views
