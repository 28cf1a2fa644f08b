#pragma once
// Notices when the open plan's file is changed on disk by someone else (another FleetPlanner, an editor,
// a sync tool). Our own saves are not reported: the watcher remembers the bytes it last read or wrote
// (their hash) and reports only different contents or a deleted file.
#include <QByteArray>
#include <QObject>
#include <QString>

class QFileSystemWatcher;

namespace fleet::app {

class ScenarioDocument;

class ExternalChangeWatcher : public QObject {
    Q_OBJECT
public:
    explicit ExternalChangeWatcher(ScenarioDocument* doc, QObject* parent = nullptr);
    QString watchedPath() const { return m_path; }
    // Re-reads the file as the known state (after open, save or reload).
    void acknowledge();

signals:
    // The file now holds other contents than the document was loaded from or saved to.
    void changedOnDisk(const QString& path);
    void removedFromDisk(const QString& path);

private:
    void onFileChanged();
    QByteArray currentHash() const;

    ScenarioDocument* m_doc;
    QFileSystemWatcher* m_watcher;
    QString m_path;
    QByteArray m_knownHash;
};

} // namespace fleet::app
