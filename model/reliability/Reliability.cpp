#include "reliability/Reliability.h"

#include <cmath>
#include <limits>

namespace fleet {

double fitFromMtbf(Seconds mtbf) { return kFitDeviceHours / mtbf.in(units::hour); }

Seconds mtbfFromFit(double fit) { return seconds(kFitDeviceHours / fit * units::hour); }

Seconds systemMtbf(Seconds componentMtbf, double count) { return componentMtbf / count; }

double FailureClass::ratePerSecond() const
{
    if (!(count > 0.0) || !(mtbf.si() > 0.0) || !std::isfinite(mtbf.si()))
        return 0.0;
    return count / mtbf.si();
}

double totalFailureRate(const std::vector<FailureClass>& classes)
{
    double rate = 0.0;
    for (const FailureClass& c : classes)
        rate += c.ratePerSecond();
    return rate;
}

Seconds compositeMtbf(const std::vector<FailureClass>& classes)
{
    const double rate = totalFailureRate(classes);
    return seconds(rate > 0.0 ? 1.0 / rate : std::numeric_limits<double>::infinity());
}

double expectedFailures(Seconds window, Seconds systemMtbf) { return window / systemMtbf; }

double failuresPerDay(Seconds systemMtbf) { return units::day / systemMtbf.si(); }

double failuresPerYear(Seconds systemMtbf) { return kHoursPerYear * units::hour / systemMtbf.si(); }

Seconds meanInterval(Seconds window, double failures) { return window / failures; }

double survivalProbability(double ratePerSecond, Seconds t) { return std::exp(-ratePerSecond * t.si()); }

double clusterHealthyProbability(double perNodeReliability, double nodes)
{
    return std::pow(perNodeReliability, nodes);
}

std::vector<std::pair<double, double>> availabilityCurve(double perNodeReliability, double nMin, double nMax,
                                                         int points)
{
    std::vector<std::pair<double, double>> out;
    if (points < 1 || !(nMin > 0.0) || !(nMax >= nMin) || !std::isfinite(nMax) || !(perNodeReliability >= 0.0) ||
        !(perNodeReliability <= 1.0))
        return out;
    out.reserve(static_cast<size_t>(points));
    if (points == 1 || nMax == nMin) {
        out.emplace_back(nMin, clusterHealthyProbability(perNodeReliability, nMin));
        return out;
    }
    const double lo = std::log(nMin), hi = std::log(nMax);
    for (int i = 0; i < points; ++i) {
        // Exact ends, log-spaced in between.
        const double n = i == 0 ? nMin : (i == points - 1 ? nMax : std::exp(lo + (hi - lo) * i / (points - 1)));
        out.emplace_back(n, clusterHealthyProbability(perNodeReliability, n));
    }
    return out;
}

Seconds annualDowntime(double availability) { return seconds((1.0 - availability) * kHoursPerYear * units::hour); }

double restartOverheadFraction(double failures, Seconds restart, Seconds run)
{
    if (!(run.si() > 0.0))
        return 0.0;
    return failures * restart.si() / run.si();
}

double barrierThroughputLoss(double slowestSpeed) { return 1.0 - slowestSpeed; }

} // namespace fleet
