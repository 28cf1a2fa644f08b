-- FleetPlanner built-in catalog: accelerators.
-- Units: TFLOP/s (TOPS for int) dense tensor/matrix peak (no structured sparsity); decimal GB; decimal TB/s; W;
--        scale-up GB/s exactly as the source states it, with scale_up_direction saying which convention;
--        mm^2; USD; kg CO2e per device; hours.
-- NULL = not supported by the chip, or no source (the notes say which).
-- Source priority: CS249r Vol.2 textbook seed > published-facts.md > reference-registry.md (mlsysim). See PROVENANCE.md.
-- kind: 'textbook' where a textbook table/text gives the core numbers, 'spec' where a vendor datasheet does.
-- Column order in every statement:
--   id, name, vendor, year,
--   fp64, fp32, tf32, bf16, fp16, fp8, int8, int4,
--   hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2,
--   price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of
-- The dense FP4 peak (fp4_tflops, schema 012) is set at the end of this file for the chips that have one.

---------------------------------------------------------------------------------------------------
-- NVIDIA
---------------------------------------------------------------------------------------------------

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('v100-sxm2', 'NVIDIA V100 SXM2 32GB', 'NVIDIA', 2017,
        7.8, 15.7, NULL, NULL, 125, NULL, NULL, NULL,      -- fp64 fp32 tf32 bf16 fp16 fp8 int8 int4
        32, 0.9, 300,                                      -- HBM2 GB, TB/s, TDP W
        300, 'bidirectional', 815,                         -- NVLink 2.0 (6 links x 50 GB/s total), die
        10000, NULL, 50000,                                -- price, embodied, MTBF
        'Volta: first-generation Tensor Cores, FP16 only; no BF16/TF32/FP8 path and no INT8 tensor path (DP4A on CUDA cores is not a tensor peak), so those are NULL. fp64/fp32 are the non-tensor (vector) peaks 7.8/15.7 from the Volta whitepaper. NVLink 300 GB/s is the total of both directions (150 GB/s per direction); mlsysim stores it without a direction (defaults to per-direction) - the whitepaper total is used here. Price is the mlsysim registry estimate (no list price published). Embodied: only a die-only LLMCarbon figure exists (~9.8 kg, published-facts C-09), which excludes package/HBM, so NULL. MTBF 50,000 h is the textbook''s per-GPU anchor (seed L621, L2336).',
        'CS249r Vol.2 seed §2 Table 2.2 (seed L1354-1366: 125 TFLOP/s, 300 W, 300 GB/s); HBM 900 GB/s (seed L1436); NVIDIA Volta architecture whitepaper (fp64/fp32, 32 GB, 815 mm2); mlsysim Hardware.Cloud.V100 (price)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('a100-sxm-80gb', 'NVIDIA A100 SXM4 80GB', 'NVIDIA', 2020,
        19.5, 19.5, 156, 312, 312, NULL, 624, 1248,        -- fp64(tensor) fp32 tf32 bf16 fp16 fp8 int8 int4
        80, 2.04, 400,                                     -- HBM2e GB, TB/s, TDP W
        600, 'bidirectional', 826,                         -- NVLink 3.0 (12 links), die
        15000, 150, 50000,                                 -- price, embodied, MTBF
        'Ampere: Tensor Cores add TF32/BF16/INT8/INT4 (seed L1330); no FP8. HBM bandwidth 2.04 TB/s is the book''s figure (seed L1516, L2440; datasheet 2,039 GB/s). NVLink 600 GB/s is bidirectional (seed L1330: "bidirectional bandwidth ... 600 GB/s per GPU"), i.e. 300 GB/s per direction. fp64 is the FP64 Tensor Core peak; fp32 the non-tensor peak. Price: mlsysim registry estimate. Embodied 150 kg CO2e: Luccioni et al. BLOOM estimate (published-facts C-08, second-hand) = mlsysim value. MTBF: textbook per-GPU anchor.',
        'CS249r Vol.2 seed §2 Table 2.2 (seed L1354-1366: 312 TFLOP/s, 400 W, 600 GB/s) and seed L1330, L1516; NVIDIA A100 80GB datasheet (fp64/tf32/int8/int4, 826 mm2); published-facts C-08 (embodied); mlsysim Hardware.Cloud.A100 (price)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('h100-sxm', 'NVIDIA H100 SXM5 80GB', 'NVIDIA', 2022,
        67, 67, 494, 989, 989, 1979, 1979, 3958,           -- fp64(tensor) fp32 tf32 bf16 fp16 fp8 int8 int4
        80, 3.35, 700,                                     -- HBM3 GB (5 stacks), TB/s, TDP W
        900, 'bidirectional', 814,                         -- NVLink 4.0 (18 links), die
        25000, 164, 50000,                                 -- price, embodied, MTBF
        'All precisions from the book''s Table 2.6 (dense, H100): FP32 ~67, TF32 494, BF16/FP16 989, FP8 (E4M3/E5M2) 1979, INT8 1979, INT4 3958. fp64 67 is the FP64 Tensor Core peak (datasheet); FP32 67 is the CUDA-core rate (seed L1679: ~67 TFLOP/s without Tensor Cores) - FP32 data uses the TF32 tensor path. INT4: NVIDIA''s H100 datasheet lists no INT4 tensor rate; the textbook value is kept (textbook wins). NVLink 900 GB/s is bidirectional = 450 GB/s per direction (seed L1931, L2191). HBM 80 GB decimal (book uses SI only, seed L411; mlsysim YAML stores 80 GiB). 814 mm2 die (seed L1750). Price: mlsysim dev HEAD 25,000 USD (older YAML 30,000; analyst range 25-30k, published-facts C-10). Embodied 164 kg: NVIDIA HGX H100 product carbon footprint / 8 GPUs via mlsysim. MTBF: textbook per-GPU anchor.',
        'CS249r Vol.2 seed §2 Table 2.6 (seed L1800-1818); Table 2.2 (seed L1354-1366); HBM (seed L1434); die/heat flux (seed L1750); NVLink cliff (seed L1931); NVIDIA H100 datasheet (published-facts P-01); mlsysim Hardware.Cloud.H100 (price, embodied)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('h800', 'NVIDIA H800 SXM5 80GB', 'NVIDIA', 2023,
        1, 67, 494, 989, 989, 1979, 1979, 3958,            -- FP64 cut for export; the H100's tensor rates
        80, 3.35, 700,                                     -- HBM3 GB, TB/s, TDP W
        400, 'bidirectional', 814,                         -- NVLink 4 with 8 of 18 links: 400 GB/s
        25000, 164, 50000,                                 -- price, embodied, MTBF: the H100's (ESTIMATE)
        'The H100 SXM5 for the Chinese market (2023): the same die, HBM and tensor-core rates (DeepSeek-V3 report §3.1 and issue 29 data: dense BF16 989.5, FP8 1,979 TFLOP/s), NVLink cut to 400 GB/s bidirectional (200 per direction; DeepSeek measured 160 GB/s achieved) and FP64 to ~1 TFLOP/s. Price, embodied carbon and MTBF are the H100''s (ESTIMATE).',
        'DeepSeek-AI, DeepSeek-V3 Technical Report (arXiv 2412.19437) §3.1-3.2.2; ../shared/data/moe-longcontext-measurements.md; H100 row for price and reliability',
        'estimate', '2023');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('h200-sxm', 'NVIDIA H200 SXM 141GB', 'NVIDIA', 2023,
        67, 67, 494, 989, 989, 1979, 1979, 3958,           -- same compute die as H100 (seed L1541)
        141, 4.8, 700,                                     -- HBM3e GB, TB/s, TDP W
        900, 'bidirectional', 814,                         -- NVLink 4.0, same die as H100
        35000, 164, 50000,                                 -- price, embodied (ESTIMATE, notes), MTBF
        'Same GH100 compute core as H100 (seed L1541: same compute core, same peak TFLOP/s), so the compute columns copy the H100 row, including the textbook INT4 value (the H200 datasheet lists no INT4). 141 GB decimal is the datasheet capacity (the seed prints only the 1.6x ratio; mlsysim stores 131 GiB = 140.7 GB). 4.8 TB/s (seed L1543). NVLink 900 GB/s bidirectional (mlsysim H200 file lacks a direction field and defaults to per-direction - treated as the same NVLink 4 as H100). Year = announcement (Nov 2023). Price: mlsysim registry estimate. Embodied 164 kg CO2e is an ESTIMATE, not a published figure (NVIDIA publishes none for H200; shared/data has none): derived by die area from the H100 row, 164 kg (NVIDIA HGX H100 product carbon footprint / 8) x 814 mm2 / 814 mm2 (same GH100 die and SXM5 board) = 164 kg. The 61 GB more HBM3e (141 vs 80 GB) is not counted, as no per-GB HBM footprint is sourced, so this is a lower bound.',
        'NVIDIA H200 Tensor Core GPU datasheet (141 GB, 4.8 TB/s, 700 W); CS249r Vol.2 seed §2 H100 vs H200 comparison (seed L1539-1545); mlsysim Hardware.Cloud.H200 (price)',
        'spec', '2024');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('b200', 'NVIDIA B200 (HGX/DGX, 1000 W)', 'NVIDIA', 2024,
        NULL, NULL, 1100, 2250, 2250, 4500, 4500, NULL,    -- fp64 fp32 tf32 bf16 fp16 fp8 int8 int4
        192, 8, 1000,                                      -- HBM3e GB (8 stacks), TB/s, TDP W
        1800, 'bidirectional', 1600,                       -- NVLink 5, die (two-die "1600 mm2 equivalent")
        40000, NULL, 50000,                                -- price, embodied, MTBF
        'Dual-die Blackwell. FP8 4500 dense (Table 2.2, seed L1336), FP16/BF16 2250 (half of FP8; mlsysim "dense numbers"). TF32 1100 and INT8 4500 are half of NVIDIA''s sparse HGX B200 figures (TF32 2.2 PFLOPS, INT8 = FP8 rate). FP4 9000 dense (fp4_tflops, schema 012: half of NVIDIA''s 144 PF sparse HGX B200 figure / 8); mlsysim''s int4=9000 conflates FP4 with INT4, so int4 is NULL. FP64/FP32 not in any of the three sources: NULL. 192 GB per the book (seed L1478, L1510); DGX B200 exposes 180 GB per GPU (1,440 GB per node, published-facts P-04). Die area: the book''s "1600 mm2 equivalent" (seed L1318); 2 x 858 mm2 reticle = 1716 would be the upper bound. Price: mlsysim 40,000 (analyst range 30-40k, published-facts C-10).',
        'CS249r Vol.2 seed §2 Table 2.2 (seed L1354-1366: 4500 FP8, 1000 W, 1800 GB/s), seed L1318, L1336, L1478, L1522 (8 TB/s); NVIDIA HGX/DGX B200 datasheet (TF32, INT8); mlsysim Hardware.Cloud.B200 (fp16 dense, price)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('gb200', 'NVIDIA GB200 (NVL72, 1200 W)', 'NVIDIA', 2024,
        40, NULL, 1250, 2500, 2500, 5000, 5000, NULL,      -- fp64 fp32 tf32 bf16 fp16 fp8 int8 int4
        186, 8, 1200,                                      -- HBM3e GB, TB/s, W (configurable up to 1,200 W)
        1800, 'bidirectional', 1600,                       -- NVLink 5, die (as B200)
        NULL, NULL, 50000,                                 -- price (see notes), embodied, MTBF
        'The B200-class dual-die GPU of a GB200 superchip (2 GPUs + 1 Grace CPU), as in the GB200 NVL72 rack. Dense peaks = NVIDIA''s NVL72 rack figures, which are quoted with sparsity, / 72 / 2: FP4 1,440 PF -> 10,000 (fp4_tflops, schema 012; int4 NULL as for b200), FP8 720 PF -> 5,000, BF16/FP16 360 PF -> 2,500, TF32 180 PF -> 1,250, INT8 = FP8 rate. FP64 40 TFLOP/s (current table; an earlier one said 45). The GB200 runs ~11 % above an HGX B200 (2,250 BF16 dense); mlsysim''s Cloud.GB200_NVL72 (162 PF BF16 per rack = 2,250 per GPU) uses the B200 rate - not used. HBM3e 186 GB per GPU (NVIDIA spec; MLPerf system descriptions report 189,471 MiB; secondary sources say 192), 8 TB/s. Power: NVIDIA "configurable up to 1,200 W" per GPU; ~2,700 W per superchip (secondary). Measured GEMM (Azure ND GB200 v6): FP8 2,820 TFLOP/s = 56 % of dense, FP4 7,609 = 76 %. Price: sold as NVL72 racks (~3 M USD, estimate), so priced on the node row gb200-nvl72; NULL here. MTBF: the book''s per-GPU anchor (seed L2098).',
        'NVIDIA GB200 NVL72 product page / datasheet table (rack figures with sparsity, 13.4 TB HBM3e, 576 TB/s, 130 TB/s NVLink); NVIDIA DGX GB200 user guide (NVLink 5 1.8 TB/s per GPU); MLCommons Training v5.0 system descriptions (HBM as reported); Azure/AI-benchmarking-guide ND GB200 v6 (GEMM); CS249r Vol.2 seed L2098 (MTBF)',
        'spec', '2025');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('b300', 'NVIDIA B300 (HGX/DGX, 1100 W)', 'NVIDIA', 2025,
        1.25, 75, 1125, 2250, 2250, 4500, 150, NULL,      -- fp64 fp32 tf32 bf16 fp16 fp8 int8 int4 (dense)
        270, 8, 1100,                                      -- HBM3e GB an HGX B300 exposes, TB/s, TDP W
        1800, 'bidirectional', NULL,                       -- NVLink 5, die (two reticle-sized dies, area not published)
        NULL, NULL, 50000,                                 -- price (not published), embodied, MTBF
        'Blackwell Ultra (two reticle-sized dies, 160 SMs, 208 B transistors) on the 8-GPU HGX/DGX B300 baseboard. Dense peaks = NVIDIA''s HGX B300 table for 8 GPUs, quoted with sparsity except FP4, / 8 (/ 2 where sparse): FP4 144 PF sparse | 108 PF dense -> 13,500 (fp4_tflops, schema 012; NVIDIA''s per-GPU datasheet rounds it to 14 PF; the NVL16-era table said 105 PF = 13,125, and the ML Engineering table lists 12,600), FP8/FP6 72 PF -> 4,500, FP16/BF16 36 PF -> 2,250, TF32 18 PF -> 1,125, FP32 600 TF -> 75 (non-tensor), FP64/FP64 tensor 10 TF -> 1.25. BLACKWELL ULTRA TRADES INT8 AND FP64 FOR NVFP4: INT8 150 TOPS dense (Verda''s per-GPU table of NVIDIA''s Blackwell Ultra figures; the HGX table''s 2 POPS with sparsity for 8 GPUs would be 125) against the B200''s 4,500, FP64 1.25 against 37-40; the 16-bit and FP8 rates are the B200''s, FP4 is 1.5x it, and the attention exponentials (SFU) run 2x (not modelled). HBM3e: 288 GB physical (8 stacks, 12-high), 270 GB exposed by an HGX/DGX B300 (MLPerf system descriptions name the part B300-SXM-270GB; NVIDIA datasheet), stored as the usable figure as the dgx-b200 row notes 180 of 192; 8 TB/s (NVIDIA Blackwell Ultra blog; the HGX datasheet says 7.7). TDP 1,100 W (NVIDIA datasheet for HGX B300, as tabulated by Verda; SemiAnalysis reported 1,200 W before launch; a DGX B300 is ~14 kW). NVLink 5: 1.8 TB/s bidirectional per GPU. No list price or analyst price found: NULL. MTBF: the book''s per-GPU anchor (seed L2098).',
        'NVIDIA HGX B300 specifications table (8 GPUs: FP4 144 | 108 PF, FP8/FP6 72 PF, FP16/BF16 36 PF, TF32 18 PF, FP32 600 TF, FP64 10 TF, 1.8 TB/s NVLink per GPU); NVIDIA Technical Blog, Inside NVIDIA Blackwell Ultra (2025: 288 GB HBM3e, 8 TB/s, 15 PF dense NVFP4 for the GB300 part); Verda, NVIDIA GB300 NVL72: GPU Architecture & Performance (per-GPU dense table: B300 INT8 0.15 POPS, 270 GB, 1.1 kW); FiberMall and glennklockwood.com copies of the NVL16-era HGX table (105 PF dense FP4, 2 POPS INT8); stas00/ml-engineering compute/accelerator README (B300 row); MLCommons Inference v6.0 results (B300-SXM-270GB); CS249r Vol.2 seed L2098 (MTBF)',
        'spec', '2025');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('gb300', 'NVIDIA GB300 (NVL72, 1400 W)', 'NVIDIA', 2025,
        1.39, 80, 1250, 2500, 2500, 5000, 165, NULL,      -- fp64 fp32 tf32 bf16 fp16 fp8 int8 int4 (dense)
        279, 8, 1400,                                      -- HBM3e GB, TB/s, W
        1800, 'bidirectional', NULL,                       -- NVLink 5, die (as b300)
        NULL, NULL, 50000,                                 -- price (see notes), embodied, MTBF
        'The Blackwell Ultra GPU of a GB300 superchip, as in the GB300 NVL72 rack (18 compute trays of 2 Grace + 4 GPUs, one 72-GPU NVLink domain). Dense peaks = NVIDIA''s GB300 NVL72 table, FP4 given sparse | dense and the others with sparsity, / 72 (/ 2 where sparse): FP4 1,440 | 1,080 PF -> 15,000 (fp4_tflops, schema 012; the Blackwell Ultra blog''s "15 PetaFLOPS dense NVFP4"), FP8/FP6 720 PF -> 5,000, FP16/BF16 360 PF -> 2,500, TF32 180 PF -> 1,250; FP32 80 TF (non-tensor; Verda and the ML Engineering table), FP64 100 TF -> 1.39 (Hot Chips 2025: 1.39 per package). INT8 165 TOPS dense (Verda''s per-GPU table; NVIDIA''s rack figure 24 POPS with sparsity gives 167): like the B300, Blackwell Ultra cuts INT8 and FP64 for NVFP4 - the GB200 has 5,000 and 40. HBM3e 279 GB per GPU as NVIDIA''s per-GPU table states it and the rack''s 20 TB / 72 gives (288 GB physical, 8 stacks 12-high; MLPerf system descriptions name the part GB300-288GB), 8 TB/s (576 TB/s / 72). TDP 1,400 W (NVIDIA at Hot Chips 2025; 200 W above the GB200). NVLink 5 1.8 TB/s bidirectional. Price: sold as NVL72 racks; no list price and only secondary ranges published, so NULL here and on the gb300-nvl72 tray. MTBF: the book''s per-GPU anchor (seed L2098).',
        'NVIDIA GB300 NVL72 product page / datasheet table (rack figures: FP4 1,440 | 1,080 PF, FP8 720 PF, FP16/BF16 360 PF, TF32 180 PF, FP64 100 TF, HBM3e 20 TB at 576 TB/s, 130 TB/s NVLink); NVIDIA Technical Blog, Inside NVIDIA Blackwell Ultra (2025: 15 PF dense NVFP4, 288 GB, 8 TB/s, 1.8 TB/s NVLink); Tom''s Hardware, Nvidia shares Blackwell Ultra''s secrets (Hot Chips 2025 table: 1,400 W, FP64 1.39 TF); Verda, NVIDIA GB300 NVL72: GPU Architecture & Performance (per-GPU dense table: INT8 0.165 POPS, 279 GB, FP32 80 TF); MLCommons Inference v6.x results (GB300-288GB); CS249r Vol.2 seed L2098 (MTBF)',
        'spec', '2025');

