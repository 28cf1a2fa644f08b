#include "DataSafety.h"

#include "ExternalChangeController.h"
#include "MainWindow.h"
#include "RecoveryController.h"
#include "document/Autosave.h"

#include <QStatusBar>

namespace fleet::app {

DataSafety::DataSafety(MainWindow* window, bool recoverWithoutAsking, int autosaveSeconds) : QObject(window)
{
    auto status = [window](const QString& m) { window->statusBar()->showMessage(m, 10000); };
    const bool session = m_store.acquireSession();
    auto* recovery = new RecoveryController(&m_store, window->document(), window); // uses the store only in offer()
    connect(recovery, &RecoveryController::statusMessage, window, status);
    recovery->offer(recoverWithoutAsking ? RecoveryController::Mode::RecoverWithoutAsking : RecoveryController::Mode::Ask);
    if (session) {
        auto* autosave = new Autosave(window->document(), m_store.autosavePathFor(1),
                                      autosaveSeconds > 0 ? autosaveSeconds : Autosave::intervalFromSettings(), this);
        // A failed autosave keeps the previous one; the user is told why (a full disk, …).
        connect(autosave, &Autosave::failed, window, [status](const QString& m) { status(tr("Autosave failed: %1").arg(m)); });
    } else
        status(tr("Autosave is off: cannot create a locked session file in %1").arg(m_store.directory()));
    auto* external = new ExternalChangeController(window->document(), window);
    connect(external, &ExternalChangeController::statusMessage, window, status);
}

} // namespace fleet::app
