#include "serving/ServingResults.h"

#include "serving/ServingPublish.h"
#include "serving/ServingSetup.h"

namespace fleet {

void publishServingResults(const ServingResult& r, const Scenario& s, const ResolvedFleet& f, Results& out)
{
    if (!r.evaluated) {
        // A precision the accelerator lacks for the routed experts' GEMMs (inference.precision's is the compute
        // results' issue).
        if (f.accelerator && f.servedModel && s.serving.expertCompute != s.inference.precision &&
            servingPrecisionWithoutPath(s, *f.servedModel, *f.accelerator) == s.serving.expertCompute)
            out.addIssue<IssueCode::ServingExpertComputeNoPath>(Severity::Error, "serving.expertCompute",
                                                                f.accelerator->name, s.serving.expertCompute);
        return;
    }
    if (!serving::publishServingCapacity(r, s, f, out))
        return; // nothing fits: the issues say why
    serving::publishServingDecode(r, f, out);
    serving::publishServingLatency(r, f, out);
    serving::publishServingFleet(r, f, out);
    if (r.economics)
        serving::publishServingCost(r, s, f, out);
}

ServingResult addServingResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, Results& out)
{
    ServingResult r = computeServing(s, f, c);
    publishServingResults(r, s, f, out);
    return r;
}

} // namespace fleet
