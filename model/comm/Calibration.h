#pragma once
// Least-squares fit of the α-β model to measured (message size, time) points — e.g. an nccl-tests run —
// with Eigen. T(n) = a + b·n is linear in (a, b); for a collective with latency factor k_α and bandwidth
// factor k_β (ring AllReduce: k_α = 2(N−1), k_β = 2(N−1)/N), α = a / k_α and β = k_β / b.
#include <string>
#include <vector>

namespace fleet {

struct TimedPoint {
    double bytes = 0.0;
    double seconds = 0.0;
};

enum class Collective { PointToPoint, AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast };

struct CollectiveFactors {
    double alpha = 1.0; // number of latency terms
    double beta = 1.0;  // bytes on the wire per rank per byte of message
};

CollectiveFactors collectiveFactors(Collective c, double ranks);
bool collectiveFromString(const std::string& s, Collective& out); // "all_reduce", "all_gather", ...
std::string collectiveName(Collective c); // "all_reduce", the name nccl-tests' binary starts with
std::string collectiveNames();           // every collective's name, ", "-separated

struct AlphaBetaFit {
    bool ok = false;
    std::string error;
    double intercept = 0.0; // a, s
    double slope = 0.0;     // b, s/B
    double alpha = 0.0;     // s, per latency term of the link
    double beta = 0.0;      // B/s per direction (bus-bandwidth convention)
    double algBeta = 0.0;   // B/s, 1/b: the algorithm-bandwidth convention (message / time)
    double rSquared = 0.0;
    double maxRelResidual = 0.0;
    size_t points = 0;
};

// Ordinary least squares on T = a + b·n, each point weighted by 1/T so that small messages (which set α)
// count as much as large ones (which set β); a plain fit would ignore α. A fit is refused (ok false, the error
// says why) unless a, b, R², α and β are finite, a and b positive and R² > 0.
AlphaBetaFit fitAlphaBeta(const std::vector<TimedPoint>& points, Collective c, double ranks);

} // namespace fleet
