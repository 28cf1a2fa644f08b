#include "serving/ServingPublish.h"

#include "plan/Placement.h"

namespace fleet::serving {

namespace {

// The CP group: cp ranks one TP group apart (Megatron's TP → CP order, plan/Placement.h).
GroupSpan contextSpan(const FleetSizing& fs, const ServingHardware& hw)
{
    return placeRanks(static_cast<double>(fs.cp), static_cast<double>(fs.tp), hw.machine);
}

} // namespace

// serving.cp (issue 30 part 1): CP TP groups share each sequence of a replica (Yang et al. 2025).
void publishServingCp(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const FleetSizing& fs = r.sizing;
    const ServingTerms t(r, f);
    out.set("serving.cp", static_cast<double>(fs.cp), [&] {
        if (fs.cp <= 1)
            return Why{"cp = 1: each sequence lives on one TP group", {}, kSecContext,
                       "Set serving.cp to spread each sequence's KV cache and its prompt's attention over that many TP "
                       "groups: a long prompt's first token sooner, and contexts one group cannot hold."};
        return Why{"cp = serving.cp: a replica of tp · cp accelerators",
                   {t.Tp(), t.ReplicaGpus(), t.In(), t.Out()},
                   kSecContext,
                   "Each TP group holds 1/cp of every sequence's KV cache and runs 1/cp of its tokens; a prompt's causal "
                   "attention is split evenly over 2·cp chunks (each rank one from each end) while the K/V chunks go "
                   "round the CP ring (pass-KV); a decode step exchanges the batch's queries and partial outputs over "
                   "the CP ranks (pass-Q)."};
    });
}

// The prompt's exposed K/V ring and decode's query exchange (serving.cp > 1; called by publishServingDecode).
void publishCpComm(const ServingResult& r, const ResolvedFleet& f, Results& out)
{
    const ServingModel& m = r.model;
    const ServingHardware& hw = r.hardware;
    const FleetSizing& fs = r.sizing;
    if (fs.cp <= 1)
        return;
    const ServingTerms t(r, f);
    const GroupSpan span = contextSpan(fs, hw);
    const bool crosses = span.leavesDomain();
    // The terms given, and the CP group's link.
    const auto withLink = [&](std::vector<DerivationTerm> terms) {
        const char* name = crosses ? f.scaleOut->name.c_str() : f.scaleUp->name.c_str();
        terms.push_back({"α", Text::format("{} latency", name),
                         crosses ? hw.scaleOutAlphaSeconds : hw.scaleUpAlphaSeconds, "s"});
        terms.push_back({"β", Text::format("{} bandwidth per direction", name),
                         crosses ? hw.scaleOutBytesPerSecond : hw.scaleUpBytesPerSecond, "B/s"});
        terms.push_back({"D", "scale-up domains the CP group spans", span.domains, ""});
        return terms;
    };
    out.set("serving.prefill_cp_ring_s", fs.prefill.cpRingSeconds, [&] {
        return Why{"T_ring = L · (cp − 1) · max(0, α + (n_in/cp) · m_kv,gpu/L ÷ β − T_attn / (L · cp))",
                   withLink({t.In(), t.Cp(), t.L(),
                             {"m_kv,gpu", "KV bytes per token per accelerator of a TP group",
                              fs.capacity.kvBytesPerTokenPerGpu * static_cast<double>(fs.cp), "B"},
                             {"T_attn", "the prompt's attention per rank (all layers)",
                              fs.prefill.attentionComputeSeconds, "s"}}),
                   kSecContext,
                   "Pass-KV: in each of the cp − 1 exchanging steps of a layer a rank sends its chunk of the prompt's K "
                   "and V to the next CP rank while it computes the attention block of the chunk it holds; only what a "
                   "send takes beyond its block is exposed. Long prompts hide it (the block grows with n_in², the chunk "
                   "with n_in)."};
    });
    out.set("serving.decode_cp_exchange_s", fs.decode.cpExchangeSeconds, [&] {
        return Why{"T_x = L · ringAllReduce(B · q, cp) = L · (2(cp − 1)/cp · B·q/β + 2(cp − 1)·α)",
                   withLink({t.L(), t.B(), t.Cp(),
                             {"q", "query bytes per token and layer per accelerator (its heads, 16-bit)",
                              queryBytesPerTokenLayer(m, fs.tp), "B"}}),
                   kSecContext,
                   "Pass-Q decode: every layer all-gathers the batch's queries over the CP ranks, each attends over the "
                   "1/cp of the KV cache it holds, and the partial outputs (with their softmax sums) are reduce-"
                   "scattered back - a ring all-reduce's two halves. Not overlapped: the attention needs the query. "
                   "Meta measured more per layer (SendRecv and All2All ~110 µs at CP 2): runtime latency beyond α."};
    });
}

} // namespace fleet::serving
