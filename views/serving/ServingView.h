#pragma once
// The Serving tab (issue 14): the throughput–latency curve of a serving replica — output tokens/s per accelerator
// against the p99 time per output token and against the p99 time to first token, one point per batch size —
// with the latency targets, the chosen operating point and the fleet it implies; a second accelerator compared
// at the same tensor-parallel size; every serving.* result.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"

#include <memory>

class QComboBox;
class QLabel;

namespace fleet::views {

class LineChartView;
class ResultsTable;

class ServingView : public ScenarioView {
    Q_OBJECT
public:
    explicit ServingView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override;
    void writeOptions(fleet::app::ViewOptions& options) const override;
    QComboBox* compareBox() const { return m_compare; }
    // The tab's two charts from `e` (the report draws them too); `compare` false leaves out the compared
    // accelerator. Returns the note on the compared accelerator.
    static QString draw(const fleet::app::Evaluation& e, LineChartView* tpotChart, LineChartView* ttftChart,
                        bool compare = true);
    // A replica's layout: "TP 8", "TP 1 × EP 144" with expert parallelism (serving.ep), "TP 8 × CP 16" with context
    // parallelism (serving.cp). The Serving tab and the serving search's table both name replicas so.
    static QString layoutText(const fleet::FleetSizing& fs);
    static QString layoutText(int tp, int ep, int cp = 1);

private:
    QString fleetText(const fleet::app::Evaluation& e) const;

    fleet::app::CatalogPtr m_catalog;
    QComboBox* m_compare;
    QLabel* m_compareNote;
    LineChartView* m_tpotChart;
    LineChartView* m_ttftChart;
    QLabel* m_fleet;
    ResultsTable* m_table;
};

} // namespace fleet::views
