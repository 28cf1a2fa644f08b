#include "plan/ModelLibrary.h"

namespace fleet {

namespace {
double v(const std::optional<int>& x, double fallback = 0.0) { return x ? static_cast<double>(*x) : fallback; }
bool on(const std::optional<int>& x) { return x.value_or(0) != 0; }
} // namespace

std::optional<ModelArchitecture> architectureOf(const ModelSpec& r)
{
    if (!r.layers || !r.hidden || !r.heads || !r.vocab || (!r.ffnHidden && !r.expertFfn))
        return std::nullopt;
    ModelArchitecture m;
    m.layers = v(r.layers);
    m.hidden = v(r.hidden);
    m.heads = v(r.heads);
    m.kvHeads = v(r.kvHeads, m.heads);
    m.headDim = v(r.headDim, m.hidden / m.heads);
    m.ffn = v(r.ffnHidden, v(r.expertFfn));
    m.vocab = v(r.vocab);
    m.gatedMlp = r.mlp != "plain";
    m.tiedEmbeddings = on(r.tiedEmbeddings);
    m.attentionBias = on(r.attentionBias);
    m.mlpBias = on(r.mlpBias);
    m.qkNorm = on(r.qkNorm);
    m.attention = r.attention == "mla"                                       ? AttentionKind::MultiLatent
                  : r.attention == "mha" || (r.attention.empty() && m.kvHeads >= m.heads) ? AttentionKind::MultiHead
                                                                                          : AttentionKind::GroupedQuery;
    m.latent = {v(r.qLoraRank), v(r.kvLoraRank), v(r.qkRopeHeadDim), v(r.qkNopeHeadDim), v(r.vHeadDim)};
    if (r.experts && *r.experts > 0)
        m.moe = {v(r.experts), v(r.expertsPerToken), v(r.sharedExperts), v(r.expertFfn, m.ffn), v(r.denseLayers), 0.0};
    return m;
}

} // namespace fleet
