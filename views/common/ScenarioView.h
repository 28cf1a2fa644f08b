#pragma once
// A centre tab that shows the current scenario and its results. The main window updates only the
// visible tab after an edit, and a hidden tab when it is shown.
#include "evaluation/Evaluator.h"
#include "scenario/Scenario.h"

#include <QWidget>

namespace fleet::views {

class ScenarioView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    ~ScenarioView() override;
    virtual void setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results) = 0;
};

} // namespace fleet::views
