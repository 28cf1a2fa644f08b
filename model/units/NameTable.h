#pragma once
// An enum's names as a constexpr table of (value, name) pairs, looked up both ways: one lookup for the catalog
// kinds, the calibration parameters and the recompute modes instead of a pair of loops in each.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace fleet {

template <typename E, std::size_t N> using NameTable = std::array<std::pair<E, std::string_view>, N>;

// The name of `value`, or `otherwise` if the table lacks it.
template <typename E, std::size_t N>
constexpr std::string_view nameIn(const NameTable<E, N>& table, E value, std::string_view otherwise)
{
    for (const auto& [v, name] : table)
        if (v == value)
            return name;
    return otherwise;
}

// The value named `name` (exact, case-sensitive), or nullopt.
template <typename E, std::size_t N>
constexpr std::optional<E> valueIn(const NameTable<E, N>& table, std::string_view name)
{
    for (const auto& [v, n] : table)
        if (n == name)
            return v;
    return std::nullopt;
}

} // namespace fleet
