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
#include "io/NumberRange.h"
#include "io/ScenarioFile.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QHash>

namespace fleet::app {

namespace {

// The CLI's one usage text: each subcommand's lines, in the order `help` prints them.
constexpr const char* kHeader = "usage: fleetplanner-cli [--user-catalog PATH | --builtin-catalog] COMMAND ...\n";

const QString kUserCatalog = QStringLiteral("--user-catalog");
const QString kBuiltinCatalog = QStringLiteral("--builtin-catalog");

// The plan: FILE, --preset NAME, or the default preset without either. An empty FILE (a script's unset variable)
// is an error, not the default plan.
ScenarioReadResult readPlan(const ParsedArgs& a)
{
    const bool hasFile = !a.positional.isEmpty();
    ScenarioReadResult r;
    if (hasFile && a.has(QStringLiteral("--preset")))
        r.error = QStringLiteral("give either FILE or --preset, not both");
    else if (hasFile && a.positional.first().isEmpty())
        r.error = QStringLiteral("the FILE argument is empty; give FILE.fleetplan, --preset NAME, or neither for the "
                                 "default plan");
    else if (hasFile)
        return ScenarioFile::load(a.positional.first());
    else
        return Presets::load(a.has(QStringLiteral("--preset")) ? a.value(QStringLiteral("--preset")) : Presets::defaultName());
    return r;
}

// "fleet.nodes= 8 " → "fleet.nodes=8": blanks around a number are dropped, as the CSV import drops them around a
// cell (issue 31, robustness 10); other values are taken as written.
QString withTrimmedNumber(const QString& assignment)
{
    const qsizetype eq = assignment.indexOf(u'=');
    const fleet::FieldSpec* f = eq > 0 ? fleet::ScenarioSchema::instance().field(assignment.left(eq).toStdString()) : nullptr;
    if (!f || (f->type != fleet::FieldType::Real && f->type != fleet::FieldType::Integer))
        return assignment;
    return assignment.left(eq + 1) + assignment.mid(eq + 1).trimmed();
}

// The message for a refused assignment: a number out of range says so with the key's range (1e-400 underflows,
// 1e20 nodes); any other problem is the schema's message.
QString assignmentError(const QString& assignment, const std::string& error)
{
    const qsizetype eq = assignment.indexOf(u'=');
    const QString key = assignment.left(eq);
    if (eq > 0 && fleet::ScenarioSchema::instance().field(key.toStdString()))
        if (const std::optional<QString> range = numberRangeError(key, assignment.mid(eq + 1)))
            return *range;
    return QString::fromStdString(error);
}

} // namespace

void CliApp::setReportWriter(ReportWriter writer)
{
    ReportCommand::setWriter(std::move(writer));
}

int CliApp::reportCommand(QStringList args)
{
    const QList<CliOption> extra = cliOptions({}, ReportCommand::valuedOptions());
    ParsedArgs parsed;
    const auto scenario = scenarioFromArgs(args, extra, parsed);
    if (!scenario)
        return 2;
    return ReportCommand(m_out, m_err).run(*scenario, m_catalog, parsed.single(extra));
}

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
         "         [--vary inference.precision=…] [--vary serving.ep=…] [--vary serving.tp=…]\n"
         "         [--vary serving.batch=…]\n"
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

int CliApp::badUsage(const QString& error)
{
    m_err << "error: " << error << "\n";
    if (!m_command)
        return usage(2);
    m_err << kHeader << m_command->usage;
    return 2;
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

int CliApp::global(QStringList& args)
{
    const ParsedArgs g = parseArgs(args, {{kUserCatalog, CliOption::Value}, {kBuiltinCatalog, CliOption::Flag}}, 0, true);
    QString error = g.error;
    if (error.isEmpty() && g.has(kUserCatalog) && g.has(kBuiltinCatalog))
        error = QStringLiteral("give either --user-catalog PATH or --builtin-catalog, not both");
    if (!error.isEmpty()) {
        m_err << "error: " << error << "\n";
        return 2;
    }
    m_userCatalog = g.value(kUserCatalog);
    m_builtinOnly = g.has(kBuiltinCatalog);
    args = g.positional;
    return 0;
}

int CliApp::run(QStringList args)
{
    if (const int code = global(args); code != 0)
        return code;
    if (args.isEmpty())
        return usage(2);
    const QString cmd = args.takeFirst();
    for (const Command& c : commands()) {
        if (cmd != QLatin1StringView(c.name))
            continue;
        m_command = &c;
        if (!namedCatalogUsable(cmd, args))
            return 2;
        return (this->*c.run)(std::move(args));
    }
    if (cmd == QStringLiteral("help") || cmd == QStringLiteral("--help") || cmd == QStringLiteral("-h"))
        return usage(0);
    m_err << "error: unknown command '" << cmd << "'\n";
    return usage(2);
}

bool CliApp::namedCatalogUsable(const QString& cmd, const QStringList& args)
{
    if (m_userCatalog.isEmpty())
        return true;
    // Only the default user catalog is created when missing: a named one that is not there (a mistyped path) or is
    // an empty file is an error, and nothing is created (issue 31, robustness 11). An import may create the file it
    // names, in a folder that exists.
    const bool imports = cmd == QLatin1String("catalog") &&
                         (args.value(0) == QLatin1String("import") || args.value(0) == QLatin1String("import-model"));
    const QString problem = fleet::catalog::CatalogRepository::checkNamedUserCatalog(m_userCatalog, imports);
    if (!problem.isEmpty())
        m_err << "error: " << problem << "\n";
    return problem.isEmpty();
}

bool CliApp::noArguments(const QStringList& args)
{
    const ParsedArgs parsed = parseArgs(args, {}, 0);
    if (parsed.error.isEmpty())
        return true;
    badUsage(parsed.error);
    return false;
}

int CliApp::calibrateCommand(QStringList args)
{
    return CalibrateCommand(m_out, m_err).run(args);
}

int CliApp::resultsCommand(QStringList args)
{
    return ResultsCommand(m_out, m_err).run(args);
}

int CliApp::keysCommand(QStringList args)
{
    return noArguments(args) ? printKeys(m_out) : 2;
}

int CliApp::presetsCommand(QStringList args)
{
    return noArguments(args) ? printPresets(m_out) : 2;
}

int CliApp::monteCarloCommand(QStringList args)
{
    const QList<CliOption> extra = cliOptions(MonteCarloCommand::flags(), {});
    ParsedArgs parsed;
    const auto scenario = scenarioFromArgs(args, extra, parsed);
    if (!scenario)
        return 2;
    return MonteCarloCommand(m_out, m_err).run(*scenario, *m_catalog, parsed.single(extra));
}

int CliApp::searchCommand(QStringList args)
{
    const QString serving = QStringLiteral("--serving"), vary = QStringLiteral("--vary");
    // The serving search (issue 14) has its own options; --serving may stand anywhere before `--`.
    const bool isServing = args.mid(0, args.indexOf(QStringLiteral("--"))).contains(serving);
    const QList<CliOption> extra =
        isServing ? cliOptions(ServingSearchCommand::flags() << serving, ServingSearchCommand::valuedOptions(), {vary})
                  : cliOptions(SearchCommand::flags(), SearchCommand::valuedOptions(), {vary});
    ParsedArgs parsed;
    const auto scenario = scenarioFromArgs(args, extra, parsed);
    if (!scenario)
        return 2;
    QHash<QString, QString> options = parsed.single(extra);
    if (isServing) {
        options.remove(serving);
        return ServingSearchCommand(m_out, m_err).run(*scenario, *m_catalog, parsed.values(vary), options);
    }
    return SearchCommand(m_out, m_err).run(*scenario, *m_catalog, parsed.values(vary), options);
}

std::optional<fleet::Scenario> CliApp::scenarioFromArgs(const QStringList& args, const QList<CliOption>& extra,
                                                        ParsedArgs& parsed)
{
    parsed = parseArgs(args, QList<CliOption>{{QStringLiteral("--preset"), CliOption::Value},
                                              {QStringLiteral("--set"), CliOption::Repeated}} + extra,
                       1);
    if (!parsed.error.isEmpty()) {
        badUsage(parsed.error);
        return std::nullopt;
    }
    const ScenarioReadResult read = readPlan(parsed);
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
    if (!applySets(scenario, parsed.values(QStringLiteral("--set"))))
        return std::nullopt;
    return scenario;
}

bool CliApp::applySets(fleet::Scenario& scenario, const QStringList& sets)
{
    for (const QString& given : sets) {
        const QString s = withTrimmedNumber(given);
        if (auto err = fleet::ScenarioSchema::instance().applyAssignment(scenario, s.toStdString(), m_catalog.get())) {
            m_err << "error: " << assignmentError(s, *err) << "\n";
            return false;
        }
    }
    return true;
}

int CliApp::saveCommand(QStringList args)
{
    const QList<CliOption> extra = cliOptions({}, SaveCommand::valuedOptions());
    ParsedArgs parsed;
    const auto scenario = scenarioFromArgs(args, extra, parsed);
    if (!scenario)
        return 2;
    return SaveCommand(m_err).run(*scenario, *m_catalog,
                                  CatalogCommand::userRowCandidates(userCatalogPath(), m_carried), parsed.single(extra));
}

int CliApp::evalCommand(QStringList args)
{
    const QList<CliOption> extra = cliOptions(EvalCommand::flags(), EvalCommand::valuedOptions());
    ParsedArgs parsed;
    const auto scenario = scenarioFromArgs(args, extra, parsed);
    if (!scenario)
        return 2;
    return EvalCommand(m_out, m_err).run(*scenario, *m_catalog, parsed.single(extra));
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
