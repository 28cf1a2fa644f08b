#pragma once
// The reliability Monte Carlo on a BackgroundRunner: progress, cancellation, a newer start() supersedes.
#include "evaluation/BackgroundRunner.h"
#include "reliability/MonteCarlo.h"

namespace fleet::app {

using MonteCarloPtr = std::shared_ptr<const fleet::MonteCarloResult>;

class MonteCarloRunner : public BackgroundRunner {
    Q_OBJECT
public:
    explicit MonteCarloRunner(QObject* parent = nullptr) : BackgroundRunner(parent) {}
    void start(const fleet::MonteCarloConfig& config);

signals:
    void finished(fleet::app::MonteCarloPtr result);

protected:
    void deliver(std::shared_ptr<const void> value) override;
};

} // namespace fleet::app
