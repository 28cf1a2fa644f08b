#include "plan/Placement.h"

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {
bool whole(double x) { return std::fabs(x - std::round(x)) < 1e-9; }
} // namespace

GroupSpan placeRanks(double ranks, double stride, const MachineHierarchy& m)
{
    GroupSpan s;
    s.ranks = std::max(1.0, ranks);
    s.stride = std::max(1.0, stride);
    const double D = std::max(1.0, m.scaleUpDomain);
    if (s.stride >= D) {
        s.perDomain = 1.0; // every member in a domain of its own
        s.domains = s.ranks;
    } else {
        const double fit = D / s.stride; // members of one group a domain can hold
        if (s.ranks <= fit) {
            // Groups of n tile the domain only when n divides what it holds; otherwise some group straddles two
            // domains (TP 16 in a 72-GPU NVL72 domain: ranks 64-79), and the slowest group sets the step's pace.
            s.perDomain = s.ranks;
            s.domains = s.ranks > 1.0 && !whole(fit / s.ranks) ? 2.0 : 1.0;
        } else {
            s.perDomain = std::max(1.0, fit);
            s.domains = std::ceil(s.ranks / s.perDomain - 1e-9);
        }
    }
    s.extentNodes = s.ranks * s.stride / std::max(1.0, m.acceleratorsPerNode);
    s.beyondLeaf = s.domains > 1.0 && s.extentNodes > m.nodesPerLeafDomain;
    if (s.domains > 1.0 && m.nodesPerLeafDomain > 0.0)
        s.leaves = std::max(1.0, std::ceil(s.extentNodes / m.nodesPerLeafDomain - 1e-9));
    return s;
}

} // namespace fleet
