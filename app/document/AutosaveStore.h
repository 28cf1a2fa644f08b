#pragma once
// Where autosaved plans live and which of them a crashed session left behind.
//
// Each running FleetPlanner holds a session lock file `session-<pid>.lock` in the autosave folder
// (AppDataLocation/autosave) and writes its unsaved plan to `session-<pid>-<n>.fleetautosave`: JSON with
// the original file path, the time, and the plan itself in the .fleetplan format. A clean exit removes both.
// At the next start, autosave files whose session's process is no longer running are from a crash and are
// offered for recovery; files of a session that is still running (another window) are left alone.
#include "scenario/Scenario.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace fleet::app {

struct AutosaveEntry {
    QString autosavePath;  // the .fleetautosave file
    QString originalPath;  // the plan's file, empty for an untitled plan
    QString name;          // the plan's name
    QDateTime savedAt;     // when it was autosaved (UTC)
    qint64 pid = 0;        // the session that wrote it
    std::optional<fleet::Scenario> scenario;
    QString error;         // set when the autosave file cannot be read
};

class AutosaveStore {
public:
    // dir: the autosave folder; empty = AppDataLocation/autosave.
    explicit AutosaveStore(QString dir = {});
    ~AutosaveStore();
    AutosaveStore(const AutosaveStore&) = delete;
    AutosaveStore& operator=(const AutosaveStore&) = delete;

    static QString defaultDirectory();
    QString directory() const { return m_dir; }

    // Creates this process's session lock file; released (removed) by the destructor or release().
    bool acquireSession();
    void release();
    // The autosave file for the n-th document of this session.
    QString autosavePathFor(int n) const;

    // Writes atomically; returns an error message naming the file, or {}.
    static QString write(const QString& path, const fleet::Scenario& s, const QString& originalPath);
    static AutosaveEntry read(const QString& path);

    // Autosave files of sessions whose process is gone (newest first).
    QList<AutosaveEntry> crashedSessions() const;
    // Removes an autosave file, and its session's lock file when no other autosave of that session remains.
    void remove(const AutosaveEntry& e) const;

    static bool processAlive(qint64 pid);

private:
    QString m_dir;
    QString m_lockPath;
};

} // namespace fleet::app
