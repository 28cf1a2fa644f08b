#include "CatalogReader.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace fleet::catalog {

namespace {

using namespace fleet::units;

class Row {
public:
    explicit Row(const QSqlQuery& q) : m_q(q) {}
    std::string text(const char* col) const { return m_q.value(QLatin1String(col)).toString().toStdString(); }
    std::optional<double> real(const char* col, double scale = 1.0) const
    {
        const QVariant v = m_q.value(QLatin1String(col));
        if (v.isNull())
            return std::nullopt;
        return v.toDouble() * scale;
    }
    std::optional<int> integer(const char* col) const
    {
        const QVariant v = m_q.value(QLatin1String(col));
        if (v.isNull())
            return std::nullopt;
        return v.toInt();
    }
    double realOr(const char* col, double fallback, double scale = 1.0) const { return real(col, scale).value_or(fallback); }
    fleet::Provenance provenance(bool user) const
    {
        return {text("source"), text("kind"), text("as_of"), text("notes"), user};
    }

private:
    const QSqlQuery& m_q;
};

template <typename T, typename Fill>
QString readTable(QSqlDatabase db, const char* table, std::vector<T>& out, QCryptographicHash& hash, Fill fill)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(QLatin1String(table))))
        return QStringLiteral("table %1: %2").arg(QLatin1String(table), q.lastError().text());
    while (q.next()) {
        const QSqlRecord rec = q.record();
        QByteArray canonical = QByteArray(table) + '|';
        for (int i = 0; i < rec.count(); ++i)
            canonical += rec.fieldName(i).toUtf8() + '=' + rec.value(i).toString().toUtf8() + '|';
        hash.addData(canonical);
        T item;
        fill(Row(q), item);
        out.push_back(std::move(item));
    }
    return {};
}

template <typename T>
void overrideRows(std::vector<T>& base, std::vector<T>&& user)
{
    for (T& u : user) {
        auto it = std::find_if(base.begin(), base.end(), [&](const T& b) { return b.id == u.id; });
        if (it != base.end())
            *it = std::move(u);
        else
            base.push_back(std::move(u));
    }
}

} // namespace

