#include "fabric/FabricModel.h"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <tuple>

namespace fleet {

namespace {

double d(std::int64_t v)
{
    return static_cast<double>(v);
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

} // namespace

const Switch* pickFabricSwitch(const Catalog& c, double linkGbps, std::int64_t radix, std::string_view linkFamily)
{
    const Switch* best = nullptr;
    auto key = [&](const Switch& s) {
        const bool familyMatch = (linkFamily == "infiniband" && startsWith(s.id, "ib-")) ||
                                 (linkFamily == "ethernet" && startsWith(s.id, "eth-"));
        const int missing = (s.costUsd ? 0 : 1) + (s.powerW ? 0 : 1);
        return std::make_tuple(std::fabs(s.portGbps - linkGbps), std::llabs(s.radix - radix), familyMatch ? 0 : 1,
                               missing);
    };
    decltype(key(c.switches.front())) bestKey{}; // key(*best), kept instead of recomputed per row
    for (const Switch& s : c.switches) {
        const auto k = key(s);
        if (!best || k < bestKey) {
            best = &s;
            bestKey = k;
        }
    }
    return best;
}

const Optic* pickFabricOptic(const Catalog& c, std::string_view media, double gbps)
{
    const Optic* best = nullptr;
    int bestRank = std::numeric_limits<int>::max();
    for (const Optic& o : c.optics) {
        if (o.media != media || std::fabs(o.gbps - gbps) > 1e-6)
            continue;
        const int rank = (o.powerW && o.costUsd) ? 0 : (o.powerW ? 1 : 2);
        if (rank < bestRank) {
            best = &o;
            bestRank = rank;
        }
    }
    return best;
}

std::optional<FabricSpec> fabricSpecFor(const Scenario& s)
{
    const auto topology = fabricTopologyFromString(s.fabric.topology);
    if (!topology)
        return std::nullopt;
    FabricSpec spec;
    spec.topology = *topology;
    spec.accelerators = s.acceleratorCount();
    spec.acceleratorsPerNode = s.fleet.acceleratorsPerNode;
    spec.nodesPerRack = s.fleet.nodesPerRack;
    spec.radix = s.fabric.switchRadix;
    spec.tiers = s.fabric.tiers;
    spec.oversubscription = s.fabric.oversubscription;
    return spec;
}

double fabricSwitchCount(const Scenario& s)
{
    const auto spec = fabricSpecFor(s);
    return spec ? static_cast<double>(sizeFabric(*spec).switches()) : 0.0;
}

FabricParts fabricParts(FabricTopology topology, std::int64_t radix, const Link& link, const Catalog& c)
{
    const double gbps = link.bandwidthPerDirection.si() * 8.0 / 1e9;
    FabricParts p;
    p.sw = topology == FabricTopology::Torus3d ? nullptr : pickFabricSwitch(c, gbps, radix, link.family);
    p.copper = pickFabricOptic(c, "dac", gbps);
    if (!p.copper)
        p.copper = pickFabricOptic(c, "aoc", gbps);
    p.pluggable = pickFabricOptic(c, "pluggable", gbps);
    return p;
}

FabricParts fabricParts(const Scenario& s, const Link& link, const Catalog& c)
{
    const auto topology = fabricTopologyFromString(s.fabric.topology);
    return fabricParts(topology.value_or(FabricTopology::FatTree), s.fabric.switchRadix, link, c);
}

FabricResult computeFabric(const FabricSpec& spec, const Link& link, const Catalog& c)
{
    FabricResult r;
    r.spec = spec;
    r.sizing = sizeFabric(spec);
    const FabricSizing& z = r.sizing;
    const FabricTopology topo = spec.topology;
    const double B = link.bandwidthPerDirection.si();
    const double N = d(z.hosts);
    const double k = d(spec.radix);
    r.linkBytesPerS = B;
    r.gbps = B * 8.0 / 1e9;
    const double gbps = r.gbps;

    // ---- Media: copper in the rack, pluggable optics elsewhere ---------------------------------------------
    const FabricParts parts = fabricParts(topo, spec.radix, link, c);
    r.copper = parts.copper;
    r.pluggable = parts.pluggable;
    r.copperLinks = r.copper ? z.inRackLinks : 0;
    r.opticalLinks = z.links() - r.copperLinks;
    r.transceivers = 2 * r.opticalLinks;

    // ---- Bisection, hops, latency ----------------------------------------------------------------------------
    r.bisectionNonblockingBytesPerS = N / 2.0 * B;
    r.bisectionBytesPerS = z.bisectionLinks * B;
    r.dragonflyGlobalFraction =
        r.bisectionNonblockingBytesPerS > 0 ? z.bisectionLinks * B / r.bisectionNonblockingBytesPerS : 0.0;
    r.sw = parts.sw;
    const Switch* sw = r.sw;
    r.hopFromCatalog = sw && sw->latencyNs;
    r.hopS = r.hopFromCatalog ? *sw->latencyNs * 1e-9 : kSeedSecondsPerSwitchHop;
    r.avgLatencyS = z.avgHops * r.hopS;
    r.worstLatencyS = switchTraversalLatency(z.maxHops, seconds(r.hopS)).si();

    // ---- Power ---------------------------------------------------------------------------------------------
    const double scale400 = gbps / 400.0;
    r.portWFromCatalog = link.portWatts.has_value();
    r.portW = link.portWatts ? *link.portWatts : kBookPortWattsPer400G * scale400;
    r.perSwitchScale = sw && sw->radix > 0 ? k / d(sw->radix) : 1.0;
    r.chassisKnown = sw && sw->powerW && topo != FabricTopology::Torus3d;
    r.pluggableW = r.pluggable && r.pluggable->powerW ? *r.pluggable->powerW : kBookPluggableWattsPer400G * scale400;
    r.copperW = r.copper && r.copper->powerW ? *r.copper->powerW : 0.0;
    if (r.chassisKnown) {
        r.chassisW = *sw->powerW * r.perSwitchScale;
        r.switchPowerW = d(z.switches()) * r.chassisW;
        r.opticsPowerW = d(r.transceivers) * r.pluggableW + d(r.copperLinks) * r.copperW;
    } else {
        r.switchPowerW = d(z.ports) * r.portW;
    }
    r.powerW = r.switchPowerW + r.opticsPowerW;

    // ---- Cost ----------------------------------------------------------------------------------------------
    r.switchCostKnown = sw && sw->costUsd;
    r.switchUnitUsd = r.switchCostKnown ? *sw->costUsd * r.perSwitchScale : kBookRadix64SwitchUsd * k / 64.0;
    r.pluggableUsd = r.pluggable && r.pluggable->costUsd ? *r.pluggable->costUsd : kBookPluggableUsdPer400G * scale400;
    r.copperUsd = r.copper && r.copper->costUsd ? *r.copper->costUsd : 0.0;
    r.switchCostUsd = d(z.switches()) * r.switchUnitUsd;
    r.opticsCostUsd = d(r.transceivers) * r.pluggableUsd + d(r.copperLinks) * r.copperUsd;
    r.costUsd = r.switchCostUsd + r.opticsCostUsd;

    // ---- Risk ----------------------------------------------------------------------------------------------
    r.pfcStormDailyProbability = pfcStormDailyProbability(d(r.transceivers));
    return r;
}

} // namespace fleet
