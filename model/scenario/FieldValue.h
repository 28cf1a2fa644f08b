#pragma once
#include <cstdint>
#include <string>
#include <variant>

namespace fleet {

// The value of one scenario input: a real, an integer count, a flag or a text/id.
using FieldValue = std::variant<double, std::int64_t, bool, std::string>;

std::string toDisplayString(const FieldValue& v); // round-trippable text (`--set` syntax)

} // namespace fleet
