-- FleetPlanner built-in catalog: calibration constants of the step-time model (issue #11).
-- One row per constant (schema 002). How each is obtained is in `method` and `notes`; docs/models.md
-- "Step-time model" explains the model that uses them, and tests/model/tst_step_model checks every fitted
-- value against a re-run of its fit.
--   fitted          least squares on published measurements (the data is named)
--   microbenchmark  read off a published microbenchmark (the table is named)
--   scaled          the A100 fit times a published microbenchmark ratio between the two accelerators
--   estimate        no published figure: a stated assumption
-- MAMF = "Maximum Achievable Matmul FLOPS" table, stas00/ml-engineering, compute/accelerator/README.md
-- (BF16 torch.mm best shape; A100 SXM 271.2 of 312 = 0.869).
-- Column order: id, name, target_kind, target_id, parameter, value, unit, method, notes, source, kind, as_of

---------------------------------------------------------------------------------------------------
-- NVIDIA A100 SXM4 80GB: the accelerator of the validation runs (Megatron-LM on Selene)
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('a100-sxm-80gb/gemm_efficiency_16bit', 'A100 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'a100-sxm-80gb', 'gemm_efficiency_16bit', 0.773, '', 'fitted',
  'The one fitted constant of the model: eta_max minimizing the mean absolute error of the predicted iteration time over the 8 rows of Korthikanti et al. 2022 Table 5 (shared/data/training-step-measurements.md part A), every other constant fixed from microbenchmarks: mean 1.60 %, worst 4.31 % (Calculon, with efficiency curves tuned on this system: 3.65 % / 8.87 %). 0.89 of the MAMF best shape (0.869): Megatron-LM 2022 GEMMs inside a full training step, including the clock and power behaviour of a loaded DGX, run below a tuned microbenchmark. tst_step_model re-runs the fit.',
  'Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models (arXiv 2205.05198), Table 5; fit in tests/model/tst_step_model.cpp',
  'measured', '2022');

INSERT INTO calibrations VALUES ('a100-sxm-80gb/gemm_half_size_gflop', 'A100 GEMM size at half efficiency',
  'accelerator', 'a100-sxm-80gb', 'gemm_half_size_gflop', 19, 'GFLOP', 'microbenchmark',
  'eta(F) = eta_max F / (F + F_half) through the cuBLASLt FP16 sweep of the Azure benchmark guide at m = n = k >= 4096 (137 GFLOP: 228.0 TFLOP/s = 0.731; 8192: 253.7 = 0.813; 16384: 256.5 = 0.822; 6144 x 12288 x 12288: 250.8 = 0.804): eta_max 0.83, F_half 18.6 GFLOP. Below 4096 the sweep is jagged (tile and wave quantization) and the law is pessimistic (1024^3: law 0.09, measured 0.38).',
  'Azure/AI-benchmarking-guide, Azure_Results/ND_A100_v4_results.md, GEMM CuBLASLt (A100-SXM4-80GB, CUDA 12.5)',
  'measured', '2024');

INSERT INTO calibrations VALUES ('a100-sxm-80gb/hbm_efficiency', 'A100 achieved HBM bandwidth fraction',
  'accelerator', 'a100-sxm-80gb', 'hbm_efficiency', 0.83, '', 'microbenchmark',
  'STREAM Triad 1.70 TB/s of 2.039 TB/s (Copy 1.61 = 0.79, Dot 1.75 = 0.86): element-wise kernels read and write, like Triad.',
  'Azure/AI-benchmarking-guide, Azure_Results/ND_A100_v4_results.md, HBM Bandwidth',
  'measured', '2024');

---------------------------------------------------------------------------------------------------
-- NVIDIA H100 / H200 / B200 (scaled from the A100 fit by the MAMF ratio; HBM from STREAM)
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('h100-sxm/gemm_efficiency_16bit', 'H100 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'h100-sxm', 'gemm_efficiency_16bit', 0.714, '', 'scaled',
  'A100 fit 0.773 x MAMF ratio (794.5 / 989 = 0.803) / (0.869). Assumes a training step loses the same share of the best-shape microbenchmark on H100 as on A100.',
  'stas00/ml-engineering MAMF table (H100 SXM BF16 794.5 TFLOP/s, torch 2.7.0+cu126); A100 fit (a100-sxm-80gb/gemm_efficiency_16bit)',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('h100-sxm/gemm_efficiency_fp8', 'H100 FP8 GEMM efficiency (large GEMMs)',
  'accelerator', 'h100-sxm', 'gemm_efficiency_fp8', 0.630, '', 'scaled',
  'A100 16-bit fit 0.773 x MAMF FP8 ratio (1402.6 / 1979 = 0.709) / 0.869. FP8 training also converts tensors (amax, casts); not modelled beyond this efficiency.',
  'stas00/ml-engineering MAMF table (H100 SXM float8_e4m3fn 1402.6 TFLOP/s); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('h100-sxm/gemm_half_size_gflop', 'H100 GEMM size at half efficiency',
  'accelerator', 'h100-sxm', 'gemm_half_size_gflop', 17, 'GFLOP', 'microbenchmark',
  'eta(F) = eta_max F / (F + F_half) through torch.matmul FP16 on H100 at N = 4096 (742.9 TFLOP/s = 0.751) and 8192 (824.2 = 0.833): eta_max 0.845, F_half 17 GFLOP. Community measurement (uniform random inputs may over-report slightly).',
  'profile_matmul.py "Example output on H100" (community); pranjalssh/fast.cu README cuBLAS BF16 716 / 795 TFLOP/s at 4096 / 8192',
  'measured', '2025');

INSERT INTO calibrations VALUES ('h100-sxm/hbm_efficiency', 'H100 achieved HBM bandwidth fraction',
  'accelerator', 'h100-sxm', 'hbm_efficiency', 0.89, '', 'microbenchmark',
  'STREAM Triad 2.97 TB/s of 3.35 TB/s (Copy 2.90 = 0.87).',
  'Azure/AI-benchmarking-guide, Azure_Results/ND_H100_v5_results.md, HBM Bandwidth',
  'measured', '2024');

INSERT INTO calibrations VALUES ('h200-sxm/gemm_efficiency_16bit', 'H200 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'h200-sxm', 'gemm_efficiency_16bit', 0.714, '', 'scaled',
  'Same GH100 compute die as H100; the MAMF table notes "H200 is the same" (794.5 TFLOP/s). A100 fit x 0.803 / 0.869.',
  'stas00/ml-engineering MAMF table (H100 SXM row, "H200 is the same"); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('h200-sxm/gemm_efficiency_fp8', 'H200 FP8 GEMM efficiency (large GEMMs)',
  'accelerator', 'h200-sxm', 'gemm_efficiency_fp8', 0.653, '', 'scaled',
  'A100 16-bit fit 0.773 x MAMF FP8 ratio (1453.4 / 1979 = 0.734) / 0.869.',
  'stas00/ml-engineering MAMF table (H200 SXM float8_e4m3fn 1453.4 TFLOP/s); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('h200-sxm/gemm_half_size_gflop', 'H200 GEMM size at half efficiency',
  'accelerator', 'h200-sxm', 'gemm_half_size_gflop', 17, 'GFLOP', 'estimate',
  'Same compute die as H100: the H100 value.',
  'h100-sxm/gemm_half_size_gflop', 'estimate', '2026');

INSERT INTO calibrations VALUES ('h200-sxm/hbm_efficiency', 'H200 achieved HBM bandwidth fraction',
  'accelerator', 'h200-sxm', 'hbm_efficiency', 0.86, '', 'microbenchmark',
  'STREAM Triad 4.15 TB/s of 4.8 TB/s (Copy 4.01 = 0.84).',
  'Azure/AI-benchmarking-guide, Azure_Results/ND_H200_v5_results.md, HBM Bandwidth',
  'measured', '2024');

INSERT INTO calibrations VALUES ('b200/gemm_efficiency_16bit', 'B200 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'b200', 'gemm_efficiency_16bit', 0.690, '', 'scaled',
  'A100 fit 0.773 x MAMF ratio (1745.0 / 2250 = 0.776) / 0.869.',
  'stas00/ml-engineering MAMF table (B200 SXM BF16 1745.0 TFLOP/s, torch 2.7.1+cu128); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('b200/gemm_efficiency_fp8', 'B200 FP8 GEMM efficiency (large GEMMs)',
  'accelerator', 'b200', 'gemm_efficiency_fp8', 0.678, '', 'scaled',
  'A100 16-bit fit 0.773 x MAMF FP8 ratio (3432.5 / 4500 = 0.763) / 0.869.',
  'stas00/ml-engineering MAMF table (B200 SXM float8_e4m3fn 3432.5 TFLOP/s); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('gb200/gemm_efficiency_16bit', 'GB200 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'gb200', 'gemm_efficiency_16bit', 0.621, '', 'scaled',
  'A100 fit 0.773 x (B200 SXM MAMF 1745.0 / GB200 dense 2500 = 0.698) / 0.869: no GB200 BF16 MAMF is published, so the B200 kernel rate against the GB200 peak (ESTIMATE).',
  'stas00/ml-engineering MAMF table (B200 SXM BF16 1745.0 TFLOP/s); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('gb200/gemm_efficiency_fp8', 'GB200 FP8 GEMM efficiency (large GEMMs)',
  'accelerator', 'gb200', 'gemm_efficiency_fp8', 0.611, '', 'scaled',
  'A100 16-bit fit 0.773 x (B200 SXM MAMF FP8 3,432.5 / GB200 dense 5,000 = 0.687) / 0.869, the method of gb200/gemm_efficiency_16bit (ESTIMATE). Until issue 30 part 2 this row took Azure''s measured FP8 GEMM on ND GB200 v6, 2,820 TFLOP/s (0.502): the same benchmark measures FP4 at 7,609, 2.7 x its FP8 where the tensor cores give 2 x, and a B200 (lower clocks, the same tensor cores) reaches 3,432.5 in MAMF, so that FP8 figure is taken as the outlier.',
  'stas00/ml-engineering MAMF table (B200 SXM float8_e4m3fn 3432.5 TFLOP/s); A100 fit; Azure/AI-benchmarking-guide ND GB200 v6 results (FP8 2,820, FP4 7,609 TFLOP/s: not used)',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('b300/gemm_efficiency_16bit', 'B300 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'b300', 'gemm_efficiency_16bit', 0.699, '', 'scaled',
  'A100 fit 0.773 x MAMF ratio (1769.0 / 2250 = 0.786) / 0.869, as for B200: the B300 has the B200''s 16-bit peak.',
  'stas00/ml-engineering MAMF table (B300 SXM BF16 1769.0 TFLOP/s, torch 2.9.1+cu130); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('b300/gemm_efficiency_fp8', 'B300 FP8 GEMM efficiency (large GEMMs)',
  'accelerator', 'b300', 'gemm_efficiency_fp8', 0.663, '', 'scaled',
  'A100 16-bit fit 0.773 x MAMF FP8 ratio (3353.3 / 4500 = 0.745) / 0.869, as for B200.',
  'stas00/ml-engineering MAMF table (B300 SXM float8_e4m3fn 3353.3 TFLOP/s); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('gb300/gemm_efficiency_16bit', 'GB300 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'gb300', 'gemm_efficiency_16bit', 0.629, '', 'scaled',
  'A100 fit 0.773 x (B300 SXM MAMF 1769.0 / GB300 dense 2500 = 0.708) / 0.869: no GB300 BF16 MAMF is published, so the B300 kernel rate against the GB300 peak, as gb200 takes the B200''s (ESTIMATE).',
  'stas00/ml-engineering MAMF table (B300 SXM BF16 1769.0 TFLOP/s); A100 fit; gb200/gemm_efficiency_16bit (method)',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('gb300/gemm_efficiency_fp8', 'GB300 FP8 GEMM efficiency (large GEMMs)',
  'accelerator', 'gb300', 'gemm_efficiency_fp8', 0.597, '', 'scaled',
  'A100 16-bit fit 0.773 x (B300 SXM MAMF FP8 3,353.3 / GB300 dense 5,000 = 0.671) / 0.869, the method of gb300/gemm_efficiency_16bit; no GB300 FP8 GEMM measurement found (ESTIMATE). Until issue 30 part 2 it took the GB200''s Azure figure (0.502; see gb200/gemm_efficiency_fp8).',
  'stas00/ml-engineering MAMF table (B300 SXM float8_e4m3fn 3353.3 TFLOP/s); A100 fit; gb300/gemm_efficiency_16bit (method)',
  'estimate', '2026');

-- NVFP4 GEMMs (training.precision nvfp4, issue 30 part 2): the achieved share of the dense FP4 peak (fp4_tflops), scaled
-- from the A100 fit as the 16-bit and FP8 rows are (x 0.773 / 0.869). Measured FP4 GEMM rates of Blackwell are few and
-- from young software; each row says which.
INSERT INTO calibrations VALUES ('b200/gemm_efficiency_fp4', 'B200 NVFP4 GEMM efficiency (large GEMMs)',
  'accelerator', 'b200', 'gemm_efficiency_fp4', 0.544, '', 'scaled',
  'A100 fit 0.773 x (NVFP4 torch._scaled_mm best shape 5,500 TFLOP/s at 6144^3 / 9,000 dense = 0.611) / 0.869. The same benchmark: 8192^3 5,370 (0.597), 4096^3 4,460 (0.496); BF16 8192^3 1,420 (0.631).',
  'pytorch/ao PR 2427 (2025-06), benchmarks/float8/bench_matmul.py --recipe nvfp4 on B200; A100 fit',
  'measured', '2025');

INSERT INTO calibrations VALUES ('gb200/gemm_efficiency_fp4', 'GB200 NVFP4 GEMM efficiency (large GEMMs)',
  'accelerator', 'gb200', 'gemm_efficiency_fp4', 0.677, '', 'scaled',
  'A100 fit 0.773 x (measured FP4 GEMM 7,609 / 10,000 dense = 0.761) / 0.869. The same benchmark measured FP8 at 2,820 (0.564): 2.7 x below its FP4 where the tensor cores give 2 x; the FP8 figure is the one not used (gb200/gemm_efficiency_fp8). The B200''s torch._scaled_mm reaches 0.611 of its FP4 peak (b200/gemm_efficiency_fp4): younger software, or this figure high - the two Blackwell FP4 measurements differ by a quarter.',
  'Azure/AI-benchmarking-guide, ND GB200 v6 results (FP4 GEMM 7,609 TFLOP/s); A100 fit',
  'measured', '2025');

INSERT INTO calibrations VALUES ('b300/gemm_efficiency_fp4', 'B300 NVFP4 GEMM efficiency (large GEMMs)',
  'accelerator', 'b300', 'gemm_efficiency_fp4', 0.420, '', 'scaled',
  'A100 fit 0.773 x (1.90 x MAMF FP8 3,353.3 = 6,371 TFLOP/s / 13,500 dense = 0.472) / 0.869: TransformerEngine''s GEMM profile on a B300 (a 5B model''s 12 GEMMs per layer, 15,872 tokens, pre-quantized inputs) runs NVFP4 1.90 x as fast as MXFP8 ("1.46-1.66 x on the large GEMMs, well short of the theoretical 2-3 x"); no B300 NVFP4 square-GEMM rate is published (ESTIMATE from a ratio).',
  'NVIDIA TransformerEngine docs/examples/gemm_profiling/gemm_profiling.rst (B300 SXM6: BF16 13.102, MXFP8 7.161, NVFP4 3.764 ms per layer); stas00/ml-engineering MAMF table (B300 float8_e4m3fn 3,353.3); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('gb300/gemm_efficiency_fp4', 'GB300 NVFP4 GEMM efficiency (large GEMMs)',
  'accelerator', 'gb300', 'gemm_efficiency_fp4', 0.378, '', 'scaled',
  'A100 fit 0.773 x (the B300''s estimated 6,371 TFLOP/s / GB300 dense 15,000 = 0.425) / 0.869, as gb300/gemm_efficiency_16bit takes the B300 kernel rate against the GB300 peak: no GB300 FP4 GEMM measurement found (ESTIMATE).',
  'b300/gemm_efficiency_fp4 (method); gb300/gemm_efficiency_16bit (method)',
  'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- Blackwell GEMM size law and achieved HBM bandwidth (issue 28; every source: docs/research/blackwell-hbm-gemm.md).
-- Before these rows the four Blackwell chips ran on the fallbacks F_half 20 GFLOP and eta_HBM 0.8.
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('b200/gemm_half_size_gflop', 'B200 GEMM size at half efficiency',
  'accelerator', 'b200', 'gemm_half_size_gflop', 35, 'GFLOP', 'scaled',
  'The H100 value 17 GFLOP x 2.1, the ratio of the two chips'' F_half fitted by the same method on the same shapes (XLA''s GEMM table, BF16, 4 x 4096 x 4096 x K, K = 512-4096: sm_100 45 GFLOP, sm_90 22 GFLOP). Direct B200 fits: 45 (XLA), 41 (cuBLASLt FP16, 8192 x 8192 x K thin K), 24 (GB300 LLM shapes); 35 is their scaled middle. One value for every precision (FP8 fits 1.5-1.7 x higher: ESTIMATE).',
  'tensorflow/tensorflow third_party/xla/xla/backends/gpu/cost_model/matmul_interpolator_data.h (sm_100, sm_90); tmoreau89/triton triton_cublas_bench/RESULTS.md; h100-sxm/gemm_half_size_gflop',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('gb200/gemm_half_size_gflop', 'GB200 GEMM size at half efficiency',
  'accelerator', 'gb200', 'gemm_half_size_gflop', 35, 'GFLOP', 'scaled',
  'The B200 value: the same Blackwell GPU.', 'b200/gemm_half_size_gflop', 'estimate', '2026');

INSERT INTO calibrations VALUES ('b300/gemm_half_size_gflop', 'B300 GEMM size at half efficiency',
  'accelerator', 'b300', 'gemm_half_size_gflop', 35, 'GFLOP', 'scaled',
  'The B200 value: the same tensor cores (GB300 LLM shapes fit 24 GFLOP, KernelAgent 2026-04).', 'b200/gemm_half_size_gflop; meta-pytorch/KernelAgent oink/benchmarks/README.md', 'estimate', '2026');

INSERT INTO calibrations VALUES ('gb300/gemm_half_size_gflop', 'GB300 GEMM size at half efficiency',
  'accelerator', 'gb300', 'gemm_half_size_gflop', 35, 'GFLOP', 'scaled',
  'The B200 value: the same tensor cores (its own LLM shapes fit 24 GFLOP, KernelAgent 2026-04).', 'b200/gemm_half_size_gflop; meta-pytorch/KernelAgent oink/benchmarks/README.md', 'estimate', '2026');

INSERT INTO calibrations VALUES ('b200/hbm_efficiency', 'B200 achieved HBM bandwidth fraction',
  'accelerator', 'b200', 'hbm_efficiency', 0.89, '', 'microbenchmark',
  'CUB BabelStream mul (read + write), nvbench, 2^28 elements: 93.0 % of the driver''s 7.672 TB/s = 7.13 TB/s = 0.89 of the catalog''s 8.0 TB/s. The older CUB add (2 reads + write, FP16) reached 6.72 TB/s (0.84).',
  'NVIDIA/cccl PR 9481 (2026-06); NVIDIA/cccl PR 7391', 'measured', '2026');

INSERT INTO calibrations VALUES ('gb200/hbm_efficiency', 'GB200 achieved HBM bandwidth fraction',
  'accelerator', 'gb200', 'hbm_efficiency', 0.89, '', 'scaled',
  'The B200 value: the same HBM3e stacks; no GB200 HBM measurement found.', 'b200/hbm_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('b300/hbm_efficiency', 'B300 achieved HBM bandwidth fraction',
  'accelerator', 'b300', 'hbm_efficiency', 0.89, '', 'scaled',
  'The GB300''s measured Triton triad (7.14 TB/s of 8.0): the same HBM3e 12-high memory system.', 'gb300/hbm_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('gb300/hbm_efficiency', 'GB300 achieved HBM bandwidth fraction',
  'accelerator', 'gb300', 'hbm_efficiency', 0.89, '', 'microbenchmark',
  'Triton triad, BF16: 7.140 TB/s of 8.0 TB/s.', 'meta-pytorch/KernelAgent oink/benchmarks/README.md (commit 2d8ed0d, 2026-04-29)', 'measured', '2026');

---------------------------------------------------------------------------------------------------
-- AMD, Intel (scaled from the A100 fit by the MAMF ratio against the catalog's dense peak)
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('mi300x/gemm_efficiency_16bit', 'MI300X 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'mi300x', 'gemm_efficiency_16bit', 0.455, '', 'scaled',
  'A100 fit 0.773 x MAMF ratio (668.4 / 1307.4 = 0.511) / 0.869 (ROCm 6.3, PYTORCH_TUNABLEOP_ENABLED=1). The MAMF table shows ROCm releases moving this by 50 %: re-calibrate for the software in use.',
  'stas00/ml-engineering MAMF table (AMD MI300X BF16 668.4 TFLOP/s); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('mi325x/gemm_efficiency_16bit', 'MI325X 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'mi325x', 'gemm_efficiency_16bit', 0.534, '', 'scaled',
  'A100 fit 0.773 x MAMF ratio (784.9 / 1307.4 = 0.600) / 0.869 (ROCm 6.2.4, PYTORCH_TUNABLEOP_ENABLED=1, 1000 W): the MI300X''s compute at a higher power limit, measured 17 % above the MI300X row''s software. Re-calibrate for the ROCm in use, as for MI300X.',
  'stas00/ml-engineering MAMF table (AMD MI325X BF16 784.9 TFLOP/s); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('mi355x/gemm_efficiency_16bit', 'MI355X 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'mi355x', 'gemm_efficiency_16bit', 0.553, '', 'scaled',
  'A100 fit 0.773 x MAMF 1565.0 TFLOP/s over the catalog dense peak 2516.6 (= 0.622; the MAMF table states 2300 as its theory, the MI350X''s clock) / 0.869 (ROCm 7.0.2, PYTORCH_TUNABLEOP_ENABLED=0).',
  'stas00/ml-engineering MAMF table (AMD MI355X BF16 1565.0 TFLOP/s); A100 fit',
  'estimate', '2026');


INSERT INTO calibrations VALUES ('gaudi2/gemm_efficiency_16bit', 'Gaudi 2 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'gaudi2', 'gemm_efficiency_16bit', 0.862, '', 'scaled',
  'A100 fit 0.773 x MAMF ratio (418.7 / 432 = 0.969) / 0.869.',
  'stas00/ml-engineering MAMF table (Intel Gaudi 2 BF16 418.7 TFLOP/s, PT_HPU_LAZY_MODE=1); A100 fit',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('gaudi3/gemm_efficiency_16bit', 'Gaudi 3 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'gaudi3', 'gemm_efficiency_16bit', 0.602, '', 'scaled',
  'A100 fit 0.773 x MAMF 1243.0 TFLOP/s over the catalog dense peak 1835 (= 0.677; the MAMF table states its own theory 1677 for its SKU) / 0.869.',
  'stas00/ml-engineering MAMF table (Intel Gaudi 3 BF16 1243.0 TFLOP/s); A100 fit',
  'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- Links: achieved collective bandwidth and per-step latency
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('nvlink3/collective_efficiency', 'NVLink 3 achieved all-reduce bus bandwidth fraction',
  'link', 'nvlink3', 'collective_efficiency', 0.761, '', 'fitted',
  'alpha-beta fit (1/T weighted least squares, fleetplanner-cli calibrate method) of a single-node 8 x A100 nccl-tests all_reduce_perf sweep, 16 MiB - 16 GiB: beta = 228 GB/s bus bandwidth of 300 GB/s per direction. Same node: 232 GB/s at large sizes (NVIDIA GTC24 S62129), NCCL caps sm80 rings at 235.',
  'stas00/ml-engineering network/README.md "Real network throughput" (all_reduce_perf -b 32k -e 16G -f 2 -g 8, one A100 node); fit in tests/model/tst_step_model.cpp',
  'measured', '2024');

INSERT INTO calibrations VALUES ('nvlink3/collective_alpha_us', 'NVLink 3 ring latency per step',
  'link', 'nvlink3', 'collective_alpha_us', 11.5, 'us', 'fitted',
  'Intercept of the same fit over 2(N-1) = 14 ring steps. Larger than NCCL''s own per-hop constants (0.6-3.4 us): it also carries the protocol ramp of mid-size messages that tensor-parallel all-reduces (16-200 MB) sit in.',
  'stas00/ml-engineering network/README.md nccl-tests sweep (one A100 node); fit in tests/model/tst_step_model.cpp',
  'measured', '2024');

INSERT INTO calibrations VALUES ('nvlink4/collective_efficiency', 'NVLink 4 achieved ring bus bandwidth fraction',
  'link', 'nvlink4', 'collective_efficiency', 0.822, '', 'microbenchmark',
  'Ring all-reduce 370 GB/s bus bandwidth of 450 GB/s per direction on DGX H100 (NVLink SHARP reaches ~480 GB/s for all-reduce only; not assumed). H200: all-gather 361.4, reduce-scatter 362.9 GB/s.',
  'NVIDIA GTC24 S62129 / GTC25 S72583 (NCCL); sjeaugey in NVIDIA/nccl-tests issue #212; stas00/ml-engineering network/README.md (H200)',
  'measured', '2025');

INSERT INTO calibrations VALUES ('nvlink4/collective_alpha_us', 'NVLink 4 ring latency per step',
  'link', 'nvlink4', 'collective_alpha_us', 11.5, 'us', 'estimate',
  'No published sweep in the same form: the NVLink 3 fit (same NCCL ring protocol).',
  'nvlink3/collective_alpha_us', 'estimate', '2026');

INSERT INTO calibrations VALUES ('nvlink5/collective_efficiency', 'NVLink 5 achieved ring bus bandwidth fraction',
  'link', 'nvlink5', 'collective_efficiency', 0.778, '', 'microbenchmark',
  'Ring all-reduce 700 GB/s bus bandwidth of 900 GB/s per direction on DGX B200 (NVLS 850 not assumed); 8 x B200 p6-b200: ring 682.2.',
  'NVIDIA GTC25 S72583 (NCCL); stas00/ml-engineering network/README.md (p6-b200)',
  'measured', '2025');

INSERT INTO calibrations VALUES ('nvlink5/collective_alpha_us', 'NVLink 5 ring latency per step',
  'link', 'nvlink5', 'collective_alpha_us', 11.5, 'us', 'estimate',
  'No published sweep in the same form: the NVLink 3 fit.', 'nvlink3/collective_alpha_us', 'estimate', '2026');

INSERT INTO calibrations VALUES ('ib-hdr/collective_efficiency', 'InfiniBand HDR achieved bandwidth fraction per NIC',
  'link', 'ib-hdr', 'collective_efficiency', 0.96, '', 'microbenchmark',
  'DGX A100 with 8 x HDR 200 Gb/s: 192 GB/s all-reduce bus bandwidth per node = 24 GB/s per NIC of 25; point-to-point also 24 GB/s.',
  'NVIDIA (AddyLaddy) quoted in NVIDIA/nccl issue #1576; NVIDIA GTC24 S62129 ("NVL3 + 8x 200Gb RDMA (DGX A100) 192", "200Gb RDMA 24")',
  'measured', '2024');

INSERT INTO calibrations VALUES ('ib-hdr/collective_alpha_us', 'InfiniBand HDR ring latency per step',
  'link', 'ib-hdr', 'collective_alpha_us', 14, 'us', 'microbenchmark',
  'NCCL''s network latency per ring step, Simple protocol (hwLatencies NET Ring Simple = 14 us), the protocol large messages use.',
  'NVIDIA/nccl src/graph/tuning.cc (v2.30)', 'spec', '2026');

INSERT INTO calibrations VALUES ('ib-ndr/collective_efficiency', 'InfiniBand NDR achieved bandwidth fraction per NIC',
  'link', 'ib-ndr', 'collective_efficiency', 0.97, '', 'microbenchmark',
  'ConnectX-7 NDR 400 Gb/s "should achieve up to 48-49 GB/s per NIC" of 50; DGX H100 8 x NDR: 370-380 GB/s all-reduce per node.',
  'NVIDIA (AddyLaddy) in NVIDIA/nccl-tests issue #267; NVIDIA GTC24 S62129 / GTC25 S72583', 'measured', '2025');

INSERT INTO calibrations VALUES ('ib-ndr/collective_alpha_us', 'InfiniBand NDR ring latency per step',
  'link', 'ib-ndr', 'collective_alpha_us', 14, 'us', 'microbenchmark',
  'NCCL network latency per ring step, Simple protocol.', 'NVIDIA/nccl src/graph/tuning.cc (v2.30)', 'spec', '2026');

INSERT INTO calibrations VALUES ('ib-xdr/collective_efficiency', 'InfiniBand XDR achieved bandwidth fraction per NIC',
  'link', 'ib-xdr', 'collective_efficiency', 0.97, '', 'estimate',
  'No published NCCL figure: the NDR value.', 'ib-ndr/collective_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('ib-xdr/collective_alpha_us', 'InfiniBand XDR ring latency per step',
  'link', 'ib-xdr', 'collective_alpha_us', 14, 'us', 'estimate',
  'NCCL network latency per ring step, Simple protocol (not speed-specific).', 'NVIDIA/nccl src/graph/tuning.cc (v2.30)', 'estimate', '2026');

INSERT INTO calibrations VALUES ('roce-400g/collective_efficiency', 'RoCE 400G achieved bandwidth fraction per NIC',
  'link', 'roce-400g', 'collective_efficiency', 0.96, '', 'microbenchmark',
  '"400Gb RDMA (IB/RoCE)" 48 GB/s per NIC of 50.', 'NVIDIA GTC24 S62129 (NCCL)', 'measured', '2024');

INSERT INTO calibrations VALUES ('roce-400g/collective_alpha_us', 'RoCE 400G ring latency per step',
  'link', 'roce-400g', 'collective_alpha_us', 14, 'us', 'estimate',
  'NCCL network latency per ring step, Simple protocol; RoCE fabrics add switch latency (Llama 3: "up to tens of microseconds" across pods), not modelled here.',
  'NVIDIA/nccl src/graph/tuning.cc (v2.30); published-facts N-05', 'estimate', '2026');

INSERT INTO calibrations VALUES ('roce-100g/collective_efficiency', 'RoCE 100G achieved bandwidth fraction per NIC',
  'link', 'roce-100g', 'collective_efficiency', 0.96, '', 'estimate',
  'The 200/400G RDMA figure (24 of 25, 48 of 50 GB/s) carried to 100G.', 'NVIDIA GTC24 S62129 (NCCL)', 'estimate', '2026');

INSERT INTO calibrations VALUES ('roce-100g/collective_alpha_us', 'RoCE 100G ring latency per step',
  'link', 'roce-100g', 'collective_alpha_us', 14, 'us', 'estimate',
  'NCCL network latency per ring step, Simple protocol.', 'NVIDIA/nccl src/graph/tuning.cc (v2.30)', 'estimate', '2026');

INSERT INTO calibrations VALUES ('roce-800g/collective_efficiency', 'RoCE 800G achieved bandwidth fraction per NIC',
  'link', 'roce-800g', 'collective_efficiency', 0.74, '', 'microbenchmark',
  '4 x p6-b200 (8 x 400G EFA each, 800G class per GPU pair): 36.95 GB/s per accelerator of 50 GB/s per 400G port = 0.739. EFA, not RoCE: the closest published figure.',
  'stas00/ml-engineering network/README.md "Inter-node speed depends on intra-node speed"', 'estimate', '2025');

INSERT INTO calibrations VALUES ('roce-800g/collective_alpha_us', 'RoCE 800G ring latency per step',
  'link', 'roce-800g', 'collective_alpha_us', 14, 'us', 'estimate',
  'NCCL network latency per ring step, Simple protocol.', 'NVIDIA/nccl src/graph/tuning.cc (v2.30)', 'estimate', '2026');

INSERT INTO calibrations VALUES ('pcie-gen4-x16/collective_efficiency', 'PCIe Gen4 x16 achieved bandwidth fraction',
  'link', 'pcie-gen4-x16', 'collective_efficiency', 0.8, '', 'estimate',
  'The book: protocol overhead eats about 20 % of raw PCIe bandwidth (seed L1988).', 'CS249r Vol.2 seed §2 PCIe hierarchy (seed L1988)', 'textbook', '2026');

INSERT INTO calibrations VALUES ('pcie-gen5-x16/collective_efficiency', 'PCIe Gen5 x16 achieved bandwidth fraction',
  'link', 'pcie-gen5-x16', 'collective_efficiency', 0.8, '', 'estimate',
  'The book: protocol overhead eats about 20 % of raw PCIe bandwidth (seed L1988).', 'CS249r Vol.2 seed §2 PCIe hierarchy (seed L1988)', 'textbook', '2026');

---------------------------------------------------------------------------------------------------
-- H800 (issue 29): the H100's die, HBM and tensor cores; its constants are the H100's.
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('h800/gemm_efficiency_16bit', 'H800 16-bit GEMM efficiency (large GEMMs)',
  'accelerator', 'h800', 'gemm_efficiency_16bit', 0.714, '', 'scaled',
  'The H100 value: the same die and tensor cores.', 'h100-sxm/gemm_efficiency_16bit', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/gemm_efficiency_fp8', 'H800 FP8 GEMM efficiency (large GEMMs)',
  'accelerator', 'h800', 'gemm_efficiency_fp8', 0.630, '', 'scaled',
  'The H100 value: the same die and tensor cores.', 'h100-sxm/gemm_efficiency_fp8', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/gemm_half_size_gflop', 'H800 GEMM size at half efficiency',
  'accelerator', 'h800', 'gemm_half_size_gflop', 17, 'GFLOP', 'scaled',
  'The H100 value.', 'h100-sxm/gemm_half_size_gflop', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/hbm_efficiency', 'H800 achieved HBM bandwidth fraction',
  'accelerator', 'h800', 'hbm_efficiency', 0.89, '', 'scaled',
  'The H100 value: the same HBM3.', 'h100-sxm/hbm_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('nvlink4-h800/collective_efficiency', 'H800 NVLink achieved bandwidth fraction',
  'link', 'nvlink4-h800', 'collective_efficiency', 0.8, '', 'microbenchmark',
  '160 GB/s achieved of 200 GB/s per direction, as DeepSeek measured it.',
  'DeepSeek-V3 Technical Report §3.2.2; deepseek-ai/DeepSeek-V3 issue 28 (160 GB/s is the measured one-direction figure)',
  'measured', '2024');
INSERT INTO calibrations VALUES ('nvlink4-h800/collective_alpha_us', 'H800 NVLink ring latency per step',
  'link', 'nvlink4-h800', 'collective_alpha_us', 11.5, 'us', 'estimate',
  'The NVLink 3 fit (same NCCL ring protocol).', 'nvlink3/collective_alpha_us', 'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- Mixture-of-Experts token all-to-all (issue 29): achieved bytes per GPU per second of a dispatch or combine over
-- the link's nominal per-direction bandwidth; NCCL all-to-all (Megatron's alltoall dispatcher) and fused
-- dispatch/combine kernels (DeepEP class: deduplicated per node, forwarded over NVLink).
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('nvlink4/alltoall_efficiency', 'NVLink 4 NCCL all-to-all bandwidth fraction',
  'link', 'nvlink4', 'alltoall_efficiency', 0.822, '', 'estimate',
  'NVIDIA: NCCL reaches an effective NVLink bandwidth of ~370 GB/s of 450 "as BusBw when running non-allreduce operations"; no published all-to-all sweep.',
  'sjeaugey in NVIDIA/nccl-tests issue #212', 'estimate', '2024');
INSERT INTO calibrations VALUES ('nvlink4/alltoall_efficiency_fused', 'NVLink 4 fused dispatch/combine bandwidth fraction',
  'link', 'nvlink4', 'alltoall_efficiency_fused', 0.778, '', 'scaled',
  'The H800 measurement (153 / 158 GB/s of 200) as a fraction of the link; not measured on H100''s 18 links.',
  'nvlink4-h800/alltoall_efficiency_fused', 'estimate', '2026');
INSERT INTO calibrations VALUES ('nvlink4-h800/alltoall_efficiency', 'H800 NVLink NCCL all-to-all bandwidth fraction',
  'link', 'nvlink4-h800', 'alltoall_efficiency', 0.8, '', 'estimate',
  'DeepSeek''s achieved 160 GB/s of 200.', 'nvlink4-h800/collective_efficiency', 'estimate', '2026');
INSERT INTO calibrations VALUES ('nvlink4-h800/alltoall_efficiency_fused', 'H800 NVLink fused dispatch/combine bandwidth fraction',
  'link', 'nvlink4-h800', 'alltoall_efficiency_fused', 0.778, '', 'microbenchmark',
  'DeepEP normal kernels, intranode EP 8 on H800 (4,096 tokens, hidden 7,168, top-8, FP8 dispatch, BF16 combine): dispatch 153 GB/s, combine 158 GB/s; mean 155.5 of 200 per direction.',
  'deepseek-ai/DeepEP docs/legacy.md ("Normal kernels with NVLink and RDMA forwarding")', 'measured', '2025');
INSERT INTO calibrations VALUES ('nvlink5/alltoall_efficiency', 'NVLink 5 NCCL all-to-all bandwidth fraction',
  'link', 'nvlink5', 'alltoall_efficiency', 0.778, '', 'estimate',
  'No published NCCL all-to-all sweep on NVLink 5: the ring bus bandwidth fraction.', 'nvlink5/collective_efficiency', 'estimate', '2026');
INSERT INTO calibrations VALUES ('nvlink5/alltoall_efficiency_fused', 'NVLink 5 fused dispatch/combine bandwidth fraction',
  'link', 'nvlink5', 'alltoall_efficiency_fused', 0.63, '', 'microbenchmark',
  'DeepEP on GB200, 8 ranks, 32 SMs: BF16 dispatch 616 GB/s, combine 520 GB/s; harmonic mean 564 of 900 per direction. At 24 ranks (across trays of an NVL72) it falls to 503 / 207 GB/s (0.33): not modelled, a single constant per link.',
  'deepseek-ai/DeepEP Hybrid-EP_Implementation.md (hybrid-ep branch), "DeepEP Performance Results" (GB200)', 'measured', '2025');
INSERT INTO calibrations VALUES ('ib-ndr/alltoall_efficiency', 'InfiniBand NDR NCCL all-to-all bandwidth fraction per NIC',
  'link', 'ib-ndr', 'alltoall_efficiency', 0.92, '', 'microbenchmark',
  'nccl-tests alltoall on 2 DGX H100 nodes with 400 Gb/s NICs (NVLink disabled): 46 GB/s bus bandwidth of 50. All-to-all cannot aggregate several NICs (NVIDIA).',
  'deepseek-ai/DeepEP issue #3; sjeaugey in NVIDIA/nccl-tests issue #267', 'measured', '2025');
INSERT INTO calibrations VALUES ('ib-ndr/alltoall_efficiency_fused', 'InfiniBand NDR fused dispatch/combine bandwidth fraction per NIC',
  'link', 'ib-ndr', 'alltoall_efficiency_fused', 1.0, '', 'microbenchmark',
  'DeepEP normal kernels, internode on H800 + CX7 400 Gb/s (~50 GB/s): dispatch / combine bottleneck RDMA bandwidth 43 / 43 (EP 16), 58 / 57 (EP 32), 51 / 50 GB/s (EP 64); mean 50.3 GB/s.',
  'deepseek-ai/DeepEP docs/legacy.md ("Normal kernels with NVLink and RDMA forwarding")', 'measured', '2025');

---------------------------------------------------------------------------------------------------
-- Fused attention kernels (schema 009, issue 30): achieved fraction of the 16-bit dense peak, forward and backward
-- together (FLOPs counted as the papers count them: causal half, backward 2.5 × forward). A kernel bound by its
-- softmax exponentials and shared-memory traffic, not its tensor cores: below the large-GEMM efficiency.
---------------------------------------------------------------------------------------------------
INSERT INTO calibrations VALUES ('a100-sxm-80gb/attention_efficiency', 'A100 fused attention efficiency',
  'accelerator', 'a100-sxm-80gb', 'attention_efficiency', 0.64, '', 'microbenchmark',
  'FlashAttention-2 on A100 80GB SXM4, BF16, head dim 128, forward + backward at 8K-16K tokens: about 190 TFLOP/s of 312 = 0.60 (the paper reaches 50-73 % of peak in the forward pass alone). The asymptote of the size law eta(s) = eta_max s / (s + s_half) at about 12K tokens with the A100 causal s_half 860: 0.60 x (12,288 + 860) / 12,288 = 0.64.',
  'Dao 2023, FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning (arXiv 2307.08691), §4.1 and Fig. 4',
  'measured', '2023');
INSERT INTO calibrations VALUES ('h100-sxm/attention_efficiency', 'H100 fused attention efficiency',
  'accelerator', 'h100-sxm', 'attention_efficiency', 0.571, '', 'microbenchmark',
  'cuDNN 9 fused attention (TransformerEngine''s kernel on Hopper) on H100 SXM5, BF16, head dim 128, 16K tokens: forward (causal) 539, backward 516 TFLOP/s of 989 = 0.53. FlashAttention-2 on the same chip: 335 / 322 = 0.33; FlashAttention-3: 616 / 561 = 0.58. The size law''s asymptote (eta(s) = eta_max s / (s + s_half), causal s_half 1,267 tokens): 0.53 x (16,384 + 1,267) / 16,384 = 0.571.',
  'Shah et al. 2024, FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision (arXiv 2407.08608), Fig. 5 and 6 (head dim 128)',
  'measured', '2024');
INSERT INTO calibrations VALUES ('h200-sxm/attention_efficiency', 'H200 fused attention efficiency',
  'accelerator', 'h200-sxm', 'attention_efficiency', 0.571, '', 'scaled',
  'The H100 value: the same SM and tensor cores; attention is bound on chip, not by HBM.', 'h100-sxm/attention_efficiency', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/attention_efficiency', 'H800 fused attention efficiency',
  'accelerator', 'h800', 'attention_efficiency', 0.571, '', 'scaled',
  'The H100 value: the same SM and tensor cores.', 'h100-sxm/attention_efficiency', 'estimate', '2026');
INSERT INTO calibrations VALUES ('b200/attention_efficiency', 'B200 fused attention efficiency',
  'accelerator', 'b200', 'attention_efficiency', 0.536, '', 'microbenchmark',
  'cuDNN 9.13 on B200, BF16, head dim 128, causal, forward and backward measured (FLOPs as FlashAttention counts them, backward 2.5 × forward; combined 3.5 / (1/fwd + 2.5/bwd)): FlashAttention-4 paper Fig. 4 and 6, 8K / 16K / 32K tokens: fwd 1,168 / 1,285 / 1,266, bwd 1,008 / 1,085 / 1,142 TFLOP/s → 0.466 / 0.505 / 0.522 of 2,250; cudnn-frontend''s SDPA benchmark (cuDNN 9.13.1): fwd 1,171 / 1,332 / 1,419, bwd 943 / 1,075 / 1,109 → 0.444 / 0.506 / 0.526; the mean of the six 0.495; the size law''s asymptote (eta(s) = eta_max s / (s + s_half), causal s_half 1,176 tokens: the mean of s / (s + s_half) at 8K, 16K, 32K is 0.924): 0.495 / 0.924 = 0.536. The backward is bound by shared-memory traffic, which Blackwell did not raise: it runs below the forward. Newer cuDNN is faster (9.19: about 0.60 at 16K, the same paper): a stack of 2026 is better entered as a user row.',
  'Zadouri et al. 2026, FlashAttention-4: Algorithm and Kernel Pipelining Co-Design for Asymmetric Hardware Scaling (arXiv 2603.05451), Fig. 4 and 6 (cuDNN 9.13.0 bars); NVIDIA/cudnn-frontend benchmark/sdpa_benchmark_training artifacts sdpa_bf16_benchmark_results_NVIDIA_B200.csv (cuDNN 9.13.1, 2025)',
  'measured', '2026');
INSERT INTO calibrations VALUES ('gb200/attention_efficiency', 'GB200 fused attention efficiency',
  'accelerator', 'gb200', 'attention_efficiency', 0.536, '', 'scaled',
  'The B200 value: the same Blackwell GPU and the same cuDNN generation (9.13). cudnn-frontend''s GB200 table with cuDNN 9.22 (2026) reaches 0.53-0.57 of 2,500 TFLOP/s, causal, head dim 128, 8K-32K: a newer stack.', 'b200/attention_efficiency', 'estimate', '2026');

-- FlashAttention-2 (training.attentionKernel = fa2): the kernel stacks of 2023 to mid-2024 ran (NeMo 24.03 ships
-- TransformerEngine 1.4, whose attention and context parallelism call flash-attn 2). No row for Blackwell: FA2 has no
-- tuned kernel there; the current kernel's value is used and named as a fallback.
INSERT INTO calibrations VALUES ('h100-sxm/attention_efficiency_fa2', 'H100 FlashAttention-2 efficiency',
  'accelerator', 'h100-sxm', 'attention_efficiency_fa2', 0.356, '', 'microbenchmark',
  'FlashAttention-2 on H100 SXM5, BF16, head dim 128, 16K tokens: forward (causal) 335, backward 322 TFLOP/s of 989 = 0.33 (the size law''s asymptote with the H100 causal s_half 1,267: 0.33 x 17,651 / 16,384 = 0.356) (the same figures as the current kernel''s row, which is cuDNN''s 0.53 there). FA2 does not use Hopper''s asynchronous TMA / warpgroup MMA, hence the gap.',
  'Shah et al. 2024, FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision (arXiv 2407.08608), Fig. 5 and 6 (head dim 128)',
  'measured', '2024');
INSERT INTO calibrations VALUES ('h200-sxm/attention_efficiency_fa2', 'H200 FlashAttention-2 efficiency',
  'accelerator', 'h200-sxm', 'attention_efficiency_fa2', 0.356, '', 'scaled',
  'The H100 value: the same SM and tensor cores.', 'h100-sxm/attention_efficiency_fa2', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/attention_efficiency_fa2', 'H800 FlashAttention-2 efficiency',
  'accelerator', 'h800', 'attention_efficiency_fa2', 0.356, '', 'scaled',
  'The H100 value: the same SM and tensor cores.', 'h100-sxm/attention_efficiency_fa2', 'estimate', '2026');
INSERT INTO calibrations VALUES ('a100-sxm-80gb/attention_efficiency_fa2', 'A100 FlashAttention-2 efficiency',
  'accelerator', 'a100-sxm-80gb', 'attention_efficiency_fa2', 0.64, '', 'microbenchmark',
  'The A100''s current-kernel row is already FlashAttention-2 (about 190 TFLOP/s of 312 forward and backward; 0.64 the size law''s asymptote).',
  'Dao 2023, FlashAttention-2 (arXiv 2307.08691), §4.1 and Fig. 4', 'measured', '2023');

INSERT INTO calibrations VALUES ('b300/attention_efficiency', 'B300 fused attention efficiency',
  'accelerator', 'b300', 'attention_efficiency', 0.536, '', 'scaled',
  'The B200 value: the same tensor cores and 16-bit peak. Blackwell Ultra doubles the SFU exponential rate, which bounds the softmax, so this is likely low for the forward (the backward is bound by shared-memory traffic, unchanged); no B300 attention kernel measurement found (ESTIMATE).', 'b200/attention_efficiency', 'estimate', '2026');
INSERT INTO calibrations VALUES ('gb300/attention_efficiency', 'GB300 fused attention efficiency',
  'accelerator', 'gb300', 'attention_efficiency', 0.536, '', 'scaled',
  'The GB200 value: the same Blackwell tensor cores; the doubled SFU exponential rate of Blackwell Ultra is not counted (ESTIMATE).', 'gb200/attention_efficiency', 'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- The fused attention core's size law (issue 30): a block over s keys runs at eta_attn x s / (s + s_half), causal
-- blocks with one s_half, full (non-causal) blocks - a context-parallel ring's off-diagonal steps - with another.
-- Fits of 1/eta = 1/eta_max + (s_half/eta_max)/s to cuDNN sweeps, forward and backward combined as the step prices
-- them (backward 2.5 x the forward's FLOPs): s_half = (s_f/eta_f + 2.5 s_b/eta_b) / (1/eta_f + 2.5/eta_b).
-- docs/research/attention-seqlen-efficiency.md has the tables and the single-pass fits.
---------------------------------------------------------------------------------------------------
INSERT INTO calibrations VALUES ('h200-sxm/attention_half_seq_causal', 'H200 attention causal half-length',
  'accelerator', 'h200-sxm', 'attention_half_seq_causal', 1267, 'tokens', 'microbenchmark',
  'cuDNN 9.19 SDPA, Llama 3.1 layer (64 Q / 8 KV heads, head dim 128), BF16, causal, 2K-32K: forward eta_max 0.724, s_half 958; backward 0.630, 1,374 (fits, max error 1.8 / 2.9 %); combined 1,267.',
  'NVIDIA/cudnn-frontend results/h200_919_only_cudnn/llama3.1_20260227_034703.csv', 'measured', '2026');
INSERT INTO calibrations VALUES ('h200-sxm/attention_half_seq', 'H200 attention full-block half-length',
  'accelerator', 'h200-sxm', 'attention_half_seq', 443, 'tokens', 'microbenchmark',
  'The same sweep, non-causal: forward eta_max 0.714, s_half 233; backward 0.638, 518 (max error 1.3 / 0.1 %); combined 443.',
  'NVIDIA/cudnn-frontend results/h200_919_only_cudnn/llama3.1_20260227_034703.csv', 'measured', '2026');
INSERT INTO calibrations VALUES ('h100-sxm/attention_half_seq_causal', 'H100 attention causal half-length',
  'accelerator', 'h100-sxm', 'attention_half_seq_causal', 1267, 'tokens', 'scaled',
  'The H200 fit: the same SMs, tensor cores and clocks; the attention core is bound on chip, not by HBM.', 'h200-sxm/attention_half_seq_causal', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h100-sxm/attention_half_seq', 'H100 attention full-block half-length',
  'accelerator', 'h100-sxm', 'attention_half_seq', 443, 'tokens', 'scaled',
  'The H200 fit (same SMs). FlashAttention-3''s own forward sweep on H100 (pytorch/benchmark PR 2391, 512-16K, non-causal) fits s_half 235, cuDNN''s forward 233.', 'h200-sxm/attention_half_seq', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/attention_half_seq_causal', 'H800 attention causal half-length',
  'accelerator', 'h800', 'attention_half_seq_causal', 1267, 'tokens', 'scaled',
  'The H100 value: the same SMs (the H800 differs in NVLink only).', 'h100-sxm/attention_half_seq_causal', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/attention_half_seq', 'H800 attention full-block half-length',
  'accelerator', 'h800', 'attention_half_seq', 443, 'tokens', 'scaled',
  'The H100 value: the same SMs.', 'h100-sxm/attention_half_seq', 'estimate', '2026');
INSERT INTO calibrations VALUES ('gb200/attention_half_seq_causal', 'GB200 attention causal half-length',
  'accelerator', 'gb200', 'attention_half_seq_causal', 1176, 'tokens', 'microbenchmark',
  'cuDNN 9.22 SDPA, Llama 3.1 layer, BF16, causal: forward eta_max 0.827, s_half 1,411 (2K-16K); backward 0.622, 1,105 (2K-32K; the backward fit misses by up to 10 %); combined 1,176. Beyond 32K the Blackwell curves fall 7-13 % (not modelled).',
  'NVIDIA/cudnn-frontend results/llama3.1/gb200/llama3.1_20260424_100750.csv', 'measured', '2026');
INSERT INTO calibrations VALUES ('gb200/attention_half_seq', 'GB200 attention full-block half-length',
  'accelerator', 'gb200', 'attention_half_seq', 462, 'tokens', 'microbenchmark',
  'The same sweep, non-causal: forward eta_max 0.841, s_half 670 (2K-8K); backward 0.619, 401 (misses by up to 9 %); combined 462, which gives a 2K to 8K speed-up of 1.16 where the sweep has 1.25 (a length near 730 would follow it).',
  'NVIDIA/cudnn-frontend results/llama3.1/gb200/llama3.1_20260424_100750.csv', 'measured', '2026');
INSERT INTO calibrations VALUES ('b200/attention_half_seq_causal', 'B200 attention causal half-length',
  'accelerator', 'b200', 'attention_half_seq_causal', 1176, 'tokens', 'scaled',
  'The GB200 fit: the same Blackwell GPU. cudnn-frontend''s B200 sweeps run through PyTorch with unlocked clocks (forward s_half 1,671-3,558): not used.', 'gb200/attention_half_seq_causal', 'estimate', '2026');
INSERT INTO calibrations VALUES ('b200/attention_half_seq', 'B200 attention full-block half-length',
  'accelerator', 'b200', 'attention_half_seq', 462, 'tokens', 'scaled',
  'The GB200 fit: the same Blackwell GPU.', 'gb200/attention_half_seq', 'estimate', '2026');
INSERT INTO calibrations VALUES ('b300/attention_half_seq_causal', 'B300 attention causal half-length',
  'accelerator', 'b300', 'attention_half_seq_causal', 1176, 'tokens', 'scaled',
  'The GB200 fit: the same tile shapes (ESTIMATE).', 'gb200/attention_half_seq_causal', 'estimate', '2026');
INSERT INTO calibrations VALUES ('b300/attention_half_seq', 'B300 attention full-block half-length',
  'accelerator', 'b300', 'attention_half_seq', 462, 'tokens', 'scaled',
  'The GB200 fit (ESTIMATE).', 'gb200/attention_half_seq', 'estimate', '2026');
INSERT INTO calibrations VALUES ('gb300/attention_half_seq_causal', 'GB300 attention causal half-length',
  'accelerator', 'gb300', 'attention_half_seq_causal', 1176, 'tokens', 'scaled',
  'The GB200 fit: the same tile shapes (ESTIMATE).', 'gb200/attention_half_seq_causal', 'estimate', '2026');
INSERT INTO calibrations VALUES ('gb300/attention_half_seq', 'GB300 attention full-block half-length',
  'accelerator', 'gb300', 'attention_half_seq', 462, 'tokens', 'scaled',
  'The GB200 fit (ESTIMATE).', 'gb200/attention_half_seq', 'estimate', '2026');
INSERT INTO calibrations VALUES ('a100-sxm-80gb/attention_half_seq_causal', 'A100 attention causal half-length',
  'accelerator', 'a100-sxm-80gb', 'attention_half_seq_causal', 860, 'tokens', 'estimate',
  'The H200 combined fit x the two chips'' forward ratio: cuDNN 9.27''s A100 80GB PCIe prefill sweep (square, 2K-16K) fits s_half 653 against the H200 causal forward''s 958: 1,267 x 653 / 958 = 864, taken as 860 (ESTIMATE: no A100 backward sweep found).',
  'NVIDIA/cudnn-frontend benchmark/attention_inference/results/prefill_sweep/a100 (@51a3de73)', 'estimate', '2026');
INSERT INTO calibrations VALUES ('a100-sxm-80gb/attention_half_seq', 'A100 attention full-block half-length',
  'accelerator', 'a100-sxm-80gb', 'attention_half_seq', 300, 'tokens', 'estimate',
  'The causal value x the H200''s full/causal ratio 443 / 1,267 (ESTIMATE).', 'a100-sxm-80gb/attention_half_seq_causal', 'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- The element-wise kernels' share of HBM bandwidth (issue 28 part 1, schema 010): η_ew
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('h100-sxm/elementwise_efficiency', 'H100 element-wise kernels HBM share',
  'accelerator', 'h100-sxm', 'elementwise_efficiency', 0.456, '', 'fitted',
  'The H100''s one fitted step constant: the value minimizing the mean absolute error of the predicted tokens/s over the 8 H100 rows of NVIDIA''s dense tables that train without recomputation (shared/data/hopper-measurements.md part 1; tests/data/hopper/training.csv), every other constant fixed: mean 6.2 %, worst 10.4 % (0.423, 5.9 / 12.0 %, before the fused attention core''s size law of 2026-12-07) (at STREAM''s 0.89 the same rows were 12 % too fast on average, small models 18-21 %). 0.512 of STREAM Triad. Microbenchmarks agree: stock Megatron/PyTorch norm and activation kernels reach 52-62 % of peak forward and 19-37 % backward on H100 (Liger-Kernel benchmark data), TransformerEngine FP8 cast-transpose 39-46 % (TE PR 101), hand-tuned kernels 87-90 % (Quack). tst_hopper_training re-runs the fit.',
  'NVIDIA NeMo performance_summary.md (24.07) and Megatron-Bridge performance-summary.md (25.11), fit in tests/model/tst_hopper_training.cpp; linkedin/Liger-Kernel benchmark/data/all_benchmark_data.csv; Dao-AILab/quack media/2025-07-10-membound-sol.md; NVIDIA/TransformerEngine PR 101',
  'measured', '2026');

INSERT INTO calibrations VALUES ('a100-sxm-80gb/elementwise_efficiency', 'A100 element-wise kernels HBM share',
  'accelerator', 'a100-sxm-80gb', 'elementwise_efficiency', 0.83, '', 'microbenchmark',
  'STREAM''s share (hbm_efficiency): Megatron-LM 2022 on A100 ran apex''s fused LayerNorm, which reaches 81 % (forward) and 75 % (backward) of the A100''s peak (apex PR 1037, FastLayerNorm, fp16 16384 x 1024), and Korthikanti Table 5 is fitted best at this value (its eta_max fit assumes it; at 0.475 of STREAM, the H100 share, the refitted Table 5 is 4.1 % mean, 9.7 % worst instead of 1.6 / 4.3 %).',
  'NVIDIA/apex PR 1037 (FastLayerNorm benchmark, A100); a100-sxm-80gb/hbm_efficiency; Korthikanti et al. 2022 Table 5 (tests/model/tst_step_model.cpp)',
  'measured', '2021');

INSERT INTO calibrations VALUES ('h200-sxm/elementwise_efficiency', 'H200 element-wise kernels HBM share',
  'accelerator', 'h200-sxm', 'elementwise_efficiency', 0.440, '', 'scaled',
  'The H100 fit''s share of STREAM (0.456 / 0.89 = 0.512) times the H200''s STREAM share 0.86: the same SM and kernels.',
  'h100-sxm/elementwise_efficiency; h200-sxm/hbm_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('h800/elementwise_efficiency', 'H800 element-wise kernels HBM share',
  'accelerator', 'h800', 'elementwise_efficiency', 0.456, '', 'scaled',
  'The H100 value: the same die and HBM3.', 'h100-sxm/elementwise_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('b200/elementwise_efficiency', 'B200 element-wise kernels HBM share',
  'accelerator', 'b200', 'elementwise_efficiency', 0.456, '', 'scaled',
  'The H100 fit''s share of STREAM (0.512) times the B200''s STREAM share 0.89 (b200/hbm_efficiency, CUB BabelStream; 0.410 on the generic 0.8). Not fitted: NVIDIA''s B200 rows are the hold-out of the H100 fit (tests/model/tst_hopper_training). Microbenchmarks: an fp16 add reaches 87.6 % of 8 TB/s at 2^28 elements, 57 % at 2^24 (NVIDIA/cccl PR 7391); eager RMSNorm forward 35-80 % (pytorch PR 159682).',
  'h100-sxm/elementwise_efficiency; b200/hbm_efficiency; NVIDIA/cccl PR 7391; pytorch/pytorch PR 159682', 'estimate', '2026');

INSERT INTO calibrations VALUES ('gb200/elementwise_efficiency', 'GB200 element-wise kernels HBM share',
  'accelerator', 'gb200', 'elementwise_efficiency', 0.456, '', 'scaled',
  'The B200 value: the same Blackwell GPU.', 'b200/elementwise_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('b300/elementwise_efficiency', 'B300 element-wise kernels HBM share',
  'accelerator', 'b300', 'elementwise_efficiency', 0.456, '', 'scaled',
  'The B200 value: the same 8 TB/s HBM3e and memory system.', 'b200/elementwise_efficiency', 'estimate', '2026');

INSERT INTO calibrations VALUES ('gb300/elementwise_efficiency', 'GB300 element-wise kernels HBM share',
  'accelerator', 'gb300', 'elementwise_efficiency', 0.456, '', 'scaled',
  'The GB200 value: the same 8 TB/s HBM3e and memory system.', 'gb200/elementwise_efficiency', 'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- Power reaching the step (issue 28 part 3, schema 011): k in rate = (P / P_draw)^k for the compute-bound kernels.
-- P_draw = the TDP (ASSUMPTION: dense GEMMs at rated clocks draw the board limit; memory-bound kernels draw less
-- and are not slowed). Sources and every point: docs/research/power-capped-throughput.md.
---------------------------------------------------------------------------------------------------

INSERT INTO calibrations VALUES ('h200-sxm/power_cap_exponent', 'H200 power-cap exponent',
  'accelerator', 'h200-sxm', 'power_cap_exponent', 0.64, '', 'fitted',
  'k = ln(0.807) / ln(500/700) = 0.637: MLPerf Inference v4.1, Llama 2 70B, 8 x H200 SXM, TensorRT-LLM FP8, the same software at the default 700 W (offline 31,302.7 tokens/s) and at power_limit = 500 W (MaxQ, 25,262.1 tokens/s; server 0.791, k 0.70). The workload nearest a training step the audited data holds: large-batch FP8 GEMMs. Inference, not training; one cap.',
  'MLCommons MLPerf Inference v4.1 results, NVIDIA closed division (shared/data/hopper-measurements.md part 4)',
  'measured', '2024');

INSERT INTO calibrations VALUES ('h100-sxm/power_cap_exponent', 'H100 power-cap exponent',
  'accelerator', 'h100-sxm', 'power_cap_exponent', 0.64, '', 'scaled',
  'The H200 value: the same GH100 die at the same 700 W. The H100''s own MLPerf v3.1 MaxQ points agree within the band: BERT-large at 400 W keeps 0.770 (k 0.47), GPT-J at 250 W 0.595 (k 0.50). No H100 training measurement found.',
  'h200-sxm/power_cap_exponent; MLPerf Inference v3.1 NVIDIA DGX-H100 MaxQ vs MaxP (docs/research/power-capped-throughput.md)',
  'estimate', '2026');

INSERT INTO calibrations VALUES ('h800/power_cap_exponent', 'H800 power-cap exponent',
  'accelerator', 'h800', 'power_cap_exponent', 0.64, '', 'scaled',
  'The H100 value: the same die and TDP.', 'h100-sxm/power_cap_exponent', 'estimate', '2026');

INSERT INTO calibrations VALUES ('a100-sxm-80gb/power_cap_exponent', 'A100 power-cap exponent',
  'accelerator', 'a100-sxm-80gb', 'power_cap_exponent', 0.42, '', 'fitted',
  'k = ln(0.886) / ln(300/400) = 0.42: MLPerf Inference v2.0, BERT-large offline on 8 x A100-SXM4-80GB at 400 W (27,971.4 samples/s) and capped at 300 W (MaxQ, 24,793.7). 3D-UNet at 225 W keeps 0.863 (k 0.26). Inference, not training.',
  'MLCommons MLPerf Inference v2.0 results, NVIDIA closed division, DGX-A100 MaxP vs MaxQ (docs/research/power-capped-throughput.md)',
  'measured', '2022');

INSERT INTO calibrations VALUES ('v100-sxm2/power_cap_exponent', 'V100 power-cap exponent',
  'accelerator', 'v100-sxm2', 'power_cap_exponent', 0.53, '', 'fitted',
  'Least squares of ln(rate) on ln(P / 250 W) through the origin over the two BERT-base training traces at 175 and 125 W (0.894, 0.634; 0.889, 0.695): k = 0.53. ResNet-50 at the same caps: 0.26 and 0.53. Training on one GPU. The trace''s V100 variant is not stated; 250 W is assumed as its limit.',
  'You, Chung, Chowdhury, Zeus (NSDI 2023), trace summary_power_v100.csv (ml-energy/zeus)',
  'measured', '2023');

INSERT INTO calibrations VALUES ('b200/power_cap_exponent', 'B200 power-cap exponent',
  'accelerator', 'b200', 'power_cap_exponent', 0.64, '', 'estimate',
  'No published B200 throughput at a power limit found: the Hopper value (ESTIMATE).', 'h200-sxm/power_cap_exponent', 'estimate', '2026');

INSERT INTO calibrations VALUES ('gb200/power_cap_exponent', 'GB200 power-cap exponent',
  'accelerator', 'gb200', 'power_cap_exponent', 0.64, '', 'estimate',
  'No published GB200 throughput at a power limit found: the Hopper value (ESTIMATE).', 'h200-sxm/power_cap_exponent', 'estimate', '2026');

INSERT INTO calibrations VALUES ('b300/power_cap_exponent', 'B300 power-cap exponent',
  'accelerator', 'b300', 'power_cap_exponent', 0.64, '', 'estimate',
  'No published B300 throughput at a power limit found: the Hopper value, as for B200 (ESTIMATE).', 'b200/power_cap_exponent', 'estimate', '2026');

INSERT INTO calibrations VALUES ('gb300/power_cap_exponent', 'GB300 power-cap exponent',
  'accelerator', 'gb300', 'power_cap_exponent', 0.64, '', 'estimate',
  'No published GB300 throughput at a power limit found: the Hopper value, as for GB200 (ESTIMATE).', 'gb200/power_cap_exponent', 'estimate', '2026');

---------------------------------------------------------------------------------------------------
-- weight_only_gemm_share (issue 28): a GEMM whose weights are stored in 4 bits and dequantized in the kernel's
-- main loop beside 16-bit activations (Marlin-class W4A16: GPT-OSS's MXFP4 experts on Hopper, which has no FP4
-- tensor-core path), as a share of the same GEMM in 16 bits at large token counts. On Hopper such kernels are bound
-- by issuing the dequantization instructions, not by the tensor cores (sglang PR #38884: 64 of 220 instructions of
-- the inner loop are MMAs). Serving's routed experts stored in mxfp4 / nvfp4 / int4 take it (ServingSetup).
---------------------------------------------------------------------------------------------------
INSERT INTO calibrations VALUES ('h100-sxm/weight_only_gemm_share', 'H100 weight-only (W4A16) GEMM share',
  'accelerator', 'h100-sxm', 'weight_only_gemm_share', 0.61, '', 'microbenchmark',
  'Marlin W4A16 (int4 weights, FP16 activations) against cuBLAS FP16 on H100 80GB HBM3, n = k = 8,192: 412.6 / 698.6, 412.4 / 676.6, 408.8 / 669.5, 407.7 / 652.3, 406.3 / 648.5 TFLOP/s at M = 1,024 ... 16,384 = 0.59, 0.61, 0.61, 0.63, 0.63: mean 0.61 (a second H100 run: Marlin 414.7 / 407.8 / 403.9 TFLOP/s at M = 1,024 / 4,096 / 16,384). Check: 0.61 x the serving GEMM rate (0.514 x 989 TFLOP/s) = 310 TFLOP/s against Marlin MoE W4A16 measured in live servers at 254 TFLOP/s (sglang PR #38884, nsys, 16K-token forwards) and about 293 (FlagGems PR #4350, Mixtral shapes at 4K-32K tokens). Newer kernels do better (Humming int4 0.72-0.75, FP4 weights 0.89-0.97 in the same tables): the value is the kernels the 2025 runtimes shipped. Measured on Marlin INT4 dense GEMMs; TensorRT-LLM runs GPT-OSS''s MXFP4 experts on Hopper with Triton MoE kernels, taken as the same class (not measured apart).',
  'inclusionAI/humming PR #2, H100 benchmark results (benchmarks/results/h100/dense_n8192_k8192_g0); sgl-project/sglang PR #38884; flagos-ai/FlagGems PR #4350',
  'measured', '2026');
INSERT INTO calibrations VALUES ('h200-sxm/weight_only_gemm_share', 'H200 weight-only (W4A16) GEMM share',
  'accelerator', 'h200-sxm', 'weight_only_gemm_share', 0.61, '', 'scaled',
  'The H100 value: the same GH100 SMs and clocks issue the same dequantization instructions; HBM does not bind at large token counts.',
  'h100-sxm/weight_only_gemm_share', 'estimate', '2026');
INSERT INTO calibrations VALUES ('h800/weight_only_gemm_share', 'H800 weight-only (W4A16) GEMM share',
  'accelerator', 'h800', 'weight_only_gemm_share', 0.61, '', 'scaled',
  'The H100 value: the same GH100 SMs and tensor cores.', 'h100-sxm/weight_only_gemm_share', 'estimate', '2026');
