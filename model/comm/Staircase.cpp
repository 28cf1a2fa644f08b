#include "comm/Staircase.h"

namespace fleet {

std::vector<StaircaseTier> buildStaircase(const std::vector<StaircaseInput>& tiers, Bytes message)
{
    std::vector<StaircaseTier> out;
    out.reserve(tiers.size());
    for (const StaircaseInput& t : tiers)
        out.push_back({t.id, t.name, t.cost, transferTime(message, t.cost), 0.0});
    for (size_t i = 0; i + 1 < out.size(); ++i)
        out[i].cliffToNext = out[i].cost.beta / out[i + 1].cost.beta;
    return out;
}

} // namespace fleet
