#pragma once
// Power, energy, carbon and cost of a serving fleet (issue 14), by the power, carbon and TCO models' own pure
// functions (powerChain, gridIntensity, computeHardwareCost, computeTco) applied to the serving fleet alone:
// serving.nodes nodes of the plan's node, no scale-out fabric (replicas are independent and a TP group stays in
// its node), the plan's PUE, prices, service life and grid.
#include "carbon/CarbonModel.h"
#include "power/PowerModel.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"
#include "serving/ServingKernel.h"
#include "tco/TcoModel.h"

namespace fleet {

struct ServingEconomics {
    PowerChain power;          // the serving fleet at peak and on average (no fabric)
    double busyItW = 0.0;      // IT draw while serving (the DVFS average)
    double idleItW = 0.0;      // IT draw while idle (accelerators at the idle share of TDP)
    double utilization = 0.0;  // busy share of the hours: load / capacity, or economics.utilization without a load
    double tokensPerYear = 0.0;
    GridIntensity grid;
    double carbonKgPerYear = 0.0;
    double joulesPerToken = 0.0;
    bool priced = false;       // a node or accelerator price is known
    bool nodePriced = false;
    TcoInputs tcoInputs;
    TcoBreakdown tco;
    double usdPerYear = 0.0;              // owned: total / service life
    double usdPerMillionTokens = 0.0;     // owned, per million output tokens
    double cloudUsdPerYear = 0.0;
    double cloudUsdPerMillionTokens = 0.0;
};

// `f` gives the accelerator (TDP, price), the node (rating, price) and the region of the serving fleet.
ServingEconomics servingEconomics(const Scenario& s, const ResolvedFleet& f, const FleetSizing& sizing);

} // namespace fleet
