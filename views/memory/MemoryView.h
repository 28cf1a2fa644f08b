#pragma once
// The Memory tab: per-GPU training memory by ZeRO stage against HBM, and which TP × PP layouts of the
// fleet fit (seed §2 node memory partitioning and memory budget exercise).
#include "common/ScenarioView.h"


class QLabel;
class QTableWidget;

namespace fleet::views {

class MemoryChartView;

class MemoryView : public ScenarioView {
    Q_OBJECT
public:
    explicit MemoryView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    MemoryChartView* chartView() const { return m_chart; }
    static void draw(const fleet::app::Evaluation& e, MemoryChartView* chart);

private:
    MemoryChartView* m_chart;
    QLabel* m_gridTitle;
    QTableWidget* m_grid;
};

} // namespace fleet::views
