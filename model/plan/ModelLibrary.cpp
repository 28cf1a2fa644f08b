#include "plan/ModelLibrary.h"

#include "hardware/Catalog.h"

#include <algorithm>

namespace fleet {

namespace {
double v(const std::optional<int>& x, double fallback = 0.0) { return x ? static_cast<double>(*x) : fallback; }
bool on(const std::optional<int>& x) { return x.value_or(0) != 0; }
double d(std::int64_t x) { return static_cast<double>(x); }
std::int64_t n(double x) { return static_cast<std::int64_t>(x); }
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
        m.moe = {v(r.experts), v(r.expertsPerToken), v(r.sharedExperts), v(r.expertFfn, m.ffn), v(r.denseLayers), 0.0,
                 v(r.maxNodesPerToken)};
    m.mtpLayers = v(r.mtpLayers);
    m.window = v(r.slidingWindow);
    m.windowLayers = m.window > 0 ? std::min(v(r.slidingWindowLayers), m.layers) : 0.0; // the one clamp (see below)
    return m;
}

ModelArchitecture architectureOf(const ModelInputs& in)
{
    ModelArchitecture m;
    m.layers = d(in.layers);
    m.hidden = d(in.hidden);
    m.heads = d(in.heads);
    m.kvHeads = d(in.kvHeadsOrHeads());
    m.headDim = d(in.headDimOrDerived());
    m.ffn = d(in.ffnOrDefault());
    m.vocab = d(in.vocab);
    m.gatedMlp = in.gatedMlp;
    m.tiedEmbeddings = in.tiedEmbeddings;
    m.attentionBias = in.attentionBias;
    m.mlpBias = in.mlpBias;
    m.qkNorm = in.qkNorm;
    m.attention = in.attention == "mla"         ? AttentionKind::MultiLatent
                  : m.kvHeads >= m.heads ? AttentionKind::MultiHead
                                         : AttentionKind::GroupedQuery;
    m.latent = {d(in.qLoraRank), d(in.kvLoraRank), d(in.ropeHeadDim), d(in.nopeHeadDim), d(in.vHeadDim)};
    if (in.experts > 0)
        m.moe = {d(in.experts), d(in.expertsPerToken), d(in.sharedExperts),
                 d(in.expertFfnHidden > 0 ? in.expertFfnHidden : in.ffnOrDefault()), d(in.denseLayers), 0.0,
                 d(in.maxNodesPerToken)};
    m.mtpLayers = d(in.mtpLayers);
    // Banded layers: none without a window, at most every layer (checkModel names the key when the inputs say
    // otherwise; a catalog row served through serving.model is held to the same bounds here).
    m.window = d(in.slidingWindow);
    m.windowLayers = m.window > 0 ? std::min(d(in.slidingWindowLayers), m.layers) : 0.0;
    return m;
}

ModelInputs modelInputsOf(const ModelSpec& r)
{
    ModelInputs m;
    m.id = r.id;
    m.params = r.params;
    const std::optional<ModelArchitecture> a = architectureOf(r);
    if (!a)
        return m; // a recommender or a CNN: its stated count, the default transformer shape
    m.layers = n(a->layers);
    m.hidden = n(a->hidden);
    m.heads = n(a->heads);
    m.kvHeads = n(a->kvHeads);
    m.headDim = n(a->headDim);
    m.ffnHidden = r.ffnHidden ? *r.ffnHidden : 0;
    m.vocab = n(a->vocab);
    m.gatedMlp = a->gatedMlp;
    m.tiedEmbeddings = a->tiedEmbeddings;
    m.attentionBias = a->attentionBias;
    m.mlpBias = a->mlpBias;
    m.qkNorm = a->qkNorm;
    m.attention = a->attention == AttentionKind::MultiLatent ? "mla" : "standard";
    m.qLoraRank = n(a->latent.qRank);
    m.kvLoraRank = n(a->latent.kvRank);
    m.ropeHeadDim = n(a->latent.ropeHeadDim);
    m.nopeHeadDim = n(a->latent.nopeHeadDim);
    m.vHeadDim = n(a->latent.valueHeadDim);
    m.experts = n(a->moe.experts);
    m.expertsPerToken = n(a->moe.expertsPerToken);
    m.sharedExperts = n(a->moe.sharedExperts);
    m.expertFfnHidden = a->moe.any() ? n(a->moe.expertFfn) : 0;
    m.denseLayers = n(a->moe.denseLayers);
    m.maxNodesPerToken = n(a->moe.maxNodesPerToken);
    m.mtpLayers = n(a->mtpLayers);
    m.slidingWindow = n(a->window);
    m.slidingWindowLayers = n(a->windowLayers);
    return m;
}

double parametersOf(const ModelInputs& m, const ParameterCount& counted)
{
    return m.params > 0.0 ? m.params : counted.total;
}

namespace {

// A counted part of the model, scaled as the whole is when model.params is typed.
double scaledPart(const ModelInputs& m, const ParameterCount& counted, double part)
{
    return counted.total > 0.0 ? parametersOf(m, counted) * part / counted.total : 0.0;
}

} // namespace

double activeParametersOf(const ModelInputs& m, const ParameterCount& counted)
{
    return m.experts <= 0 ? parametersOf(m, counted) : scaledPart(m, counted, counted.active);
}

double expertParametersOf(const ModelInputs& m, const ParameterCount& counted)
{
    return m.experts <= 0 ? 0.0 : scaledPart(m, counted, counted.experts);
}

double mtpParametersOf(const ModelInputs& m, const ParameterCount& counted)
{
    return m.mtpLayers <= 0 ? 0.0 : scaledPart(m, counted, counted.mtp);
}

double mtpExpertParametersOf(const ModelInputs& m, const ParameterCount& counted)
{
    return m.mtpLayers <= 0 || m.experts <= 0 ? 0.0 : scaledPart(m, counted, counted.mtpExperts);
}

double parametersOf(const ModelInputs& m)
{
    return m.params > 0.0 ? m.params : countParameters(architectureOf(m)).total;
}

std::optional<ModelInputs> servedModelOf(const Scenario& s, const Catalog& c)
{
    if (s.serving.model == "same")
        return s.model;
    const ModelSpec* row = c.model(s.serving.model);
    if (!row || !architectureOf(*row))
        return std::nullopt;
    return modelInputsOf(*row);
}

} // namespace fleet
