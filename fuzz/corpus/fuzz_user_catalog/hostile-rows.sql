INSERT INTO accelerators (id, name, vendor, year, fp8_tflops, bf16_tflops, hbm_gb, hbm_tb_per_s, tdp_w, source, kind, as_of)
VALUES ('inf-chip', '<b>Inf</b> & co', 'X', 2024, 9e999, 100, 80, 3, 700, 's', 'spec', '2024');
INSERT INTO links (id, name, family, gb_per_s_per_dir, alpha_us, source, kind, as_of) VALUES ('zero', 'Z', 'infiniband', 0, 1, 's', 'spec', '2024');
INSERT INTO cooling (id, name, rack_kw_limit, default_pue, liquid_fraction, source, kind, as_of) VALUES ('c', 'C', 40, 0.9, 0, 's', 'spec', '2024');
INSERT INTO regions (id, name, g_co2e_per_kwh, source, kind, as_of) VALUES ('r', 'R', 'lots', 's', 'spec', '2024');
UPDATE accelerators SET hbm_tb_per_s = 1e-300 WHERE id = 'h100-sxm';
