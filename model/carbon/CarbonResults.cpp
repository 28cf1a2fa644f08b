#include "carbon/CarbonResults.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>

namespace fleet {

namespace {

const std::string kSecGrid = "seed §1 Sustainability and cost implications, 40× grid spread (L860)";
const std::string kSecEnergy =
    "seed §2 Power wall, Eq. 2.2 PUE (L1720-1724); DVFS average draw (L1766); seed §1 Sustainability (L860)";
const std::string kSecRho = "seed §1 The energy-scale invariant, Eq. 1.5 ρ_energy (L1008-1012)";
const std::string kSecEmbodied =
    "seed §1 Sustainability and cost implications (L860); published-facts C-08 (Luccioni et al., BLOOM embodied "
    "carbon), C-09 (LLMCarbon)";
const std::string kSecWater =
    "seed §2 facility efficiency (L2480); WUE = site water per kWh of IT energy (published-facts P-10)";

std::string kgText(double kg) { return kg >= 1e3 ? fmt::format("{:.1f} t", kg / 1e3) : fmt::format("{:.1f} kg", kg); }

} // namespace

void addCarbonResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const PowerChain* power,
                      const FabricResult* fabric, const TrainingFigures& training, Results& out)
{
    const std::optional<double> avgIt = power ? std::optional<double>(power->averageItW) : std::nullopt;
    const std::optional<double> wall = training.wallS;
    const std::optional<double> flops = training.totalFlops;
    const bool fabricKnown = fabric != nullptr;
    const EmbodiedInputs ein = embodiedInputs(s, f, fabric);

    const double pue = s.facility.pue;
    const double years = s.economics.years;
    const auto tPue = [&] {
        return DerivationTerm{"PUE", "power usage effectiveness (facility.pue)", pue, ""};
    };

    // ---- Grid intensity ---------------------------------------------------------------------------------------
    std::optional<GridIntensity> grid;
    if (f.region || s.facility.marketGCo2ePerKWh > 0.0)
        grid = gridIntensity(f.region ? f.region->gCo2ePerKWh : 0.0, s.facility.marketGCo2ePerKWh);
    const auto regionText = [&] {
        return std::string(f.region ? fmt::format("{} ('{}') {:g} gCO2e/kWh, location-based", f.region->name,
                                                  f.region->id, f.region->gCo2ePerKWh)
                                    : std::string("no region"));
    };
    const auto basisNote = [&] {
        if (grid->basis == GridBasis::Market)
            return fmt::format("MARKET-BASED: facility.marketGCo2ePerKWh = {:g} gCO2e/kWh (contracts, PPAs, "
                               "certificates) replaces the "
                               "grid's average; the location-based factor of the region would be {}.",
                               grid->gCo2ePerKWh, regionText());
        return fmt::format(
            "LOCATION-BASED: the region's average grid factor, {}{}. Set facility.marketGCo2ePerKWh > 0 for a "
            "market-based (contractual) factor.",
            regionText(), f.region && f.region->year ? fmt::format(" (data year {})", *f.region->year) : std::string());
    };
    if (grid) {
        out.set("carbon.intensity_g_per_kwh", grid->gCo2ePerKWh, [&] {
            return Why{grid->basis == GridBasis::Market ? "I = facility.marketGCo2ePerKWh (market-based)"
                                                        : "I = grid intensity of fleet.region (location-based)",
                       {{"I_region",
                         f.region ? Text::format("{} grid intensity (catalog, location-based)", f.region->name)
                                  : Text("region grid intensity (unknown)"),
                         f.region ? f.region->gCo2ePerKWh : 0.0, "gCO2e/kWh"},
                        {"I_market", "market-based factor (facility.marketGCo2ePerKWh, 0 = none)",
                         s.facility.marketGCo2ePerKWh, "gCO2e/kWh"}},
                       kSecGrid,
                       basisNote() +
                           " The seed's siting example: Québec hydro ~20 vs Polish coal ~800 gCO2e/kWh, the same run "
                           "emitting ~40× more (L860)."};
        });
    }

    const double spread = gridSpread(c);
    if (spread > 0.0) {
        // Lowest positive and highest intensity (gridSpread ignores regions stating 0).
        const auto lo = std::min_element(c.regions.begin(), c.regions.end(), [](const Region& a, const Region& b) {
            const double x = a.gCo2ePerKWh > 0.0 ? a.gCo2ePerKWh : 1e300;
            const double y = b.gCo2ePerKWh > 0.0 ? b.gCo2ePerKWh : 1e300;
            return x < y;
        });
        const auto hiIt = std::max_element(c.regions.begin(), c.regions.end(),
                                           [](const Region& a, const Region& b) { return a.gCo2ePerKWh < b.gCo2ePerKWh; });
        out.set("carbon.region_spread", spread, [&] {
            return Why{
                "I_max / I_min over the catalog's regions",
                {{"I_min", Text::format("{} grid intensity (catalog)", lo->name), lo->gCo2ePerKWh, "gCO2e/kWh"},
                 {"I_max", Text::format("{} grid intensity (catalog)", hiIt->name), hiIt->gCo2ePerKWh, "gCO2e/kWh"}},
                kSecGrid,
                fmt::format("The same run emits {:.0f}× more in {} than in {}. Seed: 800 / 20 = 40× (Poland coal vs "
                            "Québec hydro, L860). Siting (and scheduling into low-carbon hours) is a first-order "
                            "infrastructure decision.",
                            spread, hiIt->name, lo->name)};
        });
    }

    // ---- Energy of the run ------------------------------------------------------------------------------------
    const bool energyKnown = avgIt && wall;
    if (!avgIt && !wall)
        out.addIssue<IssueCode::CarbonEnergyNeedsBoth>(Severity::Warning, "carbon.energy_j");
    else if (!avgIt)
        out.addIssue<IssueCode::CarbonEnergyNeedsAverageIt>(Severity::Warning, "carbon.energy_j");
    else if (!wall && s.training.enabled) // a serving-only plan has no run: nothing is missing
        out.addIssue<IssueCode::CarbonEnergyNeedsWall>(Severity::Warning, "carbon.energy_j");
    double energyJ = 0.0;
    if (energyKnown) {
        const auto tAvg = [&] {
            return DerivationTerm{"P_IT,avg", "average IT load (power.average_it_w)", *avgIt, "W"};
        };
        const auto tWall = [&] {
            return DerivationTerm{"T_wall", "training wall-clock time (training.wall_s)", *wall, "s"};
        };
        const double itJ = *avgIt * *wall;
        energyJ = facilityEnergy(watts(*avgIt), pue, seconds(*wall)).si();
        if (out.detail() != Detail::Values)
            out.structs().runEnergyJ = energyJ; // the region comparison
        out.set("carbon.it_energy_j", itJ, [&] {
            return Why{
                "E_IT = P_IT,avg · T_wall",
                {tAvg(), tWall()},
                kSecEnergy,
                fmt::format("IT energy of the training run: {:.1f} MWh. The basis of site water (WUE).", itJ / 3.6e9)};
        });
        out.set("carbon.energy_j", energyJ, [&] {
            return Why{
                "E = P_IT,avg · PUE · T_wall",
                {tAvg(), tPue(), tWall()},
                kSecEnergy,
                fmt::format("Facility (grid) energy of the run: {:.1f} MWh = {:.0f} kWh. The accelerators draw their "
                            "DVFS average for the whole wall time (overheads, restarts and maintenance included: they "
                            "keep the fleet powered). Published identity: E = chips × hours × measured W × PUE "
                            "(Patterson et al. 2021: 10,000 V100 × 14.8 d × 330 W × 1.10 = 1,289 MWh, printed 1,287).",
                            energyJ / 3.6e9, energyJ / kJoulesPerKWh)};
        });
        if (grid) {
            const double kg = emissionsKg(Joules::fromSi(energyJ), grid->gCo2ePerKWh);
            out.set("carbon.operational_kg", kg, [&] {
                return Why{
                    "m_op = E · I",
                    {{"E", "facility energy of the run", energyJ, "J"},
                     {"I", grid->basis == GridBasis::Market ? "market-based factor" : "location-based grid intensity",
                      grid->gCo2ePerKWh, "gCO2e/kWh"}},
                    kSecGrid,
                    fmt::format("{} of CO2e. {} Seed: 1 MWh emits 20 kg in Québec, 800 kg in Poland (L860); "
                                "GPT-3: 1,287 MWh × 0.429 kg/kWh = 552 t (Patterson et al. 2021).",
                                kgText(kg), basisNote())};
            });
        } else {
            out.addIssue<IssueCode::CarbonNoGridIntensity>(Severity::Warning, "carbon.operational_kg");
        }
        if (flops)
            out.set("carbon.flop_per_joule", energyProductivity(flop(*flops), Joules::fromSi(energyJ)), [&] {
                return Why{
                    "ρ_energy = C / E",
                    {{"C", "useful training FLOPs (training.total_flops = 6PD)", *flops, "FLOP"},
                     {"E", "facility energy of the run", energyJ, "J"}},
                    kSecRho,
                    "Fleet energy productivity: useful work per joule drawn by the facility (compute + cooling + "
                    "network, Eq. 1.5). Useful work counts 6PD only, not recomputation or restarted work. GPT-3: "
                    "3.14e23 FLOP / 1,287 MWh = 6.8e10 FLOP/J."};
            });
        else
            out.addIssue<IssueCode::CarbonFlopPerJouleNeedsFlops>(Severity::Warning, "carbon.flop_per_joule");
    }

    // ---- Embodied ---------------------------------------------------------------------------------------------
    if (!fabricKnown)
        out.addIssue<IssueCode::CarbonNoNetworkGear>(Severity::Info, "carbon.embodied_network_kg");
    const EmbodiedBreakdown eb = fleetEmbodied(ein);
    if (!eb.nodeFigureUsed) { // a missing catalog value is said where it is replaced (issue #13)
        if (eb.acceleratorEstimated)
            out.addIssue<IssueCode::CarbonAcceleratorEmbodiedEstimated>(
                Severity::Info, "carbon.embodied_accelerators_kg",
                f.accelerator ? IssueArg(f.accelerator->name) : IssueArg::phrase("the accelerator"),
                eb.perAcceleratorKg);
        out.addIssue<IssueCode::CarbonHostEmbodiedAssumed>(Severity::Info, "carbon.embodied_hosts_kg", f.node->name,
                                                           ein.hostKg / 1e3);
    }
    const auto tN = [&] {
        return DerivationTerm{"N", "accelerators (fleet.acceleratorsPerNode × fleet.nodes)", ein.accelerators, ""};
    };
    const auto tNodes = [&] {
        return DerivationTerm{"nodes", "nodes (fleet.nodes)", ein.nodes, ""};
    };
    const auto accName = [&] {
        return std::string(f.accelerator ? f.accelerator->name : std::string("accelerator"));
    };
    const auto accSrc = [&] {
        return std::string(
            eb.acceleratorEstimated
                ? fmt::format("ESTIMATE: {} states no embodied carbon; {:g} kg, the A100 figure of Luccioni et al. "
                              "(published-facts C-08), is used.",
                              accName(), kEmbodiedAcceleratorKgEstimate)
                : fmt::format("{} {:g} kg CO2e per device (catalog row; the built-in H100 figure is NVIDIA's HGX H100 "
                              "product footprint / 8 via mlsysim, the A100 one Luccioni et al., published-facts C-08).",
                              accName(), eb.perAcceleratorKg));
    };
    if (eb.nodeFigureUsed) {
        out.set("carbon.embodied_nodes_kg", eb.nodesKg, [&] {
            return Why{
                "m_nodes = nodes · m_node",
                {tNodes(),
                 {"m_node", Text::format("{} embodied carbon, accelerators included (catalog)", f.node->name),
                  ein.nodeKg.value_or(0.0), "kg"}},
                kSecEmbodied,
                "Rule: a node row's embodied_kg is a whole-system footprint, accelerators included, so accelerators "
                "and host are not added again."};
        });
    } else {
        out.set("carbon.embodied_accelerators_kg", eb.acceleratorsKg, [&] {
            return Why{
                "m_acc = N · m_acc,1",
                {tN(),
                 {"m_acc,1", Text::format("{} embodied carbon per device", accName()), eb.perAcceleratorKg, "kg"}},
                kSecEmbodied,
                accSrc()};
        });
        out.set("carbon.embodied_hosts_kg", eb.hostsKg, [&] {
            return Why{
                "m_hosts = nodes · m_host",
                {tNodes(), {"m_host", "host of one node without its accelerators (ESTIMATE)", ein.hostKg, "kg"}},
                kSecEmbodied,
                fmt::format("ESTIMATE: {} states no embodied carbon{}. The host (CPUs, DRAM, NICs, storage, chassis, "
                            "PSUs) is taken as BLOOM's HPE Apollo 6500 server: 0.056 kg CO2e/h × 52,560 h × 0.85 ≈ "
                            "2.5 t (published-facts C-08, derived), once per node. The catalog's H100 figure (HGX "
                            "baseboard footprint / 8) already holds the NVSwitch share.",
                            f.node->name, f.node->generic ? " (generic node)" : "")};
        });
    }
    out.set("carbon.embodied_network_kg", eb.networkKg, [&] {
        return Why{
            "m_net = S · m_switch + X · m_xcvr",
            {{"S", "fabric switches (fabric.switches)", ein.switches, ""},
             {"m_switch", "embodied carbon per switch (ESTIMATE)", ein.switchKg, "kg"},
             {"X", "pluggable transceivers (fabric.transceivers)", ein.transceivers, ""},
             {"m_xcvr", "embodied carbon per transceiver (ESTIMATE)", ein.transceiverKg, "kg"}},
            kSecEmbodied,
            "ESTIMATE: no source gives network-gear footprints. A 1U 64-port switch is taken as one fifth of the 2.5 t "
            "host server (500 kg); a pluggable optic as 2 kg (a ~1 cm² DSP at LLMCarbon's ~1.6 kg/cm², C-09, plus "
            "lasers and housing). Copper cables are not counted."};
    });
    const auto parts = [&] {
        std::vector<DerivationTerm> terms;
        if (eb.nodeFigureUsed)
            terms.push_back({"m_nodes", "nodes, accelerators included", eb.nodesKg, "kg"});
        else {
            terms.push_back({"m_acc", "accelerators", eb.acceleratorsKg, "kg"});
            terms.push_back({"m_hosts", "hosts", eb.hostsKg, "kg"});
        }
        terms.push_back({"m_net", "network gear", eb.networkKg, "kg"});
        return terms;
    };
    out.set("carbon.embodied_total_kg", eb.totalKg, [&] {
        return Why{eb.nodeFigureUsed ? "m_emb = m_nodes + m_net" : "m_emb = m_acc + m_hosts + m_net", parts(),
                   kSecEmbodied,
                   fmt::format(
                       "Manufacturing footprint of the whole fleet ({}), not allocated to a run. Facility construction "
                       "is not counted.",
                       kgText(eb.totalKg))};
    });

    if (wall) {
        const double share = serviceLifeFraction(seconds(*wall), years);
        const auto tYears = [&] {
            return DerivationTerm{"Y", "service life (economics.years)", years, "year"};
        };
        const auto tWall = [&] {
            return DerivationTerm{"T_wall", "training wall-clock time (training.wall_s)", *wall, "s"};
        };
        out.set("carbon.lifetime_fraction", share, [&] {
            return Why{
                "f_life = T_wall / (Y · 8,760 h)",
                {tWall(), tYears()},
                kSecEmbodied,
                std::string("Share of the hardware's service life the run occupies; embodied carbon is amortized "
                            "straight-line over economics.years.") +
                    (share > 1.0 ? " ABOVE 1: the run outlasts the service life, so more than one fleet's hardware "
                                   "is charged."
                                 : "")};
        });
        const double allocated = eb.totalKg * share;
        out.set("carbon.embodied_kg", allocated, [&] {
            return Why{"m_emb,run = m_emb · f_life",
                       {{"m_emb", "embodied carbon of the whole fleet", eb.totalKg, "kg"},
                        {"f_life", "share of the service life the run uses", share, ""}},
                       kSecEmbodied,
                       fmt::format("{} of the fleet's {} manufacturing footprint is charged to this run.",
                                   kgText(allocated), kgText(eb.totalKg))};
        });
        if (energyKnown && grid) {
            const double op = emissionsKg(Joules::fromSi(energyJ), grid->gCo2ePerKWh);
            out.set("carbon.total_kg", op + allocated, [&] {
                return Why{"m = m_op + m_emb,run",
                           {{"m_op", "operational emissions of the run", op, "kg"},
                            {"m_emb,run", "embodied emissions allocated to the run", allocated, "kg"}},
                           kSecGrid,
                           fmt::format("Embodied share {:.1f} %. Siting moves only the operational part: the embodied "
                                       "share grows on a low-carbon grid and shrinks on coal (seed L860).",
                                       op + allocated > 0.0 ? 100.0 * allocated / (op + allocated) : 0.0)};
            });
        }
    } else if (s.training.enabled) {
        out.addIssue<IssueCode::CarbonEmbodiedNeedsWall>(Severity::Warning, "carbon.embodied_kg");
    }

    // ---- Water ------------------------------------------------------------------------------------------------
    if (energyKnown) {
        const double itJ = *avgIt * *wall;
        const double site = waterLitres(Joules::fromSi(itJ), s.facility.wueLPerKWh);
        const auto tWue = [&] {
            return DerivationTerm{"WUE", "site water use effectiveness (facility.wueLPerKWh)", s.facility.wueLPerKWh,
                                  "L/kWh"};
        };
        const auto coolingWue = [&] {
            return std::string(f.cooling ? fmt::format(" The chosen cooling ({}) states {}.", f.cooling->name,
                                                       f.cooling->wueLPerKWh
                                                           ? fmt::format("{:g} L/kWh", *f.cooling->wueLPerKWh)
                                                           : std::string("no WUE"))
                                         : std::string());
        };
        out.set("carbon.site_water_l", site, [&] {
            return Why{
                "V_site = WUE · E_IT",
                {tWue(), {"E_IT", "IT energy of the run", itJ, "J"}},
                kSecWater,
                "Water the site evaporates for cooling; WUE is defined per kWh of IT energy (Microsoft FY2024: 0.30 "
                "L/kWh, Meta 2021: 0.26, P-09/P-10)." +
                    coolingWue()};
        });
        double gridWater = 0.0;
        const bool gridWaterKnown = f.region && f.region->waterLPerKWh.has_value();
        if (gridWaterKnown) {
            const double w = f.region->waterLPerKWh.value_or(0.0);
            gridWater = waterLitres(Joules::fromSi(energyJ), w);
            out.set("carbon.grid_water_l", gridWater, [&] {
                return Why{
                    "V_grid = w_grid · E",
                    {{"w_grid", Text::format("{} water intensity of generation (catalog)", f.region->name), w, "L/kWh"},
                     {"E", "facility energy of the run", energyJ, "J"}},
                    kSecWater,
                    "Off-site water consumed generating the facility's electricity (thermal plant cooling, hydro "
                    "evaporation)."};
            });
        }
        const auto waterTerms = [&] {
            std::vector<DerivationTerm> terms{{"V_site", "site water", site, "L"}};
            if (gridWaterKnown)
                terms.push_back({"V_grid", "grid water", gridWater, "L"});
            return terms;
        };
        const auto waterNote = [&] {
            return std::string(
                gridWaterKnown ? std::string("Site plus grid water.")
                               : fmt::format("Site water only: {} states no grid water intensity (the catalog has none "
                                             "sourced), so the off-site water of generation is not counted.",
                                             f.region ? f.region->name : std::string("the region")));
        };
        out.set("carbon.water_l", site + gridWater, [&] {
            return Why{gridWaterKnown ? "V = V_site + V_grid" : "V = V_site (grid water unknown)", waterTerms(),
                       kSecWater, waterNote()};
        });
    }
}

} // namespace fleet
