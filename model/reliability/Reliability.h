#pragma once
// Fleet reliability arithmetic: seed §1 "Scale and reliability" notebook (L621-627), the reliability gap
// (Eq. 1.1, L906-916), fault tolerance and reliability (L500-518); seed §2 failure probability and recovery
// overhead (L2098) and the WSC MTBF staircase (L2324-2336). Pure functions, no scenario.
//
// Conventions: failures are independent and exponential (constant rate λ = 1 / MTBF) unless a function says
// otherwise; times are Seconds, rates are failures per second (plain doubles). FIT is failures per 10⁹
// device-hours (seed L518).
#include "units/Quantity.h"

#include <string>
#include <utility>
#include <vector>

namespace fleet {

inline constexpr double kFitDeviceHours = 1e9;      // FIT = failures per 10⁹ device-hours (seed L518)

// ---- FIT ↔ MTBF ----------------------------------------------------------------------------------------
double fitFromMtbf(Seconds mtbf);  // 10⁹ h / MTBF[h]
Seconds mtbfFromFit(double fit);   // 10⁹ h / FIT

// ---- System MTBF ---------------------------------------------------------------------------------------
// N identical independent parts in series (any failure interrupts the job): MTBF / N (seed L625, L2336).
Seconds systemMtbf(Seconds componentMtbf, double count);

// One class of identical components: `count` parts of `mtbf` each.
struct FailureClass {
    std::string name;  // "accelerators", "nodes", "switches"
    double count = 0.0;
    Seconds mtbf;      // per component
    double ratePerSecond() const; // count / MTBF (0 for an empty class or a non-positive MTBF)
};
double totalFailureRate(const std::vector<FailureClass>& classes); // Σ count_i / MTBF_i, per second
// Composite series system: 1 / Σ (count_i / MTBF_i); +∞ when nothing can fail.
Seconds compositeMtbf(const std::vector<FailureClass>& classes);

// ---- Failure counts ------------------------------------------------------------------------------------
double expectedFailures(Seconds window, Seconds systemMtbf); // window / MTBF_sys (Poisson mean)
double failuresPerDay(Seconds systemMtbf);                   // 86,400 s / MTBF_sys
double failuresPerYear(Seconds systemMtbf);                  // 8,760 h / MTBF_sys
Seconds meanInterval(Seconds window, double failures);       // window / failures (e.g. Llama 3: 54 d / 419)

// ---- Survival and availability (Eq. 1.1, seed L908-916) -----------------------------------------------
// R_system(t) = e^(−Nλt) for N parts of rate λ; with Λ = Nλ already summed: e^(−Λt).
double survivalProbability(double ratePerSecond, Seconds t);
// All N nodes healthy when each is healthy with probability r: r^N (= e^(−N·λt) with r = e^(−λt)).
double clusterHealthyProbability(double perNodeReliability, double nodes);
// Series builder for the availability-vs-fleet-size view: `points` fleet sizes log-spaced over
// [nMin, nMax] (both ends included), each paired with r^N. Empty when the range or r is invalid.
std::vector<std::pair<double, double>> availabilityCurve(double perNodeReliability, double nMin, double nMax,
                                                         int points);
// Yearly downtime of a server with availability A: (1 − A) · 8,760 h (four nines → 52.6 min, seed L906).
Seconds annualDowntime(double availability);

// ---- Recovery overhead (seed L2098) --------------------------------------------------------------------
// Share of the run spent restarting: failures · R / T_run (0 for an empty run).
double restartOverheadFraction(double failures, Seconds restart, Seconds run);

// ---- Barrier synchronisation (seed L722) ---------------------------------------------------------------
// Throughput lost by a BSP job whose slowest worker runs at `slowestSpeed` (0..1] of nominal:
// 1 − T_nominal / T_slow = 1 − speed (90 % speed → 10 % loss).
double barrierThroughputLoss(double slowestSpeed);

} // namespace fleet
