#include "carbon/CarbonModel.h"

#include "hardware/Catalog.h"

#include <algorithm>

namespace fleet {

Joules facilityEnergy(Watts averageIt, double pue, Seconds duration) { return averageIt * pue * duration; }

Joules fleetEnergy(double devices, Seconds duration, Watts measuredPerDevice, double pue)
{
    return measuredPerDevice * (devices * pue) * duration;
}

Joules syncEnergy(Bytes perEndpoint, double joulesPerBit, double steps)
{
    return Joules::fromSi(perEndpoint.si() * 8.0 * joulesPerBit * steps);
}

double energyProductivity(Flop useful, Joules energy) { return energy.si() > 0.0 ? useful.si() / energy.si() : 0.0; }

double emissionsKg(Joules energy, double gCo2ePerKWh) { return energy.si() / kJoulesPerKWh * gCo2ePerKWh / 1e3; }

double waterLitres(Joules energy, double litresPerKWh) { return energy.si() / kJoulesPerKWh * litresPerKWh; }

GridIntensity gridIntensity(double regionGCo2ePerKWh, double marketGCo2ePerKWh)
{
    if (marketGCo2ePerKWh > 0.0)
        return {marketGCo2ePerKWh, GridBasis::Market};
    return {regionGCo2ePerKWh, GridBasis::Location};
}

double serviceLifeFraction(Seconds run, double years)
{
    if (years <= 0.0)
        return 0.0;
    return run.si() / (years * kServiceHoursPerYear * 3600.0);
}

double allocatedEmbodiedKg(double totalKg, Seconds run, double years)
{
    return totalKg * serviceLifeFraction(run, years);
}

EmbodiedBreakdown fleetEmbodied(const EmbodiedInputs& in)
{
    EmbodiedBreakdown b;
    b.acceleratorEstimated = !in.acceleratorKg.has_value();
    b.perAcceleratorKg = in.acceleratorKg.value_or(kEmbodiedAcceleratorKgEstimate);
    if (in.nodeKg) {
        b.nodeFigureUsed = true;
        b.nodesKg = in.nodes * *in.nodeKg;
    } else {
        b.acceleratorsKg = in.accelerators * b.perAcceleratorKg;
        b.hostsKg = in.nodes * in.hostKg;
    }
    b.switchesKg = in.switches * in.switchKg;
    b.transceiversKg = in.transceivers * in.transceiverKg;
    b.networkKg = b.switchesKg + b.transceiversKg;
    b.totalKg = b.acceleratorsKg + b.hostsKg + b.nodesKg + b.networkKg;
    return b;
}

std::vector<RegionEmission> regionComparison(const Catalog& c, Joules energy)
{
    std::vector<RegionEmission> out;
    out.reserve(c.regions.size());
    for (const Region& r : c.regions) {
        RegionEmission e;
        e.id = r.id;
        e.name = r.name;
        e.gCo2ePerKWh = r.gCo2ePerKWh;
        e.operationalKg = emissionsKg(energy, r.gCo2ePerKWh);
        e.usdPerKWh = r.usdPerKWh;
        if (r.usdPerKWh)
            e.electricityUsd = energy.si() / kJoulesPerKWh * *r.usdPerKWh;
        e.waterLPerKWh = r.waterLPerKWh;
        out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(), [](const RegionEmission& a, const RegionEmission& b) {
        if (a.operationalKg != b.operationalKg)
            return a.operationalKg < b.operationalKg;
        if (a.gCo2ePerKWh != b.gCo2ePerKWh)
            return a.gCo2ePerKWh < b.gCo2ePerKWh;
        return a.id < b.id;
    });
    return out;
}

double gridSpread(const Catalog& c)
{
    double lo = 0.0, hi = 0.0;
    for (const Region& r : c.regions) {
        if (r.gCo2ePerKWh <= 0.0)
            continue;
        lo = lo == 0.0 ? r.gCo2ePerKWh : std::min(lo, r.gCo2ePerKWh);
        hi = std::max(hi, r.gCo2ePerKWh);
    }
    return lo > 0.0 ? hi / lo : 0.0;
}

} // namespace fleet
