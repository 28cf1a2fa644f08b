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
    m_store.acquireSession();
    auto* recovery = new RecoveryController(&m_store, window->document(), window); // uses the store only in offer()
    connect(recovery, &RecoveryController::statusMessage, window, status);
    recovery->offer(recoverWithoutAsking ? RecoveryController::Mode::RecoverWithoutAsking : RecoveryController::Mode::Ask);
    new Autosave(window->document(), m_store.autosavePathFor(1),
                 autosaveSeconds > 0 ? autosaveSeconds : Autosave::intervalFromSettings(), this);
    auto* external = new ExternalChangeController(window->document(), window);
    connect(external, &ExternalChangeController::statusMessage, window, status);
}

} // namespace fleet::app
