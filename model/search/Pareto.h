#pragma once
// Pareto front of points with three objectives, all minimized (design-space search: time, cost, carbon).
//
// Point a dominates b when a ≤ b in every objective and a < b in at least one. The front is every point no
// other point dominates; points with identical objectives do not dominate each other, so ties are all on the
// front (or all off it). Comparisons are exact: objectives computed from the same inputs are bit-identical.
#include <array>
#include <cstddef>
#include <vector>

namespace fleet {

using Objectives = std::array<double, 3>;

bool dominates(const Objectives& a, const Objectives& b);

// front[i] is true when points[i] is on the Pareto front. O(n log n): lexicographic sort, then a staircase of
// the (second, third) objectives of the points kept so far.
std::vector<bool> paretoFront(const std::vector<Objectives>& points);

// The O(n²) definition, the oracle of the tests.
std::vector<bool> paretoFrontBruteForce(const std::vector<Objectives>& points);

} // namespace fleet
