#pragma once
// View → Hardware catalog…: opens the catalog window (non-modal, one per main window) on the user catalog the
// application started with, and after every change of the user catalog (edit, undo, redo) reloads the catalog
// and hands it to the main window, so the open plan re-evaluates at once. Before a row is deleted the window
// asks which of the open plan's inputs use it.
#include "catalog/CatalogProvider.h"

#include "CatalogTables.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QMenu;

namespace fleet::views {
class CatalogWindow;
}

namespace fleet::app {

class MainWindow;

class CatalogWindowController : public QObject {
    Q_OBJECT
public:
    CatalogWindowController(MainWindow* window, QMenu* viewMenu);

    // The user catalog the application uses ("" = the built-in catalog only: the window only shows rows).
    void setUserCatalogPath(const QString& path) { m_path = path; }
    const QString& userCatalogPath() const { return m_path; }
    QAction* action() const { return m_action; }
    // File → Import catalog rows… / Export catalog rows…: the window's CSV import and export of the kind it
    // shows (it opens first, so the user sees which kind and the rows that arrive).
    void addFileActions(QMenu* fileMenu, QAction* before);
    // The rows the open plan carries and is evaluated with: laid over the catalog now and at every reload (an
    // edit in the window keeps them).
    void setPlanRows(const QList<fleet::catalog::CatalogRow>& rows);
    // Shows the window (created on first use) with the user catalog re-read.
    views::CatalogWindow* showWindow();
    // The window, created on first use.
    views::CatalogWindow* window();
    // The builder's "Import Hugging Face config…" (issue 27): the window's import, without showing the window;
    // a model imported becomes the plan's (planModelImported). `path` empty: asks for the file.
    void importModelForPlan(const QString& path = {});

signals:
    void statusMessage(const QString& text);
    void planModelImported(const QString& id);

private:
    void reloadCatalog();

    MainWindow* m_main;
    QAction* m_action;
    QString m_path;
    QList<fleet::catalog::CatalogRow> m_planRows;
    QPointer<views::CatalogWindow> m_window;
    bool m_importForPlan = false;
};

} // namespace fleet::app
