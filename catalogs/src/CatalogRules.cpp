#include "CatalogRules.h"

namespace fleet::catalog {

namespace {

ColumnRule id(const char* column, bool required = true)
{
    return {QLatin1String(column), ColumnKind::Id, required, 0, 0, kMaxIdChars, {}};
}

ColumnRule text(const char* column, bool required, int maxChars)
{
    return {QLatin1String(column), ColumnKind::Text, required, 0, 0, maxChars, {}};
}

ColumnRule choice(const char* column, bool required, QStringList choices)
{
    return {QLatin1String(column), ColumnKind::Choice, required, 0, 0, 0, std::move(choices)};
}

// A rate, size, peak or power that must be above zero: at least kTiny of the column's unit (1 KB/s for a GB/s
// column, 10^6 FLOP/s for TFLOP/s), so that dividing by it cannot overflow (10^18 bytes / 10^3 B/s is finite).
constexpr double kTiny = 1e-6;
ColumnRule positive(const char* column, double max, bool required = false)
{
    return {QLatin1String(column), ColumnKind::Real, required, kTiny, max, 0, {}};
}

// A price, an energy per bit, a latency: zero is allowed.
ColumnRule nonNegative(const char* column, double max, bool required = false)
{
    return {QLatin1String(column), ColumnKind::Real, required, 0.0, max, 0, {}};
}

ColumnRule real(const char* column, double min, double max, bool required)
{
    return {QLatin1String(column), ColumnKind::Real, required, min, max, 0, {}};
}

ColumnRule integer(const char* column, double min, double max, bool required = false)
{
    return {QLatin1String(column), ColumnKind::Integer, required, min, max, 0, {}};
}

// Every table's leading id and name, and its trailing provenance.
std::vector<ColumnRule> withCommon(std::vector<ColumnRule> columns)
{
    std::vector<ColumnRule> all{id("id"), text("name", true, 256)};
    all.insert(all.end(), columns.begin(), columns.end());
    all.push_back(text("notes", false, kMaxTextChars));
    all.push_back(text("source", true, 4096));
    all.push_back(choice("kind", true, {QStringLiteral("spec"), QStringLiteral("measured"), QStringLiteral("estimate"),
                                        QStringLiteral("textbook")}));
    all.push_back(text("as_of", true, 32));
    return all;
}

// Bounds are far beyond any real device (WSE-3: 125 PFLOP/s, 21 PB/s, 23 kW) and low enough that products of
// them over 10^9 nodes stay finite doubles.
std::vector<TableRules> makeRules()
{
    const QStringList peaks{QStringLiteral("fp64_tflops"), QStringLiteral("fp32_tflops"), QStringLiteral("tf32_tflops"),
                            QStringLiteral("bf16_tflops"), QStringLiteral("fp16_tflops"), QStringLiteral("fp8_tflops"),
                            QStringLiteral("int8_tops"),   QStringLiteral("int4_tops")};
    std::vector<ColumnRule> accelerator{text("vendor", true, 256), integer("year", 1940, 2200)};
    for (const QString& p : peaks)
        accelerator.push_back(positive(p.toLatin1().constData(), 1e7));
    for (ColumnRule r : {positive("hbm_gb", 1e7, true), positive("hbm_tb_per_s", 1e6, true), positive("tdp_w", 1e6, true),
                         positive("scale_up_gb_per_s", 1e7),
                         choice("scale_up_direction", false, {QStringLiteral("bidirectional"), QStringLiteral("per-direction")}),
                         positive("die_area_mm2", 1e6), nonNegative("price_usd", 1e10), nonNegative("embodied_kg", 1e7),
                         positive("mtbf_hours", 1e9)})
        accelerator.push_back(std::move(r));

    std::vector<TableRules> rules;
    rules.push_back({QStringLiteral("accelerators"), withCommon(std::move(accelerator)), peaks});
    rules.push_back({QStringLiteral("links"),
                     withCommon({choice("family", true, {QStringLiteral("pcie"), QStringLiteral("nvlink"), QStringLiteral("infiniband"),
                                                         QStringLiteral("ethernet"), QStringLiteral("ici")}),
                                 positive("gb_per_s_per_dir", 1e7, true), nonNegative("alpha_us", 1e7, true),
                                 nonNegative("pj_per_bit", 1e6), nonNegative("port_w", 1e6), nonNegative("port_cost_usd", 1e9)}),
                     {}});
    rules.push_back({QStringLiteral("nodes"),
                     withCommon({id("accelerator_id"), integer("accelerators", 1, 1e6, true), integer("cpu_sockets", 0, 1024),
                                 nonNegative("host_dram_gb", 1e9), integer("nvswitches", 0, 1e4), integer("nics", 0, 1e4),
                                 id("scale_up_link_id", false), id("scale_out_link_id", false), positive("rated_power_w", 1e9),
                                 integer("rack_units", 1, 1000), positive("weight_kg", 1e6), nonNegative("price_usd", 1e10),
                                 nonNegative("embodied_kg", 1e8), positive("mtbf_hours", 1e9),
                                 nonNegative("overhead_w", 1e9), positive("average_w_per_accelerator", 1e7)}),
                     {}});
    rules.push_back({QStringLiteral("switches"),
                     withCommon({integer("radix", 1, 1e5, true), positive("port_gbps", 1e7, true), nonNegative("power_w", 1e7),
                                 nonNegative("cost_usd", 1e10), nonNegative("latency_ns", 1e9), positive("mtbf_hours", 1e9)}),
                     {}});
    rules.push_back({QStringLiteral("optics"),
                     withCommon({choice("media", true, {QStringLiteral("dac"), QStringLiteral("aoc"), QStringLiteral("pluggable")}),
                                 positive("reach_m", 1e7, true), positive("gbps", 1e7, true), nonNegative("power_w", 1e5),
                                 nonNegative("cost_usd", 1e9), nonNegative("latency_ns", 1e9)}),
                     {}});
    rules.push_back({QStringLiteral("cooling"),
                     withCommon({positive("rack_kw_limit", 1e5, true), real("default_pue", 1.0, 10.0, true),
                                 nonNegative("wue_l_per_kwh", 1e3), real("liquid_fraction", 0.0, 1.0, true)}),
                     {}});
    rules.push_back({QStringLiteral("regions"),
                     withCommon({nonNegative("g_co2e_per_kwh", 1e5, true), nonNegative("usd_per_kwh", 1e3),
                                 nonNegative("water_l_per_kwh", 1e3), integer("year", 1900, 2200)}),
                     {}});
    rules.push_back({QStringLiteral("models"),
                     withCommon({real("params", 1.0, 1e16, true), real("active_params", 1.0, 1e16, false), integer("layers", 1, 1e6),
                                 integer("hidden", 1, 1e8), integer("heads", 1, 1e6), integer("kv_heads", 1, 1e6),
                                 integer("vocab", 1, 1e9), integer("ffn_hidden", 1, 1e9)}),
                     {}});
    // The step-time model's constants (schema 002): efficiencies are fractions, F_half in GFLOP and the ring
    // latency in µs. Each parameter's own range is checked when the model reads it (StepSetup).
    rules.push_back({QStringLiteral("calibrations"),
                     withCommon({choice("target_kind", true, {QStringLiteral("accelerator"), QStringLiteral("link")}),
                                 id("target_id"),
                                 choice("parameter", true,
                                        {QStringLiteral("gemm_efficiency_16bit"), QStringLiteral("gemm_efficiency_fp8"),
                                         QStringLiteral("gemm_efficiency_tf32"), QStringLiteral("gemm_half_size_gflop"),
                                         QStringLiteral("hbm_efficiency"), QStringLiteral("collective_efficiency"),
                                         QStringLiteral("collective_alpha_us")}),
                                 positive("value", 1e6, true), text("unit", false, 16),
                                 choice("method", true, {QStringLiteral("fitted"), QStringLiteral("microbenchmark"),
                                                         QStringLiteral("scaled"), QStringLiteral("estimate")})}),
                     {}});
    // The serving model's constants (schema 003): one row per accelerator, no name column.
    std::vector<ColumnRule> serving{id("id"),
                                    real("hbm_efficiency", kTiny, 1.0, false),
                                    real("compute_efficiency", kTiny, 1.0, false),
                                    nonNegative("step_overhead_us", 1e9),
                                    nonNegative("sequence_overhead_us", 1e9),
                                    text("notes", false, kMaxTextChars),
                                    text("source", true, 4096),
                                    choice("kind", true, {QStringLiteral("spec"), QStringLiteral("measured"),
                                                          QStringLiteral("estimate"), QStringLiteral("textbook")}),
                                    text("as_of", true, 32)};
    rules.push_back({QStringLiteral("serving_calibration"), std::move(serving), {}});
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
    for (const TableRules& t : catalogRules())
        if (t.table == table)
            return &t;
    return nullptr;
}

} // namespace fleet::catalog
