#include "TeachingController.h"

#include "FileController.h"
#include "MainWindow.h"
#include "carbon/CarbonView.h"
#include "common/IssuesPanel.h"
#include "document/ScenarioDocument.h"
#include "fabric/FabricView.h"
#include "memory/MemoryView.h"
#include "models/ResultsTableModel.h"
#include "power/PowerView.h"
#include "presets/Presets.h"
#include "reliability/ReliabilityView.h"
#include "roofline/RooflineView.h"
#include "staircase/StaircaseView.h"
#include "serving/ServingView.h"
#include "tco/TcoView.h"
#include "training/TrainingView.h"
#include "teaching/ExamplesBrowser.h"
#include "teaching/TextbookExamples.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMessageBox>
#include <QTabWidget>

namespace fleet::app {

TeachingController::TeachingController(MainWindow* window, CatalogPtr catalog, QMenu* viewMenu)
    : QObject(window),
      m_window(window),
      m_catalog(std::move(catalog)),
      m_browser(new views::ExamplesBrowser), m_dock(new QDockWidget(tr("Textbook examples"), window))
{
    setObjectName(QStringLiteral("teachingController"));
    m_dock->setObjectName(QStringLiteral("examplesDock"));
    m_dock->setWidget(m_browser);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    if (auto* builder = window->findChild<QDockWidget*>(QStringLiteral("builderDock")))
        window->tabifyDockWidget(builder, m_dock);
    m_dock->hide(); // opened from the View menu; restoreState() may show it again
    QAction* toggle = m_dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    viewMenu->addAction(toggle);
    connect(toggle, &QAction::triggered, m_dock, [this](bool shown) {
        if (shown)
            m_dock->raise(); // in front of the fleet builder it shares the left dock with
    });

    connect(m_browser, &views::ExamplesBrowser::loadRequested, this, &TeachingController::loadExample);
    connect(m_browser, &views::ExamplesBrowser::derivationRequested, window, &MainWindow::showDerivation);
    connect(window, &MainWindow::viewsUpdated, this, &TeachingController::onViewsUpdated);
    connect(window->document(), &ScenarioDocument::scenarioReplaced, this, [this] {
        if (!m_loading)
            m_browser->setLoadedExample({}); // another plan replaced the example
    });
}

bool TeachingController::loadExample(const QString& id)
{
    const TextbookExample* e = TextbookExamples::find(id);
    if (!e)
        return false;
    const ExampleScenario s = TextbookExamples::scenarioFor(*e, m_catalog.get());
    if (!s.scenario) {
        QMessageBox::critical(m_window, tr("Cannot load the example"), s.error);
        return false;
    }
    m_loading = true;
    //: Status bar message; %1 = example title, %2 = seed line range
    const bool loaded = m_window->files()->newFromScenario(*s.scenario, tr("Textbook example: %1 (seed %2)").arg(e->title, e->seedLines));
    m_loading = false;
    if (!loaded)
        return false;
    m_browser->setLoadedExample(e->id);
    showTab(e->tab);
    m_window->showDerivation(e->steps.first().key); // shown again when the results arrive
    return true;
}

void TeachingController::showTab(const QString& tab)
{
    QWidget* target = nullptr;
    if (tab == QStringLiteral("roofline"))
        target = m_window->findChild<views::RooflineView*>();
    else if (tab == QStringLiteral("staircase"))
        target = m_window->findChild<views::StaircaseView*>();
    else if (tab == QStringLiteral("memory"))
        target = m_window->findChild<views::MemoryView*>();
    else if (tab == QStringLiteral("training"))
        target = m_window->findChild<views::TrainingView*>();
    else if (tab == QStringLiteral("fabric"))
        target = m_window->findChild<views::FabricView*>();
    else if (tab == QStringLiteral("power"))
        target = m_window->findChild<views::PowerView*>();
    else if (tab == QStringLiteral("failures"))
        target = m_window->findChild<views::ReliabilityView*>();
    else if (tab == QStringLiteral("carbon"))
        target = m_window->findChild<views::CarbonView*>();
    else if (tab == QStringLiteral("tco"))
        target = m_window->findChild<views::TcoView*>();
    else if (tab == QStringLiteral("serving"))
        target = m_window->findChild<views::ServingView*>();
    if (target)
        m_window->showView(target);
}

void TeachingController::onViewsUpdated()
{
    m_browser->setResults(m_window->resultsModel()->results());
    if (auto* issues = m_window->findChild<views::IssuesPanel*>()) {
        const QString preset = Presets::forDescription(QString::fromStdString(m_window->document()->scenario().name));
        issues->setNote(Presets::limits(preset));
    }
}

} // namespace fleet::app
