#include "evaluation/SearchRunner.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace fleet::app {

struct SearchRunner::Run {
    std::atomic<bool> cancel{false};
    std::atomic<int> lastPercent{-1};
};

SearchRunner::SearchRunner(CatalogPtr catalog, QObject* parent) : QObject(parent), m_catalog(std::move(catalog)) {}

SearchRunner::~SearchRunner()
{
    if (m_current)
        m_current->cancel = true;
}

void SearchRunner::start(const fleet::SearchSpec& spec)
{
    if (m_current) // superseded, not cancelled by the user: no cancelled() signal
        m_current->cancel = true;
    auto run = std::make_shared<Run>();
    m_current = run;
    m_running = true;
    QPointer<SearchRunner> self(this);
    auto* watcher = new QFutureWatcher<SearchPtr>(this);
    connect(watcher, &QFutureWatcher<SearchPtr>::finished, this, [this, watcher, run] {
        const SearchPtr outcome = watcher->result();
        watcher->deleteLater();
        if (run != m_current)
            return;
        m_running = false;
        m_current.reset();
        if (run->cancel || !outcome || outcome->result.cancelled)
            emit cancelled();
        else
            emit finished(outcome);
    });
    // The catalog is shared and immutable; the worker keeps it alive.
    watcher->setFuture(QtConcurrent::run([spec, catalog = m_catalog, run, self]() -> SearchPtr {
        auto onProgress = [run, self](double f) {
            const int percent = static_cast<int>(f * 100.0);
            if (percent == run->lastPercent.exchange(percent))
                return;
            QMetaObject::invokeMethod(
                qApp,
                [run, self, f] {
                    if (self && self->m_current == run)
                        emit self->progress(f);
                },
                Qt::QueuedConnection);
        };
        auto out = std::make_shared<SearchOutcome>();
        out->spec = spec;
        out->result = fleet::runDesignSearch(spec, *catalog, onProgress, &run->cancel);
        return out;
    }));
}

void SearchRunner::cancel()
{
    if (!m_current)
        return;
    m_current->cancel = true;
    m_current.reset();
    if (m_running) {
        m_running = false;
        emit cancelled();
    }
}

} // namespace fleet::app
