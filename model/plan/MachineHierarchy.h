#pragma once
// The machine a plan runs on, as its parallel groups see it (issue 27): accelerator → node (host, storage, power,
// failures) → scale-up domain (the accelerators one NVLink/NVSwitch fabric joins: 8 for a DGX H100, 72 for a
// GB200 NVL72 rack of 18 four-GPU trays) → the scale-out fabric's leaf domain → the fabric above it.
// Seed §2 (带宽层级, L1956-1998): each step down the hierarchy costs an order of magnitude in bandwidth.
#include "results/Issue.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/Scenario.h"

#include <vector>

namespace fleet {

struct MachineHierarchy {
    double acceleratorsPerNode = 8;
    double scaleUpDomain = 8;        // accelerators per NVLink domain: a multiple or a divisor of the node's
    double nodes = 1;
    double nodesPerLeafDomain = 1e18; // nodes a group can span before it crosses the fabric's upper tier
    double beyondLeafDerate = 1;      // scale-out bandwidth divisor there (oversubscription, dragonfly globals)
    // Every accelerator of a scale-up domain reaches every other's memory (NVLink through NVSwitch): serving runtimes
    // run their two-shot all-reduce there (serving tpAllReduceIsRing). PCIe and other scale-up links keep NCCL's
    // ring. (DGX-1's NVLink cube-mesh is not fully connected and the runtimes fall back to NCCL there: not told apart.)
    bool scaleUpPeerAccess = false;

    double accelerators() const { return acceleratorsPerNode * nodes; }
};

// The scale-up domain in accelerators: fleet.scaleUpDomain, or (0) the node's catalog value, or the node itself.
std::int64_t scaleUpDomainOf(const Scenario& s, const ResolvedFleet& f);

// Node and domain only; the fabric's leaf domain is the caller's (StepFabric). The second form takes a domain
// already resolved (scaleUpDomainOf; 0 = the node) and its link, for the serving set-up of another accelerator's fleet.
MachineHierarchy machineHierarchy(const Scenario& s, const ResolvedFleet& f);
MachineHierarchy machineHierarchy(const Scenario& s, std::int64_t scaleUpDomain, const Link* scaleUpLink);

// Errors naming fleet.scaleUpDomain: a domain that is neither a multiple nor a divisor of the node, or one that
// does not tile the fleet (the fleet's accelerators not a whole number of domains).
void checkMachineHierarchy(const Scenario& s, const ResolvedFleet& f, std::vector<Issue>& issues);

} // namespace fleet
