#include "evaluation/MonteCarloRunner.h"

namespace fleet::app {

void MonteCarloRunner::start(const fleet::MonteCarloConfig& config)
{
    launch([config](const Progress& progress, const std::atomic<bool>* cancel) {
        auto result = std::make_shared<const fleet::MonteCarloResult>(fleet::runMonteCarlo(config, progress, cancel));
        return Outcome{result, result->cancelled};
    });
}

void MonteCarloRunner::deliver(std::shared_ptr<const void> value)
{
    emit finished(std::static_pointer_cast<const fleet::MonteCarloResult>(value));
}

} // namespace fleet::app
