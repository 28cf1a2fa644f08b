// The GUI executable: language, command line, catalog, main window, data safety, then the event loop. What
// the options do lives in CommandLine and StartupActions; the window itself is wiring only (MainWindow).
#include "CatalogStartup.h"
#include "CommandLine.h"
#include "DataSafety.h"
#include "FileController.h"
#include "MainWindow.h"
#include "StartupActions.h"

#include "CatalogRepository.h"
#include "i18n/Language.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>

#include <cstdio>

int main(int argc, char** argv)
{
    QElapsedTimer started;
    started.start();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FleetPlanner"));
    QApplication::setApplicationName(QStringLiteral("FleetPlanner"));
    QApplication::setApplicationDisplayName(QStringLiteral("FleetPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(FLEET_VERSION));
    fleet::app::installTranslators(fleet::app::CommandLine::languageFromArguments(app.arguments()));

    fleet::app::CommandLine cl;
    if (const QString err = cl.process(app); !err.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(err));
        return 2;
    }
    if (cl.reproducible()) { // no saved window layout, no recent files, no user catalog
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    const QString userCatalog = cl.isSet(cl.builtinOnly)    ? QString()
                                : cl.isSet(cl.userCatalog) ? cl.value(cl.userCatalog)
                                : cl.reproducible()        ? QString()
                                                           : fleet::catalog::CatalogRepository::defaultUserCatalogPath();
    // A catalog the user named is used as it is: a mistyped path must not become a new, empty catalog that the
    // plan is then computed with (only the default one is made when missing). Said before any window, with the
    // CLI's message and exit code (issue 31).
    if (cl.isSet(cl.userCatalog) && !userCatalog.isEmpty()) {
        if (const QString problem = fleet::catalog::CatalogRepository::checkNamedUserCatalog(userCatalog, false);
            !problem.isEmpty()) {
            std::fprintf(stderr, "error: %s\n", qPrintable(problem));
            return 2;
        }
    }
    const auto load = fleet::app::CatalogStartup::load(userCatalog, cl.interactive());
    if (!load.catalog) {
        if (cl.interactive() && load.warning.isEmpty()) // the built-in catalog itself failed
            QMessageBox::critical(nullptr, QApplication::translate("main", "FleetPlanner cannot start"), load.error);
        return 2;
    }
    fleet::app::MainWindow window(load.catalog);
    window.files()->setUserCatalogPath(load.warning.isEmpty() ? userCatalog : QString());
    window.setUserCatalogPath(userCatalog);
    if (cl.scripted())
        window.files()->setDialogHook([](const QString& text, bool question) {
            std::fprintf(stderr, "%s%s\n", question ? "question (answered no): " : "note: ", qPrintable(text));
            return false;
        });
    if (!cl.positional().isEmpty())
        window.files()->openFile(cl.positional().first());

    new fleet::app::DataSafety(&window, cl.isSet(cl.recover), cl.value(cl.autosaveSeconds).toInt());

    if (const QString err = fleet::app::startup::applyEdits(window, cl); !err.isEmpty()) {
        std::fprintf(stderr, "error: %s\n", qPrintable(err));
        return 2;
    }
    if (cl.isSet(cl.dumpScenario)) {
        const QString err = fleet::app::startup::dumpScenario(window, cl.value(cl.dumpScenario));
        if (!err.isEmpty())
            std::fprintf(stderr, "error: %s\n", qPrintable(err));
        return err.isEmpty() ? 0 : 2;
    }
    fleet::app::startup::applyViewOptions(window, cl);
    window.show();
    fleet::app::startup::armEndings(window, cl, started);
    return app.exec();
}
