#pragma once

namespace fleet {

// The fused attention core's size law (issue 30; docs/research/attention-seqlen-efficiency.md): a block of attention
// over s keys runs at η(s) = η_attn · s / (s + s_half), η_attn the kernel's asymptote (calibration
// attention_efficiency) and s_half a per-accelerator length (attention_half_seq_causal / attention_half_seq): each
// tile row's prologue and epilogue and, in a causal block, the diagonal tiles the mask idles and the rows' unequal work
// are fixed costs per query tile that a longer key loop amortizes. The time of a block is its work at η_attn times
// 1 + s_half / s. Measured on cuDNN and FlashAttention sweeps (H200, GB200, B200, A100): s_half ≈ 1.0-1.4K tokens
// causal, ≈ 200-700 non-causal; the training step and the serving kernel price their blocks with the same law.
//
// Context parallelism (Megatron/TransformerEngine ring attention, the sequence cut into 2·cp chunks, rank i holding
// chunks i and 2cp − 1 − i): of a rank's cp equal ring blocks one is causal over its own 2 chunks (s/cp keys) and
// cp − 1 are full blocks over one chunk pair (q 2c × kv c or q c × kv 2c, c = s/(2cp)). Every ring step waits for its
// slowest rank, the one whose key loop is the single chunk: the full blocks are priced at s/(2cp) keys.
struct AttentionBlockLaw {
    double halfCausal = 0.0; // s_half of a causal block, tokens (0: no size law)
    double halfFull = 0.0;   // s_half of a full (non-causal) block, tokens

    // Time of the causal (diagonal) block over `keys` keys, relative to its work at η_attn.
    double causal(double keys) const { return keys > 0.0 ? 1.0 + halfCausal / keys : 1.0; }
    // The same for a full block.
    double full(double keys) const { return keys > 0.0 ? 1.0 + halfFull / keys : 1.0; }
    // One of the cp − 1 full ring blocks of a sequence of s tokens over cp ranks.
    double ringFull(double s, double cp) const { return full(s / (2.0 * cp)); }
    // The mean over a rank's cp ring blocks (cp = 1: the sequence's one causal block): a core of causal work W over
    // cp ranks takes W / (cp · η_attn · R) × this per rank.
    double ringMean(double s, double cp) const
    {
        return cp > 1.0 ? (causal(s / cp) + (cp - 1.0) * ringFull(s, cp)) / cp : causal(s);
    }
};

} // namespace fleet
