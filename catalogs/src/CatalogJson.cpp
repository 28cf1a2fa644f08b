#include "CatalogJson.h"

#include <QJsonValue>

namespace fleet::catalog {

namespace {

using namespace fleet::units;

QString qs(const std::string& s) { return QString::fromStdString(s); }

template <typename T>
void put(QJsonObject& o, const char* key, const std::optional<T>& v)
{
    o.insert(QLatin1String(key), v ? QJsonValue(static_cast<double>(*v)) : QJsonValue(QJsonValue::Null));
}

void putProvenance(QJsonObject& o, const fleet::Provenance& p)
{
    o.insert(QStringLiteral("source"), qs(p.source));
    o.insert(QStringLiteral("kind"), qs(p.kind));
    o.insert(QStringLiteral("as_of"), qs(p.asOf));
    o.insert(QStringLiteral("notes"), qs(p.notes));
    o.insert(QStringLiteral("user_override"), p.userOverride);
}

QJsonObject toJson(const fleet::Accelerator& a)
{
    QJsonObject o{{QStringLiteral("id"), qs(a.id)}, {QStringLiteral("name"), qs(a.name)},
                  {QStringLiteral("vendor"), qs(a.vendor)}, {QStringLiteral("year"), a.year}};
    for (fleet::Precision p : fleet::kAllPrecisions) {
        const bool integerFormat = p == fleet::Precision::INT8 || p == fleet::Precision::INT4;
        const QString key = QString::fromLatin1(fleet::toString(p).data()) +
                            (integerFormat ? QStringLiteral("_tops") : QStringLiteral("_tflops"));
        const auto v = a.peakFor(p);
        o.insert(key, v ? QJsonValue(v->in(TFLOP_per_s)) : QJsonValue(QJsonValue::Null));
    }
    o.insert(QStringLiteral("hbm_gb"), a.hbmCapacity.in(GB));
    o.insert(QStringLiteral("hbm_tb_per_s"), a.hbmBandwidth.in(TB_per_s));
    o.insert(QStringLiteral("tdp_w"), a.tdp.si());
    put(o, "scale_up_gb_per_s", a.scaleUpBandwidth ? std::optional<double>(a.scaleUpBandwidth->in(GB_per_s)) : std::nullopt);
    o.insert(QStringLiteral("scale_up_direction"),
             a.scaleUpDirection == fleet::LinkDirection::Bidirectional ? QStringLiteral("bidirectional")
                                                                       : QStringLiteral("per-direction"));
    put(o, "die_area_mm2", a.dieAreaMm2);
    put(o, "price_usd", a.priceUsd);
    put(o, "embodied_kg", a.embodiedKg);
    put(o, "mtbf_hours", a.mtbfHours);
    putProvenance(o, a.provenance);
    return o;
}

QJsonObject toJson(const fleet::Link& l)
{
    QJsonObject o{{QStringLiteral("id"), qs(l.id)},
                  {QStringLiteral("name"), qs(l.name)},
                  {QStringLiteral("family"), qs(l.family)},
                  {QStringLiteral("gb_per_s_per_dir"), l.bandwidthPerDirection.in(GB_per_s)},
                  {QStringLiteral("alpha_us"), l.alpha.in(us)}};
    put(o, "pj_per_bit", l.pjPerBit);
    put(o, "port_w", l.portWatts);
    put(o, "port_cost_usd", l.portCostUsd);
    putProvenance(o, l.provenance);
    return o;
}

QJsonObject toJson(const fleet::Node& n)
{
    QJsonObject o{{QStringLiteral("id"), qs(n.id)},
                  {QStringLiteral("name"), qs(n.name)},
                  {QStringLiteral("accelerator_id"), qs(n.acceleratorId)},
                  {QStringLiteral("accelerators"), n.accelerators},
                  {QStringLiteral("scale_up_link_id"), qs(n.scaleUpLinkId)},
                  {QStringLiteral("scale_out_link_id"), qs(n.scaleOutLinkId)}};
    put(o, "cpu_sockets", n.cpuSockets);
    put(o, "host_dram_gb", n.hostDramGb);
    put(o, "nvswitches", n.nvswitches);
    put(o, "nics", n.nics);
    put(o, "rated_power_w", n.ratedPower ? std::optional<double>(n.ratedPower->si()) : std::nullopt);
    put(o, "rack_units", n.rackUnits);
    put(o, "weight_kg", n.weightKg);
    put(o, "price_usd", n.priceUsd);
    put(o, "embodied_kg", n.embodiedKg);
    put(o, "mtbf_hours", n.mtbfHours);
    put(o, "overhead_w", n.overhead ? std::optional<double>(n.overhead->si()) : std::nullopt);
    put(o, "average_w_per_accelerator",
        n.averagePerAccelerator ? std::optional<double>(n.averagePerAccelerator->si()) : std::nullopt);
    putProvenance(o, n.provenance);
    return o;
}

QJsonObject toJson(const fleet::Switch& s)
{
    QJsonObject o{{QStringLiteral("id"), qs(s.id)}, {QStringLiteral("name"), qs(s.name)},
                  {QStringLiteral("radix"), s.radix}, {QStringLiteral("port_gbps"), s.portGbps}};
    put(o, "power_w", s.powerW);
    put(o, "cost_usd", s.costUsd);
    put(o, "latency_ns", s.latencyNs);
    put(o, "mtbf_hours", s.mtbfHours);
    putProvenance(o, s.provenance);
    return o;
}

QJsonObject toJson(const fleet::Optic& x)
{
    QJsonObject o{{QStringLiteral("id"), qs(x.id)},         {QStringLiteral("name"), qs(x.name)},
                  {QStringLiteral("media"), qs(x.media)},   {QStringLiteral("reach_m"), x.reachM},
                  {QStringLiteral("gbps"), x.gbps}};
    put(o, "power_w", x.powerW);
    put(o, "cost_usd", x.costUsd);
    put(o, "latency_ns", x.latencyNs);
    putProvenance(o, x.provenance);
    return o;
}

QJsonObject toJson(const fleet::Cooling& k)
{
    QJsonObject o{{QStringLiteral("id"), qs(k.id)},
                  {QStringLiteral("name"), qs(k.name)},
                  {QStringLiteral("rack_kw_limit"), k.rackLimit.in(kW)},
                  {QStringLiteral("default_pue"), k.defaultPue},
                  {QStringLiteral("liquid_fraction"), k.liquidFraction}};
    put(o, "wue_l_per_kwh", k.wueLPerKWh);
    putProvenance(o, k.provenance);
    return o;
}

QJsonObject toJson(const fleet::Region& g)
{
    QJsonObject o{{QStringLiteral("id"), qs(g.id)}, {QStringLiteral("name"), qs(g.name)},
                  {QStringLiteral("g_co2e_per_kwh"), g.gCo2ePerKWh}};
    put(o, "usd_per_kwh", g.usdPerKWh);
    put(o, "water_l_per_kwh", g.waterLPerKWh);
    put(o, "year", g.year);
    putProvenance(o, g.provenance);
    return o;
}

QJsonObject toJson(const fleet::ModelSpec& m)
{
    QJsonObject o{{QStringLiteral("id"), qs(m.id)}, {QStringLiteral("name"), qs(m.name)},
                  {QStringLiteral("params"), m.params}};
    put(o, "active_params", m.activeParams);
    put(o, "layers", m.layers);
    put(o, "hidden", m.hidden);
    put(o, "heads", m.heads);
    put(o, "kv_heads", m.kvHeads);
    put(o, "vocab", m.vocab);
    put(o, "ffn_hidden", m.ffnHidden);
    putProvenance(o, m.provenance);
    return o;
}

QJsonObject toJson(const fleet::Calibration& c)
{
    QJsonObject o{{QStringLiteral("id"), qs(c.id)},
                  {QStringLiteral("name"), qs(c.name)},
                  {QStringLiteral("target_kind"), QString::fromLatin1(fleet::toString(c.target).data())},
                  {QStringLiteral("target_id"), qs(c.targetId)},
                  {QStringLiteral("parameter"), QString::fromLatin1(fleet::toString(c.parameter).data())},
                  {QStringLiteral("value"), c.value},
                  {QStringLiteral("unit"), qs(c.unit)},
                  {QStringLiteral("method"), qs(c.method)}};
    putProvenance(o, c.provenance);
    return o;
}

QJsonObject toJson(const fleet::ServingCalibration& c)
{
    QJsonObject o{{QStringLiteral("id"), qs(c.id)},
                  {QStringLiteral("hbm_efficiency"), c.hbmEfficiency},
                  {QStringLiteral("compute_efficiency"), c.computeEfficiency},
                  {QStringLiteral("step_overhead_us"), c.stepOverhead.in(us)},
                  {QStringLiteral("sequence_overhead_us"), c.sequenceOverhead.in(us)}};
    putProvenance(o, c.provenance);
    return o;
}

template <typename T>
QList<QJsonObject> all(const std::vector<T>& rows)
{
    QList<QJsonObject> out;
    for (const T& r : rows)
        out << toJson(r);
    return out;
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
    switch (kind) {
    case fleet::CatalogKind::Accelerators: return all(c.accelerators);
    case fleet::CatalogKind::Links: return all(c.links);
    case fleet::CatalogKind::Nodes: return all(c.nodes);
    case fleet::CatalogKind::Switches: return all(c.switches);
    case fleet::CatalogKind::Optics: return all(c.optics);
    case fleet::CatalogKind::Cooling: return all(c.cooling);
    case fleet::CatalogKind::Regions: return all(c.regions);
    case fleet::CatalogKind::Models: return all(c.models);
    case fleet::CatalogKind::Calibrations: return all(c.calibrations);
    case fleet::CatalogKind::ServingCalibrations: return all(c.servingCalibrations);
    }
    return {};
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
    const QString head = QStringLiteral("%1  %2").arg(r.value(QStringLiteral("id")).toString(), -16)
                             .arg(r.value(QStringLiteral("name")).toString(), -34);
    QStringList f;
    switch (kind) {
    case fleet::CatalogKind::Accelerators:
        f << QStringLiteral("fp16 %1").arg(num(r, "fp16_tflops", "TFLOP/s")) << QStringLiteral("fp8 %1").arg(num(r, "fp8_tflops", "TFLOP/s"))
          << num(r, "hbm_gb", "GB") << num(r, "hbm_tb_per_s", "TB/s") << num(r, "tdp_w", "W");
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
