#pragma once
// Builds the plan's Evaluation off the GUI thread. Requests are debounced; each carries a generation number and
// only the newest generation's evaluation is published, so a slow stale evaluation never overwrites a
// newer one. At most one evaluation runs at a time: requests arriving meanwhile collapse into one run of
// the newest scenario when it finishes, so held-down keys cannot pile work onto the thread pool.
#include "catalog/CatalogProvider.h"
#include "evaluation/Evaluation.h"
#include "scenario/Scenario.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace fleet::app {

class Evaluator : public QObject {
    Q_OBJECT
public:
    explicit Evaluator(CatalogPtr catalog, QObject* parent = nullptr);

    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    // Evaluations requested from now on use `catalog` (one in flight keeps its own; its results are superseded).
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }
    // Schedule an evaluation of `s` (copied now).
    void request(const fleet::Scenario& s);
    // What the views asked for (an overlay, a budget): re-evaluates the last requested scenario with them.
    void setOptions(const ViewOptions& options);
    const ViewOptions& options() const { return m_options; }
    quint64 latestGeneration() const { return m_generation; }
    // The latest published evaluation (nullptr before the first).
    EvaluationPtr latest() const { return m_latest; }

signals:
    void evaluationReady(fleet::app::EvaluationPtr evaluation);

private:
    void launch();

    CatalogPtr m_catalog;
    fleet::Scenario m_pending;
    bool m_requested = false;
    ViewOptions m_options;
    quint64 m_generation = 0;
    EvaluationPtr m_latest;
    bool m_inFlight = false; // one evaluation at a time; a newer request waits for it, older ones are skipped
    QTimer m_debounce;
};

} // namespace fleet::app
