#pragma once
// The unit of a result (issue #12): a type, not a string. Results are in SI base units; the symbol is what the
// CLI prints and the derivations carry. Fraction is a dimensionless share (shown as a percentage), Count a
// number of things, None any other dimensionless number, Bool a yes/no stored as 1/0.
#include <optional>
#include <string_view>

namespace fleet {

enum class ResultUnit : unsigned char {
    None, Fraction, Count, Bool,
    Bytes, BytesPerSecond, Seconds, Hours,
    Flop, FlopPerSecond, FlopPerByte, BytePerFlop, FlopPerJoule,
    Watts, WattsPerCm2, Joules, JoulesPerYear,
    Kg, Litres, LitresPerMinute, LitresPerHour, GCo2ePerKWh,
    Usd, UsdPerYear, UsdPerHour, UsdPerMtoken, UsdPerPflopHour,
    PerSecond, TokensPerSecond, RequestsPerSecond, // all three carry "1/s"; the token says what is counted
};

// The SI symbol results carry ("" for None, Fraction and Count; "bool" for Bool).
std::string_view symbol(ResultUnit u);
// The schema's token for a unit (the symbol, or "none" / "fraction" / "count"); parsing accepts both.
std::string_view token(ResultUnit u);
std::optional<ResultUnit> resultUnitFromToken(std::string_view t);

} // namespace fleet
