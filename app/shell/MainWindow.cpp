#include "MainWindow.h"

#include "CatalogWindowController.h"
#include "DockProportions.h"
#include "FileController.h"
#include "PreferencesDialog.h"
#include "LectureMode.h"
#include "TeachingController.h"
#include "ReportController.h"
#include "ViewPage.h"
#include "WindowGeometry.h"
#include "builder/FleetBuilderPanel.h"
#include "carbon/CarbonView.h"
#include "common/DerivationPanel.h"
#include "compare/CompareView.h"
#include "search/SearchView.h"
#include "common/IssuesPanel.h"
#include "common/TabListButton.h"
#include "document/ScenarioDocument.h"
#include "models/ResultLabels.h"
#include "models/ResultsTableModel.h"
#include "presets/Presets.h"
#include "results/ResultsPanel.h"
#include "results/SummaryPanel.h"
#include "fabric/FabricView.h"
#include "memory/MemoryView.h"
#include "power/PowerView.h"
#include "reliability/ReliabilityView.h"
#include "roofline/RooflineView.h"
#include "staircase/StaircaseView.h"
#include "serving/ServingView.h"
#include "tco/TcoView.h"
#include "training/TrainingView.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace fleet::app {

MainWindow::MainWindow(CatalogPtr catalog, QWidget* parent)
    : QMainWindow(parent),
      m_catalog(catalog),
      m_doc(new ScenarioDocument(this)),
      m_evaluator(new Evaluator(catalog, this)),
      m_results(new ResultsTableModel(this)),
      m_files(new FileController(m_doc, catalog, this)),
      m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_geometry = new WindowGeometry(this); // remembered, or fitted to the screen (restoreSaved below)
    m_doc->setCatalog(m_catalog);  // undo texts name catalog rows ("Accelerator: NVIDIA B200")
    m_roofline = new views::RooflineView(m_catalog);
    auto* staircase = new views::StaircaseView;
    auto* memory = new views::MemoryView;
    auto* training = new views::TrainingView;
    auto* fabric = new views::FabricView;
    auto* power = new views::PowerView;
    auto* reliability = new views::ReliabilityView;
    auto* carbon = new views::CarbonView;
    auto* tco = new views::TcoView;
    auto* serving = new views::ServingView(m_catalog);
    auto* compare = new views::CompareView(m_catalog);
    auto* search = new views::SearchView(m_catalog, m_doc);
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    m_tabs->addTab(new ViewPage(m_roofline), tr("Roofline"));
    m_tabs->addTab(new ViewPage(staircase), tr("Staircase"));
    m_tabs->addTab(new ViewPage(memory), tr("Memory"));
    m_tabs->addTab(new ViewPage(training), tr("Training"));
    m_tabs->addTab(new ViewPage(fabric), tr("Fabric"));
    m_tabs->addTab(new ViewPage(power), tr("Power"));
    m_tabs->addTab(new ViewPage(reliability), tr("Failures"));
    m_tabs->addTab(new ViewPage(carbon), tr("Carbon"));
    m_tabs->addTab(new ViewPage(tco), tr("TCO"));
    m_tabs->addTab(new ViewPage(serving), tr("Serving"));
    m_tabs->addTab(new ViewPage(compare), tr("Compare"));
    m_tabs->addTab(new ViewPage(search), tr("Search"));
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* v = viewAt(i)) {
            m_viewGeneration.insert(v, 0);
            connect(v, &views::ScenarioView::resultActivated, this, &MainWindow::showDerivation);
            connect(v, &views::ScenarioView::optionsChanged, this, &MainWindow::onViewOptionsChanged);
        }
    const QStringList tips = {tr("Roofline model: peaks, ridge points and workloads"),
                              tr("Bandwidth staircase: HBM → scale-up → PCIe → scale-out → storage"),
                              tr("Training memory per GPU and which layouts fit"),
                              tr("Predicted step time and its parts, MFU against fleet size and pipeline depth"),
                              tr("Scale-out fabric: bill of materials, bisection, α-β model"),
                              tr("Power chain and cooling"),
                              tr("Failure rates, checkpointing, goodput and Monte Carlo"),
                              tr("Operational and embodied carbon, water, regions"),
                              tr("Total cost of ownership, build vs buy, sensitivity"),
                              tr("Serving fleet: throughput against latency, the operating point and the fleet a load needs"),
                              tr("This plan against a snapshot, a preset or a saved plan"),
                              tr("Design-space search: Pareto front of time, cost and carbon; compute-optimal size")};
    for (int i = 0; i < m_tabs->count() && i < tips.size(); ++i)
        m_tabs->setTabToolTip(i, tips.at(i));
    new views::TabListButton(m_tabs); // every tab one click away when they do not fit
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::refreshCurrentView);
    connect(search, &views::SearchView::stepPicked, training,
            [training](const fleet::StepParts& parts, const QString& label) { training->setPicked(parts, label); });
    connect(staircase, &views::StaircaseView::fieldEdited, this, [this](const QString& key, const fleet::FieldValue& v) {
        if (const QString err = m_doc->setField(key, v); !err.isEmpty())
            statusBar()->showMessage(err, 8000);
    });
    setCentralWidget(m_tabs);
    createDocks();
    createMenus();

    connect(m_doc, &ScenarioDocument::fieldChanged, this, &MainWindow::onScenarioChanged);
    connect(m_doc, &ScenarioDocument::scenarioReplaced, this, &MainWindow::onScenarioChanged);
    connect(m_doc, &ScenarioDocument::nameChanged, this, &MainWindow::onScenarioChanged); // the report's title
    connect(m_doc, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_evaluator, &Evaluator::evaluationReady, this, &MainWindow::onEvaluation);
    connect(m_doc, &ScenarioDocument::notice, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(m_files, &FileController::statusMessage, this, [this](const QString& m) {
        statusBar()->showMessage(m, 5000);
    });
    connect(m_builder, &views::FleetBuilderPanel::editRejected, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });

    m_derivationKey = QStringLiteral("training.wall_s"); // the number a planner quotes first
    const ScenarioReadResult preset = Presets::load(Presets::defaultName());
    m_doc->reset(preset.scenario.value_or(fleet::Scenario{}), QString());

    auto* docks = new DockProportions(this); // docks keep their share when the window changes size
    docks->setRestored(m_geometry->restoreSaved());
}

