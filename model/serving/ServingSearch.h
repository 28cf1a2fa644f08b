#pragma once
// The serving search (issue 14): every combination of accelerator × weight precision × EP × TP × batch for the plan's
// serving workload, each sized by the serving kernel directly (no evaluate()), ranked by the accelerators the
// load needs (or, without a load, by output tokens per second per accelerator) or by cost per million output
// tokens. Separate from the training design search (model/search), which it does not touch.
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"
#include "serving/ServingEconomics.h"
#include "serving/ServingKernel.h"

#include <atomic>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace fleet {

enum class ServingObjective { Accelerators, Cost };

struct ServingSearchSpec {
    std::vector<std::string> accelerators; // catalog ids; empty = the plan's fleet.accelerator
    std::vector<std::string> precisions;   // inference.precision values; empty = the plan's
    std::vector<int> tps;                  // empty = 1, 2, 4, … ≤ the scale-up domain
    std::vector<int> eps;                  // serving.ep values (MoE); empty = the plan's. TPs not dividing one are skipped
    std::vector<int> batches;              // empty = {0}: the largest batch that meets the targets
    ServingObjective objective = ServingObjective::Accelerators;
};

enum class ServingStatus { Ok, NoPrecision, DoesNotFit, BatchTooLarge, TpotUnmet, TtftUnmet, NoReplica, NoPrice };
std::string_view toString(ServingStatus s);   // "ok", "no-precision", "does-not-fit", …
std::string_view describe(ServingStatus s);   // in words

struct ServingCandidate {
    std::string accelerator;
    std::string precision;
    std::string missingPrecision; // NoPrecision: the one without a path (precision, or serving.expertCompute's)
    int tp = 0;
    int ep = 1;
    int cp = 1;    // the plan's serving.cp (the search does not vary it)
    int batch = 0; // as asked (0 = chosen for the targets)
    ServingStatus status = ServingStatus::Ok;
    FleetSizing sizing;
    ServingEconomics economics;
    std::string message; // why it was rejected (empty when ok)
    bool valid() const { return status == ServingStatus::Ok; }
};

struct ServingSearchResult {
    std::vector<ServingCandidate> candidates; // in enumeration order: accelerator, precision, ep, tp, batch
    std::vector<size_t> ranking;              // valid candidates, best first
    double elapsedSeconds = 0.0;
    std::string error;                        // bad spec (names the key)
    bool cancelled = false;                   // `cancel` was seen: candidates and ranking are partial
};

// Empty when the spec is valid; otherwise a message naming the key (unknown accelerator or precision, TP or
// batch out of range).
std::string validateServingSearch(const Scenario& s, const Catalog& c, const ServingSearchSpec& spec);
// `progress` (if given) receives the fraction done, per accelerator; `cancel` (if given) is polled per accelerator
// and stops the search early (the GUI's Serving configurations search runs it off its thread).
ServingSearchResult runServingSearch(const Scenario& s, const Catalog& c, const ServingSearchSpec& spec,
                                     const std::function<void(double)>& progress = {},
                                     const std::atomic<bool>* cancel = nullptr);

} // namespace fleet
