#include "results/ResultSchema.h"

#include "results/ResultSchemaRows.h"

#include <cstdint>
#include <cstring>
#include <array>

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

using schema_rows::kDomains;
using schema_rows::kRows;

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

static_assert(2 * kRows.size() <= kHashSlots, "raise kHashSlots: the result schema has grown");

// What ResultSchema adds at run time to the rows joined while compiling (results/ResultSchemaRows.h).
struct Joined {
    std::array<std::string_view, kDomains.size()> domains{};
    std::array<std::string_view, kRows.size()> symbols{}; // symbol(kRows[i].unit)
    std::array<short, kHashSlots> slots{};                // row index + 1 by key hash (linear probing), 0 = empty
};

const Joined& joined()
{
    static const Joined j = [] {
        Joined out;
        for (std::size_t i = 0; i < kDomains.size(); ++i)
            out.domains[i] = kDomains[i].domain;
        for (std::size_t i = 0; i < kRows.size(); ++i) {
            out.symbols[i] = symbol(kRows[i].unit);
            std::size_t h = hashKey(kRows[i].key) & (kHashSlots - 1);
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

std::span<const ResultSpec> ResultSchema::rows() const
{
    return kRows;
}

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
        const std::string_view row = kRows[static_cast<std::size_t>(slot - 1)].key;
        if (row.size() == key.size() && (row.data() == key.data() || row == key)) // the same literal: one address
            return slot - 1;
    }
}

const ResultSpec* ResultSchema::find(std::string_view key) const
{
    const int row = indexOf(key);
    return row >= 0 ? &kRows[static_cast<std::size_t>(row)] : nullptr;
}

} // namespace fleet
