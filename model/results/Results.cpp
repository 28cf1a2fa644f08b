#include "results/Results.h"

#include <fmt/format.h>

namespace fleet {

ResultValue& Results::slot(std::string_view key)
{
    // One lookup, one node: evaluate() sets ~250 results, and this was half of its time (callgrind).
    auto it = m_values.find(key);
    if (it == m_values.end()) {
        it = m_values.emplace_hint(it, std::string(key), ResultValue{});
        m_order.push_back(it->first);
    }
    return it->second;
}

void Results::put(std::string_view key, double value, std::string_view unit)
{
    ResultValue& v = slot(key);
    v.value = value;
    v.unit.assign(unit);
    v.derivation = {};
}

void Results::put(std::string_view key, double value, std::string_view unit, Why why)
{
    ResultValue& v = slot(key);
    v.value = value;
    v.unit.assign(unit);
    v.derivation = Derivation{std::string(key),  std::move(why.formula), std::move(why.inputs), value,
                              std::string(unit), std::move(why.section), std::move(why.note)};
}

void Results::set(Derivation d)
{
    if (!wants(d.key)) {
        put(d.key, d.value, d.unit);
        return;
    }
    ResultValue& v = slot(d.key);
    v.value = d.value;
    v.unit = d.unit;
    v.derivation = std::move(d);
}

void Results::addIssue(Severity s, std::string key, std::string message)
{
    m_issues.push_back(Issue{s, std::move(key), std::move(message)});
}

std::optional<double> Results::value(const std::string& key) const
{
    auto it = m_values.find(key);
    if (it == m_values.end())
        return std::nullopt;
    return it->second.value;
}

const Derivation* Results::derivation(const std::string& key) const
{
    auto it = m_values.find(key);
    return it == m_values.end() || it->second.derivation.key.empty() ? nullptr : &it->second.derivation;
}

bool Results::hasErrors() const
{
    for (const Issue& i : m_issues)
        if (i.severity == Severity::Error)
            return true;
    return false;
}

std::string formatDerivation(const Derivation& d)
{
    std::string out = fmt::format("{}\n  formula: {}\n", d.key, d.formula);
    if (!d.inputs.empty()) {
        out += "  where:\n";
        for (const DerivationTerm& t : d.inputs)
            out += fmt::format("    {} = {:.6g} {}  ({})\n", t.symbol, t.value, t.unit, t.description);
    }
    if (d.unit == "bool")
        out += fmt::format("  result: {}\n", d.value != 0.0 ? "true" : "false");
    else
        out += fmt::format("  result: {:.6g} {}\n", d.value, d.unit);
    if (!d.section.empty())
        out += fmt::format("  source: {}\n", d.section);
    if (!d.note.empty())
        out += fmt::format("  note: {}\n", d.note);
    return out;
}

} // namespace fleet
