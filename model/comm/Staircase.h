#pragma once
// The bandwidth staircase of a fleet (seed §2 bandwidth hierarchy, Table 2.9 L1956-1962, Fig. 2.12, the
// 10 GB notebook L1974-1982 and 'the cost of crossing the cliff' L2189-2195): each tier's per-direction
// bandwidth and latency, the time to move one message across it, and the cliff to the next tier.
#include "comm/Collectives.h"
#include "results/Text.h"

#include <string>
#include <vector>

namespace fleet {

struct StaircaseTier {
    std::string id;    // "hbm", "scale_up", "host", "scale_out", "storage"
    Text name;         // "HBM3", "NVLink 4.0", ... (translatable where it is a phrase)
    LinkCost cost;
    Seconds transfer;  // α + n/β for the message
    double cliffToNext = 0.0; // β_this / β_next (0 for the last tier)
};

struct StaircaseInput {
    std::string id;
    Text name;
    LinkCost cost;
};

std::vector<StaircaseTier> buildStaircase(const std::vector<StaircaseInput>& tiers, Bytes message);

} // namespace fleet
