#include "CliApp.h"

#include "CalibrateCommand.h"
#include "CatalogCommand.h"
#include "CliArgs.h"
#include "MonteCarloCommand.h"
#include "ReportCommand.h"
#include "catalog/PlanHardware.h"
#include "CatalogRepository.h"
#include "CliOutput.h"
#include "ResultsCommand.h"
#include "SearchCommand.h"
#include "ServingSearchCommand.h"
#include "evaluate/Evaluate.h"
#include "evaluation/FiniteResults.h"
#include "models/QtStrings.h"
#include "io/OutputFile.h"
#include "io/ScenarioFile.h"
#include "presets/Presets.h"
#include "report/CsvReport.h"
#include "report/JsonReport.h"
#include "scenario/ScenarioSchema.h"

#include <QFile>

#include <algorithm>

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace fleet::app {

void CliApp::setReportWriter(ReportWriter writer)
{
    ReportCommand::setWriter(std::move(writer));
}

int CliApp::reportCommand(QStringList args)
{
    QHash<QString, QString> options;
    const auto scenario = scenarioFromArgs(args, {}, ReportCommand::valuedOptions(), options);
    if (!scenario)
        return 2;
    return ReportCommand(m_out, m_err).run(*scenario, m_catalog, options);
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
        return CalibrateCommand(m_out, m_err).run(args);
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
    const auto scenario = scenarioFromArgs(args, MonteCarloCommand::flags(), {}, options);
    if (!scenario)
        return 2;
    return MonteCarloCommand(m_out, m_err).run(*scenario, *m_catalog, options);
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
