#pragma once
// Runs the design-space search (model/search) off the GUI thread with progress and cancellation, like
// MonteCarloRunner: a new start() supersedes the run in progress, and a cancelled or superseded run never
// reports results.
#include "catalog/CatalogProvider.h"
#include "search/DesignSearch.h"

#include <QObject>

#include <memory>

namespace fleet::app {

struct SearchOutcome {
    fleet::SearchSpec spec;     // what was searched (for the assignments of a picked configuration)
    fleet::SearchResult result;
};
using SearchPtr = std::shared_ptr<const SearchOutcome>;

class SearchRunner : public QObject {
    Q_OBJECT
public:
    explicit SearchRunner(CatalogPtr catalog, QObject* parent = nullptr);
    ~SearchRunner() override;

    // Searches started from now on use `catalog` (a running one keeps its own).
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }
    void start(const fleet::SearchSpec& spec);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progress(double fraction);
    void finished(fleet::app::SearchPtr outcome);
    void cancelled();

private:
    struct Run;
    CatalogPtr m_catalog;
    std::shared_ptr<Run> m_current;
    bool m_running = false;
};

} // namespace fleet::app
