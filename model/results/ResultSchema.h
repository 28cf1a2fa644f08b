#pragma once
// The result schema (issue #12), the counterpart of ScenarioSchema for outputs: one row per result key with its
// unit (a type), label, one-line description, domain and which direction is better. The single source for the
// CLI's `results` command, the GUI's labels and the Compare tab's colours, the report and the docs table; the
// translation catalogue takes its labels and descriptions from here (tools/model_strings). A result without a
// row fails tests/model/tst_result_schema.
#include "results/ResultSpec.h"

#include <span>
#include <string_view>

namespace fleet {

class ResultSchema {
public:
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
