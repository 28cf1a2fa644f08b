-- FleetPlanner built-in catalog: model architectures.
-- params = total parameters; active_params = parameters used per token (MoE only; NULL = dense);
-- kv_heads = key/value heads (= heads for multi-head attention, fewer for GQA); ffn_hidden = MLP inner width.
-- Transformer-only columns are NULL for non-transformer models.
-- Column order: id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('gpt3-175b', 'GPT-3 175B', 175e9, NULL, 96, 12288, 96, 96, 50257, 49152,
        'The book''s running example: 175B parameters, 96 layers, hidden 12,288 (350 GB FP16 weights; 3.14e23 training FLOP). Multi-head attention (kv_heads = heads, head dim 128); d_ff = 4 x d_model; GPT-2 BPE vocabulary of 50,257.',
        'CS249r Vol.2 seed §1-2 (seed L645: 3.14e23 FLOP; L1696: 96 layers; L1998, L2032: hidden 12,288; L1942: 350 GB FP16); Brown et al. 2020, Language Models are Few-Shot Learners, Table 2.1 and §2.1',
        'textbook', '2026');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('llama3-8b', 'Llama 3 8B', 8.03e9, NULL, 32, 4096, 32, 8, 128256, 14336,
        'Grouped-query attention with 8 KV heads; 128,256-token vocabulary. 8.03e9 is the exact parameter count (mlsysim Llama3_8B).',
        'Dubey et al. 2024, The Llama 3 Herd of Models, Table 3; Meta Llama 3 model card / config.json; mlsysim Models.Language.Llama3_8B',
        'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('llama3-70b', 'Llama 3 70B', 70.6e9, NULL, 80, 8192, 64, 8, 128256, 28672,
        'params 70.6e9 as the book uses it in its latency examples (141.2 GB FP16 weights; 42.1 ms/token on H100, 1.4x faster on H200; seed L1516, L1530, L1543); Meta names it "70B" (exact count ~70.55e9); mlsysim stores 7.06e10. GQA with 8 KV heads.',
        'CS249r Vol.2 seed §2 HBM generations and token latency (seed L1516, L1530-1537, L1543); Dubey et al. 2024, Table 3; mlsysim Models.Language.Llama3_70B',
        'textbook', '2026');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('llama3-405b', 'Llama 3 405B', 405e9, NULL, 126, 16384, 128, 8, 128256, 53248,
        'Trained on 16,384 H100 for 54 days with 419 unexpected interruptions (seed L633-637). GQA with 8 KV heads.',
        'Dubey et al. 2024, The Llama 3 Herd of Models, Table 3; CS249r Vol.2 seed §1 (seed L633); mlsysim Models.Language.Llama3_405B',
        'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('mixtral-8x7b', 'Mixtral 8x7B (MoE)', 46.7e9, 12.9e9, 32, 4096, 32, 8, 32000, 14336,
        'Sparse MoE: 8 experts per layer, router picks 2 per token, so 12.9B of 46.7B parameters are active (seed L1784). ffn_hidden is the width of ONE expert. GQA with 8 KV heads.',
        'CS249r Vol.2 seed §2 accelerator selection, MoE (seed L1784); Jiang et al. 2024, Mixtral of Experts, Table 1',
        'textbook', '2026');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('dlrm', 'DLRM-class recommender (Archetype B, 10 TB embeddings)', 2.5e12, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
        'The book gives no parameter count, only that a production DLRM can hold 10 TB or more of embedding parameters, 16+ DGX H100 nodes by capacity alone (seed L1075, L1424). params = 10e12 B / 4 B (FP32 embeddings) = 2.5e12 - ESTIMATE; with FP16 tables the same 10 TB would be 5e12 parameters. Embedding lookups are sparse: per-example compute touches a tiny fraction of these parameters, so params x 2 FLOP/token does not apply.',
        'CS249r Vol.2 seed §1 Archetype B (seed L1075) and §2 HBM capacity (seed L1424; dlrm_embedding_nodes)',
        'estimate', '2026');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('mobilenet-v2', 'MobileNetV2 (1.0, 224)', 3.505e6, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
        'The book''s Archetype C (federated MobileNet) gives no figures (seed L1079); values from the paper and mlsysim: 3.505e6 parameters (torchvision count 3,504,872; the paper rounds to 3.4M), ~300 M multiply-adds (~0.6 GFLOP) per 224x224 image. CNN: transformer columns NULL.',
        'Sandler et al. 2018, MobileNetV2: Inverted Residuals and Linear Bottlenecks, Table 4; mlsysim Models.Vision.MobileNetV2',
        'spec', '2018');

