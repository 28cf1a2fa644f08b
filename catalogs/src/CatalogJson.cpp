#include "CatalogJson.h"

#include "CatalogSchema.h"

#include <QJsonValue>

namespace fleet::catalog {

namespace {

// A row as the schema's columns name it, in their units, and whether it comes from the user catalog.
template <typename T> QJsonObject toJson(const TableSchema<T>& schema, const T& row)
{
    QJsonObject o;
    for (const BoundColumn<T>& c : schema.columns)
        o.insert(c.column.name(), QJsonValue::fromVariant(c.field.get(row))); // an unset optional is null
    o.insert(QStringLiteral("user_override"), row.provenance.userOverride);
    return o;
}

QString num(const QJsonObject& o, const char* key, const char* unit)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("—");
    return QStringLiteral("%1 %2").arg(v.toDouble(), 0, 'g', 6).arg(QString::fromUtf8(unit)); // units such as "µs" are UTF-8
}

} // namespace

QList<QJsonObject> rowsOf(const fleet::Catalog& c, fleet::CatalogKind kind)
{
    QList<QJsonObject> out;
    forEachTable([&](const auto& t) {
        if (t.kind != kind)
            return true;
        for (const auto& row : c.*t.rows)
            out << toJson(t, row);
        return false;
    });
    return out;
}

std::optional<FoundRow> findRow(const fleet::Catalog& c, const QString& id)
{
    const std::string key = id.toStdString();
    for (int k = 0; k <= static_cast<int>(fleet::kLastCatalogKind); ++k) {
        const auto kind = static_cast<fleet::CatalogKind>(k);
        if (c.contains(kind, key))
            for (const QJsonObject& row : rowsOf(c, kind))
                if (row.value(QStringLiteral("id")).toString() == id)
                    return FoundRow{kind, row};
    }
    return std::nullopt;
}

QString summaryLine(fleet::CatalogKind kind, const QJsonObject& r)
{
    const QString name = r.value(QStringLiteral("name")).toString();
    QString head = QStringLiteral("%1  %2").arg(r.value(QStringLiteral("id")).toString(), -16).arg(name, -34);
    if (name.size() >= 34) // a long name keeps a gap before the figures
        head += QStringLiteral("  ");
    QStringList f;
    switch (kind) {
    case fleet::CatalogKind::Accelerators:
        f << QStringLiteral("fp16 %1").arg(num(r, "fp16_tflops", "TFLOP/s")) << QStringLiteral("fp8 %1").arg(num(r, "fp8_tflops", "TFLOP/s"));
        if (const QJsonValue fp4 = r.value(QStringLiteral("fp4_tflops")); fp4.isDouble()) // schema 012: chips with FP4
            f << QStringLiteral("fp4 %1").arg(num(r, "fp4_tflops", "TFLOP/s"));
        f << num(r, "hbm_gb", "GB") << num(r, "hbm_tb_per_s", "TB/s") << num(r, "tdp_w", "W");
        break;
    case fleet::CatalogKind::Links:
        f << num(r, "gb_per_s_per_dir", "GB/s/dir") << QStringLiteral("α %1").arg(num(r, "alpha_us", "µs"));
        break;
    case fleet::CatalogKind::Nodes:
        f << QStringLiteral("%1 × %2").arg(r.value(QStringLiteral("accelerators")).toInt()).arg(r.value(QStringLiteral("accelerator_id")).toString())
          << num(r, "rated_power_w", "W");
        break;
    case fleet::CatalogKind::Switches:
        f << QStringLiteral("radix %1").arg(r.value(QStringLiteral("radix")).toInt()) << num(r, "port_gbps", "Gb/s") << num(r, "power_w", "W");
        break;
    case fleet::CatalogKind::Optics:
        f << r.value(QStringLiteral("media")).toString() << num(r, "reach_m", "m") << num(r, "power_w", "W");
        break;
    case fleet::CatalogKind::Cooling:
        f << num(r, "rack_kw_limit", "kW/rack") << QStringLiteral("PUE %1").arg(num(r, "default_pue", ""));
        break;
    case fleet::CatalogKind::Regions:
        f << num(r, "g_co2e_per_kwh", "gCO2e/kWh") << num(r, "usd_per_kwh", "USD/kWh");
        break;
    case fleet::CatalogKind::Models:
        f << QStringLiteral("%1 params").arg(r.value(QStringLiteral("params")).toDouble(), 0, 'g', 4);
        break;
    case fleet::CatalogKind::Calibrations:
        f << QStringLiteral("%1 %2").arg(r.value(QStringLiteral("value")).toDouble(), 0, 'g', 4).arg(r.value(QStringLiteral("unit")).toString())
          << r.value(QStringLiteral("method")).toString();
        break;
    case fleet::CatalogKind::ServingCalibrations:
        f << QStringLiteral("η_mem %1").arg(num(r, "hbm_efficiency", "")) << QStringLiteral("η_comp %1").arg(num(r, "compute_efficiency", ""))
          << QStringLiteral("t_step %1").arg(num(r, "step_overhead_us", "µs"));
        break;
    }
    return head + f.join(QStringLiteral("  ")) + QStringLiteral("  [%1]").arg(r.value(QStringLiteral("kind")).toString());
}

} // namespace fleet::catalog
