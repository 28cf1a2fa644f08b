#include "search/NearOptimal.h"

#include "evaluate/Evaluate.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>

namespace fleet {

std::vector<std::int64_t> fastestConfigurations(const SearchResult& r, std::size_t n)
{
    std::vector<std::int64_t> valid;
    for (const SearchRecord& rec : r.records)
        if (rec.valid())
            valid.push_back(rec.index);
    const auto faster = [&](std::int64_t a, std::int64_t b) {
        const SearchRecord &x = r.records[static_cast<size_t>(a)], &y = r.records[static_cast<size_t>(b)];
        if (x.wallSeconds != y.wallSeconds)
            return x.wallSeconds < y.wallSeconds;
        if (x.costUsd != y.costUsd)
            return x.costUsd < y.costUsd;
        return a < b;
    };
    const std::size_t k = std::min(n, valid.size());
    std::partial_sort(valid.begin(), valid.begin() + static_cast<std::ptrdiff_t>(k), valid.end(), faster);
    valid.resize(k);
    return valid;
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

bool objectivesCollinear(const SearchSpec& spec, const SearchResult& r)
{
    // Ratios rounded to 6 significant digits: the same fleet's rates agree to ~1e-12.
    const auto rounded = [](double v) {
        if (!(v > 0.0) || !std::isfinite(v))
            return v;
        const double scale = std::pow(10.0, 5 - std::floor(std::log10(v)));
        return std::round(v * scale) / scale;
    };
    // The fleet of a configuration: the mixed-radix number of its fleet.* axes' value indices (the index's digits,
    // first axis slowest, as searchAssignments decodes them) — no assignments built per record.
    std::map<std::int64_t, std::pair<double, double>> rateOf; // fleet → (cost, carbon) per second
    for (const SearchRecord& rec : r.records) {
        if (!rec.valid() || !(rec.wallSeconds > 0.0))
            continue;
        std::int64_t fleet = 0, index = rec.index, radix = 1;
        for (std::size_t k = spec.axes.size(); k-- > 0;) {
            const auto n = static_cast<std::int64_t>(spec.axes[k].values.size());
            if (spec.axes[k].key.rfind("fleet.", 0) == 0) {
                fleet += (index % n) * radix;
                radix *= n;
            }
            index /= n;
        }
        const std::pair<double, double> rate{rounded(rec.costUsd / rec.wallSeconds),
                                             rounded(rec.carbonKg / rec.wallSeconds)};
        const auto [at, inserted] = rateOf.emplace(fleet, rate);
        if (!inserted && at->second != rate)
            return false; // two rates on one fleet: a real trade-off
    }
    return !rateOf.empty();
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
    out.collinear = r.valid > 1 && objectivesCollinear(spec, r);
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
