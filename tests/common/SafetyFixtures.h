#pragma once
// What the data-safety tests share: a byte hash to prove a file unchanged, the environment of an isolated GUI
// run (its own AppData and settings, offscreen), a GUI run that waits for its first autosave, and a tiny
// tmpfs to fill up (a full disk; mounting needs root, as CI runs).
#include <QCryptographicHash>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

#include <sys/mount.h>

namespace fleet::test {

inline QByteArray fileHash(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("<unreadable>");
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

inline QStringList filesUnder(const QString& dir, const QString& pattern)
{
    QStringList out;
    QDirIterator it(dir, {pattern}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    return out;
}

// Offscreen, with AppData, settings and cache inside `home`: no run sees another's autosaves or catalog.
inline QProcessEnvironment isolatedGuiEnvironment(const QTemporaryDir& home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    return env;
}

// Starts `program args` and waits (up to a minute) until an autosave appears under `home`; returns the
// autosave files (empty when none appeared; the process is left running either way).
inline QStringList startAndAwaitAutosave(QProcess& p, const QString& program, const QStringList& args, const QTemporaryDir& home)
{
    p.setProcessEnvironment(isolatedGuiEnvironment(home));
    p.start(program, args);
    if (!p.waitForStarted(10000))
        return {};
    QStringList autosaves;
    QElapsedTimer t;
    t.start();
    while (autosaves.isEmpty() && t.elapsed() < 60000 && p.state() == QProcess::Running) {
        QTest::qWait(100);
        autosaves = filesUnder(home.path(), QStringLiteral("*.fleetautosave"));
    }
    return autosaves;
}

// A 64 KB tmpfs over `dir`, unmounted by the destructor.
class SmallDisk {
public:
    explicit SmallDisk(const QString& dir) : m_dir(dir)
    {
        m_mounted = ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, "size=64k") == 0;
        if (!m_mounted)
            m_why = QStringLiteral("mounting a 64 KB tmpfs needs root: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir).constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;
    bool mounted() const { return m_mounted; }
    QString why() const { return m_why; } // for QSKIP
    // Fills the disk to the last byte (the filler file stays until the disk is unmounted).
    void fill() const
    {
        QFile f(m_dir + QStringLiteral("/filler"));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return;
        const QByteArray block(4096, 'x');
        while (f.write(block) == block.size()) {
        }
        while (f.write("x", 1) == 1) {
        }
    }

private:
    QString m_dir;
    bool m_mounted = false;
    QString m_why;
};

} // namespace fleet::test
