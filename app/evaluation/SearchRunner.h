#pragma once
// The design-space search (model/search) on a BackgroundRunner: progress, cancellation, a newer start()
// supersedes.
#include "catalog/CatalogProvider.h"
#include "evaluation/BackgroundRunner.h"
#include "search/DesignSearch.h"
#include "search/NearOptimal.h"

namespace fleet::app {

inline constexpr std::size_t kFastestShown = 20; // the Search tab's Fastest layouts

struct SearchOutcome {
    fleet::SearchSpec spec;     // what was searched (for the assignments of a picked configuration)
    fleet::SearchResult result;
    // What the front hides (issue 31, search/NearOptimal.h), computed with the search, off the GUI thread.
    fleet::NearOptimal near;
};
using SearchPtr = std::shared_ptr<const SearchOutcome>;

class SearchRunner : public BackgroundRunner {
    Q_OBJECT
public:
    explicit SearchRunner(CatalogPtr catalog, QObject* parent = nullptr)
        : BackgroundRunner(parent), m_catalog(std::move(catalog))
    {
    }
    // Searches started from now on use `catalog` (a running one keeps its own).
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }
    void start(const fleet::SearchSpec& spec);

signals:
    void finished(fleet::app::SearchPtr outcome);

protected:
    void deliver(std::shared_ptr<const void> value) override;

private:
    CatalogPtr m_catalog;
};

} // namespace fleet::app
