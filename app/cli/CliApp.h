#pragma once
// fleetplanner-cli: the stable scripting interface of product.md. One class per subcommand (EvalCommand,
// SaveCommand, SearchCommand, ServingSearchCommand, MonteCarloCommand, ReportCommand, CalibrateCommand,
// CatalogCommand, ResultsCommand); CliApp reads the global options and the plan, and dispatches by one table
// (commands() in CliApp.cpp), which is also the one usage text.
// Global options: --user-catalog PATH (default: AppData/user-catalog.sqlite), --builtin-catalog.
// Exit codes: 0 success, 1 the scenario evaluated with errors, 2 bad usage or bad input.
#include "CatalogTables.h"
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
    int evalCommand(QStringList args);
    int saveCommand(QStringList args);
    int monteCarloCommand(QStringList args);
    int searchCommand(QStringList args);
    int reportCommand(QStringList args);
    // Reads FILE or --preset, applies every --set; other options named in extraFlags/extraValued go to
    // `options`. Prints the problem and returns nothing on bad input.
    std::optional<fleet::Scenario> scenarioFromArgs(QStringList& args, QStringList extraFlags, QStringList extraValued,
                                                    QHash<QString, QString>& options);
    int presetsCommand(QStringList args);
    int keysCommand(QStringList args);
    int calibrateCommand(QStringList args);
    int resultsCommand(QStringList args);
    int catalogCommand(QStringList args);
    bool loadCatalog();
    QString userCatalogPath() const; // empty under --builtin-catalog

    QTextStream& m_out;
    QTextStream& m_err;
    QString m_userCatalog;
    bool m_builtinOnly = false;
    CatalogPtr m_catalog;
    QList<fleet::catalog::CatalogRow> m_carried; // the catalog rows the plan read carries
};

} // namespace fleet::app
