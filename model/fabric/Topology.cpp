#include "fabric/Topology.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace fleet {

namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return b > 0 ? (a + b - 1) / b : 0; }

// Ordered pairs of distinct hosts inside blocks of `block` hosts filled in order (all full but the last).
double pairsWithinBlocks(std::int64_t hosts, std::int64_t block)
{
    if (hosts <= 0 || block <= 0)
        return 0.0;
    const std::int64_t full = hosts / block;
    const double rest = static_cast<double>(hosts - full * block);
    const double b = static_cast<double>(block);
    return static_cast<double>(full) * b * (b - 1.0) + rest * (rest - 1.0);
}

// Links of a ring of n vertices: n (n ≥ 3), 1 (n = 2: both neighbours are the same vertex), 0 (n = 1).
std::int64_t ringLinks(std::int64_t n) { return n >= 3 ? n : (n == 2 ? 1 : 0); }

std::vector<std::int64_t> divisors(std::int64_t n)
{
    std::vector<std::int64_t> small, large;
    for (std::int64_t d = 1; d * d <= n; ++d)
        if (n % d == 0) {
            small.push_back(d);
            if (d != n / d)
                large.push_back(n / d);
        }
    small.insert(small.end(), large.rbegin(), large.rend());
    return small;
}

// Fat-tree and rail-optimized share one builder. Hosts are R rails × H hosts per rail (fat-tree: R = 1,
// H = N). A leaf serves `down` hosts of one rail; the R leaves of the same `down` nodes form a leaf group.
// fabric.tiers is the most tiers allowed; the fewest that hold the fleet are built (as NVIDIA's SuperPODs
// do: leaf + spine up to k leaves, a core only beyond). Sizing rules:
//   leaves L = R · ceil(H / down); uplinks U = Σ_leaves ceil(hosts on leaf · up / down) (L · up when full)
//   1 tier: one switch (fat-tree with N ≤ k), or L separate leaves (R rail switches when tiers = 1)
//   2 tiers (L ≤ k, or tiers = 2): spines = ceil(U / k), leaf–spine links = U
//   3 tiers: a pod holds gp = max(1, floor((k/2) / R)) leaf groups (k/2 leaves at R = 1, the seed's (k/2)²
//            hosts per pod); aggregation switches per pod = ceil(U_pod / (k/2)) (k/2 down, k/2 up each),
//            cores = ceil(U / k); leaf–agg and agg–core links = U each.
FabricSizing sizeTree(const FabricSpec& s, std::int64_t rails, std::int64_t hostsPerRail, std::int64_t railHostsPerRack)
{
    FabricSizing z;
    z.topology = s.topology;
    z.hosts = s.accelerators;
    z.rails = rails;
    const std::int64_t k = std::max<std::int64_t>(s.radix, 2);
    const std::int64_t t = std::clamp<std::int64_t>(s.tiers, 1, 3);
    z.leaf = t == 1 ? LeafPorts{k, 0} : leafPortSplit(k, s.oversubscription);
    const std::int64_t d = std::max<std::int64_t>(z.leaf.down, 1);
    const std::int64_t up = z.leaf.up;
    const std::int64_t q = k / 2;
    const std::int64_t groupsPerPod = std::max<std::int64_t>(1, q / rails);
    const std::int64_t N = s.accelerators;

    if (t == 1)
        z.maxHosts = rails * k;
    else if (t == 2)
        z.maxHosts = rails * (k / rails) * d;
    else
        z.maxHosts = rails * k * groupsPerPod * d;
    z.fits = N <= z.maxHosts;

    const bool singleSwitch = rails == 1 && N <= k; // a whole fat-tree on one switch, every port down
    const std::int64_t G = singleSwitch ? (N > 0 ? 1 : 0) : ceilDiv(hostsPerRail, d);
    const std::int64_t L = rails * G;
    const std::int64_t hostsPerLeaf = singleSwitch ? std::max<std::int64_t>(N, 1) : d;

    // Uplinks cabled per leaf: ceil(hosts on the leaf · up / down), i.e. all `up` on a full leaf and only
    // what keeps the leaf's ratio on the last, partial leaf of each rail.
    const std::int64_t lastLeafHosts = hostsPerRail - (G - 1) * d;
    auto uplinks = [&](std::int64_t groups, bool includesLast) {
        if (groups <= 0)
            return std::int64_t(0);
        return includesLast ? rails * ((groups - 1) * up + ceilDiv(lastLeafHosts * up, d)) : rails * groups * up;
    };
    const std::int64_t U = uplinks(G, true);

    z.linksPerTier[0] = N;
    z.switchesPerTier[0] = L;
    std::int64_t pods = 0;
    if (t == 1 || L <= 1) {
        z.tiersBuilt = 1;
    } else if (t == 2 || L <= k) {
        z.tiersBuilt = 2;
        z.switchesPerTier[1] = ceilDiv(U, k);
        z.linksPerTier[1] = U;
    } else {
        z.tiersBuilt = 3;
        pods = ceilDiv(G, groupsPerPod);
        z.pods = pods;
        const std::int64_t lastGroups = G - (pods - 1) * groupsPerPod;
        z.switchesPerTier[1] = (pods - 1) * ceilDiv(uplinks(groupsPerPod, false), q) + ceilDiv(uplinks(lastGroups, true), q);
        z.switchesPerTier[2] = ceilDiv(U, k);
        z.linksPerTier[1] = U;
        z.linksPerTier[2] = U;
    }
    z.ports = z.linksPerTier[0] + 2 * (z.linksPerTier[1] + z.linksPerTier[2]);
    z.oversubscription = z.tiersBuilt > 1 ? z.leaf.ratio() : 1.0;

    const double n = static_cast<double>(N);
    z.bisectionLinks = z.tiersBuilt > 1 ? n / 2.0 * std::min(1.0, static_cast<double>(up) / static_cast<double>(d))
                                        : n / 2.0;

    // Hops under uniform traffic. Same leaf: 1; same pod (or any pair in two tiers): 3; across pods: 5.
    // A 1-tier rail-optimized fabric is R separate rail switches: cross-rail traffic first crosses the
    // node's scale-up domain to the right rail (PXN), then 1 switch.
    const double total = n * (n - 1.0);
    const double sameLeaf = static_cast<double>(rails) * pairsWithinBlocks(hostsPerRail, hostsPerLeaf);
    z.maxHops = z.tiersBuilt == 1 ? 1.0 : (z.tiersBuilt == 2 ? 3.0 : 5.0);
    if (total <= 0.0) {
        z.avgHops = N == 1 ? 0.0 : 1.0;
    } else if (z.tiersBuilt == 1) {
        z.avgHops = 1.0;
    } else if (z.tiersBuilt == 2) {
        z.avgHops = (sameLeaf + 3.0 * (total - sameLeaf)) / total;
    } else {
        const double samePod = pairsWithinBlocks(N, groupsPerPod * rails * d);
        z.avgHops = (sameLeaf + 3.0 * (samePod - sameLeaf) + 5.0 * (total - samePod)) / total;
    }
    if (s.topology == FabricTopology::RailOptimized) {
        z.sameRankMaxHops = (z.tiersBuilt == 1 || G <= 1) ? 1.0 : z.maxHops;
        z.crossRailMaxHops = z.tiersBuilt == 1 ? 1.0 : z.maxHops;
    }

    // Host–leaf links stay in the rack when every leaf's hosts sit in one rack: racks hold whole leaves
    // (ToR design, seed L2766-2770) or the whole rail fits one rack.
    const bool leafInRack =
        railHostsPerRack > 0 && (railHostsPerRack % hostsPerLeaf == 0 || hostsPerRail <= railHostsPerRack);
    z.inRackLinks = leafInRack ? z.linksPerTier[0] : 0;
    return z;
}

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

} // namespace

