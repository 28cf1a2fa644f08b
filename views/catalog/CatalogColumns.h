#pragma once
// How the catalog window names a table's columns: the column schema's label (catalogs/src/CatalogSchema*.cpp)
// with its unit ("HBM (TB/s)"), the order they are shown in (id and name first, provenance and notes last)
// and the tab title of a table, translated in this class's context.
#include "CatalogTables.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace fleet::views {

class CatalogColumns {
    Q_DECLARE_TR_FUNCTIONS(CatalogColumns)
public:
    // "HBM", "Scale-up link", … translated (the column name itself for a column without a label).
    static QString label(const fleet::catalog::ColumnInfo& column);
    // The label with the unit: "HBM (TB/s)"; "Name" for a column without a unit.
    static QString header(const fleet::catalog::ColumnInfo& column);
    // The table's columns in display order: the schema's, with source, kind, as_of and notes moved last.
    static QList<fleet::catalog::ColumnInfo> displayOrder(const fleet::catalog::TableInfo& table);
    // "Accelerators", "Links", …
    static QString tableTitle(fleet::CatalogKind kind);
    // The kinds the window shows, in tab order.
    static QList<fleet::CatalogKind> shownKinds();
};

} // namespace fleet::views
