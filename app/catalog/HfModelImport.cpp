#include "catalog/HfModelImport.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace fleet::app {

namespace {

enum class Family { Llama, Mistral, Mixtral, Qwen2, Qwen3, Qwen3Moe, DeepseekV3, GptOss };

struct Known {
    const char* name;
    Family family;
};
constexpr Known kKnown[] = {
    {"LlamaForCausalLM", Family::Llama},     {"MistralForCausalLM", Family::Mistral},
    {"MixtralForCausalLM", Family::Mixtral}, {"Qwen2ForCausalLM", Family::Qwen2},
    {"Qwen3ForCausalLM", Family::Qwen3},     {"Qwen3MoeForCausalLM", Family::Qwen3Moe},
    {"DeepseekV3ForCausalLM", Family::DeepseekV3}, {"GptOssForCausalLM", Family::GptOss},
};

// Reads the fields of one config; the first problem stops it and names the field.
class Fields {
public:
    explicit Fields(const QJsonObject& o) : m_o(o) {}
    QString error;

    // A whole number in [lo, hi]; `fallback` when the field is absent (nullopt: it is required).
    double whole(const char* key, double lo, double hi, std::optional<double> fallback = std::nullopt)
    {
        if (!error.isEmpty())
            return 0.0;
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || (v.isNull() && fallback)) {
            if (fallback)
                return *fallback;
            error = QStringLiteral("field '%1' is missing").arg(QLatin1String(key));
            return 0.0;
        }
        if (!v.isDouble()) {
            error = QStringLiteral("field '%1' is not a number (%2)").arg(QLatin1String(key), describe(v));
            return 0.0;
        }
        const double x = v.toDouble();
        if (!std::isfinite(x) || x != std::floor(x)) {
            error = QStringLiteral("field '%1' is not a whole number (%2)").arg(QLatin1String(key)).arg(x);
            return 0.0;
        }
        if (x < lo || x > hi) {
            error = QStringLiteral("field '%1' = %2 is out of range [%3, %4]").arg(QLatin1String(key)).arg(x).arg(lo).arg(hi);
            return 0.0;
        }
        return x;
    }
    bool flag(const char* key, bool fallback)
    {
        if (!error.isEmpty())
            return fallback;
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool()) {
            error = QStringLiteral("field '%1' is not true or false (%2)").arg(QLatin1String(key), describe(v));
            return fallback;
        }
        return v.toBool();
    }
    // The number of leading dense layers a list of layer indices describes (Qwen3-MoE's mlp_only_layers).
    double leadingLayers(const char* key)
    {
        if (!error.isEmpty())
            return 0.0;
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return 0.0;
        if (!v.isArray()) {
            error = QStringLiteral("field '%1' is not a list of layer indices (%2)").arg(QLatin1String(key), describe(v));
            return 0.0;
        }
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            if (!a.at(i).isDouble() || a.at(i).toDouble() != static_cast<double>(i)) {
                error = QStringLiteral("field '%1': only leading dense layers (0, 1, 2, …) are supported").arg(QLatin1String(key));
                return 0.0;
            }
        return static_cast<double>(a.size());
    }
    // How many entries of a list of `layers` layer kinds are `kind` (GPT-OSS's layer_types: "sliding_attention" or
    // "full_attention" per layer); nullopt when the list is absent.
    std::optional<double> countOf(const char* key, const char* kind, double layers)
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!error.isEmpty() || v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isArray()) {
            error = QStringLiteral("field '%1' is not a list of layer kinds (%2)").arg(QLatin1String(key), describe(v));
            return std::nullopt;
        }
        const QJsonArray a = v.toArray();
        if (static_cast<double>(a.size()) != layers) {
            error = QStringLiteral("field '%1' lists %2 layers, but num_hidden_layers is %3")
                        .arg(QLatin1String(key))
                        .arg(a.size())
                        .arg(layers);
            return std::nullopt;
        }
        double n = 0;
        for (const QJsonValue& e : a)
            n += e.toString() == QLatin1String(kind) ? 1.0 : 0.0;
        return n;
    }

private:
    static QString describe(const QJsonValue& v)
    {
        if (v.isString())
            return QStringLiteral("the text \"%1\"").arg(v.toString().left(40));
        if (v.isBool())
            return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        if (v.isArray())
            return QStringLiteral("a list");
        if (v.isObject())
            return QStringLiteral("an object");
        return QStringLiteral("null");
    }
    const QJsonObject& m_o;
};

