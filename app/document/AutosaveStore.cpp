#include "document/AutosaveStore.h"

#include "io/OutputFile.h"
#include "io/ScenarioFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <unistd.h>

namespace fleet::app {

namespace {

constexpr qint64 kMaxAutosaveBytes = 16 * 1024 * 1024;
const QString kSuffix = QStringLiteral(".fleetautosave");

// session-<id>-<n>.fleetautosave or session-<id>.lock → the session id ("" when the name does not match).
// An id is <pid>.<token>; older FleetPlanner versions used the bare <pid>.
QString sessionOf(const QString& fileName)
{
    static const QRegularExpression re(QStringLiteral("^session-(\\d+(?:\\.[0-9a-z]+)?)(?:-\\d+\\.fleetautosave|\\.lock)$"));
    const auto m = re.match(fileName);
    return m.hasMatch() ? m.captured(1) : QString();
}

qint64 pidOf(const QString& session) { return session.section(u'.', 0, 0).toLongLong(); }

// A session named by an older FleetPlanner holds no lock: alive while a FleetPlanner process has its pid. When
// that cannot be told, alive: its files are then left alone, never deleted.
bool legacySessionAlive(qint64 pid)
{
    if (pid <= 0 || pid == QCoreApplication::applicationPid()) // this process is not an old-style session
        return false;
    if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        return false;
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    if (!comm.open(QIODevice::ReadOnly))
        return true;
    return comm.readAll().startsWith("fleetplanner");
}

// Removes a gone session's lock file, holding its lock meanwhile (a live session's file is never removed).
void removeStaleLock(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
        ::unlink(QFile::encodeName(path).constData());
    ::close(fd);
}

} // namespace

AutosaveStore::AutosaveStore(QString dir) : m_dir(dir.isEmpty() ? defaultDirectory() : std::move(dir)) {}

AutosaveStore::~AutosaveStore() { release(); }

QString AutosaveStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString AutosaveStore::lockPathOf(const QString& session) const
{
    return QStringLiteral("%1/session-%2.lock").arg(m_dir, session);
}

bool AutosaveStore::acquireSession()
{
    if (m_lockFd >= 0)
        return true;
    if (!QDir().mkpath(m_dir))
        return false;
    const quint64 token = QRandomGenerator::global()->generate64() & 0xffffffffffffULL; // 48 bits
    const QString session = QStringLiteral("%1.%2").arg(QCoreApplication::applicationPid()).arg(token, 0, 36);
    const QString lockPath = lockPathOf(session);
    // The lock file appears already locked (locked under another name, then renamed): another session that
    // looks at it in between cannot take it for a dead one.
    const QByteArray fresh = QFile::encodeName(lockPath + QStringLiteral(".new"));
    const int fd = ::open(fresh.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        return false;
    const bool locked = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
    const QByteArray info = QByteArray::number(QCoreApplication::applicationPid()) + ' ' +
                            QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toUtf8() + '\n';
    const bool written = ::write(fd, info.constData(), static_cast<size_t>(info.size())) == info.size();
    if (!locked || !written || ::rename(fresh.constData(), QFile::encodeName(lockPath).constData()) != 0) {
        ::unlink(fresh.constData());
        ::close(fd);
        return false; // no session: no autosave either (others could not tell that it is alive)
    }
    m_session = session;
    m_lockPath = lockPath;
    m_lockFd = fd; // held until release(): the kernel drops the lock if this process dies
    return true;
}

void AutosaveStore::release()
{
    if (m_lockFd < 0)
        return;
    // This session's autosave files go with it: a clean exit has saved or discarded every plan.
    const QString prefix = QStringLiteral("session-%1-").arg(m_session);
    for (const QString& f : QDir(m_dir).entryList({prefix + QLatin1Char('*') + kSuffix}, QDir::Files))
        QFile::remove(QDir(m_dir).filePath(f));
    QFile::remove(m_lockPath); // removed while still locked, then unlocked
    ::close(m_lockFd);
    m_lockFd = -1;
    m_lockPath.clear();
    m_session.clear();
}

bool AutosaveStore::sessionAlive(const QString& session) const
{
    if (session.isEmpty())
        return false;
    if (session == m_session)
        return m_lockFd >= 0;
    if (!session.contains(u'.'))
        return legacySessionAlive(pidOf(session));
    const int fd = ::open(QFile::encodeName(lockPathOf(session)).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno != ENOENT; // no lock file: gone; cannot look (permissions): treated as alive
    const bool gone = ::flock(fd, LOCK_EX | LOCK_NB) == 0; // held (EWOULDBLOCK) or cannot tell: alive
    ::close(fd);
    return !gone;
}

QString AutosaveStore::autosavePathFor(int n) const
{
    return QStringLiteral("%1/session-%2-%3%4").arg(m_dir, m_session).arg(n).arg(kSuffix);
}

QString AutosaveStore::write(const QString& path, const fleet::Scenario& s, const QString& originalPath,
                             const QList<fleet::catalog::CatalogRow>& carried)
{
    QJsonObject root;
    root.insert(QStringLiteral("autosaveVersion"), 1);
    root.insert(QStringLiteral("originalPath"), originalPath);
    root.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    root.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    CatalogReference catalog;
    catalog.rows = carried;
    root.insert(QStringLiteral("plan"), QJsonDocument::fromJson(ScenarioFile::serialize(s, catalog)).object());
    QDir().mkpath(QFileInfo(path).absolutePath());
    return OutputFile::write(path, QJsonDocument(root).toJson(QJsonDocument::Compact));
}

AutosaveEntry AutosaveStore::read(const QString& path)
{
    AutosaveEntry e;
    e.autosavePath = path;
    e.session = sessionOf(QFileInfo(path).fileName());
    e.pid = pidOf(e.session);
    QFile f(path);
    if (!QFileInfo(path).isFile() || !f.open(QIODevice::ReadOnly)) {
        e.error = QStringLiteral("cannot open %1: %2").arg(path, f.errorString());
        return e;
    }
    const QByteArray bytes = f.read(kMaxAutosaveBytes + 1);
    if (bytes.size() > kMaxAutosaveBytes) {
        e.error = QStringLiteral("%1 is larger than %2 MB; not an autosave").arg(path).arg(kMaxAutosaveBytes >> 20);
        return e;
    }
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    if (root.value(QStringLiteral("autosaveVersion")).toInt() != 1) {
        e.error = QStringLiteral("%1 is not a FleetPlanner autosave (or from a newer version)").arg(path);
        return e;
    }
    e.originalPath = root.value(QStringLiteral("originalPath")).toString();
    e.savedAt = QDateTime::fromString(root.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    const ScenarioReadResult r =
        ScenarioFile::parse(QJsonDocument(root.value(QStringLiteral("plan")).toObject()).toJson(QJsonDocument::Compact));
    if (!r.scenario) {
        e.error = QStringLiteral("%1: %2").arg(path, r.error);
        return e;
    }
    e.scenario = r.scenario;
    e.carried = r.catalog.rows;
    e.name = QString::fromStdString(r.scenario->name);
    return e;
}

QList<AutosaveEntry> AutosaveStore::crashedSessions() const
{
    QList<AutosaveEntry> out;
    const QDir dir(m_dir);
    QHash<QString, bool> alive;
    auto isAlive = [&](const QString& session) {
        auto it = alive.find(session);
        if (it == alive.end())
            it = alive.insert(session, sessionAlive(session));
        return it.value();
    };
    QSet<QString> withAutosave;
    for (const QString& f : dir.entryList({QStringLiteral("session-*") + kSuffix}, QDir::Files)) {
        const QString session = sessionOf(f);
        if (session.isEmpty())
            continue;
        withAutosave.insert(session);
        if (!isAlive(session))
            out << read(dir.filePath(f));
    }
    // Lock files of gone sessions with nothing to recover are stale: clean them up.
    for (const QString& f : dir.entryList({QStringLiteral("session-*.lock")}, QDir::Files)) {
        const QString session = sessionOf(f);
        if (!session.isEmpty() && !withAutosave.contains(session) && !isAlive(session))
            removeStaleLock(dir.filePath(f));
    }
    std::sort(out.begin(), out.end(), [](const AutosaveEntry& a, const AutosaveEntry& b) { return a.savedAt > b.savedAt; });
    return out;
}

bool AutosaveStore::remove(const AutosaveEntry& e) const
{
    // Another running session's autosave is never deleted, whatever the caller thinks.
    if (e.session != m_session && sessionAlive(e.session))
        return false;
    QFile::remove(e.autosavePath);
    const QDir dir(m_dir);
    if (!e.session.isEmpty() && e.session != m_session &&
        dir.entryList({QStringLiteral("session-%1-*").arg(e.session) + kSuffix}, QDir::Files).isEmpty())
        removeStaleLock(lockPathOf(e.session));
    return true;
}

} // namespace fleet::app
