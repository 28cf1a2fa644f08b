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
