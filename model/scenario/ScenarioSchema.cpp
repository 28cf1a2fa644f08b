#include "scenario/ScenarioSchema.h"
#include "plan/ModelLibrary.h"
#include "results/IssueTemplates.h"

#include "units/Decimal.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace fleet {

std::string toDisplayString(const FieldValue& v)
{
    return std::visit(
        [](const auto& x) -> std::string {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, double>)
                return fmt::format("{}", x);
            else if constexpr (std::is_same_v<T, std::int64_t>)
                return fmt::format("{}", x);
            else if constexpr (std::is_same_v<T, bool>)
                return x ? "true" : "false";
            else
                return x;
        },
        v);
}

FieldValue FieldSpec::get(const Scenario& s) const
{
    auto& m = const_cast<Scenario&>(s); // accessors are shared by get and set; get only reads
    switch (type) {
    case FieldType::Real: return real(m);
    case FieldType::Integer: return integer(m);
    case FieldType::Flag: return flag(m);
    case FieldType::Text: return text(m);
    }
    return 0.0;
}

const std::string* FieldSpec::aliasTarget(std::string_view t) const
{
    for (const auto& [from, to] : aliases)
        if (from == t)
            return &to;
    return nullptr;
}

void FieldSpec::setUnchecked(Scenario& s, const FieldValue& v) const
{
    switch (type) {
    case FieldType::Real: real(s) = std::get<double>(v); break;
    case FieldType::Integer: integer(s) = std::get<std::int64_t>(v); break;
    case FieldType::Flag: flag(s) = std::get<bool>(v); break;
    case FieldType::Text: text(s) = std::get<std::string>(v); break;
    }
}

const ScenarioSchema& ScenarioSchema::instance()
{
    static const ScenarioSchema schema;
    return schema;
}

const FieldSpec* ScenarioSchema::field(std::string_view key) const
{
    auto it = std::find_if(m_fields.begin(), m_fields.end(), [&](const FieldSpec& f) { return f.key == key; });
    if (it != m_fields.end())
        return &*it;
    for (const auto& [from, to] : m_keyAliases)
        if (from == key)
            return field(to);
    return nullptr;
}

std::string aliasNote(std::string_view typed, const FieldSpec& f)
{
    return typed == f.key ? std::string() : fmt::format(" ({} is now {})", typed, f.key);
}

std::vector<std::pair<const FieldSpec*, FieldValue>>
ScenarioSchema::assignmentsFor(const Scenario& s, const FieldSpec& f, const FieldValue& v, const Catalog* catalog) const
{
    std::vector<std::pair<const FieldSpec*, FieldValue>> out;
    const bool modelField = f.key.rfind("model.", 0) == 0;
    if (!modelField || f.get(s) == v) {
        out.emplace_back(&f, v);
        return out;
    }
    if (f.key == "model.id") {
        const std::string& id = std::get<std::string>(v);
        const ModelSpec* row = catalog ? catalog->model(id) : nullptr;
        if (row) {
            Scenario filled = s;
            if (architectureOf(*row)) {
                filled.model = modelInputsOf(*row);
            } else { // a recommender or a CNN: its stated count; the shape fields stay what they were
                filled.model.id = row->id;
                filled.model.params = row->params;
            }
            for (const FieldSpec& g : m_fields)
                if (g.key.rfind("model.", 0) == 0 && g.key != "model.id" && g.get(s) != g.get(filled))
                    out.emplace_back(&g, g.get(filled));
        }
        out.emplace_back(&f, v);
        return out;
    }
    out.emplace_back(&f, v);
    if (s.model.id != "custom")
        out.emplace_back(field("model.id"), FieldValue{std::string("custom")});
    return out;
}

Text ScenarioSchema::rangeText(const FieldSpec& f) const
{
    switch (f.type) {
    case FieldType::Real:
        if (f.unit.empty())
            return Text::format("a number from {:g} to {:g}", f.min, f.max);
        return Text::format("a number from {:g} to {:g} {}", f.min, f.max, f.unit);
    case FieldType::Integer:
        return Text::format("a whole number from {:g} to {:g}", f.min, f.max);
    case FieldType::Flag:
        return "true or false";
    case FieldType::Text:
        if (!f.choices.empty() && f.aliasTarget("true") && f.aliasTarget("false"))
            return Text::format("one of {} (true = {}, false = {})", fmt::format("{}", fmt::join(f.choices, ", ")),
                                *f.aliasTarget("true"), *f.aliasTarget("false"));
        if (!f.choices.empty())
            return Text::format("one of {}", fmt::format("{}", fmt::join(f.choices, ", ")));
        if (f.catalogKind && !f.keyword.empty())
            return Text::format("a catalog id from `catalog list {}` or {}", toString(*f.catalogKind), f.keyword);
        if (f.catalogKind)
            return Text::format("a catalog id from `catalog list {}`", toString(*f.catalogKind));
        return "text";
    }
    return {};
}

