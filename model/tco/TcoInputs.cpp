#include "tco/TcoResults.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

namespace fleet {

namespace {

double d(std::int64_t v)
{
    return static_cast<double>(v);
}

} // namespace

std::optional<ComputeHardwareCost> computeHardwareCost(const Scenario& s, const ResolvedFleet& f)
{
    return computeHardwareCost(s, f, s.fleet.nodes);
}

std::optional<ComputeHardwareCost> computeHardwareCost(const Scenario& s, const ResolvedFleet& f, std::int64_t nodes)
{
    ComputeHardwareCost h;
    h.nodes = d(nodes);
    h.accelerators = d(s.fleet.acceleratorsPerNode) * h.nodes;
    const bool nodeShape = !f.node->generic && f.node->accelerators == s.fleet.acceleratorsPerNode;
    if (nodeShape && f.node->priceUsd && *f.node->priceUsd > 0.0) {
        h.nodePriced = true;
        h.nodePriceUsd = *f.node->priceUsd;
        h.usd = h.nodes * h.nodePriceUsd;
        return h;
    }
    if (f.accelerator && f.accelerator->priceUsd && *f.accelerator->priceUsd > 0.0) {
        h.acceleratorPriceUsd = *f.accelerator->priceUsd;
        h.hostUsdPerAccelerator = kHostUsdPerAcceleratorEstimate;
        h.usd = h.accelerators * (h.acceleratorPriceUsd + h.hostUsdPerAccelerator);
        return h;
    }
    return std::nullopt;
}

std::optional<double> idleItWatts(const Scenario& s, const ResolvedFleet& f, const PowerChain* power)
{
    if (!power || !f.accelerator)
        return std::nullopt;
    const double n = d(s.fleet.acceleratorsPerNode) * d(s.fleet.nodes);
    const double idleAcc =
        std::min(kIdleAcceleratorFractionOfTdp * f.accelerator->tdp.si(), power->averageAcceleratorW);
    return power->averageItW - n * (power->averageAcceleratorW - idleAcc);
}

std::optional<TcoInputs> tcoInputs(const Scenario& s, const ResolvedFleet& f, const PowerChain* power,
                                   const FabricResult* fabric, std::vector<Issue>* issues)
{
    auto issue = [&](Issue i) {
        if (issues)
            issues->push_back(std::move(i));
    };
    const auto hw = computeHardwareCost(s, f);
    const auto itW = power ? std::optional<double>(power->itW) : std::nullopt;
    const auto avgItW = power ? std::optional<double>(power->averageItW) : std::nullopt;
    const auto idleW = idleItWatts(s, f, power);
    bool ok = true;
    if (!hw) {
        issue(makeIssue<IssueCode::TcoNoPrice>(Severity::Warning, "tco.capex_usd", f.node->name,
                                               f.accelerator ? IssueArg(f.accelerator->name)
                                                             : IssueArg::phrase("unknown")));
        ok = false;
    }
    if (!itW || !avgItW) {
        issue(makeIssue<IssueCode::TcoNeedsPower>(Severity::Warning, "tco.capex_usd"));
        ok = false;
    }
    if (!ok)
        return std::nullopt;
    if (!fabric)
        issue(makeIssue<IssueCode::TcoNoFabric>(Severity::Warning, "tco.capex_fabric_usd"));

    TcoInputs in;
    in.accelerators = hw->accelerators;
    in.computeHardwareUsd = hw->usd;
    in.fabricUsd = fabric ? fabric->costUsd : 0.0;
    in.itPeakW = *itW;
    in.busyItW = *avgItW;
    in.idleItW = idleW.value_or(*avgItW);
    in.pue = s.facility.pue;
    in.usdPerKWh = s.facility.electricityUsdPerKWh;
    in.facilityUsdPerWatt = s.economics.facilityUsdPerWatt;
    in.installationFraction = s.economics.installationFraction;
    in.maintenanceFraction = s.economics.maintenanceFraction;
    in.staffUsdPerYear = s.economics.staffUsdPerYear;
    in.years = s.economics.years;
    in.utilization = s.economics.utilization;
    in.cloudUsdPerAcceleratorHour = s.economics.cloudUsdPerAcceleratorHour;
    return in;
}

} // namespace fleet
