-- FleetPlanner catalog schema, version 7 (PRAGMA user_version = 7): serving latency from physics (issue 28 part 2).
--   layer_overhead_us  per layer and batching iteration: the kernel launches and the gaps between a layer's kernels
--                      that CUDA graphs leave (t_layer; 8B: 32 layers, 70B: 80)
--   gemm_half_gflop    the size of one of a layer's weight GEMMs (per accelerator) at which serving GEMMs reach half
--                      their large-GEMM efficiency: skinny decode GEMMs reach less of the peak (F½)
--   gemm_share         serving GEMMs' share of the accelerator's large-GEMM efficiency at the serving precision (the
--                      calibrations table's gemm_efficiency_16bit / _fp8, which the training step uses). NULL = the
--                      row's compute_efficiency, a share of the dense peak at any precision (rows before version 7).

ALTER TABLE serving_calibration ADD COLUMN layer_overhead_us REAL;
ALTER TABLE serving_calibration ADD COLUMN gemm_half_gflop REAL;
ALTER TABLE serving_calibration ADD COLUMN gemm_share REAL;
