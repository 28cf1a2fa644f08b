#include "catalog/CatalogColumns.h"

#include <QHash>

namespace fleet::views {

QString CatalogColumns::label(const QString& column)
{
    static const QHash<QString, const char*> labels = {
        {QStringLiteral("id"), QT_TR_NOOP("Id")},
        {QStringLiteral("name"), QT_TR_NOOP("Name")},
        {QStringLiteral("vendor"), QT_TR_NOOP("Vendor")},
        {QStringLiteral("year"), QT_TR_NOOP("Year")},
        {QStringLiteral("fp64_tflops"), QT_TR_NOOP("FP64")},
        {QStringLiteral("fp32_tflops"), QT_TR_NOOP("FP32")},
        {QStringLiteral("tf32_tflops"), QT_TR_NOOP("TF32")},
        {QStringLiteral("bf16_tflops"), QT_TR_NOOP("BF16")},
        {QStringLiteral("fp16_tflops"), QT_TR_NOOP("FP16")},
        {QStringLiteral("fp8_tflops"), QT_TR_NOOP("FP8")},
        {QStringLiteral("int8_tops"), QT_TR_NOOP("INT8")},
        {QStringLiteral("int4_tops"), QT_TR_NOOP("INT4")},
        {QStringLiteral("hbm_gb"), QT_TR_NOOP("HBM")},
        {QStringLiteral("hbm_tb_per_s"), QT_TR_NOOP("HBM")},
        {QStringLiteral("tdp_w"), QT_TR_NOOP("TDP")},
        {QStringLiteral("scale_up_gb_per_s"), QT_TR_NOOP("Scale-up")},
        {QStringLiteral("scale_up_direction"), QT_TR_NOOP("Scale-up counted")},
        {QStringLiteral("die_area_mm2"), QT_TR_NOOP("Die area")},
        {QStringLiteral("price_usd"), QT_TR_NOOP("Price")},
        {QStringLiteral("embodied_kg"), QT_TR_NOOP("Embodied")},
        {QStringLiteral("mtbf_hours"), QT_TR_NOOP("MTBF")},
        {QStringLiteral("family"), QT_TR_NOOP("Family")},
        {QStringLiteral("gb_per_s_per_dir"), QT_TR_NOOP("Per direction")},
        {QStringLiteral("alpha_us"), QT_TR_NOOP("Latency α")},
        {QStringLiteral("pj_per_bit"), QT_TR_NOOP("Energy")},
        {QStringLiteral("port_w"), QT_TR_NOOP("Port power")},
        {QStringLiteral("port_cost_usd"), QT_TR_NOOP("Port cost")},
        {QStringLiteral("accelerator_id"), QT_TR_NOOP("Accelerator")},
        {QStringLiteral("accelerators"), QT_TR_NOOP("Accelerators")},
        {QStringLiteral("cpu_sockets"), QT_TR_NOOP("CPU sockets")},
        {QStringLiteral("host_dram_gb"), QT_TR_NOOP("Host DRAM")},
        {QStringLiteral("nvswitches"), QT_TR_NOOP("NVSwitches")},
        {QStringLiteral("nics"), QT_TR_NOOP("NICs")},
        {QStringLiteral("scale_up_link_id"), QT_TR_NOOP("Scale-up link")},
        {QStringLiteral("scale_out_link_id"), QT_TR_NOOP("Scale-out link")},
        {QStringLiteral("rated_power_w"), QT_TR_NOOP("Rated power")},
        {QStringLiteral("rack_units"), QT_TR_NOOP("Height")},
        {QStringLiteral("weight_kg"), QT_TR_NOOP("Weight")},
        {QStringLiteral("overhead_w"), QT_TR_NOOP("Overhead")},
        {QStringLiteral("average_w_per_accelerator"), QT_TR_NOOP("Average per accelerator")},
        {QStringLiteral("radix"), QT_TR_NOOP("Radix")},
        {QStringLiteral("port_gbps"), QT_TR_NOOP("Port speed")},
        {QStringLiteral("power_w"), QT_TR_NOOP("Power")},
        {QStringLiteral("cost_usd"), QT_TR_NOOP("Cost")},
        {QStringLiteral("latency_ns"), QT_TR_NOOP("Latency")},
        {QStringLiteral("media"), QT_TR_NOOP("Media")},
        {QStringLiteral("reach_m"), QT_TR_NOOP("Reach")},
        {QStringLiteral("gbps"), QT_TR_NOOP("Speed")},
        {QStringLiteral("rack_kw_limit"), QT_TR_NOOP("Rack limit")},
        {QStringLiteral("default_pue"), QT_TR_NOOP("Default PUE")},
        {QStringLiteral("wue_l_per_kwh"), QT_TR_NOOP("WUE")},
        {QStringLiteral("liquid_fraction"), QT_TR_NOOP("Liquid share")},
        {QStringLiteral("g_co2e_per_kwh"), QT_TR_NOOP("Grid intensity")},
        {QStringLiteral("usd_per_kwh"), QT_TR_NOOP("Electricity")},
        {QStringLiteral("water_l_per_kwh"), QT_TR_NOOP("Water")},
        {QStringLiteral("params"), QT_TR_NOOP("Parameters")},
        {QStringLiteral("active_params"), QT_TR_NOOP("Active parameters")},
        {QStringLiteral("layers"), QT_TR_NOOP("Layers")},
        {QStringLiteral("hidden"), QT_TR_NOOP("Hidden size")},
        {QStringLiteral("heads"), QT_TR_NOOP("Heads")},
        {QStringLiteral("kv_heads"), QT_TR_NOOP("KV heads")},
        {QStringLiteral("vocab"), QT_TR_NOOP("Vocabulary")},
        {QStringLiteral("ffn_hidden"), QT_TR_NOOP("FFN size")},
        {QStringLiteral("notes"), QT_TR_NOOP("Notes")},
        {QStringLiteral("source"), QT_TR_NOOP("Source")},
        {QStringLiteral("kind"), QT_TR_NOOP("Kind")},
        {QStringLiteral("as_of"), QT_TR_NOOP("As of")},
    };
    const auto it = labels.constFind(column);
    return it == labels.constEnd() ? column : tr(*it);
}

QString CatalogColumns::header(const fleet::catalog::ColumnInfo& column)
{
    const QString l = label(column.name);
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
    switch (kind) {
    case fleet::CatalogKind::Accelerators:
        return tr("Accelerators");
    case fleet::CatalogKind::Links:
        return tr("Links");
    case fleet::CatalogKind::Nodes:
        return tr("Nodes");
    case fleet::CatalogKind::Switches:
        return tr("Switches");
    case fleet::CatalogKind::Optics:
        return tr("Optics");
    case fleet::CatalogKind::Cooling:
        return tr("Cooling");
    case fleet::CatalogKind::Regions:
        return tr("Regions");
    case fleet::CatalogKind::Models:
        return tr("Models");
    case fleet::CatalogKind::Calibrations:
        return tr("Calibrations");
    case fleet::CatalogKind::ServingCalibrations:
        return tr("Serving calibration");
    }
    return {};
}

QList<fleet::CatalogKind> CatalogColumns::shownKinds()
{
    using K = fleet::CatalogKind;
    return {K::Accelerators, K::Links, K::Nodes, K::Switches, K::Optics, K::Cooling, K::Regions, K::Models};
}

} // namespace fleet::views
