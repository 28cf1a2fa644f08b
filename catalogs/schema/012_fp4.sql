-- FleetPlanner catalog schema, version 12 (PRAGMA user_version = 12): the dense FP4 peak (issue 30 part 3).
-- One accelerator column:
--   fp4_tflops  dense FP4 tensor/matrix peak (no structured sparsity), TFLOP/s: the block-scaled 4-bit formats,
--               NVIDIA's NVFP4 / MXFP4 on Blackwell and Blackwell Ultra, AMD's MXFP4 on CDNA 4. NULL = the chip
--               has no FP4 path (A100, H100/H200/H800, MI300X/MI325X, Gaudi, TPUs as published), or no figure
--               is published. It is not one of the precisions the model trains or serves in: the number is made
--               available for the FP4 recipes (training.precision nvfp4) to read.
-- The column sits beside the other peaks (after int4_tops), where the catalog window and CSV show the table's
-- columns in its SQL order: ALTER TABLE could only append it after as_of, so the table is rebuilt with every row
-- kept, as schema 9-11 rebuild calibrations. Rows of an older user catalog keep every value; their fp4_tflops is
-- NULL until the user fills it. (Foreign keys are not enforced by the catalog's connections, so nodes and
-- serving_calibration, which name accelerators(id), are untouched: they name the rebuilt table once it is renamed.)

CREATE TABLE accelerators_v12 (
  id                 TEXT PRIMARY KEY,
  name               TEXT NOT NULL,
  vendor             TEXT NOT NULL,
  year               INTEGER,
  fp64_tflops        REAL,   -- dense tensor/matrix peak, TFLOP/s
  fp32_tflops        REAL,
  tf32_tflops        REAL,
  bf16_tflops        REAL,
  fp16_tflops        REAL,
  fp8_tflops         REAL,
  int8_tops          REAL,
  int4_tops          REAL,
  fp4_tflops         REAL,   -- dense FP4 (NVFP4 / MXFP4), TFLOP/s; schema 12
  hbm_gb             REAL,   -- decimal GB
  hbm_tb_per_s       REAL,   -- decimal TB/s
  tdp_w              REAL,
  scale_up_gb_per_s  REAL,   -- as the datasheet states it
  scale_up_direction TEXT CHECK (scale_up_direction IN ('bidirectional', 'per-direction')),
  die_area_mm2       REAL,
  price_usd          REAL,
  embodied_kg        REAL,   -- kg CO2e per device
  mtbf_hours         REAL,
  notes              TEXT,
  source             TEXT NOT NULL,
  kind               TEXT NOT NULL CHECK (kind IN ('spec', 'measured', 'estimate', 'textbook')),
  as_of              TEXT NOT NULL
);
INSERT INTO accelerators_v12 (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops,
                              fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s,
                              scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind,
                              as_of)
  SELECT id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops,
         int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2,
         price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of
  FROM accelerators;
DROP TABLE accelerators;
ALTER TABLE accelerators_v12 RENAME TO accelerators;
