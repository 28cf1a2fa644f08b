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

#include <memory>
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
// written; {} on success. Every change is checked before the file is touched. `replaced`: how many changes replaced
// (or deleted) a row the user catalog held.
QString writeUserRows(const QString& path, const QList<RowChange>& changes, qsizetype* replaced = nullptr);

// Why a change cannot be written ("table accelerators, id 'x', column hbm_gb: …"; an unknown table; a row naming
// another table or id), or {}.
QString checkChange(const RowChange& change);

class RowStatements;

// writeUserRows a change at a time (issue 31, robustness 9: a CSV of 200,000 rows need not be held): opens the user
// catalog at `path` (created with the current schema if missing) and begins one transaction; apply() checks each row
// and writes it with statements prepared once per table and column set. Nothing is visible before commit(); after an
// error, or without commit(), the file is left as it was.
class UserRowWriter {
public:
    explicit UserRowWriter(const QString& path);
    ~UserRowWriter();
    UserRowWriter(const UserRowWriter&) = delete;
    UserRowWriter& operator=(const UserRowWriter&) = delete;

    // Why nothing can be written (the file is read-only, damaged, …; or a change failed): then apply() and commit()
    // return it.
    const QString& error() const { return m_error; }
    // {} or the error: the change's table, id and column, or the file's.
    QString apply(const RowChange& change);
    QString commit();
    // The changes that replaced (or deleted) a row the catalog held.
    qsizetype replaced() const { return m_replaced; }

private:
    struct Connection;
    QString begin(); // the transaction on the open connection; {} or why not
    void rollback();
    QString fail(const QString& message);

    QString m_path;
    QString m_error;
    std::unique_ptr<Connection> m_connection;
    qsizetype m_replaced = 0;
};

// `base` with `rows` laid over it as user rows (same id replaces, new id adds), each checked by the rules
// (refused rows are named in *skipped). The content hash covers the rows.
fleet::Catalog withRows(const fleet::Catalog& base, const QList<CatalogRow>& rows, QStringList* skipped = nullptr);

// The rows a catalog of `builtin` and `user` rows holds: user rows replace built-in rows of the same table and id,
// new ones follow, as CatalogRepository merges them.
QList<CatalogRow> mergedRows(const QList<CatalogRow>& builtin, const QList<CatalogRow>& user);

// The row `id` of `table` in `rows`, or nullptr.
const CatalogRow* findRow(const QList<CatalogRow>& rows, const QString& table, const QString& id);

} // namespace fleet::catalog
