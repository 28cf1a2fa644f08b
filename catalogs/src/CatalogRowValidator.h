#pragma once
// Checks catalog rows against CatalogRules, whatever they come from: a SQLite query, a CSV file, a plan's
// embedded rows. Built once per table and column list (the rules are resolved to column positions then),
// it checks each row in time linear in its columns. A row is valid or has a first problem naming its
// column; describe() turns that into the message the user sees: the file, the table, the row's id, the column.
//
// Values are QVariants as each source gives them: numbers, text, a null for NULL. Text where a number belongs
// must read fully as a decimal number ("1e9"; a CSV cell); an empty text counts as NULL.
#include "CatalogRules.h"

#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <vector>

namespace fleet::catalog {

struct RowProblem {
    QString column;
    QString message; // "inf is not a finite number", "is missing", "-3 is out of range; expected …"
};

class CatalogRowValidator {
public:
    CatalogRowValidator(QString table, QStringList columns);

    const QString& table() const { return m_table; }
    // The first problem of the row (values in the order of the columns given), or nothing.
    std::optional<RowProblem> check(const QVariantList& values) const;
    // Every problem of the row, the first of each column (an editor marks each field).
    std::vector<RowProblem> checkAll(const QVariantList& values) const;
    // The row's id as text ("" when it has none), for messages and duplicates.
    QString idOf(const QVariantList& values) const;
    // "<source>: table accelerators, id 'x', column fp8_tflops: inf is not a finite number; the row is skipped"
    QString describe(const QString& source, const QVariantList& values, const RowProblem& problem) const;

    // A number read from a value that passed check(): numbers as they are, text parsed as a decimal.
    static std::optional<double> numberOf(const QVariant& v);

private:
    struct Check {
        int index = -1; // position in the row, -1 when the column is absent
        const ColumnRule* rule = nullptr;
        QString column;
    };
    std::optional<QString> checkValue(const Check& c, const QVariant& v) const;

    QString m_table;
    std::vector<Check> m_checks; // the rules, then every column without a rule
    std::vector<int> m_anyOf;    // positions of the columns of which one must be set
    QStringList m_anyOfNames;
    int m_idIndex = -1;
    QString m_repeated; // a column named twice: every row is refused
};

} // namespace fleet::catalog
