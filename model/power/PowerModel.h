#pragma once
// Power and cooling, seed §2 "Power wall and thermodynamic constraints" (L1714-1770), "Energy of data
// movement" (L1830-1856), "The Rack" (L2222-2246) and "The Pod" (L2286-2292). Pure functions, no catalog:
// PowerResults turns a scenario into power.* and cooling.* results with them.
//
// The chain, at peak (every accelerator at its TDP, or at power.capWatts when that is lower):
//   accelerator → node (+ CPUs, NICs, NVSwitch, fans, conversion) → rack (+ in-rack switches)
//   → IT load (all nodes + the whole fabric) → facility = IT × PUE (Eq. 2.2).
// The seed's own figures stop at the IT level: 33.5 kW per 4 × DGX H100 rack (L2224, L2232), 1.1 MW for
// 32 racks (L2228), 7–10 MW for a 10,000-GPU pod (L1758) and for 1,024 nodes (L2288) apply no PUE.
//
// Book inconsistencies the formulas below reproduce (tests/model/tst_power.cpp):
//  - thermal throttling (L1732): 989 × 500/700 = 706 TFLOP/s (−28.6 %); the book prints 712 (a 28 % cut).
//  - TDP growth (L1738): 1,000 / 300 W = 3.3×, the translation says "more than quadrupled"; CAGR 18.8 %/yr
//    is printed "about 18 %".
//  - power capping (L1766): 1 − 600/700 = 14.3 % saved, printed "15 %".
//  - power split (L1838): 400–500 W memory + 150–250 W tensor cores exceed 700 W at the upper ends (−50 W).
//  - MACs per 175B token (L1850): 1.75e11 (= P), printed 1.75e9; the next line's 0.175 J uses 1.75e11.
//  - HBM energy: 4 pJ/bit in the energy section (L1832, L1844) vs 2 pJ/bit in the HBM definition and
//    Table 2.4 (L1434, L1472): 11.2 J per 175B token at 4 pJ/bit, 5.6 J at 2 pJ/bit.
#include "units/Quantity.h"

