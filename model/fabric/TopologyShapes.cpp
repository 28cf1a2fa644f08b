#include "fabric/Topology.h"
#include "fabric/TopologyDetail.h"

#include <algorithm>
#include <cmath>
#include <vector>

// Dragonfly and 3D-torus fabrics (seed §3 Network Fabrics, L2738-2851): their sizing and their shapes.
namespace fleet {

using namespace topology_detail;

namespace {

// In-rack torus links: racks are bricks b_x × b_y × b_z of A vertices tiling the torus (each b_d divides
// n_d); links inside a brick (and wraparound rings a brick spans whole) are in-rack. The tiling with the
// most in-rack links wins; none found → 0.
std::int64_t torusInRackLinks(const std::array<std::int64_t, 3>& n, std::int64_t perRack)
{
    const std::int64_t N = n[0] * n[1] * n[2];
    if (perRack <= 0)
        return 0;
    if (perRack >= N)
        return torusLinks(n);
    if (N % perRack != 0)
        return 0;
    std::int64_t best = 0;
    for (std::int64_t bx : divisors(perRack)) {
        if (n[0] % bx != 0)
            continue;
        for (std::int64_t by : divisors(perRack / bx)) {
            const std::int64_t bz = perRack / bx / by;
            if (n[1] % by != 0 || n[2] % bz != 0)
                continue;
            const std::array<std::int64_t, 3> b{bx, by, bz};
            std::int64_t inside = 0;
            for (int i = 0; i < 3; ++i)
                inside += (b[i] == n[i] ? ringLinks(n[i]) : b[i] - 1) * (perRack / b[i]);
            best = std::max(best, inside);
        }
    }
    return best * (N / perRack);
}

} // namespace

namespace topology_detail {

FabricSizing sizeDragonfly(const FabricSpec& s)
{
    FabricSizing z;
    z.topology = s.topology;
    z.hosts = s.accelerators;
    const DragonflyShape df = balancedDragonfly(s.radix);
    z.dragonfly = df;
    z.leaf = LeafPorts{df.p, df.a - 1 + df.h};
    z.maxHosts = df.maxHosts();
    z.fits = s.accelerators <= z.maxHosts;
    z.tiersBuilt = 1;

    const std::int64_t N = s.accelerators;
    const std::int64_t routersNeeded = ceilDiv(N, df.p);
    std::int64_t routers = 0, local = 0, global = 0, m = 0;
    double cross = 0.0;
    if (routersNeeded <= df.a) {
        // One (possibly partial) group: routers fully connected by local links.
        z.groups = 1;
        routers = routersNeeded;
        local = routers * (routers - 1) / 2;
        // A single router is a non-blocking crossbar; otherwise the cut separates routers.
        cross = routers <= 1 ? static_cast<double>(N) / 2.0
                             : static_cast<double>(routers / 2) * static_cast<double>(routers - routers / 2);
    } else {
        // Whole groups of a routers; every group's a·h global ports spread evenly over the other groups.
        z.groups = ceilDiv(routersNeeded, df.a);
        routers = z.groups * df.a;
        m = std::max<std::int64_t>(1, (df.a * df.h) / (z.groups - 1));
        local = z.groups * (df.a * (df.a - 1) / 2);
        // In double and saturated: an over-capacity fleet on a tiny radix would overflow g² in integers.
        const double globalLinks = static_cast<double>(m) * static_cast<double>(z.groups) *
                                   static_cast<double>(z.groups - 1) / 2.0;
        global = globalLinks < 9e18 ? static_cast<std::int64_t>(globalLinks) : std::int64_t(9e18);
        cross = static_cast<double>(z.groups / 2) * static_cast<double>(z.groups - z.groups / 2) * static_cast<double>(m);
    }
    z.globalLinksPerGroupPair = m;
    z.switchesPerTier[0] = routers;
    z.linksPerTier = {N, local, global};
    z.ports = N + 2 * (local + global);
    const double n = static_cast<double>(N);
    z.bisectionLinks = std::min(n / 2.0, cross);

    // Router traversals. Same router 1; same group 2 (local link); other group: minimal route
    // local–global–local (Kim et al. 2008), 2 traversals plus one for each end whose router lacks the
    // needed global link. With m ≤ a links per group pair on distinct routers, the source router owns one
    // with probability m/a and the arrival router is the destination router with probability 1/a.
    const double a = static_cast<double>(df.a);
    const double md = static_cast<double>(m);
    const double fSrc = std::min(1.0, md / a);
    const double fDst = std::min(1.0, std::max(1.0, md / a) / a);
    const double inter = 2.0 + (1.0 - fSrc) + (1.0 - fDst);
    if (z.groups > 1)
        z.maxHops = 2.0 + (fSrc < 1.0 ? 1.0 : 0.0) + (fDst < 1.0 ? 1.0 : 0.0);
    else
        z.maxHops = routers > 1 ? 2.0 : 1.0;
    const double total = n * (n - 1.0);
    if (total > 0.0) {
        const double sameRouter = pairsWithinBlocks(N, df.p);
        const double sameGroup = pairsWithinBlocks(N, df.a * df.p);
        z.avgHops = (sameRouter + 2.0 * (sameGroup - sameRouter) + inter * (total - sameGroup)) / total;
    }

    const std::int64_t perRack = s.acceleratorsPerNode * s.nodesPerRack;
    if (perRack > 0 && (perRack % df.p == 0 || N <= perRack))
        z.inRackLinks += N;
    if (perRack > 0 && (perRack % (df.a * df.p) == 0 || N <= perRack))
        z.inRackLinks += local;
    return z;
}

FabricSizing sizeTorus(const FabricSpec& s)
{
    FabricSizing z;
    z.topology = s.topology;
    z.hosts = s.accelerators;
    z.maxHosts = s.accelerators; // a torus grows without a radix limit
    z.tiersBuilt = 0;
    if (s.accelerators <= 0)
        return z;
    z.torus = torusDims(s.accelerators);
    z.linksPerTier[0] = torusLinks(z.torus);
    z.ports = 2 * z.linksPerTier[0];
    z.bisectionLinks = static_cast<double>(torusBisectionLinks(z.torus));
    z.maxHops = static_cast<double>(torusDiameter(z.torus));
    z.avgHops = torusAverageHops(z.torus);
    z.inRackLinks = torusInRackLinks(z.torus, s.acceleratorsPerNode * s.nodesPerRack);
    return z;
}

} // namespace topology_detail

DragonflyShape balancedDragonfly(std::int64_t radix)
{
    const std::int64_t p = std::max<std::int64_t>(1, (radix + 1) / 4);
    return DragonflyShape{p, 2 * p, p};
}

std::array<std::int64_t, 3> torusDims(std::int64_t vertices)
{
    if (vertices <= 1)
        return {1, 1, std::max<std::int64_t>(vertices, 1)};
    const std::vector<std::int64_t> ds = divisors(vertices);
    std::array<std::int64_t, 3> best{1, 1, vertices};
    for (std::int64_t x : ds) {
        if (x * x > vertices / x)
            break; // x ≤ cbrt(N)
        const std::int64_t rest = vertices / x;
        for (std::int64_t y : ds) {
            if (y < x)
                continue;
            if (y > rest / y)
                break; // y ≤ sqrt(N / x)
            if (rest % y != 0)
                continue;
            const std::int64_t z = rest / y;
            if (z < best[2] || (z == best[2] && x > best[0]))
                best = {x, y, z};
        }
    }
    return best;
}

std::int64_t torusLinks(const std::array<std::int64_t, 3>& n)
{
    const std::int64_t N = n[0] * n[1] * n[2];
    std::int64_t links = 0;
    for (std::int64_t d : n)
        links += (N / d) * ringLinks(d);
    return links;
}

std::int64_t torusBisectionLinks(const std::array<std::int64_t, 3>& n)
{
    // Cut across the longest dimension: each of the x·y rings along z crosses the cut twice (wraparound).
    const std::int64_t z = n[2];
    const std::int64_t perRing = z >= 3 ? 2 : (z == 2 ? 1 : 0);
    return n[0] * n[1] * perRing;
}

std::int64_t torusDiameter(const std::array<std::int64_t, 3>& n) { return n[0] / 2 + n[1] / 2 + n[2] / 2; }

double torusAverageHops(const std::array<std::int64_t, 3>& n)
{
    // Mean ring distance over all n destinations (self included) is floor(n²/4)/n: n/4 for even n,
    // (n² − 1)/(4n) for odd n. Dimensions add; rescale from all pairs to distinct pairs by N/(N − 1).
    const double N = static_cast<double>(n[0] * n[1] * n[2]);
    if (N <= 1.0)
        return 0.0;
    double mean = 0.0;
    for (std::int64_t d : n)
        mean += static_cast<double>((d * d) / 4) / static_cast<double>(d);
    return mean * N / (N - 1.0);
}

} // namespace fleet
