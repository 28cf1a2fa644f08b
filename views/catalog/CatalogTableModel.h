#pragma once
// One catalog table as rows and columns: column 0 says where the row comes from (built-in or user), the others
// are the schema's columns in display order with their units in the header. Values are shown as the schema
// holds them; every cell's tooltip gives the row's source, kind and date. Built-in rows are read-only and
// greyed; user rows carry a "user" badge. The model never edits: the catalog window does, through commands.
#include "catalog/CatalogRowSet.h"

#include <QAbstractTableModel>
#include <QIcon>

namespace fleet::views {

class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1, IsUserRole, RowIdRole };

    CatalogTableModel(CatalogRowSet* rows, fleet::CatalogKind kind, QObject* parent = nullptr);

    fleet::CatalogKind kind() const { return m_kind; }
    const QString& table() const { return m_table; }
    const CatalogRowSet::Entry* entry(int row) const;
    int rowOf(const QString& id) const;
    int userRowCount() const;
    // The column that shows schema column `name`, or -1.
    int columnOf(const QString& name) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    static QIcon userIcon();

private:
    QString provenanceText(const CatalogRowSet::Entry& e) const;

    CatalogRowSet* m_rows;
    fleet::CatalogKind m_kind;
    QString m_table;
    QList<fleet::catalog::ColumnInfo> m_columns;
};

} // namespace fleet::views
