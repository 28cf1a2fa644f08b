#include "fabric/FabricResults.h"

#include "fabric/Topology.h"

#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <string>
#include <tuple>
#include <vector>

namespace fleet {

namespace {

// Planning fallbacks, used only when the catalog rows leave a figure NULL (and said so in the notes).
constexpr double kBookPortWattsPer400G = 25.0;     // SerDes + optical transceiver per 400 Gb/s port, seed L2629
constexpr double kBookPluggableWattsPer400G = 20.0; // per pluggable, seed L2625
constexpr double kBookPluggableUsdPer400G = 500.0;  // per pluggable, seed L2625
constexpr double kBookRadix64SwitchUsd = 30000.0;   // midpoint of $10-50k per radix-64 switch, seed L2811

double d(std::int64_t v) { return static_cast<double>(v); }

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::string sectionFor(FabricTopology t)
{
    switch (t) {
    case FabricTopology::FatTree:
        return "seed §3 Fat-tree (Clos) sizing (L2782-2792, L2811); ToR radix split (L2766-2770)";
    case FabricTopology::RailOptimized:
        return "seed §3 Rail-optimized topology (L2813-2839); fat-tree sizing (L2782-2792, L2811)";
    case FabricTopology::Dragonfly: return "seed §3 Dragonfly and torus alternatives (L2845); Kim et al. 2008";
    case FabricTopology::Torus3d: return "seed §3 Dragonfly and torus alternatives (L2847-2849)";
    }
    return {};
}

std::string maxHostsFormula(const FabricSpec& s)
{
    switch (s.topology) {
    case FabricTopology::FatTree:
        if (s.tiers <= 1)
            return "N_max = k (one switch)";
        if (s.tiers == 2)
            return "N_max = k · down (= k²/2 at 1:1)";
        return "N_max = k · (k/2) · down (= k³/4 at 1:1)";
    case FabricTopology::RailOptimized:
        if (s.tiers <= 1)
            return "N_max = R · k (one switch per rail)";
        if (s.tiers == 2)
            return "N_max = R · floor(k / R) · down (at most k leaves under radix-k spines)";
        return "N_max = R · k · max(1, floor((k/2) / R)) · down (at most k pods of k/2 leaves)";
    case FabricTopology::Dragonfly: return "N_max = a · p · (a · h + 1), balanced a = 2p = 2h, p = floor((k + 1) / 4)";
    case FabricTopology::Torus3d: return "N_max = N (a torus has no radix limit)";
    }
    return {};
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
    for (const Switch& s : c.switches)
        if (!best || key(s) < key(*best))
            best = &s;
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

void addFabricResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, Results& out)
{
    if (!f.scaleOut)
        return; // resolveFleet already reported fleet.scaleOutLink
    const auto topology = fabricTopologyFromString(s.fabric.topology);
    if (!topology) {
        out.addIssue(Severity::Error, "fabric.topology",
                     fmt::format("fabric.topology: unknown topology '{}' (fat-tree, rail-optimized, dragonfly, torus3d)",
                                 s.fabric.topology));
        return;
    }
    const FabricTopology topo = *topology;
    const bool tree = topo == FabricTopology::FatTree || topo == FabricTopology::RailOptimized;

    const FabricSpec spec = *fabricSpecFor(s);
    const FabricSizing z = sizeFabric(spec);

    const Link& link = *f.scaleOut;
    const BytesPerSecond B = link.bandwidthPerDirection;
    const double gbps = B.si() * 8.0 / 1e9;
    const double N = d(z.hosts);
    const double k = d(spec.radix);
    const auto sec = [&] {
        return std::string(sectionFor(topo));
    };
    const auto overCapacity = [&] {
        return std::string(
            z.fits ? "" : " OVER CAPACITY: the fleet exceeds fabric.max_hosts; counts extrapolate the sizing rules.");
    };

    const auto tN = [&] {
        return DerivationTerm{"N", "accelerators, one scale-out port each (acceleratorsPerNode × nodes)", N, ""};
    };
    const auto tk = [&] {
        return DerivationTerm{"k", "switch radix (fabric.switchRadix)", k, ""};
    };
    const auto tt = [&] {
        return DerivationTerm{"t", "switch tiers (fabric.tiers)", d(spec.tiers), ""};
    };
    const auto tr = [&] {
        return DerivationTerm{"r", "leaf oversubscription down:up (fabric.oversubscription)", spec.oversubscription,
                              ""};
    };
    const auto tB = [&] {
        return DerivationTerm{"B", link.name + " bandwidth per direction (fleet.scaleOutLink)", B.si(), "B/s"};
    };
    const auto tR = [&] {
        return DerivationTerm{"R", "rails = accelerators per node (fleet.acceleratorsPerNode)", d(z.rails), ""};
    };
    const auto tDown = [&] {
        return DerivationTerm{"down", "leaf host-facing ports", d(z.leaf.down), ""};
    };
    const auto tUp = [&] {
        return DerivationTerm{"up", "leaf spine-facing ports", d(z.leaf.up), ""};
    };
    const auto tp = [&] {
        return DerivationTerm{"p", "hosts per router", d(z.dragonfly.p), ""};
    };
    const auto ta = [&] {
        return DerivationTerm{"a", "routers per group", d(z.dragonfly.a), ""};
    };
    const auto th = [&] {
        return DerivationTerm{"h", "global links per router", d(z.dragonfly.h), ""};
    };

    // ---- Shape ---------------------------------------------------------------------------------------
    out.set("fabric.hosts", N, "", [&] {
        return Why{"N = acceleratorsPerNode × nodes",
                   {tN()},
                   sec(),
                   topo == FabricTopology::Torus3d
                       ? "Torus vertices are accelerators (as in TPU pods), each with 6 torus "
                         "links of the scale-out bandwidth instead of one switch port."
                       : "One scale-out port (NIC) per accelerator."};
    });

    std::vector<DerivationTerm> maxInputs;
    if (tree)
        maxInputs = {tk(), tt(), tr(), tDown()};
    if (topo == FabricTopology::RailOptimized)
        maxInputs.push_back(tR());
    if (topo == FabricTopology::Dragonfly)
        maxInputs = {tk(), tp(), ta(), th()};
    out.set("fabric.max_hosts", d(z.maxHosts), "", [&] {
        return Why{
            maxHostsFormula(spec), maxInputs, sec(),
            tree ? "Seed k = 64: 2,048 hosts in two tiers, (k/2)² = 1,024 per pod, 65,536 in three (L2782, L2792). "
                   "Oversubscription r moves leaf ports from up to down, so capacity grows as k·r/(r+1)."
                 : (topo == FabricTopology::Dragonfly
                        ? fmt::format("Balanced dragonfly (Kim et al. 2008) uses {} of the k = {} router ports. "
                                      "fabric.tiers and fabric.oversubscription do not apply.",
                                      z.dragonfly.radixUsed(), spec.radix)
                        : std::string("Switchless: fabric.switchRadix, fabric.tiers and fabric.oversubscription do "
                                      "not apply."))};
    });

    if (!z.fits) {
        if (tree) {
            const char* key = spec.tiers < 3 ? "fabric.tiers" : "fabric.switchRadix";
            out.addIssue(Severity::Error, key,
                         fmt::format("{}: a {}-tier {} of radix-{} switches at {:g}:1 holds at most {} accelerators; the "
                                     "fleet has {} (raise {})",
                                     key, spec.tiers, toString(topo), spec.radix, z.leaf.ratio() > 0 ? z.leaf.ratio() : 1.0,
                                     z.maxHosts, z.hosts,
                                     spec.tiers < 3 ? "fabric.tiers or fabric.switchRadix" : "fabric.switchRadix"));
        } else {
            out.addIssue(Severity::Error, "fabric.switchRadix",
                         fmt::format("fabric.switchRadix: a balanced dragonfly of radix-{} routers (p = {}, a = {}, h = "
                                     "{}) holds at most {} accelerators; the fleet has {} (raise fabric.switchRadix)",
                                     spec.radix, z.dragonfly.p, z.dragonfly.a, z.dragonfly.h, z.maxHosts, z.hosts));
        }
    }
    if (!tree && spec.oversubscription != 1.0)
        out.addIssue(Severity::Info, "fabric.oversubscription",
                     fmt::format("fabric.oversubscription: applies to fat-tree and rail-optimized leaves only; ignored "
                                 "for {}",
                                 toString(topo)));

    if (tree) {
        const auto split = [&] {
            return std::string(spec.tiers <= 1 ? "one tier: every port faces hosts (down = k, up = 0)"
                                               : "up = ceil(k / (r + 1)), down = k − up");
        };
        out.set("fabric.leaf_down_ports", d(z.leaf.down), "", [&] {
            return Why{spec.tiers <= 1 ? "down = k" : "down = k − ceil(k / (r + 1))",
                       {tk(), tr()},
                       "seed §3 ToR switches (L2766-2770)",
                       "64 ports at 1:1: 32 down, 32 up. " + split() + ": never more oversubscribed than r."};
        });
        out.set("fabric.leaf_up_ports", d(z.leaf.up), "", [&] {
            return Why{spec.tiers <= 1 ? "up = 0" : "up = ceil(k / (r + 1))",
                       {tk(), tr()},
                       "seed §3 ToR switches (L2766-2770)",
                       split()};
        });
        out.set("fabric.oversubscription_effective", z.oversubscription, "", [&] {
            return Why{"r_eff = down / up (1 while no upper tier is built)",
                       {tDown(), tUp()},
                       "seed §3 Non-blocking network (L2756-2760)",
                       "Equals fabric.oversubscription when k/(r+1) is an integer (k = 64: r = 1, 3, 7, 15, 31)."};
        });
        out.set("fabric.tiers_used", d(z.tiersBuilt), "", [&] {
            return Why{
                "fewest tiers ≤ t that hold the fleet: one switch (N ≤ k, or one leaf), leaf + spine while leaves ≤ k, "
                "a core beyond",
                {tN(), tk(), tt()},
                sec(),
                "fabric.tiers is the most tiers allowed. The seed builds its 1,024-GPU cluster with leaf and spine "
                "only "
                "(L2792); NVIDIA's SuperPODs add a core only above 2,048 GPUs (k = 64)."};
        });
        if (spec.tiers >= 3)
            out.set("fabric.pods", d(z.pods), "", [&] {
                return Why{
                    "pods = ceil(leaf groups / max(1, floor((k/2) / R)))",
                    {tN(), tk(), tDown(), tR()},
                    "seed §3 Fat-tree pods (L2792); 4,096-GPU case (L2849)",
                    "Pods of k/2 leaves, (k/2)² = 1,024 hosts at k = 64 and 1:1; 0 while no core is built. The seed's "
                    "'two 2,048-GPU pods' for 4,096 GPUs (L2849) counts two-tier blocks; non-blocking, those need the "
                    "spine ports for the core, so the build is 4 pods of 1,024 + 64 cores (NVIDIA's 4,096-GPU "
                    "SuperPOD: 128 leaf, 128 spine, 64 core)."};
            });
    }
    if (topo == FabricTopology::RailOptimized) {
        out.set("fabric.rails", d(z.rails), "", [&] {
            return Why{"R = accelerators per node; rail i joins GPU i of every node",
                       {tR()},
                       "seed §3 Archetype A on rail-optimized topology (L2839)",
                       "1,024 GPUs in 128 nodes: 8 rails × 128 GPUs (L2839)."};
        });
        out.set("fabric.same_rank_max_hops", z.sameRankMaxHops, "", [&] {
            return Why{"1 if one rail leaf holds a rail's nodes, else the tree's worst case",
                       {tDown(), {"H", "nodes per rail (fleet.nodes)", N / d(z.rails), ""}},
                       "seed §3 Rail-optimized notebook (L2819-2829)",
                       "Switch traversals for GPU i ↔ GPU i traffic (data-parallel AllReduce)."};
        });
        out.set("fabric.cross_rail_max_hops", z.crossRailMaxHops, "", [&] {
            return Why{
                "leaf → spine → leaf (3), or 5 across pods",
                {tt()},
                "seed §3 Rail-optimized topology, hybrid spine (L2839)",
                "Rails are bridged by a shared fat-tree spine (the seed's hybrid design); with one tier the rails "
                "are separate switches and cross-rail traffic first crosses the node's scale-up domain (PXN)."};
        });
    }
    if (topo == FabricTopology::Dragonfly) {
        const auto dsec = [&] {
            return std::string("seed §3 Dragonfly (L2845); Kim et al. 2008 balanced dragonfly");
        };
        out.set("fabric.dragonfly_hosts_per_router", d(z.dragonfly.p), "", [&] {
            return Why{"p = floor((k + 1) / 4)", {tk()}, dsec(), "k = p + (a − 1) + h with a = 2p = 2h."};
        });
        out.set("fabric.dragonfly_routers_per_group", d(z.dragonfly.a), "", [&] {
            return Why{"a = 2p", {tp()}, dsec(), ""};
        });
        out.set("fabric.dragonfly_global_ports_per_router", d(z.dragonfly.h), "", [&] {
            return Why{"h = p", {tp()}, dsec(), ""};
        });
        out.set("fabric.dragonfly_groups", d(z.groups), "", [&] {
            return Why{"g = ceil(ceil(N / p) / a)",
                       {tN(), tp(), ta()},
                       dsec(),
                       "Whole groups of a routers once more than one group is needed; at most a · h + 1."};
        });
        out.set("fabric.dragonfly_global_links_per_group_pair", d(z.globalLinksPerGroupPair), "", [&] {
            return Why{"m = floor(a · h / (g − 1))",
                       {ta(), th(), {"g", "groups", d(z.groups), ""}},
                       dsec(),
                       "Each group's a · h global ports spread evenly over the other groups (0 with one group)."};
        });
    }
    if (topo == FabricTopology::Torus3d) {
        constexpr const char* kAxisKeys[3] = {"fabric.torus_x", "fabric.torus_y", "fabric.torus_z"};
        for (int i = 0; i < 3; ++i)
            out.set(kAxisKeys[i], d(z.torus[static_cast<size_t>(i)]), "", [&] {
                return Why{"x ≤ y ≤ z, x · y · z = N, largest dimension minimal",
                           {tN()},
                           sec(),
                           "As close to cubic as N allows (a prime N degenerates to a ring)."};
            });
    }

    // ---- Switches and links ----------------------------------------------------------------------------
    constexpr const char* tierNames[3] = {"leaf (ToR)", "spine (pod aggregation with 3 tiers)", "core"};
    if (tree) {
        constexpr const char* kTierKeys[3] = {"fabric.switches_tier1", "fabric.switches_tier2",
                                              "fabric.switches_tier3"};
        const char* const formulas[3] = {
            topo == FabricTopology::RailOptimized ? "leaves = R · ceil((N / R) / down)" : "leaves = ceil(N / down)",
            "2 tiers: ceil(U / k); 3 tiers: Σ_pods ceil(U_pod / (k/2)); U = leaf uplinks", "cores = ceil(U / k)"};
        for (int i = 0; i < static_cast<int>(std::min<std::int64_t>(spec.tiers, 3)); ++i)
            out.set(kTierKeys[i], d(z.switchesPerTier[static_cast<size_t>(i)]), "", [&] {
                return Why{formulas[i],
                           {tN(), tk(), tr(), tDown(), tUp()},
                           sec(),
                           std::string(tierNames[i]) + " switches; 0 if the tier is not needed." + overCapacity()};
            });
    } else if (topo == FabricTopology::Dragonfly) {
        out.set("fabric.switches_tier1", d(z.switchesPerTier[0]), "", [&] {
            return Why{"routers = ceil(N / p) (one group) or g · a",
                       {tN(), tp(), ta()},
                       sec(),
                       "Dragonfly routers (one level)." + overCapacity()};
        });
    }
    out.set("fabric.switches", d(z.switches()), "", [&] {
        return Why{
            "Σ switches per tier",
            {{"S1", "tier-1 switches", d(z.switchesPerTier[0]), ""},
             {"S2", "tier-2 switches", d(z.switchesPerTier[1]), ""},
             {"S3", "tier-3 switches", d(z.switchesPerTier[2]), ""}},
            sec(),
            (tree
                 ? "Full-size non-blocking checks: 3k/2 for 2 tiers, 5k²/4 = 5,120 for k = 64 and 3 tiers (L2811). "
                   "Matches NVIDIA DGX SuperPOD (NDR, 64-port) leaf/spine/core counts from 256 to 16,384 GPUs."
                 : (topo == FabricTopology::Torus3d ? "Switchless: accelerators forward to their 6 neighbours." : "")) +
                overCapacity()};
    });

    if (tree) {
        out.set("fabric.links_host_leaf", d(z.linksPerTier[0]), "", [&] {
            return Why{"N (one per accelerator port)", {tN()}, sec(), ""};
        });
        if (spec.tiers >= 2)
            out.set("fabric.links_leaf_spine", d(z.linksPerTier[1]), "", [&] {
                return Why{
                    "U = Σ_leaves ceil(hosts on leaf · up / down) (leaves · up when full)",
                    {tDown(), tUp()},
                    sec(),
                    "A partial leaf cables only the uplinks its hosts need at its ratio; 0 when one switch holds every "
                    "host."};
            });
        if (spec.tiers >= 3)
            out.set("fabric.links_spine_core", d(z.linksPerTier[2]), "", [&] {
                return Why{"U (aggregation non-blocking: as many up as down)",
                           {tDown(), tUp()},
                           sec(),
                           "0 while no core is built (at most k leaves)."};
            });
    } else if (topo == FabricTopology::Dragonfly) {
        out.set("fabric.links_host_router", d(z.linksPerTier[0]), "", [&] {
            return Why{"N", {tN()}, sec(), ""};
        });
        out.set("fabric.links_local", d(z.linksPerTier[1]), "", [&] {
            return Why{"g · a(a − 1)/2 (all-to-all inside each group)", {ta()}, sec(), ""};
        });
        out.set("fabric.links_global", d(z.linksPerTier[2]), "", [&] {
            return Why{"m · g(g − 1)/2",
                       {ta(), th(), {"g", "groups", d(z.groups), ""}},
                       sec(),
                       "Global (inter-group) links are optical (seed L2845)."};
        });
    }
    out.set("fabric.links", d(z.links()), "", [&] {
        return Why{tree ? "host–leaf + leaf–spine + spine–core"
                        : (topo == FabricTopology::Dragonfly ? "host–router + local + global"
                                                             : "Σ_d (N / n_d) · n_d = 3N for n_d ≥ 3"),
                   {{"L1", "host–first-switch links (torus: all links)", d(z.linksPerTier[0]), ""},
                    {"L2", "second-level links", d(z.linksPerTier[1]), ""},
                    {"L3", "third-level links", d(z.linksPerTier[2]), ""}},
                   "seed §3 PFC storm exposure: links per tier (L2935)",
                   "The seed's 4,096 GPUs × 3 tiers = 12,288 links is this sum for a 3-tier k = 64 fat-tree." +
                       overCapacity()};
    });

    // ---- Media: copper in the rack, pluggable optics elsewhere -------------------------------------------
    const Optic* copper = pickFabricOptic(c, "dac", gbps);
    if (!copper)
        copper = pickFabricOptic(c, "aoc", gbps);
    const Optic* pluggable = pickFabricOptic(c, "pluggable", gbps);
    const std::int64_t copperLinks = copper ? z.inRackLinks : 0;
    const std::int64_t opticalLinks = z.links() - copperLinks;
    const std::int64_t transceivers = 2 * opticalLinks;
    const auto mediaRule = [&] {
        return std::string(fmt::format(
            "Links whose ends share a rack ({} per rack) use {}; every other link is optical with a pluggable "
            "transceiver at each end. In-rack: host–leaf links when racks hold whole leaves (ToR, L2766-2770); "
            "dragonfly host–router (and local, if a group fits a rack); torus links inside rack-sized bricks. Copper "
            "reaches ~3 m at 400G and 1-2 m at 800G (L2631).",
            spec.acceleratorsPerNode * spec.nodesPerRack,
            copper ? fmt::format("{} ({})", copper->name, copper->id)
                   : fmt::format("copper, but the catalog has no {:g}G DAC/AOC, so they are optical too", gbps)));
    };
    out.set("fabric.links_copper", d(copperLinks), "", [&] {
        return Why{"links with both ends in one rack, if a DAC/AOC at the link speed exists",
                   {{"L", "links", d(z.links()), ""}, {"L_rack", "in-rack links", d(z.inRackLinks), ""}},
                   "seed §3 Reach and media (L2625-2631)",
                   mediaRule()};
    });
    out.set("fabric.links_optical", d(opticalLinks), "", [&] {
        return Why{"L − L_copper",
                   {{"L", "links", d(z.links()), ""}, {"L_copper", "copper links", d(copperLinks), ""}},
                   "seed §3 Reach and media (L2625-2631)",
                   mediaRule()};
    });
    out.set("fabric.transceivers", d(transceivers), "", [&] {
        return Why{
            "2 · L_optical",
            {{"L_optical", "optical links", d(opticalLinks), ""}},
            "seed §3 PFC storm exposure (L2935); reach and media (L2625)",
            "Two pluggables per optical link, none on copper. The seed counts all 3 tiers as optical (12,288 links → "
            "24,576 transceivers for 4,096 GPUs, L2935). " +
                mediaRule()};
    });
    out.set("fabric.ports", d(z.ports), "", [&] {
        return Why{tree || topo == FabricTopology::Dragonfly ? "L1 + 2 · (L2 + L3) switch ports in use"
                                                             : "2 · L accelerator-side torus ports",
                   {{"L1", "host–switch links", d(z.linksPerTier[0]), ""},
                    {"L2+L3", "switch–switch links", d(z.linksPerTier[1] + z.linksPerTier[2]), ""}},
                   "seed §3 SerDes, link budget and power (L2629)",
                   "Host links end on one switch port (the NIC side is node equipment), switch–switch links on two. "
                   "1,024 GPUs in a 2-tier k = 64 tree use 3,072 ports: the seed's '~3,000 high-speed links' (L2629)."};
    });

    // ---- Bisection, hops, latency ----------------------------------------------------------------------
    const double nonblocking = N / 2.0 * B.si();
    out.set("fabric.bisection_bytes_per_s_nonblocking", nonblocking, "B/s", [&] {
        return Why{"BW_bisect,1:1 = N/2 · B",
                   {tN(), tB()},
                   "seed §3 Bisection bandwidth (L2748): 1,024 × 400 Gb/s → 25.6 TB/s",
                   "Per direction; one port of bandwidth B per accelerator."};
    });
    std::string bisectFormula, bisectNote;
    switch (topo) {
    case FabricTopology::FatTree:
    case FabricTopology::RailOptimized:
        bisectFormula = "BW_bisect = N/2 · B / r_eff";
        bisectNote = "Oversubscription at the leaf divides the bisection: 25.6 TB/s at 1:1, 6.4 TB/s at 4:1 for 1,024 "
                     "GPUs at 400 Gb/s (L2748, L2800-2802). Upper tiers are non-blocking. A single switch (one tier "
                     "built) is non-blocking. The seed's Fig. 3.10 value for rail-optimized (half of fat-tree) is a "
                     "figure input, not derived: rails bridged by a full spine keep the fat-tree bisection.";
        break;
    case FabricTopology::Dragonfly:
        bisectFormula = "BW_bisect = min(N/2, floor(g/2) · ceil(g/2) · m) · B";
        bisectNote = "Global links crossing a cut between two halves of the groups (one group: its local links). "
                     "A full balanced dragonfly gets ~50 % of N/2 · B: the seed's 'inter-group 25-50 % of injection' "
                     "(L2845).";
        break;
    case FabricTopology::Torus3d:
        bisectFormula = "BW_bisect = 2 · x · y · B (cut across the longest dimension z; 2k² · B for k × k × k)";
        bisectNote = "Wraparound doubles the crossing links. Scales with N^(2/3) (L2849), so a large torus offers a "
                     "fraction of the fat-tree's N/2 · B.";
        break;
    }
    out.set("fabric.bisection_bytes_per_s", z.bisectionLinks * B.si(), "B/s", [&] {
        return Why{bisectFormula,
                   {tN(),
                    tB(),
                    {"r_eff", "realised leaf oversubscription", z.oversubscription, ""},
                    {"links_bisect", "link-bandwidths crossing the bisection", z.bisectionLinks, ""}},
                   "seed §3 Bisection bandwidth (L2748), non-blocking (L2760), bisection notebook (L2795-2805)",
                   bisectNote + " Per direction." + overCapacity()};
    });
    if (topo == FabricTopology::Dragonfly)
        out.set("fabric.dragonfly_global_fraction", nonblocking > 0 ? z.bisectionLinks * B.si() / nonblocking : 0.0, "",
                [&] {
                    return Why{
                        "BW_bisect / (N/2 · B)",
                        {{"BW_bisect", "bisection bandwidth", z.bisectionLinks * B.si(), "B/s"},
                         {"BW_1:1", "non-blocking bisection", nonblocking, "B/s"}},
                        "seed §3 Dragonfly (L2845): inter-group bandwidth 25-50 % of injection",
                        "Jobs spanning groups see this share of full bandwidth; jobs inside one group see 100 %."};
                });

    const Switch* sw = topo == FabricTopology::Torus3d ? nullptr : pickFabricSwitch(c, gbps, spec.radix, link.family);
    const bool hopFromCatalog = sw && sw->latencyNs;
    const double hopS = hopFromCatalog ? *sw->latencyNs * 1e-9 : kSeedSecondsPerSwitchHop;
    const auto tHop = [&] {
        return DerivationTerm{"t_hop",
                              hopFromCatalog ? sw->name + " latency per traversal (catalog)"
                                             : "the seed's latency per switch traversal (L2825)",
                              hopS, "s"};
    };
    std::string hopNote;
    switch (topo) {
    case FabricTopology::FatTree:
    case FabricTopology::RailOptimized:
        hopNote = "Switch traversals: 1 on the same leaf, 3 leaf–spine–leaf, 5 across pods (leaf–agg–core–agg–leaf; "
                  "the seed counts 2 and 4 links, L2811).";
        break;
    case FabricTopology::Dragonfly:
        hopNote = "Router traversals under minimal routing: 1 same router, 2 same group, up to 4 across groups "
                  "(local–global–local = 3 router-to-router hops, Kim et al. 2008).";
        break;
    case FabricTopology::Torus3d:
        hopNote = "Link hops between neighbouring accelerators: diameter Σ floor(n_d/2) (3·floor(k/2) for k³), mean "
                  "≈ 3k/4; O(N^(1/3)) (L2847).";
        break;
    }
    const auto hopSec = [&] {
        return std::string("seed §3 Rail-optimized notebook, 0.6 µs per switch traversal (L2819-2829)");
    };
    out.set("fabric.avg_hops", z.avgHops, "", [&] {
        return Why{
            "mean traversals over all ordered pairs of distinct accelerators (uniform traffic)",
            {tN(), tk()},
            hopSec(),
            hopNote + " Counts every pair on the scale-out fabric, although same-node traffic uses the scale-up link."};
    });
    out.set("fabric.max_hops", z.maxHops, "", [&] {
        return Why{"worst-case traversals", {tN(), tk()}, hopSec(), hopNote};
    });
    out.set("fabric.avg_latency_s", z.avgHops * hopS, "s", [&] {
        return Why{"t_avg = avg_hops · t_hop",
                   {{"hops", "mean traversals", z.avgHops, ""}, tHop()},
                   hopSec(),
                   topo == FabricTopology::Torus3d
                       ? "No torus per-hop figure in the seed: the switch figure is reused "
                         "(ESTIMATE)."
                       : "Switching only; add the link α (seed L2684) for end-to-end latency."};
    });
    out.set("fabric.worst_latency_s", switchTraversalLatency(z.maxHops, seconds(hopS)).si(), "s", [&] {
        return Why{"t_worst = max_hops · t_hop",
                   {{"hops", "worst traversals", z.maxHops, ""}, tHop()},
                   hopSec(),
                   "3 traversals × 0.6 µs = 1.8 µs (fat-tree) vs 1 × 0.6 µs (rail, same rank) (L2825-2826)."};
    });

    // ---- Power -----------------------------------------------------------------------------------------
    const double scale400 = gbps / 400.0;
    const double portW = link.portWatts ? *link.portWatts : kBookPortWattsPer400G * scale400;
    const auto portWSrc = [&] {
        return std::string(link.portWatts
                               ? fmt::format("{} port_w (catalog)", link.name)
                               : fmt::format("ESTIMATE: {} has no port_w; the seed's 25 W per 400G port scaled "
                                             "to {:g} Gb/s",
                                             link.name, gbps));
    };
    if (!link.portWatts) // a missing catalog value is said where it is replaced (issue #13)
        out.addIssue(
            Severity::Info, "fabric.power_w",
            fmt::format("fabric.power_w: {} has no port power in the catalog; {:.1f} W per port (the seed's 25 W "
                        "per 400G port, scaled to {:g} Gb/s) is used",
                        link.name, portW, gbps));
    const double perSwitchScale = sw && sw->radix > 0 ? k / d(sw->radix) : 1.0;
    const bool chassisKnown = sw && sw->powerW && topo != FabricTopology::Torus3d;
    const double pluggableW = pluggable && pluggable->powerW ? *pluggable->powerW : kBookPluggableWattsPer400G * scale400;
    const double copperW = copper && copper->powerW ? *copper->powerW : 0.0;
    double switchPower = 0.0, opticsPower = 0.0;
    std::string powerNote;
    std::vector<DerivationTerm> powerInputs;
    if (chassisKnown) {
        const double chassisW = *sw->powerW * perSwitchScale;
        switchPower = d(z.switches()) * chassisW;
        opticsPower = d(transceivers) * pluggableW + d(copperLinks) * copperW;
        powerInputs = {{"S", "switches", d(z.switches()), ""},
                       {"P_switch", sw->name + " chassis power without optics (catalog)", chassisW, "W"},
                       {"n_xcvr", "pluggable transceivers", d(transceivers), ""},
                       {"P_xcvr", pluggable ? pluggable->name + " power per transceiver" : "ESTIMATE: seed 20 W per pluggable",
                        pluggableW, "W"},
                       {"L_copper", "copper links", d(copperLinks), ""},
                       {"P_copper", "power per copper cable", copperW, "W"}};
        powerNote = "Switch chassis power (catalog, without optics) plus each transceiver and active cable.";
    } else {
        switchPower = d(z.ports) * portW;
        powerInputs = {{"ports", topo == FabricTopology::Torus3d ? "accelerator torus ports" : "switch ports in use",
                        d(z.ports), ""},
                       {"P_port", portWSrc(), portW, "W"}};
        const auto why = [&] {
            return std::string(
                topo == FabricTopology::Torus3d
                    ? std::string(
                          "Torus: no switches; the links' accelerator-side ports are the fabric, charged per port.")
                    : fmt::format("The catalog switch{} states no chassis power, so power is per switch port in use.",
                                  sw ? fmt::format(" ({})", sw->id) : std::string(" (none in the catalog)")));
        };
        powerNote = why() +
                    " The link row's port_w is the seed's SerDes + optical transceiver per 400 Gb/s port (L2629), "
                    "so transceiver power is NOT added again (catalogs/seed/PROVENANCE.md). Ports on in-rack copper "
                    "links are charged the same figure (conservative). Forwarding ASIC and fans beyond the "
                    "per-port figure are not counted.";
    }
    out.set("fabric.switch_power_w", switchPower, "W", [&] {
        return Why{chassisKnown ? "S · P_switch" : "ports · P_port", powerInputs,
                   "seed §3 SerDes, link budget and power (L2629)", powerNote + overCapacity()};
    });
    out.set("fabric.optics_power_w", opticsPower, "W", [&] {
        return Why{chassisKnown ? "n_xcvr · P_xcvr + L_copper · P_copper" : "0 (inside P_port)", powerInputs,
                   "seed §3 Reach and media (L2625); SerDes power (L2629)", powerNote};
    });
    out.set("fabric.power_w", switchPower + opticsPower, "W", [&] {
        return Why{"P_fabric = switch power + optics power",
                   {{"P_switches", "switch (or port) power", switchPower, "W"},
                    {"P_optics", "optics power", opticsPower, "W"}},
                   "seed §3 SerDes, link budget and power (L2629)",
                   powerNote +
                       " Seed check: 1,024 GPUs, 2-tier k = 64 → 3,072 ports × 25 W = 76.8 kW vs the book's ~3,000 "
                       "links × 25 W = 75 kW." +
                       overCapacity()};
    });

    // ---- Cost ------------------------------------------------------------------------------------------
    const bool switchCostKnown = sw && sw->costUsd;
    const double switchUnitUsd = switchCostKnown ? *sw->costUsd * perSwitchScale : kBookRadix64SwitchUsd * k / 64.0;
    const double pluggableUsd = pluggable && pluggable->costUsd ? *pluggable->costUsd : kBookPluggableUsdPer400G * scale400;
    const double copperUsd = copper && copper->costUsd ? *copper->costUsd : 0.0;
    const double switchCost = d(z.switches()) * switchUnitUsd;
    const double opticsCost = d(transceivers) * pluggableUsd + d(copperLinks) * copperUsd;
    const auto switchCostSrc = [&] {
        return std::string(switchCostKnown
                               ? fmt::format("{} ({}) cost (catalog){}", sw->name, sw->id,
                                             sw->radix != spec.radix
                                                 ? fmt::format(", scaled × {}/{} ports", spec.radix, sw->radix)
                                                 : "")
                               : "ESTIMATE: seed $10-50k per radix-64 switch (L2811), midpoint $30k scaled by k/64");
    };
    const auto pluggableSrc = [&] {
        return std::string(
            pluggable && pluggable->costUsd
                ? fmt::format("{} ({}) cost per transceiver (catalog)", pluggable->name, pluggable->id)
                : fmt::format("ESTIMATE: seed $500 per 400G pluggable (L2625) scaled to {:g} Gb/s", gbps));
    };
    const auto costNote = [&] {
        return std::string(
            fmt::format("Transceivers are priced per module, two per optical link (the seed's '$500 per link', L2625, "
                        "prices one end). Copper cables: {}. NICs are node equipment.",
                        copper && copper->costUsd ? fmt::format("{} each", *copper->costUsd)
                                                  : std::string("no cost source, counted as 0")));
    };
    out.set("fabric.switch_cost_usd", switchCost, "USD", [&] {
        return Why{"S · C_switch",
                   {{"S", "switches", d(z.switches()), ""}, {"C_switch", switchCostSrc(), switchUnitUsd, "USD"}},
                   "seed §3 Fat-tree switch cost (L2811)",
                   "Full k = 64 three-tier tree: 5,120 × $10-50k = $51-256M ('$50-250M', L2811)." + overCapacity()};
    });
    out.set("fabric.optics_cost_usd", opticsCost, "USD", [&] {
        return Why{"n_xcvr · C_xcvr + L_copper · C_copper",
                   {{"n_xcvr", "pluggable transceivers", d(transceivers), ""},
                    {"C_xcvr", pluggableSrc(), pluggableUsd, "USD"},
                    {"L_copper", "copper links", d(copperLinks), ""},
                    {"C_copper", "cost per copper cable", copperUsd, "USD"}},
                   "seed §3 Reach and media (L2625)",
                   costNote()};
    });
    out.set("fabric.cost_usd", switchCost + opticsCost, "USD", [&] {
        return Why{"C_fabric = switch cost + optics cost",
                   {{"C_switches", "switch cost", switchCost, "USD"}, {"C_optics", "optics cost", opticsCost, "USD"}},
                   "seed §3 (L2625, L2811)",
                   costNote() + overCapacity()};
    });

    // ---- Risk ------------------------------------------------------------------------------------------
    out.set("fabric.pfc_storm_daily_probability", pfcStormDailyProbability(d(transceivers)), "", [&] {
        return Why{
            "P = 1 − (1 − p)^n_xcvr",
            {{"n_xcvr", "pluggable transceivers", d(transceivers), ""},
             {"p", "daily probability a transceiver degrades and triggers PFC pauses",
              kSeedTransceiverPfcProbabilityPerDay, ""}},
            "seed §3 Probabilistic analysis: PFC storm risk at scale (L2927-2945)",
            "Seed: 24,576 transceivers at 0.001 %/day → 21.8 %/day. Copper links carry no transceivers and are not "
            "counted. PFC storms are a RoCE failure mode; on InfiniBand (credit-based flow control) read this as "
            "the daily chance that some transceiver degrades."};
    });
}

} // namespace fleet
