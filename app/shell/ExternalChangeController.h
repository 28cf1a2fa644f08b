#pragma once
// What happens when the open plan changes on disk (ExternalChangeWatcher): an unmodified plan is reloaded
// at once with a status message; a plan with unsaved edits asks Reload / Keep mine. A removed file, or one
// that now cannot be read (truncated, garbage), only marks the plan modified, so closing asks to save it again.
#include <QObject>

#include <functional>

class QWidget;

namespace fleet::app {

class ExternalChangeWatcher;
class ScenarioDocument;

class ExternalChangeController : public QObject {
    Q_OBJECT
public:
    enum class Answer { Reload, KeepMine };

    ExternalChangeController(ScenarioDocument* doc, QWidget* window);
    ExternalChangeWatcher* watcher() const { return m_watcher; }
    // Tests: answers the question without showing it.
    void setAnswerHook(std::function<Answer(const QString& path)> hook) { m_hook = std::move(hook); }

signals:
    void statusMessage(const QString& message);
    void handled(const QString& path, bool reloaded);

private:
    void onChanged(const QString& path);
    void onRemoved(const QString& path);
    Answer ask(const QString& path);

    ScenarioDocument* m_doc;
    QWidget* m_window;
    ExternalChangeWatcher* m_watcher;
    std::function<Answer(const QString&)> m_hook;
    bool m_asking = false;
};

} // namespace fleet::app
