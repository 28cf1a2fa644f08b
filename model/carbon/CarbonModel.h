#pragma once
// Carbon and water, seed §1 "Sustainability and cost implications" (L860: the same run emits ~40× more on
// Polish coal, ~800 gCO2e/kWh, than on Québec hydro, ~20) and "The energy-scale invariant" (Eq. 1.5,
// L1008-1012: ρ_energy = useful FLOP / energy, in FLOP/J). Pure functions, no scenario: CarbonResults turns a
// plan into carbon.* results with them.
//
// Conventions.
//  - Energy is in J (SI); grid intensities stay in gCO2e/kWh and water intensities in L/kWh, the units every
//    source states them in (1 kWh = 3.6e6 J).
//  - Operational emissions = facility energy × grid intensity. Location-based by default (the region's average
//    grid factor); market-based when the plan states a contractual factor (facility.marketGCo2ePerKWh > 0).
//  - Embodied emissions are a one-off per device, amortized straight-line over the service life
//    (economics.years) and charged to a run by the share of that life it occupies: run / (years × 8,760 h).
//
// Published footprint identity (Patterson et al. 2021, Table 4; tests/model/tst_carbon.cpp): GPT-3 on 10,000
// V100 for 14.8 days at 330 W measured per chip (published-facts P-11) and PUE 1.10 is 1,289 MWh; the paper
// prints 1,287 MWh and, at 0.429 kg/kWh (published-facts C-03, C-07), 552 tCO2e.
#include "units/Quantity.h"

#include <optional>
#include <string>
#include <vector>

