#include "EvalCommand.h"

#include "CliOutput.h"
#include "evaluate/Evaluate.h"
#include "validation/PredictionAccuracy.h"
#include "models/QtStrings.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace fleet::app {

int EvalCommand::run(const fleet::Scenario& scenario, const fleet::Catalog& catalog,
                     const QHash<QString, QString>& options)
{
    const bool json = options.contains(QStringLiteral("--json"));
    const QString explain = options.value(QStringLiteral("--explain"));
    // Values only, and the one derivation asked for: the whole set is built for the GUI and the report. --json's
    // accuracy bands read the regime every evaluation records (Results::regime(): the models as evaluated).
    const fleet::Results results = !explain.isEmpty() ? fleet::explain(scenario, catalog, explain.toStdString())
                                                      : fleet::evaluate(scenario, catalog, fleet::Detail::Values);
    const bool nonFinite = printIssues(results, m_err);

    if (!explain.isEmpty()) {
        const fleet::Derivation* d = results.derivation(explain.toStdString());
        if (!d) {
            m_err << "error: no result named '" << explain << "'";
            if (!results.empty())
                m_err << "; results: " << fleet::app::toQString(results.sortedKeys().front()) << " …";
            m_err << "\n";
            return 2;
        }
        m_out << QString::fromStdString(fleet::formatDerivation(*d));
    } else if (json) {
        QJsonObject o;
        for (std::string_view key : results.sortedKeys()) {
            const fleet::ResultValue& v = *results.find(key);
            o.insert(fleet::app::toQString(key), v.isBool() ? QJsonValue(v.value != 0.0) : QJsonValue(v.value));
        }
        // The validation band of each predicted headline present (issue 28 part 4): the one key that is no number.
        QJsonObject accuracy;
        for (const fleet::AccuracyKey& k : fleet::accuracyKeys()) {
            if (!results.has(k.key))
                continue;
            const fleet::PredictionAccuracy a = fleet::accuracyOf(scenario, k.key, &results);
            QJsonObject band;
            if (a.set) {
                band.insert(QStringLiteral("set"), fleet::app::toQString(a.set->id));
                band.insert(QStringLiteral("mean_error"), a.set->meanError);
                band.insert(QStringLiteral("worst_error"), a.set->worstError);
                band.insert(QStringLiteral("runs"), a.set->runs);
            } else {
                band.insert(QStringLiteral("extrapolated"), QString::fromStdString(a.extrapolated.str()));
            }
            band.insert(QStringLiteral("text"), QString::fromStdString(fleet::accuracyText(a).str()));
            accuracy.insert(fleet::app::toQString(k.key), band);
        }
        if (!accuracy.isEmpty())
            o.insert(QStringLiteral("accuracy"), accuracy);
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        for (std::string_view key : results.sortedKeys()) {
            const fleet::ResultValue& v = *results.find(key);
            m_out << fleet::app::toQString(key).leftJustified(44) << " "
                  << (v.isBool() ? (v.value != 0.0 ? QStringLiteral("true") : QStringLiteral("false"))
                                 : QString::number(v.value, 'g', 8))
                  << " " << (v.isBool() ? QString() : fleet::app::toQString(v.unit)) << "\n";
        }
    }
    return results.hasErrors() || nonFinite ? 1 : 0;
}

} // namespace fleet::app
