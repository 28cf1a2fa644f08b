#include "comm/Calibration.h"

#include <Eigen/Dense>
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace fleet {

CollectiveFactors collectiveFactors(Collective c, double n)
{
    switch (c) {
    case Collective::PointToPoint: return {1.0, 1.0};
    case Collective::AllReduce: return {2.0 * (n - 1.0), 2.0 * (n - 1.0) / n};
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll: return {n - 1.0, (n - 1.0) / n};
    case Collective::Broadcast: return {n - 1.0, 1.0};
    }
    return {};
}

namespace {

constexpr Collective kCollectives[] = {Collective::AllReduce,    Collective::AllGather,    Collective::ReduceScatter,
                                       Collective::AllToAll,     Collective::PointToPoint, Collective::Broadcast};

} // namespace

bool collectiveFromString(const std::string& s, Collective& out)
{
    static const std::pair<const char*, Collective> aliases[] = {
        {"p2p", Collective::PointToPoint},        {"allreduce", Collective::AllReduce},
        {"allgather", Collective::AllGather},     {"reducescatter", Collective::ReduceScatter},
        {"all_to_all", Collective::AllToAll}};
    for (Collective c : kCollectives)
        if (s == collectiveName(c)) {
            out = c;
            return true;
        }
    for (const auto& [name, c] : aliases)
        if (s == name) {
            out = c;
            return true;
        }
    return false;
}

std::string collectiveName(Collective c)
{
    switch (c) {
    case Collective::PointToPoint: return "sendrecv";
    case Collective::AllReduce: return "all_reduce";
    case Collective::AllGather: return "all_gather";
    case Collective::ReduceScatter: return "reduce_scatter";
    case Collective::AllToAll: return "alltoall";
    case Collective::Broadcast: return "broadcast";
    }
    return {};
}

std::string collectiveNames()
{
    std::string out;
    for (Collective c : kCollectives)
        out += (out.empty() ? "" : ", ") + collectiveName(c);
    return out;
}

namespace {

// Why a solved fit cannot give α and β ("" when it can).
std::string fitProblem(const AlphaBetaFit& f)
{
    for (double v : {f.intercept, f.slope, f.rSquared, f.alpha, f.beta, f.algBeta})
        if (!std::isfinite(v))
            return fmt::format("the fit gives no finite numbers (a = {:g} s, b = {:g} s/B, R² = {:g}); these points do "
                               "not follow T = α + n/β",
                               f.intercept, f.slope, f.rSquared);
    if (!(f.rSquared > 0.0))
        return fmt::format("the fit explains none of the spread of the times (R² = {:.3f}); these points do not follow "
                           "T = α + n/β",
                           f.rSquared);
    if (!(f.intercept > 0.0))
        return fmt::format("the fitted latency a = {:.3g} µs is not positive: the smallest messages show no fixed "
                           "cost; measure down to a few bytes (nccl-tests -b 8)",
                           f.intercept * 1e6);
    return {};
}

} // namespace

AlphaBetaFit fitAlphaBeta(const std::vector<TimedPoint>& points, Collective c, double ranks)
{
    AlphaBetaFit fit;
    std::vector<TimedPoint> usable;
    for (const TimedPoint& p : points)
        if (std::isfinite(p.bytes) && std::isfinite(p.seconds) && p.bytes >= 0.0 && p.seconds > 0.0)
            usable.push_back(p);
    fit.points = usable.size();
    if (usable.size() < 2) {
        fit.error = "need at least two measurements with a positive time";
        return fit;
    }
    const double minBytes = std::min_element(usable.begin(), usable.end(), [](auto& a, auto& b) { return a.bytes < b.bytes; })->bytes;
    const double maxBytes = std::max_element(usable.begin(), usable.end(), [](auto& a, auto& b) { return a.bytes < b.bytes; })->bytes;
    if (maxBytes <= minBytes) {
        fit.error = "every measurement has the same message size; β cannot be fitted";
        return fit;
    }
    if (ranks < 2.0 && c != Collective::PointToPoint) {
        fit.error = "a collective needs at least two ranks";
        return fit;
    }
    const Eigen::Index n = static_cast<Eigen::Index>(usable.size());
    Eigen::MatrixXd A(n, 2);
    Eigen::VectorXd y(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const double w = 1.0 / usable[static_cast<size_t>(i)].seconds; // relative-error weighting
        A(i, 0) = w;
        A(i, 1) = usable[static_cast<size_t>(i)].bytes * w;
        y(i) = 1.0;
    }
    const Eigen::Vector2d x = A.colPivHouseholderQr().solve(y);
    fit.intercept = x(0);
    fit.slope = x(1);
    if (!(fit.slope > 0.0)) {
        fit.error = "time does not grow with message size; these points do not follow T = α + n/β";
        return fit;
    }
    double ssRes = 0.0, ssTot = 0.0, mean = 0.0;
    for (const TimedPoint& p : usable)
        mean += p.seconds;
    mean /= static_cast<double>(usable.size());
    for (const TimedPoint& p : usable) {
        const double pred = fit.intercept + fit.slope * p.bytes;
        ssRes += (p.seconds - pred) * (p.seconds - pred);
        ssTot += (p.seconds - mean) * (p.seconds - mean);
        fit.maxRelResidual = std::max(fit.maxRelResidual, std::fabs(p.seconds - pred) / p.seconds);
    }
    fit.rSquared = ssTot > 0.0 ? 1.0 - ssRes / ssTot : 1.0;
    const CollectiveFactors k = collectiveFactors(c, ranks);
    fit.alpha = std::max(0.0, fit.intercept) / k.alpha;
    fit.beta = k.beta / fit.slope;
    fit.algBeta = 1.0 / fit.slope;
    fit.error = fitProblem(fit);
    fit.ok = fit.error.empty();
    return fit;
}

} // namespace fleet
