#include "serving/ServingPublish.h"

namespace fleet::serving {

// Power, energy, carbon and cost of the serving fleet (ServingEconomics: the power, carbon and TCO models'
// functions applied to it alone).
void publishServingCost(const ServingResult& r, const Scenario& s, const ResolvedFleet& f, Results& out)
{
    const Accelerator& a = *f.accelerator;
    const FleetSizing& fs = r.sizing;
    const bool hasLoad = r.workload.requestsPerSecond > 0.0;
    const ServingEconomics& e = r.cost;

    const auto tNodes = [&] {
        return DerivationTerm{"nodes", "serving nodes", fs.nodes, ""};
    };
    out.set("serving.it_w", e.power.itW, [&] {
        return Why{
            "P_IT = nodes · P_node",
            {tNodes(),
             {"P_node",
              e.power.ratedNodePowerUsed ? "node power at peak (rated)" : "node power at peak: n · P_acc + P_other",
              e.power.nodeW, "W"}},
            kSecPower,
            "The power model's node (power.* rules) times the serving nodes. No scale-out fabric: replicas are "
            "independent and a TP group stays in its node."};
    });
    out.set("serving.facility_w", e.power.facilityW, [&] {
        return Why{"P_facility = PUE · P_IT",
                   {{"PUE", "facility.pue", s.facility.pue, ""}, {"P_IT", "serving IT power", e.power.itW, "W"}},
                   kSecPower,
                   ""};
    });
    const auto tU = [&] {
        return DerivationTerm{"u", hasLoad ? "busy share: the load over the fleet's capacity" : "economics.utilization",
                              e.utilization, ""};
    };
    const auto tTok = [&] {
        return DerivationTerm{"tokens/year", hasLoad ? "λ · n_out · 8,760 h" : "r · u · 8,760 h", e.tokensPerYear, ""};
    };
    out.set("serving.energy_j_per_year", e.tco.energyJPerYear, [&] {
        return Why{"E = PUE · (u · P_busy + (1 − u) · P_idle) · 8,760 h",
                   {{"PUE", "facility.pue", s.facility.pue, ""},
                    tU(),
                    {"P_busy", "IT draw while serving (DVFS average)", e.busyItW, "W"},
                    {"P_idle", "IT draw while idle", e.idleItW, "W"}},
                   kSecCarbon,
                   ""};
    });
    out.set("serving.joules_per_token", e.joulesPerToken, [&] {
        return Why{"e_tok = E / tokens per year",
                   {{"E", "facility energy per year", e.tco.energyJPerYear, "J"}, tTok()},
                   kSecCarbon,
                   "Facility energy per output token (the prompt tokens are part of the work, not counted)."};
    });
    out.set("serving.carbon_kg_per_year", e.carbonKgPerYear, [&] {
        return Why{"m = E · I",
                   {{"E", "facility energy per year", e.tco.energyJPerYear, "J"},
                    {"I",
                     e.grid.basis == GridBasis::Market ? "market-based factor (facility.marketGCo2ePerKWh)"
                                                       : "location-based grid intensity of fleet.region",
                     e.grid.gCo2ePerKWh, "gCO2e/kWh"}},
                   kSecCarbon,
                   "Operational emissions of the serving fleet per year."};
    });
    if (!e.priced) {
        out.addIssue<IssueCode::ServingNoPrice>(Severity::Warning, "serving.usd_per_million_tokens", f.node->name,
                                                a.name);
        return;
    }
    const auto tYears = [&] {
        return DerivationTerm{"Y", "service life (economics.years)", e.tcoInputs.years, "year"};
    };
    out.set("serving.capex_usd", e.tco.capexUsd, [&] {
        return Why{
            "C_capex = C_hw + c_W · P_IT + f_install · C_hw",
            {{"C_hw", e.nodePriced ? "nodes · node price (catalog)" : "accelerators · (price + host estimate)",
              e.tco.hardwareUsd, "USD"},
             {"c_W", "facility build per W (economics.facilityUsdPerWatt)", e.tcoInputs.facilityUsdPerWatt, "USD/W"},
             {"P_IT", "serving IT power", e.power.itW, "W"},
             {"f_install", "economics.installationFraction", e.tcoInputs.installationFraction, ""}},
            kSecCost,
            "The TCO model's capex (tco.* rules) of the serving fleet alone."};
    });
    out.set("serving.usd_per_year", e.usdPerYear, [&] {
        return Why{"C_year = C_total / Y = C_capex / Y + C_opex",
                   {{"C_total", "owned total over the service life", e.tco.totalUsd, "USD"}, tYears()},
                   kSecCost,
                   "Straight-line depreciation plus electricity and maintenance of the serving fleet."};
    });
    out.set("serving.usd_per_million_tokens", e.usdPerMillionTokens, [&] {
        return Why{"c_Mtok = C_year / tokens per year · 10⁶",
                   {{"C_year", "owned cost per year", e.usdPerYear, "USD/year"}, tTok()},
                   kSecCost,
                   "TCO-based cost per million output tokens: owning the serving fleet (capex over its life + opex)."};
    });
    out.set("serving.cloud_usd_per_million_tokens", e.cloudUsdPerMillionTokens, [&] {
        return Why{"c_Mtok,cloud = p_cloud · N_serve · hours / tokens · 10⁶",
                   {{"p_cloud", "cloud price per accelerator-hour (economics.cloudUsdPerAcceleratorHour)",
                     e.tcoInputs.cloudUsdPerAcceleratorHour, "USD/h"},
                    {"N_serve", "serving accelerators", fs.accelerators, ""},
                    tTok()},
                   kSecCost,
                   hasLoad ? "Renting the serving accelerators around the clock for the load."
                           : "Renting the plan's accelerators for the utilized hours (economics.utilization)."};
    });
}

} // namespace fleet::serving
