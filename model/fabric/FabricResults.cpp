#include "fabric/FabricResults.h"

#include "fabric/FabricPublish.h"

#include <fmt/format.h>

#include <string>
#include <vector>

namespace fleet {

namespace fabric_detail {

namespace {

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

std::string FabricTerms::sec() const
{
    return sectionFor(topo());
}

std::string FabricTerms::overCapacity() const
{
    return std::string(
        r.sizing.fits ? ""
                      : " OVER CAPACITY: the fleet exceeds fabric.max_hosts; counts extrapolate the sizing rules.");
}

void publishFabricShape(const FabricTerms& t, Results& out)
{
    const FabricSpec& spec = t.spec();
    const FabricSizing& z = t.z();
    const FabricTopology topo = t.topo();
    const bool tree = t.tree();
    const double N = t.N();

    // ---- Shape ---------------------------------------------------------------------------------------
    out.set("fabric.hosts", N, [&] {
        return Why{"N = acceleratorsPerNode × nodes",
                   {t.tN()},
                   t.sec(),
                   topo == FabricTopology::Torus3d
                       ? "Torus vertices are accelerators (as in TPU pods), each with 6 torus "
                         "links of the scale-out bandwidth instead of one switch port."
                       : "One scale-out port (NIC) per accelerator."};
    });

    const auto maxInputs = [&] {
        std::vector<DerivationTerm> in;
        if (tree)
            in = {t.tk(), t.tt(), t.tr(), t.tDown()};
        if (topo == FabricTopology::RailOptimized)
            in.push_back(t.tR());
        if (topo == FabricTopology::Dragonfly)
            in = {t.tk(), t.tp(), t.ta(), t.th()};
        return in;
    };
    out.set("fabric.max_hosts", d(z.maxHosts), [&] {
        return Why{
            maxHostsFormula(spec), maxInputs(), t.sec(),
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
            const double ratio = z.leaf.ratio() > 0 ? z.leaf.ratio() : 1.0;
            if (spec.tiers < 3)
                out.addIssue<IssueCode::FabricTreeTooSmallRaiseTiers>(Severity::Error, "fabric.tiers", spec.tiers,
                                                                      toString(topo), spec.radix, ratio, z.maxHosts,
                                                                      z.hosts);
            else
                out.addIssue<IssueCode::FabricTreeTooSmall>(Severity::Error, "fabric.switchRadix", spec.tiers,
                                                            toString(topo), spec.radix, ratio, z.maxHosts, z.hosts);
        } else {
            out.addIssue<IssueCode::FabricDragonflyTooSmall>(Severity::Error, "fabric.switchRadix", spec.radix,
                                                             z.dragonfly.p, z.dragonfly.a, z.dragonfly.h, z.maxHosts,
                                                             z.hosts);
        }
    }
    if (!tree && spec.oversubscription != 1.0)
        out.addIssue<IssueCode::FabricOversubscriptionIgnored>(Severity::Info, "fabric.oversubscription",
                                                               toString(topo));

    if (tree) {
        const auto split = [&] {
            return std::string(spec.tiers <= 1 ? "one tier: every port faces hosts (down = k, up = 0)"
                                               : "up = ceil(k / (r + 1)), down = k − up");
        };
        out.set("fabric.leaf_down_ports", d(z.leaf.down), [&] {
            return Why{spec.tiers <= 1 ? "down = k" : "down = k − ceil(k / (r + 1))",
                       {t.tk(), t.tr()},
                       "seed §3 ToR switches (L2766-2770)",
                       "64 ports at 1:1: 32 down, 32 up. " + split() + ": never more oversubscribed than r."};
        });
        out.set("fabric.leaf_up_ports", d(z.leaf.up), [&] {
            return Why{spec.tiers <= 1 ? "up = 0" : "up = ceil(k / (r + 1))",
                       {t.tk(), t.tr()},
                       "seed §3 ToR switches (L2766-2770)",
                       split()};
        });
        out.set("fabric.oversubscription_effective", z.oversubscription, [&] {
            return Why{"r_eff = down / up (1 while no upper tier is built)",
                       {t.tDown(), t.tUp()},
                       "seed §3 Non-blocking network (L2756-2760)",
                       "Equals fabric.oversubscription when k/(r+1) is an integer (k = 64: r = 1, 3, 7, 15, 31)."};
        });
        out.set("fabric.tiers_used", d(z.tiersBuilt), [&] {
            return Why{
                "fewest tiers ≤ t that hold the fleet: one switch (N ≤ k, or one leaf), leaf + spine while leaves ≤ k, "
                "a core beyond",
                {t.tN(), t.tk(), t.tt()},
                t.sec(),
                "fabric.tiers is the most tiers allowed. The seed builds its 1,024-GPU cluster with leaf and spine "
                "only "
                "(L2792); NVIDIA's SuperPODs add a core only above 2,048 GPUs (k = 64)."};
        });
        if (spec.tiers >= 3)
            out.set("fabric.pods", d(z.pods), [&] {
                return Why{
                    "pods = ceil(leaf groups / max(1, floor((k/2) / R)))",
                    {t.tN(), t.tk(), t.tDown(), t.tR()},
                    "seed §3 Fat-tree pods (L2792); 4,096-GPU case (L2849)",
                    "Pods of k/2 leaves, (k/2)² = 1,024 hosts at k = 64 and 1:1; 0 while no core is built. The seed's "
                    "'two 2,048-GPU pods' for 4,096 GPUs (L2849) counts two-tier blocks; non-blocking, those need the "
                    "spine ports for the core, so the build is 4 pods of 1,024 + 64 cores (NVIDIA's 4,096-GPU "
                    "SuperPOD: 128 leaf, 128 spine, 64 core)."};
            });
    }
    if (topo == FabricTopology::RailOptimized) {
        out.set("fabric.rails", d(z.rails), [&] {
            return Why{"R = accelerators per node; rail i joins GPU i of every node",
                       {t.tR()},
                       "seed §3 Archetype A on rail-optimized topology (L2839)",
                       "1,024 GPUs in 128 nodes: 8 rails × 128 GPUs (L2839)."};
        });
        out.set("fabric.same_rank_max_hops", z.sameRankMaxHops, [&] {
            return Why{"1 if one rail leaf holds a rail's nodes, else the tree's worst case",
                       {t.tDown(), {"H", "nodes per rail (fleet.nodes)", N / d(z.rails), ""}},
                       "seed §3 Rail-optimized notebook (L2819-2829)",
                       "Switch traversals for GPU i ↔ GPU i traffic (data-parallel AllReduce)."};
        });
        out.set("fabric.cross_rail_max_hops", z.crossRailMaxHops, [&] {
            return Why{
                "leaf → spine → leaf (3), or 5 across pods",
                {t.tt()},
                "seed §3 Rail-optimized topology, hybrid spine (L2839)",
                "Rails are bridged by a shared fat-tree spine (the seed's hybrid design); with one tier the rails "
                "are separate switches and cross-rail traffic first crosses the node's scale-up domain (PXN)."};
        });
    }
    if (topo == FabricTopology::Dragonfly) {
        const auto dsec = [&] {
            return std::string("seed §3 Dragonfly (L2845); Kim et al. 2008 balanced dragonfly");
        };
        out.set("fabric.dragonfly_hosts_per_router", d(z.dragonfly.p), [&] {
            return Why{"p = floor((k + 1) / 4)", {t.tk()}, dsec(), "k = p + (a − 1) + h with a = 2p = 2h."};
        });
        out.set("fabric.dragonfly_routers_per_group", d(z.dragonfly.a), [&] {
            return Why{"a = 2p", {t.tp()}, dsec(), ""};
        });
        out.set("fabric.dragonfly_global_ports_per_router", d(z.dragonfly.h), [&] {
            return Why{"h = p", {t.tp()}, dsec(), ""};
        });
        out.set("fabric.dragonfly_groups", d(z.groups), [&] {
            return Why{"g = ceil(ceil(N / p) / a)",
                       {t.tN(), t.tp(), t.ta()},
                       dsec(),
                       "Whole groups of a routers once more than one group is needed; at most a · h + 1."};
        });
        out.set("fabric.dragonfly_global_links_per_group_pair", d(z.globalLinksPerGroupPair), [&] {
            return Why{"m = floor(a · h / (g − 1))",
                       {t.ta(), t.th(), {"g", "groups", d(z.groups), ""}},
                       dsec(),
                       "Each group's a · h global ports spread evenly over the other groups (0 with one group)."};
        });
    }
    if (topo == FabricTopology::Torus3d) {
        constexpr ResultKey kAxisKeys[3] = {"fabric.torus_x", "fabric.torus_y", "fabric.torus_z"};
        for (int i = 0; i < 3; ++i)
            out.set(kAxisKeys[i], d(z.torus[static_cast<size_t>(i)]), [&] {
                return Why{"x ≤ y ≤ z, x · y · z = N, largest dimension minimal",
                           {t.tN()},
                           t.sec(),
                           "As close to cubic as N allows (a prime N degenerates to a ring)."};
            });
    }
}

} // namespace fabric_detail

std::optional<FabricResult> fabricFor(const Scenario& s, const ResolvedFleet& f, const Catalog& c)
{
    const auto spec = fabricSpecFor(s);
    if (!f.scaleOut || !spec)
        return std::nullopt;
    return computeFabric(*spec, *f.scaleOut, c);
}

void addFabricResults(const Scenario& s, const ResolvedFleet& f, const std::optional<FabricResult>& fabric, Results& out)
{
    if (!f.scaleOut)
        return; // resolveFleet already reported fleet.scaleOutLink
    if (!fabric) {
        out.addIssue<IssueCode::FabricUnknownTopology>(Severity::Error, "fabric.topology", s.fabric.topology);
        return;
    }
    const fabric_detail::FabricTerms t{*fabric, *f.scaleOut};
    fabric_detail::publishFabricShape(t, out);
    fabric_detail::publishFabricCounts(t, out);
    fabric_detail::publishFabricFigures(t, out);
}

std::optional<FabricResult> addFabricResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, Results& out)
{
    std::optional<FabricResult> fabric = fabricFor(s, f, c);
    addFabricResults(s, f, fabric, out);
    return fabric;
}

} // namespace fleet
