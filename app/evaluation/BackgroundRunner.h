#pragma once
// Runs one long model computation (the Monte Carlo, the design search) off the GUI thread with progress and
// cancellation. A new launch() supersedes the run in progress, and a cancelled or superseded run never
// reports results; progress reaches the GUI at most 101 times a run. Subclasses start a typed run and turn
// the type-erased value back into their typed finished() signal (MonteCarloRunner, SearchRunner).
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace fleet::app {

class BackgroundRunner : public QObject {
    Q_OBJECT
public:
    using Progress = std::function<void(double)>;
    struct Outcome {
        std::shared_ptr<const void> value;
        bool cancelled = false; // the computation saw the cancel flag and stopped early
    };
    using Work = std::function<Outcome(const Progress& progress, const std::atomic<bool>* cancel)>;

    explicit BackgroundRunner(QObject* parent = nullptr);
    ~BackgroundRunner() override;

    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progress(double fraction);
    void cancelled();

protected:
    void launch(Work work);
    // Called on the GUI thread with the value of a run that completed and is still the current one.
    virtual void deliver(std::shared_ptr<const void> value) = 0;

private:
    struct Run;
    std::shared_ptr<Run> m_current;
    bool m_running = false;
};

} // namespace fleet::app
