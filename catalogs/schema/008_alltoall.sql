-- FleetPlanner catalog schema, version 8 (PRAGMA user_version = 8): Mixture-of-Experts token all-to-all (issue 29).
-- Two link parameters join the calibrations table:
--   alltoall_efficiency        achieved all-to-all bytes per GPU per second (NCCL, Megatron's alltoall dispatcher)
--                              over the link's nominal per-direction bandwidth
--   alltoall_efficiency_fused  the same for a fused dispatch/combine kernel (DeepEP class: node-deduplicated,
--                              forwarded inside the scale-up domain)
-- SQLite cannot widen a CHECK constraint in place: the table is rebuilt with every row kept.
-- models.max_nodes_per_token: node-limited routing, the nodes a token's routed experts may span (DeepSeek-V3: 4;
-- config.json topk_group); NULL = unlimited.

CREATE TABLE calibrations_v8 (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  target_kind  TEXT NOT NULL CHECK (target_kind IN ('accelerator', 'link')),
  target_id    TEXT NOT NULL,
  parameter    TEXT NOT NULL CHECK (parameter IN ('gemm_efficiency_16bit', 'gemm_efficiency_fp8',
                                                  'gemm_efficiency_tf32', 'gemm_half_size_gflop', 'hbm_efficiency',
                                                  'collective_efficiency', 'collective_alpha_us',
                                                  'alltoall_efficiency', 'alltoall_efficiency_fused')),
  value        REAL NOT NULL,
  unit         TEXT NOT NULL DEFAULT '',
  method       TEXT NOT NULL CHECK (method IN ('fitted', 'microbenchmark', 'scaled', 'estimate')),
  notes        TEXT,
  source       TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of        TEXT NOT NULL,
  UNIQUE (target_kind, target_id, parameter)
);
INSERT INTO calibrations_v8 (id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of)
  SELECT id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of FROM calibrations;
DROP TABLE calibrations;
ALTER TABLE calibrations_v8 RENAME TO calibrations;

ALTER TABLE models ADD COLUMN max_nodes_per_token INTEGER;
