#include "serving/ServingCurves.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleet {

std::vector<LatencyPoint> throughputLatencyCurve(const ServingModel& m, const ServingHardware& hw,
                                                 const ServingWorkload& w, const FleetSizing& sizing, int points)
{
    const int tp = sizing.tp;
    const double handoff = w.disaggregated ? sizing.prefillPool.kvTransferSeconds : 0.0;
    std::vector<LatencyPoint> out;
    const double context = std::max(w.inputTokens, 0.0) + std::max(w.outputTokens, 1.0);
    const double batchSlots = servingCapacity(m, hw, tp, context, w.ep, w.cp).maxBatch;
    if (batchSlots < 1.0 || points < 2)
        return out;
    const bool queue = !w.offline();
    // With a queue the last point stays one sequence below the slots (at the slots the queue never drains).
    const double top = queue ? std::max(1.0, batchSlots - 1.0) : batchSlots;
    out.reserve(static_cast<size_t>(points));
    double last = 0.0;
    for (int i = 0; i < points; ++i) {
        const double n = std::round(std::exp(std::log(top) * i / (points - 1)));
        if (n <= last)
            continue;
        last = n;
        out.push_back(latencyAt(m, hw, tp, w, n, batchSlots, queue, w.ep, handoff));
        // Disaggregated: the decode replica's curve; its TTFT is the prefill pool's, not a function of this batch.
        if (w.disaggregated)
            out.back().ttftMeanSeconds = out.back().ttftP50Seconds = out.back().ttftP99Seconds =
                std::numeric_limits<double>::quiet_NaN();
    }
    return out;
}

} // namespace fleet
