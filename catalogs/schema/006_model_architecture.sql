-- FleetPlanner catalog schema, version 6 (PRAGMA user_version = 6): a model's whole architecture (issue 27), so
-- that its parameters are counted from it (model/plan/ModelArchitecture.h) and a plan can take its shape.
--   head_dim            per-head width (NULL = hidden / heads)
--   attention           mha | gqa | mla (multi-head latent attention); NULL = mha when kv_heads = heads, else gqa
--   mlp                 gated (SwiGLU: gate, up, down) | plain (up, down); NULL = gated
--   tied_embeddings     1 when the output head shares the input embedding; NULL = 0
--   attention_bias      1 with biases on the Q, K and V projections (Qwen2, GPT-OSS); NULL = 0
--   mlp_bias            1 with biases on the MLP / expert matrices (GPT-3, GPT-OSS); NULL = 0
--   qk_norm             1 with a per-head RMSNorm of Q and K (Qwen3); NULL = 0
--   q_lora_rank, kv_lora_rank, qk_rope_head_dim, qk_nope_head_dim, v_head_dim
--                       multi-head latent attention (DeepSeek-V3: 1536, 512, 64, 128, 128)
--   experts             routed experts per MoE layer (NULL = dense); experts_per_token the top-k;
--   shared_experts      always-active experts of the expert width; expert_ffn each expert's MLP width;
--   dense_layers        leading layers with the dense MLP of width ffn_hidden (DeepSeek-V3: 3)
-- params stays the total the architecture gives (a row without an architecture states it).

ALTER TABLE models ADD COLUMN head_dim INTEGER;
ALTER TABLE models ADD COLUMN attention TEXT;
ALTER TABLE models ADD COLUMN mlp TEXT;
ALTER TABLE models ADD COLUMN tied_embeddings INTEGER;
ALTER TABLE models ADD COLUMN attention_bias INTEGER;
ALTER TABLE models ADD COLUMN mlp_bias INTEGER;
ALTER TABLE models ADD COLUMN qk_norm INTEGER;
ALTER TABLE models ADD COLUMN q_lora_rank INTEGER;
ALTER TABLE models ADD COLUMN kv_lora_rank INTEGER;
ALTER TABLE models ADD COLUMN qk_rope_head_dim INTEGER;
ALTER TABLE models ADD COLUMN qk_nope_head_dim INTEGER;
ALTER TABLE models ADD COLUMN v_head_dim INTEGER;
ALTER TABLE models ADD COLUMN experts INTEGER;
ALTER TABLE models ADD COLUMN experts_per_token INTEGER;
ALTER TABLE models ADD COLUMN shared_experts INTEGER;
ALTER TABLE models ADD COLUMN expert_ffn INTEGER;
ALTER TABLE models ADD COLUMN dense_layers INTEGER;
