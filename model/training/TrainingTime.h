#pragma once
// Time to train (seed §2 "The Pod", training-time notebook L2294-2310): C = 6·P·D,
// R_cluster = N · R_peak · MFU, T_ideal = C / R_cluster, then the overhead multiplier chain.
#include "units/Quantity.h"

#include <array>
#include <string_view>

namespace fleet {

struct OverheadChain {
    double scalingEfficiency = 0.85; // η: T ÷ η
    double pipelineBubble = 0.05;    // × (1 + bubble)
    double checkpoint = 0.03;        // × (1 + checkpoint)
    double failures = 0.10;          // × (1 + failures)
    double maintenance = 0.05;       // × (1 + maintenance)
};

struct TrainingEstimate {
    Flop totalFlops;
    FlopPerSecond clusterSustained;
    Seconds ideal;
    // Wall time after each step of the chain: scaling, bubble, checkpoint, failures, maintenance.
    std::array<Seconds, 5> afterStep{};
    Seconds wall;
};

inline constexpr std::array<std::string_view, 5> kChainStepNames = {"scaling", "bubble", "checkpoint", "failures",
                                                                    "maintenance"};

Flop trainingFlops(double params, double tokens); // 6·P·D (seed L2300; Ch.1 L645)
TrainingEstimate estimateTraining(double params, double tokens, double accelerators, FlopPerSecond peak, double mfu,
                                  const OverheadChain& chain);

} // namespace fleet
