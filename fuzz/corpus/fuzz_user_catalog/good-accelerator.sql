INSERT INTO accelerators (id, name, vendor, year, fp8_tflops, bf16_tflops, hbm_gb, hbm_tb_per_s, tdp_w, source, kind, as_of)
VALUES ('my-chip', 'My chip', 'Me', 2025, 2000, 1000, 144, 4.8, 1000, 'datasheet', 'spec', '2025');
