#pragma once
// The one way FleetPlanner writes a file: plans, autosaves, reports of every format and their chart files,
// chart images, the search CSV. A write goes to a new file beside the target; every write() is checked for
// its full size, the data is synced to disk and the sync checked, the target's mode (and owner, where
// permitted) is copied, and only then is the new file renamed over the target. On any failure the old file
// is left as it was and the message names the file and the reason in words ("No space left on device").
//
// Targets that are not regular files (a device such as /dev/null, a FIFO, a socket, a folder) are refused,
// never replaced. A read-only target is refused unless the caller says the user confirmed; a target with
// other hard links is written (the other names keep the old content), and check() says so beforehand.
// check() is cheap: call it before long work (a search, a PDF) so a bad path fails at once.
//
// Output too large to build in memory (the search CSV of 10⁶ rows) goes through OutputFile::Stream: the same new
// file beside the target, filled piece by piece, and the same checks, sync and rename at commit().
#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace fleet::app {

struct WriteOptions {
    bool overwriteReadOnly = false; // the user confirmed replacing a read-only file (its mode is kept)
};

struct OutputCheck {
    QString error;        // why the target cannot be written; empty when it can
    QString target;       // the file that will be replaced or created (symbolic links resolved)
    bool exists = false;  // the target exists (it is a regular file then)
    bool readOnly = false; // the target exists and is not writable (refused unless overwriteReadOnly)
    qint64 otherLinks = 0; // hard links besides this name: they keep the old content after the write
    bool ok() const { return error.isEmpty(); }
};

class OutputFile {
    Q_DECLARE_TR_FUNCTIONS(OutputFile)
public:
    static OutputCheck check(const QString& path, const WriteOptions& options = {});
    // Returns {} on success, else a message naming the file and the reason.
    static QString write(const QString& path, const QByteArray& bytes, const WriteOptions& options = {});

    // A file written in pieces with write()'s guarantees. The target is checked and the new file beside it created
    // on construction; append() adds bytes (buffered); commit() writes the rest, syncs, and renames the new file
    // over the target. The first failure is kept: append() then does nothing and commit() returns it. Destroyed
    // without a successful commit(), the new file is removed and the target is as it was.
    class Stream {
    public:
        explicit Stream(const QString& path, const WriteOptions& options = {});
        ~Stream();
        Stream(const Stream&) = delete;
        Stream& operator=(const Stream&) = delete;

        bool ok() const { return m_error.isEmpty(); }
        const QString& error() const { return m_error; } // names the file and the reason; empty while all is well
        void append(const QByteArray& bytes);
        QString commit(); // once, when every piece is appended: {} on success, else the error

    private:
        void flush();
        void fail(int error);

        struct Target;
        std::unique_ptr<Target> m_target;
        QString m_path;
        QByteArray m_buffer;
        QString m_error;
    };

    // "X has 1 other hard link; …": for a warning or a question. Empty when there is no other link.
    static QString hardLinkNote(const OutputCheck& check);
    // "X is read-only; …": the reason a read-only target is refused.
    static QString readOnlyMessage(const QString& path);
};

} // namespace fleet::app
