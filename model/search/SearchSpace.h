#pragma once
// The axes of a design-space search: scenario input keys (ScenarioSchema) and the values each takes. The
// search visits the Cartesian product of the axes, first axis slowest (mixed radix), so configuration i is
// the same whatever the thread count.
#include "hardware/Catalog.h"
#include "scenario/FieldValue.h"
#include "scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fleet {

struct SearchAxis {
    std::string key;               // dotted input key, e.g. "training.tp"
    std::vector<FieldValue> values; // typed per the key's FieldSpec, each checked against its range
};

// Issue 29 raised it from 10⁶: the default axes (66,000 layouts of the default plan) with every accelerator of the
// catalog (22 since issue 30's rows) give 1.45 × 10⁶. A search that keeps every record (the Search tab) holds 2 × 10⁶
// of ~180 bytes, ~360 MB; the CLI keeps the front and the fastest only (SearchSpec::keepAllRecords).
inline constexpr double kMaxSearchCombinations = 2e6;

struct AxisParse {
    std::optional<SearchAxis> axis;
    std::string error; // names the key and what is wrong
};

// "KEY=a,b,c" (any type), "KEY=lo:hi:step" (numbers, inclusive, step > 0) or "KEY=lo:hi:x2" (numbers,
// geometric, factor > 1). Values are checked against the key's range and, given a catalog, its ids.
AxisParse parseSearchAxis(std::string_view text, const Catalog* catalog);

struct DefaultAxesOptions {
    bool varyAccelerator = false;      // every catalog accelerator (fleet.node becomes "auto")
    std::vector<std::int64_t> nodes;   // fleet.nodes values; empty = keep the scenario's node count
    std::int64_t tpNodeMultiple = 2;   // tp up to the scale-up domain · this (values beyond it are rejected)
    std::int64_t maxPp = 64;
};

// training.tp ∈ {1, 2, 4, … ≤ scale-up domain · tpNodeMultiple}, training.pp ∈ divisors of model.layers
// ≤ maxPp (and the powers of two when the layers have fewer than 4 such divisors), training.cp ∈ powers of two
// ≤ 32 leaving each rank ≥ 4,096 tokens when training.seqLen ≥ 8,192, training.ep ∈ powers of two
// dividing model.experts ≤ 64 for a Mixture-of-Experts model, training.microBatch ∈ {1, 2, 4, 8, 16}, training.interleave ∈ {1, 2, 3, 4, 6},
// training.sequenceParallel ∈ {false, true}, training.zeroStage ∈ {0 … 3}, training.activationCheckpointing ∈
// {none, selective, full}, training.precision ∈ {bf16, fp8 or the plan's FP8 recipe}, plus fleet.accelerator / fleet.nodes when asked.
// training.dp is not an axis: the search derives it (see SearchSpec::deriveDp); the global batch is held.
std::vector<SearchAxis> defaultSearchAxes(const Scenario& base, const Catalog& catalog,
                                          const DefaultAxesOptions& options = {});

// Replaces the axis of the same key, or appends.
void setAxis(std::vector<SearchAxis>& axes, SearchAxis axis);

// Product of the axis sizes (as a double, so huge products do not overflow); 1 for no axes.
double combinationCount(const std::vector<SearchAxis>& axes);

// The position of configuration `index`'s value on each axis (first axis slowest: a mixed-radix number), into `out`
// (resized to the axes; a buffer reused per configuration allocates nothing).
void axisValueIndices(const std::vector<SearchAxis>& axes, std::int64_t index, std::vector<std::size_t>& out);

} // namespace fleet
