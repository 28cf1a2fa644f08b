#pragma once
// Total cost of ownership, seed §2: HBM cost (L1478, L1490), node price and the FP8 fleet equivalent (L1822),
// rack hardware value (L2266), "all GPU-hours are equal" fallacy (L2426-2428), build pays only at sustained
// utilization (L2472, L2483). Pure functions, no scenario: TcoResults turns a plan into tco.* results with them.
//
// The cost model (all USD; one service life of `years`):
//   hardware    = compute hardware (node price × nodes, or accelerator price × N + host estimate) + fabric
//   capex       = hardware + facility build (USD/W × peak IT) + installation (fraction × hardware)
//   opex / year = electricity + maintenance (fraction × hardware) + staff
//   electricity = PUE · (u · P_IT,busy + (1 − u) · P_IT,idle) · 8,760 h · price
//                 (a fleet that is not utilized still draws idle power; the only term that depends on u)
//   total       = capex + years · opex / year   (= years · (straight-line depreciation + opex))
//   owned rate  = total / (N · years · 8,760 h · u)
//   cloud total = cloud price · N · years · 8,760 h · u
// Owned cost is linear in u (A + B·u) and cloud cost proportional to it (C·u), so the break-even utilization
// has a closed form u* = A / (C − B) when C > B.
#include "units/Precision.h"
#include "units/Quantity.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fleet {

struct Catalog;

// ---- Constants ------------------------------------------------------------------------------------------
inline constexpr double kUsdJoulesPerKWh = 3.6e6;
// Seed L1478: HBM costs ~$10-15 per GB, DDR5 server memory ~$3 per GB.
inline constexpr double kSeedHbmUsdPerGBLow = 10.0;
inline constexpr double kSeedHbmUsdPerGBHigh = 15.0;
inline constexpr double kSeedDdr5UsdPerGB = 3.0;
// Seed L1822 / L2266: ~$350,000 per 8-GPU DGX H100 node; $1.4M per 4-node rack.
inline constexpr double kSeedDgxH100Usd = 350000.0;
// Host of a node bought as accelerators + server (CPUs, DRAM, NICs, NVSwitch baseboard, chassis, integration),
// per accelerator slot: ($350,000 DGX H100 − 8 × $25,000 catalog H100) / 8 = $18,750. ESTIMATE derived from the
// catalog's two prices; used only when the node row has no price.
inline constexpr double kHostUsdPerAcceleratorEstimate = (kSeedDgxH100Usd - 8.0 * 25000.0) / 8.0;
// Idle accelerator draw when the fleet is not utilized, as a share of TDP: ESTIMATE (an idle H100 SXM reads
// ~60-80 W of its 700 W). Node overheads and the fabric keep their draw (as the power model's average assumes).
inline constexpr double kIdleAcceleratorFractionOfTdp = 0.10;

// ---- Seed building blocks -------------------------------------------------------------------------------------
// HBM bill of one accelerator: capacity · $/GB (80 GB at $10-15 = $800-1,200; 192 GB = $1,920-2,880, L1478).
double hbmCostUsd(Bytes capacity, double usdPerGB);
// Node hardware for N accelerators: ceil(N / perNode) · node price (10,000 GPUs / 8 × $350k = $437.5M, L1822).
double nodeHardwareUsd(double accelerators, double perNode, double nodePriceUsd);

// ---- Cross-generation (seed L2426-2428) -----------------------------------------------------------------------
// Hours of delivered FLOP one hour on `newer` is worth on `older`: R_newer / R_older (H100 FP8 1,979 vs A100 FP16
// 312: 6.3×; vs V100 FP16 125: 15.8×).
double gpuHourEquivalence(FlopPerSecond newer, FlopPerSecond older);
// Hours on `to` that deliver the FLOP of `hours` on `from`: hours · R_from / R_to (10,000 V100 h → 632 H100 h).
double equivalentHours(double hours, FlopPerSecond from, FlopPerSecond to);
// $ per effective TFLOP-hour: price per hour / (R_peak · MFU in TFLOP/s). The right comparison across
// generations, not $ per GPU-hour (L2428).
double usdPerEffectiveTflopHour(double usdPerHour, FlopPerSecond peak, double mfu);

