#include "evaluation/BackgroundRunner.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace fleet::app {

struct BackgroundRunner::Run {
    std::atomic<bool> cancel{false};
    std::atomic<int> lastPercent{-1};
};

BackgroundRunner::BackgroundRunner(QObject* parent) : QObject(parent) {}

BackgroundRunner::~BackgroundRunner()
{
    if (m_current)
        m_current->cancel = true; // the worker finishes soon; its watcher is a child and dies with us
}

void BackgroundRunner::launch(Work work)
{
    if (m_current) // superseded, not cancelled by the user: no cancelled() signal
        m_current->cancel = true;
    auto run = std::make_shared<Run>();
    m_current = run;
    m_running = true;
    QPointer<BackgroundRunner> self(this);
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, run] {
        const Outcome outcome = watcher->result();
        watcher->deleteLater();
        if (run != m_current)
            return; // superseded by a newer launch()
        m_running = false;
        m_current.reset();
        if (run->cancel || !outcome.value || outcome.cancelled)
            emit cancelled();
        else
            deliver(outcome.value);
    });
    watcher->setFuture(QtConcurrent::run([work = std::move(work), run, self]() -> Outcome {
        const Progress onProgress = [run, self](double f) {
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
        return work(onProgress, &run->cancel);
    }));
}

void BackgroundRunner::cancel()
{
    if (!m_current)
        return;
    m_current->cancel = true;
    m_current.reset(); // its result is now ignored
    if (m_running) {
        m_running = false;
        emit cancelled();
    }
}

} // namespace fleet::app
