#include "MainWindow.h"

#include "ExternalChangeController.h"
#include "FileController.h"
#include "LectureMode.h"
#include "TeachingController.h"
#include "teaching/ExamplesBrowser.h"
#include "RecoveryController.h"
#include "document/Autosave.h"
#include "document/AutosaveStore.h"
#include "document/ScenarioDocument.h"
#include "io/ScenarioFile.h"
#include "scenario/ScenarioSchema.h"
#include "compare/CompareView.h"
#include "presets/Presets.h"
#include "reliability/ReliabilityView.h"
#include "search/SearchView.h"

#include "CatalogRepository.h"
#include "diagnostics/ProcessMemory.h"
#include "i18n/Language.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextStream>
#include <QStatusBar>
#include <QTimer>

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

    // The language is needed before the first translated string, so --lang is read ahead of the parser.
    const QStringList rawArgs = app.arguments();
    // Screenshots are reproducible: English unless --lang says otherwise.
    QString lang = rawArgs.contains(QStringLiteral("--screenshot")) ? QStringLiteral("en") : fleet::app::languageSetting();
    for (qsizetype i = 1; i < rawArgs.size(); ++i) {
        if (rawArgs.at(i) == QStringLiteral("--lang") && i + 1 < rawArgs.size())
            lang = rawArgs.at(i + 1);
        else if (rawArgs.at(i).startsWith(QStringLiteral("--lang=")))
            lang = rawArgs.at(i).mid(7);
    }
    fleet::app::installTranslators(lang);

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
    QCommandLineOption langOption(QStringLiteral("lang"),
                                  //: Do not translate "zh_CN" and "en": they are the values of the option.
                                  QApplication::translate("main", "User-interface language: zh_CN or en (default: the preference, else the system language)."),
                                  QStringLiteral("code"));
    QCommandLineOption search(QStringLiteral("search"),
                              QApplication::translate("main", "With --screenshot: run the design-space search first."));
    QCommandLineOption startupReport(
        QStringLiteral("startup-report"),
        QApplication::translate("main", "Print the time from start to the shown, evaluated main window and the resident memory, then quit."));
    QCommandLineOption lecture(QStringLiteral("lecture"),
                               QApplication::translate("main", "Start in lecture mode (large fonts, high contrast)."));
    QCommandLineOption example(QStringLiteral("example"),
                               QApplication::translate("main", "Open the textbook examples and load this example."),
                               QStringLiteral("id"));
    QCommandLineOption step(QStringLiteral("step"),
                            QApplication::translate("main", "With --example: show this step (from 1)."), QStringLiteral("n"));
    QCommandLineOption size(QStringLiteral("size"),
                            QApplication::translate("main", "With --screenshot: window size (default 1366x768)."),
                            QStringLiteral("WxH"));
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
    parser.addOptions({builtinOnly, screenshot, tab, monteCarlo, compareWith, search, langOption, lecture, example, step,
                       size, startupReport, autosaveSeconds, recover, setValue, dumpScenario});
    parser.addPositionalArgument(QStringLiteral("plan"), QApplication::translate("main", "A .fleetplan file to open."));
    parser.process(app);
    if (parser.isSet(langOption) && parser.value(langOption) != QStringLiteral("en") &&
        parser.value(langOption) != QStringLiteral("zh_CN")) {
        QTextStream(stderr) << QApplication::translate("main", "--lang: unknown language '%1'; use zh_CN or en")
                                   .arg(parser.value(langOption))
                            << '\n';
        return 2;
    }
    if (parser.isSet(screenshot) || parser.isSet(startupReport)) {
        // Reproducible screenshots: no saved window layout, no recent files, no user catalog.
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    const auto load = fleet::app::loadCatalog(
        parser.isSet(builtinOnly) || parser.isSet(screenshot) || parser.isSet(startupReport) ? QString() : fleet::catalog::CatalogRepository::defaultUserCatalogPath());
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
    if (parser.isSet(screenshot)) {
        const QStringList wh = parser.value(size).split(u'x');
        const bool custom = wh.size() == 2 && wh.at(0).toInt() > 0 && wh.at(1).toInt() > 0;
        window.resize(custom ? wh.at(0).toInt() : 1366, custom ? wh.at(1).toInt() : 768);
    }
    if (parser.isSet(lecture))
        if (auto* mode = window.findChild<fleet::app::LectureMode*>())
            mode->setOn(true);
    if (parser.isSet(example)) {
        auto* teaching = window.findChild<fleet::app::TeachingController*>();
        if (!teaching || !teaching->loadExample(parser.value(example))) {
            QMessageBox::critical(&window, QApplication::translate("main", "Cannot load the example"),
                                  QApplication::translate("main", "No textbook example '%1'.").arg(parser.value(example)));
        } else {
            teaching->dock()->show();
            teaching->dock()->raise();
            if (parser.isSet(step))
                QObject::connect(&window, &fleet::app::MainWindow::viewsUpdated, teaching->browser(),
                                 [teaching, n = parser.value(step).toInt()] { teaching->browser()->setStep(n - 1); },
                                 Qt::SingleShotConnection);
        }
    }
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

    if (parser.isSet(startupReport)) // issue #7: cold start < 1 s, resident memory < 200 MB (tools/startup-bench.sh)
        QObject::connect(&window, &fleet::app::MainWindow::viewsUpdated, &window, [&started] {
            QTimer::singleShot(0, [&started] { // after the paint the results caused: the window is interactive
                QTextStream(stdout) << "startup_ms " << started.elapsed() << " rss_mb "
                                    << fleet::app::residentMemoryBytes() / (1024.0 * 1024.0) << '\n';
                QApplication::quit();
            });
        }, Qt::SingleShotConnection);

    if (parser.isSet(screenshot)) {
        const QString path = parser.value(screenshot);
        auto shoot = [&window, path] {
            QTimer::singleShot(300, &window, [&window, path] {
                window.grab().save(path);
                QApplication::quit();
            });
        };
        auto* reliability = window.findChild<fleet::views::ReliabilityView*>();
        auto* searchView = window.findChild<fleet::views::SearchView*>();
        if (parser.isSet(search) && searchView) {
            window.tabs()->setCurrentWidget(searchView);
            QObject::connect(searchView, &fleet::views::SearchView::searchShown, &window, shoot);
            QObject::connect(&window, &fleet::app::MainWindow::viewsUpdated, searchView,
                             [searchView] { searchView->runSearch(); }, Qt::SingleShotConnection);
        } else if (parser.isSet(monteCarlo) && reliability) {
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
