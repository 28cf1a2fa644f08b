#include "models/ResultLabels.h"

#include <QCoreApplication>
#include <QHash>

namespace fleet::app {

namespace {
const char* const kContext = "ResultLabels";
}

QString resultLabel(const QString& key)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("compute.peak_flops_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Peak throughput (serving precision)")},
        {QStringLiteral("compute.hbm_bytes_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "HBM bandwidth")},
        {QStringLiteral("compute.ridge_flop_per_byte"), QT_TRANSLATE_NOOP("ResultLabels", "Ridge point (serving precision)")},
        {QStringLiteral("compute.training_peak_flops_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Peak throughput (training precision)")},
        {QStringLiteral("compute.training_ridge_flop_per_byte"), QT_TRANSLATE_NOOP("ResultLabels", "Ridge point (training precision)")},
        {QStringLiteral("inference.weights_bytes"), QT_TRANSLATE_NOOP("ResultLabels", "Weight bytes")},
        {QStringLiteral("inference.arithmetic_intensity"), QT_TRANSLATE_NOOP("ResultLabels", "Decode arithmetic intensity")},
        {QStringLiteral("inference.decode_s_per_token"), QT_TRANSLATE_NOOP("ResultLabels", "Decode time per token (bandwidth floor)")},
        {QStringLiteral("inference.compute_s_per_token"), QT_TRANSLATE_NOOP("ResultLabels", "Compute time per token")},
        {QStringLiteral("inference.memory_bound_fraction"), QT_TRANSLATE_NOOP("ResultLabels", "Memory-bound share of decode")},
        {QStringLiteral("inference.devices_to_hold_weights"), QT_TRANSLATE_NOOP("ResultLabels", "Accelerators to hold the weights")},
        {QStringLiteral("inference.decode_s_per_token_tp"), QT_TRANSLATE_NOOP("ResultLabels", "Decode time per token, tensor-parallel")},
        {QStringLiteral("inference.attainable_flops_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Attainable decode throughput")},
        {QStringLiteral("inference.utilization"), QT_TRANSLATE_NOOP("ResultLabels", "Decode utilization of peak")},
        {QStringLiteral("inference.tokens_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Decode throughput")},
        {QStringLiteral("inference.prefill_arithmetic_intensity"), QT_TRANSLATE_NOOP("ResultLabels", "Prefill arithmetic intensity (upper bound)")},
        {QStringLiteral("training.total_flops"), QT_TRANSLATE_NOOP("ResultLabels", "Training compute (6·P·D)")},
        {QStringLiteral("training.cluster_flops_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Sustained cluster throughput")},
        {QStringLiteral("training.ideal_s"), QT_TRANSLATE_NOOP("ResultLabels", "Ideal training time")},
        {QStringLiteral("training.wall_s"), QT_TRANSLATE_NOOP("ResultLabels", "Wall-clock training time")},
        {QStringLiteral("training.after_scaling_s"), QT_TRANSLATE_NOOP("ResultLabels", "… after scaling efficiency")},
        {QStringLiteral("training.after_bubble_s"), QT_TRANSLATE_NOOP("ResultLabels", "… after pipeline bubble")},
        {QStringLiteral("training.after_checkpoint_s"), QT_TRANSLATE_NOOP("ResultLabels", "… after checkpointing")},
        {QStringLiteral("training.after_failures_s"), QT_TRANSLATE_NOOP("ResultLabels", "… after failures")},
        {QStringLiteral("training.after_maintenance_s"), QT_TRANSLATE_NOOP("ResultLabels", "… after maintenance")},
        {QStringLiteral("training.accelerator_hours"), QT_TRANSLATE_NOOP("ResultLabels", "Accelerator-hours")},
        {QStringLiteral("training.arithmetic_intensity"), QT_TRANSLATE_NOOP("ResultLabels", "Training arithmetic intensity")},
        {QStringLiteral("inference.kv_cache_bytes"), QT_TRANSLATE_NOOP("ResultLabels", "KV cache")},
        {QStringLiteral("memory.full_state_bytes"), QT_TRANSLATE_NOOP("ResultLabels", "Training state, unsharded")},
        {QStringLiteral("memory.weights_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "Weights per GPU")},
        {QStringLiteral("memory.grads_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "Gradients per GPU")},
        {QStringLiteral("memory.optimizer_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "Optimizer state per GPU")},
        {QStringLiteral("memory.master_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "FP32 master copy per GPU")},
        {QStringLiteral("memory.activations_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "Activations per GPU")},
        {QStringLiteral("memory.buffers_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "Buffers per GPU")},
        {QStringLiteral("memory.total_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "Total memory per GPU")},
        {QStringLiteral("memory.hbm_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "HBM per GPU")},
        {QStringLiteral("memory.headroom_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "HBM headroom")},
        {QStringLiteral("memory.fits"), QT_TRANSLATE_NOOP("ResultLabels", "Fits in HBM")},
        {QStringLiteral("memory.offloaded_bytes_per_gpu"), QT_TRANSLATE_NOOP("ResultLabels", "Offloaded optimizer per GPU")},
        {QStringLiteral("memory.offload_transfer_s"), QT_TRANSLATE_NOOP("ResultLabels", "Offload transfer per step")},
        {QStringLiteral("comm.crossover_bytes"), QT_TRANSLATE_NOOP("ResultLabels", "α-β crossover (scale-out)")},
        {QStringLiteral("comm.scale_up_crossover_bytes"), QT_TRANSLATE_NOOP("ResultLabels", "α-β crossover (scale-up)")},
        {QStringLiteral("comm.dp_gradient_bytes"), QT_TRANSLATE_NOOP("ResultLabels", "Gradient shard per replica")},
        {QStringLiteral("comm.dp_allreduce_s"), QT_TRANSLATE_NOOP("ResultLabels", "DP AllReduce (ring)")},
        {QStringLiteral("comm.dp_allreduce_tree_s"), QT_TRANSLATE_NOOP("ResultLabels", "DP AllReduce (tree)")},
        {QStringLiteral("comm.dp_allreduce_hierarchical_s"), QT_TRANSLATE_NOOP("ResultLabels", "DP AllReduce (hierarchical)")},
        {QStringLiteral("comm.tp_message_bytes"), QT_TRANSLATE_NOOP("ResultLabels", "TP AllReduce message")},
        {QStringLiteral("comm.tp_allreduce_s_per_layer"), QT_TRANSLATE_NOOP("ResultLabels", "TP AllReduce per layer")},
        {QStringLiteral("comm.tp_allreduce_s_per_step"), QT_TRANSLATE_NOOP("ResultLabels", "TP AllReduce per step")},
        {QStringLiteral("comm.pp_transfer_s"), QT_TRANSLATE_NOOP("ResultLabels", "Pipeline stage transfer")},
        {QStringLiteral("comm.step_compute_s"), QT_TRANSLATE_NOOP("ResultLabels", "Compute per step")},
        {QStringLiteral("comm.step_comm_s"), QT_TRANSLATE_NOOP("ResultLabels", "Communication per step")},
        {QStringLiteral("comm.compute_fraction"), QT_TRANSLATE_NOOP("ResultLabels", "Compute share of a step")},
        {QStringLiteral("comm.intensity_bytes_per_flop"), QT_TRANSLATE_NOOP("ResultLabels", "Communication intensity")},
        {QStringLiteral("comm.amdahl_max_speedup"), QT_TRANSLATE_NOOP("ResultLabels", "Amdahl bound on speed-up")},
        {QStringLiteral("staircase.hbm_bytes_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: HBM bandwidth")},
        {QStringLiteral("staircase.hbm_transfer_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: message over HBM")},
        {QStringLiteral("staircase.scale_up_bytes_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: scale-up bandwidth")},
        {QStringLiteral("staircase.scale_up_transfer_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: message over scale-up")},
        {QStringLiteral("staircase.host_bytes_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: host link bandwidth")},
        {QStringLiteral("staircase.host_transfer_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: message over host link")},
        {QStringLiteral("staircase.scale_out_bytes_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: scale-out bandwidth")},
        {QStringLiteral("staircase.scale_out_transfer_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: message over scale-out")},
        {QStringLiteral("staircase.storage_bytes_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: storage bandwidth")},
        {QStringLiteral("staircase.storage_transfer_s"), QT_TRANSLATE_NOOP("ResultLabels", "Staircase: message from storage")},
        {QStringLiteral("staircase.scale_up_to_scale_out_ratio"), QT_TRANSLATE_NOOP("ResultLabels", "Scale-up / scale-out cliff")},
        {QStringLiteral("fabric.hosts"), QT_TRANSLATE_NOOP("ResultLabels", "Hosts on the fabric")},
        {QStringLiteral("fabric.max_hosts"), QT_TRANSLATE_NOOP("ResultLabels", "Topology capacity (hosts)")},
        {QStringLiteral("fabric.tiers_used"), QT_TRANSLATE_NOOP("ResultLabels", "Switch tiers used")},
        {QStringLiteral("fabric.pods"), QT_TRANSLATE_NOOP("ResultLabels", "Pods")},
        {QStringLiteral("fabric.rails"), QT_TRANSLATE_NOOP("ResultLabels", "Rails")},
        {QStringLiteral("fabric.leaf_down_ports"), QT_TRANSLATE_NOOP("ResultLabels", "Leaf ports down")},
        {QStringLiteral("fabric.leaf_up_ports"), QT_TRANSLATE_NOOP("ResultLabels", "Leaf ports up")},
        {QStringLiteral("fabric.oversubscription_effective"), QT_TRANSLATE_NOOP("ResultLabels", "Oversubscription (built)")},
        {QStringLiteral("fabric.switches"), QT_TRANSLATE_NOOP("ResultLabels", "Switches")},
        {QStringLiteral("fabric.switches_tier1"), QT_TRANSLATE_NOOP("ResultLabels", "… leaf switches")},
        {QStringLiteral("fabric.switches_tier2"), QT_TRANSLATE_NOOP("ResultLabels", "… spine switches")},
        {QStringLiteral("fabric.switches_tier3"), QT_TRANSLATE_NOOP("ResultLabels", "… core switches")},
        {QStringLiteral("fabric.links"), QT_TRANSLATE_NOOP("ResultLabels", "Links")},
        {QStringLiteral("fabric.links_host_leaf"), QT_TRANSLATE_NOOP("ResultLabels", "… host–leaf")},
        {QStringLiteral("fabric.links_leaf_spine"), QT_TRANSLATE_NOOP("ResultLabels", "… leaf–spine")},
        {QStringLiteral("fabric.links_spine_core"), QT_TRANSLATE_NOOP("ResultLabels", "… spine–core")},
        {QStringLiteral("fabric.links_copper"), QT_TRANSLATE_NOOP("ResultLabels", "… copper (in rack)")},
        {QStringLiteral("fabric.links_optical"), QT_TRANSLATE_NOOP("ResultLabels", "… optical")},
        {QStringLiteral("fabric.transceivers"), QT_TRANSLATE_NOOP("ResultLabels", "Transceivers")},
        {QStringLiteral("fabric.ports"), QT_TRANSLATE_NOOP("ResultLabels", "Switch ports in use")},
        {QStringLiteral("fabric.bisection_bytes_per_s"), QT_TRANSLATE_NOOP("ResultLabels", "Bisection bandwidth")},
        {QStringLiteral("fabric.bisection_bytes_per_s_nonblocking"), QT_TRANSLATE_NOOP("ResultLabels", "Bisection if non-blocking")},
        {QStringLiteral("fabric.avg_hops"), QT_TRANSLATE_NOOP("ResultLabels", "Average switch hops")},
        {QStringLiteral("fabric.max_hops"), QT_TRANSLATE_NOOP("ResultLabels", "Worst switch hops")},
        {QStringLiteral("fabric.avg_latency_s"), QT_TRANSLATE_NOOP("ResultLabels", "Average switching latency")},
        {QStringLiteral("fabric.worst_latency_s"), QT_TRANSLATE_NOOP("ResultLabels", "Worst switching latency")},
        {QStringLiteral("fabric.power_w"), QT_TRANSLATE_NOOP("ResultLabels", "Fabric power")},
        {QStringLiteral("fabric.switch_power_w"), QT_TRANSLATE_NOOP("ResultLabels", "… switches")},
        {QStringLiteral("fabric.optics_power_w"), QT_TRANSLATE_NOOP("ResultLabels", "… optics")},
        {QStringLiteral("fabric.cost_usd"), QT_TRANSLATE_NOOP("ResultLabels", "Fabric cost")},
        {QStringLiteral("fabric.switch_cost_usd"), QT_TRANSLATE_NOOP("ResultLabels", "… switches")},
        {QStringLiteral("fabric.optics_cost_usd"), QT_TRANSLATE_NOOP("ResultLabels", "… optics")},
        {QStringLiteral("fabric.pfc_storm_daily_probability"), QT_TRANSLATE_NOOP("ResultLabels", "PFC storm risk per day")},
    };
    const auto it = labels.constFind(key);
    return it == labels.constEnd() ? key : QCoreApplication::translate(kContext, it.value());
}

QString domainLabel(const QString& domain)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("compute"), QT_TRANSLATE_NOOP("ResultLabels", "Compute")},
        {QStringLiteral("inference"), QT_TRANSLATE_NOOP("ResultLabels", "Inference")},
        {QStringLiteral("training"), QT_TRANSLATE_NOOP("ResultLabels", "Training")},
        {QStringLiteral("memory"), QT_TRANSLATE_NOOP("ResultLabels", "Memory")},
        {QStringLiteral("comm"), QT_TRANSLATE_NOOP("ResultLabels", "Communication")},
        {QStringLiteral("staircase"), QT_TRANSLATE_NOOP("ResultLabels", "Bandwidth staircase")},
        {QStringLiteral("fabric"), QT_TRANSLATE_NOOP("ResultLabels", "Fabric")},
    };
    const auto it = labels.constFind(domain);
    return it == labels.constEnd() ? domain : QCoreApplication::translate(kContext, it.value());
}

} // namespace fleet::app
