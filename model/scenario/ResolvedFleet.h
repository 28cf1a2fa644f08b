#pragma once
// A scenario's catalog references resolved to catalog rows. `fleet.node = auto` picks the catalog node
// built from the chosen accelerator with the chosen count, else derives a generic node from the
// accelerator (and says so in `node->generic`).
#include "hardware/Catalog.h"
#include "plan/ModelArchitecture.h"
#include "results/Issue.h"
#include "scenario/Scenario.h"
#include "units/Precision.h"
#include "units/TrainingRecipe.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace fleet {

// The node no accelerator resolves to: every field empty (what `node` points at until one is resolved).
const Node& unresolvedNode();

struct ResolvedFleet {
    const Accelerator* accelerator = nullptr;
    // Never null: the catalog row (not copied: an evaluation reads it where the catalog holds it), the generic node
    // derived from the accelerator (held by `ownNode`, shared so every copy of the fleet points at the same one), or
    // unresolvedNode().
    const Node* node = &unresolvedNode();
    std::shared_ptr<const Node> ownNode;
    const Link* scaleUp = nullptr;
    const Link* scaleOut = nullptr;
    const Link* hostLink = nullptr;
    const Cooling* cooling = nullptr;
    const Region* region = nullptr;
    std::optional<Precision> trainingPrecision; // the format of training.precision (an FP8 or FP4 recipe's is FP8)
    ScalingRecipe trainingRecipe = ScalingRecipe::None;
    std::optional<Precision> inferencePrecision;
    double acceleratorCount = 0.0;
    // The model served (serving.model): the plan's model, or the catalog model it names; empty when that row
    // has no transformer shape (an error names serving.model).
    std::optional<ModelInputs> servedModel;
    // The plan's model and the served one counted once (plan/ModelArchitecture countParameters): every kernel and
    // result that needs the total, active or routed-expert parameters reads these (plan/ModelLibrary).
    ParameterCount modelCount;
    ParameterCount servedCount;

    // A node no catalog holds becomes the fleet's.
    void adopt(Node n)
    {
        ownNode = std::make_shared<const Node>(std::move(n));
        node = ownNode.get();
    }

    bool complete() const
    {
        return accelerator && scaleUp && scaleOut && hostLink && cooling && region && trainingPrecision &&
               inferencePrecision && servedModel;
    }
};

// The dense peak the plan's training GEMMs run at (hardware/Accelerator.h gemmPeakFor: the FP4 peak for nvfp4, else
// the training precision's); nothing when the accelerator has no such path (or the fleet is not resolved).
std::optional<FlopPerSecond> trainingPeakFor(const ResolvedFleet& f);

// Resolves what it can; every reference it cannot resolve becomes an Error issue naming the key.
ResolvedFleet resolveFleet(const Scenario& s, const Catalog& c, std::vector<Issue>& issues);

} // namespace fleet
