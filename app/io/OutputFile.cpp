#include "io/OutputFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <climits>
#include <cstdlib>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleet::app {

namespace {

QString reason(int error) { return qt_error_string(error); }

// What a non-regular file is, in words.
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return OutputFile::tr("a folder");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return OutputFile::tr("a device");
    if (S_ISFIFO(mode))
        return OutputFile::tr("a pipe (FIFO)");
    if (S_ISSOCK(mode))
        return OutputFile::tr("a socket");
    return OutputFile::tr("not a regular file");
}

QString resolved(const QByteArray& native)
{
    char buffer[PATH_MAX];
    return ::realpath(native.constData(), buffer) ? QFile::decodeName(buffer) : QString();
}

// A descriptor that is closed, and a temporary file that is removed, unless released.
class TempFile {
public:
    ~TempFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_path.isEmpty())
            ::unlink(m_path.constData());
    }
    // O_EXCL with a random name (not mkstemp): the kernel applies the umask to 0666, the mode a new file gets.
    int create(const QString& target)
    {
        const QFileInfo info(target);
        for (int attempt = 0; attempt < 100; ++attempt) {
            const QString name = QStringLiteral(".%1.%2.tmp")
                                     .arg(info.fileName())
                                     .arg(QRandomGenerator::global()->generate64() & 0xffffffffffULL, 10, 36, QLatin1Char('0'));
            m_path = QFile::encodeName(info.dir().filePath(name));
            m_fd = ::open(m_path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (m_fd >= 0 || errno != EEXIST)
                break;
        }
        if (m_fd < 0)
            m_path.clear();
        return m_fd;
    }
    int fd() const { return m_fd; }
    const QByteArray& path() const { return m_path; }
    // The descriptor is closed by the caller (to check close()'s result); the file stays unless renamed.
    void forgetDescriptor() { m_fd = -1; }
    void keepFile() { m_path.clear(); }

private:
    int m_fd = -1;
    QByteArray m_path;
};

// Writes all of `bytes`: a short write is retried, an error returns its errno.
int writeAll(int fd, const QByteArray& bytes)
{
    const char* p = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, static_cast<size_t>(std::min<qint64>(left, 1 << 30)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return ENOSPC; // write() made no progress: the device is full
        p += n;
        left -= n;
    }
    return 0;
}

} // namespace

QString OutputFile::readOnlyMessage(const QString& path)
{
    return tr("%1 is read-only; it was not overwritten (make it writable, or save under another name)").arg(path);
}

QString OutputFile::hardLinkNote(const OutputCheck& c)
{
    if (c.otherLinks <= 0)
        return {};
    //: %1 a file; %2 how many names (hard links) the file has, 2 or more
    return tr("%1 has more than one name (%2 hard links): the saved file replaces this name only, the other names "
              "keep the old content")
        .arg(c.target)
        .arg(c.otherLinks + 1);
}

OutputCheck OutputFile::check(const QString& path, const WriteOptions& options)
{
    OutputCheck c;
    if (path.isEmpty()) {
        c.error = tr("no file name given");
        return c;
    }
    const QByteArray native = QFile::encodeName(path);
    struct stat link {};
    if (::lstat(native.constData(), &link) == 0) {
        struct stat st {};
        if (::stat(native.constData(), &st) != 0) {
            c.error = tr("%1 is a symbolic link to a missing file; it was not replaced").arg(path);
            return c;
        }
        if (!S_ISREG(st.st_mode)) {
            //: %1 a path, %2 what it is: a folder, a device, a pipe (FIFO), a socket
            c.error = tr("%1 is %2, not a regular file; FleetPlanner writes only regular files").arg(path, kindOf(st.st_mode));
            return c;
        }
        c.target = S_ISLNK(link.st_mode) ? resolved(native) : QFileInfo(path).absoluteFilePath();
        if (c.target.isEmpty())
            c.target = QFileInfo(path).absoluteFilePath();
        c.exists = true;
        c.readOnly = (st.st_mode & 0222) == 0 || ::access(QFile::encodeName(c.target).constData(), W_OK) != 0;
        c.otherLinks = static_cast<qint64>(st.st_nlink) - 1;
    } else if (errno != ENOENT) {
        c.error = tr("cannot write %1: %2").arg(path, reason(errno));
        return c;
    } else {
        c.target = QFileInfo(path).absoluteFilePath();
    }
    const QString folder = QFileInfo(c.target).absolutePath();
    struct stat dir {};
    if (::stat(QFile::encodeName(folder).constData(), &dir) != 0 || !S_ISDIR(dir.st_mode)) {
        c.error = tr("cannot write %1: the folder %2 does not exist").arg(path, folder);
        return c;
    }
    if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0) {
        c.error = tr("cannot write %1: cannot create files in %2: %3").arg(path, folder, reason(errno));
        return c;
    }
    if (c.readOnly && !options.overwriteReadOnly)
        c.error = readOnlyMessage(path);
    return c;
}

