#include "plan/ModelArchitecture.h"

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

// One MLP of width f on hidden h: gate, up and down (gated) or up and down, with their biases.
double mlp(double h, double f, bool gated, bool bias)
{
    const double matrices = gated ? 3.0 : 2.0;
    return matrices * h * f + (bias ? (gated ? 2.0 : 1.0) * f + h : 0.0);
}

double attentionPerLayer(const ModelArchitecture& m)
{
    const double h = m.hidden;
    if (m.attention == AttentionKind::MultiLatent) {
        const LatentAttention& a = m.latent;
        const double qHead = a.nopeHeadDim + a.ropeHeadDim;
        // Q: down to the q rank (with its norm) and up to every head, or straight from h.
        const double q = a.qRank > 0 ? h * a.qRank + a.qRank + a.qRank * m.heads * qHead : h * m.heads * qHead;
        // KV: down to the kv rank plus the shared rotary key (with the rank's norm), up to each head's K (nope)
        // and V; the output projection from the heads' values.
        const double kv = h * (a.kvRank + a.ropeHeadDim) + a.kvRank + a.kvRank * m.heads * (a.nopeHeadDim + a.valueHeadDim);
        const double o = m.heads * a.valueHeadDim * h;
        return q + kv + o;
    }
    const double q = m.heads * m.headDim, kv = m.kvHeads * m.headDim;
    double p = h * (q + 2.0 * kv) + q * h;
    if (m.attentionBias)
        p += q + 2.0 * kv;
    if (m.qkNorm)
        p += 2.0 * m.headDim;
    return p;
}

} // namespace

ParameterCount countParameters(const ModelArchitecture& m)
{
    ParameterCount c;
    const double h = m.hidden;
    c.embedding = m.vocab * h;
    c.head = m.tiedEmbeddings ? 0.0 : m.vocab * h;
    c.attention = m.layers * attentionPerLayer(m);
    c.norms = (2.0 * m.layers + 1.0) * h;
    const double denseFfn = m.moe.any() && m.moe.denseFfn > 0 ? m.moe.denseFfn : m.ffn;
    c.denseMlp = m.denseMlpLayers() * mlp(h, denseFfn, m.gatedMlp, m.mlpBias);
    // One MoE layer's routed experts, shared experts and router; the MLP of the model's last layer kind.
    const double expert = m.moe.any() ? mlp(h, m.moe.expertFfn, m.gatedMlp, m.mlpBias) : 0.0;
    const double routed = m.moe.experts * expert, shared = m.moe.sharedExperts * expert;
    const double router = m.moe.any() ? h * m.moe.experts + (m.mlpBias ? m.moe.experts : 0.0) : 0.0;
    const double lastMlp = m.moe.any() ? routed + shared + router : mlp(h, m.ffn, m.gatedMlp, m.mlpBias);
    const double L = m.moeLayers();
    c.experts = L * routed;
    c.sharedExperts = L * shared;
    c.routers = L * router;
    c.total = c.embedding + c.head + c.attention + c.norms + c.denseMlp + c.experts + c.sharedExperts + c.routers;
    c.active = c.total - c.experts + L * m.moe.expertsPerToken * expert;
    // The MTP modules: each one layer of the last kind, the projection from [h; embedding] to h, and the norms of its
    // two inputs, of the layer and of its output.
    c.mtpExperts = m.mtpLayers * routed;
    c.mtp = m.mtpLayers * (attentionPerLayer(m) + lastMlp + 2.0 * h * h + 5.0 * h);
    return c;
}

double expertsTouched(double experts, double perToken, double tokens)
{
    if (!(experts > 0.0))
        return 0.0;
    return experts * (1.0 - std::pow(1.0 - perToken / experts, std::max(tokens, 0.0)));
}

