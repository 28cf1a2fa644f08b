// Bad output targets, end to end: every row points a writer (plan save, autosave, report CSV / JSON, search
// CSV, the CLI's standard output) at something that must not be written — a device, a FIFO, a socket, a
// folder, a missing folder, a dangling link, a read-only file, a full disk — and asserts a message that names
// the target and says why in words, a non-zero exit, and that the target is exactly as before (a device is
// still that device, an old plan still byte-identical, its mode unchanged). Issue 15; the writer is
// app/io/OutputFile, and its Stream for output written in pieces (the search CSV, streamed: issue 31). Rows that
// need root (mknod, mount) are skipped with a message elsewhere.
#include "CliRun.h"
#include "SafetyFixtures.h"
#include "document/AutosaveStore.h"
#include "document/ScenarioDocument.h"
#include "io/OutputFile.h"
#include "io/ScenarioFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <vector>

#include <fcntl.h>

#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

using fleet::app::OutputFile;
using fleet::app::ScenarioFile;
using fleet::test::CliRun;
using fleet::test::fileHash;
using fleet::test::SmallDisk;

namespace {

// What a target is, for "unchanged": type, mode, device numbers, inode and the bytes of a regular file.
QByteArray fingerprint(const QString& path)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return QByteArrayLiteral("<absent>");
    QByteArray f = QByteArray::number(st.st_mode, 8) + ' ' + QByteArray::number(qulonglong(st.st_rdev)) + ' ' +
                   QByteArray::number(qulonglong(st.st_ino));
    if (S_ISREG(st.st_mode))
        f += ' ' + fileHash(path).toHex();
    return f;
}

// The writers under test, each run against `target`; returns (exit status or 0/2 for direct calls, message).
CliRun write(const QString& writer, const QString& target)
{
    if (writer == QLatin1String("save"))
        return fleet::test::runCli({QStringLiteral("save"), QStringLiteral("-o"), target});
    if (writer == QLatin1String("report.csv") || writer == QLatin1String("report.json"))
        return fleet::test::runCli({QStringLiteral("report"), QStringLiteral("-o"), target});
    if (writer == QLatin1String("search --csv"))
        return fleet::test::runCli({QStringLiteral("search"), QStringLiteral("--no-default-axes"), QStringLiteral("--vary"),
                                    QStringLiteral("training.tp=1,2"), QStringLiteral("--csv"), target});
    CliRun r;
    if (writer == QLatin1String("autosave"))
        r.err = fleet::app::AutosaveStore::write(target, fleet::Scenario{}, {});
    else if (writer == QLatin1String("document save"))
        r.err = fleet::app::ScenarioDocument().saveAs(target, {});
    r.code = r.err.isEmpty() ? 0 : 2;
    return r;
}

// The report writers need the target's extension.
QString withExtension(const QString& writer, const QString& path)
{
    if (writer == QLatin1String("report.csv") || writer == QLatin1String("search --csv"))
        return path + QStringLiteral(".csv");
    if (writer == QLatin1String("report.json"))
        return path + QStringLiteral(".json");
    return path + QStringLiteral(".fleetplan");
}

const QStringList kWriters = {QStringLiteral("save"), QStringLiteral("document save"), QStringLiteral("autosave"),
                              QStringLiteral("report.csv"), QStringLiteral("report.json"), QStringLiteral("search --csv")};

} // namespace

class TestBadOutput : public QObject {
    Q_OBJECT
private slots:
    // ---- targets that are not regular files: refused, named, and left exactly as they are ----------------
    void notARegularFile_data()
    {
        QTest::addColumn<QString>("writer");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("said"); // how the message names what the target is
        for (const QString& w : kWriters) {
            const QByteArray name = w.toLatin1();
            QTest::newRow(name + ": FIFO") << w << "fifo" << "pipe (FIFO)";
            QTest::newRow(name + ": socket") << w << "socket" << "socket";
            QTest::newRow(name + ": folder") << w << "folder" << "folder";
            QTest::newRow(name + ": character device (mknod)") << w << "chardev" << "device";
            QTest::newRow(name + ": block device (mknod)") << w << "blockdev" << "device";
            QTest::newRow(name + ": link to a device") << w << "devlink" << "device";
        }
    }

