#pragma once
// Where the scenario's workloads sit on the roofline (seed §2 Roofline model, Fig. 2.9 and the
// '175B on H100' worked example, L1609-1653): decode at the serving batch, prefill, and a training
// micro-batch, each at its attainable throughput on its precision's roof.
#include "compute/Roofline.h"
#include "hardware/Accelerator.h"
#include "scenario/Scenario.h"

#include <vector>

namespace fleet {

std::vector<WorkloadPoint> workloadPoints(const Accelerator& a, const Scenario& s);

} // namespace fleet
