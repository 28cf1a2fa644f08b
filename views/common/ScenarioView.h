#pragma once
// A centre tab that shows the plan's Evaluation (issue #12): it turns the evaluation's results and series into
// charts and tables and runs no model. The main window updates only the visible tab after an edit, and a
// hidden tab when it is shown.
#include "evaluation/Evaluation.h"

#include <QWidget>

namespace fleet::views {

class ScenarioView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    ~ScenarioView() override;
    virtual void setEvaluation(const fleet::app::EvaluationPtr& evaluation) = 0;
    // The catalog changed (the catalog window edited the user catalog): lists of catalog rows follow it.
    virtual void setCatalog(fleet::app::CatalogPtr catalog) { Q_UNUSED(catalog) }
    // What the user chose in this view that the evaluator computes (an overlay, a budget).
    virtual void writeOptions(fleet::app::ViewOptions& options) const { Q_UNUSED(options) }

signals:
    // The user picked a number in the view: the main window shows its derivation.
    void resultActivated(const QString& key);
    // writeOptions() changed: the main window asks the evaluator for them.
    void optionsChanged();
};

} // namespace fleet::views
