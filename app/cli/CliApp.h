#pragma once
// fleetplanner-cli: the stable scripting interface of product.md. One class per subcommand (EvalCommand,
// SaveCommand, SearchCommand, ServingSearchCommand, MonteCarloCommand, ReportCommand, CalibrateCommand,
// CatalogCommand, ResultsCommand); CliApp reads the global options and the plan, and dispatches by one table
// (commands() in CliApp.cpp), which is also the one usage text.
// Global options: --user-catalog PATH (default: AppData/user-catalog.sqlite), --builtin-catalog (anywhere before
// `--`). The subcommands' arguments (calibrate's aside) go through one parser (CliArgs: unknown options, an option given twice, a
// missing or empty value and extra arguments are refused by name; `--` ends the options).
// Exit codes: 0 success, 1 the scenario evaluated with errors, 2 bad usage or bad input.
#include "CatalogTables.h"
#include "CliArgs.h"
#include "ReportCommand.h"
#include "catalog/CatalogProvider.h"

#include "evaluation/Evaluator.h"
#include "report/ReportFormat.h"
#include "scenario/Scenario.h"

#include <QHash>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>
#include <vector>

namespace fleet::app {

class CliApp {
public:
    // Writes a report file (the views' charts need a GUI build): returns an error message or {}.
    using ReportWriter = ReportCommand::Writer;

    CliApp(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}
    int run(QStringList args);
    // Installed by the executable when it links the views; without it `report` says it is unavailable.
    static void setReportWriter(ReportWriter writer);

private:
    struct Command {
        const char* name;
        const char* usage; // its lines of the usage text
        int (CliApp::*run)(QStringList args);
    };
    static const std::vector<Command>& commands();
    int usage(int code);
    int badUsage(const QString& error); // the error, then the usage of the command being run; returns 2
    int global(QStringList& args);      // reads the global options out of args; returns 0 or the exit code
    bool namedCatalogUsable(const QString& cmd, const QStringList& args); // --user-catalog PATH; says why not
    int evalCommand(QStringList args);
    int saveCommand(QStringList args);
    int monteCarloCommand(QStringList args);
    int searchCommand(QStringList args);
    int reportCommand(QStringList args);
    // Parses FILE or --preset, every --set and the command's `extra` options into `parsed`, reads the plan and
    // applies the --set assignments. Prints the problem and returns nothing on bad input.
    std::optional<fleet::Scenario> scenarioFromArgs(const QStringList& args, const QList<CliOption>& extra,
                                                    ParsedArgs& parsed);
    bool applySets(fleet::Scenario& scenario, const QStringList& sets);
    // A command that takes no arguments (presets, keys): refuses any.
    bool noArguments(const QStringList& args);
    int presetsCommand(QStringList args);
    int keysCommand(QStringList args);
    int calibrateCommand(QStringList args);
    int resultsCommand(QStringList args);
    int catalogCommand(QStringList args);
    bool loadCatalog();
    QString userCatalogPath() const; // empty under --builtin-catalog

    QTextStream& m_out;
    QTextStream& m_err;
    const Command* m_command = nullptr; // the command being run
    QString m_userCatalog;
    bool m_builtinOnly = false;
    CatalogPtr m_catalog;
    QList<fleet::catalog::CatalogRow> m_carried; // the catalog rows the plan read carries
};

} // namespace fleet::app
