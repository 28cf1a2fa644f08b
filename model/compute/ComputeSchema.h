#pragma once
// The compute.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSpec.h"

namespace fleet::schema_rows {

inline constexpr ResultSpec kComputeResultRows[] = {
    {"compute.hbm_bytes_per_s", U::BytesPerSecond, B::Higher,
     "HBM bandwidth",
     "HBM bandwidth of one accelerator, from the catalog."},
    {"compute.peak_flops_per_s", U::FlopPerSecond, B::Higher,
     "Peak throughput (serving precision)",
     "Dense peak throughput of one accelerator at the serving (inference) precision."},
    {"compute.ridge_flop_per_byte", U::FlopPerByte, B::Neither,
     "Ridge point (serving precision)",
     "Roofline ridge point at serving precision: the arithmetic intensity above which kernels are compute-bound."},
    {"compute.training_peak_flops_per_s", U::FlopPerSecond, B::Higher,
     "Peak throughput (training precision)",
     "Dense peak throughput of one accelerator at the training precision."},
    {"compute.training_ridge_flop_per_byte", U::FlopPerByte, B::Neither,
     "Ridge point (training precision)",
     "Roofline ridge point at training precision: the arithmetic intensity above which kernels are compute-bound."},
};

} // namespace fleet::schema_rows
