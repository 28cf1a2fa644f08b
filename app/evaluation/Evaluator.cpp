#include "evaluation/Evaluator.h"

#include <QFutureWatcher>

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
    m_requested = true;
    ++m_generation;
    m_debounce.start();
}

void Evaluator::setOptions(const ViewOptions& options)
{
    m_options = options;
    if (m_requested)
        request(m_pending);
}

void Evaluator::launch()
{
    if (m_inFlight)
        return; // the running evaluation relaunches with the newest scenario when it finishes
    m_inFlight = true;
    const quint64 generation = m_generation;
    auto* watcher = new QFutureWatcher<EvaluationPtr>(this);
    connect(watcher, &QFutureWatcher<EvaluationPtr>::finished, this, [this, watcher, generation] {
        const EvaluationPtr evaluation = watcher->result();
        watcher->deleteLater();
        m_inFlight = false;
        if (generation != m_generation) {
            if (!m_debounce.isActive())
                launch(); // a newer request arrived meanwhile: evaluate it now
            return;       // and drop this stale evaluation
        }
        m_latest = evaluation;
        emit evaluationReady(evaluation);
    });
    watcher->setFuture(QtConcurrent::run(
        [scenario = m_pending, catalog = m_catalog, generation, options = m_options]() -> EvaluationPtr {
            return Evaluation::compute(scenario, catalog, generation, options);
        }));
}

} // namespace fleet::app