---------------------------------------------------------------------------------------------------
-- AMD, Intel
---------------------------------------------------------------------------------------------------

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('mi300x', 'AMD Instinct MI300X', 'AMD', 2023,
        163.4, 163.4, 653.7, 1307.4, 1307.4, 2614.9, 2614.9, NULL,   -- matrix peaks, dense
        192, 5.3, 750,                                     -- HBM3 GB, TB/s, board power W
        896, 'bidirectional', NULL,                        -- 7 Infinity Fabric (xGMI) links
        15000, NULL, 50000,                                -- price, embodied, MTBF
        'Dense matrix peaks from AMD''s datasheet (sparse figures are 2x). CDNA3 has no INT4 path: NULL. 192 GB / 5.3 TB/s as in the book (seed L2073; mlsysim stores 192 GiB). Scale-up: 7 xGMI links x 64 GB/s per direction = 448 GB/s per direction, 896 GB/s bidirectional. Die area NULL: chiplet package (8 XCD + 4 IOD), no single die. Price: mlsysim registry estimate. MTBF: textbook per-GPU anchor applied to a GPU-class part.',
        'AMD Instinct MI300X datasheet (matrix TFLOP/s, 750 W, Infinity Fabric); CS249r Vol.2 seed §2 alternative node architectures (seed L2073: 192 GB, 5.3 TB/s); mlsysim Hardware.Cloud.MI300X (price)',
        'spec', '2023');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('mi325x', 'AMD Instinct MI325X', 'AMD', 2024,
        163.4, 163.4, 653.7, 1307.4, 1307.4, 2614.9, 2614.9, NULL,   -- matrix peaks, dense (the MI300X compute)
        256, 6, 1000,                                      -- HBM3E GB, TB/s, board power W
        896, 'bidirectional', NULL,                        -- 7 Infinity Fabric (xGMI) links, as MI300X
        NULL, NULL, 50000,                                 -- price (not published), embodied, MTBF
        'The MI300X''s CDNA 3 compute (304 CUs, 2,100 MHz) with HBM3E: the same dense matrix peaks (AMD''s sparse figures are 2x), 256 GB at 6 TB/s, 1,000 W board power (the MI300X 750 W). CDNA 3 has no INT4, FP6 or FP4 path: int4 and fp4_tflops NULL. Scale-up: 7 xGMI links x 64 GB/s per direction = 896 GB/s bidirectional, as the MI300X. Die area NULL: chiplet package. No list price published: NULL. MTBF: the book''s per-GPU anchor applied to a GPU-class part.',
        'AMD Instinct MI325X specifications (matrix TFLOP/s, 256 GB HBM3E, 6 TB/s, 1,000 W, Infinity Fabric); stas00/ml-engineering compute/accelerator README (MI325X: the MI300X compute); CS249r Vol.2 seed L2098 (MTBF)',
        'spec', '2024');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('mi355x', 'AMD Instinct MI355X', 'AMD', 2025,
        78.6, 157.3, NULL, 2516.6, 2516.6, 5033.2, 5033.2, NULL,     -- matrix peaks, dense
        288, 8, 1400,                                      -- HBM3E GB, TB/s, board power W
        1075.2, 'bidirectional', NULL,                     -- 7 Infinity Fabric (xGMI) links x 153.6 GB/s
        23000, NULL, 50000,                                -- price (ESTIMATE, analyst ASP), embodied, MTBF
        'CDNA 4, liquid-cooled flagship of the MI350 series: 256 CUs (1,024 Matrix Cores) at 2,400 MHz. Dense matrix peaks from AMD''s page, which rounds them (2.5 / 5 / 10 PF): FP16/BF16 2,400 MHz x 512 FMA x 2 x 1,024 = 2,516.6, FP8 and INT8 twice that (5,033.2), MXFP4 and MXFP6 four times (10,066.3, fp4_tflops, schema 012; AMD''s 20 PF headline is with structured sparsity). FP64 78.6 (vector = matrix; CDNA 3 had 163.4), FP32 157.3. No TF32 figure is published for CDNA 4: NULL. No INT4 path: NULL. 288 GB HBM3E, 8 TB/s, 1,400 W total board power (the air-cooled MI350X: same silicon at 2,200 MHz and 1,000 W). Scale-up: 7 Infinity Fabric links at 153.6 GB/s bidirectional each = 1,075.2 GB/s (537.6 per direction), a full mesh of 8 without switches (link xgmi-mi355x). Price 23,000 USD is an ESTIMATE: HSBC''s assumed average selling price (cut from 25,000; reported 2025). MTBF: the book''s per-GPU anchor applied to a GPU-class part.',
        'AMD Instinct MI355X specifications and AMD CDNA 4 architecture white paper (2.5 / 5 / 10 PF dense, FP64 78.6, 288 GB HBM3E, 8 TB/s, 1,400 W, 7 Infinity Fabric links); stas00/ml-engineering compute/accelerator README (MI355X: 2,400 MHz x 512 FMA x 1,024 Matrix Cores = 2,516.6; fp4/fp6 dense, sparse variants 2x; no TF32 figure); Tom''s Hardware, AMD''s Instinct MI355X accelerator will consume 1,400 watts (ISC 2025); HSBC (Frank Lee) MI355 ASP estimate via MoneyCheck, 2025 (price); CS249r Vol.2 seed L2098 (MTBF)',
        'spec', '2025');


INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('gaudi2', 'Intel Gaudi 2 (HL-225)', 'Intel', 2022,
        NULL, NULL, NULL, 432, NULL, 865, NULL, NULL,      -- MME peaks: bf16, fp8
        96, 2.45, 600,                                     -- HBM2e GB, TB/s, TDP W
        300, 'per-direction', NULL,                        -- 24 x 100 GbE RoCE on die
        8125, NULL, NULL,                                  -- price (Intel list, kit / 8), embodied, MTBF
        'Scale-up is on-die Ethernet: 24 x 100 GbE RoCE = 2,400 Gb/s = 300 GB/s per direction (seed L2075). BF16 432 / FP8 865 TFLOP/s MME peaks as recorded by mlsysim from Intel documentation; FP16/TF32/FP32/INT8 not given by the sources: NULL (unknown, not necessarily unsupported). 96 GB decimal per Intel (mlsysim stores 96 GiB = 103.1 GB). Price 8,125 USD = Intel''s Computex 2024 list price of 65,000 USD for a kit of eight Gaudi 2 on a universal baseboard, / 8 (the baseboard is included: an upper bound for the chip alone; with node = auto the TCO adds its per-accelerator host estimate on top, so a Gaudi fleet''s capex counts the baseboard twice - a small overstatement). No die area, embodied or MTBF source.',
        'Intel Gaudi 2 product documentation (96 GB HBM2e, 2.45 TB/s, 600 W) via mlsysim Hardware.Cloud.Gaudi2; CS249r Vol.2 seed §2 alternative node architectures (seed L2075: 24x100GbE, 300 GB/s); Intel Computex 2024 list pricing (8 x Gaudi 2 + UBB 65,000 USD) as reported by The Next Platform, 2024-06-13, "Stacking Up Intel Gaudi Against Nvidia GPUs For AI"',
        'spec', '2022');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('gaudi3', 'Intel Gaudi 3 (HL-325L OAM)', 'Intel', 2024,
        NULL, NULL, NULL, 1835, NULL, 1835, NULL, NULL,    -- MME peaks: bf16 = fp8
        128, 3.7, 900,                                     -- HBM2e GB, TB/s, TDP W
        600, 'per-direction', NULL,                        -- 24 x 200 GbE RoCE on die
        15625, NULL, NULL,                                 -- price (Intel list, kit / 8), embodied, MTBF
        'BF16 and FP8 MME peaks are both 1835 TFLOP/s (Intel); other precisions not in the sources: NULL. 128 GB HBM (seed L2075; mlsysim stores 128 GiB = 137.4 GB). Scale-up: 24 x 200 GbE = 4,800 Gb/s = 600 GB/s per direction (Intel Gaudi 3 white paper). Price 15,625 USD = Intel''s Computex 2024 list price of 125,000 USD for a kit of eight Gaudi 3 on a universal baseboard, / 8 (the baseboard is included: an upper bound for the chip alone; with node = auto the TCO adds its per-accelerator host estimate on top, so a Gaudi fleet''s capex counts the baseboard twice - a small overstatement). No die area, embodied or MTBF source.',
        'Intel Gaudi 3 AI accelerator white paper / product documentation (1835 TFLOP/s, 3.7 TB/s, 900 W, 24x200GbE) via mlsysim Hardware.Cloud.Gaudi3; CS249r Vol.2 seed §2 (seed L2075: 128 GB); Intel Computex 2024 list pricing (8 x Gaudi 3 + UBB 125,000 USD) as reported by The Next Platform, 2024-06-13, "Stacking Up Intel Gaudi Against Nvidia GPUs For AI"',
        'spec', '2024');

