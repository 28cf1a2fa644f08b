#pragma once
// The summary at the top of the results dock: the numbers a planner quotes and the binding constraints;
// clicking either opens the derivation of the result behind it.
#include "evaluation/Evaluator.h"

#include <QWidget>

class QGridLayout;
class QListWidget;

namespace fleet::views {

class SummaryPanel : public QWidget {
    Q_OBJECT
public:
    explicit SummaryPanel(QWidget* parent = nullptr);
    void setResults(const fleet::Scenario& scenario, const fleet::app::ResultsPtr& results);
    QListWidget* constraints() const { return m_constraints; }

signals:
    void resultActivated(const QString& key);

private:
    QGridLayout* m_grid;
    QListWidget* m_constraints;
};

} // namespace fleet::views
