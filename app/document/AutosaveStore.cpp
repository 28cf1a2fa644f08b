#include "document/AutosaveStore.h"

#include "io/OutputFile.h"
#include "io/ScenarioFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>

#include <signal.h>

namespace fleet::app {

namespace {

constexpr qint64 kMaxAutosaveBytes = 16 * 1024 * 1024;
const QString kSuffix = QStringLiteral(".fleetautosave");

// session-<pid>-<n>.fleetautosave or session-<pid>.lock → pid (0 when the name does not match).
qint64 pidOf(const QString& fileName)
{
    static const QRegularExpression re(QStringLiteral("^session-(\\d+)(?:-\\d+\\.fleetautosave|\\.lock)$"));
    const auto m = re.match(fileName);
    return m.hasMatch() ? m.captured(1).toLongLong() : 0;
}

} // namespace

AutosaveStore::AutosaveStore(QString dir) : m_dir(dir.isEmpty() ? defaultDirectory() : std::move(dir)) {}

AutosaveStore::~AutosaveStore() { release(); }

QString AutosaveStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

bool AutosaveStore::acquireSession()
{
    if (!QDir().mkpath(m_dir))
        return false;
    m_lockPath = QStringLiteral("%1/session-%2.lock").arg(m_dir).arg(QCoreApplication::applicationPid());
    QFile f(m_lockPath);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    f.write(QByteArray::number(QCoreApplication::applicationPid()) + '\n');
    return true;
}

void AutosaveStore::release()
{
    if (m_lockPath.isEmpty())
        return;
    // This session's autosave files go with it: a clean exit has saved or discarded every plan.
    const QString prefix = QStringLiteral("session-%1-").arg(QCoreApplication::applicationPid());
    for (const QString& f : QDir(m_dir).entryList({prefix + QLatin1Char('*') + kSuffix}, QDir::Files))
        QFile::remove(QDir(m_dir).filePath(f));
    QFile::remove(m_lockPath);
    m_lockPath.clear();
}

QString AutosaveStore::autosavePathFor(int n) const
{
    return QStringLiteral("%1/session-%2-%3%4").arg(m_dir).arg(QCoreApplication::applicationPid()).arg(n).arg(kSuffix);
}

QString AutosaveStore::write(const QString& path, const fleet::Scenario& s, const QString& originalPath)
{
    QJsonObject root;
    root.insert(QStringLiteral("autosaveVersion"), 1);
    root.insert(QStringLiteral("originalPath"), originalPath);
    root.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    root.insert(QStringLiteral("pid"), QCoreApplication::applicationPid());
    root.insert(QStringLiteral("plan"), QJsonDocument::fromJson(ScenarioFile::serialize(s, {})).object());
    QDir().mkpath(QFileInfo(path).absolutePath());
    return OutputFile::write(path, QJsonDocument(root).toJson(QJsonDocument::Compact));
}

AutosaveEntry AutosaveStore::read(const QString& path)
{
    AutosaveEntry e;
    e.autosavePath = path;
    e.pid = pidOf(QFileInfo(path).fileName());
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
    e.name = QString::fromStdString(r.scenario->name);
    return e;
}

bool AutosaveStore::processAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (pid == QCoreApplication::applicationPid())
        return true;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

QList<AutosaveEntry> AutosaveStore::crashedSessions() const
{
    QList<AutosaveEntry> out;
    const QDir dir(m_dir);
    for (const QString& f : dir.entryList({QStringLiteral("session-*") + kSuffix}, QDir::Files)) {
        const qint64 pid = pidOf(f);
        if (pid == 0 || processAlive(pid))
            continue;
        out << read(dir.filePath(f));
    }
    std::sort(out.begin(), out.end(), [](const AutosaveEntry& a, const AutosaveEntry& b) { return a.savedAt > b.savedAt; });
    return out;
}

void AutosaveStore::remove(const AutosaveEntry& e) const
{
    QFile::remove(e.autosavePath);
    const QDir dir(m_dir);
    if (e.pid > 0 && dir.entryList({QStringLiteral("session-%1-*").arg(e.pid) + kSuffix}, QDir::Files).isEmpty())
        QFile::remove(dir.filePath(QStringLiteral("session-%1.lock").arg(e.pid)));
}

} // namespace fleet::app
