#include "results/Results.h"

#include "results/ResultSchema.h"

#include <algorithm>
#include <array>
#include <atomic>

#include <fmt/format.h>

namespace fleet {

namespace {

// successor(r): the schema row set after row r (r = -1: the first) in the last evaluation that got there; -1
// before any. Shared by all Results and threads: a stale or racing entry only costs one hash lookup.
std::atomic<int>& successor(int row)
{
    struct Table {
        std::array<std::atomic<int>, ResultSchema::kMaxRows + 1> next;
        Table()
        {
            for (std::atomic<int>& n : next)
                n.store(-1, std::memory_order_relaxed);
        }
    };
    static Table table;
    return table.next[static_cast<std::size_t>(row + 1)];
}

} // namespace

Results::Results(Detail detail) : m_rows(ResultSchema::instance().rows()), m_detail(detail)
{
    m_slots.resize(m_rows.size());
    m_order.reserve(m_rows.size());
}

Results::Results(const Results& other)
    : m_rows(other.m_rows), m_slots(other.m_slots), m_extraKeys(other.m_extraKeys), m_extraUnits(other.m_extraUnits),
      m_order(other.m_order), m_derivations(other.m_derivations), m_issues(other.m_issues), m_structs(other.m_structs),
      m_detail(other.m_detail), m_explainKey(other.m_explainKey)
{
    auto repoint = [](std::string_view& v, const std::deque<std::string>& from, const std::deque<std::string>& to) {
        for (std::size_t i = 0; i < from.size(); ++i)
            if (v.data() == from[i].data()) {
                v = to[i];
                return;
            }
    };
    for (std::string_view& k : m_order)
        repoint(k, other.m_extraKeys, m_extraKeys);
    for (Slot& s : m_slots)
        repoint(s.v.unit, other.m_extraUnits, m_extraUnits);
}

Results& Results::operator=(const Results& other)
{
    if (this != &other) {
        Results copy(other);
        *this = std::move(copy);
    }
    return *this;
}

Results::Slot& Results::slot(std::string_view key, int& row)
{
    // Producers set their keys in the same sequence every evaluation: guess the row that followed the last one
    // the previous time (a length and a memcmp), and hash only when the guess misses, then remember.
    const std::span<const ResultSpec> rows = m_rows;
    std::atomic<int>& next = successor(m_lastRow);
    const int guess = next.load(std::memory_order_relaxed);
    row =
        guess >= 0 && rows[static_cast<std::size_t>(guess)].key == key ? guess : ResultSchema::instance().indexOf(key);
    if (row >= 0) {
        if (row != guess)
            next.store(row, std::memory_order_relaxed);
        m_lastRow = row;
        Slot& s = m_slots[static_cast<std::size_t>(row)];
        if (!s.present) {
            s.present = true;
            m_order.push_back(rows[static_cast<std::size_t>(row)].key);
        }
        return s;
    }
    for (std::size_t i = 0; i < m_extraKeys.size(); ++i)
        if (m_extraKeys[i] == key)
            return m_slots[rows.size() + i];
    m_extraKeys.emplace_back(key);
    m_slots.emplace_back().present = true;
    m_order.push_back(m_extraKeys.back());
    return m_slots.back();
}

const Results::Slot* Results::findSlot(std::string_view key) const
{
    const int row = ResultSchema::instance().indexOf(key);
    if (row >= 0) {
        const Slot& s = m_slots[static_cast<std::size_t>(row)];
        return s.present ? &s : nullptr;
    }
    for (std::size_t i = 0; i < m_extraKeys.size(); ++i)
        if (m_extraKeys[i] == key)
            return &m_slots[m_rows.size() + i];
    return nullptr;
}

Results::Slot& Results::put(std::string_view key, double value, std::string_view unit)
{
    int row = -1;
    Slot& s = slot(key, row);
    s.v.value = value;
    s.derivation = -1;
    // The unit in static storage: the schema's symbol when the key has a row (tst_result_schema checks the
    // producers agree), else a copy kept by these Results.
    const std::string_view schemaUnit =
        row >= 0 ? symbol(m_rows[static_cast<std::size_t>(row)].unit) : std::string_view();
    if (row >= 0 && schemaUnit == unit) {
        s.v.unit = schemaUnit;
        return s;
    }
    for (const std::string& u : m_extraUnits)
        if (u == unit) {
            s.v.unit = u;
            return s;
        }
    s.v.unit = m_extraUnits.emplace_back(unit);
    return s;
}

void Results::put(std::string_view key, double value, std::string_view unit, Why why)
{
    Slot& s = put(key, value, unit);
    s.derivation = static_cast<int>(m_derivations.size());
    m_derivations.push_back(Derivation{std::string(key), std::move(why.formula), std::move(why.inputs), value,
                                       std::string(unit), std::move(why.section), std::move(why.note)});
}

void Results::set(Derivation d)
{
    Slot& s = put(d.key, d.value, d.unit);
    if (!wants(d.key))
        return;
    s.derivation = static_cast<int>(m_derivations.size());
    m_derivations.push_back(std::move(d));
}

void Results::addIssue(Issue issue)
{
    m_issues.push_back(std::move(issue));
}

std::optional<double> Results::value(std::string_view key) const
{
    const Slot* s = findSlot(key);
    return s ? std::optional<double>(s->v.value) : std::nullopt;
}

const ResultValue* Results::find(std::string_view key) const
{
    const Slot* s = findSlot(key);
    return s ? &s->v : nullptr;
}

std::vector<std::string_view> Results::sortedKeys() const
{
    std::vector<std::string_view> keys = m_order;
    std::sort(keys.begin(), keys.end());
    return keys;
}

const Derivation* Results::derivation(std::string_view key) const
{
    const Slot* s = findSlot(key);
    return s && s->derivation >= 0 ? &m_derivations[static_cast<std::size_t>(s->derivation)] : nullptr;
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
