#include "StartupActions.h"

#include "CommandLine.h"
#include "LectureMode.h"
#include "MainWindow.h"
#include "TeachingController.h"
#include "compare/CompareView.h"
#include "diagnostics/ProcessMemory.h"
#include "document/ScenarioDocument.h"
#include "io/OutputFile.h"
#include "io/ScenarioFile.h"
#include "presets/Presets.h"
#include "reliability/ReliabilityView.h"
#include "scenario/ScenarioSchema.h"
#include "search/SearchView.h"
#include "search/ServingSearchPanel.h"
#include "teaching/ExamplesBrowser.h"

#include <QApplication>
#include <QComboBox>
#include <QBuffer>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

namespace fleet::app::startup {

QString applyEdits(MainWindow& window, const CommandLine& cl)
{
    for (const QString& assignment : cl.values(cl.set)) {
        const qsizetype eq = assignment.indexOf(u'=');
        if (eq <= 0)
            return QApplication::translate("main", "--set expects KEY=VALUE, got '%1'").arg(assignment);
        const auto parsed = fleet::ScenarioSchema::instance().parse(assignment.left(eq).toStdString(),
                                                                    assignment.mid(eq + 1).toStdString());
        const QString err = !parsed.value ? QString::fromStdString(parsed.error)
                                          : window.document()->setField(assignment.left(eq), *parsed.value);
        if (!err.isEmpty())
            return err;
    }
    return {};
}

QString dumpScenario(const MainWindow& window, const QString& path)
{
    CatalogReference ref; // with the hardware rows the plan carries: without them the dump would not evaluate
    ref.rows = window.document()->carriedRows();
    return OutputFile::write(path, ScenarioFile::serialize(window.document()->scenario(), ref));
}

void applyViewOptions(MainWindow& window, const CommandLine& cl)
{
    if (cl.isSet(cl.screenshot)) {
        const QStringList wh = cl.value(cl.size).split(u'x'); // range-checked by CommandLine::process
        const bool custom = cl.isSet(cl.size);
        window.setWindowState(Qt::WindowNoState); // a fixed size, whatever the screen
        window.resize(custom ? wh.at(0).toInt() : 1366, custom ? wh.at(1).toInt() : 768);
    }
    if (cl.isSet(cl.lecture))
        if (auto* mode = window.findChild<LectureMode*>())
            mode->setOn(true);
    if (cl.isSet(cl.example)) {
        auto* teaching = window.findChild<TeachingController*>();
        if (!teaching || !teaching->loadExample(cl.value(cl.example))) {
            QMessageBox::critical(&window, QApplication::translate("main", "Cannot load the example"),
                                  QApplication::translate("main", "No textbook example '%1'.").arg(cl.value(cl.example)));
        } else {
            teaching->dock()->show();
            teaching->dock()->raise();
            if (cl.isSet(cl.step))
                QObject::connect(&window, &MainWindow::viewsUpdated, teaching->browser(),
                                 [teaching, n = cl.value(cl.step).toInt()] { teaching->browser()->setStep(n - 1); },
                                 Qt::SingleShotConnection);
        }
    }
    if (cl.isSet(cl.compareAccelerator)) // the overlay combo boxes of the Roofline and Serving tabs
        for (const char* name : {"rooflineOverlay", "servingCompare"})
            if (auto* box = window.findChild<QComboBox*>(QString::fromLatin1(name)))
                if (const int i = box->findData(cl.value(cl.compareAccelerator)); i >= 0)
                    box->setCurrentIndex(i);
    if (cl.isSet(cl.tab))
        window.tabs()->setCurrentIndex(cl.value(cl.tab).toInt());
    if (cl.isSet(cl.page)) // the shown tab's own pages (the Fabric tab's links and traffic)
        if (QWidget* shown = window.tabs()->currentWidget())
            if (auto* pages = shown->findChild<QTabWidget*>())
                pages->setCurrentIndex(cl.value(cl.page).toInt());
    if (cl.isSet(cl.compareWith)) {
        auto* compare = window.findChild<views::CompareView*>();
        const auto baseline = Presets::load(cl.value(cl.compareWith));
        if (!baseline.scenario) {
            QMessageBox::critical(&window, QApplication::translate("main", "Cannot compare"), baseline.error);
        } else if (compare) {
            compare->setBaseline(*baseline.scenario, cl.value(cl.compareWith));
            window.showView(compare);
        }
    }
}

void armEndings(MainWindow& window, const CommandLine& cl, const QElapsedTimer& started)
{
    if (cl.isSet(cl.startupReport)) // issue #7: cold start < 1 s, resident memory < 200 MB (tools/startup-bench.sh)
        QObject::connect(&window, &MainWindow::viewsUpdated, &window, [&started] {
            QTimer::singleShot(0, [&started] { // after the paint the results caused: the window is interactive
                QTextStream(stdout) << "startup_ms " << started.elapsed() << " rss_mb "
                                    << residentMemoryBytes() / (1024.0 * 1024.0) << '\n';
                QApplication::quit();
            });
        }, Qt::SingleShotConnection);

    if (!cl.isSet(cl.screenshot))
        return;
    const QString path = cl.value(cl.screenshot);
    auto shoot = [&window, path] {
        QTimer::singleShot(300, &window, [&window, path] {
            QByteArray png;
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            window.grab().save(&buffer, "PNG");
            if (const QString err = OutputFile::write(path, png); !err.isEmpty()) {
                QTextStream(stderr) << "error: " << err << '\n';
                QApplication::exit(2);
                return;
            }
            // exit, not quit: Qt 6's quit() closes the window first, which asks about unsaved edits (--set) and
            // would never return without a user.
            QApplication::exit(0);
        });
    };
    auto* reliability = window.findChild<views::ReliabilityView*>();
    auto* searchView = window.findChild<views::SearchView*>();
    if (cl.isSet(cl.search) && searchView) {
        window.showView(searchView);
        // The search of the page the plan opens the tab on: a serving-only plan's is the serving search.
        QObject::connect(&window, &MainWindow::viewsUpdated, searchView, [searchView, &window, shoot] {
            if (searchView->modes()->currentWidget()->isAncestorOf(searchView->servingPanel())) {
                QObject::connect(searchView->servingPanel(), &views::ServingSearchPanel::searchShown, &window, shoot);
                searchView->servingPanel()->runSearch();
            } else {
                QObject::connect(searchView, &views::SearchView::searchShown, &window, shoot);
                searchView->runSearch();
            }
        }, Qt::SingleShotConnection);
    } else if (cl.isSet(cl.monteCarlo) && reliability) {
        window.showView(reliability);
        QObject::connect(reliability, &views::ReliabilityView::monteCarloShown, &window, shoot);
        QObject::connect(&window, &MainWindow::viewsUpdated, reliability, [reliability] { reliability->runMonteCarlo(); },
                         Qt::SingleShotConnection);
    } else {
        QObject::connect(&window, &MainWindow::viewsUpdated, &window, shoot);
    }
}

} // namespace fleet::app::startup
