#include "CliApp.h"

#include "CalibrateCommand.h"
#include "CatalogCommand.h"
#include "CliArgs.h"
#include "EvalCommand.h"
#include "ListCommands.h"
#include "MonteCarloCommand.h"
#include "ReportCommand.h"
#include "ResultsCommand.h"
#include "SaveCommand.h"
#include "CatalogRepository.h"
#include "SearchCommand.h"
#include "ServingSearchCommand.h"
#include "io/ScenarioFile.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QHash>

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

namespace {

// The CLI's one usage text: each subcommand's lines, in the order `help` prints them.
constexpr const char* kHeader = "usage: fleetplanner-cli [--user-catalog PATH | --builtin-catalog] COMMAND ...\n";

} // namespace

const std::vector<CliApp::Command>& CliApp::commands()
{
    static const std::vector<Command> table = {
        {"eval", "  eval [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--json] [--explain KEY]\n",
         &CliApp::evalCommand},
        {"save", "  save [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... -o OUT.fleetplan\n",
         &CliApp::saveCommand},
        {"montecarlo", "  montecarlo [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--json]\n",
         &CliApp::monteCarloCommand},
        {"calibrate",
         "  calibrate NCCL_TESTS_OUTPUT [--collective all_reduce|all_gather|reduce_scatter|alltoall|sendrecv] [--ranks "
         "N]\n",
         &CliApp::calibrateCommand},
        {"search",
         "  search [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--vary KEY=a,b,c | KEY=lo:hi:step]...\n"
         "         [--no-default-axes] [--top K] [--csv OUT] [--threads N]\n"
         "  search [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... --optimal-size [--flops C | --days D]\n"
         "  search --serving [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... [--vary fleet.accelerator=a,b|all]\n"
         "         [--vary inference.precision=…] [--vary serving.tp=…] [--vary serving.batch=…]\n"
         "         [--objective accelerators|cost] [--top K] [--csv OUT]\n",
         &CliApp::searchCommand},
        {"report",
         "  report [FILE.fleetplan | --preset NAME] [--set KEY=VALUE]... -o OUT.(pdf|html|md|csv|json) [--page "
         "a4|letter]\n",
         &CliApp::reportCommand},
        {"presets", "  presets\n", &CliApp::presetsCommand},
        {"catalog",
         "  catalog list KIND [--json]  KIND: accelerators, links, nodes, switches, optics, cooling, regions,\n"
         "                         models, calibrations, serving_calibration\n"
         "  catalog show ID [--json]\n"
         "  catalog export KIND -o FILE.csv [--user-only]   header = the catalog's column names\n"
         "  catalog import FILE.csv [--kind KIND]           into the user catalog; all rows or none\n"
         "  catalog import PLAN.fleetplan                   the hardware rows a plan carries, into the user catalog\n"
         "  catalog import-model CONFIG.json [--id ID] [--name NAME]\n"
         "                                                  a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen2/3,\n"
         "                                                  Qwen3-MoE, DeepSeek-V3, GPT-OSS) as a model row\n",
         &CliApp::catalogCommand},
        {"keys", "  keys                   list every scenario input key with its range\n", &CliApp::keysCommand},
        {"results",
         "  results [--json | --markdown]\n"
         "                         every result key with its unit, label and which direction is better\n",
         &CliApp::resultsCommand},
    };
    return table;
}

int CliApp::usage(int code)
{
    QTextStream& s = code == 0 ? m_out : m_err;
    s << kHeader;
    for (const Command& c : commands())
        s << c.usage;
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
    for (const Command& c : commands())
        if (cmd == QLatin1StringView(c.name))
            return (this->*c.run)(std::move(args));
    if (cmd == QStringLiteral("help") || cmd == QStringLiteral("--help") || cmd == QStringLiteral("-h"))
        return usage(0);
    m_err << "error: unknown command '" << cmd << "'\n";
    return usage(2);
}

int CliApp::calibrateCommand(QStringList args)
{
    return CalibrateCommand(m_out, m_err).run(args);
}

int CliApp::resultsCommand(QStringList args)
{
    return ResultsCommand(m_out, m_err).run(args);
}

int CliApp::keysCommand(QStringList)
{
    return printKeys(m_out);
}

int CliApp::presetsCommand(QStringList)
{
    return printPresets(m_out);
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
    const auto scenario = scenarioFromArgs(args, {}, SaveCommand::valuedOptions(), options);
    if (!scenario)
        return 2;
    return SaveCommand(m_err).run(*scenario, *m_catalog,
                                  CatalogCommand::userRowCandidates(userCatalogPath(), m_carried), options);
}

int CliApp::evalCommand(QStringList args)
{
    QHash<QString, QString> options;
    const auto scenario = scenarioFromArgs(args, EvalCommand::flags(), EvalCommand::valuedOptions(), options);
    if (!scenario)
        return 2;
    return EvalCommand(m_out, m_err).run(*scenario, *m_catalog, options);
}

int CliApp::catalogCommand(QStringList args)
{
    // One usage text (this file's): shown for a missing or unknown subcommand, after CatalogCommand's message.
    const QStringList subcommands{QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("export"),
                                  QStringLiteral("import"), QStringLiteral("import-model")};
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
