// The comm.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSchemaRows.h"

namespace fleet {

namespace {
using U = ResultUnit;
using B = Better;
constexpr ResultSpec kRows[] = {
    {"comm.amdahl_max_speedup", U::None, B::Higher,
     "Amdahl bound on speed-up",
     "Amdahl bound on the speed-up from adding accelerators while the per-step communication time stays fixed."},
    {"comm.compute_fraction", U::Fraction, B::Higher,
     "Compute share of a step",
     "Share of a step spent computing rather than communicating, equal to the scaling efficiency in this simple model."},
    {"comm.crossover_bytes", U::Bytes, B::Neither,
     "α-β crossover (scale-out)",
     "Message size at which the scale-out link turns from latency-bound to bandwidth-bound (its latency times its bandwidth)."},
    {"comm.dp_allreduce_hierarchical_s", U::Seconds, B::Lower,
     "DP AllReduce (hierarchical)",
     "Data-parallel gradient AllReduce time per step done hierarchically: reduce in the node, ring across nodes, gather in the node."},
    {"comm.dp_allreduce_s", U::Seconds, B::Lower,
     "DP AllReduce (ring)",
     "Data-parallel gradient AllReduce time per step as a flat ring over the scale-out link, not overlapped with compute."},
    {"comm.dp_allreduce_tree_s", U::Seconds, B::Lower,
     "DP AllReduce (tree)",
     "Data-parallel gradient AllReduce time per step as a pipelined double binary tree over the scale-out link."},
    {"comm.dp_gradient_bytes", U::Bytes, B::Neither,
     "Gradient shard per replica",
     "Gradient shard each data-parallel ring reduces every step: one replica's gradients split over its TP and PP ranks."},
    {"comm.intensity_bytes_per_flop", U::BytePerFlop, B::Lower,
     "Communication intensity",
     "Communication intensity: bytes each rank sends per FLOP it computes in a step; higher means more network-bound."},
    {"comm.pp_transfer_s", U::Seconds, B::Lower,
     "Pipeline stage transfer",
     "Time to send one micro-batch's activations across one pipeline stage boundary over the scale-out link."},
    {"comm.scale_up_crossover_bytes", U::Bytes, B::Neither,
     "α-β crossover (scale-up)",
     "Message size at which the scale-up link (NVLink) turns from latency-bound to bandwidth-bound."},
    {"comm.step_comm_s", U::Seconds, B::Lower,
     "Communication per step",
     "Communication time per step in the simple model (DP ring AllReduce plus TP AllReduces), assuming no overlap."},
    {"comm.step_compute_s", U::Seconds, B::Lower,
     "Compute per step",
     "Compute time per step in the simple model: the step's model FLOPs at the fleet's peak throughput times the assumed MFU."},
    {"comm.tp_allreduce_s_per_layer", U::Seconds, B::Lower,
     "TP AllReduce per layer",
     "Time of one tensor-parallel ring AllReduce of a layer's activations over the scale-up link."},
    {"comm.tp_allreduce_s_per_step", U::Seconds, B::Lower,
     "TP AllReduce per step",
     "Tensor-parallel AllReduce time per step: one forward and one backward AllReduce per layer of a pipeline stage."},
    {"comm.tp_message_bytes", U::Bytes, B::Neither,
     "TP AllReduce message",
     "Size of one tensor-parallel AllReduce message: one micro-batch's activation tensor in 16-bit precision."},
};
} // namespace

std::span<const ResultSpec> commResultRows() { return kRows; }

} // namespace fleet
