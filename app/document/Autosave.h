#pragma once
// Autosave of one document: every N seconds (QSettings "autosave/intervalSeconds", default 30), if the plan
// has changes that are not saved, it is written to the session's autosave file (see AutosaveStore). The
// file is removed as soon as the plan is saved, discarded or replaced by a clean one.
#include <QObject>
#include <QString>

class QTimer;

namespace fleet::app {

class ScenarioDocument;

class Autosave : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalSeconds = 30;
    static constexpr int kMinIntervalSeconds = 1;
    static constexpr int kMaxIntervalSeconds = 86400; // a day; the setting is ignored outside [min, max]
    static int intervalFromSettings();

    Autosave(ScenarioDocument* doc, QString autosavePath, int intervalSeconds, QObject* parent = nullptr);
    ~Autosave() override;

    QString autosavePath() const { return m_path; }
    int intervalSeconds() const;
    // Writes now if there are unsaved changes since the last autosave; removes the file when clean.
    void tick();
    // Removes the autosave file (after a clean save, close or discard).
    void discard();

signals:
    void autosaved(const QString& path);
    void failed(const QString& message);

private:
    ScenarioDocument* m_doc;
    QString m_path;
    QTimer* m_timer;
    bool m_dirty = false; // edits since the last autosave
};

} // namespace fleet::app
