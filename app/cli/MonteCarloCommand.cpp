#include "MonteCarloCommand.h"

#include "evaluate/Evaluate.h"
#include "evaluate/PlanRun.h"
#include "reliability/MonteCarlo.h"
#include "reliability/ReliabilityResults.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace fleet::app {

int MonteCarloCommand::run(const fleet::Scenario& scenario, const fleet::Catalog& catalog,
                           const QHash<QString, QString>& options)
{
    const fleet::Results results = fleet::evaluate(scenario, catalog, fleet::Detail::Values);
    if (results.hasErrors()) {
        for (const fleet::Issue& i : results.issues())
            if (i.severity == fleet::Severity::Error)
                m_err << "error: " << QString::fromStdString(i.message()) << "\n";
        return 1;
    }
    std::string why;
    const std::optional<fleet::MonteCarloConfig> config = fleet::monteCarloConfigFor(scenario, catalog, &why);
    if (!config) {
        m_err << "error: " << QString::fromStdString(why) << "\n";
        return 1;
    }
    const fleet::MonteCarloResult r = fleet::runMonteCarlo(*config);
    if (!r.error.empty()) {
        m_err << "error: " << QString::fromStdString(r.error) << "\n";
        return 1;
    }
    const auto& sm = r.summary;
    const double analytic = results.value("reliability.goodput").value_or(0.0);
    if (options.contains(QStringLiteral("--json"))) {
        QJsonObject o{{QStringLiteral("trials"), static_cast<double>(r.completedTrials)},
                      {QStringLiteral("threads"), r.threadsUsed},
                      {QStringLiteral("elapsed_s"), r.elapsedSeconds},
                      {QStringLiteral("wall_s_mean"), sm.wallSeconds.mean},
                      {QStringLiteral("wall_s_p5"), sm.wallSeconds.p5},
                      {QStringLiteral("wall_s_p50"), sm.wallSeconds.p50},
                      {QStringLiteral("wall_s_p95"), sm.wallSeconds.p95},
                      {QStringLiteral("goodput"), sm.pooledGoodput},
                      {QStringLiteral("goodput_standard_error"), sm.pooledGoodputStandardError},
                      {QStringLiteral("goodput_analytic"), analytic},
                      {QStringLiteral("interruptions_mean"), sm.interruptions.mean},
                      {QStringLiteral("interruptions_p95"), sm.interruptions.p95}};
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    m_out << r.completedTrials << " trials in " << QString::number(r.elapsedSeconds, 'f', 3) << " s on "
          << r.threadsUsed << " threads\n"
          << "  wall time (h): mean " << QString::number(sm.wallSeconds.mean / 3600, 'f', 2) << ", p5 "
          << QString::number(sm.wallSeconds.p5 / 3600, 'f', 2) << ", p50 "
          << QString::number(sm.wallSeconds.p50 / 3600, 'f', 2) << ", p95 "
          << QString::number(sm.wallSeconds.p95 / 3600, 'f', 2) << "\n"
          << "  goodput: " << QString::number(sm.pooledGoodput, 'f', 4) << " ± "
          << QString::number(sm.pooledGoodputStandardError, 'f', 4) << " (analytic "
          << QString::number(analytic, 'f', 4) << ")\n"
          << "  interruptions: mean " << QString::number(sm.interruptions.mean, 'f', 1) << ", p95 "
          << QString::number(sm.interruptions.p95, 'f', 0) << "\n";
    return 0;
}

} // namespace fleet::app
