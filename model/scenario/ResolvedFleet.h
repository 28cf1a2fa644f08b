#pragma once
// A scenario's catalog references resolved to catalog rows. `fleet.node = auto` picks the catalog node
// built from the chosen accelerator with the chosen count, else derives a generic node from the
// accelerator (and says so in `node.generic`).
#include "hardware/Catalog.h"
#include "results/Issue.h"
#include "scenario/Scenario.h"
#include "units/Precision.h"

#include <optional>
#include <vector>

namespace fleet {

struct ResolvedFleet {
    const Accelerator* accelerator = nullptr;
    Node node;
    const Link* scaleUp = nullptr;
    const Link* scaleOut = nullptr;
    const Link* hostLink = nullptr;
    const Cooling* cooling = nullptr;
    const Region* region = nullptr;
    std::optional<Precision> trainingPrecision;
    std::optional<Precision> inferencePrecision;
    double acceleratorCount = 0.0;

    bool complete() const
    {
        return accelerator && scaleUp && scaleOut && hostLink && cooling && region && trainingPrecision &&
               inferencePrecision;
    }
};

// Resolves what it can; every reference it cannot resolve becomes an Error issue naming the key.
ResolvedFleet resolveFleet(const Scenario& s, const Catalog& c, std::vector<Issue>& issues);

} // namespace fleet
