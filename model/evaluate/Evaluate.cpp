#include "evaluate/Evaluate.h"

#include "comm/CommResults.h"
#include "compute/ComputeResults.h"
#include "fabric/FabricResults.h"
#include "inference/InferenceResults.h"
#include "memory/MemoryResults.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"
#include "training/TrainingResults.h"

#include <algorithm>

namespace fleet {

Results evaluate(const Scenario& scenario, const Catalog& catalog)
{
    Results out;
    std::vector<Issue> issues = ScenarioSchema::instance().validate(scenario, catalog);
    const bool inputsValid = issues.empty();
    const ResolvedFleet fleet = resolveFleet(scenario, catalog, issues);
    // resolveFleet repeats the unknown-id errors validate() found: keep one message per key.
    std::vector<std::string> seen;
    for (Issue& i : issues) {
        if (i.severity == Severity::Error) {
            if (std::find(seen.begin(), seen.end(), i.key) != seen.end())
                continue;
            seen.push_back(i.key);
        }
        out.addIssue(i.severity, std::move(i.key), std::move(i.message));
    }
    if (!inputsValid || !fleet.complete())
        return out;

    addComputeResults(scenario, fleet, out);
    addInferenceResults(scenario, fleet, out);
    addTrainingResults(scenario, fleet, out);
    addMemoryResults(scenario, fleet, out);
    addCommResults(scenario, fleet, out);
    addFabricResults(scenario, fleet, catalog, out);
    return out;
}

} // namespace fleet
