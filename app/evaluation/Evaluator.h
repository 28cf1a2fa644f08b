#pragma once
// Runs fleet::evaluate off the GUI thread. Requests are debounced; each carries a generation number and
// only the newest generation's results are published, so a slow stale evaluation never overwrites a
// newer one. At most one evaluation runs at a time: requests arriving meanwhile collapse into one run of
// the newest scenario when it finishes, so held-down keys cannot pile work onto the thread pool.
#include "catalog/CatalogProvider.h"
#include "results/Results.h"
#include "scenario/Scenario.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace fleet::app {

using ResultsPtr = std::shared_ptr<const fleet::Results>;

class Evaluator : public QObject {
    Q_OBJECT
public:
    explicit Evaluator(CatalogPtr catalog, QObject* parent = nullptr);

    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    // Evaluations requested from now on use `catalog` (one in flight keeps its own; its results are superseded).
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }
    // Schedule an evaluation of `s` (copied now).
    void request(const fleet::Scenario& s);
    quint64 latestGeneration() const { return m_generation; }
    ResultsPtr latest() const { return m_latest; }
    // The scenario the latest published results were computed from (views pair the two).
    const fleet::Scenario& latestScenario() const { return m_latestScenario; }

signals:
    void resultsReady(fleet::app::ResultsPtr results, quint64 generation);

private:
    void launch();

    CatalogPtr m_catalog;
    fleet::Scenario m_pending;
    quint64 m_generation = 0;
    ResultsPtr m_latest;
    fleet::Scenario m_latestScenario;
    bool m_inFlight = false; // one evaluation at a time; a newer request waits for it, older ones are skipped
    QTimer m_debounce;
};

} // namespace fleet::app
