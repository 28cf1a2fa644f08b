#include "evaluate/PowerCapSeries.h"

#include "evaluate/Evaluate.h"
#include "power/PowerModel.h"

#include <algorithm>
#include <cmath>

namespace fleet {

namespace {

constexpr int kSteps = 13; // 35 %, 40 %, … 95 %, 100 % of the TDP: 5 % apart
static_assert(kLowestMeasuredPowerShare == 0.35, "the series starts at the lowest measured share");

} // namespace

PowerCapSeries powerCapSeries(const Scenario& s, const Catalog& c)
{
    PowerCapSeries out;
    const Accelerator* a = c.accelerator(s.fleet.accelerator);
    if (!a || !(a->tdp.si() > 0.0))
        return out;
    const double tdp = a->tdp.si();
    out.tdpWatts = tdp;
    out.planCapWatts = s.power.capWatts > 0.0 && s.power.capWatts < tdp ? s.power.capWatts : tdp;
    std::vector<double> caps;
    caps.reserve(kSteps + 1);
    for (int i = 0; i <= kSteps; ++i) // whole percentages, so that 70 % of 700 W is 490 W exactly
        caps.push_back(tdp * std::min(100.0, 35.0 + 5.0 * i) / 100.0);
    caps.push_back(out.planCapWatts);
    std::sort(caps.begin(), caps.end());
    caps.erase(std::unique(caps.begin(), caps.end(), [](double x, double y) { return std::fabs(x - y) < 1e-6; }),
               caps.end());
    Scenario v = s;
    for (const double cap : caps) {
        v.power.capWatts = cap >= tdp ? 0.0 : cap;
        const Results r = evaluate(v, c, Detail::Values);
        const auto wall = r.value("training.wall_s");
        const auto energy = r.value("carbon.energy_j");
        if (wall && energy && *wall > 0.0 && std::isfinite(*wall))
            out.points.push_back({cap, *wall, *energy});
    }
    return out;
}

} // namespace fleet
