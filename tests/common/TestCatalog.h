#pragma once
#include "catalog/CatalogProvider.h"

#include <QTest>

namespace fleet::test {

// The built-in catalog, loaded once per test process (fails the test if it cannot load).
inline fleet::app::CatalogPtr builtinCatalog()
{
    static const fleet::app::CatalogLoad load = fleet::app::loadCatalog(QString());
    if (!load.catalog)
        qFatal("built-in catalog failed to load: %s", qPrintable(load.error));
    return load.catalog;
}

} // namespace fleet::test
