#pragma once
// The result schema (issue #12), the counterpart of ScenarioSchema for outputs: one row per result key with its
// unit (a type), label, one-line description, domain and which direction is better. The single source for the
// CLI's `results` command, the GUI's labels and the Compare tab's colours, the report and the docs table; the
// translation catalogue takes its labels and descriptions from here (tools/model_strings). A result without a
// row fails tests/model/tst_result_schema.
#include "results/ResultUnit.h"

#include <span>
#include <string_view>

namespace fleet {

enum class Better : unsigned char { Neither, Higher, Lower };
std::string_view toString(Better b); // "neither" | "higher" | "lower"

// Every string of a row views a string literal, so data() is NUL-terminated (the GUI hands it to translate()).
struct ResultSpec {
    std::string_view key;         // "training.step_s"
    ResultUnit unit;
    Better better;
    std::string_view label;       // English; the GUI translates it (context "ResultLabels")
    std::string_view description; // one English sentence (context "ResultDescriptions")
    std::string_view domain() const { return key.substr(0, key.find('.')); }
};

class ResultSchema {
public:
    static constexpr std::size_t kMaxRows = 512; // rows() never holds more (checked when the schema is joined)
    static const ResultSchema& instance();
    std::span<const ResultSpec> rows() const;
    std::span<const std::string_view> symbols() const;  // symbol(rows()[i].unit), static storage
    const ResultSpec* find(std::string_view key) const; // nullptr for a key without a row
    // The row's index in rows(), -1 for a key without a row: a hash lookup (Results stores values by it).
    int indexOf(std::string_view key) const;
    // The domains in the order evaluate() derives them ("compute", "inference", …).
    std::span<const std::string_view> domains() const;

private:
    ResultSchema() = default;
};

} // namespace fleet