namespace fleet {

struct Catalog;

// ---- Constants ------------------------------------------------------------------------------------------
inline constexpr double kJoulesPerKWh = 3.6e6;
inline constexpr double kServiceHoursPerYear = 8760.0; // 365 days; leap days ignored

// Seed L860: Québec hydro ~20, Polish coal ~800 gCO2e/kWh ("about 40×").
inline constexpr double kSeedHydroGPerKWh = 20.0;
inline constexpr double kSeedCoalGPerKWh = 800.0;

// Embodied-carbon defaults used when the catalog is silent (each marked ESTIMATE in the result notes).
// Accelerator: the only published per-GPU figure in the sources, 150 kg CO2e for an A100 (Luccioni et al.,
// BLOOM; published-facts C-08). The catalog's H100 164 kg (HGX H100 product footprint / 8) is of the same order.
inline constexpr double kEmbodiedAcceleratorKgEstimate = 150.0;
// Host of an accelerator node (CPUs, DRAM, NICs, storage, chassis, PSUs; without the accelerators): BLOOM's
// HPE Apollo 6500 servers at 0.056 kg CO2e per hour over a 6-year life at ~85 % use = 0.056 × 52,560 × 0.85
// ≈ 2.5 t per server (published-facts C-08, derived). Charged once per node whatever its accelerator count.
inline constexpr double kEmbodiedHostKgEstimate = 2500.0;
// Network gear: no source gives a figure. A 1U 64-port switch is a small server-class box (one switch ASIC,
// PCB, PSUs, fans, chassis): taken as one fifth of the 2.5 t host above, 500 kg. A pluggable transceiver (a DSP
// of ~1 cm² at LLMCarbon's ~1.6 kg CO2/cm² for 7 nm, published-facts C-09, plus lasers and housing): 2 kg.
inline constexpr double kEmbodiedSwitchKgEstimate = 500.0;
inline constexpr double kEmbodiedTransceiverKgEstimate = 2.0;

// ---- Energy -------------------------------------------------------------------------------------------------
// Facility energy of a run at an average IT draw: E = P_IT,avg · PUE · T (Eq. 2.2 applied over time).
Joules facilityEnergy(Watts averageIt, double pue, Seconds duration);
// The published-footprint identity: E = devices · t · P_measured · PUE (Patterson et al. 2021: 10,000 V100 ×
// 14.8 d × 330 W × 1.10 = 1,289 MWh; printed 1,287 MWh).
Joules fleetEnergy(double devices, Seconds duration, Watts measuredPerDevice, double pue);
// Network energy of one endpoint's gradient sync, times `steps`: V · 8 · e_bit · steps (seed L1037: 700 GB at
// 15 pJ/bit = 84 J per sync, 84 MJ over 10⁶ steps, per endpoint).
Joules syncEnergy(Bytes perEndpoint, double joulesPerBit, double steps = 1.0);
// Eq. 1.5: ρ_energy = O_useful / E in FLOP/J (0 when E ≤ 0).
double energyProductivity(Flop useful, Joules energy);

// ---- Operational emissions and water ------------------------------------------------------------------------
// kg CO2e = E[kWh] · I[g/kWh] / 1000 (1 MWh at 800 g/kWh = 800 kg; 1,287 MWh at 429 g/kWh = 552 t).
double emissionsKg(Joules energy, double gCo2ePerKWh);
// Litres = E[kWh] · L/kWh (site WUE applies to IT energy; grid water intensity to the energy drawn from the grid).
double waterLitres(Joules energy, double litresPerKWh);

enum class GridBasis { Location, Market };
struct GridIntensity {
    double gCo2ePerKWh = 0.0;
    GridBasis basis = GridBasis::Location;
};
// Market-based when marketGCo2ePerKWh > 0 (a contract or PPA factor), else the region's location-based factor.
GridIntensity gridIntensity(double regionGCo2ePerKWh, double marketGCo2ePerKWh);

// ---- Embodied emissions -------------------------------------------------------------------------------------
// Share of the service life a run occupies: run / (years · 8,760 h). Not clamped: a run longer than the
// service life uses more than one fleet's worth of hardware (> 1). 0 when years ≤ 0.
double serviceLifeFraction(Seconds run, double years);
// totalKg · serviceLifeFraction(run, years).
double allocatedEmbodiedKg(double totalKg, Seconds run, double years);

struct EmbodiedInputs {
    double accelerators = 0.0; // all accelerators of the fleet
    double nodes = 0.0;
    double switches = 0.0;     // fabric.switches
    double transceivers = 0.0; // fabric.transceivers
    std::optional<double> acceleratorKg; // catalog, per accelerator (NULL → kEmbodiedAcceleratorKgEstimate)
    std::optional<double> nodeKg;        // catalog, per node, the whole system INCLUDING its accelerators
    double hostKg = kEmbodiedHostKgEstimate;
    double switchKg = kEmbodiedSwitchKgEstimate;
    double transceiverKg = kEmbodiedTransceiverKgEstimate;
};

struct EmbodiedBreakdown {
    double acceleratorsKg = 0.0;  // accelerators · per-accelerator figure (0 when the node figure is used)
    double hostsKg = 0.0;         // nodes · host estimate (0 when the node figure is used)
    double nodesKg = 0.0;         // nodes · catalog node figure (accelerators included)
    double switchesKg = 0.0;
    double transceiversKg = 0.0;
    double networkKg = 0.0;       // switches + transceivers
    double totalKg = 0.0;
    bool nodeFigureUsed = false;        // the catalog node row's embodied_kg (accelerators inside it)
    bool acceleratorEstimated = false;  // the accelerator row had no embodied_kg
    double perAcceleratorKg = 0.0;      // the per-accelerator figure used
};
// Rule: a catalog node figure counts the whole system, accelerators included (a system product footprint, as
// NVIDIA's HGX figure is), so it replaces accelerators + host; otherwise accelerators (catalog or estimate) +
// one host estimate per node. Network gear is always added.
EmbodiedBreakdown fleetEmbodied(const EmbodiedInputs& in);

// ---- Region comparison (a series builder for a view) --------------------------------------------------------
struct RegionEmission {
    std::string id, name;
    double gCo2ePerKWh = 0.0;
    double operationalKg = 0.0;            // the same facility energy on this region's grid
    std::optional<double> usdPerKWh;       // the region's price when the catalog states one
    std::optional<double> electricityUsd;  // energy × that price
    std::optional<double> waterLPerKWh;    // grid water intensity when known
};
// The same facility energy in every catalog region, sorted by emissions (lowest first, then by id).
std::vector<RegionEmission> regionComparison(const Catalog& c, Joules facilityEnergy);
// max / min of the catalog's grid intensities (0 when fewer than one positive value): seed L860's ~40×.
double gridSpread(const Catalog& c);

} // namespace fleet