QString readAll(QSqlDatabase db, fleet::Catalog& c, QCryptographicHash& hash, bool user)
{
    QString err;
    err = readTable(db, "accelerators", c.accelerators, hash, [user](const Row& r, fleet::Accelerator& a) {
        a.id = r.text("id");
        a.name = r.text("name");
        a.vendor = r.text("vendor");
        a.year = r.integer("year").value_or(0);
        const std::pair<fleet::Precision, const char*> cols[] = {
            {fleet::Precision::FP64, "fp64_tflops"}, {fleet::Precision::FP32, "fp32_tflops"},
            {fleet::Precision::TF32, "tf32_tflops"}, {fleet::Precision::BF16, "bf16_tflops"},
            {fleet::Precision::FP16, "fp16_tflops"}, {fleet::Precision::FP8, "fp8_tflops"},
            {fleet::Precision::INT8, "int8_tops"},   {fleet::Precision::INT4, "int4_tops"}};
        for (const auto& [p, col] : cols)
            if (auto v = r.real(col, TFLOP_per_s))
                a.setPeak(p, fleet::flopPerSecond(*v));
        a.hbmCapacity = fleet::bytes(r.realOr("hbm_gb", 0.0, GB));
        a.hbmBandwidth = fleet::bytesPerSecond(r.realOr("hbm_tb_per_s", 0.0, TB_per_s));
        a.tdp = fleet::watts(r.realOr("tdp_w", 0.0));
        if (auto v = r.real("scale_up_gb_per_s", GB_per_s))
            a.scaleUpBandwidth = fleet::bytesPerSecond(*v);
        a.scaleUpDirection = r.text("scale_up_direction") == "per-direction" ? fleet::LinkDirection::PerDirection
                                                                             : fleet::LinkDirection::Bidirectional;
        a.dieAreaMm2 = r.real("die_area_mm2");
        a.priceUsd = r.real("price_usd");
        a.embodiedKg = r.real("embodied_kg");
        a.mtbfHours = r.real("mtbf_hours");
        a.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "links", c.links, hash, [user](const Row& r, fleet::Link& l) {
        l.id = r.text("id");
        l.name = r.text("name");
        l.family = r.text("family");
        l.bandwidthPerDirection = fleet::bytesPerSecond(r.realOr("gb_per_s_per_dir", 0.0, GB_per_s));
        l.alpha = fleet::seconds(r.realOr("alpha_us", 0.0, us));
        l.pjPerBit = r.real("pj_per_bit");
        l.portWatts = r.real("port_w");
        l.portCostUsd = r.real("port_cost_usd");
        l.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "nodes", c.nodes, hash, [user](const Row& r, fleet::Node& n) {
        n.id = r.text("id");
        n.name = r.text("name");
        n.acceleratorId = r.text("accelerator_id");
        n.accelerators = r.integer("accelerators").value_or(1);
        n.cpuSockets = r.integer("cpu_sockets");
        n.nvswitches = r.integer("nvswitches");
        n.nics = r.integer("nics");
        n.rackUnits = r.integer("rack_units");
        n.hostDramGb = r.real("host_dram_gb");
        n.weightKg = r.real("weight_kg");
        n.priceUsd = r.real("price_usd");
        n.embodiedKg = r.real("embodied_kg");
        n.mtbfHours = r.real("mtbf_hours");
        if (auto v = r.real("rated_power_w"))
            n.ratedPower = fleet::watts(*v);
        n.scaleUpLinkId = r.text("scale_up_link_id");
        n.scaleOutLinkId = r.text("scale_out_link_id");
        n.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "switches", c.switches, hash, [user](const Row& r, fleet::Switch& s) {
        s.id = r.text("id");
        s.name = r.text("name");
        s.radix = r.integer("radix").value_or(0);
        s.portGbps = r.realOr("port_gbps", 0.0);
        s.powerW = r.real("power_w");
        s.costUsd = r.real("cost_usd");
        s.latencyNs = r.real("latency_ns");
        s.mtbfHours = r.real("mtbf_hours");
        s.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "optics", c.optics, hash, [user](const Row& r, fleet::Optic& o) {
        o.id = r.text("id");
        o.name = r.text("name");
        o.media = r.text("media");
        o.reachM = r.realOr("reach_m", 0.0);
        o.gbps = r.realOr("gbps", 0.0);
        o.powerW = r.real("power_w");
        o.costUsd = r.real("cost_usd");
        o.latencyNs = r.real("latency_ns");
        o.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "cooling", c.cooling, hash, [user](const Row& r, fleet::Cooling& k) {
        k.id = r.text("id");
        k.name = r.text("name");
        k.rackLimit = fleet::watts(r.realOr("rack_kw_limit", 0.0, kW));
        k.defaultPue = r.realOr("default_pue", 1.0);
        k.wueLPerKWh = r.real("wue_l_per_kwh");
        k.liquidFraction = r.realOr("liquid_fraction", 0.0);
        k.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "regions", c.regions, hash, [user](const Row& r, fleet::Region& g) {
        g.id = r.text("id");
        g.name = r.text("name");
        g.gCo2ePerKWh = r.realOr("g_co2e_per_kwh", 0.0);
        g.usdPerKWh = r.real("usd_per_kwh");
        g.waterLPerKWh = r.real("water_l_per_kwh");
        g.year = r.integer("year");
        g.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "models", c.models, hash, [user](const Row& r, fleet::ModelSpec& m) {
        m.id = r.text("id");
        m.name = r.text("name");
        m.params = r.realOr("params", 0.0);
        m.activeParams = r.real("active_params");
        m.layers = r.integer("layers");
        m.hidden = r.integer("hidden");
        m.heads = r.integer("heads");
        m.kvHeads = r.integer("kv_heads");
        m.vocab = r.integer("vocab");
        m.ffnHidden = r.integer("ffn_hidden");
        m.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "calibrations", c.calibrations, hash, [user](const Row& r, fleet::Calibration& k) {
        k.id = r.text("id");
        k.name = r.text("name");
        k.target = r.text("target_kind") == "link" ? fleet::CalibrationTarget::Link : fleet::CalibrationTarget::Accelerator;
        k.targetId = r.text("target_id");
        // The schema's CHECK constraint admits only known parameter names.
        fleet::calibrationParameterFromString(r.text("parameter"), k.parameter);
        k.value = r.realOr("value", 0.0);
        k.unit = r.text("unit");
        k.method = r.text("method");
        k.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    // Serving calibration (schema 003_serving_calibration.sql, issue 14): one row per accelerator id. A user
    // catalog migrated by a build that numbers its migrations differently may lack the table: no user rows then.
    if (user && !db.tables().contains(QStringLiteral("serving_calibration")))
        return {};
    return readTable(db, "serving_calibration", c.servingCalibrations, hash,
                     [user](const Row& r, fleet::ServingCalibration& k) {
                         k.id = r.text("id");
                         k.hbmEfficiency = r.realOr("hbm_efficiency", 0.86);
                         k.computeEfficiency = r.realOr("compute_efficiency", 0.466);
                         k.stepOverhead = fleet::seconds(r.realOr("step_overhead_us", 16000.0, us));
                         k.sequenceOverhead = fleet::seconds(r.realOr("sequence_overhead_us", 0.0, us));
                         k.provenance = r.provenance(user);
                     });
}

void mergeOverrides(fleet::Catalog& base, fleet::Catalog&& user)
{
    overrideRows(base.accelerators, std::move(user.accelerators));
    overrideRows(base.links, std::move(user.links));
    overrideRows(base.nodes, std::move(user.nodes));
    overrideRows(base.switches, std::move(user.switches));
    overrideRows(base.optics, std::move(user.optics));
    overrideRows(base.cooling, std::move(user.cooling));
    overrideRows(base.regions, std::move(user.regions));
    overrideRows(base.models, std::move(user.models));
    overrideRows(base.calibrations, std::move(user.calibrations));
    overrideRows(base.servingCalibrations, std::move(user.servingCalibrations));
}

} // namespace fleet::catalog
