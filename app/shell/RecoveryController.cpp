#include "RecoveryController.h"

#include "document/ScenarioDocument.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace fleet::app {

RecoveryController::RecoveryController(AutosaveStore* store, ScenarioDocument* doc, QWidget* window)
    : QObject(window), m_store(store), m_doc(doc), m_window(window)
{
}

RecoveryController::Choice RecoveryController::offer(Mode mode)
{
    QList<AutosaveEntry> entries = m_store->crashedSessions();
    QList<AutosaveEntry> readable;
    for (const AutosaveEntry& e : entries) {
        if (e.scenario)
            readable << e;
        else
            emit statusMessage(tr("Autosave not recoverable: %1").arg(e.error));
    }
    if (readable.isEmpty())
        return Choice::Later;
    const Choice choice = mode == Mode::RecoverWithoutAsking ? Choice::Recover : m_hook ? m_hook(readable) : ask(readable);
    switch (choice) {
    case Choice::Recover: {
        const AutosaveEntry& newest = readable.constFirst(); // newest first
        m_doc->restoreUnsaved(*newest.scenario, newest.originalPath, newest.carried);
        m_store->remove(newest);
        //: %1 is a plan's file name or name, %2 a date and time
        emit statusMessage(tr("Recovered %1 (autosaved %2); save it to keep it")
                               .arg(newest.originalPath.isEmpty() ? newest.name : newest.originalPath,
                                    QLocale().toString(newest.savedAt.toLocalTime(), QLocale::ShortFormat)));
        break;
    }
    case Choice::Discard:
        for (const AutosaveEntry& e : readable)
            m_store->remove(e);
        emit statusMessage(readable.size() == 1 ? tr("Discarded the autosaved plan")
                                                : tr("Discarded %n autosaved plans", nullptr, int(readable.size())));
        break;
    case Choice::Later:
        break;
    }
    return choice;
}

RecoveryController::Choice RecoveryController::ask(const QList<AutosaveEntry>& entries)
{
    QStringList lines;
    for (const AutosaveEntry& e : entries) {
        const QString what = e.originalPath.isEmpty() ? tr("%1 (never saved)").arg(e.name) : e.originalPath;
        //: one line per autosaved plan: %1 the plan, %2 the date and time it was autosaved
        lines << tr("• %1 — autosaved %2").arg(what, QLocale().toString(e.savedAt.toLocalTime(), QLocale::ShortFormat));
    }
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved plans?"),
                    (entries.size() == 1
                         ? tr("FleetPlanner did not close properly. It autosaved a plan with unsaved changes:")
                         : tr("FleetPlanner did not close properly. It autosaved %n plans with unsaved changes:", nullptr,
                              int(entries.size()))) +
                        QStringLiteral("\n\n") + lines.join(QLatin1Char('\n')) + QStringLiteral("\n\n") +
                        tr("Recover opens the newest as an unsaved plan. Discard deletes the autosaves. Later keeps "
                           "them for the next start."),
                    QMessageBox::NoButton, m_window);
    QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() == recover)
        return Choice::Recover;
    if (box.clickedButton() == discard)
        return Choice::Discard;
    return Choice::Later;
}

} // namespace fleet::app
