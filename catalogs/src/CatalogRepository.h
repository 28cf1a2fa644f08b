#pragma once
// Loads the hardware catalog from SQLite into an immutable fleet::Catalog value.
//
// The built-in catalog is the schema and seed SQL compiled into the binary (catalogs/schema, catalogs/seed),
// loaded into an in-memory database: read-only by construction and always available. The user catalog
// is a SQLite file (by default in AppData) with the same schema; its rows override built-in rows with
// the same id and add new ones. Schema versions are tracked with PRAGMA user_version and migrated forward;
// a database from a newer FleetPlanner is refused, never modified.
#include "hardware/Catalog.h"

#include <QString>

#include <optional>

namespace fleet::catalog {

struct LoadResult {
    std::optional<fleet::Catalog> catalog;
    QString error;   // set when catalog is empty
    QString warning; // e.g. the user catalog could not be read; the built-in catalog is still used
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
};

} // namespace fleet::catalog
