#include "CatalogWindowController.h"

#include "MainWindow.h"
#include "CatalogRowStore.h"
#include "catalog/CatalogUsage.h"
#include "catalog/CatalogWindow.h"
#include "document/ScenarioDocument.h"

#include <QAction>
#include <QMenu>

namespace fleet::app {

CatalogWindowController::CatalogWindowController(MainWindow* window, QMenu* viewMenu)
    : QObject(window), m_main(window), m_action(viewMenu->addAction(tr("&Hardware catalog…")))
{
    m_action->setObjectName(QStringLiteral("showCatalogWindow"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_action->setStatusTip(tr("Browse the hardware catalog; add and edit your own rows"));
    connect(m_action, &QAction::triggered, this, &CatalogWindowController::showWindow);
}

views::CatalogWindow* CatalogWindowController::showWindow()
{
    views::CatalogWindow* w = window();
    w->rows()->reload(); // the file may have changed (CLI import, another window)
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

void CatalogWindowController::addFileActions(QMenu* fileMenu, QAction* before)
{
    auto* import = new QAction(tr("&Import catalog rows…"), fileMenu);
    import->setObjectName(QStringLiteral("importCatalogRows"));
    connect(import, &QAction::triggered, this, [this] { showWindow()->importCsvAsked(); });
    auto* exportRows = new QAction(tr("E&xport catalog rows…"), fileMenu);
    exportRows->setObjectName(QStringLiteral("exportCatalogRows"));
    connect(exportRows, &QAction::triggered, this, [this] { showWindow()->exportCsvAsked(); });
    fileMenu->insertActions(before, {import, exportRows});
    fileMenu->insertSeparator(before);
}

views::CatalogWindow* CatalogWindowController::window()
{
    if (!m_window) {
        m_window = new views::CatalogWindow(m_path, m_main);
        m_window->setWindowFlag(Qt::Window); // its own top-level window, not modal
        m_window->setUsageCheck([this](fleet::CatalogKind kind, const QString& id) {
            return views::fieldsUsing(m_main->document()->scenario(), *m_main->catalog(), kind, id);
        });
        connect(m_window, &views::CatalogWindow::userCatalogChanged, this, &CatalogWindowController::reloadCatalog);
        connect(m_window, &views::CatalogWindow::modelImported, this, [this](const QString& id) {
            if (m_importForPlan)
                emit planModelImported(id);
        });
    }
    return m_window;
}

void CatalogWindowController::importModelForPlan(const QString& path)
{
    views::CatalogWindow* w = window();
    w->rows()->reload();
    m_importForPlan = true;
    if (path.isEmpty()) {
        w->importHfConfigAsked(); // modal: the import is done (or refused) when it returns
    } else if (const QString err = w->importHfConfig(path); !err.isEmpty()) {
        emit statusMessage(err);
    }
    m_importForPlan = false;
}

void CatalogWindowController::reloadCatalog()
{
    const CatalogLoad load = loadCatalog(m_path);
    if (!load.catalog) {
        emit statusMessage(tr("The catalog could not be reloaded: %1").arg(load.error));
        return;
    }
    if (!load.warning.isEmpty())
        emit statusMessage(load.warning);
    if (m_planRows.isEmpty()) {
        m_main->setCatalog(load.catalog);
        return;
    }
    QStringList skipped;
    m_main->setCatalog(
        std::make_shared<const fleet::Catalog>(fleet::catalog::withRows(*load.catalog, m_planRows, &skipped)));
    if (!skipped.isEmpty())
        emit statusMessage(tr("Some of the plan's hardware is not used: %1").arg(skipped.join(QStringLiteral("; "))));
}

void CatalogWindowController::setPlanRows(const QList<fleet::catalog::CatalogRow>& rows)
{
    if (rows.isEmpty() && m_planRows.isEmpty())
        return; // the usual case: nothing carried before or now
    m_planRows = rows;
    reloadCatalog();
}

} // namespace fleet::app
