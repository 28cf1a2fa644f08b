#include "results/Results.h"

#include <utility>

#include "results/ResultSchema.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <new>
#include <type_traits>

#include <fmt/format.h>

namespace fleet {

namespace {

// Equal texts. A producer and the schema write the same literal, which the linker stores once, so comparing
// the pointers settles almost every call without a memcmp.
inline bool sameText(std::string_view a, std::string_view b)
{
    return a.size() == b.size() &&
           (a.data() == b.data() || a.empty() || std::memcmp(a.data(), b.data(), a.size()) == 0);
}

} // namespace

// One slot per schema row, none initialised: a slot is read only once m_present says it is set, and put() writes
// all of it. (Copying an empty block instead was an 8 kB memcpy per evaluation; value-initialising the slots one by
// one, as a std::vector would, 2.6 k instructions of a values-only evaluation's ~60 k.)
Results::SlotTable Results::allocSlots()
{
    static_assert(std::is_trivially_copyable_v<Slot> && std::is_aggregate_v<Slot>, "Results copies slots as bytes");
    void* block = std::malloc(kRowCount * sizeof(Slot));
    if (!block)
        throw std::bad_alloc();
    return SlotTable(static_cast<Slot*>(block));
}

// A copy's slots: the whole block with one memcpy (the unset slots' bytes are copied and never read).
Results::SlotTable Results::copySlots(const Slot* from)
{
    SlotTable t = allocSlots();
    if (from)
        std::memcpy(t.get(), from, kRowCount * sizeof(Slot));
    return t;
}

Results::Results(Detail detail)
    : m_rows(ResultSchema::instance().rows()), m_symbols(ResultSchema::instance().symbols()), m_slots(allocSlots()),
      m_detail(detail)
{
    m_order.reserve(m_rows.size());
}

Results Results::explaining(std::string key)
{
    Results r(Detail::OneKey);
    r.m_explainRow = ResultSchema::instance().indexOf(key);
    r.m_explainKey = std::move(key);
    return r;
}

Results::Results(const Results& other)
    : m_rows(other.m_rows), m_symbols(other.m_symbols), m_slots(copySlots(other.m_slots.get())),
      m_present(other.m_present), m_extraSlots(other.m_extraSlots), m_extraKeys(other.m_extraKeys),
      m_extraUnits(other.m_extraUnits), m_order(other.m_order), m_derivations(other.m_derivations),
      m_issues(other.m_issues), m_structs(other.m_structs), m_regime(other.m_regime),
      m_detail(other.m_detail), m_explainRow(other.m_explainRow),
      m_explainKey(other.m_explainKey)
{
    auto repoint = [](std::string_view& v, const std::list<std::string>& from, const std::list<std::string>& to) {
        for (auto f = from.begin(), t = to.begin(); f != from.end(); ++f, ++t)
            if (v.data() == f->data()) {
                v = *t;
                return;
            }
    };
    for (std::string_view& k : m_order)
        repoint(k, other.m_extraKeys, m_extraKeys);
    for (std::size_t r = 0; r < kRowCount; ++r)
        if (isSet(r))
            repoint(m_slots[r].v.unit, other.m_extraUnits, m_extraUnits);
    for (Slot& s : m_extraSlots)
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

Results::Slot& Results::extraSlot(std::string_view key)
{
    std::size_t i = 0;
    for (const std::string& k : m_extraKeys) {
        if (k == key)
            return m_extraSlots[i];
        ++i;
    }
    m_extraKeys.emplace_back(key);
    m_extraSlots.emplace_back();
    m_order.push_back(m_extraKeys.back());
    return m_extraSlots.back();
}

const Results::Slot* Results::findSlot(std::string_view key) const
{
    const int row = ResultSchema::instance().indexOf(key);
    if (row >= 0) {
        const auto r = static_cast<std::size_t>(row);
        return isSet(r) ? &m_slots[r] : nullptr;
    }
    std::size_t i = 0;
    for (const std::string& k : m_extraKeys) {
        if (k == key)
            return &m_extraSlots[i];
        ++i;
    }
    return nullptr;
}

std::string_view Results::ownUnit(std::string_view unit)
{
    for (const std::string& u : m_extraUnits)
        if (u == unit)
            return u;
    return m_extraUnits.emplace_back(unit);
}

// put() is the hot path of every evaluation (~240 keys), its row known while compiling (results/ResultKey.h) and
// its unit the row's: a row set for the first time is stored here without a call (no register saved, no branch to
// a reallocation); a row set again goes to putAt().
Results::Slot& Results::put(int row, double value)
{
    const auto r = static_cast<std::size_t>(row);
    // The full-capacity test is push_back's own (the compiler merges them), so no reallocation is compiled here.
    if (isSet(r) || m_order.size() == m_order.capacity()) [[unlikely]]
        return putAt(row, value, m_symbols[r]);
    markSet(r);
    Slot& s = m_slots[r];
    s.v.value = value;
    s.v.unit = m_symbols[r];
    s.derivation = -1;
    m_order.push_back(schema_rows::kRows[r].key);
    return s;
}

// A key known only at run time: its row by a hash lookup, or kept beside the rows when it has none.
Results::Slot& Results::putByName(std::string_view key, double value, std::string_view unit)
{
    const int row = ResultSchema::instance().indexOf(key);
    if (row >= 0)
        return putAt(row, value, unit);
    Slot& s = extraSlot(key); // a key without a row (the scaling report's): kept by these Results with its unit
    s.v.value = value;
    s.derivation = -1;
    s.v.unit = ownUnit(unit);
    return s;
}

Results::Slot& Results::putAt(int row, double value, std::string_view unit)
{
    const auto r = static_cast<std::size_t>(row);
    Slot& s = m_slots[r];
    if (!isSet(r)) {
        markSet(r);
        m_order.push_back(m_rows[r].key);
    }
    s.v.value = value;
    s.derivation = -1;
    // The unit in static storage: the schema's symbol (what every set() with a ResultKey stores), else a copy
    // kept by these Results (setByName() with a unit of its own).
    const std::string_view symbol = m_symbols[r];
    s.v.unit =
        symbol.size() == unit.size() && (symbol.data() == unit.data() || symbol.empty()) ? symbol : otherUnit(r, unit);
    return s;
}

std::string_view Results::otherUnit(std::size_t row, std::string_view unit)
{
    return sameText(m_symbols[row], unit) ? m_symbols[row] : ownUnit(unit);
}

// The derivation is built in place from the Why's parts (an rvalue all the way from the producer's lambda: no
// Why is moved on the way, and each of its four members is moved once). Member by member rather than
// emplace_back(args...): that needs parenthesised aggregate init, which clang 14 (the fuzz build) lacks.
void Results::keep(Slot& s, std::string_view key, double value, std::string_view unit, Why&& why)
{
    Derivation& d = m_derivations.emplace_back();
    d.key = key;
    d.formula = std::move(why.formula);
    d.inputs = std::move(why.inputs);
    d.value = value;
    d.unit = unit;
    d.section = std::move(why.section);
    d.note = std::move(why.note);
    s.derivation = static_cast<int>(m_derivations.size()) - 1;
}

void Results::put(int row, double value, Why&& why)
{
    const auto r = static_cast<std::size_t>(row);
    keep(put(row, value), schema_rows::kRows[r].key, value, m_symbols[r], std::move(why));
}

void Results::putByName(std::string_view key, double value, std::string_view unit, Why&& why)
{
    keep(putByName(key, value, unit), key, value, unit, std::move(why));
}

void Results::set(Derivation d)
{
    Slot& s = putByName(d.key, d.value, d.unit);
    if (!wantsByName(d.key))
        return;
    s.derivation = static_cast<int>(m_derivations.size());
    m_derivations.push_back(std::move(d));
}

void Results::addIssue(Issue issue)
{
    m_issues.push_back(std::move(issue));
}

void Results::addIssues(std::vector<Issue> issues)
{
    if (m_issues.empty()) {
        m_issues = std::move(issues);
        return;
    }
    m_issues.insert(m_issues.end(), std::make_move_iterator(issues.begin()), std::make_move_iterator(issues.end()));
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

Derivation* Results::derivation(std::string_view key)
{
    return const_cast<Derivation*>(std::as_const(*this).derivation(key));
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
    if (!d.accuracy.empty())
        out += fmt::format("  accuracy: {}\n", d.accuracy);
    return out;
}

} // namespace fleet
