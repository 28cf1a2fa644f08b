#pragma once
// What a valid catalog row is, one table of rules for every table and column, in the units of the schema
// (catalogs/schema/*.sql). The rules are read from the catalog column schema (CatalogSchema.h, where each
// column's rule is written); CatalogRowValidator applies them to rows from any source — the built-in seed, a
// user catalog, rows embedded in a plan or imported from CSV.
//
// A column without a rule (an SQL column the schema lacks) is still checked by the type of its value: a
// number must be finite, a text at most kMaxTextChars long.
#include <QString>
#include <QStringList>

#include <vector>

namespace fleet::catalog {

enum class ColumnKind {
    Id,      // non-empty text without control characters or surrounding blanks, at most 128 characters
    Text,    // text of at most maxChars characters
    Choice,  // one of `choices`
    Real,    // a finite number in [min, max]
    Integer, // a whole number in [min, max]
};

struct ColumnRule {
    QString column;
    ColumnKind kind = ColumnKind::Text;
    bool required = false; // NULL, an empty cell or a missing column is refused
    double min = 0.0, max = 0.0;
    int maxChars = 0;
    QStringList choices;

    // "a number from 1e-06 to 1e+07", "one of spec, measured", … for messages.
    QString expected() const;
};

struct TableRules {
    QString table;
    std::vector<ColumnRule> columns;
    // At least one of these columns must have a value (an accelerator needs some peak).
    QStringList anyOf;
};

inline constexpr int kMaxTextChars = 65536;  // a column without a rule, notes
inline constexpr int kMaxIdChars = 128;
inline constexpr int kMaxRowsPerTable = 200000; // rows beyond are not read (with a message)

const std::vector<TableRules>& catalogRules();
// Rules of one table; nullptr for a table without rules (every column then gets the default checks).
const TableRules* rulesFor(const QString& table);

} // namespace fleet::catalog
