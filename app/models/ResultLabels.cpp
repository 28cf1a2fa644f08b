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
    };
    const auto it = labels.constFind(domain);
    return it == labels.constEnd() ? domain : QCoreApplication::translate(kContext, it.value());
}

} // namespace fleet::app
