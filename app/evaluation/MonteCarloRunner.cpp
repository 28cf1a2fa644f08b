#include "evaluation/MonteCarloRunner.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace fleet::app {

struct MonteCarloRunner::Run {
    std::atomic<bool> cancel{false};
    std::atomic<int> lastPercent{-1};
};

MonteCarloRunner::MonteCarloRunner(QObject* parent) : QObject(parent) {}

MonteCarloRunner::~MonteCarloRunner()
{
    if (m_current)
        m_current->cancel = true; // the worker finishes soon; its watcher is a child and dies with us
}

void MonteCarloRunner::start(const fleet::MonteCarloConfig& config)
{
    if (m_current) // replaced, not cancelled by the user: no cancelled() signal
        m_current->cancel = true;
    auto run = std::make_shared<Run>();
    m_current = run;
    m_running = true;
    QPointer<MonteCarloRunner> self(this);
    auto* watcher = new QFutureWatcher<MonteCarloPtr>(this);
    connect(watcher, &QFutureWatcher<MonteCarloPtr>::finished, this, [this, watcher, run] {
        const MonteCarloPtr result = watcher->result();
        watcher->deleteLater();
        if (run != m_current)
            return; // superseded by a newer start()
        m_running = false;
        m_current.reset();
        if (run->cancel || !result || result->cancelled)
            emit cancelled();
        else
            emit finished(result);
    });
    watcher->setFuture(QtConcurrent::run([config, run, self]() -> MonteCarloPtr {
        auto onProgress = [run, self](double f) {
            const int percent = static_cast<int>(f * 100.0);
            if (percent == run->lastPercent.exchange(percent))
                return; // at most 101 updates reach the GUI
            // Posted to the application object, which outlives the window; the runner is checked on the GUI thread.
            QMetaObject::invokeMethod(
                qApp,
                [run, self, f] {
                    if (self && self->m_current == run)
                        emit self->progress(f);
                },
                Qt::QueuedConnection);
        };
        return std::make_shared<const fleet::MonteCarloResult>(fleet::runMonteCarlo(config, onProgress, &run->cancel));
    }));
}

void MonteCarloRunner::cancel()
{
    if (!m_current)
        return;
    m_current->cancel = true;
    m_current.reset(); // its finished() is now ignored
    if (m_running) {
        m_running = false;
        emit cancelled();
    }
}

} // namespace fleet::app
