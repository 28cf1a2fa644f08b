#include "inference/Decode.h"

#include "compute/Roofline.h"

#include <algorithm>
#include <cmath>

namespace fleet {

DecodeEstimate estimateDecode(double params, Precision precision, double batch, FlopPerSecond peak,
                              BytesPerSecond bandwidth, Bytes hbmCapacity, double readParams, double activeParams)
{
    DecodeEstimate e{};
    e.weights = bytes(params * bytesPerValue(precision));
    const bool sparse = readParams > 0.0 && activeParams > 0.0;
    e.read = sparse ? bytes(readParams * bytesPerValue(precision)) : e.weights;
    e.intensity = sparse ? flop(2.0 * activeParams * batch) / e.read : decodeIntensity(batch, precision);
    e.memoryTime = e.read / bandwidth;
    e.computePerToken = flop(2.0 * (sparse ? activeParams : params)) / peak;
    e.computePerStep = e.computePerToken * batch;
    e.memoryBoundFraction = e.memoryTime / (e.memoryTime + e.computePerStep);
    e.devicesToHold = hbmCapacity.si() > 0.0 ? std::ceil(e.weights / hbmCapacity) : 0.0;
    e.memoryTimeSharded = e.memoryTime / std::max(1.0, e.devicesToHold);
    e.attainable = attainable(peak, bandwidth, e.intensity);
    e.utilization = e.attainable / peak;
    e.tokensPerSecond = batch / std::max(e.memoryTime, e.computePerStep).si();
    return e;
}

} // namespace fleet
