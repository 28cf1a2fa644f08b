-- FleetPlanner built-in catalog: serving (issue 14, model/serving).
-- 1. serving_calibration: one row per accelerator (schema 003_serving_calibration.sql).
--    hbm_efficiency: achieved HBM share from STREAM-type kernels (Triad / spec) where measured - Azure
--      AI-benchmarking-guide, Azure_Results/ND_{A100_v4,H100_v5,H200_v5}_results.md, section "HBM Bandwidth":
--      A100 80GB 1.70 of 2.04 TB/s = 0.83, H100 2.97 of 3.35 = 0.89, H200 4.15 of 4.8 = 0.86; elsewhere their
--      mean, 0.86 (estimate).
--    Per iteration the runtime pays (schema 7, issue 28 part 2; docs/models.md "Serving calibration"):
--      gemm_share 0.72 of the accelerator's large-GEMM efficiency at the serving precision (the calibrations
--        table's gemm_efficiency_16bit / _fp8 that the training step uses: H100 0.714 BF16, 0.630 FP8; A100 0.773),
--        reached by GEMMs of F½ = gemm_half_gflop 1.7 GFLOP and up (F / (F + F½), F one of a layer's 4 weight
--        GEMMs per accelerator: decode's skinny GEMMs reach less);
--      layer_overhead_us 80 per layer: launches and the gaps between a layer's kernels (8B, 32 layers: 2.6 ms —
--        the 2-3 ms above the weight read that TensorRT-LLM's 8B H100 latency shows, hopper-measurements part 2);
--      sequence_overhead_us 6 per sequence (host scheduling, sampling); step_overhead_us 0.
--      Fitted on every serving measurement together (tests/model/tst_serving_calibration.cpp, one test that
--      replays them and prints the errors): the 7 issue-14 points (H100 FP8, 70B, TP 2), the TensorRT-LLM
--      throughput tables (8B TP1 and 70B TP2/TP8, H100 FP8 and A100 FP16) and the low-load latencies (TensorRT-LLM
--      and NIM 8B/70B, vLLM batch 8, TensorRT-LLM 0.9 batch-1 TTFT) of ../shared/data/hopper-measurements.md
--      parts 2 and 3, minimizing the largest error of the issue-14 set (at most 15 %) and then of the others.
--      The same runtime constants on every accelerator (they are the software's); compute_efficiency is kept for
--      rows without gemm_share (user rows before schema 7).
-- 2. models: Llama 2 70B, the MLPerf Inference LLM (preset llama2-70b-mlperf-offline).
-- Column order (serving_calibration): id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us,
--   layer_overhead_us, gemm_half_gflop, gemm_share,
--   notes, source, kind, as_of

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('h100-sxm', 0.89, 0.466, 0, 6, 80, 1.7, 0.72,
        'Calibrated (docs/models.md, Serving calibration; the errors per data set: tests/model/tst_serving_calibration.cpp). HBM share: STREAM Triad 2.97 TB/s of 3.35 (Copy 2.90 = 0.87). Per iteration: GEMMs at gemm_share 0.72 of the training calibration''s large-GEMM efficiency at the serving precision (FP8 0.630, BF16 0.714; FP8 large GEMMs alone reach 70.9 % in the ML Engineering MAMF table), the share a whole step sustains beside attention, element-wise kernels and quantization, reached by GEMMs of 1.7 GFLOP and up; 80 us per layer (launches and kernel gaps: the 2-3 ms above the weight read in TensorRT-LLM''s 8B latency) and 6 us per sequence (scheduling, sampling) of host work, no per-iteration constant (the 16 ms one fitted on 70B at large batch made small models 3 x too slow, issue 28). Fitted on every serving measurement together, the issue-14 points first (at most 15 %). compute_efficiency 0.466 (the earlier fit: 922 TFLOP/s of the FP8 peak) serves only rows without gemm_share.',
        'Azure AI-benchmarking-guide ND_H100_v5_results.md (HBM Bandwidth); mlcommons/inference_results_v4.0 closed/NVIDIA/results/DGX-H100_H100-SXM-80GBx8_TRT/llama2-70b-99.9 Offline and Server mlperf_log_summary.txt; NVIDIA TensorRT-LLM docs/source/performance/perf-overview.md (Llama 3.3 70B, H100 TP2 FP8); stas00 ml-engineering compute/accelerator/README.md (MAMF)',
        'measured', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('h200-sxm', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'HBM share measured (STREAM Triad 4.15 of 4.8 TB/s). Same GH100 compute die as the H100 (the MAMF table: "H200 is the same"), so the H100 compute share; H100 overheads (runtime software, not the chip).',
        'Azure AI-benchmarking-guide ND_H200_v5_results.md (HBM Bandwidth); stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('a100-sxm-80gb', 0.83, 0.504, 0, 6, 80, 1.7, 0.72,
        'HBM share measured (STREAM Triad 1.70 of 2.04 TB/s). Compute share 0.466 x 86.9 / 80.3 (A100 SXM vs H100 SXM BF16 MAMF). H100 overheads.',
        'Azure AI-benchmarking-guide ND_A100_v4_results.md (HBM Bandwidth); stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('b200', 0.86, 0.45, 0, 6, 80, 1.7, 0.72,
        'No published HBM STREAM figure: mean of A100/H100/H200 (0.86). Compute share 0.466 x 77.6 / 80.3 (B200 vs H100 BF16 MAMF; the FP8 ratio 76.3 / 70.9 would give 0.50). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('gb200', 0.86, 0.40, 0, 6, 80, 1.7, 0.72,
        'No published HBM STREAM figure: 0.86 as for B200. Compute share 0.466 x 69.8 / 80.3 (the B200 BF16 MAMF, 1,745 TFLOP/s, against the GB200 dense 2,500; H100 80.3 %). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('mi300x', 0.86, 0.298, 0, 6, 80, 1.7, 0.72,
        'No published HBM STREAM figure found: 0.86. Compute share 0.466 x 51.4 / 80.3 (MI300X vs H100 BF16 MAMF, ROCm 6.3). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('gaudi2', 0.86, 0.562, 0, 6, 80, 1.7, 0.72,
        'No HBM STREAM figure: 0.86. Compute share 0.466 x 96.9 / 80.3 (Gaudi 2 vs H100 BF16 MAMF). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('gaudi3', 0.86, 0.43, 0, 6, 80, 1.7, 0.72,
        'No HBM STREAM figure: 0.86. Compute share 0.466 x 74.1 / 80.3 (Gaudi 3 vs H100 BF16 MAMF). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('v100-sxm2', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86).',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('tpu-v1', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86).',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('tpu-v2', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86).',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('tpu-v3', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86).',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('tpu-v4', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86).',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('tpu-v5p', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86).',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('wse-3', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured memory share (0.86), applied to the on-wafer SRAM the catalog lists as its memory.',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO models (id, name, params, active_params, layers, hidden, heads, kv_heads, vocab, ffn_hidden, notes, source, kind, as_of)
VALUES ('llama2-70b', 'Llama 2 70B', 68976648192, NULL, 80, 8192, 64, 8, 32000, 28672,
        'The MLPerf Inference LLM (v4.0 onwards, Llama-2-70b-chat-hf). 68,976,648,192 parameters = 80 x (2 x 8192^2 + 2 x 8192 x 1024 + 3 x 8192 x 28672 + 2 x 8192) + 2 x 32000 x 8192 + 8192 (gated MLP, untied output head). GQA with 8 KV heads of dimension 128.',
        'Touvron et al. 2023, Llama 2: Open Foundation and Fine-Tuned Chat Models, Table 1; meta-llama/Llama-2-70b-hf config.json; mlcommons/inference language/llama2-70b/README.md',
        'spec', '2023');
UPDATE models SET head_dim = 128, attention = 'gqa', mlp = 'gated', tied_embeddings = 0 WHERE id = 'llama2-70b';

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('h800', 0.89, 0.466, 0, 6, 80, 1.7, 0.72,
        'The H100 row (issue 29): the same die, HBM and tensor cores; only NVLink differs, which a replica''s TP collectives read from the link row.',
        'h100-sxm serving calibration', 'estimate', '2026');

-- Issue 30 part 3: the accelerators on order. As their siblings: the mean STREAM share 0.86 (no STREAM figure
-- published for any of them), the compute share scaled by the BF16 MAMF efficiency against the H100's 80.3 %, the
-- H100 runtime overheads.
INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('b300', 0.86, 0.456, 0, 6, 80, 1.7, 0.72,
        'No published HBM STREAM figure: 0.86 as for B200. Compute share 0.466 x 78.6 / 80.3 (B300 vs H100 BF16 MAMF). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('gb300', 0.86, 0.41, 0, 6, 80, 1.7, 0.72,
        'No published HBM STREAM figure: 0.86 as for GB200. Compute share 0.466 x 70.8 / 80.3 (the B300 BF16 MAMF, 1,769 TFLOP/s, against the GB300 dense 2,500; H100 80.3 %), as gb200 takes the B200''s. H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('mi325x', 0.86, 0.348, 0, 6, 80, 1.7, 0.72,
        'No published HBM STREAM figure found: 0.86. Compute share 0.466 x 60.0 / 80.3 (MI325X vs H100 BF16 MAMF, ROCm 6.2.4). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('mi355x', 0.86, 0.361, 0, 6, 80, 1.7, 0.72,
        'No published HBM STREAM figure found: 0.86. Compute share 0.466 x 62.2 / 80.3 (MI355X BF16 MAMF 1,565 against the catalog dense 2,516.6, vs H100; ROCm 7.0.2). H100 overheads.',
        'stas00 ml-engineering compute/accelerator/README.md (MAMF); H100 fit (this file)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('tpu-v6e', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86), as for the other TPUs.',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');

INSERT INTO serving_calibration (id, hbm_efficiency, compute_efficiency, step_overhead_us, sequence_overhead_us, layer_overhead_us, gemm_half_gflop, gemm_share, notes, source, kind, as_of)
VALUES ('tpu-v7', 0.86, 0.466, 0, 6, 80, 1.7, 0.72,
        'No serving or MAMF measurement in the sources: the H100 compute share and overheads, the mean measured HBM share (0.86), as for the other TPUs.',
        'H100 fit (this file); Azure AI-benchmarking-guide (HBM mean)',
        'estimate', '2026');