ParseResult ScenarioSchema::parse(std::string_view key, std::string_view textIn) const
{
    const FieldSpec* f = field(key);
    if (!f)
        return {std::nullopt, fmt::format("unknown key '{}'", key)};
    const std::string s(textIn);
    auto bad = [&] { return ParseResult{std::nullopt, fmt::format("{}: '{}' is not {}", key, s, rangeText(*f))}; };

    FieldValue v;
    switch (f->type) {
    case FieldType::Real:
    case FieldType::Integer: {
        // Decimal only, whatever the locale (no hexadecimal "0x10" = 16 nodes, no blanks).
        const std::optional<double> parsed = parseDecimal(s);
        if (!parsed)
            return bad();
        const double d = *parsed;
        if (f->type == FieldType::Integer) {
            if (d != std::floor(d) || std::fabs(d) > 9e15)
                return bad();
            v = static_cast<std::int64_t>(d);
        } else {
            v = d;
        }
        break;
    }
    case FieldType::Flag:
        if (s == "true" || s == "1" || s == "on" || s == "yes")
            v = true;
        else if (s == "false" || s == "0" || s == "off" || s == "no")
            v = false;
        else
            return bad();
        break;
    case FieldType::Text:
        if (const std::string* to = f->aliasTarget(s))
            v = *to;
        else
            v = s;
        break;
    }
    if (auto err = check(*f, v, nullptr))
        return {std::nullopt, *err + aliasNote(key, *f)};
    return {v, {}};
}

std::optional<Issue> ScenarioSchema::checkIssue(const FieldSpec& f, const FieldValue& v, const Catalog* catalog) const
{
    const Severity E = Severity::Error;
    auto range = [&] {
        return IssueArg::phrase(rangeText(f));
    };
    switch (f.type) {
    case FieldType::Real: {
        const double* d = std::get_if<double>(&v);
        if (!d)
            return makeIssue<IssueCode::FieldExpected>(E, f.key, f.key, range());
        if (!std::isfinite(*d) || *d < f.min || *d > f.max)
            return makeIssue<IssueCode::FieldOutOfRange>(E, f.key, f.key, *d, range());
        return std::nullopt;
    }
    case FieldType::Integer: {
        const std::int64_t* i = std::get_if<std::int64_t>(&v);
        if (!i)
            return makeIssue<IssueCode::FieldExpected>(E, f.key, f.key, range());
        if (static_cast<double>(*i) < f.min || static_cast<double>(*i) > f.max)
            return makeIssue<IssueCode::FieldOutOfRange>(E, f.key, f.key, *i, range());
        return std::nullopt;
    }
    case FieldType::Flag:
        if (!std::holds_alternative<bool>(v))
            return makeIssue<IssueCode::FieldExpectedFlag>(E, f.key, f.key);
        return std::nullopt;
    case FieldType::Text: {
        const std::string* s = std::get_if<std::string>(&v);
        if (!s)
            return makeIssue<IssueCode::FieldExpected>(E, f.key, f.key, range());
        if (!f.choices.empty() && std::find(f.choices.begin(), f.choices.end(), *s) == f.choices.end())
            return makeIssue<IssueCode::FieldNotAChoice>(E, f.key, f.key, *s, range());
        if (f.catalogKind && catalog && !(!f.keyword.empty() && *s == f.keyword) && !catalog->contains(*f.catalogKind, *s))
            return makeIssue<IssueCode::FieldUnknownCatalogId>(E, f.key, f.key, toString(*f.catalogKind), *s, range());
        if (f.catalogKind && s->empty())
            return makeIssue<IssueCode::FieldEmptyId>(E, f.key, f.key, range());
        return std::nullopt;
    }
    }
    return std::nullopt;
}

std::optional<std::string> ScenarioSchema::check(const FieldSpec& f, const FieldValue& v, const Catalog* catalog) const
{
    if (std::optional<Issue> issue = checkIssue(f, v, catalog))
        return issue->message();
    return std::nullopt;
}

std::optional<std::string> ScenarioSchema::applyAssignment(Scenario& s, std::string_view assignment,
                                                           const Catalog* catalog) const
{
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return fmt::format("--set expects KEY=VALUE, got '{}'", assignment);
    const std::string_view key = assignment.substr(0, eq);
    ParseResult r = parse(key, assignment.substr(eq + 1));
    if (!r.value)
        return r.error;
    const FieldSpec* f = field(key);
    if (auto err = check(*f, *r.value, catalog))
        return *err + aliasNote(key, *f);
    for (const auto& [g, value] : assignmentsFor(s, *f, *r.value, catalog))
        g->setUnchecked(s, value);
    return std::nullopt;
}

namespace {

// check()'s tests on the field's value where it lives in the Scenario: no FieldValue (a copy of every text
// field), no message. Only a sufficient condition: whatever it does not pass goes to check(), which decides and
// words the error, so the two cannot disagree about what is valid.
bool passesInPlace(const FieldSpec& f, const Scenario& s, const Catalog& catalog)
{
    auto& m = const_cast<Scenario&>(s); // the accessors are shared by get and set; this only reads
    switch (f.type) {
    case FieldType::Real: {
        const double d = f.real(m);
        return std::isfinite(d) && d >= f.min && d <= f.max;
    }
    case FieldType::Integer: {
        const double i = static_cast<double>(f.integer(m));
        return i >= f.min && i <= f.max;
    }
    case FieldType::Flag:
        return true;
    case FieldType::Text: {
        const std::string& t = f.text(m);
        if (!f.choices.empty() && std::find(f.choices.begin(), f.choices.end(), t) == f.choices.end())
            return false;
        if (f.catalogKind && (t.empty() || (!(!f.keyword.empty() && t == f.keyword) && !catalog.contains(*f.catalogKind, t))))
            return false;
        return true;
    }
    }
    return false;
}

} // namespace

std::vector<Issue> ScenarioSchema::validate(const Scenario& s, const Catalog& catalog) const
{
    std::vector<Issue> issues;
    for (const FieldSpec& f : m_fields)
        if (!passesInPlace(f, s, catalog))
            if (std::optional<Issue> issue = checkIssue(f, f.get(s), &catalog))
                issues.push_back(std::move(*issue));
    return issues;
}

} // namespace fleet
