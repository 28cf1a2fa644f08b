#pragma once
// What a design-space search computes once per fleet (issue #11): the axes split into layout keys (the
// parallel layout and its software settings, which the step-time kernel takes per configuration) and fleet
// keys (hardware, counts, fabric, site, economics…). For each combination of the fleet axes one SearchFleet
// holds the resolved hardware, the step-time model's hardware side, the fabric, and the per-second rates that
// turn a run's wall time into its cost and carbon (both are proportional to it: tco.usd_per_training_run =
// N · T_wall · c_h, carbon.total_kg = (P_IT · PUE · I + m_emb / life) · T_wall). One evaluate() per fleet.
#include "hardware/Catalog.h"
#include "scenario/ResolvedFleet.h"
#include "search/SearchSpace.h"
#include "training/StepSetup.h"

#include <string>
#include <string_view>
#include <vector>

namespace fleet {

// Keys the step-time kernel takes per configuration; everything else is a fleet key.
bool isLayoutKey(std::string_view key);
// Whether an issue rejects a configuration of a training search: an error, and not about the serving
// workload (inference.*, serving.*) — Gaudi 2/3 were rejected for lacking the plan's fp16 serving path.
bool rejectsTrainingSearch(const Issue& issue);

struct SearchFleet {
    Scenario base;         // the plan with this fleet's axis values (layout keys as in the plan)
    ResolvedFleet fleet;
    StepFabric fabric;
    double fabricSwitches = 0;
    StepSetup hardware;    // the step-time model's hardware side (layout filled per configuration)
    bool ok = false;       // the fleet resolves and has a dense peak for training.precision
    bool unsupportedPrecision = false;
    std::string error;     // why not, when !ok
    double hbmBytes = 0;
    double usdPerWallSecond = 0;    // cost of the run per second of its wall time
    double carbonKgPerWallSecond = 0;
    double tcoUsd = 0;              // tco.total_usd (layout-independent)
    double facilityWatts = 0;       // power.facility_w
};

// Index of the fleet combination of configuration `index` (mixed radix over the fleet axes only).
std::int64_t searchFleetIndex(const std::vector<SearchAxis>& axes, std::int64_t index);
std::int64_t searchFleetCount(const std::vector<SearchAxis>& axes);
// The configuration whose fleet axes take fleet combination `fleetIndex` and whose layout axes take layout
// combination `layoutIndex` (each a mixed-radix number over its own axes, first axis slowest).
std::int64_t configurationIndex(const std::vector<SearchAxis>& axes, std::int64_t fleetIndex, std::int64_t layoutIndex);
// Fleet combination `fleetIndex` of the search (~4 KB; one evaluate()).
SearchFleet buildSearchFleet(const Scenario& base, const std::vector<SearchAxis>& axes, const Catalog& catalog,
                             std::int64_t fleetIndex);
// Every fleet of the search, in fleet-index order.
std::vector<SearchFleet> buildSearchFleets(const Scenario& base, const std::vector<SearchAxis>& axes,
                                           const Catalog& catalog);

} // namespace fleet