std::string_view toString(FabricTopology t)
{
    switch (t) {
    case FabricTopology::FatTree: return "fat-tree";
    case FabricTopology::RailOptimized: return "rail-optimized";
    case FabricTopology::Dragonfly: return "dragonfly";
    case FabricTopology::Torus3d: return "torus3d";
    }
    return "fat-tree";
}

std::optional<FabricTopology> fabricTopologyFromString(std::string_view s)
{
    for (FabricTopology t : {FabricTopology::FatTree, FabricTopology::RailOptimized, FabricTopology::Dragonfly,
                             FabricTopology::Torus3d})
        if (toString(t) == s)
            return t;
    return std::nullopt;
}

LeafPorts leafPortSplit(std::int64_t radix, double oversubscription)
{
    const double r = std::max(1.0, oversubscription);
    // The small epsilon keeps k/(r+1) that is integral in exact arithmetic from rounding up.
    auto up = static_cast<std::int64_t>(std::ceil(static_cast<double>(radix) / (r + 1.0) - 1e-9));
    up = std::clamp<std::int64_t>(up, radix > 1 ? 1 : 0, std::max<std::int64_t>(radix - 1, 0));
    return LeafPorts{radix - up, up};
}

std::int64_t fatTreeMaxHosts(std::int64_t radix, std::int64_t tiers, double oversubscription)
{
    FabricSpec s;
    s.accelerators = 0;
    s.radix = radix;
    s.tiers = tiers;
    s.oversubscription = oversubscription;
    return sizeTree(s, 1, 0, 0).maxHosts;
}

