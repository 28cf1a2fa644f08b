#pragma once
// The dispatch and combine all-to-alls of a Mixture-of-Experts layer (issue 29; docs/models.md "Mixture-of-Experts
// step" and "Serving: expert parallelism"): how many copies of a routed token leave its GPU on each tier, and what one
// exchange costs. The training step (stepkernel::moeLayer) and the serving kernel (serving.ep) both price their
// all-to-alls here. Seed §1 MoE (L1784), §3 AllToAll as the most demanding collective (L2527); DeepSeek-V3 report
// §3.2.2 (dispatch, combine, node-limited routing).
#include "plan/Placement.h"

#include <algorithm>
#include <cmath>

namespace fleet {

// Copies of one routed token sent to other ranks inside its scale-up domain (`up`) and to other domains (`out`).
struct AllToAllCopies {
    double up = 0.0;
    double out = 0.0;
};

// An EP group of n ranks with k per scale-up domain over D domains, top-k routing: a token's copies go to other ranks
// of its domain ((k − 1)/n of them) and to other domains (1 − k/n). A fused dispatcher (DeepEP class) sends a token
// once to each remote domain its experts are in (expected (D − 1)(1 − (1 − 1/D)^topK), at most maxDomainsPerToken of
// the D − 1 others: node-limited routing) and forwards it inside the domain, so every copy leaving the GPU crosses the
// domain's link once.
inline AllToAllCopies allToAllCopies(const GroupSpan& span, double topK, bool fused, double maxDomainsPerToken)
{
    const double n = span.ranks, k = span.perDomain, D = span.domains;
    AllToAllCopies c{topK * (k - 1.0) / n, topK * (1.0 - k / n)};
    if (fused) {
        c.up = topK * (1.0 - 1.0 / n);
        if (D > 1.0) {
            double remote = (D - 1.0) * (1.0 - std::pow(1.0 - 1.0 / D, topK));
            if (maxDomainsPerToken > 0)
                remote = std::min(remote, maxDomainsPerToken * (D - 1.0) / D);
            c.out = remote;
        }
    }
    return c;
}

// A path collectives take: α per ring step (per exchange for an all-to-all), β the achieved bandwidth per direction
// (per GPU for an all-to-all). The training step's and the serving kernel's plain-number link.
struct CommPath {
    double alpha = 0; // s
    double beta = 1;  // B/s
};

// One all-to-all of `copies` of `tokenBytes` each, split over the tiers: within the scale-up domain over its link, to
// other domains over the accelerator's NIC, concurrently.
inline double allToAllSeconds(double tokenBytes, const AllToAllCopies& copies, const CommPath& up,
                              const CommPath& out)
{
    const double inside = copies.up > 0 ? up.alpha + tokenBytes * copies.up / up.beta : 0.0;
    const double across = copies.out > 0 ? out.alpha + tokenBytes * copies.out / out.beta : 0.0;
    return std::max(inside, across);
}

} // namespace fleet