constexpr double kMaxDim = 1e7;

fleet::ModelArchitecture readArchitecture(Family family, Fields& f)
{
    fleet::ModelArchitecture m;
    m.layers = f.whole("num_hidden_layers", 1, 1e5);
    m.hidden = f.whole("hidden_size", 1, kMaxDim);
    m.heads = f.whole("num_attention_heads", 1, 1e5);
    m.kvHeads = f.whole("num_key_value_heads", 1, 1e5, m.heads);
    m.vocab = f.whole("vocab_size", 1, 1e8);
    m.tiedEmbeddings = f.flag("tie_word_embeddings", false);
    m.gatedMlp = true; // every supported family uses a SiLU-gated (SwiGLU) MLP
    if (family != Family::DeepseekV3)
        m.headDim = f.whole("head_dim", 1, 1e5, m.heads > 0 ? m.hidden / m.heads : 0.0);
    if (family != Family::Qwen3Moe && family != Family::GptOss)
        m.ffn = f.whole("intermediate_size", 1, kMaxDim);
    m.attentionBias = family == Family::Qwen2 || f.flag("attention_bias", false);
    m.mlpBias = family == Family::GptOss || f.flag("mlp_bias", false);
    m.qkNorm = family == Family::Qwen3 || family == Family::Qwen3Moe;
    // DeepSeek-V3's multi-token-prediction modules (the key other families with one, GLM-4.5 and MiMo, use too).
    m.mtpLayers = f.whole("num_nextn_predict_layers", 0, 16, 0.0);
    m.attention = m.kvHeads < m.heads ? fleet::AttentionKind::GroupedQuery : fleet::AttentionKind::MultiHead;
    switch (family) {
    case Family::Mixtral:
        m.moe.experts = f.whole("num_local_experts", 1, 1e5);
        m.moe.expertsPerToken = f.whole("num_experts_per_tok", 1, 1e5);
        m.moe.expertFfn = m.ffn;
        break;
    case Family::Qwen3Moe:
        m.moe.experts = f.whole("num_experts", 1, 1e5);
        m.moe.expertsPerToken = f.whole("num_experts_per_tok", 1, 1e5);
        m.moe.expertFfn = f.whole("moe_intermediate_size", 1, kMaxDim);
        if (f.whole("decoder_sparse_step", 1, 1, 1.0) != 1.0)
            break;
        m.moe.denseLayers = f.leadingLayers("mlp_only_layers");
        m.ffn = f.whole("intermediate_size", 1, kMaxDim, m.moe.expertFfn);
        break;
    case Family::DeepseekV3:
        m.attention = fleet::AttentionKind::MultiLatent;
        m.latent.qRank = f.whole("q_lora_rank", 0, kMaxDim, 0.0);
        m.latent.kvRank = f.whole("kv_lora_rank", 1, kMaxDim);
        m.latent.ropeHeadDim = f.whole("qk_rope_head_dim", 1, 1e5);
        m.latent.nopeHeadDim = f.whole("qk_nope_head_dim", 0, 1e5);
        m.latent.valueHeadDim = f.whole("v_head_dim", 1, 1e5);
        m.headDim = m.latent.nopeHeadDim + m.latent.ropeHeadDim;
        m.moe.experts = f.whole("n_routed_experts", 1, 1e5);
        m.moe.expertsPerToken = f.whole("num_experts_per_tok", 1, 1e5);
        m.moe.sharedExperts = f.whole("n_shared_experts", 0, 1e5, 0.0);
        m.moe.expertFfn = f.whole("moe_intermediate_size", 1, kMaxDim);
        m.moe.denseLayers = f.whole("first_k_dense_replace", 0, 1e5, 0.0);
        m.moe.maxNodesPerToken = f.whole("topk_group", 0, 1e5, 0.0); // groups (nodes) a token's experts span
        break;
    case Family::GptOss:
        m.moe.experts = f.whole("num_local_experts", 1, 1e5);
        m.moe.expertsPerToken = f.whole("num_experts_per_tok", 1, 1e5, f.whole("experts_per_token", 1, 1e5, 0.0));
        m.moe.expertFfn = f.whole("intermediate_size", 1, kMaxDim);
        m.ffn = m.moe.expertFfn;
        break;
    default: break;
    }
    // Banded attention: a list of layer kinds says which layers attend the window (GPT-OSS, Gemma 3); Qwen's
    // configs carry a sliding_window they do not use unless use_sliding_window is true (then above max_window_layers);
    // Mistral's applies to every layer. A null window is none.
    const double window = f.whole("sliding_window", 0, 1e8, 0.0);
    if (window > 0 && f.flag("use_sliding_window", true)) {
        m.window = window;
        if (const std::optional<double> banded = f.countOf("layer_types", "sliding_attention", m.layers))
            m.windowLayers = *banded;
        else if (family == Family::Qwen2 || family == Family::Qwen3 || family == Family::Qwen3Moe)
            m.windowLayers = std::max(0.0, m.layers - f.whole("max_window_layers", 0, 1e5, 28.0)); // transformers' default
        else if (family == Family::GptOss)
            m.windowLayers = std::ceil(m.layers / 2.0); // transformers' default: layers 0, 2, 4, … banded
        else
            m.windowLayers = m.layers;
        if (m.windowLayers <= 0)
            m.window = 0;
    }
    return m;
}

