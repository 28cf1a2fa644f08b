#pragma once
// Autoregressive decode on one accelerator (seed §2 memory wall L1412, HBM generations L1510-1520,
// memory bandwidth and token latency notebook L1528-1549).
#include "units/Precision.h"
#include "units/Quantity.h"

namespace fleet {

struct DecodeEstimate {
    Bytes weights;               // P · bytes/param
    Bytes read;                  // what one decode step reads (the weights; an MoE model: dense + touched experts)
    FlopPerByte intensity;       // 2B / bytes
    Seconds memoryTime;          // read / BW: the bandwidth floor of one decode step
    Seconds computePerToken;     // 2P / R_peak
    Seconds computePerStep;      // B · 2P / R_peak
    double memoryBoundFraction;  // T_mem / (T_mem + T_compute,step)
    double devicesToHold;        // ceil(weights / HBM capacity)
    Seconds memoryTimeSharded;   // weights / (devices · BW): the floor with tensor parallelism across them
    FlopPerSecond attainable;    // min(R_peak, BW · I)
    double utilization;          // attainable / R_peak
    double tokensPerSecond;      // B / max(T_mem, T_compute,step)
};

// `readParams` and `activeParams` (0 = params): what a step reads and computes per token when they differ from what
// is stored — a Mixture-of-Experts model reads its dense part and the experts the batch touches, and computes its
// active parameters (issue 29).
DecodeEstimate estimateDecode(double params, Precision precision, double batch, FlopPerSecond peak,
                              BytesPerSecond bandwidth, Bytes hbmCapacity, double readParams = 0.0,
                              double activeParams = 0.0);

} // namespace fleet
