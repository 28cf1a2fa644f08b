#include "results/ResultUnit.h"

#include <array>
#include <utility>

namespace fleet {

namespace {

struct UnitName {
    ResultUnit unit;
    std::string_view token, symbol;
};

constexpr std::array<UnitName, 30> kUnits = {{
    {ResultUnit::None, "none", ""},
    {ResultUnit::Fraction, "fraction", ""},
    {ResultUnit::Count, "count", ""},
    {ResultUnit::Bool, "bool", "bool"},
    {ResultUnit::Bytes, "B", "B"},
    {ResultUnit::BytesPerSecond, "B/s", "B/s"},
    {ResultUnit::Seconds, "s", "s"},
    {ResultUnit::Hours, "h", "h"},
    {ResultUnit::Flop, "FLOP", "FLOP"},
    {ResultUnit::FlopPerSecond, "FLOP/s", "FLOP/s"},
    {ResultUnit::FlopPerByte, "FLOP/B", "FLOP/B"},
    {ResultUnit::BytePerFlop, "B/FLOP", "B/FLOP"},
    {ResultUnit::FlopPerJoule, "FLOP/J", "FLOP/J"},
    {ResultUnit::Watts, "W", "W"},
    {ResultUnit::WattsPerCm2, "W/cm2", "W/cm²"},
    {ResultUnit::Joules, "J", "J"},
    {ResultUnit::JoulesPerYear, "J/year", "J/year"},
    {ResultUnit::Kg, "kg", "kg"},
    {ResultUnit::Litres, "L", "L"},
    {ResultUnit::LitresPerMinute, "L/min", "L/min"},
    {ResultUnit::LitresPerHour, "L/h", "L/h"},
    {ResultUnit::GCo2ePerKWh, "gCO2e/kWh", "gCO2e/kWh"},
    {ResultUnit::Usd, "USD", "USD"},
    {ResultUnit::UsdPerYear, "USD/year", "USD/year"},
    {ResultUnit::UsdPerHour, "USD/h", "USD/h"},
    {ResultUnit::UsdPerMtoken, "USD/Mtoken", "USD/Mtoken"},
    {ResultUnit::UsdPerPflopHour, "USD/(PFLOP/s·h)", "USD/(PFLOP/s·h)"},
    {ResultUnit::PerSecond, "1/s", "1/s"},
    {ResultUnit::TokensPerSecond, "tokens/s", "1/s"},
    {ResultUnit::RequestsPerSecond, "requests/s", "1/s"},
}};

} // namespace

// kUnits is listed in the enum's order (checked at compile time below): symbol() is an index.
constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < kUnits.size(); ++i)
        if (static_cast<std::size_t>(kUnits[i].unit) != i)
            return false;
    return true;
}
static_assert(inEnumOrder(), "kUnits must list the units in ResultUnit's order");

std::string_view symbol(ResultUnit u)
{
    const auto i = static_cast<std::size_t>(u);
    return i < kUnits.size() ? kUnits[i].symbol : std::string_view();
}

std::string_view token(ResultUnit u)
{
    for (const UnitName& n : kUnits)
        if (n.unit == u)
            return n.token;
    return "none";
}

std::optional<ResultUnit> resultUnitFromToken(std::string_view t)
{
    for (const UnitName& n : kUnits)
        if (n.token == t || (!n.symbol.empty() && n.symbol == t))
            return n.unit;
    return std::nullopt;
}

} // namespace fleet
