#pragma once
#include "evaluate/FabricTraffic.h"
#include "results/Results.h"

namespace fleet {

// fabric.traffic_* and fabric.spine_capacity_bytes_per_s (issue 29 part 6): the training job's bytes per accelerator
// and step by parallel group, its NIC and spine demand, the serving fleet's bytes per accelerator and second, both
// jobs' demand on the spine against its capacity, and the all-to-all's flows (seed L2961: N² for an EP group of N).
void addFabricTrafficResults(const FabricTraffic& t, Results& out);

} // namespace fleet
