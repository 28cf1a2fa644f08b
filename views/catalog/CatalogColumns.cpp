#include "catalog/CatalogColumns.h"

#include "CatalogSchema.h"

namespace fleet::views {

QString CatalogColumns::label(const fleet::catalog::ColumnInfo& column)
{
    return column.label ? tr(column.label) : column.name; // the label is the column schema's (CatalogSchema)
}

QString CatalogColumns::header(const fleet::catalog::ColumnInfo& column)
{
    const QString l = label(column);
    return column.unit.isEmpty() ? l : QStringLiteral("%1 (%2)").arg(l, column.unit);
}

QList<fleet::catalog::ColumnInfo> CatalogColumns::displayOrder(const fleet::catalog::TableInfo& table)
{
    static const QStringList last = {QStringLiteral("source"), QStringLiteral("kind"), QStringLiteral("as_of"),
                                     QStringLiteral("notes")};
    QList<fleet::catalog::ColumnInfo> out;
    for (const fleet::catalog::ColumnInfo& c : table.columns)
        if (!last.contains(c.name))
            out.append(c);
    for (const QString& name : last)
        if (const fleet::catalog::ColumnInfo* c = table.column(name))
            out.append(*c);
    return out;
}

QString CatalogColumns::tableTitle(fleet::CatalogKind kind)
{
    return tr(fleet::catalog::catalogSchema().at(static_cast<size_t>(kind)).title);
}

QList<fleet::CatalogKind> CatalogColumns::shownKinds()
{
    using K = fleet::CatalogKind;
    return {K::Accelerators, K::Links, K::Nodes, K::Switches, K::Optics, K::Cooling, K::Regions, K::Models};
}

} // namespace fleet::views
