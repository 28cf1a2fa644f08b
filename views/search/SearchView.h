#pragma once
// The Search tab (issue #7): which keys to vary, Run/Cancel with progress (the search runs off the GUI
// thread; a newer run supersedes the old one), a scatter of the valid configurations with the Pareto front
// (time vs cost, carbon as colour), a sortable table of the front, the rejected counts per reason, and the
// compute-optimal sizing box. "Apply" sets every key of the picked configuration as one undoable step. A second
// page searches the plan's serving configurations (ServingSearchPanel, issue 31); a serving-only plan opens on it.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"
#include "evaluation/SearchRunner.h"

#include <QMap>

#include <optional>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace fleet::app {
class ScenarioDocument;
}

namespace fleet::views {

class FastestLayoutsPanel;
class OptimalSizePanel;
class RejectedPanel;
class ParetoChartView;
class ServingSearchPanel;

class SearchView : public ScenarioView {
    Q_OBJECT
public:
    SearchView(fleet::app::CatalogPtr catalog, fleet::app::ScenarioDocument* document, QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    void writeOptions(fleet::app::ViewOptions& options) const override;
    void setCatalog(fleet::app::CatalogPtr catalog) override;

    void runSearch();
    // Applies the configuration of the selected table row; returns an error or {}.
    QString applySelected();
    fleet::SearchSpec currentSpec() const;

    fleet::app::SearchRunner* runner() const { return m_runner; }
    QTableWidget* frontTable() const { return m_table; }
    ParetoChartView* chart() const { return m_chart; }
    QCheckBox* axisCheckBox(const QString& key) const { return m_axes.value(key); }
    fleet::app::SearchPtr outcome() const { return m_outcome; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* rejectedLabel() const;
    FastestLayoutsPanel* fastestPanel() const { return m_fastest; }
    ServingSearchPanel* servingPanel() const { return m_serving; }
    QTabWidget* modes() const { return m_modes; } // Training layouts | Serving configurations

signals:
    // The step of the configuration selected in the front table, and its layout in words (for the Training tab).
    void stepPicked(const fleet::StepParts& parts, const QString& label);
    void searchShown(fleet::app::SearchPtr outcome);

private:
    void showOutcome(const fleet::app::SearchPtr& outcome);
    void selectIndex(std::int64_t index);
    // The configuration Apply sets: ringed on the chart, its step shown on the Training tab.
    void pick(std::int64_t index);
    std::int64_t selectedIndex() const;

    fleet::app::CatalogPtr m_catalog;
    fleet::app::ScenarioDocument* m_document;
    fleet::app::SearchRunner* m_runner;
    QMap<QString, QCheckBox*> m_axes; // key (or "fleet.nodes" / "fleet.accelerator") → checkbox
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_apply;
    QProgressBar* m_progress;
    QLabel* m_status;
    ParetoChartView* m_chart;
    QTableWidget* m_table;
    RejectedPanel* m_rejected;
    FastestLayoutsPanel* m_fastest;
    std::int64_t m_picked = -1; // from the front table, the fastest list or the chart
    OptimalSizePanel* m_sizing;
    QTabWidget* m_details; // the sizing box and the rejected counts
    QTabWidget* m_modes;   // the training design search, the serving search
    ServingSearchPanel* m_serving;
    fleet::Scenario m_scenario;
    std::optional<double> m_planPredictedWall; // the current plan's training.predicted_wall_s, for Apply's message
    fleet::Scenario m_searched; // the plan the shown outcome was searched from
    std::optional<fleet::Scenario> m_applied; // the plan Apply last set: its message stays when it is evaluated
    fleet::app::SearchPtr m_outcome;
};

} // namespace fleet::views
