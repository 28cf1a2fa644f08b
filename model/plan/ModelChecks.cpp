#include "plan/ModelChecks.h"

#include "results/IssueTemplates.h"

namespace fleet {

void checkModel(const ModelInputs& m, std::vector<Issue>& issues)
{
    const Severity E = Severity::Error;
    if (m.attention == "mla") {
        if (m.kvLoraRank < 1 || m.vHeadDim < 1 || m.nopeHeadDim + m.ropeHeadDim < 1)
            issues.push_back(makeIssue<IssueCode::ModelLatentIncomplete>(E, "model.kvLoraRank"));
    } else if (m.kvHeads > m.heads) {
        issues.push_back(makeIssue<IssueCode::ModelKvHeadsExceedHeads>(E, "model.kvHeads", m.kvHeads, m.heads));
    }
    if (m.experts > 0) {
        if (m.expertsPerToken < 1 || m.expertsPerToken > m.experts)
            issues.push_back(
                makeIssue<IssueCode::ModelExpertsPerToken>(E, "model.expertsPerToken", m.expertsPerToken, m.experts));
        if (m.denseLayers >= m.layers)
            issues.push_back(makeIssue<IssueCode::ModelDenseLayers>(E, "model.denseLayers", m.denseLayers, m.layers));
    }
    if (m.slidingWindowLayers > m.layers)
        issues.push_back(makeIssue<IssueCode::ModelWindowLayers>(E, "model.slidingWindowLayers", m.slidingWindowLayers,
                                                                 m.layers));
    else if (m.slidingWindowLayers > 0 && m.slidingWindow <= 0)
        issues.push_back(makeIssue<IssueCode::ModelWindowMissing>(E, "model.slidingWindow", m.slidingWindowLayers));
    else if (m.slidingWindow > 0 && m.slidingWindowLayers == 0)
        issues.push_back(
            makeIssue<IssueCode::ModelWindowUnused>(Severity::Warning, "model.slidingWindow", m.slidingWindow));
}

} // namespace fleet
