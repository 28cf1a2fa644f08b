#pragma once
// Series builder for the Serving tab (issue 14): the throughput–latency curve of a replica, one point per batch
// size from 1 to the KV-cache capacity (log-spaced), each the steady state of continuous batching at that batch.
#include "serving/ServingKernel.h"

#include <vector>

namespace fleet {

// Empty when nothing fits at `tp`. Offline workloads (no latency target) leave the slot queue out. Disaggregated
// (w.disaggregated), the decode replicas' curve with `sizing`'s prefill pool's KV hand-off in the TPOT.
std::vector<LatencyPoint> throughputLatencyCurve(const ServingModel& m, const ServingHardware& hw,
                                                 const ServingWorkload& w, const FleetSizing& sizing, int points = 48);

} // namespace fleet
