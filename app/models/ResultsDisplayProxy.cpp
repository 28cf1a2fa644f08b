#include "models/ResultsDisplayProxy.h"

#include "models/QuantityFormat.h"
#include "models/ResultsTableModel.h"

namespace fleet::app {

QVariant ResultsDisplayProxy::data(const QModelIndex& index, int role) const
{
    if (role == Qt::DisplayRole && index.column() == ResultsTableModel::ValueColumn) {
        const QModelIndex src = mapToSource(index);
        const QAbstractItemModel* m = sourceModel();
        return formatQuantity(m->data(src, ResultsTableModel::RawValueRole).toDouble(),
                              m->data(src, ResultsTableModel::UnitRole).toString(),
                              m->data(src, ResultsTableModel::KeyRole).toString())
            .text();
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace fleet::app
