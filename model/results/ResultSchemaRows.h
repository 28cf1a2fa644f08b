#pragma once
// The result schema joined at compile time: each domain's rows (a constexpr array in model/<domain>/<Domain>Schema.h,
// beside its producer, sorted by key) in the order evaluate() derives the domains. ResultSchema serves them at run
// time; ResultKey (results/ResultKey.h) finds a literal key's row here while compiling. Adding a result: its
// producer, its row, a test row.
#include "carbon/CarbonSchema.h"
#include "comm/CommSchema.h"
#include "comm/StaircaseSchema.h"
#include "compute/ComputeSchema.h"
#include "fabric/FabricSchema.h"
#include "inference/InferenceSchema.h"
#include "memory/MemorySchema.h"
#include "plan/ModelSchema.h"
#include "power/CoolingSchema.h"
#include "power/PowerSchema.h"
#include "reliability/ReliabilitySchema.h"
#include "results/ResultSpec.h"
#include "serving/ServingSchema.h"
#include "tco/TcoSchema.h"
#include "training/TrainingSchema.h"

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

namespace fleet::schema_rows {

// The domains in the order evaluate() derives them (Evaluate.cpp), each with its rows.
struct DomainRows {
    std::string_view domain;
    std::span<const ResultSpec> rows;
};
inline constexpr std::array<DomainRows, 14> kDomains = {{
    {"model", kModelResultRows},
    {"compute", kComputeResultRows},
    {"inference", kInferenceResultRows},
    {"training", kTrainingResultRows},
    {"memory", kMemoryResultRows},
    {"comm", kCommResultRows},
    {"staircase", kStaircaseResultRows},
    {"fabric", kFabricResultRows},
    {"power", kPowerResultRows},
    {"cooling", kCoolingResultRows},
    {"reliability", kReliabilityResultRows},
    {"carbon", kCarbonResultRows},
    {"tco", kTcoResultRows},
    {"serving", kServingResultRows},
}};

consteval std::size_t rowCount()
{
    std::size_t n = 0;
    for (const DomainRows& d : kDomains)
        n += d.rows.size();
    return n;
}

// Every row, domain by domain.
inline constexpr std::array<ResultSpec, rowCount()> kRows = [] {
    std::array<ResultSpec, rowCount()> out{};
    std::size_t i = 0;
    for (const DomainRows& d : kDomains)
        for (const ResultSpec& r : d.rows)
            out[i++] = r;
    return out;
}();

// What the schema promises, checked while compiling: each row in its domain's table and the tables sorted by key
// (so no key appears twice, and a row is found by a binary search).
consteval bool rowsSortedWithinTheirDomains()
{
    for (const DomainRows& d : kDomains)
        for (std::size_t i = 0; i < d.rows.size(); ++i) {
            if (d.rows[i].domain() != d.domain)
                return false;
            if (i > 0 && !(d.rows[i - 1].key < d.rows[i].key))
                return false;
        }
    return true;
}
static_assert(rowsSortedWithinTheirDomains(), "a domain's result rows must be its own, sorted by key, each once");

// The row of `key` in kRows, -1 if it has none (for compile time: a linear scan per domain prefix).
consteval int rowOf(std::string_view key)
{
    std::size_t first = 0;
    for (const DomainRows& d : kDomains) {
        if (key.starts_with(d.domain) && key.size() > d.domain.size() && key[d.domain.size()] == '.') {
            std::size_t lo = 0, hi = d.rows.size(); // binary search: the rows are sorted (checked above)
            while (lo < hi) {
                const std::size_t mid = (lo + hi) / 2;
                if (d.rows[mid].key < key)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            if (lo < d.rows.size() && d.rows[lo].key == key)
                return static_cast<int>(first + lo);
            return -1;
        }
        first += d.rows.size();
    }
    return -1;
}

} // namespace fleet::schema_rows
