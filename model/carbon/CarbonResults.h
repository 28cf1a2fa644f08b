#pragma once
#include "carbon/CarbonModel.h"
#include "fabric/FabricModel.h"
#include "hardware/Catalog.h"
#include "power/PowerModel.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"
#include "training/TrainingFigures.h"

namespace fleet {

// carbon.* results of the training run (seed §1 Sustainability and cost implications L860; Eq. 1.5 L1008-1012;
// Patterson et al. 2021 for the footprint identity; published-facts C-08 for embodied carbon, P-10 for WUE).
//
// Takes the upstream domains' typed results from evaluate() (nullptr / nullopt: not computed):
//   power->averageItW, training.wallS             → carbon.it_energy_j, carbon.energy_j, carbon.operational_kg,
//                                                  carbon.embodied_kg, carbon.total_kg, water
//   training.totalFlops                           → carbon.flop_per_joule
//   fabric->switches(), fabric->transceivers      → network embodied carbon (0 without a fabric, with an Info issue)
// A missing required value skips the keys that need it and adds a Warning issue naming the key (power.average_it_w,
// training.wall_s, …: the keys those figures are published as).
//
// Keys (SI unless the name says otherwise):
//   carbon.intensity_g_per_kwh (gCO2e/kWh)  grid factor used; location-based unless facility.marketGCo2ePerKWh > 0
//   carbon.it_energy_j (J)                  P_IT,avg · T_wall
//   carbon.energy_j (J)                     P_IT,avg · PUE · T_wall, the facility energy of the run
//   carbon.operational_kg (kg)              E · I
//   carbon.flop_per_joule (FLOP/J)          ρ_energy = C / E (Eq. 1.5)
//   carbon.embodied_{accelerators,hosts,nodes,network}_kg, carbon.embodied_total_kg (kg)  whole fleet
//   carbon.lifetime_fraction                T_wall / (years · 8,760 h)
//   carbon.embodied_kg (kg)                 embodied total · lifetime fraction (allocated to the run)
//   carbon.total_kg (kg)                    operational + allocated embodied
//   carbon.site_water_l, carbon.grid_water_l (when the region states it), carbon.water_l (L)
//   carbon.region_spread                    highest / lowest catalog grid intensity (seed L860: ~40×)
void addCarbonResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const PowerChain* power,
                      const FabricResult* fabric, const TrainingFigures& training, Results& out);
// Unless only values are asked for, the run's facility energy (carbon.energy_j) is kept in
// out.structs().runEnergyJ for the region comparison (regionComparison in carbon/CarbonModel.h).

// The embodied-carbon inputs of this plan: counts from the scenario, per-device figures from the catalog rows in
// `f`, network counts from the fabric (0 without one).
EmbodiedInputs embodiedInputs(const Scenario& s, const ResolvedFleet& f, const FabricResult* fabric);

} // namespace fleet