---------------------------------------------------------------------------------------------------
-- Google TPU (Table 2.3, seed L1384-1398). ICI: the book states the v5p figure 1,200 GB/s as bidirectional
-- (seed L1382); the table gives v2-v4 without a direction, read with the same convention.
---------------------------------------------------------------------------------------------------

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('tpu-v1', 'Google TPU v1', 'Google', 2015,
        NULL, NULL, NULL, NULL, NULL, NULL, 92, NULL,      -- INT8 only (256x256 systolic array, 700 MHz)
        8.59, 0.034, 75,                                   -- 8 GiB DDR3 (not HBM), 34 GB/s, TDP W
        NULL, NULL, 331,                                   -- no chip-to-chip interconnect; die <= 331 mm2
        NULL, NULL, NULL,
        'Inference-only, INT8 only (Table 2.3 note; its "92 TOPS" sits in the BF16 column but is INT8). No HBM: the memory columns hold the off-chip 8 GiB DDR3 weight memory (= 8.59 decimal GB) at 34 GB/s from the ISCA paper (the book''s table shows "-"). Year 2015 = first deployment (Table 2.3; mlsysim says 2017 = publication). Die area is the paper''s upper bound (< 331 mm2). No interconnect, price, embodied or MTBF.',
        'CS249r Vol.2 seed §2 Table 2.3 (seed L1388: 2015, 92 TOPS) and TPU origin story (seed L1268: 256x256, 92 TOPS INT8, 75 W); Jouppi et al. 2017, In-Datacenter Performance Analysis of a TPU, ISCA (8 GiB DDR3, 34 GB/s, die)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('tpu-v2', 'Google TPU v2', 'Google', 2017,
        NULL, NULL, NULL, 45, NULL, NULL, NULL, NULL,      -- BF16 MXU only
        16, 0.7, 280,                                      -- HBM GB, TB/s, TDP W
        600, 'bidirectional', 611,                         -- ICI (Table 2.3), die <= 611 mm2
        NULL, NULL, NULL,
        'BF16 45 TFLOP/s, 16 GB HBM, 600 GB/s ICI from Table 2.3 (16 GB kept decimal as printed; the chip has 16 GiB). HBM bandwidth 700 GB/s and die bound from Jouppi et al. 2020. TDP 280 W (Patterson et al. Table 4 via published-facts P-11; measured ~208 W); mlsysim''s 200 W is not used. Year 2017 per Table 2.3.',
        'CS249r Vol.2 seed §2 Table 2.3 (seed L1384-1398, v2 row L1390); Jouppi et al. 2020, A Domain-Specific Supercomputer for Training DNNs, CACM (700 GB/s, die); published-facts P-11 (TDP 280 W)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('tpu-v3', 'Google TPU v3', 'Google', 2018,
        NULL, NULL, NULL, 105, NULL, NULL, NULL, NULL,
        32, 0.9, 450,
        650, 'bidirectional', 648,
        NULL, NULL, NULL,
        'Liquid-cooled, pod of 1,024 chips (>100 PFLOP/s, seed L1380). BF16 105, 32 GB, 650 GB/s ICI from Table 2.3. HBM 900 GB/s and die bound (< 648 mm2) from Jouppi et al. 2020. TDP 450 W (published-facts P-11; measured 245-310 W); mlsysim''s 250 W not used. Year 2018 per Table 2.3 (mlsysim 2019).',
        'CS249r Vol.2 seed §2 Table 2.3 (seed L1384-1398, v3 row L1392) and pod text (seed L1380); Jouppi et al. 2020, CACM (900 GB/s, die); published-facts P-11 (TDP 450 W)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('tpu-v4', 'Google TPU v4', 'Google', 2021,
        NULL, NULL, NULL, 275, NULL, NULL, 275, NULL,
        32, 1.2, 192,
        1200, 'bidirectional', NULL,
        NULL, NULL, NULL,
        'OCS-reconfigurable 4,096-chip pods (seed L1380; 1.1 EFLOP/s pod, seed L693). BF16 275, 32 GB, 1,200 GB/s ICI from Table 2.3. INT8 275 TOPS, HBM 1.2 TB/s and 192 W maximum chip power from Google Cloud TPU v4 documentation (mlsysim''s 200 W not used; PaLM reports 378.5 W/chip at system level, published-facts P-11). Die area not in the sources.',
        'CS249r Vol.2 seed §2 Table 2.3 (v4 row, seed L1394); Google Cloud TPU v4 system architecture documentation (INT8, 1.2 TB/s, 192 W max); Jouppi et al. 2023, TPU v4, ISCA',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('tpu-v5p', 'Google TPU v5p', 'Google', 2023,
        NULL, NULL, NULL, 459, NULL, NULL, 918, NULL,
        95, 2.76, 300,
        1200, 'bidirectional', NULL,
        NULL, NULL, NULL,
        'BF16 459, 95 GB HBM2e, 2,760 GB/s, 1,200 GB/s bidirectional ICI (seed L1382, Table 2.3). INT8 918 TOPS from Google Cloud TPU v5p documentation. TDP: Google publishes none; 300 W is the mlsysim registry value (provenance "derived") - ESTIMATE. Note: the book''s "two 128x128 MXUs" (seed L1667) cannot reach 459 TFLOP/s (would need 7 GHz); v5p has 8 MXUs (not used by any column here).',
        'CS249r Vol.2 seed §2 Table 2.3 (v5p row, seed L1396) and text (seed L1382); Google Cloud TPU v5p documentation (INT8); mlsysim Hardware.Cloud.TPUv5p (TDP estimate)',
        'textbook', '2026');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('tpu-v6e', 'Google TPU v6e (Trillium)', 'Google', 2024,
        NULL, NULL, NULL, 918, NULL, 918, 1836, NULL,      -- bf16, fp8 (at the BF16 rate), int8
        32, 1.638, 300,                                    -- HBM GB, TB/s, TDP W (ESTIMATE, see notes)
        800, 'bidirectional', NULL,                        -- ICI per chip (4 ports, 2D torus)
        NULL, NULL, NULL,
        'One TensorCore with two 256x256 MXUs per chip; 256-chip pods in a 2D torus, 8 chips per host. BF16 918 TFLOP/s, INT8 1,836 TOPS, 32 GB HBM at 1,638 GB/s, 800 GB/s bidirectional ICI over 4 ports (Google Cloud TPU v6e page). FP8: Google''s TPU7x comparison table lists 918 for v6e, the BF16 rate (no faster FP8 path), stored as such; the same table lists 459 for v5p, whose row keeps FP8 NULL as before. No FP4 path published: fp4_tflops NULL. TDP: Google publishes none; 300 W is the mlsysim registry value for Cloud.TPUv6 - ESTIMATE, as for v5p. No die area, price, embodied or MTBF source.',
        'Google Cloud TPU v6e documentation (docs.cloud.google.com/tpu/docs/v6e: 918 TFLOPs bf16, 1836 TOPs int8, 32 GB, 1638 GBps, 800 GBps ICI, 4 ICI ports, 256-chip pod); Google Cloud TPU7x documentation (comparison table: v6e FP8 918); mlsysim Hardware.Cloud.TPUv6 (TDP estimate)',
        'spec', '2024');

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('tpu-v7', 'Google TPU v7 (Ironwood, TPU7x)', 'Google', 2025,
        NULL, NULL, NULL, 2307, NULL, 4614, NULL, NULL,    -- bf16, fp8
        192, 7.37, 1000,                                   -- HBM3E GB, TB/s, W (ESTIMATE, see notes)
        1200, 'bidirectional', NULL,                       -- ICI per chip (3D torus, 9,216-chip pod)
        NULL, NULL, NULL,
        'Two TensorCores and four SparseCores per chip; 64-chip racks (cubes) joined into 256- and 9,216-chip pods by a 3D-torus ICI and optical circuit switches. BF16 2,307 and FP8 4,614 TFLOP/s per chip (Google Cloud TPU7x page; 42.5 EFLOP/s FP8 per 9,216-chip pod). INT8 and FP4 not published: NULL. HBM3E 192 per chip (8 stacks) as Google''s announcement states it (the TPU7x page''s table labels it GiB, = 206 GB; kept as printed, as for v5p) at 7.37 TB/s. ICI 1.2 TB/s bidirectional per chip. TDP: Google publishes none (only "2x performance per watt of Trillium"); ~1,000 W per chip is HPCwire''s estimate of a full pod''s draw (~10 MW / 9,216 chips) - ESTIMATE. No die area, price, embodied or MTBF source.',
        'Google Cloud TPU7x (Ironwood) documentation (docs.cloud.google.com/tpu/docs/tpu7x: 2307 / 4614 TFLOPs BF16 / FP8, 192 GiB, 9,216 chips per pod) and TPU7x performance guide (4614 TFLOPS FP8); Google Ironwood announcement, April 2025 (192 GB, 7.37 TB/s, 1.2 TBps bidirectional ICI, 42.5 EFLOP/s per pod); HPCwire, Google Aims to Flip the Script on AI Inference with New Ironwood TPUs (~1 kW per chip, estimate)',
        'spec', '2025');


---------------------------------------------------------------------------------------------------
-- Cerebras
---------------------------------------------------------------------------------------------------

INSERT INTO accelerators (id, name, vendor, year, fp64_tflops, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, int4_tops, hbm_gb, hbm_tb_per_s, tdp_w, scale_up_gb_per_s, scale_up_direction, die_area_mm2, price_usd, embodied_kg, mtbf_hours, notes, source, kind, as_of)
VALUES ('wse-3', 'Cerebras WSE-3 (CS-3 system)', 'Cerebras', 2024,
        NULL, NULL, NULL, NULL, 125000, NULL, NULL, NULL,  -- vendor "125 PFLOP/s peak AI" figure
        44, 21000, 23000,                                  -- on-wafer SRAM GB, 21 PB/s, 23 kW system
        1200, 'per-direction', 46225,                      -- MemoryX weight streaming 1.2 TB/s, wafer area
        2000000, NULL, NULL,
        'Wafer-scale: 900,000 cores, 44 GB on-wafer SRAM (NOT HBM; stored in the hbm columns so the roofline works) at 21 PB/s = 21,000 TB/s, 23 kW delivered to the wafer/system (seed L1288-1290). 125 PFLOP/s is Cerebras''s headline "peak AI compute" (FP16); the vendor does not say whether it is dense, treat with care. Scale-up holds the MemoryX weight-streaming rate 1.2 TB/s into the wafer (seed L2380), one direction. Die area 46,225 mm2 (Cerebras). Price: mlsysim registry estimate for a CS-3 system.',
        'CS249r Vol.2 seed §2 wafer-scale engine (seed L1284-1290) and CXL/weight streaming (seed L2380); Cerebras CS-3 / WSE-3 product documentation (125 PFLOP/s, 46,225 mm2) via mlsysim Hardware.Cloud.Cerebras_CS3 (price estimate)',
        'textbook', '2026');

---------------------------------------------------------------------------------------------------
-- Dense FP4 peak (schema 012, issue 30 part 3): the block-scaled 4-bit formats (NVFP4 / MXFP4), TFLOP/s, no
-- sparsity. Every other row keeps NULL: A100, H100, H200, H800, MI300X, MI325X, Gaudi 2/3 and WSE-3 have no FP4
-- path; TPU v1-v7 publish none. Each row's notes give the arithmetic.
--   B200  HGX B200 144 PF with sparsity / 8 / 2            = 9,000   (NVIDIA; mlsysim fp4=9000)
--   GB200 NVL72 1,440 PF with sparsity / 72 / 2            = 10,000  (NVIDIA GB200 NVL72 table)
--   B300  HGX B300 108 PF dense / 8                        = 13,500  (NVIDIA HGX B300 table)
--   GB300 NVL72 1,080 PF dense / 72                        = 15,000  (NVIDIA GB300 NVL72 table; "15 PF dense NVFP4")
--   MI355X 2,400 MHz x 1,024 Matrix Cores x 2,048 FMA x 2  = 10,066.3 (AMD: "10 PF" MXFP4, dense)
---------------------------------------------------------------------------------------------------
UPDATE accelerators SET fp4_tflops = 9000 WHERE id = 'b200';
UPDATE accelerators SET fp4_tflops = 10000 WHERE id = 'gb200';
UPDATE accelerators SET fp4_tflops = 13500 WHERE id = 'b300';
UPDATE accelerators SET fp4_tflops = 15000 WHERE id = 'gb300';
UPDATE accelerators SET fp4_tflops = 10066.3 WHERE id = 'mi355x';
