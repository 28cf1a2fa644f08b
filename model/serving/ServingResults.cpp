#include "serving/ServingResults.h"

#include "serving/ServingPublish.h"

namespace fleet {

void publishServingResults(const ServingResult& r, const Scenario& s, const ResolvedFleet& f, Results& out)
{
    if (!r.evaluated)
        return;
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
