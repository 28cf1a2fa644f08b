#include "power/PowerResults.h"

#include "power/NodePower.h"
#include "power/PowerPublish.h"

#include "units/Precision.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace fleet {

namespace {

double d(std::int64_t v) { return static_cast<double>(v); }

constexpr double kStandardRackUnits = 42.0; // seed L2242

// Section strings (every one names the seed chapter and its lines).
const std::string kSecTdp = "seed §2 TDP definition (L1726-1732); DVFS and power capping (L1766)";
const std::string kSecNode = "seed §2 The Rack (L2224, L2232); rack design considerations, 8.4 kW node (L2244)";
const std::string kSecRack = "seed §2 The Rack (L2224-2232)";
const std::string kSecTor = "seed §2 The Rack, ToR switch (L2230, L2258); seed §3 SerDes power (L2629)";
const std::string kSecRacks = "seed §2 The Rack, 32 racks for 1,024 GPUs (L2228); The Pod (L2288); pod footprint (L1760)";
const std::string kSecPue = "seed §2 Power wall, Eq. 2.2 PUE (L1720-1724)";
const std::string kSecIt = "seed §2 The Rack, 1.1 MW for 32 racks (L2228); The Pod, 7–10 MW (L2288); pod scale (L1758)";
const std::string kSecDvfs = "seed §2 DVFS at fleet level (L1766); power swing 400–700 W per step (L1748)";
const std::string kSecCap = "seed §2 DVFS and power capping (L1766); linear clock–power model (L1732)";

} // namespace

PowerChainInputs powerChainInputs(const Scenario& s, const ResolvedFleet& f, double fabricPowerW,
                                  double fabricSwitchPowerW, double leafSwitchFraction)
{
    PowerChainInputs in;
    in.tdp = f.accelerator ? f.accelerator->tdp : Watts{};
    in.capWatts = s.power.capWatts;
    in.acceleratorsPerNode = d(s.fleet.acceleratorsPerNode);
    in.nodes = d(s.fleet.nodes);
    in.nodesPerRack = d(s.fleet.nodesPerRack);
    const NodePower np = nodePower(s, f); // power.nodePowerFrom: the node row (its generation's), or the input
    in.nodeOverhead = np.overhead;
    in.measuredAveragePerAccelerator = np.measuredAveragePerAccelerator;
    in.useRatedNodePower = s.power.useRatedNodePower;
    // A node row's rated power describes that node; it is meaningless for another accelerator or count.
    const bool nodeMatches = f.accelerator && f.node->acceleratorId == f.accelerator->id &&
                             f.node->accelerators == s.fleet.acceleratorsPerNode;
    in.ratedNodePower = nodeMatches ? f.node->ratedPower.value_or(Watts{}) : Watts{};
    in.fabric = watts(fabricPowerW);
    in.fabricSwitch = watts(fabricSwitchPowerW);
    in.leafSwitchFraction = leafSwitchFraction;
    in.pue = s.facility.pue;
    in.averageFraction = s.power.averageFraction;
    return in;
}

