#include "CatalogTables.h"

#include "CatalogDatabase.h"

#include <QHash>
#include <QLocale>
#include <QSqlQuery>

#include <cmath>

namespace fleet::catalog {

namespace {

// Units of the schema's columns (the comments of catalogs/schema/*.sql), by column name: a name means the same
// unit in every table.
QString unitOfColumn(const QString& column)
{
    static const QHash<QString, QString> units = {
        {QStringLiteral("fp64_tflops"), QStringLiteral("TFLOP/s")},  {QStringLiteral("fp32_tflops"), QStringLiteral("TFLOP/s")},
        {QStringLiteral("tf32_tflops"), QStringLiteral("TFLOP/s")},  {QStringLiteral("bf16_tflops"), QStringLiteral("TFLOP/s")},
        {QStringLiteral("fp16_tflops"), QStringLiteral("TFLOP/s")},  {QStringLiteral("fp8_tflops"), QStringLiteral("TFLOP/s")},
        {QStringLiteral("int8_tops"), QStringLiteral("TOP/s")},      {QStringLiteral("int4_tops"), QStringLiteral("TOP/s")},
        {QStringLiteral("hbm_gb"), QStringLiteral("GB")},            {QStringLiteral("hbm_tb_per_s"), QStringLiteral("TB/s")},
        {QStringLiteral("tdp_w"), QStringLiteral("W")},              {QStringLiteral("scale_up_gb_per_s"), QStringLiteral("GB/s")},
        {QStringLiteral("die_area_mm2"), QStringLiteral("mm²")},     {QStringLiteral("price_usd"), QStringLiteral("USD")},
        {QStringLiteral("embodied_kg"), QStringLiteral("kg CO2e")},  {QStringLiteral("mtbf_hours"), QStringLiteral("h")},
        {QStringLiteral("gb_per_s_per_dir"), QStringLiteral("GB/s")}, {QStringLiteral("alpha_us"), QStringLiteral("µs")},
        {QStringLiteral("pj_per_bit"), QStringLiteral("pJ/bit")},    {QStringLiteral("port_w"), QStringLiteral("W")},
        {QStringLiteral("port_cost_usd"), QStringLiteral("USD")},    {QStringLiteral("host_dram_gb"), QStringLiteral("GB")},
        {QStringLiteral("rated_power_w"), QStringLiteral("W")},      {QStringLiteral("rack_units"), QStringLiteral("U")},
        {QStringLiteral("weight_kg"), QStringLiteral("kg")},         {QStringLiteral("overhead_w"), QStringLiteral("W")},
        {QStringLiteral("average_w_per_accelerator"), QStringLiteral("W")},
        {QStringLiteral("port_gbps"), QStringLiteral("Gb/s")},       {QStringLiteral("power_w"), QStringLiteral("W")},
        {QStringLiteral("cost_usd"), QStringLiteral("USD")},         {QStringLiteral("latency_ns"), QStringLiteral("ns")},
        {QStringLiteral("reach_m"), QStringLiteral("m")},            {QStringLiteral("gbps"), QStringLiteral("Gb/s")},
        {QStringLiteral("rack_kw_limit"), QStringLiteral("kW")},     {QStringLiteral("wue_l_per_kwh"), QStringLiteral("L/kWh")},
        {QStringLiteral("g_co2e_per_kwh"), QStringLiteral("gCO2e/kWh")}, {QStringLiteral("usd_per_kwh"), QStringLiteral("USD/kWh")},
        {QStringLiteral("water_l_per_kwh"), QStringLiteral("L/kWh")}, {QStringLiteral("step_overhead_us"), QStringLiteral("µs")},
        {QStringLiteral("sequence_overhead_us"), QStringLiteral("µs")},
    };
    return units.value(column);
}

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
            t.columns.append({name, sqlTypeOf(q.value(2).toString()), unitOfColumn(name)});
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
    for (const TableInfo& t : catalogTables())
        if (t.table == table)
            return &t;
    return nullptr;
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

} // namespace

std::optional<RowProblem> checkRow(const CatalogRow& row)
{
    const TableInfo* t = tableInfo(row.table);
    if (std::optional<RowProblem> p = unknownColumn(row, t))
        return p;
    return CatalogRowValidator(row.table, t->names()).check(row.ordered());
}

std::vector<RowProblem> rowProblems(const CatalogRow& row)
{
    const TableInfo* t = tableInfo(row.table);
    if (std::optional<RowProblem> p = unknownColumn(row, t))
        return {*p};
    return CatalogRowValidator(row.table, t->names()).checkAll(row.ordered());
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
