-- FleetPlanner catalog schema, version 10 (PRAGMA user_version = 10): the element-wise kernels' share of HBM
-- bandwidth (issue 28 part 1). One accelerator parameter joins the calibrations table:
--   elementwise_efficiency  achieved fraction of the HBM bandwidth by a training step's element-wise and
--                           normalization kernels (norms with their reductions, activations, residual adds, FP8
--                           casts, the loss) over forward and backward. They stream less well than STREAM Triad
--                           (hbm_efficiency): reductions, multi-pass backward kernels, transposes, short kernels.
-- SQLite cannot widen a CHECK constraint in place: the table is rebuilt with every row kept (as in schema 9).

CREATE TABLE calibrations_v10 (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  target_kind  TEXT NOT NULL CHECK (target_kind IN ('accelerator', 'link')),
  target_id    TEXT NOT NULL,
  parameter    TEXT NOT NULL CHECK (parameter IN ('gemm_efficiency_16bit', 'gemm_efficiency_fp8',
                                                  'gemm_efficiency_tf32', 'gemm_half_size_gflop', 'hbm_efficiency',
                                                  'collective_efficiency', 'collective_alpha_us',
                                                  'alltoall_efficiency', 'alltoall_efficiency_fused',
                                                  'attention_efficiency', 'elementwise_efficiency')),
  value        REAL NOT NULL,
  unit         TEXT NOT NULL DEFAULT '',
  method       TEXT NOT NULL CHECK (method IN ('fitted', 'microbenchmark', 'scaled', 'estimate')),
  notes        TEXT,
  source       TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of        TEXT NOT NULL,
  UNIQUE (target_kind, target_id, parameter)
);
INSERT INTO calibrations_v10 (id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of)
  SELECT id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of FROM calibrations;
DROP TABLE calibrations;
ALTER TABLE calibrations_v10 RENAME TO calibrations;