std::optional<PowerChain> addPowerResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c,
                                          double fabricPowerW, double fabricSwitchPowerW, double leafSwitchFraction,
                                          Results& out)
{
    if (!f.accelerator)
        return std::nullopt; // resolveFleet already reported fleet.accelerator
    const Accelerator& a = *f.accelerator;
    PowerChainInputs in = powerChainInputs(s, f, fabricPowerW, fabricSwitchPowerW, leafSwitchFraction);
    // A cooling that throttles the rack's accelerators holds their average draw down too (issue 28 part 3): the peak
    // chain decides the throttled share, the averages (energy, carbon, water) use it.
    PowerChain ch = powerChain(in);
    if (f.cooling) {
        in.sustainedShare =
            acceleratorPowerShare(ch, a.tdp, in.nodesPerRack * in.acceleratorsPerNode, f.cooling->rackLimit).cooling;
        if (in.sustainedShare < 1.0) // only a throttled rack's averages change
            ch = powerChain(in);
    }
    if (out.detail() != Detail::Values) // the Power tab's waterfall draws it
        out.structs().power = std::make_shared<const PowerChain>(ch);
    PowerChainInputs uncappedIn = in;
    uncappedIn.capWatts = 0.0;
    const PowerChain uncapped = powerChain(uncappedIn);

    const double n = in.acceleratorsPerNode, nodes = in.nodes, perRack = in.nodesPerRack;
    const double tdp = a.tdp.si();
    const bool capped = ch.acceleratorW < tdp;
    const bool ratedAsked = s.power.useRatedNodePower;
    const bool rated = ch.ratedNodePowerUsed;
    const bool leafKnown = ch.rackSwitchW > 0.0;

    // ---- Issues about the inputs --------------------------------------------------------------------------
    if (s.power.capWatts > 0.0 && !capped)
        out.addIssue<IssueCode::PowerCapNoEffect>(Severity::Info, "power.capWatts", s.power.capWatts, a.name, tdp);
    if (ratedAsked && !rated)
        out.addIssue<IssueCode::PowerNoRatedPower>(Severity::Warning, "power.useRatedNodePower", f.node->name,
                                                   s.fleet.acceleratorsPerNode, s.power.nodeOverheadWatts);
    if (f.node->rackUnits && perRack * *f.node->rackUnits > kStandardRackUnits)
        out.addIssue<IssueCode::PowerRackUnitsExceeded>(Severity::Warning, "fleet.nodesPerRack", s.fleet.nodesPerRack,
                                                        *f.node->rackUnits, f.node->name, perRack * *f.node->rackUnits,
                                                        kStandardRackUnits);

    // ---- Terms ------------------------------------------------------------------------------------------
    const auto tTdp = [&] {
        return DerivationTerm{"TDP", Text::format("{} thermal design power (catalog)", a.name), tdp, "W"};
    };
    const auto tCap = [&] {
        return DerivationTerm{"cap", "per-accelerator power cap (power.capWatts, 0 = none)", s.power.capWatts, "W"};
    };
    const auto tAcc = [&] {
        return DerivationTerm{"P_acc", "one accelerator at peak, after the cap", ch.acceleratorW, "W"};
    };
    const auto tn = [&] {
        return DerivationTerm{"n", "accelerators per node (fleet.acceleratorsPerNode)", n, ""};
    };
    const auto tNodes = [&] {
        return DerivationTerm{"nodes", "nodes (fleet.nodes)", nodes, ""};
    };
    const auto tPerRack = [&] {
        return DerivationTerm{"m", "nodes per rack (fleet.nodesPerRack)", perRack, ""};
    };
    const auto tOther = [&] {
        return DerivationTerm{"P_other", "one node's non-accelerator power at peak", ch.nodeOverheadW, "W"};
    };
    const auto tNode = [&] {
        return DerivationTerm{"P_node", "one node at peak", ch.nodeW, "W"};
    };
    const auto tRated = [&] {
        return DerivationTerm{"P_rated", Text::format("{} rated maximum input (catalog)", f.node->name),
                              f.node->ratedPower ? f.node->ratedPower->si() : 0.0, "W"};
    };
    const auto tFabric = [&] {
        return DerivationTerm{"P_fabric", "fabric power: switches and optics (fabric.power_w)", ch.fabricW, "W"};
    };
    const auto tIt = [&] {
        return DerivationTerm{"P_IT", "IT load at peak", ch.itW, "W"};
    };
    const auto tPue = [&] {
        return DerivationTerm{"PUE", "power usage effectiveness (facility.pue)", s.facility.pue, ""};
    };

    // ---- Accelerator and node ------------------------------------------------------------------------------
    out.set("power.accelerator_w", ch.acceleratorW, [&] {
        return Why{
            "P_acc = cap if 0 < cap < TDP, else TDP",
            {tTdp(), tCap()},
            kSecTdp,
            capped ? fmt::format("Capped at {:g} W: {:.1f} % below the TDP (seed: 600 of 700 W saves 14.3 %, L1766).",
                                 ch.acceleratorW, 100.0 * powerCapSaving(a.tdp, watts(ch.acceleratorW)))
                   : "The TDP is the steady heat the cooling must remove at rated clocks (L1730); the power "
                     "delivery is sized for every accelerator at TDP at once (L1766)."};
    });

    const NodePower np = nodePower(s, f);
    const auto other = [&] { return nodeOverheadText(s, f, np); }; // text: built in the derivations only
    if (rated)
        out.set("power.node_overhead_w", ch.nodeOverheadW, [&] {
            return Why{"P_other = P_rated − n · TDP",
                       {tRated(), tn(), tTdp()},
                       kSecNode,
                       "Rated-power mode (power.useRatedNodePower): the rest of the datasheet's maximum input once the "
                       "accelerators take their TDP (DGX H100: 10.2 kW − 5.6 kW = 4.6 kW). " +
                           other().note};
        });
    else
        out.set("power.node_overhead_w", ch.nodeOverheadW,
                [&] { return Why{other().formula, other().terms, kSecNode, other().note}; });
    if (const std::optional<Issue> issue = nodePowerIssue(s, f, np))
        out.addIssue(*issue);

    if (rated)
        out.set("power.node_w", ch.nodeW, [&] {
            return Why{
                "P_node = P_rated − n · (TDP − P_acc)",
                {tRated(), tn(), tTdp(), tAcc()},
                kSecNode,
                "The node's rated maximum input (catalog); a cap lowers the accelerators' share of it. DGX H100: "
                "10.2 kW, 4 per rack = 40.8 kW, just above the seed's 33–40 kW range (L2232)."};
        });
    else
        out.set("power.node_w", ch.nodeW, [&] {
            return Why{
                "P_node = n · P_acc + P_other",
                {tn(), tAcc(), tOther()},
                kSecNode,
                std::string(ratedAsked ? "The node states no rated power: TDP + overhead is used (see issues). " : "") +
                    "Seed: 8 × 700 W + 2,775 W = 8,375 W, 'about 8.4 kW' per DGX H100 (L2244)."};
        });

    // ---- Rack ------------------------------------------------------------------------------------------
    out.set("power.racks", ch.racks, [&] {
        return Why{
            "racks = ceil(nodes / m)",
            {tNodes(), tPerRack()},
            kSecRacks,
            "Seed: 128 DGX H100 → 32 racks (L2228); 1,024 → 256 ('about 250', L2288); 10,000 GPUs at 32 per rack → "
            "313 ('about 300', L1760)."};
    });
    out.set("power.rack_switch_w", ch.rackSwitchW, [&] {
        return Why{
            leafKnown ? "P_ToR = P_switches · f_leaf / racks" : "P_ToR = 0 (leaf share unknown)",
            {{"P_switches", "fabric switch power (fabric.switch_power_w)", fabricSwitchPowerW, "W"},
             {"f_leaf", "leaf switches / all switches", std::isfinite(leafSwitchFraction) ? leafSwitchFraction : 0.0,
              ""},
             {"racks", "racks", ch.racks, ""}},
            kSecTor,
            "Rule: the leaf (ToR) switches sit in the compute racks and are charged to them evenly; spine and core "
            "switches and the optics live in network racks outside them. 0 when the fabric's switch power or leaf "
            "share is unknown. Default plan: 1.024 MW × 256/640 / 256 racks = 1.6 kW = one 64-port leaf at 25 W "
            "per port. Rail-optimized leaves serve several racks: the even share is then an average."};
    });
    out.set("power.rack_w", ch.rackW, [&] {
        return Why{"P_rack = m · P_node + P_ToR",
                   {tPerRack(), tNode(), {"P_ToR", "in-rack switch power", ch.rackSwitchW, "W"}},
                   kSecRack,
                   "A full rack. Seed: 4 × 8,375 W = 33.5 kW = 32 × 700 W (22.4 kW) + 11.1 kW (L2224, L2232), about 33 "
                   "one-kilowatt heaters (L1756); at rated node power the same rack is 4 × 10.2 kW = 40.8 kW, just "
                   "above the top of the book's 33–40 kW range. The book's rack counts no switch."};
    });

    // ---- Fleet chain -------------------------------------------------------------------------------------
    out.set("power.accelerators_w", ch.acceleratorsW, [&] {
        return Why{"P_accs = nodes · n · P_acc",
                   {tNodes(), tn(), tAcc()},
                   "seed §2 Power wall, pod scale (L1758); The Rack (L2232)",
                   "Seed: 10,000 H100 × 700 W = 7.0 MW, the low end of its '7–10 MW' (L1758); 32 × 700 W = 22.4 kW per "
                   "rack (L2232)."};
    });
    out.set("power.non_accelerator_w", ch.nonAcceleratorW, [&] {
        return Why{"P_others = nodes · (P_node − n · P_acc)",
                   {tNodes(), tNode(), tn(), tAcc()},
                   kSecNode,
                   "CPUs, memory, NICs, NVSwitch, fans and conversion of every node."};
    });
    out.set("power.fabric_w", ch.fabricW, [&] {
        return Why{"P_fabric = fabric.power_w",
                   {tFabric()},
                   "seed §3 SerDes, link budget and power (L2629)",
                   "The whole scale-out fabric, the in-rack leaf share (power.rack_switch_w) included, so it is "
                   "counted once."};
    });
    out.set("power.it_w", ch.itW, [&] {
        return Why{
            "P_IT = nodes · P_node + P_fabric",
            {tNodes(), tNode(), tFabric()},
            kSecIt,
            "All IT load at peak. The seed's cluster figures are node power only, without fabric or PUE: 32 × 33.5 kW "
            "= 1.07 MW ('about 1.1 MW', L2228); 256 × 33.5 kW = 8.58 MW ('7–10 MW', L2288); 10,000 H100 in 1,250 "
            "DGX nodes = 10.5 MW, just above the '7–10 MW' of L1758, whose low end is the GPUs alone (7.0 MW). "
            "racks × P_rack differs from P_IT by a partly filled last rack and by the spine/core switches and optics "
            "outside the racks."};
    });
    out.set("power.pue_overhead_w", ch.pueOverheadW, [&] {
        return Why{"P_overhead = (PUE − 1) · P_IT",
                   {tIt(), tPue()},
                   kSecPue,
                   "Cooling plant, power conversion, lighting: 0.5 W per IT watt at PUE 1.5 (L1724)."};
    });
    const auto coolingPue = [&] {
        return std::string(f.cooling ? fmt::format(" The chosen cooling ({}) typically runs at PUE {:g} (catalog).",
                                                   f.cooling->name, f.cooling->defaultPue)
                                     : std::string());
    };
    out.set("power.facility_w", ch.facilityW, [&] {
        return Why{
            "P_facility = PUE · P_IT",
            {tIt(), tPue()},
            kSecPue,
            "Eq. 2.2: at PUE 1.5 the facility draws 1.5 W per watt of IT load (L1724). Liquid-cooled facilities "
            "deliver 90–95 % of their power to compute (PUE 1.05–1.11), air-cooled ones 50–65 % (L2480). The seed's "
            "MW figures apply no PUE." +
                coolingPue()};
    });
    out.set("power.fabric_fraction", powerShare(watts(ch.fabricW), watts(ch.itW)), [&] {
        return Why{"P_fabric / P_IT",
                   {tFabric(), tIt()},
                   "seed §3 SerDes, link budget and power (L2629)",
                   "Seed: 75 kW of links is '10.5 %' of the cluster's power (L2629) only against the GPUs' TDP "
                   "(1,024 × 700 W = 716.8 kW); against its 1.07 MW of node power it is 7.0 %. This key divides by the "
                   "whole IT load."};
    });

    // ---- DVFS averages -----------------------------------------------------------------------------------
    const auto tAvgFrac = [&] {
        return DerivationTerm{"f_avg", "average draw / TDP under DVFS (power.averageFraction)", s.power.averageFraction,
                              ""};
    };
    const auto tAvgAcc = [&] {
        return DerivationTerm{"P_acc,avg", "one accelerator on average", ch.averageAcceleratorW, "W"};
    };
    out.set("power.average_accelerator_w", ch.averageAcceleratorW, [&] {
        return Why{
            in.sustainedShare < 1.0 ? "P_acc,avg = min(f_avg · TDP, φ · P_acc)" : "P_acc,avg = min(f_avg · TDP, P_acc)",
            {tAvgFrac(), tTdp(), tAcc(),
             {"φ", "share of its peak power the rack's cooling sustains (cooling.throttle_fraction)", in.sustainedShare,
              ""}},
            kSecDvfs,
            "Average draw is 70–85 % of TDP because DVFS lowers clocks in communication phases (L1766); one step "
            "swings between ~400 W and 700 W (L1748). A capped accelerator averages at most its cap, a throttled one "
            "at most φ of it. A cap above the average saves no energy here (an upper bound on the run's energy: the "
            "compute phases it clips draw less)."};
    });
    if (ch.measuredAverageUsed)
        out.set("power.average_it_w", ch.averageItW, [&] {
            return Why{
                "P_IT,avg = nodes · min(n · P_measured, P_node) + P_fabric",
                {tNodes(),
                 tn(),
                 {"P_measured",
                  Text::format("{} measured average per accelerator, host share included (catalog)", f.node->name),
                  np.measuredAveragePerAccelerator.si(), "W"},
                 tNode(),
                 tFabric()},
                kSecDvfs,
                "Measured, not modelled: the node row publishes an average draw per accelerator over a training "
                "run with its share of the host (DGX-1 V100: 330 W, Patterson et al. 2021, Table 4 — GPT-3 on "
                "10,000 V100, 14.8 days, 1,287 MWh at PUE 1.10); power.averageFraction does not apply. The "
                "fabric stays at peak."};
        });
    else
        out.set("power.average_it_w", ch.averageItW, [&] {
            return Why{"P_IT,avg = nodes · (P_node − n · (P_acc − P_acc,avg)) + P_fabric",
                       {tNodes(), tNode(), tn(), tAcc(), tAvgAcc(), tFabric()},
                       kSecDvfs,
                       "Rule: only the accelerators follow DVFS; node overheads and the fabric stay at their peak draw "
                       "(conservative)."};
        });
    out.set("power.average_facility_w", ch.averageFacilityW, [&] {
        return Why{"P_facility,avg = PUE · P_IT,avg",
                   {{"P_IT,avg", "average IT load", ch.averageItW, "W"}, tPue()},
                   kSecPue,
                   "PUE held at facility.pue at partial load (a real plant's PUE rises somewhat at low load)."};
    });
    out.set("power.energy_per_hour_j", ch.averageFacilityW * 3600.0, [&] {
        return Why{"E_h = P_facility,avg · 3600 s",
                   {{"P_facility,avg", "average facility draw", ch.averageFacilityW, "W"}},
                   kSecDvfs + "; Eq. 2.2 (L1722)",
                   fmt::format("Grid energy per hour of operation at the average draw: {:.0f} kWh.",
                               ch.averageFacilityW / 1e3)};
    });

    // ---- Power capping -----------------------------------------------------------------------------------
    const double saving = powerCapSaving(a.tdp, watts(ch.acceleratorW));
    out.set("power.cap_saving_fraction", saving, [&] {
        return Why{
            "s = 1 − P_acc / TDP",
            {tAcc(), tTdp()},
            kSecCap,
            "Book: capping an H100 at 600 W instead of 700 W gives '15 % lower power' (L1766); the formula gives "
            "1/7 = 14.3 % (the book rounds up). 0 when uncapped."};
    });
    const double perf = throttledPerformanceFraction(watts(ch.acceleratorW), a.tdp);
    out.set("power.cap_performance_fraction", perf, [&] {
        return Why{
            "φ = P_acc / TDP (linear clock–power model)",
            {tAcc(), tTdp()},
            kSecCap,
            "The book's linear model (L1732): a 600 W cap keeps 85.7 % of peak, i.e. loses 14.3 %, inside its "
            "'10–15 %' (L1766); training.timeModel = book runs the chain at it. Real DVFS is sublinear: the predicted "
            "step uses (P / TDP)^k with k from measured caps (training.power_rate_fraction; 0.64 on Hopper keeps 90.6 "
            "% at 600 W)."};
    });
    const double extra = ch.nodeW > 0.0 ? uncapped.nodeW / ch.nodeW - 1.0 : 0.0;
    out.set("power.cap_extra_accelerators_fraction", extra, [&] {
        return Why{
            "x = P_node(TDP) / P_node(P_acc) − 1",
            {{"P_node(TDP)", "one node uncapped", uncapped.nodeW, "W"},
             {"P_node(P_acc)", "one node capped", ch.nodeW, "W"}},
            kSecCap,
            "How many more accelerators the same power budget feeds when capped ('deploy more GPUs within a fixed "
            "power budget', L1766). GPUs alone 700/600 → +16.7 %; with 2,775 W per node 8,375/7,575 → +10.6 %. "
            "Under the linear model the extra accelerators only make up the capped ones' lost throughput: capping "
            "pays when the real performance loss is below the power saved. 0 when uncapped."};
    });

    power_detail::addDecodeEnergyResults(s, f, out);
    if (f.cooling) // else resolveFleet already reported fleet.cooling
        power_detail::addCoolingResults(s, f, c, ch, out);
    return ch;
}

} // namespace fleet
