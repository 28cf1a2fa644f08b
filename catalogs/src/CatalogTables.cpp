#include "CatalogTables.h"

#include "CatalogDatabase.h"
#include "CatalogSchema.h"

#include <QLocale>
#include <QSqlQuery>

#include <cmath>

namespace fleet::catalog {

namespace {

SqlType sqlTypeOf(const QString& declared)
{
    const QString t = declared.toUpper();
    if (t.contains(QStringLiteral("INT")))
        return SqlType::Integer;
    if (t.contains(QStringLiteral("REAL")) || t.contains(QStringLiteral("FLOA")) || t.contains(QStringLiteral("DOUB")))
        return SqlType::Real;
    return SqlType::Text;
}

QList<TableInfo> readTables()
{
    QList<TableInfo> out;
    ConnectionGuard conn(QStringLiteral(":memory:"));
    if (!conn.ok() || !migrate(conn.db()).isEmpty())
        qFatal("the compiled-in catalog schema does not load");
    for (int k = 0; k <= static_cast<int>(fleet::kLastCatalogKind); ++k) {
        TableInfo t;
        t.kind = static_cast<fleet::CatalogKind>(k);
        t.table = QString::fromLatin1(fleet::toString(t.kind).data());
        QSqlQuery q(conn.db());
        q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(t.table));
        while (q.next()) {
            const QString name = q.value(1).toString();
            const ColumnSchema* c = columnSchema(t.table, name); // tst_catalog_schema: every column has one
            t.columns.append({name, sqlTypeOf(q.value(2).toString()), c ? c->unit : QString(), c ? c->label : nullptr});
        }
        if (t.columns.isEmpty())
            qFatal("catalog table %s is missing from the schema", qPrintable(t.table));
        out.append(std::move(t));
    }
    return out;
}

bool isBlank(const QVariant& v)
{
    return !v.isValid() || v.isNull() || (v.metaType().id() == QMetaType::QString && v.toString().trimmed().isEmpty());
}

bool sameValue(const QVariant& a, const QVariant& b)
{
    if (isBlank(a) || isBlank(b))
        return isBlank(a) && isBlank(b);
    const std::optional<double> x = CatalogRowValidator::numberOf(a), y = CatalogRowValidator::numberOf(b);
    const bool numbers = a.metaType().id() != QMetaType::QString && b.metaType().id() != QMetaType::QString;
    if (numbers && x && y)
        return *x == *y;
    return a.toString() == b.toString();
}

} // namespace

QStringList TableInfo::names() const
{
    QStringList out;
    for (const ColumnInfo& c : columns)
        out << c.name;
    return out;
}

const ColumnInfo* TableInfo::column(const QString& name) const
{
    for (const ColumnInfo& c : columns)
        if (c.name == name)
            return &c;
    return nullptr;
}

const QList<TableInfo>& catalogTables()
{
    static const QList<TableInfo> tables = readTables();
    return tables;
}

const TableInfo* tableInfo(const QString& table)
{
    const TableShape* shape = tableShape(table);
    return shape ? &tableInfo(shape->kind) : nullptr;
}

const TableInfo& tableInfo(fleet::CatalogKind kind) { return catalogTables().at(static_cast<int>(kind)); }

QVariantList CatalogRow::ordered() const
{
    QVariantList out;
    if (const TableInfo* t = tableInfo(table))
        for (const ColumnInfo& c : t->columns)
            out << values.value(c.name);
    return out;
}

QStringList CatalogRow::differences(const CatalogRow& other) const
{
    QStringList out;
    const TableInfo* t = tableInfo(table);
    if (!t)
        return {QStringLiteral("table")};
    for (const ColumnInfo& c : t->columns)
        if (!sameValue(values.value(c.name), other.values.value(c.name)))
            out << c.name;
    return out;
}

namespace {

// The row's columns in schema order, plus any column the table does not have (refused by name).
std::optional<RowProblem> unknownColumn(const CatalogRow& row, const TableInfo* t)
{
    if (!t)
        return RowProblem{QStringLiteral("table"), QStringLiteral("'%1' is not a catalog table").arg(row.table)};
    for (auto it = row.values.constBegin(); it != row.values.constEnd(); ++it)
        if (!t->column(it.key()))
            return RowProblem{it.key(), QStringLiteral("table %1 has no such column").arg(row.table)};
    return std::nullopt;
}

// The validator of a table's rows in its column order, built once per table (a CSV import checks 200,000 rows).
const CatalogRowValidator& validatorFor(const TableInfo& t)
{
    static const std::vector<CatalogRowValidator> validators = [] {
        std::vector<CatalogRowValidator> out;
        for (const TableInfo& table : catalogTables())
            out.emplace_back(table.table, table.names());
        return out;
    }();
    return validators.at(static_cast<size_t>(t.kind));
}

} // namespace

std::optional<RowProblem> checkRow(const CatalogRow& row)
{
    const TableInfo* t = tableInfo(row.table);
    if (std::optional<RowProblem> p = unknownColumn(row, t))
        return p;
    return validatorFor(*t).check(row.ordered());
}

std::vector<RowProblem> rowProblems(const CatalogRow& row)
{
    const TableInfo* t = tableInfo(row.table);
    if (std::optional<RowProblem> p = unknownColumn(row, t))
        return {*p};
    return validatorFor(*t).checkAll(row.ordered());
}

CatalogRow normalized(const CatalogRow& row)
{
    CatalogRow out{row.table, {}};
    const TableInfo* t = tableInfo(row.table);
    if (!t)
        return out;
    for (const ColumnInfo& c : t->columns) {
        const QVariant v = row.values.value(c.name);
        if (isBlank(v))
            continue;
        const std::optional<double> d = c.type == SqlType::Text ? std::nullopt : CatalogRowValidator::numberOf(v);
        if (c.type == SqlType::Integer && d && *d == std::floor(*d) && std::fabs(*d) < 9e15)
            out.values.insert(c.name, static_cast<qlonglong>(*d));
        else if (d)
            out.values.insert(c.name, *d);
        else
            out.values.insert(c.name, v.toString());
    }
    return out;
}

QString valueText(const QVariant& v)
{
    if (isBlank(v))
        return {};
    switch (v.metaType().id()) {
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        if (d == std::floor(d) && std::fabs(d) < 1e16)
            return QString::number(static_cast<qlonglong>(d));
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    }
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong: return QString::number(v.toLongLong());
    default: return v.toString();
    }
}

} // namespace fleet::catalog
