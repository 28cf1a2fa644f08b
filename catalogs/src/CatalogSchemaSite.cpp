// The columns of the site and model tables: cooling, regions, models (schema 001), the step-time model's
// calibrations (002) and the serving model's (003).
#include "CatalogSchemaColumns.h"

namespace fleet::catalog {

using namespace schema;
using namespace fleet::units;

TableSchema<fleet::Cooling> makeSchema(std::type_identity<fleet::Cooling>)
{
    using K = fleet::Cooling;
    TableSchema<K> t{QStringLiteral("cooling"), fleet::CatalogKind::Cooling,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Cooling"), &fleet::Catalog::cooling};
    t.columns = withCommon<K>({
        number<K>("rack_kw_limit", &K::rackLimit, positive(1e5), kRequired, {"kW", kW},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Rack limit")),
        number<K>("default_pue", &K::defaultPue, between(1.0, 10.0), kRequired, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Default PUE")),
        number<K>("wue_l_per_kwh", &K::wueLPerKWh, nonNegative(1e3), kOptional, {"L/kWh"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "WUE")),
        number<K>("liquid_fraction", &K::liquidFraction, between(0.0, 1.0), kRequired, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Liquid share")),
    });
    return t;
}

TableSchema<fleet::Region> makeSchema(std::type_identity<fleet::Region>)
{
    using G = fleet::Region;
    TableSchema<G> t{QStringLiteral("regions"), fleet::CatalogKind::Regions,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Regions"), &fleet::Catalog::regions};
    t.columns = withCommon<G>({
        number<G>("g_co2e_per_kwh", &G::gCo2ePerKWh, nonNegative(1e5), kRequired, {"gCO2e/kWh"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Grid intensity")),
        number<G>("usd_per_kwh", &G::usdPerKWh, nonNegative(1e3), kOptional, {"USD/kWh"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Electricity")),
        number<G>("water_l_per_kwh", &G::waterLPerKWh, nonNegative(1e3), kOptional, {"L/kWh"},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Water")),
        number<G>("year", &G::year, whole(1900, 2200), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Year")),
    });
    return t;
}

TableSchema<fleet::ModelSpec> makeSchema(std::type_identity<fleet::ModelSpec>)
{
    using M = fleet::ModelSpec;
    TableSchema<M> t{QStringLiteral("models"), fleet::CatalogKind::Models,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Models"), &fleet::Catalog::models};
    t.columns = withCommon<M>({
        number<M>("params", &M::params, between(1.0, 1e16), kRequired, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Parameters")),
        number<M>("active_params", &M::activeParams, between(1.0, 1e16), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Active parameters")),
        number<M>("layers", &M::layers, whole(1, 1e6), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Layers")),
        number<M>("hidden", &M::hidden, whole(1, 1e8), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Hidden size")),
        number<M>("heads", &M::heads, whole(1, 1e6), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Heads")),
        number<M>("kv_heads", &M::kvHeads, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "KV heads")),
        number<M>("vocab", &M::vocab, whole(1, 1e9), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Vocabulary")),
        number<M>("ffn_hidden", &M::ffnHidden, whole(1, 1e9), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "FFN size")),
        number<M>("head_dim", &M::headDim, whole(1, 1e6), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Head size")),
        choice<M>("attention", &M::attention, kOptional,
                  {QStringLiteral("mha"), QStringLiteral("gqa"), QStringLiteral("mla")},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Attention")),
        choice<M>("mlp", &M::mlp, kOptional, {QStringLiteral("gated"), QStringLiteral("plain")},
                  QT_TRANSLATE_NOOP("CatalogColumns", "MLP")),
        number<M>("tied_embeddings", &M::tiedEmbeddings, whole(0, 1), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Tied embeddings")),
        number<M>("attention_bias", &M::attentionBias, whole(0, 1), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "QKV bias")),
        number<M>("mlp_bias", &M::mlpBias, whole(0, 1), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "MLP bias")),
        number<M>("qk_norm", &M::qkNorm, whole(0, 1), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "QK norm")),
        number<M>("q_lora_rank", &M::qLoraRank, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Q rank (MLA)")),
        number<M>("kv_lora_rank", &M::kvLoraRank, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "KV rank (MLA)")),
        number<M>("qk_rope_head_dim", &M::qkRopeHeadDim, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Rotary head size (MLA)")),
        number<M>("qk_nope_head_dim", &M::qkNopeHeadDim, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Non-rotary head size (MLA)")),
        number<M>("v_head_dim", &M::vHeadDim, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Value head size (MLA)")),
        number<M>("experts", &M::experts, whole(1, 1e6), kOptional, {}, QT_TRANSLATE_NOOP("CatalogColumns", "Experts")),
        number<M>("experts_per_token", &M::expertsPerToken, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Experts per token")),
        number<M>("shared_experts", &M::sharedExperts, whole(0, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Shared experts")),
        number<M>("expert_ffn", &M::expertFfn, whole(1, 1e9), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Expert FFN size")),
        number<M>("dense_layers", &M::denseLayers, whole(0, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Leading dense layers")),
        number<M>("max_nodes_per_token", &M::maxNodesPerToken, whole(1, 1e6), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Nodes per token (routing limit)")),
        number<M>("mtp_layers", &M::mtpLayers, whole(0, 16), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Multi-token-prediction modules")),
        number<M>("sliding_window", &M::slidingWindow, whole(1, 1e8), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Sliding window (tokens)")),
        number<M>("sliding_window_layers", &M::slidingWindowLayers, whole(0, 1e5), kOptional, {},
                  QT_TRANSLATE_NOOP("CatalogColumns", "Sliding-window layers")),
    });
    return t;
}

using C = fleet::Calibration;

namespace {

// target_kind and parameter are the model's enums, named as the model names them (fleet::toString).
Field<C> calibrationTarget()
{
    return {[](C& c, const QVariant& v) {
                c.target = v.toString() == QLatin1String("link") ? fleet::CalibrationTarget::Link
                                                                 : fleet::CalibrationTarget::Accelerator;
            },
            [](const C& c) {
                return QVariant(QString::fromLatin1(fleet::toString(c.target).data()));
            }};
}

Field<C> calibrationParameter()
{
    return {[](C& c, const QVariant& v) {
                fleet::calibrationParameterFromString(v.toString().toStdString(), c.parameter);
            },
            [](const C& c) {
                return QVariant(QString::fromLatin1(fleet::toString(c.parameter).data()));
            }};
}

} // namespace

// The step-time model's constants (not shown in the catalog window: no labels): efficiencies are fractions, F_half in GFLOP and the ring latency in µs, as
// the row's `unit` says. Each parameter's own range is checked when the model reads it (StepSetup).
TableSchema<C> makeSchema(std::type_identity<fleet::Calibration>)
{
    TableSchema<C> t{QStringLiteral("calibrations"), fleet::CatalogKind::Calibrations,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Calibrations"), &fleet::Catalog::calibrations};
    t.columns = withCommon<C>({
        choice<C>("target_kind", calibrationTarget(), kRequired,
                  {QStringLiteral("accelerator"), QStringLiteral("link")}, nullptr),
        id<C>("target_id", &C::targetId, kRequired, nullptr),
        choice<C>("parameter", calibrationParameter(), kRequired,
                  {QStringLiteral("gemm_efficiency_16bit"), QStringLiteral("gemm_efficiency_fp8"), QStringLiteral("gemm_efficiency_fp4"),
                   QStringLiteral("gemm_efficiency_tf32"), QStringLiteral("gemm_half_size_gflop"),
                   QStringLiteral("hbm_efficiency"), QStringLiteral("collective_efficiency"),
                   QStringLiteral("collective_alpha_us"), QStringLiteral("alltoall_efficiency"),
                   QStringLiteral("alltoall_efficiency_fused"), QStringLiteral("attention_efficiency"), QStringLiteral("attention_efficiency_fa2"),
                   QStringLiteral("elementwise_efficiency"), QStringLiteral("power_cap_exponent"),
                   QStringLiteral("attention_half_seq_causal"), QStringLiteral("attention_half_seq"),
                   QStringLiteral("weight_only_gemm_share")},
                  nullptr),
        number<C>("value", &C::value, positive(1e6), kRequired, {}, nullptr),
        text<C>("unit", &C::unit, kOptional, 16, nullptr),
        choice<C>("method", &C::method, kRequired,
                  {QStringLiteral("fitted"), QStringLiteral("microbenchmark"), QStringLiteral("scaled"),
                   QStringLiteral("estimate")},
                  nullptr),
    });
    return t;
}

// The serving model's constants (not shown in the window either): one row per accelerator (its id), no name column. The table came with
// migration 003, so a user catalog migrated under another numbering may lack it.
TableSchema<fleet::ServingCalibration> makeSchema(std::type_identity<fleet::ServingCalibration>)
{
    using S = fleet::ServingCalibration;
    TableSchema<S> t{QStringLiteral("serving_calibration"), fleet::CatalogKind::ServingCalibrations,
                     QT_TRANSLATE_NOOP("CatalogColumns", "Serving calibration"), &fleet::Catalog::servingCalibrations};
    t.columns = withCommon<S>({
        number<S>("hbm_efficiency", &S::hbmEfficiency, between(kTiny, 1.0), kOptional, {}, nullptr),
        number<S>("compute_efficiency", &S::computeEfficiency, between(kTiny, 1.0), kOptional, {}, nullptr),
        number<S>("step_overhead_us", &S::stepOverhead, nonNegative(1e9), kOptional, {"µs", us}, nullptr),
        number<S>("sequence_overhead_us", &S::sequenceOverhead, nonNegative(1e9), kOptional, {"µs", us}, nullptr),
        number<S>("layer_overhead_us", &S::layerOverhead, nonNegative(1e9), kOptional, {"µs", us}, nullptr),
        number<S>("gemm_half_gflop", &S::gemmHalfGflop, nonNegative(1e9), kOptional, {"GFLOP"}, nullptr),
        number<S>("gemm_share", &S::gemmShare, between(kTiny, 1.0), kOptional, {}, nullptr),
    });
    t.mayBeAbsent = true;
    return t;
}

} // namespace fleet::catalog
