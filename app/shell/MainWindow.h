#pragma once
// The main window: wiring only. Left dock: fleet builder; centre: view tabs; right dock: results;
// bottom: derivation and issues. Edits go to the document, the document to the evaluator, results
// to the models and views.
#include "catalog/CatalogProvider.h"
#include "evaluation/Evaluator.h"

#include <QHash>
#include <QMainWindow>

class QTabWidget;

namespace fleet::views {
class DerivationPanel;
class FleetBuilderPanel;
class IssuesPanel;
class ResultsPanel;
class RooflineView;
class ScenarioView;
class SummaryPanel;
} // namespace fleet::views

namespace fleet::app {

class CatalogWindowController;
class DockProportions;
class FileController;
class WindowGeometry;
class ResultsTableModel;
class ScenarioDocument;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(CatalogPtr catalog, QWidget* parent = nullptr);

    ScenarioDocument* document() const { return m_doc; }
    Evaluator* evaluator() const { return m_evaluator; }
    FileController* files() const { return m_files; }
    views::RooflineView* rooflineView() const { return m_roofline; }
    QTabWidget* tabs() const { return m_tabs; }
    // Each tab's page is its view in a scroll area (a view taller than the window scrolls instead of squeezing its
    // charts: lecture mode's larger charts). The view of page `index` (nullptr past the end), the current one, and
    // showing a view's page.
    views::ScenarioView* viewAt(int index) const;
    views::ScenarioView* currentView() const { return viewAt(m_tabs->currentIndex()); }
    void showView(QWidget* view);
    views::FleetBuilderPanel* builder() const { return m_builder; }
    ResultsTableModel* resultsModel() const { return m_results; }
    CatalogWindowController* catalogWindow() const { return m_catalogWindow; }
    const CatalogPtr& catalog() const { return m_catalog; }
    WindowGeometry* windowGeometry() const { return m_geometry; }
    void showDerivation(const QString& key);
    // The user catalog the catalog window edits ("" = built-in only).
    void setUserCatalogPath(const QString& path);
    // Replaces the catalog everywhere (the user catalog changed) and re-evaluates the plan.
    void setCatalog(CatalogPtr catalog);

signals:
    // Emitted after results of the latest edit reached every view.
    void viewsUpdated(quint64 generation);
    void catalogChanged(fleet::app::CatalogPtr catalog);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createDocks();
    void createMenus();
    void onScenarioChanged();
    void onEvaluation(const EvaluationPtr& evaluation);
    void onViewOptionsChanged();
    void updateTitle();
    void refreshCurrentView();

    CatalogPtr m_catalog;
    ScenarioDocument* m_doc;
    Evaluator* m_evaluator;
    ResultsTableModel* m_results;
    FileController* m_files;
    CatalogWindowController* m_catalogWindow = nullptr;
    QTabWidget* m_tabs;
    views::FleetBuilderPanel* m_builder = nullptr;
    views::ResultsPanel* m_resultsPanel = nullptr;
    views::SummaryPanel* m_summary = nullptr;
    views::DerivationPanel* m_derivation = nullptr;
    views::IssuesPanel* m_issues = nullptr;
    views::RooflineView* m_roofline = nullptr;
    WindowGeometry* m_geometry = nullptr;
    QHash<views::ScenarioView*, quint64> m_viewGeneration; // generation each tab last showed
    quint64 m_generation = 0;
    QString m_derivationKey;
};

} // namespace fleet::app
