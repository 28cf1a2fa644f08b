#include "ExternalChangeController.h"

#include "document/ExternalChangeWatcher.h"
#include "document/ScenarioDocument.h"

#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

namespace fleet::app {

ExternalChangeController::ExternalChangeController(ScenarioDocument* doc, QWidget* window)
    : QObject(window), m_doc(doc), m_window(window), m_watcher(new ExternalChangeWatcher(doc, this))
{
    connect(m_watcher, &ExternalChangeWatcher::changedOnDisk, this, &ExternalChangeController::onChanged);
    connect(m_watcher, &ExternalChangeWatcher::removedFromDisk, this, &ExternalChangeController::onRemoved);
}

void ExternalChangeController::onChanged(const QString& path)
{
    if (m_asking)
        return; // the open question covers this change too
    if (m_doc->isModified()) {
        m_asking = true;
        const Answer a = m_hook ? m_hook(path) : ask(path);
        m_asking = false;
        if (a == Answer::KeepMine) {
            emit statusMessage(tr("%1 changed on disk; kept your version (saving will overwrite it)").arg(path));
            emit handled(path, false);
            return;
        }
    }
    const ScenarioReadResult r = m_doc->open(path);
    if (!r.scenario) {
        // The file no longer holds this plan: like a deleted file, the plan in memory is now the only good copy,
        // so it counts as unsaved (closing asks to save it).
        if (!m_doc->isModified())
            m_doc->undoStack()->resetClean();
        emit statusMessage(tr("%1 changed on disk but cannot be read (%2); kept the plan as it was, unsaved").arg(path, r.error));
        emit handled(path, false);
        return;
    }
    emit statusMessage(tr("%1 changed on disk and was reloaded").arg(path));
    emit handled(path, true);
}

void ExternalChangeController::onRemoved(const QString& path)
{
    if (!m_doc->isModified())
        m_doc->undoStack()->resetClean(); // modified from now on; the undo history stays
    emit statusMessage(tr("%1 was deleted or moved on disk; save to write it again").arg(path));
    emit handled(path, false);
}

ExternalChangeController::Answer ExternalChangeController::ask(const QString& path)
{
    QMessageBox box(QMessageBox::Warning, tr("Plan changed on disk"),
                    tr("%1 was changed by another program, and you have unsaved changes here.\n\n"
                       "Reload it (your changes are lost) or keep your version (saving overwrites the other one)?")
                        .arg(path),
                    QMessageBox::NoButton, m_window);
    QPushButton* reload = box.addButton(tr("Reload"), QMessageBox::DestructiveRole);
    QPushButton* keep = box.addButton(tr("Keep mine"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.exec();
    return box.clickedButton() == reload ? Answer::Reload : Answer::KeepMine;
}

} // namespace fleet::app
