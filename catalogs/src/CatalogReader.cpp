#include "CatalogReader.h"

#include "CatalogRowValidator.h"

#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <unordered_map>
#include <unordered_set>

namespace fleet::catalog {

namespace {

using namespace fleet::units;

// Column positions of one query, looked up by the fill functions' column-name literals: each literal is
// resolved once per table, then found by its address (no string is built per value).
class Columns {
public:
    explicit Columns(QStringList names) : m_names(std::move(names)) {}
    int indexOf(const char* column) const
    {
        const auto it = m_cache.find(column);
        if (it != m_cache.end())
            return it->second;
        const int i = static_cast<int>(m_names.indexOf(QLatin1String(column)));
        m_cache.emplace(column, i);
        return i;
    }

private:
    QStringList m_names;
    mutable std::unordered_map<const char*, int> m_cache;
};

// One validated row: values by column name.
class Row {
public:
    Row(const Columns& index, const QVariantList& values) : m_index(index), m_values(values) {}
    std::string text(const char* col) const { return value(col).toString().toStdString(); }
    std::optional<double> real(const char* col, double scale = 1.0) const
    {
        const QVariant v = value(col);
        if (v.isNull() || (v.metaType().id() == QMetaType::QString && v.toString().trimmed().isEmpty()))
            return std::nullopt;
        const std::optional<double> d = CatalogRowValidator::numberOf(v);
        return d ? std::optional<double>(*d * scale) : std::nullopt;
    }
    std::optional<int> integer(const char* col) const
    {
        const std::optional<double> d = real(col); // validated: whole and within the column's bounds
        return d ? std::optional<int>(static_cast<int>(*d)) : std::nullopt;
    }
    double realOr(const char* col, double fallback, double scale = 1.0) const { return real(col, scale).value_or(fallback); }
    fleet::Provenance provenance(bool user) const
    {
        return {text("source"), text("kind"), text("as_of"), text("notes"), user};
    }

private:
    QVariant value(const char* col) const
    {
        const int i = m_index.indexOf(col);
        return i >= 0 && i < m_values.size() ? m_values.at(i) : QVariant();
    }
    const Columns& m_index;
    const QVariantList& m_values;
};

// A value in the canonical text of the content hash: as QVariant::toString() writes it (so hashes of
// existing catalogs stay the same), without building a QString for numbers.
void appendCanonical(QByteArray& out, const QVariant& v)
{
    switch (v.metaType().id()) {
    case QMetaType::Double: // a NULL of a REAL column reads "0", as toString() has it
        out += QByteArray::number(v.isNull() ? 0.0 : v.toDouble(), 'g', QLocale::FloatingPointShortest);
        return;
    case QMetaType::LongLong:
    case QMetaType::Int: out += QByteArray::number(v.isNull() ? 0 : v.toLongLong()); return;
    default: out += v.toString().toUtf8(); return;
    }
}

// Reads, validates and fills the rows of one table. Rows that fail CatalogRules, repeat an id, or come after
// kMaxRowsPerTable are skipped and reported; only the rows kept enter the content hash.
template <typename T, typename Fill>
QString readTable(QSqlDatabase db, const char* table, std::vector<T>& out, QCryptographicHash& hash, ReadReport& report,
                  Fill fill)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) && q.next()) // one allocation
        out.reserve(out.size() + static_cast<size_t>(std::min<qint64>(q.value(0).toLongLong(), kMaxRowsPerTable)));
    if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(QLatin1String(table))))
        return QStringLiteral("table %1: %2").arg(QLatin1String(table), q.lastError().text());
    const QSqlRecord shape = q.record();
    QStringList columns;
    QList<QByteArray> names; // for the canonical text of the hash
    for (int i = 0; i < shape.count(); ++i) {
        columns << shape.fieldName(i);
        names << shape.fieldName(i).toUtf8();
    }
    const Columns index(columns);
    const CatalogRowValidator validator(QLatin1String(table), columns);
    std::unordered_set<std::string> seen;
    QByteArray canonical; // reused: one allocation per table, not per row
    QVariantList values;
    values.reserve(columns.size());
    while (q.next()) {
        values.clear();
        for (int i = 0; i < columns.size(); ++i)
            values << q.value(i);
        if (const std::optional<RowProblem> problem = validator.check(values)) {
            report.skip(validator.describe(report.source, values, *problem));
            continue;
        }
        if (!seen.insert(validator.idOf(values).toStdString()).second) {
            report.skip(validator.describe(report.source, values, {QStringLiteral("id"), QStringLiteral("the id appears again")}));
            continue;
        }
        if (out.size() >= static_cast<size_t>(kMaxRowsPerTable)) {
            report.skip(QStringLiteral("%1: table %2 has more than %3 rows; the rest are not read")
                            .arg(report.source, QLatin1String(table))
                            .arg(kMaxRowsPerTable));
            break;
        }
        canonical.clear();
        canonical += table;
        canonical += '|';
        for (int i = 0; i < columns.size(); ++i) {
            canonical += names.at(i);
            canonical += '=';
            appendCanonical(canonical, values.at(i));
            canonical += '|';
        }
        hash.addData(canonical);
        T item;
        fill(Row(index, values), item);
        out.push_back(std::move(item));
    }
    return {};
}

