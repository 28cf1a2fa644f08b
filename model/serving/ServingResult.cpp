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


ServingResult computeServing(const Scenario& s, const ResolvedFleet& f, const Catalog& c)
{
    ServingResult r;
    if (!f.accelerator || !f.scaleUp || !f.scaleOut || !f.servedModel)
        return r;
    const auto setupOpt =
        servingSetup(s, c, *f.servedModel, *f.accelerator, ServingLinks{f.scaleUp, f.scaleOut, scaleUpDomainOf(s, f)});
    if (!setupOpt)
        return r; // no dense path at inference.precision (the compute results report it) or at serving.expertCompute
                  // (publishServingResults does)
    const ServingSetup& st = *setupOpt;
    r.evaluated = true;
    r.model = st.model;
    r.hardware = st.hardware;
    r.workload = st.workload;
    r.precision = st.precision;
    r.expertFormat = st.expertFormat;
    r.expertCompute = st.expertCompute;
    r.expertGemmEfficiency = st.expertGemmEfficiency;
    r.expertsDequantized = st.expertsDequantized;
    r.weightOnlyGemmShare = st.weightOnlyGemmShare;
    r.kvPrecision = st.kvPrecision;
    r.genericCalibration = st.genericCalibration;
    r.allToAllUpEfficiency = st.allToAllUpEfficiency;
    r.allToAllOutEfficiency = st.allToAllOutEfficiency;
    r.attentionEfficiency = st.attentionEfficiency;
    r.attentionHalfCausal = st.attentionHalfCausal;
    r.attentionHalfFull = st.attentionHalfFull;
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
            r.capacityAtTp = servingCapacity(m, hw, w.tp, context, w.ep, w.cp);
            r.smallestFittingTp = smallestFittingTp(m, hw, context, w.ep, w.cp);
        } else {
            r.capacityAtDomain = servingCapacity(m, hw, widestTp(hw, w.ep), context, w.ep, w.cp);
        }
        return r;
    }

    r.bookCapacity = servingCapacity(m, hw, tp, d(s.inference.contextLen), w.ep, w.cp);

    // Would another TP do better than the one serving.tp sets? (serving.tp = 0 took the best already.)
    r.bestTp = fs;
    if (w.batch == 0 && w.tp > 0) {
        const bool hasLoad = w.requestsPerSecond > 0.0;
        for (int t = 1; t <= domain; t *= 2)
            if (t != tp)
                if (FleetSizing alt = sizeServingFleetAtTp(m, hw, w, t); betterLayout(alt, r.bestTp, hasLoad))
                    r.bestTp = alt;
    }

    if (fs.replicas < 1.0 || !(fs.outputTokensPerSecond > 0.0))
        return r;
    r.economics = true;
    r.cost = servingEconomics(s, f, fs);
    return r;
}

} // namespace fleet