namespace fleet {

// ---- Constants ------------------------------------------------------------------------------------------
// Non-accelerator power of a 4 × DGX H100 rack: CPUs, NVSwitch, NICs, conversion, fans ("11+ kW", seed L2232;
// 11.1 kW = 33.5 − 22.4 kW, L2224), i.e. 2,775 W per node, the default of power.nodeOverheadWatts.
inline constexpr double kSeedRackNonAcceleratorWatts = 11.1e3;
inline constexpr double kSeedNodesPerRack = 4.0;
// Engineered (contained, high-static-pressure) air removes at most ~30 kW per rack (seed L2236, L2424).
inline constexpr double kSeedEngineeredAirRackLimitWatts = 30e3;
// Liquid water: c_p = 4,186 J/(kg·K), 1 kg = 1 L.
inline constexpr double kWaterSpecificHeatJPerKgK = 4186.0;
// Energy per operation at 4 nm (seed L1832, L1844): one FP16 MAC, one bit from HBM / off-package DRAM.
inline constexpr double kSeedMacJoules = 1e-12;
inline constexpr double kSeedHbmJoulesPerBit = 4e-12;           // energy section (L1832, L1844, L1848)
inline constexpr double kSeedHbmJoulesPerBitDefinition = 2e-12; // HBM definition / Table 2.4 (L1434, L1472)
inline constexpr double kSeedDramJoulesPerBit = 20e-12;         // L1844

// ---- Facility (Eq. 2.2, L1720-1724) ---------------------------------------------------------------------
// P_facility = PUE · P_IT (1 W at PUE 1.5 → 1.5 W); the overhead is (PUE − 1) · P_IT (0.5 W).
Watts facilityPower(Watts it, double pue);
Watts pueOverhead(Watts it, double pue);
// Share of a whole (e.g. fabric power over IT power; seed L2629: 75 kW / 716.8 kW of GPU TDP = 10.5 %).
double powerShare(Watts part, Watts whole);

// ---- Accelerator: TDP, capping, throttling (L1726-1766) ------------------------------------------------
// Per-accelerator peak draw: the cap when 0 < cap < TDP, else the TDP (a cap above TDP does nothing).
Watts cappedAcceleratorPower(Watts tdp, double capWatts);
// Power saved per accelerator by running at `capped` instead of `tdp`: 1 − capped / TDP (600 W of 700 W:
// 14.3 %, the book prints 15 %, L1766).
double powerCapSaving(Watts tdp, Watts capped);
// Share of peak throughput left when an accelerator may only dissipate `available` of its `tdp`:
// (min(available, TDP) / TDP)^(1/exponent) down to kLowestMeasuredPowerShare, linear below (computeRateAtPowerShare). exponent 1 is the book's linear clock–power model (L1732:
// 500 of 700 W → 71.4 %, 989 → 706 TFLOP/s; the book prints 712 after rounding the cut to 28 %); exponent 3
// is dynamic power ∝ f·V² ∝ f³ under DVFS (→ 89.4 %, 884 TFLOP/s). The linear model also gives the book's
// "10–15 % peak lost" for a 600 W cap (14.3 %, L1766).
double throttledPerformanceFraction(Watts available, Watts tdp, double exponent = 1.0);
FlopPerSecond throttledPeak(FlopPerSecond peak, Watts available, Watts tdp, double exponent = 1.0);
// Whole accelerators a power budget feeds at `perAccelerator` each (everything they draw included):
// floor(budget / per).
double acceleratorsWithinBudget(Watts budget, Watts perAccelerator);

// ---- TDP trajectory and heat flux (L1738-1752) ---------------------------------------------------------
// Multiple between two TDPs (V100 300 W → B200 1,000 W: 3.33×; the translation says "more than 4×").
double tdpMultiple(Watts from, Watts to);
// Compound annual growth (to/from)^(1/years) − 1 (300 → 1,000 W in 7 years: 18.8 %/yr, printed "about 18 %").
double tdpAnnualGrowth(Watts from, Watts to, double years);
// TDP after `years` at `annualGrowth`: now · (1 + g)^t (1,000 W at 18.8 %: 1,188 / 1,411 W at 1 / 2 years,
// 1,676 / 1,991 W at 3 / 4 years, the book's 1,200–1,400 and 1,500–2,000 W, L1740).
Watts projectedTdp(Watts now, double annualGrowth, double years);
// Mean heat flux over the die in W/cm²: P / A (700 W over 814 mm² = 86 W/cm², 8.6 × a 10 W/cm² stove, L1750).
double heatFluxWPerCm2(Watts power, double dieAreaMm2);

// ---- Rack and pod (L2224-2246, L2288) ------------------------------------------------------------------
// ceil(nodes / nodesPerRack): 128 nodes → 32 racks (L2228), 1,024 → 256 ("about 250", L2288).
double racksFor(double nodes, double nodesPerRack);
// Leaf (ToR) switch power charged to each rack: P_switches · (leaf switches / all switches) / racks; 0 when
// either figure is unknown (non-finite or ≤ 0).
Watts inRackSwitchPower(Watts fabricSwitchPower, double leafSwitchFraction, double racks);
// Rack units left in a rack: rackUnits − nodesPerRack · nodeUnits (42U − 4 × 8U = 10U, L2242).
double rackFreeUnits(double nodeUnits, double nodesPerRack, double rackUnits = 42.0);
// A rack's heat stays within what its cooling removes.
bool rackWithinLimit(Watts rack, Watts limit);
// Share of their peak draw the rack's accelerators can sustain when the cooling removes only `limit`: the
// non-accelerator part (rack − accelerators) keeps its draw, the accelerators throttle into the rest:
// clamp((limit − (rack − accelerators)) / accelerators, 0, 1). 1 while the rack is within the limit
// (seed L1732 throttling; L2424 "air cooling is enough" fallacy). 4 × DGX H100 under 30 kW of air: 77.3 %
// with the 1.6 kW leaf switch, 84.4 % without.
double rackSustainedAcceleratorFraction(Watts limit, Watts rack, Watts rackAccelerators);

// ---- Cooling (L2236-2238, L2292) -----------------------------------------------------------------------
// Water flow that carries `heat` at a temperature rise ΔT: ṁ = P / (c_p · ΔT) kg/s = L/s (1 kg = 1 L).
// 1 MW at 10 K → 23.89 L/s = 1,433 L/min.
double coolantLitresPerSecond(Watts heat, double deltaTKelvin, double specificHeat = kWaterSpecificHeatJPerKgK);
double coolantLitresPerMinute(Watts heat, double deltaTKelvin, double specificHeat = kWaterSpecificHeatJPerKgK);
// Coolant distribution units: ceil(liquid heat / CDU capacity); 0 without liquid heat.
double cdusFor(Watts liquidHeat, Watts cduCapacity);
// Site water per hour: WUE (L/kWh of IT energy) × IT energy of one hour in kWh.
double waterLitresPerHour(Watts itPower, double wueLPerKWh);

// ---- Energy of data movement (L1832-1856) --------------------------------------------------------------
// Energy to move `bits` at `joulesPerBit` (one FP16 operand = 16 bits: 64 pJ from HBM, 320 pJ from DRAM).
Joules bitMoveEnergy(double bits, double joulesPerBit);
// Streaming `weights` once: W · 8 · e_bit (350 GB at 4 pJ/bit = 11.2 J, L1848; 5.6 J at 2 pJ/bit).
Joules weightStreamEnergy(Bytes weights, double joulesPerBit = kSeedHbmJoulesPerBit);
// MACs of one decoded token: one multiply-accumulate per parameter, 2P FLOP (175B → 1.75e11 MAC =
// 3.5e11 FLOP; the book prints 1.75e9 MAC at L1850).
double decodeMacsPerToken(double params);
Joules macEnergy(double macs, double joulesPerMac = kSeedMacJoules); // 1.75e11 × 1 pJ = 0.175 J (L1852)
// What a TDP leaves for clocks, I/O and leakage after the memory subsystem and the tensor cores:
// TDP − P_memory − P_tensor (L1838: 700 − 400 − 150 = 150 W, but 700 − 500 − 250 = −50 W).
Watts powerRemainder(Watts tdp, Watts memory, Watts tensorCores);

// ---- The chain -----------------------------------------------------------------------------------------
struct PowerChainInputs {
    Watts tdp;                       // per accelerator
    double capWatts = 0.0;           // power.capWatts, 0 = uncapped
    double acceleratorsPerNode = 8.0;
    double nodes = 1.0;
    double nodesPerRack = 4.0;
    Watts nodeOverhead = Watts::fromSi(kSeedRackNonAcceleratorWatts / kSeedNodesPerRack);
    bool useRatedNodePower = false;  // with ratedNodePower > 0: node = rated − n · (TDP − P_acc)
    Watts ratedNodePower;            // 0 = unknown
    Watts fabric;                    // all fabric power (switches, optics), part of the IT load
    Watts fabricSwitch;              // switch power, of which the leaf share sits in the racks
    double leafSwitchFraction = 0.0; // leaf switches / all switches; ≤ 0 or non-finite = unknown
    double pue = 1.0;
    double averageFraction = 1.0;    // average accelerator draw / TDP under DVFS (seed L1766: 0.70–0.85)
    // A measured average draw per accelerator with its share of the host (Patterson et al. 2021: 330 W per V100),
    // when the node row publishes one: the average node is n times it (at most its peak), not the DVFS rule.
    Watts measuredAveragePerAccelerator; // 0 = none
    // cooling.throttle_fraction (issue 28 part 3): a throttled rack's accelerators average at most this share of
    // their peak draw (the peak figures, which decide the throttling, stay unthrottled).
    double sustainedShare = 1.0;
};

// Every figure in W (SI) except `racks`. Peak values first, then the DVFS averages.
struct PowerChain {
    double acceleratorW = 0.0;      // one accelerator at peak, after the cap
    double nodeOverheadW = 0.0;     // one node's non-accelerator power (rated mode: rated − n · TDP)
    double nodeW = 0.0;             // one node at peak
    double racks = 0.0;             // ceil(nodes / nodesPerRack)
    double rackSwitchW = 0.0;       // in-rack (leaf) switch power per rack
    double rackW = 0.0;             // one full rack at peak: nodesPerRack · nodeW + rackSwitchW
    double acceleratorsW = 0.0;     // all accelerators: nodes · n · acceleratorW
    double nonAcceleratorW = 0.0;   // all node overheads: nodes · (nodeW − n · acceleratorW)
    double fabricW = 0.0;           // the whole fabric (in-rack switches included)
    double itW = 0.0;               // acceleratorsW + nonAcceleratorW + fabricW = nodes · nodeW + fabricW
    double pueOverheadW = 0.0;      // (PUE − 1) · itW
    double facilityW = 0.0;         // PUE · itW
    double averageAcceleratorW = 0.0; // min(averageFraction · TDP, sustainedShare · acceleratorW)
    double averageNodeW = 0.0;        // nodeW − n · (acceleratorW − averageAcceleratorW)
    double averageItW = 0.0;          // nodes · averageNodeW + fabricW (fabric and overheads unchanged)
    double averageFacilityW = 0.0;    // PUE · averageItW
    bool ratedNodePowerUsed = false;
    bool measuredAverageUsed = false; // averageNodeW = min(n · measured, nodeW)
};

// The waterfall accelerators → node overhead → fabric → PUE overhead: acceleratorsW + nonAcceleratorW +
// fabricW + pueOverheadW = facilityW.
PowerChain powerChain(const PowerChainInputs& in);

// ---- Power reaching the step (issue 28 part 3) -----------------------------------------------------------
// What one accelerator may draw to compute with, as a share of its TDP: the cap's P_acc / TDP (power.capWatts)
// times the share of that its rack's cooling sustains (cooling.throttle_fraction). 1 = unlimited; 0 = the rack's
// other parts alone take what the cooling removes.
struct AcceleratorPowerShare {
    double cap = 1.0;
    double cooling = 1.0;
    double share() const { return cap * cooling; }
};
AcceleratorPowerShare acceleratorPowerShare(const PowerChain& ch, Watts tdp, double acceleratorsPerRack, Watts rackLimit);
// The rate compute-bound kernels keep at a power share x of the draw they take uncapped: min(1, x)^k down to the
// lowest share measured, x_min; below it, linear to 0 at x = 0 from there (continuous; no measurement, and k rises
// towards 1 and beyond as caps deepen: the clocks reach their floor). 0 at x ≤ 0.
// k = 1 is the book's linear clock–power rule (seed L1732: 500 of 700 W → 71.4 %); measured caps give k 0.3–0.65
// (calibration power_cap_exponent; docs/research/power-capped-throughput.md): the same cap keeps 0.81 at k 0.64.
inline constexpr double kLowestMeasuredPowerShare = 0.35; // H100 GPT-J at 250 of 700 W, A40 at 100 of 300 W
double computeRateAtPowerShare(double share, double k);
// What power.capWatts leaves an accelerator of `tdp`: P_acc / TDP (1 uncapped or capped at or above the TDP).
double powerShareOfCap(Watts tdp, double capWatts);
// The book's rule, k = 1 (training.timeModel = book): the rate is the share itself.
inline double bookPowerRate(double share) { return computeRateAtPowerShare(share, 1.0); }

} // namespace fleet
