#pragma once
// The Compare tab: the plan against a baseline — a snapshot of the plan itself (then every edit shows
// what it changed), a built-in preset, or a saved .fleetplan — with every result's absolute and relative
// difference.
#include "catalog/CatalogProvider.h"
#include "common/ScenarioView.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

namespace fleet::app {
class Evaluator;
}

namespace fleet::views {

class CategoryBarChartView;

class CompareView : public ScenarioView {
    Q_OBJECT
public:
    explicit CompareView(fleet::app::CatalogPtr catalog, QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    void setCatalog(fleet::app::CatalogPtr catalog) override;
    // Compare against this scenario (named for the header). It is evaluated off the GUI thread; the table
    // fills when its results arrive (baselineReady()).
    void setBaseline(const fleet::Scenario& baseline, const QString& name);
    QTableWidget* table() const { return m_table; }

signals:
    void baselineReady();

private:
    void rebuild();
    void loadFromFile();

    fleet::app::CatalogPtr m_catalog;
    fleet::app::Evaluator* m_baselineEvaluator;
    QComboBox* m_presets;
    QCheckBox* m_changedOnly;
    QLabel* m_title;
    QTableWidget* m_table;
    CategoryBarChartView* m_chart;
    fleet::Scenario m_scenario;
    fleet::app::ResultsPtr m_results;
    std::optional<fleet::Scenario> m_baseline;
    std::shared_ptr<const fleet::Results> m_baselineResults;
    QString m_baselineName;
};

} // namespace fleet::views
