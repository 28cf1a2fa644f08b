#include "serving/ServingEconomics.h"

#include "power/NodePower.h"
#include "tco/TcoResults.h"

#include <algorithm>
#include <cmath>

namespace fleet {

ServingEconomics servingEconomics(const Scenario& s, const ResolvedFleet& f, const FleetSizing& fs)
{
    ServingEconomics e;
    if (!f.accelerator || !(fs.nodes > 0.0))
        return e;
    const bool hasLoad = s.serving.requestsPerSecond > 0.0;

    PowerChainInputs p;
    p.tdp = f.accelerator->tdp;
    p.capWatts = s.power.capWatts;
    p.acceleratorsPerNode = static_cast<double>(s.fleet.acceleratorsPerNode);
    p.nodes = fs.nodes;
    p.nodesPerRack = static_cast<double>(s.fleet.nodesPerRack);
    const NodePower np = nodePower(s, f); // the same node power as the training fleet's (power.nodePowerFrom)
    p.nodeOverhead = np.overhead;
    p.measuredAveragePerAccelerator = np.measuredAveragePerAccelerator;
    p.useRatedNodePower = s.power.useRatedNodePower;
    if (f.node->ratedPower)
        p.ratedNodePower = *f.node->ratedPower;
    p.pue = s.facility.pue;
    p.averageFraction = s.power.averageFraction;
    e.power = powerChain(p);

    // Busy: accelerators at their DVFS average; idle: at the idle share of TDP; the rest of each node unchanged.
    const double accelerators = fs.nodes * p.acceleratorsPerNode; // whole nodes draw power
    e.busyItW = e.power.averageItW;
    const double idleAcc = std::min(kIdleAcceleratorFractionOfTdp * p.tdp.si(), e.power.averageAcceleratorW);
    e.idleItW = e.busyItW - accelerators * (e.power.averageAcceleratorW - idleAcc);
    e.utilization = std::clamp(hasLoad ? fs.utilization : s.economics.utilization, 0.0, 1.0);
    // Output tokens per year: the load all year round, or the capacity for the utilized share of the hours.
    e.tokensPerYear = fs.outputTokensPerSecond * 3600.0 * kHoursPerYear * (hasLoad ? 1.0 : e.utilization);

    // Priced by the TCO model's own rule (node price, else accelerator price + host estimate) for the serving nodes.
    const auto hw = computeHardwareCost(s, f, static_cast<std::int64_t>(fs.nodes));
    e.priced = hw.has_value();
    e.nodePriced = hw && hw->nodePriced;

    TcoInputs& t = e.tcoInputs;
    t.accelerators = accelerators;
    t.computeHardwareUsd = hw ? hw->usd : 0.0;
    t.itPeakW = e.power.itW;
    t.busyItW = e.busyItW;
    t.idleItW = e.idleItW;
    t.pue = s.facility.pue;
    t.usdPerKWh = s.facility.electricityUsdPerKWh;
    t.facilityUsdPerWatt = s.economics.facilityUsdPerWatt;
    t.installationFraction = s.economics.installationFraction;
    t.maintenanceFraction = s.economics.maintenanceFraction;
    t.years = std::max(s.economics.years, 1e-9);
    t.utilization = e.utilization;
    t.cloudUsdPerAcceleratorHour = s.economics.cloudUsdPerAcceleratorHour;
    e.tco = computeTco(t);

    e.grid = gridIntensity(f.region ? f.region->gCo2ePerKWh : 0.0, s.facility.marketGCo2ePerKWh);
    e.carbonKgPerYear = emissionsKg(Joules::fromSi(e.tco.energyJPerYear), e.grid.gCo2ePerKWh);
    if (e.tokensPerYear > 0.0) {
        e.joulesPerToken = e.tco.energyJPerYear / e.tokensPerYear;
        e.usdPerYear = e.tco.totalUsd / t.years;
        e.usdPerMillionTokens = e.usdPerYear / e.tokensPerYear * 1e6;
        // Renting: the serving accelerators around the clock for a load, or for the utilized hours without one.
        e.cloudUsdPerYear = t.cloudUsdPerAcceleratorHour * fs.accelerators * kHoursPerYear * (hasLoad ? 1.0 : e.utilization);
        e.cloudUsdPerMillionTokens = e.cloudUsdPerYear / e.tokensPerYear * 1e6;
    }
    return e;
}

} // namespace fleet
