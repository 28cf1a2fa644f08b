#include "reliability/Checkpointing.h"

#include <cmath>
#include <limits>

namespace fleet {

Seconds youngDalyInterval(Seconds write, Seconds mtbf) { return seconds(std::sqrt(2.0 * write.si() * mtbf.si())); }

Seconds dalyInterval(Seconds write, Seconds mtbf)
{
    const double d = write.si(), m = mtbf.si();
    if (!(d < 2.0 * m))
        return mtbf;
    const double x = d / (2.0 * m);
    return seconds(std::sqrt(2.0 * d * m) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - d);
}

GoodputBreakdown goodputBreakdown(Seconds interval, Seconds write, Seconds restart, Seconds mtbf)
{
    GoodputBreakdown g;
    const double tau = interval.si(), d = write.si(), m = mtbf.si();
    const double lambda = m > 0.0 && std::isfinite(m) ? 1.0 / m : 0.0;
    if (tau > 0.0)
        g.checkpoint = d / tau;
    else
        g.checkpoint = d > 0.0 ? std::numeric_limits<double>::infinity() : 0.0; // writing continuously at a positive cost never progresses
    g.lostWork = tau > 0.0 ? 0.5 * tau * lambda : 0.0;
    g.restart = restart.si() * lambda;
    g.wallPerUseful = 1.0 + g.checkpoint + g.lostWork + g.restart;
    g.goodput = 1.0 / g.wallPerUseful;
    return g;
}

double goodput(Seconds interval, Seconds write, Seconds restart, Seconds mtbf)
{
    return goodputBreakdown(interval, write, restart, mtbf).goodput;
}

std::vector<std::pair<double, double>> goodputCurve(Seconds write, Seconds restart, Seconds mtbf, int points)
{
    std::vector<std::pair<double, double>> out;
    const double opt = youngDalyInterval(write, mtbf).si();
    if (!(opt > 0.0) || !std::isfinite(opt) || points < 2)
        return out;
    out.reserve(static_cast<size_t>(points));
    const double lo = std::log(0.1 * opt), hi = std::log(10.0 * opt);
    for (int i = 0; i < points; ++i) {
        const double tau = std::exp(lo + (hi - lo) * i / (points - 1));
        out.emplace_back(tau, goodput(seconds(tau), write, restart, mtbf));
    }
    return out;
}

SegmentPlan segmentPlan(Seconds useful, Seconds interval)
{
    SegmentPlan p;
    const double u = useful.si(), tau = interval.si();
    if (!(tau > 0.0)) {
        p.continuous = true;
        p.lastWork = u;
        return p;
    }
    if (!(u > 0.0))
        return p;
    const double segments = std::ceil(u / tau);
    p.interval = tau;
    p.checkpointed = segments - 1.0;
    p.lastWork = u - p.checkpointed * tau;
    if (p.lastWork <= 0.0) { // rounding when u is a multiple of τ
        p.checkpointed -= 1.0;
        p.lastWork += tau;
    }
    return p;
}

RenewalExpectation expectedRunExponential(Seconds useful, Seconds interval, Seconds write, Seconds restart,
                                          Seconds mtbf)
{
    RenewalExpectation e;
    const double m = mtbf.si(), r = restart.si();
    const double lambda = m > 0.0 && std::isfinite(m) ? 1.0 / m : 0.0;
    const SegmentPlan p = segmentPlan(useful, interval);
    if (p.continuous) { // no lost work: failures over the useful time, each costs R
        e.failures = useful.si() * lambda;
        e.wall = seconds(useful.si() + e.failures * r);
        return e;
    }
    // One segment of exposed length s: attempts until a failure-free stretch of s,
    // E[failures] = e^(λs) − 1, E[time] = (e^(λs) − 1)(1/λ + R)  (→ s as λ → 0).
    auto failures = [&](double s) { return std::expm1(lambda * s); };
    auto time = [&](double s) { return lambda > 0.0 ? failures(s) * (1.0 / lambda + r) : s; };
    const double s = p.interval + write.si();
    const bool any = p.checkpointed > 0.0; // 0 · ∞ would be NaN for an interval far beyond the MTBF
    e.failures = (any ? p.checkpointed * failures(s) : 0.0) + failures(p.lastWork);
    e.wall = seconds((any ? p.checkpointed * time(s) : 0.0) + time(p.lastWork));
    return e;
}

Bytes checkpointBytes(double params, double bytesPerParam) { return bytes(params * bytesPerParam); }

Seconds checkpointWriteTime(Bytes checkpoint, BytesPerSecond aggregateBandwidth) { return checkpoint / aggregateBandwidth; }

double renewalGoodput(Seconds interval, Seconds write, Seconds restart, Seconds mtbf)
{
    const double tau = interval.si(), M = mtbf.si(), R = restart.si();
    if (tau <= 0.0)
        return M / (M + R);
    return tau / (std::expm1((tau + write.si()) / M) * (M + R));
}

std::vector<std::pair<double, double>> renewalGoodputCurve(Seconds write, Seconds restart, Seconds mtbf, int points)
{
    std::vector<std::pair<double, double>> out = goodputCurve(write, restart, mtbf, points);
    for (auto& [tau, g] : out)
        g = renewalGoodput(seconds(tau), write, restart, mtbf);
    return out;
}

} // namespace fleet