std::int64_t fatTreePodHosts(std::int64_t radix, double oversubscription)
{
    return radix / 2 * leafPortSplit(radix, oversubscription).down;
}

std::int64_t fatTreeFullSwitches(std::int64_t radix, std::int64_t tiers)
{
    if (tiers <= 1)
        return 1;
    if (tiers == 2)
        return radix + radix / 2;
    return 5 * radix * radix / 4;
}

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

FabricSizing sizeFabric(const FabricSpec& s)
{
    switch (s.topology) {
    case FabricTopology::FatTree:
        return sizeTree(s, 1, s.accelerators, s.acceleratorsPerNode * s.nodesPerRack);
    case FabricTopology::RailOptimized: {
        const std::int64_t rails = std::max<std::int64_t>(1, s.acceleratorsPerNode);
        return sizeTree(s, rails, ceilDiv(s.accelerators, rails), s.nodesPerRack);
    }
    case FabricTopology::Dragonfly: return sizeDragonfly(s);
    case FabricTopology::Torus3d: return sizeTorus(s);
    }
    return {};
}

BytesPerSecond bisectionBandwidth(double hosts, BytesPerSecond linkPerDirection, double oversubscription)
{
    return linkPerDirection * (hosts / 2.0 / std::max(1.0, oversubscription));
}

Bytes bisectionCrossingBytes(double hosts, Bytes perHost) { return perHost * (hosts / 2.0); }

double oversubscriptionThroughputLoss(double commFraction, double ratio)
{
    return 1.0 - 1.0 / ((1.0 - commFraction) + commFraction * ratio);
}

Seconds switchTraversalLatency(double traversals, Seconds perTraversal) { return perTraversal * traversals; }

double pfcStormDailyProbability(double transceivers, double perTransceiverPerDay)
{
    // 1 − (1 − p)^n without losing digits for tiny p.
    return -std::expm1(transceivers * std::log1p(-perTransceiverPerDay));
}

double ecmpCollisionSlowdown(double flows, double paths, double onHottestPath)
{
    return onHottestPath / (flows / paths);
}

double incastOversubscription(double senders, BytesPerSecond perSender, BytesPerSecond port)
{
    return (perSender * senders) / port;
}

} // namespace fleet
