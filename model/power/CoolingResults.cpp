#include "power/PowerPublish.h"
#include "power/PowerResults.h"

#include <fmt/format.h>

#include <cmath>
#include <string>
#include <utility>

namespace fleet {

namespace {

const std::string kSecAir = "seed §2 The Rack, air-cooling ceiling (L2236); fallacy 'air cooling is enough' (L2424)";
const std::string kSecThrottle = "seed §2 TDP, thermal throttling (L1732); fallacy 'air cooling is enough' (L2424)";
const std::string kSecFlux = "seed §2 Power wall, heat flux (L1750-1752)";
const std::string kSecLiquid = "seed §2 The Rack, liquid cooling (L2236-2238); Q = ṁ · c_p · ΔT";
const std::string kSecCdu = "seed §2 The Pod, hall layout with CDUs and coolant corridors (L2292)";
const std::string kSecWater =
    "seed §2 facility efficiency (L2480); WUE = site water per kWh of IT energy (published-facts P-10)";

// The rack's heat exceeds what its cooling removes: its accelerators throttle to φ of their peak power, or, when
// the rack's other parts alone draw the limit (φ = 0), get none at all, which the Starves code says instead of
// "throttle to 0 %". The remedy parameters (another cooling type, fewer nodes) are the same for both.
template <IssueCode Throttles, IssueCode Starves, typename... Remedy>
void addCoolingIssue(Results& out, double sustained, double rackKw, double limitKw, const Cooling& k,
                     double throttlePct, double otherKw, Remedy&&... remedy)
{
    if (sustained > 0.0)
        out.addIssue<Throttles>(Severity::Warning, "fleet.cooling", rackKw, limitKw, k.name, k.id, throttlePct,
                                std::forward<Remedy>(remedy)...);
    else
        out.addIssue<Starves>(Severity::Warning, "fleet.cooling", rackKw, limitKw, k.name, k.id, otherKw,
                              std::forward<Remedy>(remedy)...);
}

} // namespace

Watts airRackLimit(const Catalog& c)
{
    const Cooling* air = c.coolingType("air");
    return air ? air->rackLimit : watts(kSeedEngineeredAirRackLimitWatts);
}

const Cooling* coolingThatRemoves(const Catalog& c, Watts rack)
{
    const Cooling* best = nullptr;
    for (const Cooling& k : c.cooling) {
        if (k.rackLimit < rack)
            continue;
        if (!best || k.rackLimit < best->rackLimit ||
            (k.rackLimit == best->rackLimit && k.defaultPue < best->defaultPue))
            best = &k;
    }
    return best;
}

namespace power_detail {

void addCoolingResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, const PowerChain& ch, Results& out)
{
    const Accelerator& a = *f.accelerator;
    const double n = static_cast<double>(s.fleet.acceleratorsPerNode),
                 perRack = static_cast<double>(s.fleet.nodesPerRack);
    const auto tAcc = [&] {
        return DerivationTerm{"P_acc", "one accelerator at peak, after the cap", ch.acceleratorW, "W"};
    };
    const auto tIt = [&] {
        return DerivationTerm{"P_IT", "IT load at peak", ch.itW, "W"};
    };
    const auto tRack = [&] {
        return DerivationTerm{"P_rack", "one full rack at peak", ch.rackW, "W"};
    };
    const Cooling& k = *f.cooling;
    const Watts air = airRackLimit(c);
    const bool airFromCatalog = c.coolingType("air") != nullptr;
    const auto tLimit = [&] {
        return DerivationTerm{"L_rack", Text::format("{} rack limit (catalog, fleet.cooling)", k.name),
                              k.rackLimit.si(), "W"};
    };
    out.set("cooling.rack_limit_w", k.rackLimit.si(), [&] {
        return Why{
            "L_rack = rack limit of fleet.cooling",
            {tLimit()},
            kSecAir,
            "Room air ≤ ~10 kW, engineered air ~30 kW and no more, AI racks 33–40 kW (4 × DGX H100), Blackwell-class "
            "> 130 kW (L2236, L2424)."};
    });
    const bool airOk = rackWithinLimit(watts(ch.rackW), air);
    out.setBool("cooling.air_sufficient", airOk, [&] {
        return Why{"P_rack ≤ L_air",
                   {tRack(),
                    {"L_air",
                     airFromCatalog ? "engineered-air rack limit (catalog cooling 'air')"
                                    : "engineered-air rack limit (seed L2236, no 'air' row in the catalog)",
                     air.si(), "W"}},
                   kSecAir,
                   fmt::format("Air can remove ~30 kW per rack whatever the fan power (L2236). The seed's 33.5 kW rack "
                               "is 1.12× over it (L2236). This rack is {:.2f}× the air limit.",
                               ch.rackW / air.si())};
    });
    const double rackAccW = perRack * n * ch.acceleratorW;
    const double sustained = acceleratorPowerShare(ch, a.tdp, perRack * n, k.rackLimit).cooling;
    out.set("cooling.throttle_fraction", sustained, [&] {
        return Why{
            "φ = clamp((L_rack − (P_rack − P_rack,acc)) / P_rack,acc, 0, 1)",
            {tLimit(), tRack(), {"P_rack,acc", "the rack's accelerators at peak", rackAccW, "W"}},
            kSecThrottle,
            "Share of their peak power (and, linear clock–power model, of their peak throughput) the rack's "
            "accelerators sustain when the cooling removes only L_rack; the rest of the rack keeps its draw. 1 = no "
            "throttling. Seed: an H100 whose cooling removes 500 of its 700 W runs at 71.4 %, 989 → 706 TFLOP/s "
            "(−28.6 %, L1732); the book prints 712 TFLOP/s and −28 %, having rounded the cut before multiplying."};
    });
    if (sustained < 1.0) {
        const Cooling* enough = coolingThatRemoves(c, watts(ch.rackW));
        const double fitNodes = ch.nodeW > 0.0 ? std::floor((k.rackLimit.si() - ch.rackSwitchW) / ch.nodeW) : 0.0;
        // What would remove the heat (another cooling type, or none) and whether fewer nodes per rack help (only
        // while one node fits under the limit): one code per combination, the powers in kW.
        const double rackKw = ch.rackW / 1e3;
        const double limitKw = k.rackLimit.si() / 1e3;
        const double throttlePct = 100.0 * sustained;
        const double otherKw = (ch.rackW - rackAccW) / 1e3;
        if (enough && fitNodes >= 1.0)
            addCoolingIssue<IssueCode::CoolingThrottles, IssueCode::CoolingStarves>(
                out, sustained, rackKw, limitKw, k, throttlePct, otherKw, enough->id, enough->name,
                enough->rackLimit.in(units::kW), fitNodes);
        else if (enough)
            addCoolingIssue<IssueCode::CoolingThrottlesNodeTooHot, IssueCode::CoolingStarvesNodeTooHot>(
                out, sustained, rackKw, limitKw, k, throttlePct, otherKw, enough->id, enough->name,
                enough->rackLimit.in(units::kW), ch.nodeW / 1e3);
        else if (fitNodes >= 1.0)
            addCoolingIssue<IssueCode::CoolingThrottlesNoCooling, IssueCode::CoolingStarvesNoCooling>(
                out, sustained, rackKw, limitKw, k, throttlePct, otherKw, fitNodes);
        else
            addCoolingIssue<IssueCode::CoolingThrottlesNoCoolingNodeTooHot,
                            IssueCode::CoolingStarvesNoCoolingNodeTooHot>(out, sustained, rackKw, limitKw, k,
                                                                          throttlePct, otherKw, ch.nodeW / 1e3);
    }
    if (a.dieAreaMm2 && *a.dieAreaMm2 > 0.0)
        out.set("cooling.heat_flux_w_per_cm2", heatFluxWPerCm2(watts(ch.acceleratorW), *a.dieAreaMm2), [&] {
            return Why{"q = P_acc / A_die",
                       {tAcc(), {"A_die", Text::format("{} die area (catalog)", a.name), *a.dieAreaMm2 * 1e-6, "m²"}},
                       kSecFlux,
                       "Mean over the die at the accelerator's peak draw. Seed: 700 W over 814 mm² = 86 W/cm², 8.6× a "
                       "10 W/cm² stove top (L1750); B200 packages 1,000 W, 43 % more heat per package (L1752)."};
        });

    const double liquidW = k.liquidFraction * ch.itW;
    const auto tLiquidFrac = [&] {
        return DerivationTerm{"f_liquid",
                              Text::format("{} share of heat removed by liquid at the server (catalog)", k.name),
                              k.liquidFraction, ""};
    };
    const auto tCp = [&] {
        return DerivationTerm{"c_p", "specific heat of water", kWaterSpecificHeatJPerKgK, "J/(kg·K)"};
    };
    const auto tDt = [&] {
        return DerivationTerm{"ΔT", "coolant temperature rise (facility.coolantDeltaT)", s.facility.coolantDeltaT, "K"};
    };
    out.set("cooling.liquid_heat_w", liquidW, [&] {
        return Why{
            "P_liquid = f_liquid · P_IT",
            {tLiquidFrac(), tIt()},
            kSecLiquid,
            "Heat the coolant loop carries at peak; the rest (1 − f_liquid) leaves through the air. Direct-to-chip "
            "cold plates take ~80 %, immersion 100 %, air and rear-door 0 (catalog)."};
    });
    out.set(
        "cooling.coolant_l_per_min", coolantLitresPerMinute(watts(liquidW), s.facility.coolantDeltaT), [&] {
            return Why{
                "Q = P_liquid / (c_p · ΔT) · 60 s/min (1 kg = 1 L)",
                {{"P_liquid", "heat carried by liquid", liquidW, "W"}, tCp(), tDt()},
                kSecLiquid,
                "Water flow sized at peak heat: 1 MW at ΔT = 10 K needs 23.9 L/s = 1,433 L/min. A wider ΔT lowers the "
                "flow in proportion."};
        });
    const double rackLiquidW = k.liquidFraction * ch.rackW;
    out.set("cooling.coolant_l_per_min_per_rack", coolantLitresPerMinute(watts(rackLiquidW), s.facility.coolantDeltaT), [&] {
                return Why{"Q_rack = f_liquid · P_rack / (c_p · ΔT) · 60 s/min",
                           {tLiquidFrac(), tRack(), tCp(), tDt()},
                           kSecLiquid,
                           "Flow through one full rack's manifold at peak."};
            });
    out.set("cooling.cdus", cdusFor(watts(liquidW), watts(s.facility.cduCapacityWatts)), [&] {
        return Why{"CDUs = ceil(P_liquid / P_CDU)",
                   {{"P_liquid", "heat carried by liquid", liquidW, "W"},
                    {"P_CDU", "heat one CDU removes (facility.cduCapacityWatts)", s.facility.cduCapacityWatts, "W"}},
                   kSecCdu,
                   "No redundancy (N, not N+1); 0 without liquid cooling."};
    });
    out.set("cooling.water_l_per_hour", waterLitresPerHour(watts(ch.averageItW), s.facility.wueLPerKWh), [&] {
        return Why{
            "V_h = WUE · P_IT,avg · 1 h",
            {{"WUE", "site water use effectiveness (facility.wueLPerKWh)", s.facility.wueLPerKWh, "L/kWh"},
             {"P_IT,avg", "average IT load", ch.averageItW, "W"}},
            kSecWater,
            fmt::format("Water the site consumes (evaporation) per hour at the average IT load. The catalog gives "
                        "{} {:g} L/kWh{}.",
                        k.name, k.wueLPerKWh.value_or(0.0), k.wueLPerKWh ? "" : " (not stated)")};
    });
}

} // namespace power_detail

} // namespace fleet
