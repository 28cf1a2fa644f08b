#pragma once
#include <QIdentityProxyModel>
#include <QLocale>

#include <optional>
#include <vector>

namespace fleet::app {

// Presents ResultsTableModel's raw SI values with readable units, in the current locale. The text of a value is
// formatted once and kept until its source row changes (dataChanged, a reset, rows moved) or the locale does:
// a repaint of the results dock asked for every visible value again (issue #12: ~3.5 M instructions per edit).
class ResultsDisplayProxy : public QIdentityProxyModel {
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    void setSourceModel(QAbstractItemModel* source) override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    void forgetAll() { m_text.clear(); }

    mutable std::vector<std::optional<QString>> m_text; // by source row
    mutable QLocale m_locale;                           // the locale m_text is in
    std::vector<QMetaObject::Connection> m_connections;
};

} // namespace fleet::app
