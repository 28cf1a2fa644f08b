#pragma once
// What a search knows beyond its Pareto front (issue 31, point 2). On one fleet the run's cost and carbon grow with
// its time, so the front holds one configuration per fleet and hides the runner-ups: the fastest configurations
// with what differs between them, whether the objectives are collinear (and the front thin for that reason), and
// where the plan itself lands.
#include "search/DesignSearch.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fleet {

// The `n` valid configurations with the shortest run, fastest first (ties: the cheaper run, then the lower index).
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
bool objectivesCollinear(const SearchSpec& spec, const SearchResult& r);

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
