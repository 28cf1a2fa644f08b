#pragma once
// Catalog rows as the databases hold them (CatalogRow: schema units, column names): read from the built-in
// catalog or a user catalog, written to a user catalog, and laid over a typed catalog (rows a plan carries).
//
// writeUserRows is the only code that modifies a user catalog's rows: every row is checked by
// CatalogRowValidator first, and the whole change is one SQLite transaction — it is applied completely or not
// at all, so a failed import or edit leaves the file as it was.
#include "CatalogTables.h"
#include "hardware/Catalog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::catalog {

// The rows of the built-in catalog (read once per process).
const QList<CatalogRow>& builtinRows();

struct UserRows {
    QList<CatalogRow> rows; // valid rows only, in table then id order
    QString error;          // the file could not be read (then rows is empty)
};
// The rows of the user catalog at `path`; a missing file has none. Opened read-only; rows that break the rules
// are left out (CatalogRepository::load reports them).
UserRows readUserRows(const QString& path);

// One edit of a user catalog: `row` replaces (or adds) the row `id` of `table`; without `row` the row is deleted.
struct RowChange {
    QString table;
    QString id;
    std::optional<CatalogRow> row;
};
// Applies every change in one transaction to the user catalog at `path` (created with the current schema if
// missing). Returns an error naming the table, id and column of the first bad row, or why the file cannot be
// written; {} on success.
QString writeUserRows(const QString& path, const QList<RowChange>& changes);

// `base` with `rows` laid over it as user rows (same id replaces, new id adds), each checked by the rules
// (refused rows are named in *skipped). The content hash covers the rows.
fleet::Catalog withRows(const fleet::Catalog& base, const QList<CatalogRow>& rows, QStringList* skipped = nullptr);

// The rows a catalog of `builtin` and `user` rows holds: user rows replace built-in rows of the same table and id,
// new ones follow, as CatalogRepository merges them.
QList<CatalogRow> mergedRows(const QList<CatalogRow>& builtin, const QList<CatalogRow>& user);

// The row `id` of `table` in `rows`, or nullptr.
const CatalogRow* findRow(const QList<CatalogRow>& rows, const QString& table, const QString& id);

} // namespace fleet::catalog
