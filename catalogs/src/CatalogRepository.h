#pragma once
// Loads the hardware catalog from SQLite into an immutable fleet::Catalog value.
//
// The built-in catalog is the schema and seed SQL compiled into the binary (catalogs/schema, catalogs/seed),
// loaded into an in-memory database: read-only by construction and always available. The user catalog
// is a SQLite file (by default in AppData) with the same schema; its rows override built-in rows with
// the same id and add new ones. Schema versions are tracked with PRAGMA user_version and migrated forward;
// a database from a newer FleetPlanner is refused, never modified. Every row is validated when it is read
// (CatalogRules): a bad row is skipped with a message, so a catalog never holds a zero rate or an infinite
// peak. The user catalog must be a regular file; its rows are merged in one pass (O(n)).
#include "hardware/Catalog.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::catalog {

struct LoadResult {
    std::optional<fleet::Catalog> catalog;
    QString error;   // set when catalog is empty
    QString warning; // the user catalog could not be used (why); the built-in catalog alone is returned
    QStringList skippedRows; // rows refused by CatalogRules (file, table, id, column), the others are used
};

class CatalogRepository {
public:
    static int latestSchemaVersion();
    static QString defaultUserCatalogPath();

    // The built-in catalog alone.
    static LoadResult loadBuiltin();
    // Built-in plus the user catalog at `userPath` (created with the current schema if missing).
    // An unreadable user catalog is reported as a warning and the built-in catalog is returned.
    static LoadResult load(const QString& userPath);

    // Creates or migrates the database at `path` to the latest schema; returns an error message or {}.
    static QString ensureUserCatalog(const QString& path);

    // A user catalog the user named (--user-catalog) is used as it is: only the default one is created, with its
    // folder, when missing. The problem with the file at `path` — it does not exist (unless `mayCreate`: an import
    // may create it, but not its folder), or it is an empty file — or {}. A file that is no database is named when
    // it is opened. Nothing is created or changed.
    static QString checkNamedUserCatalog(const QString& path, bool mayCreate);
};

} // namespace fleet::catalog
