#pragma once
#include <QIdentityProxyModel>

namespace fleet::app {

// Presents ResultsTableModel's raw SI values with readable units, in the current locale.
class ResultsDisplayProxy : public QIdentityProxyModel {
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
};

} // namespace fleet::app