namespace {

// E[⌈X / t⌉] for X ~ Binomial(n, p), n whole, t a whole number of rows, and P(X ≡ 0 mod t) beside it: one more token
// adds a tile to an expert exactly when it lands (probability p) on an expert whose count is a whole number of tiles,
// so E⌈X_{n+1}/t⌉ = E⌈X_n/t⌉ + p · P(X_n ≡ 0 mod t) - the step a fractional token count interpolates with.
struct Tiles {
    double mean = 0.0, whole = 1.0;
};

Tiles meanTiles(double n, double p, double t)
{
    if (!(n >= 1.0) || !(p > 0.0))
        return {};
    if (p >= 1.0)
        return {std::ceil(n / t), std::fmod(n, t) == 0.0 ? 1.0 : 0.0};
    const double mean = n * p, variance = mean * (1.0 - p);
    // With a spread of a tile or more X mod t is uniform to within ~exp(−2π²σ²/t²) (3e-9 at t = 16; the lattice makes
    // it ~1e-7 at t = 2): E⌈X/t⌉ = μ/t + (t − 1)/(2t).
    if (variance >= t * t)
        return {mean / t + (t - 1.0) / (2.0 * t), 1.0 / t};
    // Otherwise sum the distribution outward from its mode (σ < t: a few hundred terms at most), stopping where the
    // terms fall below 1e-16 of the mode's, and normalize by what was summed. The tile count and the remainder are
    // carried along (no ceiling per term).
    const double mode = std::min(std::floor((n + 1.0) * p), n);
    const double peak = std::exp(std::lgamma(n + 1.0) - std::lgamma(mode + 1.0) - std::lgamma(n - mode + 1.0) +
                                 mode * std::log(p) + (n - mode) * std::log1p(-p));
    const double odds = p / (1.0 - p), smallest = 1e-16 * peak;
    const long tile = static_cast<long>(t), m = static_cast<long>(mode);
    const long modeTiles = (m + tile - 1) / tile, modeRem = m % tile;
    double sum = peak * static_cast<double>(modeTiles), total = peak, whole = modeRem == 0 ? peak : 0.0;
    double q = peak;
    long tiles = modeTiles, rem = modeRem;
    for (double x = mode; x < n && q > smallest; x += 1.0) { // X = x + 1
        q *= (n - x) / (x + 1.0) * odds;
        if (rem == 0)
            ++tiles;
        rem = rem + 1 == tile ? 0 : rem + 1;
        sum += q * static_cast<double>(tiles);
        whole += rem == 0 ? q : 0.0;
        total += q;
    }
    q = peak;
    tiles = modeTiles;
    rem = modeRem;
    for (double x = mode; x > 0.0 && q > smallest; x -= 1.0) { // X = x − 1
        q *= x / ((n - x + 1.0) * odds);
        if (rem == 1 || tile == 1)
            --tiles;
        rem = rem == 0 ? tile - 1 : rem - 1;
        sum += q * static_cast<double>(tiles);
        whole += rem == 0 ? q : 0.0;
        total += q;
    }
    return {sum / total, whole / total};
}

} // namespace

double expertTileRows(double experts, double perToken, double tokens, double tile)
{
    if (!(experts > 0.0) || !(tokens > 0.0) || !(tile >= 1.0))
        return 0.0;
    const double p = std::min(perToken / experts, 1.0), t = std::floor(tile);
    const double lo = std::floor(tokens), w = tokens - lo;
    const Tiles at = meanTiles(lo, p, t);
    // Between whole token counts: the step to the next count, w of it (exact at whole counts, continuous between).
    const double mean = lo >= 1.0 ? at.mean + w * p * at.whole : w * p;
    return experts * t * mean;
}

const char* architectureProblem(const ModelArchitecture& m)
{
    if (!(m.layers >= 1) || !(m.hidden >= 1) || !(m.heads >= 1) || !(m.vocab >= 0))
        return "layers, hidden, heads must be at least 1 and vocab not negative";
    if (m.attention != AttentionKind::MultiLatent) {
        if (!(m.kvHeads >= 1) || m.kvHeads > m.heads)
            return "kvHeads must be between 1 and heads";
        if (!(m.headDim >= 1))
            return "headDim must be at least 1";
    } else if (!(m.latent.kvRank >= 1) || !(m.latent.valueHeadDim >= 1) || !(m.latent.nopeHeadDim + m.latent.ropeHeadDim >= 1)) {
        return "multi-head latent attention needs kvRank, valueHeadDim and a query head dimension";
    }
    if (m.moe.any()) {
        if (!(m.moe.expertsPerToken >= 1) || m.moe.expertsPerToken > m.moe.experts)
            return "experts per token must be between 1 and the routed experts";
        if (!(m.moe.expertFfn >= 1))
            return "the expert FFN width must be at least 1";
        if (m.moe.denseLayers < 0 || m.moe.denseLayers >= m.layers)
            return "the leading dense layers must be fewer than the layers";
    } else if (!(m.ffn >= 1)) {
        return "the FFN width must be at least 1";
    }
    return nullptr;
}

} // namespace fleet
