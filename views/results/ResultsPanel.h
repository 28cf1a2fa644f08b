#pragma once
// The results table (every number with its unit); clicking a row asks for its derivation.
#include <QWidget>

class QTableView;

namespace fleet::app {
class ResultsTableModel;
}

namespace fleet::views {

class ResultsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ResultsPanel(fleet::app::ResultsTableModel* model, QWidget* parent = nullptr);

signals:
    void resultActivated(const QString& key);

private:
    fleet::app::ResultsTableModel* m_model;
    QTableView* m_view;
};

} // namespace fleet::views
