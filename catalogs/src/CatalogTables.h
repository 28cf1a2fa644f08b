#pragma once
// The catalog's tables as the database defines them — column names, SQL types — with each column's unit and label
// from CatalogSchema, and rows in that form.
//
// A CatalogRow is one row as the database holds it: column name → value in the schema's units (TFLOP/s, GB,
// µs, …), NULL as an invalid QVariant. It is what the catalog window edits, what CSV files and plans carry
// and what the user-catalog writer stores; the typed fleet::Catalog (SI units) is built from such rows by
// CatalogReader. Rows from any source are checked by CatalogRowValidator and normalized to the column's type.
#include "CatalogRowValidator.h"
#include "hardware/Catalog.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

#include <optional>

namespace fleet::catalog {

enum class SqlType { Text, Real, Integer };

// A column as the database declares it (name, type), with the unit and label of its CatalogSchema row.
struct ColumnInfo {
    QString name;
    SqlType type = SqlType::Text;
    QString unit; // the schema's unit ("TFLOP/s", "GB", "µs"); empty for texts and plain numbers
    const char* label = nullptr; // untranslated (context "CatalogColumns"); none: the window shows the name
};

struct TableInfo {
    QString table;
    fleet::CatalogKind kind = fleet::CatalogKind::Accelerators;
    QList<ColumnInfo> columns; // in the schema's order
    QStringList names() const;
    const ColumnInfo* column(const QString& name) const;
};

// Every table of the current schema that holds catalog rows, in CatalogKind order (read once from the
// compiled-in schema).
const QList<TableInfo>& catalogTables();
const TableInfo* tableInfo(const QString& table);
const TableInfo& tableInfo(fleet::CatalogKind kind);

struct CatalogRow {
    QString table;
    QVariantMap values; // column → value in the schema's unit; absent or invalid = NULL

    QString id() const { return values.value(QStringLiteral("id")).toString(); }
    QVariant value(const QString& column) const { return values.value(column); }
    // The values in the table's column order (for CatalogRowValidator and SQL).
    QVariantList ordered() const;
    // The columns whose values differ (NULL equals NULL; numbers compare as numbers).
    QStringList differences(const CatalogRow& other) const;
    bool operator==(const CatalogRow& other) const { return table == other.table && differences(other).isEmpty(); }
};

// Checks the row against CatalogRules (its table's columns; unknown columns are refused by name).
std::optional<RowProblem> checkRow(const CatalogRow& row);
// Every problem of the row, one per column at most (the catalog window shows them beside the fields).
std::vector<RowProblem> rowProblems(const CatalogRow& row);
// A checked row with each value converted to its column's type: numbers as double or qlonglong, blank text as
// NULL. Call only on a row checkRow() accepted.
CatalogRow normalized(const CatalogRow& row);

// A row's value as text for people and CSV: numbers in their shortest exact form (no exponent below 1e16),
// NULL as "".
QString valueText(const QVariant& v);

} // namespace fleet::catalog
