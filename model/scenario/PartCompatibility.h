#pragma once
// Part compatibility (issue 13): parts that resolve but do not belong together, as Warning issues naming the input
// key and the fix. A scale-up link the accelerator does not have (the catalog's nodes built from it say which one
// it has), a scale-up or host link (NVLink, PCIe) used as the scale-out link, a node that holds another
// accelerator, and `fleet.node = auto` resolving to a generic node (an Info issue saying what it resolved to).
// Cooling that falls short of the rack's heat is reported by the power domain (PowerResults), where the heat is.
#include "hardware/Catalog.h"
#include "results/Issue.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"

#include <vector>

namespace fleet {

void checkPartCompatibility(const Scenario& s, const ResolvedFleet& f, const Catalog& c, std::vector<Issue>& issues);

} // namespace fleet
