#pragma once
// Loads the catalog once per process and hands out a shared, immutable value (safe to read from the
// evaluation thread).
#include "hardware/Catalog.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace fleet::app {

using CatalogPtr = std::shared_ptr<const fleet::Catalog>;

struct CatalogLoad {
    CatalogPtr catalog;
    QString error;
    QString warning;         // the user catalog is not used (why); the catalog is the built-in one
    QStringList skippedRows; // catalog rows refused by validation, each naming file, table, id and column
};

// userCatalogPath: empty = built-in only.
CatalogLoad loadCatalog(const QString& userCatalogPath);

} // namespace fleet::app
