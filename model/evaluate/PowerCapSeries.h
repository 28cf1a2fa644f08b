#pragma once
// The Power tab's trade-off (issue 28 part 3): the plan's time to train and the run's facility energy as the
// per-accelerator power cap varies, the measurement Zeus (NSDI'23) and Perseus make — a cap lengthens the run by
// less than it cuts the power while the compute-bound kernels keep (P / TDP)^k of their rate, so the energy of the
// run falls until the cap reaches the HBM-bound floor of the step. Pure function of (scenario, catalog): one
// values-only evaluate() per cap.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <vector>

namespace fleet {

struct PowerCapPoint {
    double capWatts = 0;
    double wallSeconds = 0;   // training.wall_s (the plan's time model)
    double energyJoules = 0;  // carbon.energy_j: the run's facility energy
};

struct PowerCapSeries {
    double tdpWatts = 0;      // the plan's accelerator
    double planCapWatts = 0;  // the plan's cap (the TDP when uncapped)
    std::vector<PowerCapPoint> points; // ascending caps from 35 % of the TDP to the TDP; the plan's own included
};

// Empty points when the plan's accelerator is unknown or the run has no time or energy at its TDP.
PowerCapSeries powerCapSeries(const Scenario& s, const Catalog& c);

} // namespace fleet
