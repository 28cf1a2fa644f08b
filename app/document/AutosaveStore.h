#pragma once
// Where autosaved plans live and which of them a crashed session left behind.
//
// Each running FleetPlanner is a session with an id of its own (`<pid>.<random>`, so a restarted process that
// gets the crashed one's pid — PID 1 in a container — is still another session). It holds an flock() on
// `session-<id>.lock` in the autosave folder (AppDataLocation/autosave) for as long as it runs, and writes
// its unsaved plan to `session-<id>-<n>.fleetautosave`: JSON with the original file path, the time, and the
// plan itself in the .fleetplan format. A clean exit removes both.
//
// Liveness is the lock, never a pid: the kernel drops the lock when the process dies in any way (kill -9,
// even before it is reaped), so a session whose lock can be taken is gone. At the next start, its autosave
// files are offered for recovery and its lock file is cleaned up; autosaves of a session whose lock is held
// (another window) are never touched. Files named by an older FleetPlanner (`session-<pid>…`, no lock held)
// count as alive while a FleetPlanner process with that pid runs.
#include "CatalogTables.h"
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
    qint64 pid = 0;        // the process of the session that wrote it
    QString session;       // that session's id
    std::optional<fleet::Scenario> scenario;
    QList<fleet::catalog::CatalogRow> carried; // the hardware rows the plan carried (ScenarioDocument::carriedRows)
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

    // Creates and locks this session's lock file; released (removed) by the destructor or release().
    bool acquireSession();
    void release();
    QString sessionId() const { return m_session; }
    // Whether the session with this id still runs (its lock is held). Takes a dead session's lock file away.
    bool sessionAlive(const QString& session) const;
    // The autosave file for the n-th document of this session.
    QString autosavePathFor(int n) const;

    // Writes atomically; returns an error message naming the file, or {}.
    static QString write(const QString& path, const fleet::Scenario& s, const QString& originalPath,
                         const QList<fleet::catalog::CatalogRow>& carried = {});
    static AutosaveEntry read(const QString& path);

    // Autosave files of sessions that are gone (newest first). Lock files of gone sessions without autosaves
    // are removed on the way.
    QList<AutosaveEntry> crashedSessions() const;
    // Removes an autosave file of a gone session (or of this one), and a gone session's lock file when no
    // other autosave of it remains. Refuses (false) an autosave of another running session.
    bool remove(const AutosaveEntry& e) const;

private:
    QString lockPathOf(const QString& session) const;

    QString m_dir;
    QString m_session;
    QString m_lockPath;
    int m_lockFd = -1;
};

} // namespace fleet::app