// User rows replace built-in rows with the same id, new ids are appended: one pass with an index.
template <typename T>
void overrideRows(std::vector<T>& base, std::vector<T>&& user)
{
    std::unordered_map<std::string, size_t> position;
    position.reserve(base.size() + user.size());
    base.reserve(base.size() + user.size());
    for (size_t i = 0; i < base.size(); ++i)
        position.emplace(base[i].id, i);
    for (T& u : user) {
        const auto [it, inserted] = position.emplace(u.id, base.size());
        if (inserted)
            base.push_back(std::move(u));
        else
            base[it->second] = std::move(u);
    }
}

} // namespace

void ReadReport::skip(const QString& message)
{
    if (messages.size() < kMaxMessages)
        messages << message;
    ++skipped;
}

QStringList ReadReport::summary() const
{
    QStringList out = messages;
    if (skipped > messages.size())
        out << QStringLiteral("%1: %2 more rows skipped").arg(source).arg(skipped - messages.size());
    return out;
}

QString readAll(QSqlDatabase db, fleet::Catalog& c, QCryptographicHash& hash, bool user, ReadReport& report)
{
    QString err;
    err = readTable(db, "accelerators", c.accelerators, hash, report, [user](const Row& r, fleet::Accelerator& a) {
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
    err = readTable(db, "links", c.links, hash, report, [user](const Row& r, fleet::Link& l) {
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
    err = readTable(db, "nodes", c.nodes, hash, report, [user](const Row& r, fleet::Node& n) {
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
        if (auto v = r.real("overhead_w"))
            n.overhead = fleet::watts(*v);
        if (auto v = r.real("average_w_per_accelerator"))
            n.averagePerAccelerator = fleet::watts(*v);
        n.scaleUpLinkId = r.text("scale_up_link_id");
        n.scaleOutLinkId = r.text("scale_out_link_id");
        n.provenance = r.provenance(user);
    });
    if (!err.isEmpty())
        return err;
    err = readTable(db, "switches", c.switches, hash, report, [user](const Row& r, fleet::Switch& s) {
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
    err = readTable(db, "optics", c.optics, hash, report, [user](const Row& r, fleet::Optic& o) {
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
    err = readTable(db, "cooling", c.cooling, hash, report, [user](const Row& r, fleet::Cooling& k) {
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
    err = readTable(db, "regions", c.regions, hash, report, [user](const Row& r, fleet::Region& g) {
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
    err = readTable(db, "models", c.models, hash, report, [user](const Row& r, fleet::ModelSpec& m) {
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
    err = readTable(db, "calibrations", c.calibrations, hash, report, [user](const Row& r, fleet::Calibration& k) {
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
    return readTable(db, "serving_calibration", c.servingCalibrations, hash, report,
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
