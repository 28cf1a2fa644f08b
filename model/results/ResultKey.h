#pragma once
// A result key written as a literal in a producer ("training.step_s"), resolved to its result-schema row while
// compiling: Results::set() stores the value at that row without a lookup, and a key without a row does not
// compile (the call below is not a constant expression). Keys built at run time (the scaling report's, tests')
// go through Results::setByName().
#include "results/ResultSchemaRows.h"

#include <cstddef>
#include <string_view>

namespace fleet {

namespace schema_rows {
void thisResultKeyHasNoRowInTheResultSchema(); // never defined: naming it in a constant expression fails to compile
consteval int requireRow(std::string_view key)
{
    const int row = rowOf(key);
    if (row < 0)
        thisResultKeyHasNoRowInTheResultSchema();
    return row;
}
} // namespace schema_rows

class ResultKey {
public:
    template <std::size_t N>
    consteval ResultKey(const char (&key)[N]) // NOLINT(google-explicit-constructor): a literal is a key
        : m_row(schema_rows::requireRow(std::string_view(key, N - 1)))
    {}
    // The key's text, the schema row's (static storage).
    constexpr std::string_view name() const { return schema_rows::kRows[static_cast<std::size_t>(m_row)].key; }
    constexpr int row() const { return m_row; }
    constexpr bool operator==(const ResultKey&) const = default;

private:
    int m_row;
};

} // namespace fleet
