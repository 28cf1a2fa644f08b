#pragma once
// Runs the reliability Monte Carlo off the GUI thread with progress and cancellation; a new start()
// cancels the run in progress, and a cancelled or superseded run never reports results.
#include "reliability/MonteCarlo.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace fleet::app {

using MonteCarloPtr = std::shared_ptr<const fleet::MonteCarloResult>;

class MonteCarloRunner : public QObject {
    Q_OBJECT
public:
    explicit MonteCarloRunner(QObject* parent = nullptr);
    ~MonteCarloRunner() override;

    void start(const fleet::MonteCarloConfig& config);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progress(double fraction);
    void finished(fleet::app::MonteCarloPtr result);
    void cancelled();

private:
    struct Run;
    std::shared_ptr<Run> m_current;
    bool m_running = false;
};

} // namespace fleet::app
