#pragma once
// A compact table of every result whose key starts with one of the given prefixes, in model order, with
// readable units; picking a row asks for its derivation. A view over its own ResultsTableModel (the class of the
// results dock's model, filtered to the tab's keys) and ResultsDisplayProxy: rows, changed-row detection,
// formatting, tooltips and units are implemented once, for the dock and the tabs.
#include "evaluation/Evaluator.h"

#include <QStringList>
#include <QTableView>

namespace fleet::app {
class ResultsTableModel;
}

namespace fleet::views {

class ResultsTable : public QTableView {
    Q_OBJECT
public:
    ResultsTable(QStringList prefixes, const QString& title, QWidget* parent = nullptr);
    // Same keys: the rows update in place (one dataChanged for the changed rows); other keys: a model reset.
    void setResults(const fleet::app::ResultsPtr& results);

signals:
    void resultActivated(const QString& key);

private:
    fleet::app::ResultsTableModel* m_results;
    bool m_updating = false; // repopulating is not the user picking a row
};

} // namespace fleet::views
