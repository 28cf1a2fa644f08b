-- FleetPlanner catalog schema, version 2 (PRAGMA user_version = 2): calibration constants of the step-time
-- model (issue #11), one row per constant, each with its own provenance.
--   id          "<target_id>/<parameter>", e.g. 'a100-sxm-80gb/gemm_efficiency_16bit'
--   target_kind accelerator | link; target_id names the accelerators or links row it belongs to
--   parameter   accelerator: gemm_efficiency_16bit | gemm_efficiency_fp8 | gemm_efficiency_tf32 (achieved fraction of
--               the dense peak by large GEMMs in training), gemm_half_size_gflop (the GEMM size at which the
--               achieved efficiency is half of that: eta(F) = eta_max * F / (F + F_half)), hbm_efficiency (achieved
--               fraction of HBM bandwidth by element-wise kernels);
--               link: collective_efficiency (achieved bus bandwidth / nominal per-direction bandwidth),
--               collective_alpha_us (latency per step of a ring collective, microseconds)
--   value       in `unit` ('' dimensionless, 'GFLOP', 'us')
--   method      fitted (least squares on published runs) | microbenchmark (read off a published benchmark)
--               | scaled (another accelerator's fit times a published microbenchmark ratio) | estimate
-- A missing row makes the model fall back to a stated generic value (an Info issue names it).

CREATE TABLE calibrations (
  id           TEXT PRIMARY KEY,
  name         TEXT NOT NULL,
  target_kind  TEXT NOT NULL CHECK (target_kind IN ('accelerator', 'link')),
  target_id    TEXT NOT NULL,
  parameter    TEXT NOT NULL CHECK (parameter IN ('gemm_efficiency_16bit', 'gemm_efficiency_fp8',
                                                  'gemm_efficiency_tf32', 'gemm_half_size_gflop', 'hbm_efficiency',
                                                  'collective_efficiency', 'collective_alpha_us')),
  value        REAL NOT NULL,
  unit         TEXT NOT NULL DEFAULT '',
  method       TEXT NOT NULL CHECK (method IN ('fitted', 'microbenchmark', 'scaled', 'estimate')),
  notes        TEXT,
  source       TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of        TEXT NOT NULL,
  UNIQUE (target_kind, target_id, parameter)
);