void MainWindow::createDocks()
{
    auto dock = [this](const QString& title, const QString& name, QWidget* w, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(w);
        addDockWidget(area, d);
        return d;
    };
    m_builder = new views::FleetBuilderPanel(m_doc, m_catalog);
    auto* builderDock = dock(tr("Fleet builder"), QStringLiteral("builderDock"), m_builder, Qt::LeftDockWidgetArea);
    m_summary = new views::SummaryPanel;
    auto* summaryDock = dock(tr("Summary"), QStringLiteral("summaryDock"), m_summary, Qt::RightDockWidgetArea);
    m_resultsPanel = new views::ResultsPanel(m_results);
    auto* resultsDock = dock(tr("Results"), QStringLiteral("resultsDock"), m_resultsPanel, Qt::RightDockWidgetArea);
    splitDockWidget(summaryDock, resultsDock, Qt::Vertical);
    connect(m_summary, &views::SummaryPanel::resultActivated, this, &MainWindow::showDerivation);
    m_derivation = new views::DerivationPanel;
    auto* derivDock = dock(tr("Derivation"), QStringLiteral("derivationDock"), m_derivation, Qt::BottomDockWidgetArea);
    m_issues = new views::IssuesPanel;
    auto* issuesDock = dock(tr("Issues"), QStringLiteral("issuesDock"), m_issues, Qt::BottomDockWidgetArea);
    connect(derivDock, &QDockWidget::visibilityChanged, m_derivation, &views::DerivationPanel::setOnScreen);
    tabifyDockWidget(derivDock, issuesDock);
    derivDock->raise();
    resizeDocks({derivDock}, {130}, Qt::Vertical);
    resizeDocks({builderDock, resultsDock}, {330, 360}, Qt::Horizontal);

    connect(m_resultsPanel, &views::ResultsPanel::resultActivated, this, &MainWindow::showDerivation);
    connect(m_issues, &views::IssuesPanel::focusKeyRequested, m_builder, &views::FleetBuilderPanel::focusKey);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QMenu* presets = file->addMenu(tr("&New from preset"));
    presets->setToolTipsVisible(true);
    for (const QString& name : Presets::names())
        presets->addAction(QStringLiteral("%1 — %2").arg(name, Presets::description(name)), this,
                           [this, name] { m_files->newFromPreset(name); })
            ->setToolTip(Presets::limits(name));
    file->addAction(tr("&Open…"), QKeySequence::Open, m_files, &FileController::open);
    QMenu* recent = file->addMenu(tr("Open &recent"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { m_files->populateRecentMenu(recent); });
    file->addAction(tr("&Save"), QKeySequence::Save, m_files, &FileController::save);
    file->addAction(tr("Save &as…"), QKeySequence::SaveAs, m_files, &FileController::saveAs);
    file->addAction(tr("Rena&me plan…"), m_files, &FileController::renamePlan)->setObjectName(QStringLiteral("renamePlan"));
    file->addSeparator();
    auto* reports = new ReportController(m_evaluator, this);
    connect(reports, &ReportController::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    file->addAction(tr("&Export report…"), reports, &ReportController::exportReport)->setObjectName(QStringLiteral("exportReport"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    // Ctrl+Y and Ctrl+Shift+Z on every platform, besides the platform's own binding.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& k : {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)})
        if (!redoKeys.contains(k))
            redoKeys.append(k);
    redo->setShortcuts(redoKeys);
    undo->setObjectName(QStringLiteral("undoAction"));
    redo->setObjectName(QStringLiteral("redoAction"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* prefs = edit->addAction(tr("&Preferences…"), this, [this] { PreferencesDialog(this).exec(); });
    prefs->setShortcuts({QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    prefs->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* d : findChildren<QDockWidget*>())
        view->addAction(d->toggleViewAction());
    auto* teaching = new TeachingController(this, m_catalog, view); // Textbook examples dock
    connect(this, &MainWindow::catalogChanged, teaching, &TeachingController::setCatalog);
    m_catalogWindow = new CatalogWindowController(this, view);
    m_catalogWindow->addFileActions(file, quit);
    // The rows a plan carries (opened, recovered) are laid over the catalog it is evaluated with.
    connect(m_doc, &ScenarioDocument::carriedRowsChanged, m_catalogWindow, &CatalogWindowController::setPlanRows);
    connect(m_builder, &views::FleetBuilderPanel::importModelRequested, m_catalogWindow,
            [this] { m_catalogWindow->importModelForPlan(); });
    connect(m_catalogWindow, &CatalogWindowController::planModelImported, this, [this](const QString& id) {
        if (const QString err = m_doc->setField(QStringLiteral("model.id"), id.toStdString()); !err.isEmpty())
            statusBar()->showMessage(err, 10000);
    });
    connect(m_catalogWindow, &CatalogWindowController::statusMessage, this, [this](const QString& m) {
        statusBar()->showMessage(m, 8000);
    });
    new LectureMode(this, view);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About FleetPlanner"), this, [this] {
        QMessageBox::about(this, tr("About FleetPlanner"),
                           tr("<b>FleetPlanner %1</b><p>Plan machine-learning fleets: compute, memory, network, "
                              "power, reliability, carbon and cost. Models follow <i>Machine Learning Systems</i> "
                              "Vol. 2 (Harvard CS249r).</p><p>Catalog %2, content hash %3.</p>")
                               .arg(QApplication::applicationVersion(), QString::fromStdString(m_catalog->id),
                                    QString::fromStdString(m_catalog->contentHash).left(12)));
    });
}

void MainWindow::setUserCatalogPath(const QString& path)
{
    m_catalogWindow->setUserCatalogPath(path);
}

void MainWindow::setCatalog(CatalogPtr catalog)
{
    m_catalog = catalog;
    m_doc->setCatalog(catalog); // model.id fills the model from this catalog (with the plan's rows)
    m_evaluator->setCatalog(catalog);
    m_files->setCatalog(catalog);
    m_builder->setCatalog(catalog);
    for (auto it = m_viewGeneration.begin(); it != m_viewGeneration.end(); ++it) {
        it.key()->setCatalog(catalog);
        it.value() = 0; // every tab shows the next results again
    }
    emit catalogChanged(catalog);
    m_evaluator->request(m_doc->scenario());
}

void MainWindow::onScenarioChanged()
{
    m_evaluator->request(m_doc->scenario());
    updateTitle();
}

void MainWindow::onViewOptionsChanged()
{
    ViewOptions options;
    for (auto it = m_viewGeneration.cbegin(); it != m_viewGeneration.cend(); ++it)
        it.key()->writeOptions(options);
    m_evaluator->setOptions(options);
}

void MainWindow::onEvaluation(const EvaluationPtr& evaluation)
{
    m_results->setResults(evaluation->results());
    m_issues->setIssues(evaluation->issues());
    m_summary->setResults(evaluation->scenario(), evaluation->results());
    m_generation = evaluation->generation();
    refreshCurrentView();
    if (!m_derivationKey.isEmpty())
        showDerivation(m_derivationKey);
    emit viewsUpdated(m_generation);
}

views::ScenarioView* MainWindow::viewAt(int index) const
{
    auto* page = qobject_cast<ViewPage*>(m_tabs->widget(index));
    return page ? qobject_cast<views::ScenarioView*>(page->widget()) : nullptr;
}

void MainWindow::showView(QWidget* view)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (viewAt(i) == view)
            m_tabs->setCurrentIndex(i);
}

void MainWindow::refreshCurrentView()
{
    views::ScenarioView* view = currentView();
    const EvaluationPtr evaluation = m_evaluator->latest();
    if (!view || !evaluation || m_viewGeneration.value(view) == m_generation)
        return;
    view->setEvaluation(evaluation);
    m_viewGeneration[view] = m_generation;
}

void MainWindow::showDerivation(const QString& key)
{
    m_derivationKey = key;
    const ResultsPtr r = m_results->results();
    m_derivation->showDerivation(r ? r->derivation(key.toStdString()) : nullptr, resultLabel(key));
}

void MainWindow::updateTitle()
{
    setWindowTitle(QStringLiteral("%1[*] — FleetPlanner").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_geometry->save();
    event->accept();
}

} // namespace fleet::app