struct GenerationCost {
    std::string id, name;
    int year = 0;
    Precision precision = Precision::FP16; // the fastest of FP8 / FP16 / BF16 the chip has (FP16 on ties)
    double peakFlopsPerS = 0.0;
    double priceUsd = 0.0;
    double usdPerHour = 0.0;               // purchase price / (years · 8,760 h · u): hardware only
    double usdPerEffectiveTflopHour = 0.0; // usdPerHour / (peak · MFU / 1e12)
    double hourEquivalence = 0.0;          // peak / the series' slowest peak
};
// Every catalog accelerator with a price and a 16- or 8-bit floating-point path, at its fastest such precision,
// sorted by $ per effective TFLOP-hour (cheapest first, then by id). Hardware purchase only (no host, power,
// facility): the seed's comparison of delivered FLOP per dollar across generations (a series builder).
std::vector<GenerationCost> crossGenerationCosts(const Catalog& c, double years, double utilization, double mfu);

// ---- The TCO --------------------------------------------------------------------------------------------------
struct TcoInputs {
    double accelerators = 0.0;           // N
    double computeHardwareUsd = 0.0;     // nodes (or accelerators + hosts)
    double fabricUsd = 0.0;              // fabric.cost_usd
    double itPeakW = 0.0;                // power.it_w: the facility is built for it
    double busyItW = 0.0;                // power.average_it_w: IT draw while utilized
    double idleItW = 0.0;                // IT draw while idle
    double pue = 1.0;
    double usdPerKWh = 0.0;
    double facilityUsdPerWatt = 0.0;
    double installationFraction = 0.0;
    double maintenanceFraction = 0.0;
    double staffUsdPerYear = 0.0;
    double years = 1.0;
    double utilization = 1.0;
    double cloudUsdPerAcceleratorHour = 0.0;
};

struct TcoBreakdown {
    double hardwareUsd = 0.0;      // compute hardware + fabric: the base of installation and maintenance
    double facilityUsd = 0.0;
    double installationUsd = 0.0;
    double capexUsd = 0.0;
    double depreciationUsdPerYear = 0.0;
    double energyJPerYear = 0.0;
    double electricityUsdPerYear = 0.0;
    double maintenanceUsdPerYear = 0.0;
    double staffUsdPerYear = 0.0;
    double opexUsdPerYear = 0.0;
    double totalUsd = 0.0;
    double acceleratorHours = 0.0; // N · years · 8,760 h · u
    double usdPerAcceleratorHour = 0.0;
    double cloudTotalUsd = 0.0;
};
TcoBreakdown computeTco(const TcoInputs& in);
// The same at another utilization (u clamped to [0, 1]).
double ownedTotalUsd(const TcoInputs& in, double utilization);
double cloudTotalUsd(const TcoInputs& in, double utilization);

// The utilization u* at which owning costs what renting does, in closed form (owned = A + B·u, cloud = C·u):
// u* = A / (C − B). nullopt when C ≤ B (renting stays cheaper at any utilization, or both are free). The value
// may exceed 1: owning does not pay at any feasible utilization.
std::optional<double> breakevenUtilization(const TcoInputs& in);

// ---- Sensitivity (tornado data, a series builder) ---------------------------------------------------------------
enum class SensitivityInput { HardwarePrice, ElectricityPrice, Pue, Utilization, Years, FacilityUsdPerWatt };
enum class SensitivityMetric { TotalUsd, UsdPerAcceleratorHour };

struct SensitivityBar {
    SensitivityInput input = SensitivityInput::HardwarePrice;
    std::string key;   // the scenario key the input comes from (or the catalog price)
    std::string label;
    double baseValue = 0.0, lowValue = 0.0, highValue = 0.0;    // the input
    double baseMetric = 0.0, lowMetric = 0.0, highMetric = 0.0; // the metric
    bool clamped = false; // the low or high input was clamped (PUE ≥ 1, 0 < u ≤ 1)
    double lowDelta() const { return lowMetric - baseMetric; }
    double highDelta() const { return highMetric - baseMetric; }
    double swing() const { return highMetric > lowMetric ? highMetric - lowMetric : lowMetric - highMetric; }
};
std::string_view toString(SensitivityInput i);
// Each major input at (1 − fraction) and (1 + fraction) of its base, everything else held: the metric's change.
// Sorted by swing, largest first (ties by input order). PUE is clamped at 1 and utilization to (0, 1].
std::vector<SensitivityBar> tcoSensitivity(const TcoInputs& base, double fraction = 0.2,
                                           SensitivityMetric metric = SensitivityMetric::TotalUsd);

} // namespace fleet
