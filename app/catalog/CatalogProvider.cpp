#include "catalog/CatalogProvider.h"

#include "CatalogRepository.h"

namespace fleet::app {

CatalogLoad loadCatalog(const QString& userCatalogPath)
{
    using fleet::catalog::CatalogRepository;
    auto r = userCatalogPath.isEmpty() ? CatalogRepository::loadBuiltin() : CatalogRepository::load(userCatalogPath);
    CatalogLoad out;
    out.error = r.error;
    out.warning = r.warning;
    out.skippedRows = r.skippedRows;
    if (r.catalog)
        out.catalog = std::make_shared<const fleet::Catalog>(std::move(*r.catalog));
    return out;
}

} // namespace fleet::app
