#include "plan/ModelResults.h"

#include "plan/ModelLibrary.h"
#include "results/IssueTemplates.h"

namespace fleet {

void addModelResults(const Scenario& s, const ParameterCount& n, Results& out)
{
    const ModelInputs& m = s.model;
    const double total = parametersOf(m, n); // counted once, above
    const double active = activeParametersOf(m, n);
    // What the kernels do not model yet (issues 29 and 30 bring them): said, not silently approximated.
    if (m.experts > 0)
        out.addIssue<IssueCode::ModelExpertsNotModelled>(Severity::Info, "model.experts", active, total);
    const auto counted = [&] {
        return Why{"P_count = embedding + head + attention + MLP + experts + shared experts + routers + norms",
                   {{"embedding", "input embedding (model.vocab × model.hidden)", n.embedding, ""},
                    {"head", "output projection (0 when tied)", n.head, ""},
                    {"attention", "attention projections of every layer", n.attention, ""},
                    {"MLP", "dense MLP layers", n.denseMlp, ""},
                    {"experts", "routed experts of every MoE layer", n.experts, ""},
                    {"shared", "shared experts", n.sharedExperts, ""},
                    {"routers", "routers", n.routers, ""},
                    {"norms", "norms", n.norms, ""}},
                   "docs/models.md Counting parameters; seed §1 (L1784): Mixtral 46.7 B total, 12.9 B active",
                   "Counted from model.* (issue 27); a typed model.params takes its place in the kernels."};
    };
    out.set("model.counted_params", n.total, counted);
    out.set("model.params", total, [&] {
        if (m.params > 0.0)
            return Why{"P = model.params (typed)",
                       {{"P", "parameters as typed (model.params)", m.params, ""},
                        {"P_count", "counted from the architecture", n.total, ""}},
                       "seed §2 The Pod: 175 B (a stated figure)",
                       "A typed count is used as given; model.params = 0 uses the architecture's count."};
        return counted();
    });
    out.set("model.active_params", active, [&] {
        return Why{m.experts > 0 ? "P_active = P · P_count,active / P_count" : "P_active = P (dense)",
                   {{"P", "parameters (model.params)", total, ""},
                    {"P_count,active", "active parameters counted (shared part + top-k experts)", n.active, ""},
                    {"P_count", "parameters counted", n.total, ""}},
                   "seed §1 (L1784): Mixtral 8x7B, 12.9 B of 46.7 B active per token",
                   "What a token passes through; FLOPs per token follow it, the weights held follow the total."};
    });
}

} // namespace fleet
