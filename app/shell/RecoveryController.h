#pragma once
// After a crash: offers the plans a crashed session autosaved (AutosaveStore::crashedSessions) in a dialog
// listing each with its file and time — Recover, Discard or Later. Recover restores the newest into the
// window as an unsaved plan (its original path kept, so Save writes back there); Discard deletes them;
// Later leaves them for the next start. `fleetplanner --recover` recovers without asking (tests).
#include "document/AutosaveStore.h"

#include <QObject>

#include <functional>

class QWidget;

namespace fleet::app {

class ScenarioDocument;

class RecoveryController : public QObject {
    Q_OBJECT
public:
    enum class Choice { Recover, Discard, Later };
    enum class Mode { Ask, RecoverWithoutAsking };

    RecoveryController(AutosaveStore* store, ScenarioDocument* doc, QWidget* window);

    // Returns what was done (Later when there was nothing to recover).
    Choice offer(Mode mode);
    // Tests: answers the dialog without showing it.
    void setAnswerHook(std::function<Choice(const QList<AutosaveEntry>&)> hook) { m_hook = std::move(hook); }

signals:
    void statusMessage(const QString& message);

private:
    Choice ask(const QList<AutosaveEntry>& entries);

    AutosaveStore* m_store;
    ScenarioDocument* m_doc;
    QWidget* m_window;
    std::function<Choice(const QList<AutosaveEntry>&)> m_hook;
};

} // namespace fleet::app
