#pragma once
// Teaching wiring of the main window: the "Textbook examples" dock (views/teaching/ExamplesBrowser),
// loading an example as a new untitled plan and switching to its tab, stepping through its results in
// the derivation panel, and the Info row naming the limits of the archetype preset a plan comes from.
#include "catalog/CatalogProvider.h"

#include <QObject>

class QDockWidget;
class QMenu;

namespace fleet::views {
class ExamplesBrowser;
}

namespace fleet::app {

class MainWindow;

class TeachingController : public QObject {
    Q_OBJECT
public:
    TeachingController(MainWindow* window, CatalogPtr catalog, QMenu* viewMenu);
    // The catalog changed (the catalog window edited the user catalog).
    void setCatalog(CatalogPtr catalog) { m_catalog = std::move(catalog); }

    views::ExamplesBrowser* browser() const { return m_browser; }
    QDockWidget* dock() const { return m_dock; }
    // Loads the example as a new plan (asks to save unsaved changes); false if unknown, failed or cancelled.
    bool loadExample(const QString& id);

private:
    void onViewsUpdated();
    void showTab(const QString& tab);

    MainWindow* m_window;
    CatalogPtr m_catalog;
    views::ExamplesBrowser* m_browser;
    QDockWidget* m_dock;
    bool m_loading = false;
};

} // namespace fleet::app
