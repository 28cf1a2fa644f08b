#pragma once
#include "fabric/FabricModel.h"
#include "hardware/Catalog.h"
#include "power/PowerModel.h"
#include "results/Issue.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"
#include "tco/TcoModel.h"
#include "training/TrainingFigures.h"

#include <optional>
#include <vector>

namespace fleet {

// How the compute hardware is priced.
//  - The resolved node has a catalog price and is the scenario's node shape (same accelerators per node): node
//    price × nodes. A DGX price includes its 8 GPUs, so nothing is added per accelerator (no double counting).
//  - Otherwise accelerator price × N + host estimate × N (kHostUsdPerAcceleratorEstimate per accelerator slot,
//    ESTIMATE derived from the DGX H100 and H100 catalog prices).
//  - Neither price known: nullopt.
struct ComputeHardwareCost {
    double usd = 0.0;
    bool nodePriced = false;
    double nodes = 0.0, accelerators = 0.0;
    double nodePriceUsd = 0.0;
    double acceleratorPriceUsd = 0.0;
    double hostUsdPerAccelerator = 0.0;
};
std::optional<ComputeHardwareCost> computeHardwareCost(const Scenario& s, const ResolvedFleet& f);
// The same rule for `nodes` nodes of the plan's node instead of fleet.nodes (the serving fleet's).
std::optional<ComputeHardwareCost> computeHardwareCost(const Scenario& s, const ResolvedFleet& f, std::int64_t nodes);

// IT draw of the fleet while idle: P_IT,avg − N · (P_acc,avg − P_idle), P_idle = min(kIdle · TDP, P_acc,avg).
// Node overheads and the fabric keep their draw. Needs the power chain (averageItW, averageAcceleratorW).
std::optional<double> idleItWatts(const Scenario& s, const ResolvedFleet& f, const PowerChain* power);

// The plan's TCO inputs from the scenario, the catalog rows in `f`, the power chain (itW, averageItW,
// averageAcceleratorW) and the fabric (costUsd; without one the capex holds no fabric, with a warning). nullopt
// when a price or the power chain is missing; the reasons are appended to `issues` when given.
std::optional<TcoInputs> tcoInputs(const Scenario& s, const ResolvedFleet& f, const PowerChain* power,
                                   const FabricResult* fabric, std::vector<Issue>* issues = nullptr);

// tco.* results (seed §2 L1478-1490, L1822, L2266, L2426-2428, L2472, L2483; prices published-facts C-10..C-12).
//
// Takes the upstream domains' typed results from evaluate() (nullptr / nullopt: not computed): the power chain
// (itW, averageItW, averageAcceleratorW), the fabric (costUsd; 0 with a Warning without one), the training
// figures (acceleratorHours, clusterFlopsPerS) and the inference figures (tokensPerS). A missing value skips the
// keys that need it and adds an issue naming the key it is published as (power.it_w, training.accelerator_hours,
// …). TcoInputs.cpp holds the inputs, TcoResults.cpp the tco.* results.
//
// Keys:
//   tco.capex_compute_usd, tco.capex_fabric_usd, tco.capex_facility_usd, tco.capex_installation_usd,
//   tco.capex_usd (USD); tco.depreciation_usd_per_year (USD/year)
//   tco.idle_it_w (W), tco.energy_j_per_year (J/year), tco.electricity_usd_per_year, tco.maintenance_usd_per_year,
//   tco.staff_usd_per_year, tco.opex_usd_per_year (USD/year)
//   tco.total_usd, tco.cloud_total_usd (USD); tco.usd_per_accelerator_hour (USD/h)
//   tco.breakeven_utilization (fraction; > 1 when owning never pays); tco.owning_cheaper (bool)
//   tco.usd_per_training_run, tco.cloud_usd_per_training_run (USD); tco.usd_per_million_tokens (USD/Mtoken);
//   tco.usd_per_effective_pflop_hour (USD per PFLOP/s delivered for an hour); tco.hbm_usd (USD)
void addTcoResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const PowerChain* power,
                   const FabricResult* fabric, const TrainingFigures& training, const InferenceFigures& inference,
                   Results& out);
// Unless only values are asked for, the inputs are kept in out.structs().tco (the TCO tab's curves).

} // namespace fleet
