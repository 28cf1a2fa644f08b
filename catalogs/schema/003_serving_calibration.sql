-- FleetPlanner catalog schema: serving calibration (issue 14, model/serving). Applied after 001_initial.sql
-- (and after the training-calibration migration 002 when that lands; IF NOT EXISTS keeps a database that
-- already has the table valid whatever number it was migrated under).
-- One row per accelerator: the physical efficiency constants of the serving kernel, each with provenance.
--   hbm_efficiency      achieved share of the HBM bandwidth by the decode kernels (η_mem), 0 < x <= 1
--   compute_efficiency  achieved share of the dense peak at the serving precision (η_comp), 0 < x <= 1
--   step_overhead_us    fixed time of one batching iteration: kernel launches and synchronization (t_step), µs
--   sequence_overhead_us host time per sequence in an iteration: scheduling, sampling, stop checks, streaming
--                       the token back (t_seq), µs; the iteration costs t_step + t_seq · sequences
-- How each value was derived is in its notes; docs/models.md ("Serving") shows the calibration.

CREATE TABLE IF NOT EXISTS serving_calibration (
  id                  TEXT PRIMARY KEY REFERENCES accelerators(id),  -- the accelerator the row calibrates
  hbm_efficiency      REAL NOT NULL CHECK (hbm_efficiency > 0 AND hbm_efficiency <= 1),
  compute_efficiency  REAL NOT NULL CHECK (compute_efficiency > 0 AND compute_efficiency <= 1),
  step_overhead_us    REAL NOT NULL CHECK (step_overhead_us >= 0),
  sequence_overhead_us REAL NOT NULL CHECK (sequence_overhead_us >= 0),
  notes               TEXT,
  source              TEXT NOT NULL,
  kind                TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of               TEXT NOT NULL
);
