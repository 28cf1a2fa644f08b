#include "comm/Collectives.h"

#include <algorithm>
#include <cmath>

namespace fleet {

Seconds transferTime(Bytes n, const LinkCost& l) { return l.alpha + n / l.beta; }

Bytes crossoverBytes(const LinkCost& l) { return bytes(l.alpha.si() * l.beta.si()); }

Seconds ringAllReduce(Bytes m, double n, const LinkCost& l)
{
    return AllReduceCost::ring(n, l)(m);
}

Seconds treeAllReduce(Bytes m, double n, const LinkCost& l)
{
    if (n <= 1.0)
        return Seconds{};
    return l.alpha * (2.0 * std::ceil(std::log2(n))) + (m / l.beta) * 2.0;
}

Seconds hierarchicalAllReduce(Bytes m, double n, double g, const LinkCost& up, const LinkCost& out)
{
    g = std::clamp(g, 1.0, n);
    const double nodes = n / g;
    return reduceScatter(m, g, up) + ringAllReduce(m / g, nodes, out) + allGather(m, g, up);
}

Seconds allGather(Bytes m, double n, const LinkCost& l)
{
    if (n <= 1.0)
        return Seconds{};
    return (m / l.beta) * ((n - 1.0) / n) + l.alpha * (n - 1.0);
}

Seconds reduceScatter(Bytes m, double n, const LinkCost& l) { return allGather(m, n, l); }

Seconds allToAll(Bytes m, double n, const LinkCost& l) { return allGather(m, n, l); }

Bytes ringAllReduceBytesPerRank(Bytes m, double n) { return n <= 1.0 ? Bytes{} : m * (2.0 * (n - 1.0) / n); }

} // namespace fleet
