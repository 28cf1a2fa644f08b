#include "results/ResultSchema.h"

#include "results/ResultSchemaRows.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <array>
#include <vector>

namespace fleet {

std::string_view toString(Better b)
{
    switch (b) {
    case Better::Higher: return "higher";
    case Better::Lower: return "lower";
    case Better::Neither: break;
    }
    return "neither";
}

namespace {

using RowsFn = std::span<const ResultSpec> (*)();

struct DomainRows {
    std::string_view domain;
    RowsFn rows;
};

// The order evaluate() derives the domains in (Evaluate.cpp).
constexpr std::array<DomainRows, 13> kDomains = {{
    {"compute", computeResultRows},
    {"inference", inferenceResultRows},
    {"training", trainingResultRows},
    {"memory", memoryResultRows},
    {"comm", commResultRows},
    {"staircase", staircaseResultRows},
    {"fabric", fabricResultRows},
    {"power", powerResultRows},
    {"cooling", coolingResultRows},
    {"reliability", reliabilityResultRows},
    {"carbon", carbonResultRows},
    {"tco", tcoResultRows},
    {"serving", servingResultRows},
}};

constexpr std::size_t kHashSlots = 1024; // a power of two, ≥ 2× the rows: short probe chains

// Eight bytes at a time (keys are ~20 characters: three multiplications instead of twenty), then mixed so the
// low bits that pick the slot depend on every byte.
std::size_t hashKey(std::string_view key)
{
    std::uint64_t h = key.size();
    std::size_t i = 0;
    for (; i + 8 <= key.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, key.data() + i, 8);
        h = (h ^ w) * 0x9E3779B97F4A7C15ull;
    }
    if (i < key.size()) {
        std::uint64_t w = 0;
        std::memcpy(&w, key.data() + i, key.size() - i);
        h = (h ^ w) * 0x9E3779B97F4A7C15ull;
    }
    h ^= h >> 32;
    h *= 0xD6E8FEB86659FD93ull;
    return static_cast<std::size_t>(h ^ (h >> 29));
}

struct Joined {
    std::vector<ResultSpec> rows;           // domain order, keys sorted within a domain
    std::array<std::string_view, kDomains.size()> domains{};
    std::vector<std::string_view> symbols; // symbol(rows[i].unit)
    std::array<short, kHashSlots> slots{}; // row index + 1 by key hash (linear probing), 0 = empty
};

const Joined& joined()
{
    static const Joined j = [] {
        Joined out;
        for (std::size_t i = 0; i < kDomains.size(); ++i) {
            out.domains[i] = kDomains[i].domain;
            for (const ResultSpec& s : kDomains[i].rows()) {
                out.rows.push_back(s);
                out.symbols.push_back(symbol(s.unit));
            }
        }
        if (out.rows.size() > ResultSchema::kMaxRows || 2 * out.rows.size() > kHashSlots)
            std::abort(); // a build-time limit: raise kMaxRows and kHashSlots together
        for (std::size_t i = 0; i < out.rows.size(); ++i) {
            std::size_t h = hashKey(out.rows[i].key) & (kHashSlots - 1);
            while (out.slots[h] != 0)
                h = (h + 1) & (kHashSlots - 1);
            out.slots[h] = static_cast<short>(i + 1);
        }
        return out;
    }();
    return j;
}

} // namespace

const ResultSchema& ResultSchema::instance()
{
    static const ResultSchema schema;
    return schema;
}

std::span<const ResultSpec> ResultSchema::rows() const { return joined().rows; }

std::span<const std::string_view> ResultSchema::symbols() const
{
    return joined().symbols;
}

std::span<const std::string_view> ResultSchema::domains() const { return joined().domains; }

int ResultSchema::indexOf(std::string_view key) const
{
    const Joined& j = joined();
    for (std::size_t h = hashKey(key) & (kHashSlots - 1);; h = (h + 1) & (kHashSlots - 1)) {
        const int slot = j.slots[h];
        if (slot == 0)
            return -1;
        const std::string_view row = j.rows[static_cast<std::size_t>(slot - 1)].key;
        if (row.size() == key.size() && (row.data() == key.data() || row == key)) // the same literal: one address
            return slot - 1;
    }
}

const ResultSpec* ResultSchema::find(std::string_view key) const
{
    const int row = indexOf(key);
    return row >= 0 ? &joined().rows[static_cast<std::size_t>(row)] : nullptr;
}

} // namespace fleet
