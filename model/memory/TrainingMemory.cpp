#include "memory/TrainingMemory.h"

namespace fleet {

TrainingMemory trainingMemoryPerGpu(const TrainingMemoryInputs& in)
{
    TrainingMemory m;
    m.weightBytesPerParam = trainingStorageBytes(in.precision);
    m.gradBytesPerParam = m.weightBytesPerParam;
    m.optimizerBytesPerParam = 8.0;
    m.masterBytesPerParam = (in.masterWeights && m.weightBytesPerParam < 4.0) ? 4.0 : 0.0;
    const double P = in.params;
    m.fullState = bytes(P * (m.weightBytesPerParam + m.gradBytesPerParam + m.optimizerBytesPerParam +
                             m.masterBytesPerParam));
    const double modelParallel = in.tp * in.pp;
    const double perRank = P / modelParallel;
    m.weights = bytes(perRank * m.weightBytesPerParam / (in.zeroStage >= 3 ? in.dp : 1.0));
    m.grads = bytes(perRank * m.gradBytesPerParam / (in.zeroStage >= 2 ? in.dp : 1.0));
    const double optShard = in.zeroStage >= 1 ? in.dp : 1.0;
    const Bytes optimizer = bytes(perRank * m.optimizerBytesPerParam / optShard);
    const Bytes master = bytes(perRank * m.masterBytesPerParam / optShard);
    if (in.optimizer == OptimizerPlacement::Gpu) {
        m.optimizer = optimizer;
        m.master = master;
    } else {
        m.offloaded = optimizer + master;
    }
    m.activations = in.activations;
    m.buffers = in.buffers;
    m.total = m.weights + m.grads + m.optimizer + m.master + m.activations + m.buffers;
    return m;
}

Bytes activationBytesPerGpu(double s, double b, double h, double a, double layers, double tp, bool checkpointing)
{
    const double perLayerFull = s * b * h * (34.0 + 5.0 * a * s / h) / tp;
    if (!checkpointing)
        return bytes(layers * perLayerFull);
    const double perLayerInput = 2.0 * s * b * h / tp;
    return bytes(layers * perLayerInput + perLayerFull);
}

Bytes kvCacheBytes(double layers, double kvHeads, double headDim, double context, double batch, Precision p)
{
    return bytes(2.0 * layers * kvHeads * headDim * context * batch * bytesPerValue(p));
}

} // namespace fleet
