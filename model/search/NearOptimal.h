#pragma once
// What a search knows beyond its Pareto front (issue 31, point 2). On one fleet the run's cost and carbon grow with
// its time, so the front holds one configuration per fleet and hides the runner-ups: the fastest configurations
// with what differs between them, whether the objectives are collinear (and the front thin for that reason), and
// where the plan itself lands.
#include "search/DesignSearch.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fleet {

// The order of fastestConfigurations: the shorter run, then the cheaper run, then the lower index.
bool fasterRun(const SearchRecord& a, const SearchRecord& b);

// The `n` valid configurations with the shortest run, fastest first (fasterRun). A search that kept only some
// records (SearchSpec::keepAllRecords = false) answers for n ≤ SearchSpec::fastest.
std::vector<std::int64_t> fastestConfigurations(const SearchResult& r, std::size_t n);

struct AxisDifference {
    std::string key;      // a search axis, or training.dp where the search derives it
    FieldValue value;     // in the configuration
    FieldValue reference; // in the one it is compared with
};
// The keys on which configuration `index` differs from `reference` (axes in the spec's order, then the derived dp).
std::vector<AxisDifference> configurationDifferences(const SearchSpec& spec, std::int64_t index, std::int64_t reference);

// Whether the run's cost and carbon are proportional to its time on each fleet of the search (within 10⁻⁶): the valid
// configurations of one fleet (one value of each fleet.* axis) share one cost ÷ time and one carbon ÷ time. Then the
// objectives are collinear and the front holds at most one point per fleet.
// Over r.records; runDesignSearch computes the same for every record as they are produced (SearchResult::collinear),
// with FleetRates.
bool objectivesCollinear(const SearchSpec& spec, const SearchResult& r);

// objectivesCollinear one record at a time: each valid record's cost and carbon per second of wall time, by fleet.
class FleetRates {
public:
    explicit FleetRates(const SearchSpec& spec); // keeps a reference to spec.axes
    void add(const SearchRecord& r);
    // The records added so far are collinear (and at least one was valid).
    bool collinear() const { return !m_differ && !m_rateOf.empty(); }

private:
    const std::vector<SearchAxis>& m_axes; // the spec's: outlives the FleetRates
    std::vector<bool> m_fleetAxis;         // whether the axis is a fleet.* key
    std::vector<std::size_t> m_at;         // the record's value on each axis
    std::map<std::int64_t, std::pair<double, double>> m_rateOf; // fleet → (cost, carbon) per second
    bool m_differ = false;
};

// "tp 8 (4), dp 128 (256)": each key's last part, its value and, in brackets, the reference's.
std::string differenceText(const std::vector<AxisDifference>& differences);

// What the Search tab and `fleetplanner-cli search` show beside the front, computed once: the `n` fastest
// configurations, what each differs in from the first (in words; empty for the first), and objectivesCollinear.
struct NearOptimal {
    std::vector<std::int64_t> fastest;
    std::vector<std::string> differences; // one per `fastest`
    bool collinear = false;
};
NearOptimal nearOptimal(const SearchSpec& spec, const SearchResult& r, std::size_t n);

// The plan as the search would price it (its own layout, predicted): evaluate() of the base scenario with
// training.timeModel = predicted. Empty when that run cannot be predicted (a layout that does not tile the fleet).
std::optional<Objectives> planObjectives(const SearchSpec& spec, const Catalog& catalog);

} // namespace fleet
