#include "CatalogSchema.h"

namespace fleet::catalog {

namespace {

std::vector<TableShape> makeShapes()
{
    std::vector<TableShape> out;
    forEachTable([&out](const auto& t) {
        TableShape shape{t.table, t.kind, t.title, {}, t.anyOf};
        for (const auto& c : t.columns)
            shape.columns.push_back(c.column);
        out.push_back(std::move(shape));
        return true;
    });
    return out;
}

} // namespace

const std::vector<TableShape>& catalogSchema()
{
    static const std::vector<TableShape> shapes = makeShapes();
    return shapes;
}

const TableShape* tableShape(const QString& table)
{
    for (const TableShape& t : catalogSchema())
        if (t.table == table)
            return &t;
    return nullptr;
}

const ColumnSchema* columnSchema(const QString& table, const QString& column)
{
    if (const TableShape* t = tableShape(table))
        for (const ColumnSchema& c : t->columns)
            if (c.name() == column)
                return &c;
    return nullptr;
}

} // namespace fleet::catalog
