#include "power/PowerModel.h"

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {
bool known(double v) { return std::isfinite(v) && v > 0.0; }
} // namespace

Watts facilityPower(Watts it, double pue) { return it * pue; }

Watts pueOverhead(Watts it, double pue) { return it * (pue - 1.0); }

double powerShare(Watts part, Watts whole) { return whole.si() > 0.0 ? part / whole : 0.0; }

Watts cappedAcceleratorPower(Watts tdp, double capWatts)
{
    return capWatts > 0.0 && capWatts < tdp.si() ? watts(capWatts) : tdp;
}

double powerCapSaving(Watts tdp, Watts capped) { return tdp.si() > 0.0 ? 1.0 - capped / tdp : 0.0; }

double throttledPerformanceFraction(Watts available, Watts tdp, double exponent)
{
    if (tdp.si() <= 0.0 || exponent <= 0.0)
        return 0.0;
    return computeRateAtPowerShare(available / tdp, 1.0 / exponent);
}

double computeRateAtPowerShare(double share, double k)
{
    if (!(share > 0.0) || !(k > 0.0))
        return 0.0;
    if (share >= 1.0)
        return 1.0;
    if (share >= kLowestMeasuredPowerShare)
        return std::pow(share, k);
    return std::pow(kLowestMeasuredPowerShare, k) * share / kLowestMeasuredPowerShare;
}

double powerShareOfCap(Watts tdp, double capWatts)
{
    return tdp.si() > 0.0 ? cappedAcceleratorPower(tdp, capWatts) / tdp : 1.0;
}

AcceleratorPowerShare acceleratorPowerShare(const PowerChain& ch, Watts tdp, double acceleratorsPerRack, Watts rackLimit)
{
    AcceleratorPowerShare out;
    out.cap = tdp.si() > 0.0 ? std::min(1.0, ch.acceleratorW / tdp.si()) : 1.0;
    out.cooling = rackSustainedAcceleratorFraction(rackLimit, watts(ch.rackW), watts(acceleratorsPerRack * ch.acceleratorW));
    return out;
}

FlopPerSecond throttledPeak(FlopPerSecond peak, Watts available, Watts tdp, double exponent)
{
    return peak * throttledPerformanceFraction(available, tdp, exponent);
}

double acceleratorsWithinBudget(Watts budget, Watts perAccelerator)
{
    return perAccelerator.si() > 0.0 ? std::floor(budget / perAccelerator) : 0.0;
}

double tdpMultiple(Watts from, Watts to) { return to / from; }

double tdpAnnualGrowth(Watts from, Watts to, double years) { return std::pow(to / from, 1.0 / years) - 1.0; }

Watts projectedTdp(Watts now, double annualGrowth, double years) { return now * std::pow(1.0 + annualGrowth, years); }

double heatFluxWPerCm2(Watts power, double dieAreaMm2) { return power.si() / (dieAreaMm2 / 100.0); }

double racksFor(double nodes, double nodesPerRack)
{
    return nodesPerRack > 0.0 ? std::ceil(nodes / nodesPerRack) : 0.0;
}

Watts inRackSwitchPower(Watts fabricSwitchPower, double leafSwitchFraction, double racks)
{
    if (!known(fabricSwitchPower.si()) || !known(leafSwitchFraction) || !(racks > 0.0))
        return Watts{};
    return fabricSwitchPower * std::min(leafSwitchFraction, 1.0) / racks;
}

double rackFreeUnits(double nodeUnits, double nodesPerRack, double rackUnits)
{
    return rackUnits - nodesPerRack * nodeUnits;
}

bool rackWithinLimit(Watts rack, Watts limit) { return rack <= limit; }

double rackSustainedAcceleratorFraction(Watts limit, Watts rack, Watts rackAccelerators)
{
    if (rack <= limit)
        return 1.0;
    if (rackAccelerators.si() <= 0.0)
        return 0.0;
    const Watts rest = rack - rackAccelerators;
    return std::clamp((limit - rest) / rackAccelerators, 0.0, 1.0);
}

