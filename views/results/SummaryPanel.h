#pragma once
// The summary at the top of the results dock: the numbers a planner quotes and the binding constraints;
// clicking a line (its label or its value) or a constraint opens the derivation of the result behind it. A
// value the evaluation could not produce reads "— (error)", the issue in its tooltip.
#include "evaluation/Evaluator.h"
#include "models/Summary.h"

#include <QWidget>

class QGridLayout;
class QLabel;
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

protected:
    bool eventFilter(QObject* watched, QEvent* event) override; // a click on a line's label

private:
    struct Line {
        QString key;
        QLabel* label;
        QLabel* value;
    };
    void setLines(const QList<fleet::app::SummaryItem>& items);
    void setConstraints(const QList<fleet::app::Constraint>& constraints, bool haveResults);

    QGridLayout* m_grid;
    QList<Line> m_lines; // the grid's rows, in order
    QListWidget* m_constraints;
};

} // namespace fleet::views
