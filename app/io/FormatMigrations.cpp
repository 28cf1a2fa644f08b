#include "io/FormatMigrations.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>

#include "CatalogTables.h"
#include "io/ScenarioFile.h"

#include <array>
#include <cmath>
#include <optional>

namespace fleet::app {

namespace {

// Format 2 (issue #11): training.activationCheckpointing became none | selective | full (format 1 stored a
// flag), and training.timeModel appeared. Plans written before it computed training time with the book's
// overhead chain: they keep it, so reopening a plan does not change its numbers.
void migrateTo2(QJsonObject& root, QStringList& warnings)
{
    QJsonObject training = root.value(QStringLiteral("training")).toObject();
    const QJsonValue ckpt = training.value(QStringLiteral("activationCheckpointing"));
    if (ckpt.isBool())
        training.insert(QStringLiteral("activationCheckpointing"),
                        ckpt.toBool() ? QStringLiteral("full") : QStringLiteral("none"));
    if (!training.contains(QStringLiteral("timeModel"))) {
        training.insert(QStringLiteral("timeModel"), QStringLiteral("book"));
        warnings << QCoreApplication::translate(
            "ScenarioFile",
            "This plan was saved before the predicted step-time model: it keeps the book's overhead chain "
            "(training.timeModel = book). Set training.timeModel to predicted to derive the training time from the "
            "layout and the hardware.");
    }
    root.insert(QStringLiteral("training"), training);
}

// Format 3 (issue 13): power.nodePowerFrom appeared (node power from the catalog node of the accelerator's
// generation), and plans carry the user catalog rows they use (`catalogRows`, nothing to migrate). Plans written
// before it gave every node power.nodeOverheadWatts: they keep it.
void migrateTo3(QJsonObject& root, QStringList& warnings)
{
    QJsonObject power = root.value(QStringLiteral("power")).toObject();
    if (power.contains(QStringLiteral("nodePowerFrom")))
        return;
    power.insert(QStringLiteral("nodePowerFrom"), QStringLiteral("input"));
    root.insert(QStringLiteral("power"), power);
    warnings << QCoreApplication::translate(
        "ScenarioFile",
        "This plan was saved before node power by generation: every node keeps power.nodeOverheadWatts "
        "(power.nodePowerFrom = input). Set power.nodePowerFrom to catalog to take the node's power from the catalog "
        "node of the accelerator's generation.");
}


// Format 4 (issue 27): one model per plan. Formats 1-3 described it twice, in training.* and inference.*. Where
// the two describe the same model the inference copy goes (training.* are model.*'s former names); where they
// differ, the training one stays the plan's model and the inference one becomes a catalog model the plan carries
// (catalogRows), served by serving.model: the plan's numbers do not change. Values that are not numbers in range
// are left where they are, for the reader to name.
struct OldModelKey {
    const char* key;
    double defaultValue; // formats 1-3
};
constexpr std::array<OldModelKey, 6> kInference = {{{"params", 175e9}, {"layers", 96}, {"hidden", 12288},
                                                     {"heads", 96}, {"kvHeads", 96}, {"headDim", 128}}};

std::optional<double> number(const QJsonObject& o, const char* key, double fallback)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        return std::nullopt;
    return v.toDouble();
}

QString freeRowId(const QJsonObject& root)
{
    const QJsonArray carried =
        root.value(QStringLiteral("catalogRows")).toObject().value(QStringLiteral("models")).toArray();
    for (int n = 1;; ++n) {
        const QString id = n == 1 ? QStringLiteral("plan-served-model") : QStringLiteral("plan-served-model-%1").arg(n);
        bool taken = false;
        for (const QJsonValue& r : carried)
            taken = taken || r.toObject().value(QStringLiteral("id")).toString() == id;
        if (!taken)
            return id;
    }
}

QString migrateTo4(QJsonObject& root, QStringList& warnings)
{
    QJsonObject training = root.value(QStringLiteral("training")).toObject();
    QJsonObject inference = root.value(QStringLiteral("inference")).toObject();
    const auto tParams = number(training, "params", 175e9), tLayers = number(training, "layers", 96),
               tHidden = number(training, "hidden", 12288), tHeads = number(training, "heads", 96),
               tKv = number(training, "kvHeads", 0), tFfn = number(training, "ffnHidden", 0),
               tVocab = number(training, "vocab", 51200);
    std::array<double, kInference.size()> in{};
    for (std::size_t i = 0; i < kInference.size(); ++i) {
        const auto v = number(inference, kInference[i].key, kInference[i].defaultValue);
        if (!v)
            return {};
        in[i] = *v;
    }
    if (!tParams || !tLayers || !tHidden || !tHeads || !tKv || !tFfn || !tVocab || !(*tHeads >= 1))
        return {};
    const auto [iParams, iLayers, iHidden, iHeads, iKv, iHeadDim] = in;
    const double tKvHeads = *tKv > 0 ? *tKv : *tHeads;
    const bool same = iParams == *tParams && iLayers == *tLayers && iHidden == *tHidden && iHeads == *tHeads &&
                      iKv == tKvHeads && iHeadDim * *tHeads == *tHidden;
    const auto dropInferenceModel = [&] {
        for (const OldModelKey& k : kInference)
            inference.remove(QLatin1String(k.key));
        root.insert(QStringLiteral("inference"), inference);
    };
    if (same) {
        dropInferenceModel();
        return {};
    }
    // A plan whose inference section is out of range is left for the reader to name the key.
    if (!(iParams >= 1e6 && iParams <= 1e15) || !(iLayers >= 1) || !(iHidden >= 1) || !(iHeads >= 1) || !(iKv >= 1) ||
        !(iHeadDim >= 1))
        return {};
    const bool gated = training.value(QStringLiteral("gatedMlp")).toBool(false);
    fleet::catalog::CatalogRow row;
    row.table = QStringLiteral("models");
    const QString id = freeRowId(root);
    QVariantMap& v = row.values;
    const QString planName = root.value(QStringLiteral("name")).toString().left(100);
    v.insert(QStringLiteral("id"), id);
    v.insert(QStringLiteral("name"), QCoreApplication::translate("ScenarioFile", "Served model of %1").arg(planName));
    v.insert(QStringLiteral("params"), iParams);
    v.insert(QStringLiteral("layers"), iLayers);
    v.insert(QStringLiteral("hidden"), iHidden);
    v.insert(QStringLiteral("heads"), iHeads);
    v.insert(QStringLiteral("kv_heads"), iKv);
    v.insert(QStringLiteral("head_dim"), iHeadDim);
    v.insert(QStringLiteral("vocab"), *tVocab > 0 ? *tVocab : 51200.0);
    v.insert(QStringLiteral("ffn_hidden"), *tFfn > 0 ? *tFfn : 4.0 * iHidden);
    v.insert(QStringLiteral("attention"), iKv >= iHeads ? QStringLiteral("mha") : QStringLiteral("gqa"));
    v.insert(QStringLiteral("mlp"), gated ? QStringLiteral("gated") : QStringLiteral("plain"));
    v.insert(QStringLiteral("notes"), QStringLiteral("The inference section of a plan saved before format 4, which "
                                                     "described another model than its training section."));
    v.insert(QStringLiteral("source"), QStringLiteral("plan file (format 3 inference section)"));
    v.insert(QStringLiteral("kind"), QStringLiteral("estimate"));
    v.insert(QStringLiteral("as_of"), QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd")));
    if (const auto problem = fleet::catalog::checkRow(row))
        return QCoreApplication::translate("ScenarioFile", "the inference section's model is not a model: %1: %2")
            .arg(problem->column, problem->message);
    QJsonObject rows = root.value(QStringLiteral("catalogRows")).toObject();
    QJsonArray models = rows.value(QStringLiteral("models")).toArray();
    QJsonObject o;
    for (auto it = v.constBegin(); it != v.constEnd(); ++it)
        o.insert(it.key(), QJsonValue::fromVariant(it.value()));
    models.append(o);
    rows.insert(QStringLiteral("models"), models);
    root.insert(QStringLiteral("catalogRows"), rows);
    QJsonObject serving = root.value(QStringLiteral("serving")).toObject();
    serving.insert(QStringLiteral("model"), id);
    root.insert(QStringLiteral("serving"), serving);
    dropInferenceModel();
    warnings << QCoreApplication::translate(
                    "ScenarioFile",
                    "This plan was saved before one model per plan, and its training and inference sections described "
                    "different models: the training one is the plan's model (model.*), the inference one (%1 "
                    "parameters, %2 layers, %3 key/value heads) is served as the catalog model '%4' the plan carries "
                    "(serving.model). Its numbers are unchanged; set serving.model to same to serve the plan's model.")
                    .arg(iParams, 0, 'g', 4)
                    .arg(iLayers)
                    .arg(iKv)
                    .arg(id);
    return {};
}

} // namespace

QString migrateToCurrent(QJsonObject& root, int version, QStringList& warnings)
{
    if (version < 1)
        return QCoreApplication::translate("ScenarioFile", "formatVersion %1 is not a FleetPlanner format (the first is 1)").arg(version);
    if (version < 2)
        migrateTo2(root, warnings);
    if (version < 3)
        migrateTo3(root, warnings);
    if (version < 4)
        if (QString err = migrateTo4(root, warnings); !err.isEmpty())
            return err;
    root.insert(QStringLiteral("formatVersion"), ScenarioFile::kFormatVersion);
    return {};
}

} // namespace fleet::app
