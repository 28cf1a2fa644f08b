#include "CatalogRules.h"

#include "CatalogSchema.h"

namespace fleet::catalog {

namespace {

// The rules are the schema's (CatalogSchema): every table's columns in the order they are checked.
std::vector<TableRules> makeRules()
{
    std::vector<TableRules> rules;
    for (const TableShape& t : catalogSchema()) {
        TableRules r{t.table, {}, t.anyOf};
        for (const ColumnSchema& c : t.columns)
            r.columns.push_back(c.rule);
        rules.push_back(std::move(r));
    }
    return rules;
}

QString number(double v) { return QString::number(v, 'g', 6); }

} // namespace

QString ColumnRule::expected() const
{
    switch (kind) {
    case ColumnKind::Id: return QStringLiteral("an id (text without blanks at its ends, at most %1 characters)").arg(maxChars);
    case ColumnKind::Text: return QStringLiteral("text of at most %1 characters").arg(maxChars);
    case ColumnKind::Choice: return QStringLiteral("one of %1").arg(choices.join(QStringLiteral(", ")));
    case ColumnKind::Real:
        return QStringLiteral("a number from %1 to %2").arg(number(min), number(max));
    case ColumnKind::Integer: return QStringLiteral("a whole number from %1 to %2").arg(number(min), number(max));
    }
    return {};
}

const std::vector<TableRules>& catalogRules()
{
    static const std::vector<TableRules> rules = makeRules();
    return rules;
}

const TableRules* rulesFor(const QString& table)
{
    const TableShape* shape = tableShape(table); // the rules are in the schema's (CatalogKind) order
    return shape ? &catalogRules().at(static_cast<size_t>(shape->kind)) : nullptr;
}

} // namespace fleet::catalog
