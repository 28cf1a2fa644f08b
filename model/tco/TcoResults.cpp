#include "tco/TcoResults.h"

#include "tco/TcoText.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace fleet {

using namespace tco_detail;

void addTcoResults(const Scenario& s, const ResolvedFleet& f, const Catalog& /*c*/, const PowerChain* power,
                   const FabricResult* fabric, const TrainingFigures& training, const InferenceFigures& inference,
                   Results& out)
{
    std::vector<Issue> issues; // allocates only when there is an issue
    const auto inOpt = tcoInputs(s, f, power, fabric, &issues);
    if (inOpt && out.detail() != Detail::Values) // the TCO tab's curves start from the same inputs
        out.structs().tco = std::make_shared<const TcoInputs>(*inOpt);
    const auto hwOpt = computeHardwareCost(s, f);
    const auto accHours = training.acceleratorHours;
    const auto clusterFlops = training.clusterFlopsPerS;
    const auto tokensPerS = inference.tokensPerS;
    const auto avgAccW = power ? std::optional<double>(power->averageAcceleratorW) : std::nullopt;
    const bool idleKnown = idleItWatts(s, f, power).has_value();
    for (Issue& i : issues)
        out.addIssue(std::move(i));
    if (!inOpt || !hwOpt)
        return;
    const TcoInputs& in = *inOpt;
    const ComputeHardwareCost& hw = *hwOpt;
    const TcoBreakdown b = computeTco(in);
    const double N = in.accelerators;
    const double years = in.years, u = std::clamp(in.utilization, 0.0, 1.0);

    const auto tN = [&] {
        return DerivationTerm{"N", "accelerators (fleet.acceleratorsPerNode × fleet.nodes)", N, ""};
    };
    const auto tNodes = [&] {
        return DerivationTerm{"nodes", "nodes (fleet.nodes)", hw.nodes, ""};
    };
    const auto tYears = [&] {
        return DerivationTerm{"Y", "service life (economics.years)", years, "year"};
    };
    const auto tU = [&] {
        return DerivationTerm{"u", "average utilization (economics.utilization)", u, ""};
    };
    const auto tHw = [&] {
        return DerivationTerm{"C_hw", "hardware: compute + fabric", b.hardwareUsd, "USD"};
    };
    const auto tCapex = [&] {
        return DerivationTerm{"C_capex", "capital cost", b.capexUsd, "USD"};
    };
    const auto tOpex = [&] {
        return DerivationTerm{"C_opex", "operating cost per year", b.opexUsdPerYear, "USD/year"};
    };
    const auto tTotal = [&] {
        return DerivationTerm{"C_total", "owned total over the service life", b.totalUsd, "USD"};
    };
    const auto tCloud = [&] {
        return DerivationTerm{"p_cloud", "cloud price per accelerator-hour (economics.cloudUsdPerAcceleratorHour)",
                              in.cloudUsdPerAcceleratorHour, "USD/h"};
    };
    const auto tHoursYear = [&] {
        return DerivationTerm{"8,760 h", "hours per year", kHoursPerYear, "h"};
    };

    // ---- Capex ------------------------------------------------------------------------------------------------
    if (hw.nodePriced)
        out.set("tco.capex_compute_usd", hw.usd, [&] {
            return Why{
                "C_compute = nodes · P_node",
                {tNodes(), {"P_node", Text::format("{} price (catalog)", f.node->name), hw.nodePriceUsd, "USD"}},
                kSecHardware,
                fmt::format("Rule: the node row has a price, and a node price includes its {} accelerators (a DGX is "
                            "sold whole), so nothing is added per accelerator: no double counting. Seed: ~$350,000 "
                            "per DGX H100 (L1822), $1.4M per 4-node rack (L2266); SemiAnalysis estimates ~$270,000 "
                            "(published-facts C-10).",
                            s.fleet.acceleratorsPerNode)};
        });
    else {
        // A missing catalog value is said where it is replaced, not only inside a derivation (issue #13).
        out.addIssue<IssueCode::TcoNodeNotPriced>(Severity::Info, "tco.capex_compute_usd", f.node->name,
                                                  hw.hostUsdPerAccelerator);
        out.set("tco.capex_compute_usd", hw.usd, [&] {
            return Why{
                "C_compute = N · (P_acc + P_host)",
                {tN(),
                 {"P_acc",
                  f.accelerator ? Text::format("{} price (catalog)", f.accelerator->name)
                                : Text("accelerator price (catalog)"),
                  hw.acceleratorPriceUsd, "USD"},
                 {"P_host", "host share per accelerator slot (ESTIMATE)", hw.hostUsdPerAccelerator, "USD"}},
                kSecHardware,
                fmt::format(
                    "Rule: {} has no catalog price{}, so the fleet is priced as accelerators plus hosts. ESTIMATE: "
                    "the host (CPUs, DRAM, NICs, NVSwitch baseboard, chassis, integration) is ($350,000 DGX "
                    "H100 − 8 × $25,000 H100) / 8 = $18,750 per accelerator slot. Catalog accelerator prices "
                    "are mlsysim estimates (analyst ranges in published-facts C-10).",
                    f.node->name,
                    f.node->generic
                        ? " (generic node)"
                        : (f.node->accelerators != s.fleet.acceleratorsPerNode ? " for this accelerator count" : ""))};
        });
    }
    out.set("tco.capex_fabric_usd", in.fabricUsd, [&] {
        return Why{"C_fabric = fabric.cost_usd",
                   {{"C_fabric", "switches and optics (fabric.cost_usd)", in.fabricUsd, "USD"}},
                   "seed §3 Fat-tree switch cost (L2811); reach and media, $500 per pluggable (L2625)",
                   "Scale-out switches and transceivers as the fabric model prices them; NICs are in the node price."};
    });
    out.set("tco.capex_facility_usd", b.facilityUsd, [&] {
        return Why{
            "C_facility = c_W · P_IT",
            {{"c_W", "data-hall construction per W of IT capacity (economics.facilityUsdPerWatt)",
              in.facilityUsdPerWatt, "USD/W"},
             {"P_IT", "IT load at peak (power.it_w): the capacity to build", in.itPeakW, "W"}},
            kSecLifecycle,
            "Power delivery, cooling plant and shell sized for the peak IT load (the default $10/W is the $8-12M per "
            "MW planning range, an estimate). Depreciated over economics.years like the hardware, although a hall "
            "outlives it (conservative)."};
    });
    out.set("tco.capex_installation_usd", b.installationUsd, [&] {
        return Why{"C_install = f_install · C_hw",
                   {{"f_install", "installation and commissioning share (economics.installationFraction)",
                     in.installationFraction, ""},
                    tHw()},
                   kSecLifecycle,
                   "Hardware here is compute plus fabric."};
    });
    out.set("tco.capex_usd", b.capexUsd, [&] {
        return Why{
            "C_capex = C_compute + C_fabric + C_facility + C_install",
            {{"C_compute", "compute hardware", in.computeHardwareUsd, "USD"},
             {"C_fabric", "fabric", in.fabricUsd, "USD"},
             {"C_facility", "facility build", b.facilityUsd, "USD"},
             {"C_install", "installation", b.installationUsd, "USD"}},
            kSecLifecycle,
            fmt::format("{} up front: compute {:.0f} %, fabric {:.0f} %, facility {:.0f} %, installation {:.0f} %.",
                        musd(b.capexUsd), 100.0 * in.computeHardwareUsd / std::max(b.capexUsd, 1e-300),
                        100.0 * in.fabricUsd / std::max(b.capexUsd, 1e-300),
                        100.0 * b.facilityUsd / std::max(b.capexUsd, 1e-300),
                        100.0 * b.installationUsd / std::max(b.capexUsd, 1e-300))};
    });
    out.set("tco.depreciation_usd_per_year", b.depreciationUsdPerYear, [&] {
        return Why{"D = C_capex / Y",
                   {tCapex(), tYears()},
                   kSecLifecycle,
                   "Straight-line, no salvage value, no cost of capital."};
    });

    // ---- Opex -------------------------------------------------------------------------------------------------
    const auto tBusy = [&] {
        return DerivationTerm{"P_IT,busy", "average IT load while utilized (power.average_it_w)", in.busyItW, "W"};
    };
    const auto tIdle = [&] {
        return DerivationTerm{"P_IT,idle", "IT load while idle", in.idleItW, "W"};
    };
    const auto tPue = [&] {
        return DerivationTerm{"PUE", "power usage effectiveness (facility.pue)", in.pue, ""};
    };
    if (idleKnown && f.accelerator)
        out.set("tco.idle_it_w", in.idleItW, [&] {
            return Why{
                "P_IT,idle = P_IT,busy − N · (P_acc,avg − min(f_idle · TDP, P_acc,avg))",
                {tBusy(),
                 tN(),
                 {"P_acc,avg", "average accelerator draw (power.average_accelerator_w)", avgAccW.value_or(0.0), "W"},
                 {"f_idle", "idle accelerator draw / TDP (ESTIMATE)", kIdleAcceleratorFractionOfTdp, ""},
                 {"TDP", Text::format("{} TDP (catalog)", f.accelerator->name), f.accelerator->tdp.si(), "W"}},
                kSecElectricity,
                "ESTIMATE: an idle accelerator draws 10 % of its TDP (an idle H100 SXM reads ~60-80 W); node "
                "overheads and the fabric keep their draw, as the power model's average assumes."};
        });
    const double regionPrice = f.region && f.region->usdPerKWh ? *f.region->usdPerKWh : 0.0;
    out.set("tco.energy_j_per_year", b.energyJPerYear, [&] {
        return Why{
            "E_year = PUE · (u · P_IT,busy + (1 − u) · P_IT,idle) · 8,760 h",
            {tPue(), tU(), tBusy(), tIdle(), tHoursYear()},
            kSecElectricity,
            fmt::format("Rule: the fleet is powered all year; it draws its working average while utilized and idle "
                        "power otherwise ({:.1f} GWh per year). The training run's own energy is carbon.energy_j.",
                        b.energyJPerYear / 3.6e12)};
    });
    out.set("tco.electricity_usd_per_year", b.electricityUsdPerYear, [&] {
        return Why{
            "C_elec = E_year · p_kWh",
            {{"E_year", "facility energy per year", b.energyJPerYear, "J/year"},
             {"p_kWh", "electricity price (facility.electricityUsdPerKWh)", in.usdPerKWh, "USD/kWh"}},
            kSecElectricity,
            f.region && f.region->usdPerKWh
                ? fmt::format("The scenario's price is used. {} averages ${:.4f}/kWh (catalog, EIA 2023 industrial, "
                              "published-facts C-12){}.",
                              f.region->name, regionPrice,
                              std::abs(regionPrice - in.usdPerKWh) > 1e-9
                                  ? fmt::format(": {} per year at that price",
                                                musd(b.energyJPerYear / kUsdJoulesPerKWh * regionPrice))
                                  : std::string())
                : fmt::format("The scenario's price is used; {} states no electricity price in the catalog.",
                              f.region ? f.region->name : std::string("the region"))};
    });
    out.set("tco.maintenance_usd_per_year", b.maintenanceUsdPerYear, [&] {
        return Why{"C_maint = f_maint · C_hw",
                   {{"f_maint", "maintenance share of hardware per year (economics.maintenanceFraction)",
                     in.maintenanceFraction, ""},
                    tHw()},
                   kSecLifecycle,
                   "Support contracts, spares and repairs."};
    });
    out.set("tco.staff_usd_per_year", b.staffUsdPerYear, [&] {
        return Why{"C_staff = economics.staffUsdPerYear",
                   {{"C_staff", "operations staff (economics.staffUsdPerYear)", in.staffUsdPerYear, "USD/year"}},
                   kSecLifecycle,
                   "The seed names staff among the owned costs (L2483)."};
    });
    out.set("tco.opex_usd_per_year", b.opexUsdPerYear, [&] {
        return Why{"C_opex = C_elec + C_maint + C_staff",
                   {{"C_elec", "electricity", b.electricityUsdPerYear, "USD/year"},
                    {"C_maint", "maintenance", b.maintenanceUsdPerYear, "USD/year"},
                    {"C_staff", "staff", b.staffUsdPerYear, "USD/year"}},
                   kSecLifecycle,
                   fmt::format("{} per year: electricity {:.0f} %, maintenance {:.0f} %, staff {:.0f} %.",
                               musd(b.opexUsdPerYear),
                               b.opexUsdPerYear > 0.0 ? 100.0 * b.electricityUsdPerYear / b.opexUsdPerYear : 0.0,
                               b.opexUsdPerYear > 0.0 ? 100.0 * b.maintenanceUsdPerYear / b.opexUsdPerYear : 0.0,
                               b.opexUsdPerYear > 0.0 ? 100.0 * b.staffUsdPerYear / b.opexUsdPerYear : 0.0)};
    });

    // ---- Totals and rates -------------------------------------------------------------------------------------
    out.set("tco.total_usd", b.totalUsd, [&] {
        return Why{
            "C_total = C_capex + Y · C_opex",
            {tCapex(), tYears(), tOpex()},
            kSecLifecycle,
            fmt::format("{} over {:g} years = {:g} × (depreciation + opex). Owning costs the full total whatever the "
                        "utilization (only electricity follows it).",
                        musd(b.totalUsd), years, years)};
    });
    out.set("tco.usd_per_accelerator_hour", b.usdPerAcceleratorHour, [&] {
        return Why{
            "c_h = C_total / (N · Y · 8,760 h · u)",
            {tTotal(), tN(), tYears(), tHoursYear(), tU()},
            kSecRate,
            fmt::format("Owned cost per utilized accelerator-hour ({:.3g} M accelerator-hours). Compare with cloud "
                        "prices per effective FLOP, not per GPU-hour (L2428): AWS H100 capacity blocks $4.92, "
                        "on-demand $12.29, Lambda $2.99 per GPU-hour (published-facts C-11, 2024-2026).",
                        b.acceleratorHours / 1e6)};
    });
    out.set("tco.cloud_total_usd", b.cloudTotalUsd, [&] {
        return Why{"C_cloud = p_cloud · N · Y · 8,760 h · u",
                   {tCloud(), tN(), tYears(), tHoursYear(), tU()},
                   kSecBreakeven,
                   "Renting the same utilized accelerator-hours; cloud prices include power, facility and staff."};
    });

    const auto ustar = breakevenUtilization(in);
    const double a0 = ownedTotalUsd(in, 0.0), a1 = ownedTotalUsd(in, 1.0) - a0, c1 = cloudTotalUsd(in, 1.0);
    const auto beTerms = [&] {
        return std::vector<DerivationTerm>{
            {"A", "owned total at u = 0 (capex + Y · (maintenance + staff + idle electricity))", a0, "USD"},
            {"B", "owned cost added by full utilization (busy − idle electricity over Y)", a1, "USD"},
            {"C", "cloud total at u = 1 (p_cloud · N · Y · 8,760 h)", c1, "USD"}};
    };
    if (ustar) {
        const auto note = [&] {
            std::string n = fmt::format(
                "Owned = A + B·u and cloud = C·u meet at u* = {:.1f} %. Above it owning is cheaper; below it "
                "renting is (the seed: build pays only at sustained utilization, L2472, L2483).",
                100.0 * *ustar);
            if (*ustar > 1.0)
                n += " ABOVE 100 %: no utilization in (0, 1] makes owning pay at this cloud price.";
            return n;
        };
        if (*ustar > 1.0) {
            out.addIssue<IssueCode::TcoBreakevenAbove100>(Severity::Info, "tco.breakeven_utilization", 100.0 * *ustar,
                                                          in.cloudUsdPerAcceleratorHour);
        }
        out.set("tco.breakeven_utilization", *ustar, [&] {
            return Why{"u* = A / (C − B)", beTerms(), kSecBreakeven, note()};
        });
    } else {
        out.addIssue<IssueCode::TcoNoBreakeven>(Severity::Info, "tco.breakeven_utilization",
                                                in.cloudUsdPerAcceleratorHour);
    }
    out.setBool("tco.owning_cheaper", b.totalUsd < b.cloudTotalUsd, [&] {
        return Why{"C_total < C_cloud",
                   {tTotal(), {"C_cloud", "cloud total", b.cloudTotalUsd, "USD"}},
                   kSecBreakeven,
                   fmt::format("At the plan's utilization ({:.0f} %) owning costs {} vs renting {}.", 100.0 * u,
                               musd(b.totalUsd), musd(b.cloudTotalUsd))};
    });

    const auto tRate = [&] {
        return DerivationTerm{"c_h", "owned cost per accelerator-hour (tco.usd_per_accelerator_hour)",
                              b.usdPerAcceleratorHour, "USD/h"};
    };
    if (clusterFlops && N > 0.0) {
        const double perAcc = *clusterFlops / N;
        const double v = perAcc > 0.0 ? b.usdPerAcceleratorHour / (perAcc / units::PFLOP_per_s) : 0.0;
        out.set("tco.usd_per_effective_pflop_hour", v, [&] {
            return Why{
                "c_PF = c_h / (R_cluster / N in PFLOP/s)",
                {tRate(),
                 {"R_cluster", "sustained cluster throughput (training.cluster_flops_per_s)", *clusterFlops, "FLOP/s"},
                 tN()},
                kSecRate,
                "Cost of one PFLOP/s delivered for an hour at the plan's MFU and training precision: the seed's 'cost "
                "per effective TFLOP-hour' (× 1,000). One H100 FP8 hour delivers 6.3 A100 or 15.8 V100 FP16 hours of "
                "peak FLOP (L2428)."};
        });
    } else if (s.training.enabled) {
        out.addIssue<IssueCode::TcoPflopHourNeedsFlops>(Severity::Warning, "tco.usd_per_effective_pflop_hour");
    }
    if (accHours) {
        const auto tAh = [&] {
            return DerivationTerm{"A_run", "accelerator-hours of the run (training.accelerator_hours)", *accHours, "h"};
        };
        out.set("tco.usd_per_training_run", *accHours * b.usdPerAcceleratorHour, [&] {
            return Why{
                "C_run = A_run · c_h",
                {tAh(), tRate()},
                kSecRate,
                "The run's share of the owned fleet at the owned rate (the fleet's idle hours are spread over the "
                "utilized ones)."};
        });
        out.set("tco.cloud_usd_per_training_run", *accHours * in.cloudUsdPerAcceleratorHour, [&] {
            return Why{"C_run,cloud = A_run · p_cloud",
                       {tAh(), tCloud()},
                       kSecRate,
                       "The same run on rented accelerators (no commitment: bursty rental can beat building, L2472)."};
        });
    } else if (s.training.enabled) {
        out.addIssue<IssueCode::TcoRunNeedsAcceleratorHours>(Severity::Warning, "tco.usd_per_training_run");
    }
    if (tokensPerS && *tokensPerS > 0.0) {
        out.set("tco.usd_per_million_tokens", b.usdPerAcceleratorHour / (*tokensPerS * 3600.0) * 1e6,
                [&] {
                    return Why{
                        "c_Mtok = c_h / (r_tok · 3,600 s) · 10⁶",
                        {tRate(),
                         {"r_tok", "decode tokens per second of one accelerator (inference.tokens_per_s)", *tokensPerS,
                          "1/s"}},
                        kSecTokens,
                        "Serving cost per million decoded tokens at the owned rate. inference.tokens_per_s is the "
                        "single-accelerator-equivalent rate; spread over the devices that hold the weights with ideal "
                        "tensor "
                        "parallelism, rate and cost scale together, so the cost per token is the same. Prefill is not "
                        "counted; batching (inference.batch) lowers it."};
                });
    } else {
        out.addIssue<IssueCode::TcoTokensNeedsRate>(Severity::Warning, "tco.usd_per_million_tokens");
    }
    if (f.accelerator) {
        const double mid = 0.5 * (kSeedHbmUsdPerGBLow + kSeedHbmUsdPerGBHigh);
        const Bytes cap = f.accelerator->hbmCapacity;
        out.set("tco.hbm_usd", N * hbmCostUsd(cap, mid), [&] {
            return Why{
                "C_HBM = N · M_HBM · p_GB",
                {tN(),
                 {"M_HBM", Text::format("{} HBM capacity (catalog)", f.accelerator->name), cap.si(), "B"},
                 {"p_GB", "HBM price, midpoint of the seed's $10-15/GB", mid / units::GB, "USD/B"}},
                kSecHbm,
                fmt::format("The HBM inside the compute hardware (part of it, not added): {}-{} at $10-15/GB. Seed: "
                            "80 GB = $800-1,200 per H100, 192 GB = $1,920-2,880 per B200 (L1478); 1,000 accelerators "
                            "= $0.8-1.2M or $2-3M (L1490). DDR5 is ~$3/GB.",
                            musd(N * hbmCostUsd(cap, kSeedHbmUsdPerGBLow)),
                            musd(N * hbmCostUsd(cap, kSeedHbmUsdPerGBHigh)))};
        });
    }
}

} // namespace fleet
