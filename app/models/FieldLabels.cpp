#include "models/FieldLabels.h"

#include <QCoreApplication>
#include <QHash>

namespace fleet::app {

namespace {
const char* const kCtx = "FieldLabels";
}

QString fieldLabel(const QString& key)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("fleet.accelerator"), QT_TRANSLATE_NOOP("FieldLabels", "Accelerator")},
        {QStringLiteral("fleet.node"), QT_TRANSLATE_NOOP("FieldLabels", "Node")},
        {QStringLiteral("fleet.acceleratorsPerNode"), QT_TRANSLATE_NOOP("FieldLabels", "Accelerators per node")},
        {QStringLiteral("fleet.nodes"), QT_TRANSLATE_NOOP("FieldLabels", "Nodes")},
        {QStringLiteral("fleet.nodesPerRack"), QT_TRANSLATE_NOOP("FieldLabels", "Nodes per rack")},
        {QStringLiteral("fleet.scaleUpDomain"), QT_TRANSLATE_NOOP("FieldLabels", "NVLink domain")},
        {QStringLiteral("fleet.scaleUpLink"), QT_TRANSLATE_NOOP("FieldLabels", "Scale-up link")},
        {QStringLiteral("fleet.scaleOutLink"), QT_TRANSLATE_NOOP("FieldLabels", "Scale-out link")},
        {QStringLiteral("fleet.cooling"), QT_TRANSLATE_NOOP("FieldLabels", "Cooling")},
        {QStringLiteral("fleet.region"), QT_TRANSLATE_NOOP("FieldLabels", "Grid region")},
        {QStringLiteral("fleet.hostLink"), QT_TRANSLATE_NOOP("FieldLabels", "Host link")},
        {QStringLiteral("fleet.storageBytesPerSecond"), QT_TRANSLATE_NOOP("FieldLabels", "Storage per node")},
        {QStringLiteral("facility.pue"), QT_TRANSLATE_NOOP("FieldLabels", "PUE")},
        {QStringLiteral("facility.electricityUsdPerKWh"), QT_TRANSLATE_NOOP("FieldLabels", "Electricity (USD/kWh)")},
        {QStringLiteral("facility.coolantDeltaT"), QT_TRANSLATE_NOOP("FieldLabels", "Coolant ΔT (K)")},
        {QStringLiteral("facility.wueLPerKWh"), QT_TRANSLATE_NOOP("FieldLabels", "WUE (L/kWh)")},
        {QStringLiteral("facility.cduCapacityWatts"), QT_TRANSLATE_NOOP("FieldLabels", "CDU capacity")},
        {QStringLiteral("power.averageFraction"), QT_TRANSLATE_NOOP("FieldLabels", "Average power / TDP")},
        {QStringLiteral("power.capWatts"), QT_TRANSLATE_NOOP("FieldLabels", "Power cap per accelerator")},
        {QStringLiteral("power.nodeOverheadWatts"), QT_TRANSLATE_NOOP("FieldLabels", "Rest of node at peak")},
        {QStringLiteral("power.useRatedNodePower"), QT_TRANSLATE_NOOP("FieldLabels", "Use rated node power")},
        {QStringLiteral("reliability.switchMtbfHours"), QT_TRANSLATE_NOOP("FieldLabels", "Switch MTBF (h)")},
        {QStringLiteral("reliability.checkpointIntervalSeconds"), QT_TRANSLATE_NOOP("FieldLabels", "Checkpoint interval (0 = optimal)")},
        {QStringLiteral("reliability.spares"), QT_TRANSLATE_NOOP("FieldLabels", "Spare nodes")},
        {QStringLiteral("reliability.repairHours"), QT_TRANSLATE_NOOP("FieldLabels", "Repair time (h)")},
        {QStringLiteral("reliability.weibullShape"), QT_TRANSLATE_NOOP("FieldLabels", "Weibull shape")},
        {QStringLiteral("reliability.monteCarloTrials"), QT_TRANSLATE_NOOP("FieldLabels", "Monte Carlo trials")},
        {QStringLiteral("facility.marketGCo2ePerKWh"), QT_TRANSLATE_NOOP("FieldLabels", "Market-based gCO2e/kWh")},
        {QStringLiteral("economics.facilityUsdPerWatt"), QT_TRANSLATE_NOOP("FieldLabels", "Facility build (USD/W)")},
        {QStringLiteral("economics.installationFraction"), QT_TRANSLATE_NOOP("FieldLabels", "Installation share")},
        {QStringLiteral("economics.maintenanceFraction"), QT_TRANSLATE_NOOP("FieldLabels", "Maintenance per year")},
        {QStringLiteral("economics.staffUsdPerYear"), QT_TRANSLATE_NOOP("FieldLabels", "Staff per year")},
        {QStringLiteral("fabric.topology"), QT_TRANSLATE_NOOP("FieldLabels", "Topology")},
        {QStringLiteral("fabric.switchRadix"), QT_TRANSLATE_NOOP("FieldLabels", "Switch radix")},
        {QStringLiteral("fabric.tiers"), QT_TRANSLATE_NOOP("FieldLabels", "Tiers")},
        {QStringLiteral("fabric.oversubscription"), QT_TRANSLATE_NOOP("FieldLabels", "Oversubscription (:1)")},
        {QStringLiteral("training.params"), QT_TRANSLATE_NOOP("FieldLabels", "Parameters")},
        {QStringLiteral("training.tokens"), QT_TRANSLATE_NOOP("FieldLabels", "Tokens")},
        {QStringLiteral("training.precision"), QT_TRANSLATE_NOOP("FieldLabels", "Precision")},
        {QStringLiteral("training.mfu"), QT_TRANSLATE_NOOP("FieldLabels", "MFU")},
        {QStringLiteral("training.tp"), QT_TRANSLATE_NOOP("FieldLabels", "Tensor parallel (TP)")},
        {QStringLiteral("training.pp"), QT_TRANSLATE_NOOP("FieldLabels", "Pipeline parallel (PP)")},
        {QStringLiteral("training.dp"), QT_TRANSLATE_NOOP("FieldLabels", "Data parallel (DP)")},
        {QStringLiteral("training.microBatch"), QT_TRANSLATE_NOOP("FieldLabels", "Micro-batch")},
        {QStringLiteral("training.gradientAccumulation"), QT_TRANSLATE_NOOP("FieldLabels", "Gradient accumulation")},
        {QStringLiteral("training.seqLen"), QT_TRANSLATE_NOOP("FieldLabels", "Sequence length")},
        {QStringLiteral("training.hidden"), QT_TRANSLATE_NOOP("FieldLabels", "Hidden size")},
        {QStringLiteral("training.layers"), QT_TRANSLATE_NOOP("FieldLabels", "Layers")},
        {QStringLiteral("training.zeroStage"), QT_TRANSLATE_NOOP("FieldLabels", "ZeRO stage")},
        {QStringLiteral("training.heads"), QT_TRANSLATE_NOOP("FieldLabels", "Attention heads")},
        {QStringLiteral("training.masterWeights"), QT_TRANSLATE_NOOP("FieldLabels", "FP32 master weights")},
        {QStringLiteral("training.optimizerOffload"), QT_TRANSLATE_NOOP("FieldLabels", "Optimizer offload")},
        {QStringLiteral("training.bufferBytes"), QT_TRANSLATE_NOOP("FieldLabels", "Comm. buffers per GPU")},
        {QStringLiteral("training.activationCheckpointing"), QT_TRANSLATE_NOOP("FieldLabels", "Activation recomputation")},
        {QStringLiteral("training.timeModel"), QT_TRANSLATE_NOOP("FieldLabels", "Time model")},
        {QStringLiteral("training.interleave"), QT_TRANSLATE_NOOP("FieldLabels", "Virtual stages (interleave)")},
        {QStringLiteral("training.sequenceParallel"), QT_TRANSLATE_NOOP("FieldLabels", "Sequence parallelism")},
        {QStringLiteral("training.ffnHidden"), QT_TRANSLATE_NOOP("FieldLabels", "MLP hidden size")},
        {QStringLiteral("training.kvHeads"), QT_TRANSLATE_NOOP("FieldLabels", "Key/value heads")},
        {QStringLiteral("training.vocab"), QT_TRANSLATE_NOOP("FieldLabels", "Vocabulary")},
        {QStringLiteral("training.globalBatch"), QT_TRANSLATE_NOOP("FieldLabels", "Global batch (sequences)")},
        {QStringLiteral("training.gatedMlp"), QT_TRANSLATE_NOOP("FieldLabels", "Gated MLP (SwiGLU)")},
        {QStringLiteral("training.flashAttention"), QT_TRANSLATE_NOOP("FieldLabels", "Fused attention (FlashAttention)")},
        {QStringLiteral("training.overlapGradReduce"), QT_TRANSLATE_NOOP("FieldLabels", "Overlap DP gradients")},
        {QStringLiteral("training.overlapTpComm"), QT_TRANSLATE_NOOP("FieldLabels", "Overlap TP comm.")},
        {QStringLiteral("training.scalingEfficiency"), QT_TRANSLATE_NOOP("FieldLabels", "Scaling efficiency η")},
        {QStringLiteral("training.pipelineBubble"), QT_TRANSLATE_NOOP("FieldLabels", "Pipeline bubble")},
        {QStringLiteral("training.checkpointOverhead"), QT_TRANSLATE_NOOP("FieldLabels", "Checkpoint overhead")},
        {QStringLiteral("training.failureOverhead"), QT_TRANSLATE_NOOP("FieldLabels", "Failure overhead")},
        {QStringLiteral("training.maintenanceOverhead"), QT_TRANSLATE_NOOP("FieldLabels", "Maintenance overhead")},
        {QStringLiteral("inference.params"), QT_TRANSLATE_NOOP("FieldLabels", "Parameters")},
        {QStringLiteral("inference.precision"), QT_TRANSLATE_NOOP("FieldLabels", "Precision")},
        {QStringLiteral("inference.batch"), QT_TRANSLATE_NOOP("FieldLabels", "Batch")},
        {QStringLiteral("inference.contextLen"), QT_TRANSLATE_NOOP("FieldLabels", "Context length")},
        {QStringLiteral("inference.layers"), QT_TRANSLATE_NOOP("FieldLabels", "Layers")},
        {QStringLiteral("inference.kvHeads"), QT_TRANSLATE_NOOP("FieldLabels", "KV heads")},
        {QStringLiteral("inference.headDim"), QT_TRANSLATE_NOOP("FieldLabels", "Head dimension")},
        {QStringLiteral("inference.hidden"), QT_TRANSLATE_NOOP("FieldLabels", "Hidden size")},
        {QStringLiteral("inference.heads"), QT_TRANSLATE_NOOP("FieldLabels", "Attention heads")},
        {QStringLiteral("serving.inputTokens"), QT_TRANSLATE_NOOP("FieldLabels", "Prompt tokens")},
        {QStringLiteral("serving.outputTokens"), QT_TRANSLATE_NOOP("FieldLabels", "Output tokens")},
        {QStringLiteral("serving.tp"), QT_TRANSLATE_NOOP("FieldLabels", "Serving TP (0 = smallest that fits)")},
        {QStringLiteral("serving.batch"), QT_TRANSLATE_NOOP("FieldLabels", "Serving batch (0 = for the targets)")},
        {QStringLiteral("serving.kvPrecision"), QT_TRANSLATE_NOOP("FieldLabels", "KV-cache precision")},
        {QStringLiteral("serving.requestsPerSecond"), QT_TRANSLATE_NOOP("FieldLabels", "Load (requests/s)")},
        {QStringLiteral("serving.ttftSeconds"), QT_TRANSLATE_NOOP("FieldLabels", "TTFT target p99 (s)")},
        {QStringLiteral("serving.tpotSeconds"), QT_TRANSLATE_NOOP("FieldLabels", "TPOT target p99 (s)")},
        {QStringLiteral("analysis.messageBytes"), QT_TRANSLATE_NOOP("FieldLabels", "Staircase message")},
        {QStringLiteral("reliability.acceleratorMtbfHours"), QT_TRANSLATE_NOOP("FieldLabels", "Accelerator MTBF (h)")},
        {QStringLiteral("reliability.nodeMtbfHours"), QT_TRANSLATE_NOOP("FieldLabels", "Node MTBF (h)")},
        {QStringLiteral("reliability.checkpointWriteSeconds"), QT_TRANSLATE_NOOP("FieldLabels", "Checkpoint write (s)")},
        {QStringLiteral("reliability.restartSeconds"), QT_TRANSLATE_NOOP("FieldLabels", "Restart (s)")},
        {QStringLiteral("reliability.runHours"), QT_TRANSLATE_NOOP("FieldLabels", "Run length (h)")},
        {QStringLiteral("economics.years"), QT_TRANSLATE_NOOP("FieldLabels", "Years")},
        {QStringLiteral("economics.utilization"), QT_TRANSLATE_NOOP("FieldLabels", "Utilization")},
        {QStringLiteral("economics.cloudUsdPerAcceleratorHour"), QT_TRANSLATE_NOOP("FieldLabels", "Cloud price (USD/h)")},
    };
    const auto it = labels.constFind(key);
    return it == labels.constEnd() ? key : QCoreApplication::translate(kCtx, it.value());
}

QString sectionTitle(const QString& section)
{
    static const QHash<QString, const char*> titles = {
        {QStringLiteral("fleet"), QT_TRANSLATE_NOOP("FieldLabels", "Accelerator && node")},
        {QStringLiteral("training"), QT_TRANSLATE_NOOP("FieldLabels", "Training job")},
        {QStringLiteral("inference"), QT_TRANSLATE_NOOP("FieldLabels", "Serving")},
        {QStringLiteral("fabric"), QT_TRANSLATE_NOOP("FieldLabels", "Fabric")},
        {QStringLiteral("facility"), QT_TRANSLATE_NOOP("FieldLabels", "Site && region")},
        {QStringLiteral("reliability"), QT_TRANSLATE_NOOP("FieldLabels", "Reliability")},
        {QStringLiteral("economics"), QT_TRANSLATE_NOOP("FieldLabels", "Economics")},
        {QStringLiteral("analysis"), QT_TRANSLATE_NOOP("FieldLabels", "Analysis")},
        {QStringLiteral("power"), QT_TRANSLATE_NOOP("FieldLabels", "Power")},
    };
    const auto it = titles.constFind(section);
    return it == titles.constEnd() ? section : QCoreApplication::translate(kCtx, it.value());
}

} // namespace fleet::app
