#pragma once
// Banded (sliding-window) attention (model.slidingWindow, model.slidingWindowLayers): of a model's L layers, L_w
// attend only the w tokens before each query (Beltagy et al. 2020, "Longformer" §3.1; Mistral 7B, Gemma 2/3, GPT-OSS
// alternate banded and full layers); the others attend the whole causal context. One source for the training step
// (attention work of a micro-batch), the serving kernel (KV cache, decode reads, prompt attention) and the memory
// view. The layers are spread evenly (the published models alternate them), so every pipeline stage holds the mix.
#include <algorithm>

namespace fleet {

struct AttentionSpan {
    double layers = 0;       // L
    double windowLayers = 0; // L_w (0: every layer attends the whole context)
    double window = 0;       // w, tokens

    bool banded() const { return windowLayers > 0.0 && window > 0.0 && layers > 0.0; }

    // Query-key pairs of one causal sequence of n tokens in a layer that attends at most w keys per query:
    // n²/2 when n ≤ w, else w·n − w²/2 (the band; each query meets min(i, w) keys).
    static double bandPairs(double n, double w) { return n <= w ? 0.5 * n * n : w * n - 0.5 * w * w; }

    // KV the model keeps for a sequence at context c, as a share of what full attention in every layer keeps:
    // (L − L_w + L_w · min(c, w)/c) / L. Decode reads what is kept.
    double keptShare(double c) const
    {
        if (!banded() || !(c > window))
            return 1.0;
        return (layers - windowLayers + windowLayers * window / c) / layers;
    }
    // Causal attention work of a sequence of n tokens, as a share of every layer's n²/2 pairs.
    double pairShare(double n) const { return newPairShare(n, 0.0); }
    // The same for a prompt whose first h·n tokens hit the prefix cache: only the pairs of its new queries are
    // computed, (1 − h²)·n²/2 in a full layer and band(n) − band(h·n) in a banded one.
    double newPairShare(double n, double h) const
    {
        const double fullNew = (1.0 - h * h) * 0.5 * n * n;
        if (!banded() || !(n > window) || !(fullNew > 0.0))
            return 1.0;
        const double bandNew = bandPairs(n, window) - bandPairs(h * n, window);
        return (layers - windowLayers + windowLayers * bandNew / fullNew) / layers;
    }
    // A banded layer's new pairs as a share of a full layer's (the share the banded layers' blocks carry).
    double bandShareOfNew(double n, double h) const
    {
        const double fullNew = (1.0 - h * h) * 0.5 * n * n;
        return fullNew > 0.0 ? (bandPairs(n, window) - bandPairs(h * n, window)) / fullNew : 1.0;
    }
    // The share of the layers that attend the whole context, and the banded ones'.
    double fullLayerShare() const { return banded() ? (layers - windowLayers) / layers : 1.0; }
    double windowLayerShare() const { return banded() ? windowLayers / layers : 0.0; }
};

} // namespace fleet