QString derivedId(const QJsonObject& o, const QString& sourceLabel)
{
    QString base = o.value(QStringLiteral("_name_or_path")).toString();
    if (base.isEmpty())
        base = QFileInfo(sourceLabel).completeBaseName();
    base = base.section(u'/', -1).toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9._-]+")), QStringLiteral("-"));
    return base.left(64);
}

QVariant nullable(double v) { return v > 0 ? QVariant(static_cast<qlonglong>(v)) : QVariant(); }

} // namespace

QStringList supportedHfArchitectures()
{
    QStringList out;
    for (const Known& k : kKnown)
        out << QLatin1String(k.name);
    return out;
}

HfModelImport parseHfConfig(const QByteArray& json, const QString& id, const QString& name, const QString& sourceLabel)
{
    HfModelImport r;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        r.error = QStringLiteral("not valid JSON at byte %1: %2").arg(pe.offset).arg(pe.errorString());
        return r;
    }
    if (!doc.isObject()) {
        r.error = QStringLiteral("a config.json must hold a JSON object");
        return r;
    }
    const QJsonObject o = doc.object();
    const QJsonValue archs = o.value(QStringLiteral("architectures"));
    if (!archs.isArray() || archs.toArray().isEmpty() || !archs.toArray().first().isString()) {
        r.error = QStringLiteral("field 'architectures' is missing or not a list of names");
        return r;
    }
    r.architectureName = archs.toArray().first().toString().left(80);
    const Known* known = nullptr;
    for (const Known& k : kKnown)
        if (r.architectureName == QLatin1String(k.name))
            known = &k;
    if (!known) {
        r.error = QStringLiteral("unknown architecture '%1'; supported: %2")
                      .arg(r.architectureName, supportedHfArchitectures().join(QStringLiteral(", ")));
        return r;
    }
    Fields f(o);
    r.architecture = readArchitecture(known->family, f);
    if (!f.error.isEmpty()) {
        r.error = f.error;
        return r;
    }
    if (const char* problem = fleet::architectureProblem(r.architecture)) {
        r.error = QStringLiteral("the architecture is not a model: %1").arg(QLatin1String(problem));
        return r;
    }
    r.count = fleet::countParameters(r.architecture);
    const fleet::ModelArchitecture& m = r.architecture;
    fleet::catalog::CatalogRow row;
    row.table = QStringLiteral("models");
    const QString rowId = id.isEmpty() ? derivedId(o, sourceLabel) : id;
    QVariantMap& v = row.values;
    v.insert(QStringLiteral("id"), rowId);
    v.insert(QStringLiteral("name"), name.isEmpty() ? rowId : name);
    v.insert(QStringLiteral("params"), std::round(r.count.total));
    if (m.moe.any())
        v.insert(QStringLiteral("active_params"), std::round(r.count.active));
    v.insert(QStringLiteral("layers"), nullable(m.layers));
    v.insert(QStringLiteral("hidden"), nullable(m.hidden));
    v.insert(QStringLiteral("heads"), nullable(m.heads));
    v.insert(QStringLiteral("kv_heads"), nullable(m.kvHeads));
    v.insert(QStringLiteral("vocab"), nullable(m.vocab));
    v.insert(QStringLiteral("ffn_hidden"), nullable(m.ffn));
    v.insert(QStringLiteral("head_dim"), nullable(m.headDim));
    v.insert(QStringLiteral("attention"), m.attention == fleet::AttentionKind::MultiLatent ? QStringLiteral("mla")
                                          : m.attention == fleet::AttentionKind::MultiHead ? QStringLiteral("mha")
                                                                                           : QStringLiteral("gqa"));
    v.insert(QStringLiteral("mlp"), QStringLiteral("gated"));
    v.insert(QStringLiteral("tied_embeddings"), m.tiedEmbeddings ? 1 : 0);
    v.insert(QStringLiteral("attention_bias"), m.attentionBias ? 1 : 0);
    v.insert(QStringLiteral("mlp_bias"), m.mlpBias ? 1 : 0);
    v.insert(QStringLiteral("qk_norm"), m.qkNorm ? 1 : 0);
    if (m.attention == fleet::AttentionKind::MultiLatent) {
        v.insert(QStringLiteral("q_lora_rank"), nullable(m.latent.qRank));
        v.insert(QStringLiteral("kv_lora_rank"), nullable(m.latent.kvRank));
        v.insert(QStringLiteral("qk_rope_head_dim"), nullable(m.latent.ropeHeadDim));
        v.insert(QStringLiteral("qk_nope_head_dim"), nullable(m.latent.nopeHeadDim));
        v.insert(QStringLiteral("v_head_dim"), nullable(m.latent.valueHeadDim));
    }
    if (m.moe.any()) {
        v.insert(QStringLiteral("experts"), nullable(m.moe.experts));
        v.insert(QStringLiteral("experts_per_token"), nullable(m.moe.expertsPerToken));
        v.insert(QStringLiteral("shared_experts"), static_cast<qlonglong>(m.moe.sharedExperts));
        v.insert(QStringLiteral("expert_ffn"), nullable(m.moe.expertFfn));
        v.insert(QStringLiteral("dense_layers"), static_cast<qlonglong>(m.moe.denseLayers));
        if (m.moe.maxNodesPerToken > 0)
            v.insert(QStringLiteral("max_nodes_per_token"), static_cast<qlonglong>(m.moe.maxNodesPerToken));
    }
    if (m.mtpLayers > 0)
        v.insert(QStringLiteral("mtp_layers"), static_cast<qlonglong>(m.mtpLayers));
    if (m.windowLayers > 0) {
        v.insert(QStringLiteral("sliding_window"), static_cast<qlonglong>(m.window));
        v.insert(QStringLiteral("sliding_window_layers"), static_cast<qlonglong>(m.windowLayers));
    }
    v.insert(QStringLiteral("notes"),
             QStringLiteral("Imported from a Hugging Face config.json (%1); parameters counted from the architecture: "
                            "%2 total, %3 active.")
                 .arg(r.architectureName)
                 .arg(r.count.total, 0, 'g', 6)
                 .arg(r.count.active, 0, 'g', 6));
    v.insert(QStringLiteral("source"), QStringLiteral("Hugging Face config.json (%1)").arg(QFileInfo(sourceLabel).fileName().left(200)));
    v.insert(QStringLiteral("kind"), QStringLiteral("spec"));
    v.insert(QStringLiteral("as_of"), QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd")));
    if (const auto problem = fleet::catalog::checkRow(row)) {
        r.error = QStringLiteral("the model row is not valid: column %1: %2").arg(problem->column, problem->message);
        return r;
    }
    r.row = fleet::catalog::normalized(row);
    return r;
}

HfModelImport readHfConfigFile(const QString& path, const QString& id, const QString& name)
{
    HfModelImport r;
    const QFileInfo info(path);
    if (!info.exists()) {
        r.error = QStringLiteral("%1 does not exist").arg(path);
        return r;
    }
    if (!info.isFile()) {
        r.error = QStringLiteral("%1 is not a regular file").arg(path);
        return r;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return r;
    }
    const QByteArray bytes = f.read(kMaxHfConfigBytes + 1);
    if (bytes.size() > kMaxHfConfigBytes) {
        r.error = QStringLiteral("%1 is larger than 1 MB; a config.json is a few kB").arg(path);
        return r;
    }
    r = parseHfConfig(bytes, id, name, path);
    if (!r.error.isEmpty())
        r.error = QStringLiteral("%1: %2").arg(path, r.error);
    return r;
}

} // namespace fleet::app
