#pragma once
// Parses a whole string as a finite decimal number ("0.45", "1e9", "+5"), independent of the C locale:
// Qt applications take LC_NUMERIC from the environment, where strtod would read "0.45" as 0 under a
// comma-decimal locale. Rejects hexadecimal, blanks, trailing text, inf/nan and out-of-range values.
#include <charconv>
#include <cmath>
#include <optional>
#include <string_view>
#include <system_error>

namespace fleet {

inline std::optional<double> parseDecimal(std::string_view s)
{
    if (!s.empty() && s.front() == '+') {
        s.remove_prefix(1); // from_chars takes no '+'; strtod did
        if (!s.empty() && (s.front() == '+' || s.front() == '-'))
            return std::nullopt;
    }
    if (s.empty())
        return std::nullopt;
    double d = 0.0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), d, std::chars_format::general);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(d))
        return std::nullopt;
    return d;
}

} // namespace fleet
