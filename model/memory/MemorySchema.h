#pragma once
// The memory.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSpec.h"

namespace fleet::schema_rows {

inline constexpr ResultSpec kMemoryResultRows[] = {
    {"memory.activations_bytes_per_gpu", U::Bytes, B::Lower,
     "Activations per GPU",
     "Activation memory one GPU holds for the backward pass under the chosen pipeline schedule and recomputation."},
    {"memory.buffers_bytes_per_gpu", U::Bytes, B::Lower,
     "Buffers per GPU",
     "Communication buffers reserved in HBM on each GPU."},
    {"memory.fits", U::Bool, B::Higher,
     "Fits in HBM",
     "Whether the training state, activations and buffers fit in one accelerator's HBM."},
    {"memory.full_state_bytes", U::Bytes, B::Neither,
     "Training state, unsharded",
     "Full training state of the model without sharding: weights, gradients, Adam moments and any FP32 master copy."},
    {"memory.grads_bytes_per_gpu", U::Bytes, B::Lower,
     "Gradients per GPU",
     "Gradient memory per GPU after tensor and pipeline splitting and any ZeRO-2 or ZeRO-3 sharding."},
    {"memory.hbm_bytes_per_gpu", U::Bytes, B::Higher,
     "HBM per GPU",
     "HBM capacity of one accelerator."},
    {"memory.headroom_bytes_per_gpu", U::Bytes, B::Higher,
     "HBM headroom",
     "HBM left free on each GPU after training state, activations and buffers; negative means the plan does not fit."},
    {"memory.master_bytes_per_gpu", U::Bytes, B::Lower,
     "FP32 master copy per GPU",
     "FP32 master copy of the weights per GPU when kept, after splitting and any ZeRO sharding."},
    {"memory.offload_transfer_s", U::Seconds, B::Lower,
     "Offload transfer per step",
     "Time per step to move the offloaded optimizer state to host memory or NVMe and back."},
    {"memory.offloaded_bytes_per_gpu", U::Bytes, B::Neither,
     "Offloaded optimizer per GPU",
     "Optimizer state (and master copy) per GPU kept in host DRAM or NVMe instead of HBM."},
    {"memory.optimizer_bytes_per_gpu", U::Bytes, B::Lower,
     "Optimizer state per GPU",
     "Adam optimizer state (FP32 moments) per GPU after splitting and any ZeRO sharding."},
    {"memory.total_bytes_per_gpu", U::Bytes, B::Lower,
     "Total memory per GPU",
     "Total HBM each GPU needs for training: weights, gradients, optimizer state, master copy, activations and buffers."},
    {"memory.weights_bytes_per_gpu", U::Bytes, B::Lower,
     "Weights per GPU",
     "Model weight memory per GPU after tensor and pipeline splitting and any ZeRO-3 sharding."},
};

} // namespace fleet::schema_rows