double coolantLitresPerSecond(Watts heat, double deltaTKelvin, double specificHeat)
{
    return heat.si() / (specificHeat * deltaTKelvin); // kg/s, 1 kg = 1 L
}

double coolantLitresPerMinute(Watts heat, double deltaTKelvin, double specificHeat)
{
    return 60.0 * coolantLitresPerSecond(heat, deltaTKelvin, specificHeat);
}

double cdusFor(Watts liquidHeat, Watts cduCapacity)
{
    if (liquidHeat.si() <= 0.0 || cduCapacity.si() <= 0.0)
        return 0.0;
    return std::ceil(liquidHeat / cduCapacity);
}

double waterLitresPerHour(Watts itPower, double wueLPerKWh) { return wueLPerKWh * itPower.in(units::kW); }

Joules bitMoveEnergy(double bits, double joulesPerBit) { return Joules::fromSi(bits * joulesPerBit); }

Joules weightStreamEnergy(Bytes weights, double joulesPerBit) { return bitMoveEnergy(weights.si() * 8.0, joulesPerBit); }

double decodeMacsPerToken(double params) { return params; }

Joules macEnergy(double macs, double joulesPerMac) { return Joules::fromSi(macs * joulesPerMac); }

Watts powerRemainder(Watts tdp, Watts memory, Watts tensorCores) { return tdp - memory - tensorCores; }

PowerChain powerChain(const PowerChainInputs& in)
{
    PowerChain c;
    const double n = in.acceleratorsPerNode;
    const Watts acc = cappedAcceleratorPower(in.tdp, in.capWatts);
    c.acceleratorW = acc.si();
    c.ratedNodePowerUsed = in.useRatedNodePower && in.ratedNodePower.si() > 0.0;
    if (c.ratedNodePowerUsed) {
        // The rated maximum input includes the accelerators at TDP; a cap lowers their share of it.
        c.nodeOverheadW = in.ratedNodePower.si() - n * in.tdp.si();
        c.nodeW = in.ratedNodePower.si() - n * (in.tdp.si() - c.acceleratorW);
    } else {
        c.nodeOverheadW = in.nodeOverhead.si();
        c.nodeW = n * c.acceleratorW + c.nodeOverheadW;
    }
    c.racks = racksFor(in.nodes, in.nodesPerRack);
    c.rackSwitchW = inRackSwitchPower(in.fabricSwitch, in.leafSwitchFraction, c.racks).si();
    c.rackW = in.nodesPerRack * c.nodeW + c.rackSwitchW;
    c.acceleratorsW = in.nodes * n * c.acceleratorW;
    c.nonAcceleratorW = in.nodes * (c.nodeW - n * c.acceleratorW);
    c.fabricW = std::isfinite(in.fabric.si()) ? std::max(in.fabric.si(), 0.0) : 0.0;
    c.itW = in.nodes * c.nodeW + c.fabricW;
    c.pueOverheadW = pueOverhead(watts(c.itW), in.pue).si();
    c.facilityW = facilityPower(watts(c.itW), in.pue).si();
    // A rack whose cooling throttles its accelerators holds them at `sustainedShare` of their peak draw on average too.
    const double sustainedW = std::clamp(in.sustainedShare, 0.0, 1.0) * c.acceleratorW;
    c.averageAcceleratorW = std::min(in.averageFraction * in.tdp.si(), sustainedW);
    c.averageNodeW = c.nodeW - n * (c.acceleratorW - c.averageAcceleratorW);
    c.measuredAverageUsed = in.measuredAveragePerAccelerator.si() > 0.0;
    if (c.measuredAverageUsed)
        c.averageNodeW = std::min(n * in.measuredAveragePerAccelerator.si(), c.nodeW - n * (c.acceleratorW - sustainedW));
    c.averageItW = in.nodes * c.averageNodeW + c.fabricW;
    c.averageFacilityW = facilityPower(watts(c.averageItW), in.pue).si();
    return c;
}

} // namespace fleet
