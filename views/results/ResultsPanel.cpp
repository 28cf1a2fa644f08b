#include "results/ResultsPanel.h"

#include "common/ColumnFit.h"
#include "common/TableCopy.h"
#include "models/ResultsDisplayProxy.h"
#include "models/ResultsTableModel.h"

#include <QHeaderView>
#include <QTableView>
#include <QVBoxLayout>

namespace fleet::views {

using fleet::app::ResultsTableModel;

ResultsPanel::ResultsPanel(ResultsTableModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_view(new QTableView(this))
{
    TableCopy::install(m_view);
    auto* proxy = new fleet::app::ResultsDisplayProxy(this);
    proxy->setSourceModel(model);
    m_view->setModel(proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(ResultsTableModel::LabelColumn, QHeaderView::Stretch);
    m_view->setColumnHidden(ResultsTableModel::KeyColumn, true);
    m_view->setWordWrap(false);
    new ColumnFit(m_view, ResultsTableModel::ValueColumn); // as wide as the values, without re-measuring them all
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this, proxy](const QModelIndex& idx) {
        if (idx.isValid())
            emit resultActivated(proxy->data(idx.siblingAtColumn(ResultsTableModel::KeyColumn)).toString());
    });
}

} // namespace fleet::views
