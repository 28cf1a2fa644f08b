#include "evaluation/Evaluator.h"

#include "evaluate/Evaluate.h"

#include <QFutureWatcher>

#include <exception>
#include <QtConcurrent/QtConcurrentRun>

namespace fleet::app {

Evaluator::Evaluator(CatalogPtr catalog, QObject* parent) : QObject(parent), m_catalog(std::move(catalog))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(15);
    connect(&m_debounce, &QTimer::timeout, this, &Evaluator::launch);
}

void Evaluator::request(const fleet::Scenario& s)
{
    m_pending = s;
    ++m_generation;
    m_debounce.start();
}

void Evaluator::launch()
{
    if (m_inFlight)
        return; // the running evaluation relaunches with the newest scenario when it finishes
    m_inFlight = true;
    const quint64 generation = m_generation;
    auto* watcher = new QFutureWatcher<ResultsPtr>(this);
    connect(watcher, &QFutureWatcher<ResultsPtr>::finished, this, [this, watcher, generation, scenario = m_pending] {
        const ResultsPtr results = watcher->result();
        watcher->deleteLater();
        m_inFlight = false;
        if (generation != m_generation) {
            if (!m_debounce.isActive())
                launch(); // a newer request arrived meanwhile: evaluate it now
            return;    // and drop this stale result
        }
        m_latest = results;
        m_latestScenario = scenario;
        emit resultsReady(results, generation);
    });
    watcher->setFuture(QtConcurrent::run([scenario = m_pending, catalog = m_catalog]() -> ResultsPtr {
        try {
            return std::make_shared<const fleet::Results>(fleet::evaluate(scenario, *catalog));
        } catch (const std::exception& e) { // e.g. out of memory on an absurd plan: report, never crash
            auto r = std::make_shared<fleet::Results>();
            r->addIssue<fleet::IssueCode::EvaluationFailed>(fleet::Severity::Error, "", std::string(e.what()));
            return r;
        }
    }));
}

} // namespace fleet::app
