#pragma once
// A centre tab that shows the current scenario and its results. The main window updates only the
// visible tab after an edit, and a hidden tab when it is shown.
#include "evaluation/Evaluator.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"

#include <QWidget>

#include <optional>

namespace fleet::views {

class ScenarioView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    ~ScenarioView() override;
    virtual void setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results) = 0;
    // The catalog changed (the catalog window edited the user catalog): the next setState reads `catalog`.
    virtual void setCatalog(fleet::app::CatalogPtr catalog) { Q_UNUSED(catalog) }

signals:
    // The user picked a number in the view: the main window shows its derivation.
    void resultActivated(const QString& key);

protected:
    // The scenario's catalog references resolved, or nothing when any is unknown (the Issues list says which).
    static std::optional<fleet::ResolvedFleet> resolved(const fleet::Scenario& s, const fleet::Catalog& c);
};

} // namespace fleet::views
