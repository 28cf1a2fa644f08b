#include "search/NearOptimal.h"

#include "evaluate/Evaluate.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace fleet {

bool fasterRun(const SearchRecord& a, const SearchRecord& b)
{
    if (a.wallSeconds != b.wallSeconds)
        return a.wallSeconds < b.wallSeconds;
    if (a.costUsd != b.costUsd)
        return a.costUsd < b.costUsd;
    return a.index < b.index;
}

std::vector<std::int64_t> fastestConfigurations(const SearchResult& r, std::size_t n)
{
    std::vector<const SearchRecord*> valid;
    for (const SearchRecord& rec : r.records)
        if (rec.valid())
            valid.push_back(&rec);
    const std::size_t k = std::min(n, valid.size());
    std::partial_sort(valid.begin(), valid.begin() + static_cast<std::ptrdiff_t>(k), valid.end(),
                      [](const SearchRecord* a, const SearchRecord* b) { return fasterRun(*a, *b); });
    std::vector<std::int64_t> out;
    out.reserve(k);
    for (std::size_t i = 0; i < k; ++i)
        out.push_back(valid[i]->index);
    return out;
}

std::vector<AxisDifference> configurationDifferences(const SearchSpec& spec, std::int64_t index, std::int64_t reference)
{
    const auto a = searchAssignments(spec, index), b = searchAssignments(spec, reference);
    std::vector<AxisDifference> out;
    for (const auto& [key, value] : a) {
        if (key == "training.globalBatch") // held: the same in every configuration
            continue;
        const auto other = std::find_if(b.begin(), b.end(), [&](const auto& kv) { return kv.first == key; });
        if (other != b.end() && other->second != value)
            out.push_back({key, value, other->second});
    }
    return out;
}

FleetRates::FleetRates(const SearchSpec& spec) : m_axes(spec.axes)
{
    for (const SearchAxis& a : m_axes)
        m_fleetAxis.push_back(a.key.rfind("fleet.", 0) == 0);
}

void FleetRates::add(const SearchRecord& rec)
{
    if (!rec.valid() || !(rec.wallSeconds > 0.0))
        return;
    // Ratios rounded to 6 significant digits: the same fleet's rates agree to ~1e-12.
    const auto rounded = [](double v) {
        if (!(v > 0.0) || !std::isfinite(v))
            return v;
        const double scale = std::pow(10.0, 5 - std::floor(std::log10(v)));
        return std::round(v * scale) / scale;
    };
    // The fleet of a configuration: the mixed-radix number of its fleet.* axes' value indices (the index's digits,
    // first axis slowest, as searchAssignments decodes them) — no assignments built per record.
    axisValueIndices(m_axes, rec.index, m_at);
    std::int64_t fleet = 0, radix = 1;
    for (std::size_t k = m_axes.size(); k-- > 0;)
        if (m_fleetAxis[k]) {
            fleet += static_cast<std::int64_t>(m_at[k]) * radix;
            radix *= static_cast<std::int64_t>(m_axes[k].values.size());
        }
    const std::pair<double, double> rate{rounded(rec.costUsd / rec.wallSeconds), rounded(rec.carbonKg / rec.wallSeconds)};
    const auto [at, inserted] = m_rateOf.emplace(fleet, rate);
    if (!inserted && at->second != rate)
        m_differ = true; // two rates on one fleet: a real trade-off
}

bool objectivesCollinear(const SearchSpec& spec, const SearchResult& r)
{
    FleetRates rates(spec);
    for (const SearchRecord& rec : r.records)
        rates.add(rec);
    return rates.collinear();
}

std::string differenceText(const std::vector<AxisDifference>& differences)
{
    std::string out;
    for (const AxisDifference& d : differences) {
        if (!out.empty())
            out += ", ";
        const std::string_view key = d.key;
        out += std::string(key.substr(key.rfind('.') + 1)) + ' ' + toDisplayString(d.value) + " (" +
               toDisplayString(d.reference) + ')';
    }
    return out;
}

NearOptimal nearOptimal(const SearchSpec& spec, const SearchResult& r, std::size_t n)
{
    NearOptimal out;
    out.fastest = fastestConfigurations(r, n);
    for (std::int64_t i : out.fastest)
        out.differences.push_back(differenceText(configurationDifferences(spec, i, out.fastest.front())));
    out.collinear = r.valid > 1 && r.collinear;
    return out;
}

std::optional<Objectives> planObjectives(const SearchSpec& spec, const Catalog& catalog)
{
    Scenario s = spec.base;
    s.training.timeModel = "predicted";
    const Results res = evaluate(s, catalog, Detail::Values);
    const auto wall = res.value("training.wall_s"), cost = res.value("tco.usd_per_training_run"),
               carbon = res.value("carbon.total_kg");
    if (!wall || !cost || !carbon)
        return std::nullopt;
    return Objectives{*wall, *cost, *carbon};
}

} // namespace fleet
