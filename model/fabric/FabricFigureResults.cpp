#include "fabric/FabricPublish.h"

#include <fmt/format.h>

#include <string>
#include <vector>

namespace fleet::fabric_detail {

void publishFabricFigures(const FabricTerms& t, Results& out)
{
    const FabricSpec& spec = t.spec();
    const FabricSizing& z = t.z();
    const FabricTopology topo = t.topo();
    const Link& link = t.link;
    const double gbps = t.r.gbps;
    const Optic* copper = t.r.copper;
    const Optic* pluggable = t.r.pluggable;
    const std::int64_t copperLinks = t.r.copperLinks;
    const std::int64_t transceivers = t.r.transceivers;

    // ---- Bisection, hops, latency ----------------------------------------------------------------------
    const double nonblocking = t.r.bisectionNonblockingBytesPerS;
    out.set("fabric.bisection_bytes_per_s_nonblocking", nonblocking, [&] {
        return Why{"BW_bisect,1:1 = N/2 · B",
                   {t.tN(), t.tB()},
                   "seed §3 Bisection bandwidth (L2748): 1,024 × 400 Gb/s → 25.6 TB/s",
                   "Per direction; one port of bandwidth B per accelerator."};
    });
    const char* bisectFormula = "";
    const char* bisectNote = "";
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
    out.set("fabric.bisection_bytes_per_s", t.r.bisectionBytesPerS, [&] {
        return Why{bisectFormula,
                   {t.tN(),
                    t.tB(),
                    {"r_eff", "realised leaf oversubscription", z.oversubscription, ""},
                    {"links_bisect", "link-bandwidths crossing the bisection", z.bisectionLinks, ""}},
                   "seed §3 Bisection bandwidth (L2748), non-blocking (L2760), bisection notebook (L2795-2805)",
                   std::string(bisectNote) + " Per direction." + t.overCapacity()};
    });
    if (topo == FabricTopology::Dragonfly)
        out.set("fabric.dragonfly_global_fraction", t.r.dragonflyGlobalFraction, [&] {
            return Why{"BW_bisect / (N/2 · B)",
                       {{"BW_bisect", "bisection bandwidth", t.r.bisectionBytesPerS, "B/s"},
                        {"BW_1:1", "non-blocking bisection", nonblocking, "B/s"}},
                       "seed §3 Dragonfly (L2845): inter-group bandwidth 25-50 % of injection",
                       "Jobs spanning groups see this share of full bandwidth; jobs inside one group see 100 %."};
        });

    const Switch* sw = t.r.sw;
    const bool hopFromCatalog = t.r.hopFromCatalog;
    const double hopS = t.r.hopS;
    const auto tHop = [&] {
        return DerivationTerm{"t_hop",
                              hopFromCatalog ? Text::format("{} latency per traversal (catalog)", sw->name)
                                             : Text("the seed's latency per switch traversal (L2825)"),
                              hopS, "s"};
    };
    const char* hopNote = "";
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
    out.set("fabric.avg_hops", z.avgHops, [&] {
        return Why{
            "mean traversals over all ordered pairs of distinct accelerators (uniform traffic)",
            {t.tN(), t.tk()},
            hopSec(),
            std::string(hopNote) +
                " Counts every pair on the scale-out fabric, although same-node traffic uses the scale-up link."};
    });
    out.set("fabric.max_hops", z.maxHops, [&] {
        return Why{"worst-case traversals", {t.tN(), t.tk()}, hopSec(), hopNote};
    });
    out.set("fabric.avg_latency_s", t.r.avgLatencyS, [&] {
        return Why{"t_avg = avg_hops · t_hop",
                   {{"hops", "mean traversals", z.avgHops, ""}, tHop()},
                   hopSec(),
                   topo == FabricTopology::Torus3d
                       ? "No torus per-hop figure in the seed: the switch figure is reused "
                         "(ESTIMATE)."
                       : "Switching only; add the link α (seed L2684) for end-to-end latency."};
    });
    out.set("fabric.worst_latency_s", t.r.worstLatencyS, [&] {
        return Why{"t_worst = max_hops · t_hop",
                   {{"hops", "worst traversals", z.maxHops, ""}, tHop()},
                   hopSec(),
                   "3 traversals × 0.6 µs = 1.8 µs (fat-tree) vs 1 × 0.6 µs (rail, same rank) (L2825-2826)."};
    });

    // ---- Power -----------------------------------------------------------------------------------------
    const double portW = t.r.portW;
    const auto portWSrc = [&] {
        return link.portWatts
                   ? Text::format("{} port_w (catalog)", link.name)
                   : Text::format("ESTIMATE: {} has no port_w; the seed's 25 W per 400G port scaled to {:g} Gb/s",
                                  link.name, gbps);
    };
    if (!link.portWatts) // a missing catalog value is said where it is replaced (issue #13)
        out.addIssue<IssueCode::FabricPortPowerEstimated>(Severity::Info, "fabric.power_w", link.name, portW, gbps);
    const bool chassisKnown = t.r.chassisKnown;
    const double pluggableW = t.r.pluggableW;
    const double copperW = t.r.copperW;
    const double switchPower = t.r.switchPowerW, opticsPower = t.r.opticsPowerW;
    const auto powerInputs = [&] {
        if (chassisKnown)
            return std::vector<DerivationTerm>{
                {"S", "switches", d(z.switches()), ""},
                {"P_switch", Text::format("{} chassis power without optics (catalog)", sw->name), t.r.chassisW, "W"},
                {"n_xcvr", "pluggable transceivers", d(transceivers), ""},
                {"P_xcvr",
                 pluggable ? Text::format("{} power per transceiver", pluggable->name)
                           : Text("ESTIMATE: seed 20 W per pluggable"),
                 pluggableW, "W"},
                {"L_copper", "copper links", d(copperLinks), ""},
                {"P_copper", "power per copper cable", copperW, "W"}};
        return std::vector<DerivationTerm>{
            {"ports", topo == FabricTopology::Torus3d ? "accelerator torus ports" : "switch ports in use", d(z.ports),
             ""},
            {"P_port", portWSrc(), portW, "W"}};
    };
    const auto powerNote = [&] {
        if (chassisKnown)
            return std::string(
                "Switch chassis power (catalog, without optics) plus each transceiver and active cable.");
        const auto why = [&] {
            return std::string(
                topo == FabricTopology::Torus3d
                    ? std::string(
                          "Torus: no switches; the links' accelerator-side ports are the fabric, charged per port.")
                    : fmt::format("The catalog switch{} states no chassis power, so power is per switch port in use.",
                                  sw ? fmt::format(" ({})", sw->id) : std::string(" (none in the catalog)")));
        };
        return why() + " The link row's port_w is the seed's SerDes + optical transceiver per 400 Gb/s port (L2629), "
                       "so transceiver power is NOT added again (catalogs/seed/PROVENANCE.md). Ports on in-rack copper "
                       "links are charged the same figure (conservative). Forwarding ASIC and fans beyond the "
                       "per-port figure are not counted.";
    };
    out.set("fabric.switch_power_w", switchPower, [&] {
        return Why{chassisKnown ? "S · P_switch" : "ports · P_port", powerInputs(),
                   "seed §3 SerDes, link budget and power (L2629)", powerNote() + t.overCapacity()};
    });
    out.set("fabric.optics_power_w", opticsPower, [&] {
        return Why{chassisKnown ? "n_xcvr · P_xcvr + L_copper · P_copper" : "0 (inside P_port)", powerInputs(),
                   "seed §3 Reach and media (L2625); SerDes power (L2629)", powerNote()};
    });
    out.set("fabric.power_w", switchPower + opticsPower, [&] {
        return Why{"P_fabric = switch power + optics power",
                   {{"P_switches", "switch (or port) power", switchPower, "W"},
                    {"P_optics", "optics power", opticsPower, "W"}},
                   "seed §3 SerDes, link budget and power (L2629)",
                   powerNote() +
                       " Seed check: 1,024 GPUs, 2-tier k = 64 → 3,072 ports × 25 W = 76.8 kW vs the book's ~3,000 "
                       "links × 25 W = 75 kW." +
                       t.overCapacity()};
    });

    // ---- Cost ------------------------------------------------------------------------------------------
    const bool switchCostKnown = t.r.switchCostKnown;
    const double switchUnitUsd = t.r.switchUnitUsd;
    const double pluggableUsd = t.r.pluggableUsd;
    const double copperUsd = t.r.copperUsd;
    const double switchCost = t.r.switchCostUsd;
    const double opticsCost = t.r.opticsCostUsd;
    const auto switchCostSrc = [&] {
        if (!switchCostKnown)
            return Text("ESTIMATE: seed $10-50k per radix-64 switch (L2811), midpoint $30k scaled by k/64");
        if (sw->radix != spec.radix)
            return Text::format("{} ({}) cost (catalog), scaled × {}/{} ports", sw->name, sw->id, spec.radix,
                                sw->radix);
        return Text::format("{} ({}) cost (catalog)", sw->name, sw->id);
    };
    const auto pluggableSrc = [&] {
        return pluggable && pluggable->costUsd
                   ? Text::format("{} ({}) cost per transceiver (catalog)", pluggable->name, pluggable->id)
                   : Text::format("ESTIMATE: seed $500 per 400G pluggable (L2625) scaled to {:g} Gb/s", gbps);
    };
    const auto costNote = [&] {
        return std::string(
            fmt::format("Transceivers are priced per module, two per optical link (the seed's '$500 per link', L2625, "
                        "prices one end). Copper cables: {}. NICs are node equipment.",
                        copper && copper->costUsd ? fmt::format("{} each", *copper->costUsd)
                                                  : std::string("no cost source, counted as 0")));
    };
    out.set("fabric.switch_cost_usd", switchCost, [&] {
        return Why{"S · C_switch",
                   {{"S", "switches", d(z.switches()), ""}, {"C_switch", switchCostSrc(), switchUnitUsd, "USD"}},
                   "seed §3 Fat-tree switch cost (L2811)",
                   "Full k = 64 three-tier tree: 5,120 × $10-50k = $51-256M ('$50-250M', L2811)." + t.overCapacity()};
    });
    out.set("fabric.optics_cost_usd", opticsCost, [&] {
        return Why{"n_xcvr · C_xcvr + L_copper · C_copper",
                   {{"n_xcvr", "pluggable transceivers", d(transceivers), ""},
                    {"C_xcvr", pluggableSrc(), pluggableUsd, "USD"},
                    {"L_copper", "copper links", d(copperLinks), ""},
                    {"C_copper", "cost per copper cable", copperUsd, "USD"}},
                   "seed §3 Reach and media (L2625)",
                   costNote()};
    });
    out.set("fabric.cost_usd", switchCost + opticsCost, [&] {
        return Why{"C_fabric = switch cost + optics cost",
                   {{"C_switches", "switch cost", switchCost, "USD"}, {"C_optics", "optics cost", opticsCost, "USD"}},
                   "seed §3 (L2625, L2811)",
                   costNote() + t.overCapacity()};
    });

    // ---- Risk ------------------------------------------------------------------------------------------
    out.set("fabric.pfc_storm_daily_probability", t.r.pfcStormDailyProbability, [&] {
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

} // namespace fleet::fabric_detail
