#pragma once
// serving.* results (issue 14): the serving kernel (ServingKernel) evaluated for the plan and wrapped with
// derivations, the issues a serving plan can raise, and the power, energy, carbon and cost of the serving fleet.
//
// A plan can be a training plan, a serving plan, or both:
//  - serving.requestsPerSecond = 0 (no load): the plan's own fleet (fleet.*) serves; serving.* is its capacity
//    at the latency targets (offline when both targets are 0), and its power and cost are the plan's.
//  - serving.requestsPerSecond > 0: a serving fleet is sized for the load from the plan's accelerator and node
//    (serving.replicas, serving.accelerators, serving.nodes); fleet.* stays the training fleet, so a plan with
//    both describes two fleets on one site, region and price list. serving.it_w, serving.usd_per_million_tokens
//    and the rest are the serving fleet's own; power.*, carbon.* and tco.* stay the plan's fleet.
//
// The serving fleet's power, energy, carbon and cost come from the power, carbon and TCO models' pure functions
// applied to it alone (ServingEconomics); nothing is read from the other domains' results.
//
// Two steps (issue #12): computeServing (ServingResult.h) computes the typed ServingResult, plain numbers with no
// strings and no allocation; publishServingResults writes it as serving.* values, their derivations (built only
// when the Results' Detail asks) and the issues, in the parts of ServingPublish.h: capacity and TP
// (ServingCapacityResults), the step (ServingDecodeResults), latency and fleet sizing (ServingLatencyResults),
// power, carbon and cost (ServingCostResults).
#include "hardware/Catalog.h"
#include "results/Results.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"
#include "serving/ServingResult.h"

namespace fleet {

// `r` as serving.* results and issues (`f`: the fleet `r` was computed for).
void publishServingResults(const ServingResult& r, const Scenario& s, const ResolvedFleet& f, Results& out);
// computeServing, then publishServingResults; returns the typed result.
ServingResult addServingResults(const Scenario& s, const ResolvedFleet& f, const Catalog& c, Results& out);

} // namespace fleet
