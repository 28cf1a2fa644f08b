#include "search/Pareto.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <numeric>

namespace fleet {

bool dominates(const Objectives& a, const Objectives& b)
{
    bool strictly = false;
    for (size_t k = 0; k < a.size(); ++k) {
        if (a[k] > b[k])
            return false;
        if (a[k] < b[k])
            strictly = true;
    }
    return strictly;
}

std::vector<bool> paretoFront(const std::vector<Objectives>& points)
{
    const size_t n = points.size();
    std::vector<bool> front(n, false);
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t{0});
    // Any dominator of p is lexicographically smaller than p, so it is processed first.
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return points[a] < points[b]; });

    // Staircase of the non-dominated (y, z) seen so far: y ascending, z strictly descending, so the entry with
    // the largest y' ≤ y holds the smallest z among all y' ≤ y.
    std::map<double, double> stairs;
    size_t i = 0;
    while (i < n) {
        // A group of identical points shares one fate, decided before any of them enters the staircase.
        size_t j = i + 1;
        while (j < n && points[order[j]] == points[order[i]])
            ++j;
        const Objectives& p = points[order[i]];
        const double y = p[1], z = p[2];
        bool dominated = false;
        auto it = stairs.upper_bound(y);
        if (it != stairs.begin()) {
            const double zMin = std::prev(it)->second;
            // Every processed point is lexicographically smaller and not identical to p, so q ≤ p in y and z
            // (with x_q ≤ x_p) makes q ≠ p and dominates p.
            dominated = zMin <= z;
        }
        if (!dominated) {
            for (size_t k = i; k < j; ++k)
                front[order[k]] = true;
            // Insert (y, z) and drop the entries it now covers (y' ≥ y with z' ≥ z).
            auto pos = stairs.lower_bound(y);
            while (pos != stairs.end() && pos->second >= z)
                pos = stairs.erase(pos);
            stairs[y] = z;
        }
        i = j;
    }
    return front;
}

std::vector<bool> paretoFrontBruteForce(const std::vector<Objectives>& points)
{
    std::vector<bool> front(points.size(), true);
    for (size_t i = 0; i < points.size(); ++i)
        for (size_t j = 0; j < points.size() && front[i]; ++j)
            if (j != i && dominates(points[j], points[i]))
                front[i] = false;
    return front;
}

} // namespace fleet
