INSERT INTO accelerators (id, name, vendor, year, fp16_tflops, hbm_gb, hbm_tb_per_s, tdp_w, source, kind, as_of)
VALUES ('h100-sxm', 'H100 (mine)', 'NVIDIA', 2022, 989, 80, 3.35, 700, 'mine', 'measured', '2025');
ALTER TABLE accelerators ADD COLUMN boost_tflops REAL;
UPDATE accelerators SET boost_tflops = 1e308;
INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, source, kind, as_of) VALUES ('l', 'L', 'ethernet', 50, 0, 's', 'estimate', '2024');
PRAGMA user_version = 1;
