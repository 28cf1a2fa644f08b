#pragma once
// The Bandwidth staircase tab: tiers of the fleet from HBM to storage, their bandwidth and latency, the
// cliffs between them, and how long a chosen message takes at each tier (seed §2 bandwidth hierarchy).
#include "scenario/FieldValue.h"
#include "common/ScenarioView.h"


class QTableWidget;

namespace fleet::views {

class ScientificSpinBox;
class StaircaseChartView;

class StaircaseView : public ScenarioView {
    Q_OBJECT
public:
    explicit StaircaseView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    QTableWidget* table() const { return m_table; }
    static void draw(const fleet::app::Evaluation& e, StaircaseChartView* chart);

signals:
    void fieldEdited(const QString& key, const fleet::FieldValue& value);

private:
    ScientificSpinBox* m_message;
    StaircaseChartView* m_chart;
    QTableWidget* m_table;
};

} // namespace fleet::views
