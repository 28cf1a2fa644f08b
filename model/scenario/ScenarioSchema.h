#pragma once
// The dotted input keys of the contract (product.md), each with its type, accepted range, unit and
// meaning, and an accessor into Scenario. The CLI's --set, the file reader, the GUI editors and the
// undo command all go through this one table, so a key behaves the same everywhere.
#include "hardware/Catalog.h"
#include "results/Issue.h"
#include "scenario/FieldValue.h"
#include "scenario/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include <utility>

namespace fleet {

enum class FieldType { Real, Integer, Flag, Text };

struct FieldSpec {
    std::string key;         // "training.mfu"
    FieldType type = FieldType::Real;
    double min = 0.0;        // inclusive, Real/Integer
    double max = 0.0;        // inclusive, Real/Integer
    std::string unit;        // SI unit or "" (dimensionless), shown in tooltips and errors
    std::string description; // one line, English (views translate their own labels)
    std::vector<std::string> choices;      // Text fields with a fixed vocabulary
    std::optional<CatalogKind> catalogKind; // Text fields that name a catalog id
    std::string keyword;                    // Text catalog field also accepts this word ("auto", "custom", "same")
    // Text fields: other spellings accepted on input and stored as the choice they name (e.g. the flag
    // values "true" / "false" of a former yes/no key); files written store the choice.
    std::vector<std::pair<std::string, std::string>> aliases;
    const std::string* aliasTarget(std::string_view text) const;

    FieldValue get(const Scenario& s) const;
    void setUnchecked(Scenario& s, const FieldValue& v) const;

    // Accessors into the Scenario; exactly one is set, matching `type`.
    double& (*real)(Scenario&) = nullptr;
    std::int64_t& (*integer)(Scenario&) = nullptr;
    bool& (*flag)(Scenario&) = nullptr;
    std::string& (*text)(Scenario&) = nullptr;
};

// " (training.hidden is now model.hidden)" where `typed` is a former name of f's key, else "": appended to the
// messages about a value given under the old name, so they name the key the user wrote.
std::string aliasNote(std::string_view typed, const FieldSpec& f);

struct ParseResult {
    std::optional<FieldValue> value;
    std::string error; // names the key and the accepted range when value is empty
};

class ScenarioSchema {
public:
    static const ScenarioSchema& instance();

    const std::vector<FieldSpec>& fields() const { return m_fields; }
    // The field of a key or of one of its former names (training.hidden → model.hidden).
    const FieldSpec* field(std::string_view key) const;
    // Former key → the key it now names (issue 27: the model's keys of the training and inference sections).
    const std::vector<std::pair<std::string, std::string>>& keyAliases() const { return m_keyAliases; }

    // What setting `f` to `v` changes, in order (one undo step): model.id = a catalog model also sets every
    // model.* field from the catalog row; any other model.* field set to a new value makes model.id custom.
    // Every other key: itself. `v` must have passed check().
    std::vector<std::pair<const FieldSpec*, FieldValue>> assignmentsFor(const Scenario& s, const FieldSpec& f,
                                                                       const FieldValue& v,
                                                                       const Catalog* catalog) const;

    // Parse text for `key` ("1e9", "true", "h200-sxm"); checks type and numeric range.
    ParseResult parse(std::string_view key, std::string_view text) const;
    // Check a typed value against the field's range/choices (catalog ids when a catalog is given).
    std::optional<std::string> check(const FieldSpec& f, const FieldValue& v, const Catalog* catalog) const;
    // The same check as an issue (an error on f.key), unformatted.
    std::optional<Issue> checkIssue(const FieldSpec& f, const FieldValue& v, const Catalog* catalog) const;
    // Parse and apply "KEY=VALUE"; returns an error message or nothing.
    std::optional<std::string> applyAssignment(Scenario& s, std::string_view assignment, const Catalog* catalog) const;
    // Every input checked against its range and the catalog.
    std::vector<Issue> validate(const Scenario& s, const Catalog& catalog) const;

    Text rangeText(const FieldSpec& f) const; // "a number from 0 to 1", for people (translatable)

private:
    ScenarioSchema();
    std::vector<FieldSpec> m_fields;
    std::vector<std::pair<std::string, std::string>> m_keyAliases;
};

} // namespace fleet
