#pragma once
// One definition of the model a plan trains and serves (issue 27): its shape, attention kind and optional
// Mixture-of-Experts part. Total and active parameters are COUNTED from the architecture (embeddings, head,
// attention projections incl. multi-head latent ones, dense and expert MLPs, router, norms), never typed:
// docs/models.md "Counting parameters" gives every term. Seed §1 (L1784): Mixtral 46.7 B total, 12.9 B active.
#include <cstdint>

namespace fleet {

enum class AttentionKind : std::uint8_t {
    MultiHead,    // kvHeads = heads
    GroupedQuery, // kvHeads < heads share K/V (Llama 3, Mixtral, Qwen)
    MultiLatent,  // DeepSeek-V2/V3: Q and KV compressed to low ranks, a decoupled rotary part
};

// Multi-head latent attention (DeepSeek-V3: q rank 1536, kv rank 512, rope 64, nope 128, v 128).
struct LatentAttention {
    double qRank = 0;        // q_lora_rank (0: Q projected directly from the hidden state)
    double kvRank = 0;       // kv_lora_rank: the compressed KV each token caches (with the rope part)
    double ropeHeadDim = 0;  // qk_rope_head_dim: decoupled rotary key, shared by the heads
    double nopeHeadDim = 0;  // qk_nope_head_dim
    double valueHeadDim = 0; // v_head_dim
};

// The Mixture-of-Experts part: MoE layers replace the dense MLP by a router and experts.
struct MixtureOfExperts {
    double experts = 0;          // routed experts per MoE layer (0: a dense model)
    double expertsPerToken = 0;  // top-k
    double sharedExperts = 0;    // always-active experts of the expert width
    double expertFfn = 0;        // each expert's MLP width
    double denseLayers = 0;      // leading layers with a dense MLP (DeepSeek-V3: 3)
    double denseFfn = 0;         // their MLP width (0: ModelArchitecture::ffn)
    double maxNodesPerToken = 0; // node-limited routing: a token's experts on at most this many nodes (0: unlimited)
    bool any() const { return experts > 0; }
};

struct ModelArchitecture {
    double layers = 0, hidden = 0, heads = 0, kvHeads = 0, headDim = 0;
    double ffn = 0;          // the dense MLP width
    double vocab = 0;
    bool gatedMlp = true;    // SwiGLU: gate, up and down (3 matrices); else up and down (2)
    bool tiedEmbeddings = false;
    bool attentionBias = false; // biases on Q, K and V (Qwen2)
    bool mlpBias = false;       // biases on the MLP / expert matrices (GPT-2/3, GPT-OSS experts)
    bool qkNorm = false;        // per-head RMSNorm of Q and K (Qwen3)
    AttentionKind attention = AttentionKind::GroupedQuery;
    LatentAttention latent;
    MixtureOfExperts moe;
    // Multi-token-prediction modules (DeepSeek-V3 report §2.2: 1): each one more layer of the model's kind (MoE in an
    // MoE model) behind a projection of [RMSNorm(h); RMSNorm(embedding)] from 2h to h, sharing the embedding and the
    // output head. Trained with the model (one more layer, projection, logits and loss per token on the last
    // pipeline stage); not in the model's parameter count (DeepSeek: 671 B without them).
    double mtpLayers = 0;
    // Banded (sliding-window) attention (Mistral 7B, Gemma 2/3, GPT-OSS): windowLayers of the layers attend only the
    // `window` tokens before each query; the others attend the whole context. No parameters change; attention work and
    // the KV cache shrink (plan/SlidingWindow.h).
    double window = 0, windowLayers = 0;

    double moeLayers() const { return moe.any() ? layers - moe.denseLayers : 0.0; }
    double denseMlpLayers() const { return layers - moeLayers(); }
};

// Parameters by part, for derivations and the model library.
struct ParameterCount {
    double embedding = 0;  // input embedding
    double head = 0;       // output projection (0 when tied)
    double attention = 0;  // every layer's projections (and norms of latent ranks, Q/K norms)
    double denseMlp = 0;   // dense-MLP layers
    double experts = 0;    // routed experts of every MoE layer
    double sharedExperts = 0;
    double routers = 0;
    double norms = 0;      // two per layer and the final one
    double total = 0;
    double active = 0;     // per token: routed experts only top-k of them
    // The multi-token-prediction modules, outside total: each one layer of the model's last kind, the 2h → h
    // projection and five norms (embedding, hidden, the layer's two, its output); mtpExperts their routed experts.
    double mtp = 0, mtpExperts = 0;
};

ParameterCount countParameters(const ModelArchitecture& m);

// Routed experts of one MoE layer that `tokens` tokens touch, in expectation, when each picks `perToken` of
// `experts` (uniform routing): E · (1 − (1 − k/E)^B). One token: k; a few hundred: all of them.
double expertsTouched(double experts, double perToken, double tokens);

// Token rows the routed experts of one MoE layer run when each expert's tokens are padded to a whole number of
// `tile`-row tiles, in expectation under the same uniform routing: each expert's count is Binomial(B, k/E), so the rows
// are E · tile · E[⌈X / tile⌉] (≥ B · k; one token: k · tile). Linear between whole token counts, with no jump where
// B · k / E crosses a whole tile: the counts spread around their mean (past a spread of a tile, the uniform remainder's
// closed form, within ~1e-9). `tile` a whole number of rows (16 here). Allocation-free.
double expertTileRows(double experts, double perToken, double tokens, double tile);

// Why a shape cannot be a model (the importer's and the inputs' checks); nullptr when it can.
const char* architectureProblem(const ModelArchitecture& m);

} // namespace fleet