// The new file and where it goes: kept apart from the header, which need not know TempFile.
struct OutputFile::Stream::Target {
    OutputCheck check;
    TempFile tmp;
};

namespace {

// Pieces are gathered up to this size before a write(): one system call per ~10⁴ CSV rows, a bounded buffer.
constexpr qsizetype kStreamBuffer = 1 << 20;

} // namespace

OutputFile::Stream::Stream(const QString& path, const WriteOptions& options)
    : m_target(std::make_unique<Target>()), m_path(path)
{
    m_target->check = check(path, options);
    if (!m_target->check.ok()) {
        m_error = m_target->check.error;
        return;
    }
    TempFile& tmp = m_target->tmp;
    if (tmp.create(m_target->check.target) < 0) {
        fail(errno);
        return;
    }
    if (m_target->check.exists) {
        struct stat st {};
        if (::stat(QFile::encodeName(m_target->check.target).constData(), &st) == 0) {
            // Owner first (fchown clears set-id bits), then the mode: the new file looks like the old one.
            if ((st.st_uid != ::geteuid() || st.st_gid != ::getegid()) && ::fchown(tmp.fd(), st.st_uid, st.st_gid) != 0)
                (void)::fchown(tmp.fd(), static_cast<uid_t>(-1), st.st_gid); // not permitted: keep at least the group
            if (::fchmod(tmp.fd(), st.st_mode & 07777) != 0)
                fail(errno);
        }
    }
}

OutputFile::Stream::~Stream() = default; // TempFile closes and removes the new file unless it was renamed

void OutputFile::Stream::fail(int error)
{
    if (m_error.isEmpty())
        m_error = tr("cannot write %1: %2").arg(m_path, reason(error));
}

void OutputFile::Stream::append(const QByteArray& bytes)
{
    if (m_buffer.size() + bytes.size() >= kStreamBuffer)
        flush();
    if (!ok())
        return;
    if (bytes.size() < kStreamBuffer)
        m_buffer += bytes;
    else if (const int error = writeAll(m_target->tmp.fd(), bytes)) // large: straight to the file, not copied first
        fail(error);
}

void OutputFile::Stream::flush()
{
    if (ok() && !m_buffer.isEmpty())
        if (const int error = writeAll(m_target->tmp.fd(), m_buffer))
            fail(error);
    m_buffer.resize(0); // keeps its capacity: the next pieces reuse it
}

QString OutputFile::Stream::commit()
{
    flush();
    if (!ok())
        return m_error;
    TempFile& tmp = m_target->tmp;
    const QString& target = m_target->check.target;
    const auto failed = [this](int error) {
        fail(error);
        return m_error;
    };
    // The data must be on disk before the rename makes it the file: a full disk or an I/O error shows here
    // at the latest (delayed allocation, network file systems).
    if (::fsync(tmp.fd()) != 0 && errno != EINVAL)
        return failed(errno);
    const int fd = tmp.fd();
    tmp.forgetDescriptor();
    if (::close(fd) != 0)
        return failed(errno);
    if (::rename(tmp.path().constData(), QFile::encodeName(target).constData()) != 0)
        return failed(errno);
    tmp.keepFile();
    // Make the rename itself durable; failing to sync a folder does not lose the data already written.
    const int dirFd = ::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        (void)::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

QString OutputFile::write(const QString& path, const QByteArray& bytes, const WriteOptions& options)
{
    Stream out(path, options);
    out.append(bytes);
    return out.commit();
}

} // namespace fleet::app
