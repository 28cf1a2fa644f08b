#include "fabric/Topology.h"
#include "fabric/TopologyDetail.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace fleet {

namespace topology_detail {

double pairsWithinBlocks(std::int64_t hosts, std::int64_t block)
{
    if (hosts <= 0 || block <= 0)
        return 0.0;
    const std::int64_t full = hosts / block;
    const double rest = static_cast<double>(hosts - full * block);
    const double b = static_cast<double>(block);
    return static_cast<double>(full) * b * (b - 1.0) + rest * (rest - 1.0);
}

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

} // namespace topology_detail

using namespace topology_detail;

namespace {

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