    void notARegularFile()
    {
        QFETCH(QString, writer);
        QFETCH(QString, kind);
        QFETCH(QString, said);
        QTemporaryDir dir;
        const QString target = withExtension(writer, dir.filePath(QStringLiteral("target")));
        const QByteArray native = QFile::encodeName(target);
        if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(native.constData(), 0600), 0);
        } else if (kind == QLatin1String("socket")) {
            const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
            sockaddr_un addr {};
            addr.sun_family = AF_UNIX;
            if (size_t(native.size()) >= sizeof addr.sun_path)
                QSKIP("the temporary folder's path is too long for a socket address");
            std::memcpy(addr.sun_path, native.constData(), size_t(native.size()));
            QCOMPARE(::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
            ::close(fd);
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir().mkdir(target));
        } else if (kind == QLatin1String("devlink")) {
            QVERIFY(QFile::link(QStringLiteral("/dev/null"), target));
        } else {
            // A second /dev/null (char 1:3) or a loop device node (block 7:0), only in the temporary folder.
            const mode_t type = kind == QLatin1String("chardev") ? S_IFCHR : S_IFBLK;
            const dev_t dev = kind == QLatin1String("chardev") ? makedev(1, 3) : makedev(7, 0);
            if (::mknod(native.constData(), type | 0666, dev) != 0)
                QSKIP(qPrintable(QStringLiteral("mknod needs root (CAP_MKNOD): %1").arg(QString::fromLocal8Bit(std::strerror(errno)))));
        }
        const QByteArray before = fingerprint(target);
        const CliRun r = write(writer, target);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(target) || r.err.contains(QFileInfo(target).fileName()), qPrintable(r.err));
        QVERIFY2(r.err.contains(said), qPrintable(r.err));
        QCOMPARE(fingerprint(target), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot).size(), 1); // no temp
    }

    // ---- paths that cannot be written: a message naming why, before any work, nothing left behind ------------
    void cannotWrite_data()
    {
        QTest::addColumn<QString>("writer");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("said");
        for (const QString& w : kWriters) {
            const QByteArray name = w.toLatin1();
            if (w != QLatin1String("autosave")) // the autosave folder is created when missing
                QTest::newRow(name + ": missing folder") << w << "missing" << "does not exist";
            QTest::newRow(name + ": dangling symbolic link") << w << "dangling" << "symbolic link to a missing file";
            QTest::newRow(name + ": read-only file (0444)") << w << "readonly" << "read-only";
        }
    }

    void cannotWrite()
    {
        QFETCH(QString, writer);
        QFETCH(QString, kind);
        QFETCH(QString, said);
        QTemporaryDir dir;
        QString target = withExtension(writer, dir.filePath(QStringLiteral("target")));
        if (kind == QLatin1String("missing"))
            target = withExtension(writer, dir.filePath(QStringLiteral("no/such/folder/target")));
        else if (kind == QLatin1String("dangling"))
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone")), target));
        else if (kind == QLatin1String("readonly")) {
            QVERIFY(ScenarioFile::save(target, fleet::Scenario{}, {}).isEmpty());
            QVERIFY(QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        }
        const QByteArray before = fingerprint(target);
        const CliRun r = write(writer, target);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(said), qPrintable(r.err));
        QCOMPARE(fingerprint(target), before);
    }

    // ---- a full disk: the old file survives, the message says why, the exit is non-zero -------------------
    void fullDisk_data()
    {
        QTest::addColumn<QString>("writer");
        for (const QString& w : kWriters)
            QTest::newRow(w.toLatin1()) << w;
    }

    void fullDisk()
    {
        QFETCH(QString, writer);
        QTemporaryDir dir;
        SmallDisk disk(dir.path());
        if (!disk.mounted())
            QSKIP(qPrintable(disk.why()));
        const QString target = withExtension(writer, dir.filePath(QStringLiteral("target")));
        QVERIFY(OutputFile::write(target, QByteArrayLiteral("the old file, which must survive\n")).isEmpty());
        disk.fill();
        const QByteArray before = fingerprint(target);
        const CliRun r = write(writer, target);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("No space left on device")), qPrintable(r.err));
        QVERIFY2(r.err.contains(target), qPrintable(r.err));
        QCOMPARE(fingerprint(target), before);
        QVERIFY(!QDir(dir.path()).entryList(QDir::Hidden | QDir::Files).join(u' ').contains(QStringLiteral(".tmp")));
    }

    // A document whose save failed stays modified, under its old path.
    void failedSaveKeepsTheDocumentModified()
    {
        QTemporaryDir dir;
        SmallDisk disk(dir.path());
        if (!disk.mounted())
            QSKIP(qPrintable(disk.why()));
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        fleet::app::ScenarioDocument doc;
        QVERIFY(doc.saveAs(path, {}).isEmpty());
        QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.31).isEmpty());
        disk.fill();
        const QString err = doc.saveAs(path, {});
        QVERIFY2(err.contains(QStringLiteral("No space left on device")), qPrintable(err));
        QVERIFY(doc.isModified());
        QCOMPARE(doc.filePath(), path);
        QCOMPARE(ScenarioFile::load(path).scenario->training.mfu, fleet::Scenario{}.training.mfu);
    }

    // ---- what a write keeps: the mode, the owner; hard links are named in a warning -----------------------------
    void keepsModeAndOwner()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        QVERIFY(ScenarioFile::save(path, fleet::Scenario{}, {}).isEmpty());
        QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0640), 0);
        const bool root = ::geteuid() == 0;
        if (root)
            QCOMPARE(::chown(QFile::encodeName(path).constData(), 65534, 65534), 0); // nobody
        const CliRun r = fleet::test::runCli({QStringLiteral("save"), QStringLiteral("--set"), QStringLiteral("training.mfu=0.3"),
                                              QStringLiteral("-o"), path});
        QCOMPARE(r.code, 0);
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 07777), 0640);
        if (root) {
            QCOMPARE(int(st.st_uid), 65534);
            QCOMPARE(int(st.st_gid), 65534);
        }
        QCOMPARE(ScenarioFile::load(path).scenario->training.mfu, 0.3);
    }

    void hardLinkIsNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        const QString other = dir.filePath(QStringLiteral("other-name.fleetplan"));
        QVERIFY(ScenarioFile::save(path, fleet::Scenario{}, {}).isEmpty());
        QCOMPARE(::link(QFile::encodeName(path).constData(), QFile::encodeName(other).constData()), 0);
        const CliRun r = fleet::test::runCli({QStringLiteral("save"), QStringLiteral("--set"), QStringLiteral("training.mfu=0.3"),
                                              QStringLiteral("-o"), path});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QStringLiteral("warning: ")) && r.err.contains(QStringLiteral("2 hard links")), qPrintable(r.err));
        QCOMPARE(ScenarioFile::load(path).scenario->training.mfu, 0.3);
        QCOMPARE(ScenarioFile::load(other).scenario->training.mfu, fleet::Scenario{}.training.mfu);
        QCOMPARE(OutputFile::check(path).otherLinks, qint64(0));
    }

    // A symbolic link to a plan writes the plan; the link stays a link.
    void symbolicLinkWritesItsTarget()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        const QString link = dir.filePath(QStringLiteral("link.fleetplan"));
        QVERIFY(ScenarioFile::save(path, fleet::Scenario{}, {}).isEmpty());
        QVERIFY(QFile::link(path, link));
        QVERIFY(fleet::app::ScenarioFile::save(link, fleet::Scenario{}, {}).isEmpty());
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(ScenarioFile::load(path).scenario);
    }

    // ---- output written in pieces (OutputFile::Stream, the search CSV): the same guarantees as one write ---------
    void streamReplacesTheTargetAtCommit()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("rows.csv"));
        QVERIFY(OutputFile::write(target, "the old file\n").isEmpty());
        const QByteArray before = fingerprint(target);
        QByteArray expected;
        {
            OutputFile::Stream out(target);
            QVERIFY2(out.ok(), qPrintable(out.error()));
            // Small pieces (buffered) and one larger than the buffer (written straight through), in order.
            for (int i = 0; i < 50000; ++i) {
                const QByteArray row = QByteArray::number(i) + ",valid,1\n";
                out.append(row);
                expected += row;
            }
            const QByteArray large(3 << 20, 'x');
            out.append(large);
            expected += large;
            out.append("last\n");
            expected += "last\n";
            QCOMPARE(fingerprint(target), before); // nothing replaces the target before commit()
            QCOMPARE(out.commit(), QString());
        }
        QFile f(target);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll() == expected);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Hidden | QDir::Files), QStringList{QStringLiteral("rows.csv")});
    }

    // Not committed (the work failed or was cancelled): the target is as it was and the new file is gone.
    void streamNotCommittedLeavesTheTarget()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("rows.csv"));
        QVERIFY(OutputFile::write(target, "the old file\n").isEmpty());
        const QByteArray before = fingerprint(target);
        {
            OutputFile::Stream out(target);
            out.append(QByteArray(2 << 20, 'y'));
        }
        QCOMPARE(fingerprint(target), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Hidden | QDir::Files), QStringList{QStringLiteral("rows.csv")});
    }

    // A target that cannot be written fails at once, and keeps failing; a full disk fails at the append that
    // meets it, names the target and the reason, and leaves the old file and no new one.
    void streamFailuresAreKept()
    {
        OutputFile::Stream device(QStringLiteral("/dev/null"));
        QVERIFY(!device.ok());
        device.append("x");
        QVERIFY2(device.commit().contains(QStringLiteral("/dev/null is a device")), qPrintable(device.error()));

        QTemporaryDir dir;
        SmallDisk disk(dir.path());
        if (!disk.mounted())
            QSKIP(qPrintable(disk.why()));
        const QString target = dir.filePath(QStringLiteral("rows.csv"));
        QVERIFY(OutputFile::write(target, "the old file\n").isEmpty());
        const QByteArray before = fingerprint(target);
        OutputFile::Stream out(target);
        QVERIFY(out.ok());
        out.append(QByteArray(2 << 20, 'z')); // 2 MB on a 64 KB disk
        QVERIFY(!out.ok());
        QVERIFY2(out.error().contains(target) && out.error().contains(QStringLiteral("No space left on device")),
                 qPrintable(out.error()));
        out.append("more\n"); // ignored after the failure
        QCOMPARE(out.commit(), out.error());
        QCOMPARE(fingerprint(target), before);
    }

    // Issue 31: `search --csv` streams its rows to the file instead of building the CSV in memory. The same search
    // with and without --csv peaks at nearly the same resident memory; the CSV (200,004 rows, ~46 MB) held in
    // memory added at least its own size.
    void searchCsvIsStreamed()
    {
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer's quarantine and shadow memory move the resident peak by tens of MB from run to run.
        QSKIP("peak-RSS comparison is not meaningful under AddressSanitizer");
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
        QSKIP("peak-RSS comparison is not meaningful under AddressSanitizer");
#endif
#endif
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("s.csv"));
        const QStringList search{QStringLiteral("--builtin-catalog"), QStringLiteral("search"), QStringLiteral("--no-default-axes"),
                                 QStringLiteral("--vary"), QStringLiteral("training.tp=4,8"), QStringLiteral("--vary"),
                                 QStringLiteral("training.tokens=1e11:1.05e11:1e5"), QStringLiteral("--vary"),
                                 QStringLiteral("training.zeroStage=0,3"), QStringLiteral("--top"), QStringLiteral("2")};
        // Each run's own peak: wait4 returns the resource use of that child alone (RUSAGE_CHILDREN would be the largest
        // child the test process ever reaped, and hide a regression behind any earlier, bigger one).
        const auto peakAfter = [](const QStringList& args) {
            std::vector<QByteArray> storage{QByteArray(FLEET_CLI_PATH)};
            for (const QString& a : args)
                storage.push_back(QFile::encodeName(a));
            std::vector<char*> argv;
            for (QByteArray& a : storage)
                argv.push_back(a.data());
            argv.push_back(nullptr);
            const pid_t pid = ::fork();
            if (pid == 0) {
                const int null = ::open("/dev/null", O_WRONLY);
                ::dup2(null, STDOUT_FILENO);
                ::execv(argv[0], argv.data());
                ::_exit(127);
            }
            int status = 0;
            rusage usage{};
            if (pid < 0 || ::wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
                return qint64(-1);
            return qint64(usage.ru_maxrss) * 1024;
        };
        const qint64 without = peakAfter(search);
        QVERIFY(without > 0);
        const qint64 with = peakAfter(search + QStringList{QStringLiteral("--csv"), csv});
        QVERIFY(with > 0);
        const qint64 csvBytes = QFileInfo(csv).size();
        QVERIFY2(csvBytes > 40'000'000, qPrintable(QString::number(csvBytes)));
        qInfo("search peak RSS: %.1f MB without --csv, %.1f MB with a %.1f MB CSV", without / 1e6, with / 1e6, csvBytes / 1e6);
        QVERIFY2(with - without < csvBytes / 2, qPrintable(QStringLiteral("%1 → %2 bytes").arg(without).arg(with)));
    }

    // ---- the check comes before the work: a bad --csv path fails before the search runs ---------------------
    void outputCheckedBeforeWork()
    {
        const CliRun r = fleet::test::runCli({QStringLiteral("search"), QStringLiteral("--csv"), QStringLiteral("/dev/null")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("/dev/null is a device")), qPrintable(r.err));
        QVERIFY2(!r.out.contains(QStringLiteral("Evaluated")), qPrintable(r.out)); // nothing was searched
    }

    // ---- standard output: a full device (/dev/full) or a closed pipe is an error, not success -----------------
    void standardOutputFull()
    {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full on this system");
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(FLEET_CLI_PATH), {QStringLiteral("--builtin-catalog"), QStringLiteral("eval"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("cannot write the output: No space left on device")), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestBadOutput)
#include "tst_bad_output.moc"
