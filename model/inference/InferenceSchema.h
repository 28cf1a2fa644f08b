#pragma once
// The inference.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSpec.h"

namespace fleet::schema_rows {

inline constexpr ResultSpec kInferenceResultRows[] = {
    {"inference.arithmetic_intensity", U::FlopPerByte, B::Higher,
     "Decode arithmetic intensity",
     "Arithmetic intensity of one decode step at the set batch: FLOPs per byte of weights read from HBM."},
    {"inference.attainable_flops_per_s", U::FlopPerSecond, B::Higher,
     "Attainable decode throughput",
     "Throughput decode can reach on one accelerator under the roofline: peak, or HBM bandwidth times decode intensity."},
    {"inference.compute_s_per_token", U::Seconds, B::Lower,
     "Compute time per token",
     "Arithmetic time of one decoded token of one sequence at peak throughput, single-accelerator equivalent."},
    {"inference.decode_s_per_token", U::Seconds, B::Lower,
     "Decode time per token (bandwidth floor)",
     "Memory-bandwidth floor of one decode step: the time to stream all weights from one accelerator's HBM."},
    {"inference.decode_s_per_token_tp", U::Seconds, B::Lower,
     "Decode time per token, tensor-parallel",
     "Memory-bandwidth floor of one decode step with the weights spread by ideal tensor parallelism over the devices holding them."},
    {"inference.devices_to_hold_weights", U::Count, B::Lower,
     "Accelerators to hold the weights",
     "Accelerators whose HBM is needed just to hold the model weights, before KV cache and activations."},
    {"inference.kv_cache_bytes", U::Bytes, B::Neither,
     "KV cache",
     "KV cache of the batch at full context: keys and values of every layer and token."},
    {"inference.memory_bound_fraction", U::Fraction, B::Lower,
     "Memory-bound share of decode",
     "Share of decode time bound by HBM bandwidth rather than arithmetic at the set batch."},
    {"inference.prefill_arithmetic_intensity", U::FlopPerByte, B::Higher,
     "Prefill arithmetic intensity (upper bound)",
     "Upper bound on the arithmetic intensity of prefill, counting weight traffic only."},
    {"inference.tokens_per_s", U::TokensPerSecond, B::Higher,
     "Decode throughput",
     "Decode throughput at the set batch in tokens per second, single-accelerator equivalent."},
    {"inference.utilization", U::Fraction, B::Higher,
     "Decode utilization of peak",
     "Share of peak throughput decode attains under the roofline at the set batch."},
    {"inference.weights_bytes", U::Bytes, B::Neither,
     "Weight bytes",
     "Size of the model weights at the inference precision."},
};

} // namespace fleet::schema_rows
