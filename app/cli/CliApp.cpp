#include "CliApp.h"

#include "CatalogCommand.h"
#include "catalog/PlanHardware.h"
#include "CatalogRepository.h"
#include "CliOutput.h"
#include "ResultsCommand.h"
#include "SearchCommand.h"
#include "ServingSearchCommand.h"
#include "comm/NcclTests.h"
#include "reliability/ReliabilityResults.h"
#include "scenario/ResolvedFleet.h"
#include "evaluate/Evaluate.h"
#include "evaluate/PlanRun.h"
#include "evaluation/FiniteResults.h"
#include "models/QtStrings.h"
#include "io/OutputFile.h"
#include "io/ScenarioFile.h"
#include "presets/Presets.h"
#include "report/CsvReport.h"
#include "report/JsonReport.h"
#include "report/ReportContent.h"
#include "scenario/ScenarioSchema.h"

#include <QFile>

#include <algorithm>
#include <cmath>

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fleet::app {

namespace {

QString takeValue(QStringList& args, int i, const QString& option, QString* error)
{
    if (i + 1 >= args.size()) {
        *error = QStringLiteral("%1 needs a value").arg(option);
        return {};
    }
    const QString v = args.at(i + 1);
    args.remove(i, 2);
    return v;
}

QString severityName(fleet::Severity s)
{
    switch (s) {
    case fleet::Severity::Info: return QStringLiteral("info");
    case fleet::Severity::Warning: return QStringLiteral("warning");
    case fleet::Severity::Error: return QStringLiteral("error");
    }
    return {};
}

// Results that are not finite numbers are errors (FiniteResults), printed with the issues.
bool reportNonFinite(const fleet::Results& results, QTextStream& err)
{
    const QStringList messages = nonFiniteResults(results);
    for (const QString& m : messages)
        err << "error: " << m << "\n";
    return !messages.isEmpty();
}

CliApp::ReportWriter& reportWriter()
{
    static CliApp::ReportWriter writer;
    return writer;
}

} // namespace

void CliApp::setReportWriter(ReportWriter writer) { reportWriter() = std::move(writer); }

int CliApp::reportCommand(QStringList args)
{
    QHash<QString, QString> options;
    const auto scenario = scenarioFromArgs(args, {}, {QStringLiteral("-o"), QStringLiteral("--page")}, options);
    if (!scenario)
        return 2;
    const QString out = options.value(QStringLiteral("-o"));
    if (out.isEmpty()) {
        m_err << "error: report needs -o OUT.pdf|.html|.md|.csv|.json\n";
        return 2;
    }
    if (!report::ReportFormats::fromPath(out)) {
        m_err << "error: " << report::ReportFormats::unsupportedMessage(out) << "\n";
        return 2;
    }
    const QString pageText = options.value(QStringLiteral("--page"), QStringLiteral("a4"));
    const std::optional<report::PageSize> page = report::ReportFormats::pageFromString(pageText);
    if (!page) {
        m_err << "error: --page: unknown page size '" << pageText << "' (a4, letter)\n";
        return 2;
    }
    const report::ReportFormat format = *report::ReportFormats::fromPath(out);
    const bool tabular = format == report::ReportFormat::Csv || format == report::ReportFormat::Json;
    if (!tabular && !reportWriter()) {
        m_err << "error: PDF, HTML and Markdown reports are unavailable: this fleetplanner-cli was built without "
                 "the GUI libraries (FLEET_BUILD_GUI=OFF), which draw the report's charts; .csv and .json work\n";
        return 2;
    }
    if (!checkOutputPath(out, m_err)) // before the evaluation and the charts
        return 2;
    const auto results = std::make_shared<const fleet::Results>(fleet::evaluate(*scenario, *m_catalog));
    for (const fleet::Issue& i : results->issues())
        m_err << severityName(i.severity) << ": " << QString::fromStdString(i.message) << "\n";
    const bool nonFinite = reportNonFinite(*results, m_err);
    // CSV and JSON have no charts: written here, so they also work in builds without the GUI.
    auto writeTabular = [&]() -> QString {
        const report::ReportContent content = report::buildReport(*scenario, *results, *m_catalog);
        return OutputFile::write(out, format == report::ReportFormat::Csv ? report::CsvReport::write(content)
                                                                          : report::JsonReport::write(content));
    };
    if (const QString err = tabular ? writeTabular() : reportWriter()(*scenario, results, m_catalog, out, *page);
        !err.isEmpty()) {
        m_err << "error: " << err << "\n";
        return 2;
    }
    return results->hasErrors() || nonFinite ? 1 : 0;
}

int CliApp::usage(int code)
{
    QTextStream& s = code == 0 ? m_out : m_err;
    s << "usage: fleetplanner-cli [--user-catalog PATH | --builtin-catalog] COMMAND ...\n"
         "  eval [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--json] [--explain KEY]\n"
         "  save [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... -o OUT.fleetplan\n"
         "  montecarlo [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--json]\n"
         "  calibrate NCCL_TESTS_OUTPUT [--collective all_reduce|all_gather|reduce_scatter|alltoall|sendrecv] [--ranks N]\n"
         "  search [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--vary KEY=a,b,c | KEY=lo:hi:step]...\n"
         "         [--no-default-axes] [--top K] [--csv OUT] [--threads N]\n"
         "  search [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... --optimal-size [--flops C | --days D]\n"
         "  search --serving [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--vary fleet.accelerator=a,b|all]\n"
         "         [--vary inference.precision=…] [--vary serving.tp=…] [--vary serving.batch=…]\n"
         "         [--objective accelerators|cost] [--top K] [--csv OUT]\n"
         "  report [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... -o OUT.(pdf|html|md|csv|json) [--page a4|letter]\n"
         "  presets\n"
         "  catalog list KIND [--json]  KIND: accelerators, links, nodes, switches, optics, cooling, regions,\n"
         "                         models, calibrations, serving_calibration\n"
         "  catalog show ID [--json]\n"
         "  catalog export KIND -o FILE.csv [--user-only]   header = the catalog's column names\n"
         "  catalog import FILE.csv [--kind KIND]           into the user catalog; all rows or none\n"
         "  catalog import PLAN.fleetplan                   the hardware rows a plan carries, into the user catalog\n"
         "  keys                   list every scenario input key with its range\n"
         "  results [--json]       list every result key with its unit, label and which direction is better\n";
    return code;
}

QString CliApp::userCatalogPath() const
{
    return m_builtinOnly             ? QString()
           : m_userCatalog.isEmpty() ? fleet::catalog::CatalogRepository::defaultUserCatalogPath()
                                     : m_userCatalog;
}

bool CliApp::loadCatalog()
{
    if (m_catalog)
        return true;
    CatalogLoad load = fleet::app::loadCatalog(userCatalogPath());
    if (!load.catalog) {
        m_err << "error: " << load.error << "\n";
        return false;
    }
    // A user catalog named on the command line must be used: computing with other hardware is wrong, not a warning.
    if (!load.warning.isEmpty() && !m_userCatalog.isEmpty() && !m_builtinOnly) {
        m_err << "error: " << load.warning << " (given with --user-catalog; use --builtin-catalog for the built-in one)\n";
        return false;
    }
    if (!load.warning.isEmpty())
        m_err << "warning: " << load.warning << "\n";
    for (const QString& skipped : load.skippedRows)
        m_err << "warning: " << skipped << "\n";
    m_catalog = load.catalog;
    return true;
}

int CliApp::run(QStringList args)
{
    QString error;
    for (int i = 0; i < args.size();) {
        if (args.at(i) == QStringLiteral("--user-catalog")) {
            m_userCatalog = takeValue(args, i, args.at(i), &error);
            if (!error.isEmpty()) {
                m_err << "error: " << error << "\n";
                return 2;
            }
        } else if (args.at(i) == QStringLiteral("--builtin-catalog")) {
            m_builtinOnly = true;
            args.remove(i);
        } else {
            ++i;
        }
    }
    if (args.isEmpty())
        return usage(2);
    const QString cmd = args.takeFirst();
    if (cmd == QStringLiteral("eval"))
        return evalCommand(args);
    if (cmd == QStringLiteral("montecarlo"))
        return monteCarloCommand(args);
    if (cmd == QStringLiteral("search"))
        return searchCommand(args);
    if (cmd == QStringLiteral("calibrate"))
        return calibrateCommand(args);
    if (cmd == QStringLiteral("save"))
        return saveCommand(args);
    if (cmd == QStringLiteral("report"))
        return reportCommand(args);
    if (cmd == QStringLiteral("presets"))
        return presetsCommand();
    if (cmd == QStringLiteral("catalog"))
        return catalogCommand(args);
    if (cmd == QStringLiteral("results"))
        return ResultsCommand(m_out, m_err).run(args);
    if (cmd == QStringLiteral("keys")) {
        const auto& schema = fleet::ScenarioSchema::instance();
        for (const fleet::FieldSpec& f : schema.fields())
            m_out << QString::fromStdString(f.key).leftJustified(40) << QString::fromStdString(schema.rangeText(f))
                  << "  — " << QString::fromStdString(f.description) << "\n";
        return 0;
    }
    if (cmd == QStringLiteral("help") || cmd == QStringLiteral("--help") || cmd == QStringLiteral("-h"))
        return usage(0);
    m_err << "error: unknown command '" << cmd << "'\n";
    return usage(2);
}

int CliApp::monteCarloCommand(QStringList args)
{
    QHash<QString, QString> options;
    const auto scenario = scenarioFromArgs(args, {QStringLiteral("--json")}, {}, options);
    if (!scenario)
        return 2;
    const fleet::Results results = fleet::evaluate(*scenario, *m_catalog, fleet::Detail::Values);
    if (results.hasErrors()) {
        for (const fleet::Issue& i : results.issues())
            if (i.severity == fleet::Severity::Error)
                m_err << "error: " << QString::fromStdString(i.message) << "\n";
        return 1;
    }
    std::string why;
    const std::optional<fleet::MonteCarloConfig> config = fleet::monteCarloConfigFor(*scenario, *m_catalog, &why);
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
    m_out << r.completedTrials << " trials in " << QString::number(r.elapsedSeconds, 'f', 3) << " s on " << r.threadsUsed
          << " threads\n"
          << "  wall time (h): mean " << QString::number(sm.wallSeconds.mean / 3600, 'f', 2) << ", p5 "
          << QString::number(sm.wallSeconds.p5 / 3600, 'f', 2) << ", p50 " << QString::number(sm.wallSeconds.p50 / 3600, 'f', 2)
          << ", p95 " << QString::number(sm.wallSeconds.p95 / 3600, 'f', 2) << "\n"
          << "  goodput: " << QString::number(sm.pooledGoodput, 'f', 4) << " ± "
          << QString::number(sm.pooledGoodputStandardError, 'f', 4) << " (analytic " << QString::number(analytic, 'f', 4) << ")\n"
          << "  interruptions: mean " << QString::number(sm.interruptions.mean, 'f', 1) << ", p95 "
          << QString::number(sm.interruptions.p95, 'f', 0) << "\n";
    return 0;
}

int CliApp::searchCommand(QStringList args)
{
    QString error;
    const QStringList varies = SearchCommand::takeVaries(args, &error);
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    QHash<QString, QString> options;
    if (args.removeAll(QStringLiteral("--serving")) > 0) { // the serving search (issue 14), its own options
        const auto scenario =
            scenarioFromArgs(args, ServingSearchCommand::flags(), ServingSearchCommand::valuedOptions(), options);
        if (!scenario)
            return 2;
        return ServingSearchCommand(m_out, m_err).run(*scenario, *m_catalog, varies, options);
    }
    const auto scenario = scenarioFromArgs(args, SearchCommand::flags(), SearchCommand::valuedOptions(), options);
    if (!scenario)
        return 2;
    return SearchCommand(m_out, m_err).run(*scenario, *m_catalog, varies, options);
}

int CliApp::calibrateCommand(QStringList args)
{
    QString file, collectiveName, ranksText, error;
    while (!args.isEmpty()) {
        const QString a = args.first();
        if (a == QStringLiteral("--collective"))
            collectiveName = takeValue(args, 0, a, &error);
        else if (a == QStringLiteral("--ranks"))
            ranksText = takeValue(args, 0, a, &error);
        else if (a.startsWith(u'-'))
            error = QStringLiteral("unknown option %1").arg(a);
        else if (file.isEmpty())
            file = args.takeFirst();
        else
            error = QStringLiteral("more than one file given (%1)").arg(a);
        if (!error.isEmpty()) {
            m_err << "error: " << error << "\n";
            return 2;
        }
    }
    if (file.isEmpty()) {
        m_err << "error: calibrate needs an nccl-tests output file\n";
        return 2;
    }
    constexpr qint64 kMaxNcclBytes = 64 * 1024 * 1024;
    if (const QFileInfo info(file); info.exists() && !info.isFile()) {
        m_err << "error: " << file << " is not a regular file (a folder, pipe or device)\n";
        return 2;
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        m_err << "error: cannot open " << file << ": " << f.errorString() << "\n";
        return 2;
    }
    const QByteArray bytes = f.read(kMaxNcclBytes + 1); // bounded even if the file grows meanwhile
    if (f.size() > kMaxNcclBytes || bytes.size() > kMaxNcclBytes) {
        m_err << "error: " << file << " is larger than 64 MB; not an nccl-tests output\n";
        return 2;
    }
    const fleet::NcclTestsRun run = fleet::parseNcclTests(bytes.toStdString());
    if (!run.error.empty()) {
        m_err << "error: " << file << ": " << QString::fromStdString(run.error) << "\n";
        return 2;
    }
    for (const std::string& s : run.skipped)
        m_err << "warning: skipped " << QString::fromStdString(s) << "\n";
    if (collectiveName.isEmpty()) {
        collectiveName = QString::fromStdString(run.collective).remove(QStringLiteral("_perf"));
        if (collectiveName.isEmpty())
            collectiveName = QFileInfo(file).fileName().section(QStringLiteral("_perf"), 0, 0);
    }
    fleet::Collective collective;
    if (!fleet::collectiveFromString(collectiveName.toStdString(), collective)) {
        m_err << "error: unknown collective '" << collectiveName
              << "'; give --collective all_reduce|all_gather|reduce_scatter|alltoall|sendrecv\n";
        return 2;
    }
    double ranks = run.ranks;
    if (!ranksText.isEmpty()) {
        bool ok = false;
        ranks = ranksText.toDouble(&ok);
        if (!ok || !std::isfinite(ranks) || ranks != std::floor(ranks) || ranks < 1 || ranks > 1e9) {
            m_err << "error: --ranks: '" << ranksText << "' is not a whole number from 1 to 1e9\n";
            return 2;
        }
    }
    if (ranks < 1) {
        m_err << "error: the file lists no '#  Rank' lines; give --ranks N\n";
        return 2;
    }
    const fleet::AlphaBetaFit fit = fleet::fitAlphaBeta(fleet::outOfPlacePoints(run), collective, ranks);
    if (!fit.ok) {
        m_err << "error: " << QString::fromStdString(fit.error) << "\n";
        return 1;
    }
    const fleet::CollectiveFactors k = fleet::collectiveFactors(collective, ranks);
    m_out << "fit of T(n) = a + b·n to " << fit.points << " out-of-place measurements (" << collectiveName << ", "
          << ranks << " ranks)\n"
          << "  a = " << QString::number(fit.intercept * 1e6, 'g', 5) << " µs, b = " << QString::number(fit.slope, 'g', 5)
          << " s/B, R² = " << QString::number(fit.rSquared, 'f', 6) << ", worst relative residual "
          << QString::number(fit.maxRelResidual * 100, 'f', 1) << " %\n"
          << "  latency terms k_α = " << k.alpha << ", bandwidth factor k_β = " << QString::number(k.beta, 'g', 5) << "\n"
          << "  α = a / k_α = " << QString::number(fit.alpha * 1e6, 'g', 4) << " µs per step\n"
          << "  β = k_β / b = " << QString::number(fit.beta / 1e9, 'g', 4)
          << " GB/s per direction (bus-bandwidth convention, comparable to a link's rate)\n"
          << "  1 / b = " << QString::number(fit.algBeta / 1e9, 'g', 4)
          << " GB/s (algorithm-bandwidth convention: message size / time)\n";
    return 0;
}

int CliApp::presetsCommand()
{
    qsizetype width = 28; // the column of the descriptions; wider when a name needs it
    for (const QString& name : Presets::names())
        width = std::max(width, name.size() + 2);
    for (const QString& name : Presets::names())
        m_out << name.leftJustified(width) << Presets::description(name) << "\n";
    return 0;
}

std::optional<fleet::Scenario> CliApp::scenarioFromArgs(QStringList& args, QStringList extraFlags, QStringList extraValued,
                                                        QHash<QString, QString>& options)
{
    QString file, preset, error;
    QStringList sets;
    while (!args.isEmpty()) {
        const QString a = args.first();
        if (a == QStringLiteral("--preset"))
            preset = takeValue(args, 0, a, &error);
        else if (a == QStringLiteral("--set"))
            sets << takeValue(args, 0, a, &error);
        else if (a.startsWith(QStringLiteral("--set=")))
            sets << args.takeFirst().mid(6);
        else if (extraValued.contains(a))
            options.insert(a, takeValue(args, 0, a, &error));
        else if (extraFlags.contains(a))
            options.insert(args.takeFirst(), QStringLiteral("1"));
        else if (a.startsWith(u'-') && a.size() > 1)
            error = QStringLiteral("unknown option %1").arg(a);
        else if (file.isEmpty())
            file = args.takeFirst();
        else
            error = QStringLiteral("more than one scenario file given (%1)").arg(a);
        if (!error.isEmpty()) {
            m_err << "error: " << error << "\n";
            usage(2);
            return std::nullopt;
        }
    }
    if (!file.isEmpty() && !preset.isEmpty()) {
        m_err << "error: give either FILE or --preset, not both\n";
        return std::nullopt;
    }
    const ScenarioReadResult read = file.isEmpty() ? Presets::load(preset.isEmpty() ? Presets::defaultName() : preset)
                                                   : ScenarioFile::load(file);
    if (!read.scenario) {
        m_err << "error: " << read.error << "\n";
        return std::nullopt;
    }
    for (const QString& w : read.warnings)
        m_err << "warning: " << w << "\n";
    if (!loadCatalog())
        return std::nullopt;
    if (!read.catalog.contentHash.isEmpty() && read.catalog.contentHash.toStdString() != m_catalog->contentHash &&
        read.catalog.rows.isEmpty())
        m_err << "warning: the plan was saved with a different catalog (" << read.catalog.contentHash.left(12)
              << "…); results use the current one\n";
    // The user rows the plan carries (format 3): used where this catalog lacks them or differs, and said so.
    m_carried = read.catalog.rows;
    m_catalog = CatalogCommand::withCarriedRows(m_catalog, m_carried, userCatalogPath(), m_err);

    fleet::Scenario scenario = *read.scenario;
    for (const QString& s : sets) {
        if (auto err = fleet::ScenarioSchema::instance().applyAssignment(scenario, s.toStdString(), m_catalog.get())) {
            m_err << "error: " << QString::fromStdString(*err) << "\n";
            return std::nullopt;
        }
    }
    return scenario;
}

int CliApp::saveCommand(QStringList args)
{
    QHash<QString, QString> options;
    const auto scenario = scenarioFromArgs(args, {}, {QStringLiteral("-o")}, options);
    if (!scenario)
        return 2;
    const QString out = options.value(QStringLiteral("-o"));
    if (out.isEmpty()) {
        m_err << "error: save needs -o OUT.fleetplan\n";
        return 2;
    }
    if (!checkOutputPath(out, m_err))
        return 2;
    CatalogReference ref;
    ref.id = QString::fromStdString(m_catalog->id);
    ref.rows = rowsToEmbed(*scenario, *m_catalog, CatalogCommand::userRowCandidates(userCatalogPath(), m_carried));
    if (const QString err = ScenarioFile::save(out, *scenario, ref); !err.isEmpty()) {
        m_err << "error: " << err << "\n";
        return 2;
    }
    return 0;
}

int CliApp::evalCommand(QStringList args)
{
    QHash<QString, QString> options;
    const auto parsed = scenarioFromArgs(args, {QStringLiteral("--json")}, {QStringLiteral("--explain")}, options);
    if (!parsed)
        return 2;
    const fleet::Scenario& scenario = *parsed;
    const bool json = options.contains(QStringLiteral("--json"));
    const QString explain = options.value(QStringLiteral("--explain"));
    // Values only, and the one derivation asked for: the whole set is built for the GUI and the report.
    const fleet::Results results = explain.isEmpty() ? fleet::evaluate(scenario, *m_catalog, fleet::Detail::Values)
                                                     : fleet::explain(scenario, *m_catalog, explain.toStdString());
    for (const fleet::Issue& i : results.issues())
        m_err << severityName(i.severity) << ": " << QString::fromStdString(i.message) << "\n";
    const bool nonFinite = reportNonFinite(results, m_err);

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

int CliApp::catalogCommand(QStringList args)
{
    // One usage text (this file's): shown for a missing or unknown subcommand, after CatalogCommand's message.
    const QStringList subcommands{QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("export"),
                                  QStringLiteral("import")};
    const bool known = !args.isEmpty() && subcommands.contains(args.first());
    const int code = CatalogCommand(
                         m_out, m_err,
                         [this] {
                             return loadCatalog() ? m_catalog : CatalogPtr();
                         },
                         userCatalogPath())
                         .run(args);
    return known ? code : usage(code);
}

} // namespace fleet::app
