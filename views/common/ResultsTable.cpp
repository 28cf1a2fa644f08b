#include "common/ResultsTable.h"

#include "common/ColumnFit.h"
#include "common/TableCopy.h"
#include "models/ResultsDisplayProxy.h"
#include "models/ResultsTableModel.h"

#include <QHeaderView>

namespace fleet::views {

using fleet::app::ResultsTableModel;

ResultsTable::ResultsTable(QStringList prefixes, const QString& title, QWidget* parent)
    : QTableView(parent), m_results(new ResultsTableModel(std::move(prefixes), title, this))
{
    auto* display = new fleet::app::ResultsDisplayProxy(this);
    display->setSourceModel(m_results);
    setModel(display);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(ResultsTableModel::LabelColumn, QHeaderView::Stretch);
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setAlternatingRowColors(true);
    TableCopy::install(this);
    setWordWrap(false);
    new ColumnFit(this, ResultsTableModel::ValueColumn); // as wide as the values, without re-measuring them all
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (!m_updating && current.isValid())
            emit resultActivated(current.data(ResultsTableModel::KeyRole).toString());
    });
}

void ResultsTable::setResults(const fleet::app::ResultsPtr& results)
{
    m_updating = true;
    m_results->setResults(results);
    m_updating = false;
}

} // namespace fleet::views
