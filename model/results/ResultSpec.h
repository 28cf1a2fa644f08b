#pragma once
// One row of the result schema (results/ResultSchema.h): a literal type, so each domain's rows are a constexpr
// array in its <Domain>Schema.h and the schema is joined at compile time (results/ResultSchemaRows.h).
#include "results/ResultUnit.h"

#include <string_view>

namespace fleet {

enum class Better : unsigned char { Neither, Higher, Lower };
std::string_view toString(Better b); // "neither" | "higher" | "lower"

// Every string of a row views a string literal, so data() is NUL-terminated (the GUI hands it to translate()).
struct ResultSpec {
    std::string_view key; // "training.step_s"
    ResultUnit unit;
    Better better;
    std::string_view label;       // English; the GUI translates it (context "ResultLabels")
    std::string_view description; // one English sentence (context "ResultDescriptions")
    constexpr std::string_view domain() const { return key.substr(0, key.find('.')); }
};

// The short names the domains' row tables are written with.
namespace schema_rows {
using U = ResultUnit;
using B = Better;
} // namespace schema_rows

} // namespace fleet