-- Architecture of the rows above (schema 006): head size, MLP kind, biases, MoE. Their params stay the figures the
-- book works with (GPT-3 175e9, Llama 3 70B 70.6e9); the architecture counts 174.58e9 and 70.55e9 (within 0.3 %,
-- tests/catalogs/tst_model_library).
UPDATE models SET head_dim = 128, attention = 'mha', mlp = 'plain', tied_embeddings = 1, attention_bias = 1, mlp_bias = 1
  WHERE id = 'gpt3-175b';
UPDATE models SET head_dim = 128, attention = 'gqa', mlp = 'gated', tied_embeddings = 0
  WHERE id IN ('llama3-8b', 'llama3-70b', 'llama3-405b');
UPDATE models SET head_dim = 128, attention = 'gqa', mlp = 'gated', tied_embeddings = 0, experts = 8,
  experts_per_token = 2, shared_experts = 0, expert_ffn = 14336, dense_layers = 0
  WHERE id = 'mixtral-8x7b';

-- Models added with their whole architecture (issue 27): params and active_params are the counts the architecture
-- gives (model/plan/ModelArchitecture.h), each within 1 % (active 3 %) of the published figure in its notes.
INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('llama31-8b', 'Llama 3.1 8B', 8030261248, NULL, 32, 4096, 32, 8, 128256, 14336, 128, 'gqa', 'gated', 0, 0, 0, 0, 'Llama 3 8B''s architecture with the 128K-context RoPE scaling (config.json rope_scaling llama3). Counted 8.03 B.', 'Meta Llama 3.1 model card and config.json (meta-llama/Llama-3.1-8B); Dubey et al. 2024 Table 3', 'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('llama31-70b', 'Llama 3.1 70B', 70553706496, NULL, 80, 8192, 64, 8, 128256, 28672, 128, 'gqa', 'gated', 0, 0, 0, 0, 'Llama 3 70B''s architecture, 128K context. Counted 70.55 B.', 'Meta Llama 3.1 model card and config.json (meta-llama/Llama-3.1-70B); Dubey et al. 2024 Table 3', 'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('llama31-405b', 'Llama 3.1 405B', 405853388800, NULL, 126, 16384, 128, 8, 128256, 53248, 128, 'gqa', 'gated', 0, 0, 0, 0, 'Counted 405.85 B (Meta: 405 B; issue 27 acceptance 405.9 B). The model of MLPerf Training v5.0''s Llama 3.1 405B benchmark.', 'Meta Llama 3.1 model card and config.json (meta-llama/Llama-3.1-405B); Dubey et al. 2024 Table 3', 'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, experts, experts_per_token, shared_experts, expert_ffn, dense_layers, notes, source, kind, as_of)
VALUES ('mixtral-8x22b', 'Mixtral 8x22B (MoE)', 140630071296, 39161468928, 56, 6144, 48, 8, 32768, 16384, 128, 'gqa', 'gated', 0, 0, 0, 0, 8, 2, 0, 16384, 0, '8 experts per layer, 2 per token. Counted 140.6 B total, 39.2 B active (Mistral AI: 141 B, 39 B).', 'Mistral AI, Mixtral 8x22B announcement (2024-04); config.json (mistralai/Mixtral-8x22B-v0.1)', 'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, q_lora_rank, kv_lora_rank, qk_rope_head_dim, qk_nope_head_dim, v_head_dim, experts, experts_per_token, shared_experts, expert_ffn, dense_layers, notes, source, kind, as_of)
VALUES ('deepseek-v3', 'DeepSeek-V3 (MoE, MLA)', 671026404352, 37552282624, 61, 7168, 128, 128, 129280, 18432, 128, 'mla', 'gated', 0, 0, 0, 0, 1536, 512, 64, 128, 128, 256, 8, 1, 2048, 3, 'Multi-head latent attention (q rank 1,536, kv rank 512, rotary 64, non-rotary 128, value 128); 3 leading dense layers (FFN 18,432), then 58 MoE layers of 256 routed experts (8 per token, node-limited to 4 nodes) + 1 shared expert, expert FFN 2,048. Counted 671.0 B total, 37.6 B active, without the 14 B multi-token-prediction module (DeepSeek: 671 B / 37 B; 685 B with it).', 'DeepSeek-AI 2024, DeepSeek-V3 Technical Report, §2 and Table 1; config.json (deepseek-ai/DeepSeek-V3)', 'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, experts, experts_per_token, shared_experts, expert_ffn, dense_layers, notes, source, kind, as_of)
VALUES ('qwen3-30b-a3b', 'Qwen3-30B-A3B (MoE)', 30532122624, 3353032704, 48, 2048, 32, 4, 151936, 6144, 128, 'gqa', 'gated', 0, 0, 0, 1, 128, 8, 0, 768, 0, '128 experts per layer, 8 per token, expert FFN 768, Q/K RMSNorm, no shared expert. Counted 30.5 B total, 3.35 B active (Qwen: 30.5 B, 3.3 B).', 'Qwen Team 2025, Qwen3 Technical Report, Table 2; config.json (Qwen/Qwen3-30B-A3B)', 'spec', '2025');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, experts, experts_per_token, shared_experts, expert_ffn, dense_layers, notes, source, kind, as_of)
VALUES ('qwen3-235b-a22b', 'Qwen3-235B-A22B (MoE)', 235093634560, 22190763520, 94, 4096, 64, 4, 151936, 12288, 128, 'gqa', 'gated', 0, 0, 0, 1, 128, 8, 0, 1536, 0, '128 experts per layer, 8 per token, expert FFN 1,536, Q/K RMSNorm, no shared expert. Counted 235.1 B total, 22.2 B active (Qwen: 235 B, 22 B).', 'Qwen Team 2025, Qwen3 Technical Report, Table 2; config.json (Qwen/Qwen3-235B-A22B)', 'spec', '2025');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, experts, experts_per_token, shared_experts, expert_ffn, dense_layers, notes, source, kind, as_of)
VALUES ('gpt-oss-120b', 'GPT-OSS 120B (MoE)', 116829050688, 5711876928, 36, 2880, 64, 8, 201088, 2880, 64, 'gqa', 'gated', 0, 1, 1, 0, 128, 4, 0, 2880, 0, '128 experts per layer, 4 per token, expert FFN 2,880, biases on QKV and the experts, alternating banded (128-token window) and full attention layers, 18 each, MXFP4 expert weights as released. Counted 116.8 B total, 5.71 B active with the input embedding (OpenAI: 116.83 B total, 5.13 B active without it).', 'OpenAI 2025, gpt-oss-120b and gpt-oss-20b model card, Table 1; config.json (openai/gpt-oss-120b)', 'spec', '2025');

-- Node-limited routing (issue 29): DeepSeek-V3 sends each token to experts on at most 4 nodes (report §3.2.2;
-- config.json topk_group 4 of n_group 8).
UPDATE models SET max_nodes_per_token = 4 WHERE id = 'deepseek-v3';
-- DeepSeek-V3's one multi-token-prediction module (config.json num_nextn_predict_layers 1; report §2.2), trained with
-- the model (schema 13).
UPDATE models SET mtp_layers = 1 WHERE id = 'deepseek-v3';
-- GPT-OSS alternates banded attention over the 128 tokens before each query and full attention (config.json
-- sliding_window 128, layer_types: 18 "sliding_attention" of 36; model card §2.1, schema 14).
UPDATE models SET sliding_window = 128, sliding_window_layers = 18 WHERE id = 'gpt-oss-120b';
-- GPT-OSS 20B, the single-GPU member of the family (16 GB in MXFP4 as released): 24 layers, 32 experts, the same
-- banded/full alternation (12 banded layers).
INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, experts, experts_per_token, shared_experts, expert_ffn, dense_layers, sliding_window, sliding_window_layers, notes, source, kind, as_of)
VALUES ('gpt-oss-20b', 'GPT-OSS 20B (MoE)', 20914686528, 4187370048, 24, 2880, 64, 8, 201088, 2880, 64, 'gqa', 'gated', 0, 1, 1, 0, 32, 4, 0, 2880, 0, 128, 12, '32 experts per layer, 4 per token, expert FFN 2,880, biases on QKV and the experts, alternating banded (128-token window) and full attention layers, 12 each, MXFP4 expert weights as released. Counted 20.91 B total, 4.19 B active with the input embedding (OpenAI: 20.91 B total, 3.61 B active without it).', 'OpenAI 2025, gpt-oss-120b and gpt-oss-20b model card, Table 1; config.json (openai/gpt-oss-20b)', 'spec', '2025');

-- Long-context measurements (issue 30): NVIDIA's context-parallel tables train Llama 2 7B.
INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('llama2-7b', 'Llama 2 7B', 6738415616, NULL, 32, 4096, 32, 32, 32000, 11008, 128, 'mha', 'gated', 0, 0, 0, 0, 'Multi-head attention (32 key/value heads), SwiGLU FFN 11,008, 32,000-token vocabulary, 4K context. Counted 6.74 B. The model of NeMo''s long-sequence (context-parallel) performance table.', 'Touvron et al. 2023, Llama 2: Open Foundation and Fine-Tuned Chat Models, Table 1; config.json (meta-llama/Llama-2-7b-hf)', 'spec', '2023');

-- Dense models of NVIDIA's H100/B200 training tables (issue 28 part 1; shared/data/hopper-measurements.md part 1).
INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('llama2-13b', 'Llama 2 13B', 13015864320, NULL, 40, 5120, 40, 40, 32000, 13824, 128, 'mha', 'gated', 0, 0, 0, 0, 'Multi-head attention (40 key/value heads), SwiGLU FFN 13,824, 32,000-token vocabulary, 4K context. Counted 13.02 B.', 'Touvron et al. 2023, Llama 2: Open Foundation and Fine-Tuned Chat Models, Table 1; config.json (meta-llama/Llama-2-13b-hf)', 'spec', '2023');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('nemotron4-340b', 'Nemotron-4 340B', 341025638400, NULL, 96, 18432, 96, 8, 256000, 73728, 192, 'gqa', 'plain', 0, 0, 0, 0, 'Grouped-query attention (8 key/value heads, head size 192), squared-ReLU MLP (not gated) of 73,728, no biases, untied embeddings, 256,000-token vocabulary, 4K context. Counted 341.0 B.', 'NVIDIA 2024, Nemotron-4 340B Technical Report (arXiv 2406.11704), Table 1; nvidia/Nemotron-4-340B-Base model_config.yaml', 'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('gpt3-5b', 'GPT-3 5B (NeMo)', 5038678016, NULL, 24, 4096, 32, 32, 50257, 16384, 128, 'mha', 'plain', 1, 1, 1, 0, 'NeMo''s GPTConfig5B: 24 layers, hidden 4,096, 32 heads, FFN 16,384 (GELU, biases), tied embeddings, GPT-2 BPE vocabulary, 2K context. Counted 5.04 B.', 'NVIDIA NeMo nemo/collections/llm/gpt/model/base.py GPTConfig5B; NeMo performance_summary.md (24.07)', 'spec', '2024');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, head_dim, attention, mlp, tied_embeddings, attention_bias, mlp_bias, qk_norm, notes, source, kind, as_of)
VALUES ('gpt3-20b', 'GPT-3 20B (NeMo)', 20242821120, NULL, 44, 6144, 48, 48, 50257, 24576, 128, 'mha', 'plain', 1, 1, 1, 0, 'NeMo''s GPTConfig20B: 44 layers, hidden 6,144, 48 heads, FFN 24,576 (GELU, biases), tied embeddings, GPT-2 BPE vocabulary, 2K context. Counted 20.24 B.', 'NVIDIA NeMo nemo/collections/llm/gpt/model/base.py GPTConfig20B; NeMo performance_summary.md (24.07)', 'spec', '2024');
