#include "serving/ServingResult.h"

#include "plan/MachineHierarchy.h"
#include "serving/ServingSetup.h"

#include <algorithm>

namespace fleet {

namespace {

double d(std::int64_t v)
{
    return static_cast<double>(v);
}

} // namespace

bool meetsTargets(const FleetSizing& x)
{
    return x.feasible() && x.binding != ServingBinding::TpotUnmet && x.binding != ServingBinding::TtftUnmet;
}

ServingResult computeServing(const Scenario& s, const ResolvedFleet& f, const Catalog& c)
{
    ServingResult r;
    if (!f.accelerator || !f.scaleUp || !f.scaleOut)
        return r;
    const auto setupOpt = servingSetup(s, c, *f.accelerator, ServingLinks{f.scaleUp, f.scaleOut, scaleUpDomainOf(s, f)});
    if (!setupOpt)
        return r; // no dense peak at inference.precision: the compute results report it
    const ServingSetup& st = *setupOpt;
    r.evaluated = true;
    r.model = st.model;
    r.hardware = st.hardware;
    r.workload = st.workload;
    r.precision = st.precision;
    r.kvPrecision = st.kvPrecision;
    r.genericCalibration = st.genericCalibration;
    const ServingModel& m = r.model;
    const ServingHardware& hw = r.hardware;
    const ServingWorkload& w = r.workload;

    r.sizing = sizeServingFleet(m, hw, w);
    const FleetSizing& fs = r.sizing;
    const int domain = largestDomainTp(hw);
    const double context = w.inputTokens + w.outputTokens;
    const int tp = fs.tp;
    if (!fs.feasible()) {
        if (w.tp > 0) {
            r.capacityAtTp = servingCapacity(m, hw, w.tp, context);
            r.smallestFittingTp = smallestFittingTp(m, hw, context);
        } else {
            r.capacityAtDomain = servingCapacity(m, hw, domain, context);
        }
        return r;
    }

    r.bookCapacity = servingCapacity(m, hw, tp, d(s.inference.contextLen));

    // Would another TP do better? Fewer accelerators for the load, or more tokens per accelerator without one.
    if (w.batch == 0) {
        const bool hasLoad = w.requestsPerSecond > 0.0;
        FleetSizing& best = r.bestTp;
        best = fs;
        for (int t = 1; t <= domain; t *= 2) {
            if (t == tp)
                continue;
            const FleetSizing alt = sizeServingFleetAtTp(m, hw, w, t);
            if (!meetsTargets(alt))
                continue;
            const bool better = !meetsTargets(best) || (hasLoad ? alt.accelerators < best.accelerators
                                                                : alt.operating.tokensPerSecondPerGpu >
                                                                      1.05 * best.operating.tokensPerSecondPerGpu);
            if (better)
                best = alt;
        }
    }

    if (fs.replicas < 1.0 || !(fs.outputTokensPerSecond > 0.0))
        return r;
    r.economics = true;
    r.cost = servingEconomics(s, f, fs);
    return r;
}

} // namespace fleet
