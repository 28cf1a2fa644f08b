#include "MainWindow.h"

#include "ExternalChangeController.h"
#include "FileController.h"
#include "RecoveryController.h"
#include "document/Autosave.h"
#include "document/AutosaveStore.h"
#include "document/ScenarioDocument.h"
#include "io/ScenarioFile.h"
#include "scenario/ScenarioSchema.h"
#include "compare/CompareView.h"
#include "presets/Presets.h"
#include "reliability/ReliabilityView.h"

#include "CatalogRepository.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FleetPlanner"));
    QApplication::setApplicationName(QStringLiteral("FleetPlanner"));
    QApplication::setApplicationDisplayName(QStringLiteral("FleetPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(FLEET_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Plan machine-learning fleets."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption builtinOnly(QStringLiteral("builtin-catalog"),
                                   QApplication::translate("main", "Use the built-in catalog only."));
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Save a PNG of the main window and quit."),
                                  QStringLiteral("file.png"));
    QCommandLineOption tab(QStringLiteral("tab"), QApplication::translate("main", "Show the centre tab with this index."),
                           QStringLiteral("index"));
    QCommandLineOption monteCarlo(QStringLiteral("monte-carlo"),
                                  QApplication::translate("main", "With --screenshot: run the Monte Carlo first."));
    QCommandLineOption compareWith(QStringLiteral("compare-preset"),
                                   QApplication::translate("main", "Open the Compare tab against this preset."),
                                   QStringLiteral("name"));
    QCommandLineOption autosaveSeconds(QStringLiteral("autosave-seconds"),
                                       QApplication::translate("main", "Autosave unsaved changes every N seconds "
                                                                       "(default: the setting, 30)."),
                                       QStringLiteral("N"));
    QCommandLineOption recover(QStringLiteral("recover"),
                               QApplication::translate("main", "Recover plans autosaved by a crashed session without asking."));
    QCommandLineOption setValue(QStringLiteral("set"),
                                QApplication::translate("main", "Apply KEY=VALUE as an edit after start (repeatable)."),
                                QStringLiteral("KEY=VALUE"));
    QCommandLineOption dumpScenario(QStringLiteral("dump-scenario"),
                                    QApplication::translate("main", "Write the plan as it is after start-up (recovery, "
                                                                    "--set) to this file and quit."),
                                    QStringLiteral("file"));
    parser.addOptions({builtinOnly, screenshot, tab, monteCarlo, compareWith, autosaveSeconds, recover, setValue, dumpScenario});
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "A .fleetplan file to open."));
    parser.process(app);
    if (parser.isSet(screenshot)) {
        // Reproducible screenshots: no saved window layout, no recent files, no user catalog.
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    const auto load = fleet::app::loadCatalog(
        parser.isSet(builtinOnly) || parser.isSet(screenshot) ? QString() : fleet::catalog::CatalogRepository::defaultUserCatalogPath());
    if (!load.catalog) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "FleetPlanner cannot start"), load.error);
        return 2;
    }
    fleet::app::MainWindow window(load.catalog);
    if (!load.warning.isEmpty())
        QMessageBox::warning(&window, QApplication::translate("main", "User catalog"), load.warning);
    if (!parser.positionalArguments().isEmpty())
        window.files()->openFile(parser.positionalArguments().first());

    // No data loss (docs/robustness.md): a session lock and autosave in AppData, recovery after a crash,
    // and reload when the open file changes on disk. The store's destructor (a clean exit) removes both.
    fleet::app::AutosaveStore autosaveStore;
    autosaveStore.acquireSession();
    auto* recovery = new fleet::app::RecoveryController(&autosaveStore, window.document(), &window);
    QObject::connect(recovery, &fleet::app::RecoveryController::statusMessage, &window,
                     [&window](const QString& m) { window.statusBar()->showMessage(m, 10000); });
    recovery->offer(parser.isSet(recover) ? fleet::app::RecoveryController::Mode::RecoverWithoutAsking
                                          : fleet::app::RecoveryController::Mode::Ask);
    const int autosaveInterval =
        parser.isSet(autosaveSeconds) ? parser.value(autosaveSeconds).toInt() : fleet::app::Autosave::intervalFromSettings();
    new fleet::app::Autosave(window.document(), autosaveStore.autosavePathFor(1), autosaveInterval, &window);
    auto* external = new fleet::app::ExternalChangeController(window.document(), &window);
    QObject::connect(external, &fleet::app::ExternalChangeController::statusMessage, &window,
                     [&window](const QString& m) { window.statusBar()->showMessage(m, 10000); });
    for (const QString& assignment : parser.values(setValue)) {
        const qsizetype eq = assignment.indexOf(u'=');
        const auto parsed = fleet::ScenarioSchema::instance().parse(assignment.left(eq).toStdString(),
                                                                    assignment.mid(eq + 1).toStdString());
        const QString err = eq <= 0        ? QApplication::translate("main", "--set expects KEY=VALUE, got '%1'").arg(assignment)
                            : !parsed.value ? QString::fromStdString(parsed.error)
                                            : window.document()->setField(assignment.left(eq), *parsed.value);
        if (!err.isEmpty()) {
            std::fprintf(stderr, "error: %s\n", qPrintable(err));
            return 2;
        }
    }
    if (parser.isSet(dumpScenario)) {
        QFile out(parser.value(dumpScenario));
        if (!out.open(QIODevice::WriteOnly) || out.write(fleet::app::ScenarioFile::serialize(window.document()->scenario(), {})) < 0) {
            std::fprintf(stderr, "error: cannot write %s\n", qPrintable(out.fileName()));
            return 2;
        }
        return 0;
    }
    if (parser.isSet(screenshot))
        window.resize(1366, 768);
    if (parser.isSet(tab))
        window.tabs()->setCurrentIndex(parser.value(tab).toInt());
    if (parser.isSet(compareWith)) {
        auto* compare = window.findChild<fleet::views::CompareView*>();
        const auto baseline = fleet::app::Presets::load(parser.value(compareWith));
        if (!baseline.scenario) {
            QMessageBox::critical(&window, QApplication::translate("main", "Cannot compare"), baseline.error);
        } else if (compare) {
            compare->setBaseline(*baseline.scenario, parser.value(compareWith));
            window.tabs()->setCurrentWidget(compare);
        }
    }
    window.show();

    if (parser.isSet(screenshot)) {
        const QString path = parser.value(screenshot);
        auto shoot = [&window, path] {
            QTimer::singleShot(300, &window, [&window, path] {
                window.grab().save(path);
                QApplication::quit();
            });
        };
        auto* reliability = window.findChild<fleet::views::ReliabilityView*>();
        if (parser.isSet(monteCarlo) && reliability) {
            window.tabs()->setCurrentWidget(reliability);
            QObject::connect(reliability, &fleet::views::ReliabilityView::monteCarloShown, &window, shoot);
            QObject::connect(&window, &fleet::app::MainWindow::viewsUpdated, reliability,
                             [reliability] { reliability->runMonteCarlo(); }, Qt::SingleShotConnection);
        } else {
            QObject::connect(&window, &fleet::app::MainWindow::viewsUpdated, &window, shoot);
        }
    }
    return app.exec();
}
