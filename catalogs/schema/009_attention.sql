-- FleetPlanner catalog schema, version 9 (PRAGMA user_version = 9): the fused attention kernel (issue 30).
-- One accelerator parameter joins the calibrations table:
--   attention_efficiency  achieved fraction of the 16-bit dense peak by a fused (FlashAttention-class) attention
--                         kernel over forward and backward at large sizes. Attention is not a GEMM: its softmax
--                         exponentials and shared-memory traffic bind before the tensor cores do, so it runs below
--                         the large-GEMM efficiency (FlashAttention-2/-3/-4 papers).
-- SQLite cannot widen a CHECK constraint in place: the table is rebuilt with every row kept.

CREATE TABLE calibrations_v9 (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  target_kind  TEXT NOT NULL CHECK (target_kind IN ('accelerator', 'link')),
  target_id    TEXT NOT NULL,
  parameter    TEXT NOT NULL CHECK (parameter IN ('gemm_efficiency_16bit', 'gemm_efficiency_fp8',
                                                  'gemm_efficiency_tf32', 'gemm_half_size_gflop', 'hbm_efficiency',
                                                  'collective_efficiency', 'collective_alpha_us',
                                                  'alltoall_efficiency', 'alltoall_efficiency_fused',
                                                  'attention_efficiency')),
  value        REAL NOT NULL,
  unit         TEXT NOT NULL DEFAULT '',
  method       TEXT NOT NULL CHECK (method IN ('fitted', 'microbenchmark', 'scaled', 'estimate')),
  notes        TEXT,
  source       TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of        TEXT NOT NULL,
  UNIQUE (target_kind, target_id, parameter)
);
INSERT INTO calibrations_v9 (id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of)
  SELECT id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of FROM calibrations;
DROP TABLE calibrations;
ALTER TABLE calibrations_v9 RENAME TO calibrations;
