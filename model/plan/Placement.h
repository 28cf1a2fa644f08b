#pragma once
// The one placement rule (issue 27): for a parallel group of a layout on a machine, which tier it spans — how
// many of its members share a scale-up domain, how many domains and nodes it spans, and whether its scale-out
// part crosses the fabric's leaf domain. The step kernel, the serving kernel, the memory grid, the search's
// enumeration and rejection and the communication results all ask this, so they cannot disagree.
//
// Members of a group are `stride` ranks apart (ParallelLayout's rank order), ranks fill a domain before the next
// (Megatron places rank r on accelerator r mod g of node ⌊r / g⌋). With D accelerators per domain:
//   members per domain  k = 1 when stride ≥ D, else min(n, D / stride)
//   domains spanned     ⌈n / k⌉; a group that fits one domain but does not tile it (n does not divide D/stride)
//                       has members straddling two domains, and lockstep training runs at that group's pace
//   node extent         n · stride / g   (beyond the leaf when it exceeds the leaf domain's nodes)
//   leaves spanned      ⌈extent / leaf nodes⌉ for a group that leaves its domain, else 1 (the fabric's traffic)
// Seed §2 (L2034-2060): TP inside the NVLink domain; DP and PP across it.
#include "plan/MachineHierarchy.h"
#include "plan/ParallelLayout.h"

namespace fleet {

struct GroupSpan {
    double ranks = 1;
    double stride = 1;
    double perDomain = 1;   // members sharing one scale-up domain
    double domains = 1;     // scale-up domains the group spans
    double extentNodes = 1; // nodes from its first member to its last
    double leaves = 1;      // the fabric's leaf domains it spans: ⌈extent / leaf nodes⌉ once it leaves its domain
    bool beyondLeaf = false;
    bool leavesDomain() const { return domains > 1.0; }
};

GroupSpan placeRanks(double ranks, double stride, const MachineHierarchy& m);

inline GroupSpan placeGroup(const ParallelLayout& l, ParallelGroup g, const MachineHierarchy& m)
{
    return placeRanks(l.size(g), l.stride(g), m);
}

} // namespace fleet
