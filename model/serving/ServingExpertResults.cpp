#include "serving/ServingPublish.h"

#include "plan/Placement.h"
#include "training/CalibrationText.h"
#include "training/StepSetup.h"

namespace fleet::serving {

// serving.ep (issue 29 part 4). With EP > 1 a replica is EP accelerators: ⌈E/EP⌉ routed experts each, attention and
// the dense weights TP-sharded over tp and replicated across EP/tp groups.
void publishServingEp(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingModel& m = r.model;
    const FleetSizing& fs = r.sizing;
    const ServingTerms t(r, f);
    out.set("serving.ep", static_cast<double>(fs.ep), [&] {
        if (!m.moe())
            return Why{"ep = 1 (a dense model: no experts to spread)", {}, kSecExpert, ""};
        return Why{fs.ep > 1 ? "ep = serving.ep: a replica of ep accelerators, ep / tp attention groups"
                             : "ep = 1: the routed experts TP-sharded like every other weight",
                   {{"E", "routed experts per MoE layer (model.experts)", m.experts, ""},
                    {"k", "experts per token (model.expertsPerToken)", m.expertsPerToken, ""},
                    t.Tp()},
                   kSecExpert,
                   fs.ep > 1 ? "Each accelerator holds ⌈E/ep⌉ whole experts (spare slots hold redundant copies of busy "
                               "experts, as DeepSeek deploys them); each attention group holds its own sequences and "
                               "the groups step together: every MoE layer's all-to-all waits for all of them."
                             : "Set serving.ep to a multiple of serving.tp to spread the experts over more accelerators "
                               "(wide expert parallelism) and free HBM for the KV cache."};
    });
}

// The routed experts a decode step touches (issue 29 part 4): each is read from HBM once per step, the others not.
void publishExpertsTouched(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingModel& m = r.model;
    const FleetSizing& fs = r.sizing;
    const ServingTerms t(r, f);
    if (!m.moe())
        return;
    const DecodeStep& dec = fs.decode;
    out.set("serving.experts_touched", dec.expertsTouched, [&] {
        return Why{fs.cp > 1 ? "E_t = E · (1 − (1 − k/E)^(B/cp)), each TP group's own tokens"
                             : "E_t = E · (1 − (1 − k/E)^B)",
                   {{"E", "routed experts per MoE layer (model.experts)", m.experts, ""},
                    {"k", "experts per token (model.expertsPerToken)", m.expertsPerToken, ""},
                    t.B(),
                    t.Cp()},
                   kSecExpert,
                   "A token picks k of the E experts; B tokens leave a given expert idle with probability (1 − k/E)^B "
                   "(routing taken as uniform). The step reads the touched experts' weights and runs them as grouped "
                   "GEMMs; past a few hundred tokens it touches all of them and reads every weight."};
    });
}

// The decode step's dispatch and combine across the EP group (serving.ep > 1).
void publishEpAllToAll(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingModel& m = r.model;
    const ServingHardware& hw = r.hardware;
    const FleetSizing& fs = r.sizing;
    const ServingTerms t(r, f);
    if (fs.ep <= 1)
        return;
    const DecodeStep& dec = fs.decode;
    const GroupSpan span = placeRanks(static_cast<double>(fs.ep), 1.0, hw.machine);
    out.set("serving.ep_alltoall_s", dec.allToAllSeconds, [&] {
        return Why{
            "T_a2a = L_moe · (a2a(B/ep · h · b_disp) + a2a(B/ep · h · 2 B)), a2a(x) = max(α_up + x·c_up/β_up, "
            "α_out + x·c_out/β_out)",
            {{"L_moe", "MoE layers", m.moeLayers, ""},
             t.B(),
             {"h", "model width (model.hidden)", m.hidden, ""},
             {"b_disp", "bytes per dispatched value: the experts' compute precision (serving.expertCompute, else "
                        "inference.precision), at most 16-bit: FP8 dispatches FP8",
              hw.dispatchBytesPerValue, "B"},
             {"n_domain", "EP ranks per scale-up domain", span.perDomain, ""},
             {"D", "scale-up domains the EP group spans", span.domains, ""},
             {"β_up", calibrationText(r.allToAllUpEfficiency, "fused all-to-all bandwidth inside the scale-up domain",
                                      kFallbackCollectiveEfficiency),
              hw.allToAllUp.beta, "B/s"},
             {"β_out", calibrationText(r.allToAllOutEfficiency, "fused all-to-all bandwidth per NIC across domains",
                                       kFallbackCollectiveEfficiency),
              hw.allToAllOut.beta, "B/s"}},
            kSecExpert,
            "Each rank dispatches its tokens' copies to the experts' ranks and combines the results back, in every MoE "
            "layer: a fused dispatcher (DeepEP class) sends a token once per remote domain (at most "
            "model.maxNodesPerToken) and forwards it inside the domain; the two tiers run concurrently. Not overlapped "
            "with computation (two-batch overlap is not modelled: an upper bound)."};
    });
}

} // namespace fleet::serving
