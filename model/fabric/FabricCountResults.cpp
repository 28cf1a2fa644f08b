#include "fabric/FabricPublish.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

namespace fleet::fabric_detail {

void publishFabricCounts(const FabricTerms& t, Results& out)
{
    const FabricSpec& spec = t.spec();
    const FabricSizing& z = t.z();
    const FabricTopology topo = t.topo();
    const bool tree = t.tree();
    const double gbps = t.r.gbps;
    const Optic* copper = t.r.copper;
    const std::int64_t copperLinks = t.r.copperLinks;
    const std::int64_t opticalLinks = t.r.opticalLinks;
    const std::int64_t transceivers = t.r.transceivers;

    // ---- Switches and links ----------------------------------------------------------------------------
    constexpr const char* tierNames[3] = {"leaf (ToR)", "spine (pod aggregation with 3 tiers)", "core"};
    if (tree) {
        constexpr ResultKey kTierKeys[3] = {"fabric.switches_tier1", "fabric.switches_tier2", "fabric.switches_tier3"};
        const char* const formulas[3] = {
            topo == FabricTopology::RailOptimized ? "leaves = R · ceil((N / R) / down)" : "leaves = ceil(N / down)",
            "2 tiers: ceil(U / k); 3 tiers: Σ_pods ceil(U_pod / (k/2)); U = leaf uplinks", "cores = ceil(U / k)"};
        for (int i = 0; i < static_cast<int>(std::min<std::int64_t>(spec.tiers, 3)); ++i)
            out.set(kTierKeys[i], d(z.switchesPerTier[static_cast<size_t>(i)]), [&] {
                return Why{formulas[i],
                           {t.tN(), t.tk(), t.tr(), t.tDown(), t.tUp()},
                           t.sec(),
                           std::string(tierNames[i]) + " switches; 0 if the tier is not needed." + t.overCapacity()};
            });
    } else if (topo == FabricTopology::Dragonfly) {
        out.set("fabric.switches_tier1", d(z.switchesPerTier[0]), [&] {
            return Why{"routers = ceil(N / p) (one group) or g · a",
                       {t.tN(), t.tp(), t.ta()},
                       t.sec(),
                       "Dragonfly routers (one level)." + t.overCapacity()};
        });
    }
    out.set("fabric.switches", d(z.switches()), [&] {
        return Why{
            "Σ switches per tier",
            {{"S1", "tier-1 switches", d(z.switchesPerTier[0]), ""},
             {"S2", "tier-2 switches", d(z.switchesPerTier[1]), ""},
             {"S3", "tier-3 switches", d(z.switchesPerTier[2]), ""}},
            t.sec(),
            (tree
                 ? "Full-size non-blocking checks: 3k/2 for 2 tiers, 5k²/4 = 5,120 for k = 64 and 3 tiers (L2811). "
                   "Matches NVIDIA DGX SuperPOD (NDR, 64-port) leaf/spine/core counts from 256 to 16,384 GPUs."
                 : (topo == FabricTopology::Torus3d ? "Switchless: accelerators forward to their 6 neighbours." : "")) +
                t.overCapacity()};
    });

    if (tree) {
        out.set("fabric.links_host_leaf", d(z.linksPerTier[0]), [&] {
            return Why{"N (one per accelerator port)", {t.tN()}, t.sec(), ""};
        });
        if (spec.tiers >= 2)
            out.set("fabric.links_leaf_spine", d(z.linksPerTier[1]), [&] {
                return Why{
                    "U = Σ_leaves ceil(hosts on leaf · up / down) (leaves · up when full)",
                    {t.tDown(), t.tUp()},
                    t.sec(),
                    "A partial leaf cables only the uplinks its hosts need at its ratio; 0 when one switch holds every "
                    "host."};
            });
        if (spec.tiers >= 3)
            out.set("fabric.links_spine_core", d(z.linksPerTier[2]), [&] {
                return Why{"U (aggregation non-blocking: as many up as down)",
                           {t.tDown(), t.tUp()},
                           t.sec(),
                           "0 while no core is built (at most k leaves)."};
            });
    } else if (topo == FabricTopology::Dragonfly) {
        out.set("fabric.links_host_router", d(z.linksPerTier[0]), [&] {
            return Why{"N", {t.tN()}, t.sec(), ""};
        });
        out.set("fabric.links_local", d(z.linksPerTier[1]), [&] {
            return Why{"g · a(a − 1)/2 (all-to-all inside each group)", {t.ta()}, t.sec(), ""};
        });
        out.set("fabric.links_global", d(z.linksPerTier[2]), [&] {
            return Why{"m · g(g − 1)/2",
                       {t.ta(), t.th(), {"g", "groups", d(z.groups), ""}},
                       t.sec(),
                       "Global (inter-group) links are optical (seed L2845)."};
        });
    }
    out.set("fabric.links", d(z.links()), [&] {
        return Why{tree ? "host–leaf + leaf–spine + spine–core"
                        : (topo == FabricTopology::Dragonfly ? "host–router + local + global"
                                                             : "Σ_d (N / n_d) · n_d = 3N for n_d ≥ 3"),
                   {{"L1", "host–first-switch links (torus: all links)", d(z.linksPerTier[0]), ""},
                    {"L2", "second-level links", d(z.linksPerTier[1]), ""},
                    {"L3", "third-level links", d(z.linksPerTier[2]), ""}},
                   "seed §3 PFC storm exposure: links per tier (L2935)",
                   "The seed's 4,096 GPUs × 3 tiers = 12,288 links is this sum for a 3-tier k = 64 fat-tree." +
                       t.overCapacity()};
    });

    // ---- Media: copper in the rack, pluggable optics elsewhere -------------------------------------------
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
    out.set("fabric.links_copper", d(copperLinks), [&] {
        return Why{"links with both ends in one rack, if a DAC/AOC at the link speed exists",
                   {{"L", "links", d(z.links()), ""}, {"L_rack", "in-rack links", d(z.inRackLinks), ""}},
                   "seed §3 Reach and media (L2625-2631)",
                   mediaRule()};
    });
    out.set("fabric.links_optical", d(opticalLinks), [&] {
        return Why{"L − L_copper",
                   {{"L", "links", d(z.links()), ""}, {"L_copper", "copper links", d(copperLinks), ""}},
                   "seed §3 Reach and media (L2625-2631)",
                   mediaRule()};
    });
    out.set("fabric.transceivers", d(transceivers), [&] {
        return Why{
            "2 · L_optical",
            {{"L_optical", "optical links", d(opticalLinks), ""}},
            "seed §3 PFC storm exposure (L2935); reach and media (L2625)",
            "Two pluggables per optical link, none on copper. The seed counts all 3 tiers as optical (12,288 links → "
            "24,576 transceivers for 4,096 GPUs, L2935). " +
                mediaRule()};
    });
    out.set("fabric.ports", d(z.ports), [&] {
        return Why{tree || topo == FabricTopology::Dragonfly ? "L1 + 2 · (L2 + L3) switch ports in use"
                                                             : "2 · L accelerator-side torus ports",
                   {{"L1", "host–switch links", d(z.linksPerTier[0]), ""},
                    {"L2+L3", "switch–switch links", d(z.linksPerTier[1] + z.linksPerTier[2]), ""}},
                   "seed §3 SerDes, link budget and power (L2629)",
                   "Host links end on one switch port (the NIC side is node equipment), switch–switch links on two. "
                   "1,024 GPUs in a 2-tier k = 64 tree use 3,072 ports: the seed's '~3,000 high-speed links' (L2629)."};
    });
}

} // namespace fleet::fabric_detail
