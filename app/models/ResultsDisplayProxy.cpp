#include "models/ResultsDisplayProxy.h"

#include "models/QuantityFormat.h"
#include "models/ResultsTableModel.h"

#include <algorithm>

namespace fleet::app {

void ResultsDisplayProxy::setSourceModel(QAbstractItemModel* source)
{
    for (const QMetaObject::Connection& c : m_connections)
        disconnect(c);
    m_connections.clear();
    forgetAll();
    // Connected before QIdentityProxyModel forwards the same signals, so a view that reads data() on them
    // reads the new text.
    if (source) {
        m_connections.push_back(connect(source, &QAbstractItemModel::dataChanged, this,
                                        [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                                            const int last = std::min(bottomRight.row(), int(m_text.size()) - 1);
                                            for (int row = std::max(topLeft.row(), 0); row <= last; ++row)
                                                m_text[static_cast<std::size_t>(row)].reset();
                                        }));
        const auto forget = [this] {
            forgetAll();
        };
        m_connections.push_back(connect(source, &QAbstractItemModel::modelAboutToBeReset, this, forget));
        m_connections.push_back(connect(source, &QAbstractItemModel::modelReset, this, forget));
        m_connections.push_back(connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this, forget));
        m_connections.push_back(connect(source, &QAbstractItemModel::layoutChanged, this, forget));
        m_connections.push_back(connect(source, &QAbstractItemModel::rowsInserted, this, forget));
        m_connections.push_back(connect(source, &QAbstractItemModel::rowsRemoved, this, forget));
        m_connections.push_back(connect(source, &QAbstractItemModel::rowsMoved, this, forget));
    }
    QIdentityProxyModel::setSourceModel(source);
}

QVariant ResultsDisplayProxy::data(const QModelIndex& index, int role) const
{
    if (role == Qt::DisplayRole && index.column() == ResultsTableModel::ValueColumn) {
        const QModelIndex src = mapToSource(index);
        const QAbstractItemModel* m = sourceModel();
        if (const QLocale locale; !(locale == m_locale)) {
            m_locale = locale;
            m_text.clear();
        }
        const auto row = static_cast<std::size_t>(src.row());
        if (row >= m_text.size())
            m_text.resize(static_cast<std::size_t>(m->rowCount()));
        if (row < m_text.size() && m_text[row])
            return *m_text[row];
        QString text = formatQuantity(m->data(src, ResultsTableModel::RawValueRole).toDouble(),
                                      m->data(src, ResultsTableModel::UnitRole).toString(),
                                      m->data(src, ResultsTableModel::KeyRole).toString())
                           .text();
        if (row < m_text.size())
            m_text[row] = text;
        return text;
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace fleet::app
