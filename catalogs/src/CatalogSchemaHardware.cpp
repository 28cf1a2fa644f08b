// The columns of the hardware tables: accelerators, links, nodes, switches, optics (schema 001, 004, 005 and 012).
// Bounds are far beyond any real device (WSE-3: 125 PFLOP/s, 21 PB/s, 23 kW) and low enough that products of
// them over 10^9 nodes stay finite doubles.
#include "CatalogSchemaColumns.h"

namespace fleet::catalog {

using namespace schema;
using namespace fleet::units;

using A = fleet::Accelerator;

namespace {

// A dense peak of one precision, in TFLOP/s (TOP/s for the integer formats).
BoundColumn<A> peak(const char* name, fleet::Precision p, const char* unit, const char* label)
{
    Field<A> f{[p](A& a, const QVariant& v) {
                   if (const std::optional<double> d = numberIn(v))
                       a.setPeak(p, fleet::flopPerSecond(*d * TFLOP_per_s));
               },
               [p](const A& a) {
                   return a.peakFor(p) ? QVariant(a.peakFor(p)->in(TFLOP_per_s)) : QVariant();
               }};
    return number<A>(name, std::move(f), positive(1e7), kOptional, {unit, TFLOP_per_s}, label);
}

// fp4_tflops (schema 012, issue 30): the dense FP4 tensor peak (NVFP4 / MXFP4), in TFLOP/s. Not a Precision of
// the model, so it has its own field: NULL reads 0 (no FP4 path, or none published) and 0 writes NULL.
Field<A> fp4Peak()
{
    return {[](A& a, const QVariant& v) {
                if (const std::optional<double> d = numberIn(v))
                    a.fp4Peak = fleet::flopPerSecond(*d * TFLOP_per_s);
            },
            [](const A& a) { return a.hasFp4() ? QVariant(a.fp4Peak.in(TFLOP_per_s)) : QVariant(); }};
}

// scale_up_direction: how the datasheet counts the scale-up figure (a NULL is bidirectional).
Field<A> scaleUpDirection()
{
    return {[](A& a, const QVariant& v) {
                a.scaleUpDirection = v.toString() == QLatin1String("per-direction")
                                         ? fleet::LinkDirection::PerDirection
                                         : fleet::LinkDirection::Bidirectional;
            },
            [](const A& a) {
                return QVariant(a.scaleUpDirection == fleet::LinkDirection::Bidirectional
                                    ? QStringLiteral("bidirectional")
                                    : QStringLiteral("per-direction"));
            }};
}

} // namespace

TableSchema<A> makeSchema(std::type_identity<fleet::Accelerator>)
{
    TableSchema<A> t{QStringLiteral("accelerators"), fleet::CatalogKind::Accelerators,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Accelerators"), &fleet::Catalog::accelerators};
    t.columns = withCommon<A>({
        text<A>("vendor", &A::vendor, kRequired, 256, QT_TRANSLATE_NOOP("CatalogColumns", "Vendor")),
        number<A>("year", &A::year, whole(1940, 2200), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Year")),
        peak("fp64_tflops", fleet::Precision::FP64, "TFLOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "FP64")),
        peak("fp32_tflops", fleet::Precision::FP32, "TFLOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "FP32")),
        peak("tf32_tflops", fleet::Precision::TF32, "TFLOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "TF32")),
        peak("bf16_tflops", fleet::Precision::BF16, "TFLOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "BF16")),
        peak("fp16_tflops", fleet::Precision::FP16, "TFLOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "FP16")),
        peak("fp8_tflops", fleet::Precision::FP8, "TFLOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "FP8")),
        peak("int8_tops", fleet::Precision::INT8, "TOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "INT8")),
        peak("int4_tops", fleet::Precision::INT4, "TOP/s", QT_TRANSLATE_NOOP("CatalogColumns", "INT4")),
        number<A>("fp4_tflops", fp4Peak(), positive(1e7), kOptional, {"TFLOP/s", TFLOP_per_s},
                  QT_TRANSLATE_NOOP("CatalogColumns", "FP4")),
        number<A>("hbm_gb", &A::hbmCapacity, positive(1e7), kRequired, {"GB", GB},
                  QT_TRANSLATE_NOOP("CatalogColumns", "HBM")),
        number<A>("hbm_tb_per_s", &A::hbmBandwidth, positive(1e6), kRequired, {"TB/s", TB_per_s},
                  QT_TRANSLATE_NOOP("CatalogColumns", "HBM")),
        number<A>("tdp_w", &A::tdp, positive(1e6), kRequired, {"W", W}, QT_TRANSLATE_NOOP("CatalogColumns", "TDP")),
        number<A>("scale_up_gb_per_s", &A::scaleUpBandwidth, positive(1e7), kOptional, {"GB/s", GB_per_s},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Scale-up")),
        choice<A>("scale_up_direction", scaleUpDirection(), kOptional,
                  {QStringLiteral("bidirectional"), QStringLiteral("per-direction")},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Scale-up counted")),
        number<A>("die_area_mm2", &A::dieAreaMm2, positive(1e6), kOptional, {"mm²"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Die area")),
        number<A>("price_usd", &A::priceUsd, nonNegative(1e10), kOptional, {"USD"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Price")),
        number<A>("embodied_kg", &A::embodiedKg, nonNegative(1e7), kOptional, {"kg CO2e"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Embodied")),
        number<A>("mtbf_hours", &A::mtbfHours, positive(1e9), kOptional, {"h"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "MTBF")),
    });
    t.anyOf = {QStringLiteral("fp64_tflops"), QStringLiteral("fp32_tflops"), QStringLiteral("tf32_tflops"),
               QStringLiteral("bf16_tflops"), QStringLiteral("fp16_tflops"), QStringLiteral("fp8_tflops"),
               QStringLiteral("int8_tops"),   QStringLiteral("int4_tops")}; // an accelerator needs some peak
    return t;
}

TableSchema<fleet::Link> makeSchema(std::type_identity<fleet::Link>)
{
    using L = fleet::Link;
    TableSchema<L> t{QStringLiteral("links"), fleet::CatalogKind::Links, QT_TRANSLATE_NOOP("CatalogColumns", "Links"),
                     &fleet::Catalog::links};
    t.columns = withCommon<L>({
        choice<L>("family", &L::family, kRequired,
                  {QStringLiteral("pcie"), QStringLiteral("nvlink"), QStringLiteral("infiniband"),
                   QStringLiteral("ethernet"), QStringLiteral("ici")},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Family")),
        number<L>("gb_per_s_per_dir", &L::bandwidthPerDirection, positive(1e7), kRequired, {"GB/s", GB_per_s},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Per direction")),
        number<L>("alpha_us", &L::alpha, nonNegative(1e7), kRequired, {"µs", us},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Latency α")),
        number<L>("pj_per_bit", &L::pjPerBit, nonNegative(1e6), kOptional, {"pJ/bit"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Energy")),
        number<L>("port_w", &L::portWatts, nonNegative(1e6), kOptional, {"W"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Port power")),
        number<L>("port_cost_usd", &L::portCostUsd, nonNegative(1e9), kOptional, {"USD"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Port cost")),
    });
    return t;
}

TableSchema<fleet::Node> makeSchema(std::type_identity<fleet::Node>)
{
    using N = fleet::Node;
    TableSchema<N> t{QStringLiteral("nodes"), fleet::CatalogKind::Nodes, QT_TRANSLATE_NOOP("CatalogColumns", "Nodes"),
                     &fleet::Catalog::nodes};
    t.columns = withCommon<N>({
        id<N>("accelerator_id", &N::acceleratorId, kRequired, QT_TRANSLATE_NOOP("CatalogColumns", "Accelerator")),
        number<N>("accelerators", &N::accelerators, whole(1, 1e6), kRequired, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Accelerators")),
        number<N>("cpu_sockets", &N::cpuSockets, whole(0, 1024), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "CPU sockets")),
        number<N>("host_dram_gb", &N::hostDramGb, nonNegative(1e9), kOptional, {"GB"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Host DRAM")),
        number<N>("nvswitches", &N::nvswitches, whole(0, 1e4), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "NVSwitches")),
        number<N>("nics", &N::nics, whole(0, 1e4), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "NICs")),
        number<N>("scale_up_domain", &N::scaleUpDomain, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "NVLink domain")),
        id<N>("scale_up_link_id", &N::scaleUpLinkId, kOptional, QT_TRANSLATE_NOOP("CatalogColumns", "Scale-up link")),
        id<N>("scale_out_link_id", &N::scaleOutLinkId, kOptional,
              QT_TRANSLATE_NOOP("CatalogColumns", "Scale-out link")),
        number<N>("rated_power_w", &N::ratedPower, positive(1e9), kOptional, {"W"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Rated power")),
        number<N>("rack_units", &N::rackUnits, whole(1, 1000), kOptional, {"U"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Height")),
        number<N>("weight_kg", &N::weightKg, positive(1e6), kOptional, {"kg"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Weight")),
        number<N>("price_usd", &N::priceUsd, nonNegative(1e10), kOptional, {"USD"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Price")),
        number<N>("embodied_kg", &N::embodiedKg, nonNegative(1e8), kOptional, {"kg CO2e"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Embodied")),
        number<N>("mtbf_hours", &N::mtbfHours, positive(1e9), kOptional, {"h"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "MTBF")),
        number<N>("overhead_w", &N::overhead, nonNegative(1e9), kOptional, {"W"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Overhead")),
        number<N>("average_w_per_accelerator", &N::averagePerAccelerator, positive(1e7), kOptional, {"W"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Average per accelerator")),
    });
    return t;
}

TableSchema<fleet::Switch> makeSchema(std::type_identity<fleet::Switch>)
{
    using S = fleet::Switch;
    TableSchema<S> t{QStringLiteral("switches"), fleet::CatalogKind::Switches,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Switches"), &fleet::Catalog::switches};
    t.columns = withCommon<S>({
        number<S>("radix", &S::radix, whole(1, 1e5), kRequired, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Radix")),
        number<S>("port_gbps", &S::portGbps, positive(1e7), kRequired, {"Gb/s"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Port speed")),
        number<S>("power_w", &S::powerW, nonNegative(1e7), kOptional, {"W"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Power")),
        number<S>("cost_usd", &S::costUsd, nonNegative(1e10), kOptional, {"USD"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Cost")),
        number<S>("latency_ns", &S::latencyNs, nonNegative(1e9), kOptional, {"ns"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Latency")),
        number<S>("mtbf_hours", &S::mtbfHours, positive(1e9), kOptional, {"h"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "MTBF")),
    });
    return t;
}

TableSchema<fleet::Optic> makeSchema(std::type_identity<fleet::Optic>)
{
    using O = fleet::Optic;
    TableSchema<O> t{QStringLiteral("optics"), fleet::CatalogKind::Optics,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Optics"), &fleet::Catalog::optics};
    t.columns = withCommon<O>({
        choice<O>("media", &O::media, kRequired,
                  {QStringLiteral("dac"), QStringLiteral("aoc"), QStringLiteral("pluggable")},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Media")),
        number<O>("reach_m", &O::reachM, positive(1e7), kRequired, {"m"}, QT_TRANSLATE_NOOP("CatalogColumns", "Reach")),
        number<O>("gbps", &O::gbps, positive(1e7), kRequired, {"Gb/s"}, QT_TRANSLATE_NOOP("CatalogColumns", "Speed")),
        number<O>("power_w", &O::powerW, nonNegative(1e5), kOptional, {"W"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Power")),
        number<O>("cost_usd", &O::costUsd, nonNegative(1e9), kOptional, {"USD"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Cost")),
        number<O>("latency_ns", &O::latencyNs, nonNegative(1e9), kOptional, {"ns"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Latency")),
    });
    return t;
}

} // namespace fleet::catalog
