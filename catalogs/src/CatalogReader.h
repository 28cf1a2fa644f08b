#pragma once
// Reads the rows of one catalog database into a Catalog value (SI units), feeding a canonical text
// of every row kept to `hash` so that equal contents give equal hashes. Every row is validated first
// (CatalogRowValidator); a bad row is skipped and reported, never read as zero or infinity.
#include "hardware/Catalog.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace fleet::catalog {

// The rows a read skipped (CatalogRules, repeated ids, beyond kMaxRowsPerTable), each naming the source
// file, table, id and column. The first kMaxMessages are kept, the rest counted.
struct ReadReport {
    static constexpr int kMaxMessages = 50;
    QString source; // "built-in catalog" or the user catalog's path
    QStringList messages;
    qint64 skipped = 0;
    void skip(const QString& message);
    QStringList summary() const; // the messages, and how many more were skipped
};

QString readAll(QSqlDatabase db, fleet::Catalog& out, QCryptographicHash& hash, bool userRows, ReadReport& report);
// Why a user catalog's database is damaged, as it follows the file's name — "is damaged or truncated (…)" when a
// page does not read (PRAGMA quick_check), "is damaged: table accelerators is missing, …" when a database of the
// current schema version lacks a table or column of it — or "" when it is sound. A catalog is small: the check costs
// about a millisecond.
QString databaseDamage(QSqlDatabase db);
// User rows replace built-in rows with the same id; new ids are appended; the merged rows are indexed (buildIndex).
void mergeOverrides(fleet::Catalog& base, fleet::Catalog&& user);

} // namespace fleet::catalog
