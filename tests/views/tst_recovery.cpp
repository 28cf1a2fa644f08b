// No data loss: autosave, recovery after a real kill -9 of the GUI executable, the recovery choices, and
// detection of changes to the open file on disk (issue 7, robustness).
#include "ExternalChangeController.h"
#include "RecoveryController.h"
#include "document/Autosave.h"
#include "document/AutosaveStore.h"
#include "document/ExternalChangeWatcher.h"
#include "document/ScenarioDocument.h"
#include "io/ScenarioFile.h"
#include "SafetyFixtures.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDirIterator>
#include <QFileInfo>
#include <QStandardPaths>
#include <QMessageBox>
#include <QTimer>
#include <QUndoStack>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace fleet::app;
using fleet::test::filesUnder;

namespace {

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

fleet::Scenario planWithMfu(double mfu)
{
    fleet::Scenario s;
    s.training.mfu = mfu;
    return s;
}

// A pid that no process has (Linux pids stay below 2^22).
constexpr qint64 kDeadPid = 4194000;

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    // The real thing: start the GUI, edit, wait for the autosave, kill -9, restart with --recover.
    void killDashNineThenRecover()
    {
        QTemporaryDir home;
        const QProcessEnvironment env = fleet::test::isolatedGuiEnvironment(home);
        QProcess first;
        const QStringList autosaves = fleet::test::startAndAwaitAutosave(
            first, QStringLiteral(FLEET_GUI_PATH),
            {QStringLiteral("--builtin-catalog"), QStringLiteral("--autosave-seconds"), QStringLiteral("1"), QStringLiteral("--set"),
             QStringLiteral("training.mfu=0.371")},
            home);
        QVERIFY2(!autosaves.isEmpty(), qPrintable(QString::fromLocal8Bit(first.readAllStandardError())));
        QVERIFY(!filesUnder(home.path(), QStringLiteral("session-*.lock")).isEmpty());
        first.kill(); // SIGKILL: no destructor, no clean-up
        QVERIFY(first.waitForFinished(10000));
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);
        QCOMPARE(filesUnder(home.path(), QStringLiteral("*.fleetautosave")), autosaves);

        const QString dump = home.filePath(QStringLiteral("recovered.fleetplan"));
        QProcess second;
        second.setProcessEnvironment(env);
        second.start(QStringLiteral(FLEET_GUI_PATH), {QStringLiteral("--builtin-catalog"), QStringLiteral("--recover"),
                                                      QStringLiteral("--dump-scenario"), dump});
        QVERIFY(second.waitForFinished(60000));
        QVERIFY2(second.exitCode() == 0, qPrintable(QString::fromLocal8Bit(second.readAllStandardError())));
        QFile f(dump);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const ScenarioReadResult r = ScenarioFile::parse(f.readAll());
        QVERIFY2(r.scenario, qPrintable(r.error));
        QCOMPARE(r.scenario->training.mfu, 0.371);
        // Recovered and exited cleanly: nothing is left to recover.
        QVERIFY(filesUnder(home.path(), QStringLiteral("*.fleetautosave")).isEmpty());
        QVERIFY(filesUnder(home.path(), QStringLiteral("session-*.lock")).isEmpty());
    }

    // Containers and Flatpak start every process as PID 1: a restarted app gets the crashed one's pid. Two GUI
    // runs in their own PID namespaces (both PID 1): the first is killed with SIGKILL after its autosave, the
    // second must still offer (and here recover) the plan — liveness is the session's lock, not its pid.
    void pidNamespaceReuseStillRecovers()
    {
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (unshare.isEmpty())
            QSKIP("unshare (util-linux) is not installed");
        QProcess probe;
        probe.start(unshare, {QStringLiteral("--pid"), QStringLiteral("--fork"), QStringLiteral("--mount-proc"),
                              QStringLiteral("--kill-child"), QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo $$")});
        if (!probe.waitForFinished(10000) || probe.exitCode() != 0 || probe.readAllStandardOutput().trimmed() != "1")
            QSKIP(qPrintable(QStringLiteral("PID namespaces are not available here: %1")
                                 .arg(QString::fromLocal8Bit(probe.readAllStandardError()).trimmed())));
        QTemporaryDir home;
        const QProcessEnvironment env = fleet::test::isolatedGuiEnvironment(home);
        const QStringList inNamespace{QStringLiteral("--pid"), QStringLiteral("--fork"), QStringLiteral("--mount-proc"),
                                      QStringLiteral("--kill-child"), QStringLiteral(FLEET_GUI_PATH), QStringLiteral("--builtin-catalog")};
        QProcess first;
        const QStringList autosaves = fleet::test::startAndAwaitAutosave(
            first, unshare,
            inNamespace + QStringList{QStringLiteral("--autosave-seconds"), QStringLiteral("1"), QStringLiteral("--set"),
                                      QStringLiteral("training.mfu=0.373")},
            home);
        QVERIFY2(!autosaves.isEmpty(), qPrintable(QString::fromLocal8Bit(first.readAllStandardError())));
        QVERIFY2(QFileInfo(autosaves.constFirst()).fileName().startsWith(QStringLiteral("session-1.")), qPrintable(autosaves.constFirst()));
        first.kill(); // unshare dies; --kill-child sends SIGKILL to the app (PID 1 of its namespace)
        QVERIFY(first.waitForFinished(10000));
        QTest::qWait(300);

        const QString dump = home.filePath(QStringLiteral("recovered.fleetplan"));
        QProcess second;
        second.setProcessEnvironment(env);
        second.start(unshare, inNamespace + QStringList{QStringLiteral("--recover"), QStringLiteral("--dump-scenario"), dump});
        QVERIFY(second.waitForFinished(60000));
        QVERIFY2(second.exitCode() == 0, qPrintable(QString::fromLocal8Bit(second.readAllStandardError())));
        QCOMPARE(ScenarioFile::load(dump).scenario->training.mfu, 0.373);
        QVERIFY(filesUnder(home.path(), QStringLiteral("*.fleetautosave")).isEmpty());
        QVERIFY(filesUnder(home.path(), QStringLiteral("session-*.lock")).isEmpty());
    }

    // Sessions in one folder: a running session's autosave is never offered nor deleted by another; a gone
    // session's is, whatever its pid (ours included); stale lock files are cleaned up.
    void sessionsByLock()
    {
        QTemporaryDir dir;
        AutosaveStore running(dir.path()), me(dir.path());
        QVERIFY(running.acquireSession());
        QVERIFY(me.acquireSession());
        QVERIFY(running.sessionId() != me.sessionId()); // same pid (this process), two sessions
        const QString theirs = running.autosavePathFor(1);
        QVERIFY(AutosaveStore::write(theirs, planWithMfu(0.41), {}).isEmpty());
        // A crashed session with this very pid: its lock file is there, but nobody holds the lock.
        const QString pid = QString::number(QCoreApplication::applicationPid());
        const QString crashed = dir.filePath(QStringLiteral("session-%1.deadbeef-1.fleetautosave").arg(pid));
        QVERIFY(AutosaveStore::write(crashed, planWithMfu(0.42), {}).isEmpty());
        writeFile(dir.filePath(QStringLiteral("session-%1.deadbeef.lock").arg(pid)), pid.toLatin1());
        // An old-style autosave (session-<pid>-<n>) naming this pid is not this session's either.
        const QString legacy = dir.filePath(QStringLiteral("session-%1-1.fleetautosave").arg(pid));
        QVERIFY(AutosaveStore::write(legacy, planWithMfu(0.43), {}).isEmpty());
        // A stale lock with nothing to recover.
        const QString stale = dir.filePath(QStringLiteral("session-%1.lock").arg(kDeadPid));
        writeFile(stale, "1");

        const QList<AutosaveEntry> offered = me.crashedSessions();
        QStringList paths;
        for (const AutosaveEntry& e : offered)
            paths << e.autosavePath;
        paths.sort();
        QCOMPARE(paths, (QStringList{legacy, crashed}));
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("session-%1.deadbeef.lock").arg(pid)))); // until recovered

        // Asked to remove the running session's autosave, the store refuses.
        QVERIFY(!me.remove(AutosaveStore::read(theirs)));
        QVERIFY(QFile::exists(theirs));
        for (const AutosaveEntry& e : offered)
            QVERIFY(me.remove(e));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("session-%1.deadbeef.lock").arg(pid))));
        QVERIFY(me.crashedSessions().isEmpty());
        // While it runs, every store sees it alive (the kill -9 tests cover the other way).
        QVERIFY(running.sessionAlive(running.sessionId()));
        QVERIFY(me.sessionAlive(running.sessionId()));
    }

    void autosaveWritesAndRemoves()
    {
        QTemporaryDir dir;
        ScenarioDocument doc;
        const QString plan = dir.filePath(QStringLiteral("plan.fleetplan"));
        QVERIFY(doc.saveAs(plan, {}).isEmpty());
        const QString path = dir.filePath(QStringLiteral("autosave/session-1-1.fleetautosave"));
        Autosave autosave(&doc, path, 1);
        QSignalSpy saved(&autosave, &Autosave::autosaved);
        autosave.tick();
        QVERIFY(!QFile::exists(path)); // nothing unsaved, nothing written
        QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.29).isEmpty());
        QVERIFY(saved.wait(5000));
        const AutosaveEntry e = AutosaveStore::read(path);
        QVERIFY2(e.scenario, qPrintable(e.error));
        QCOMPARE(e.scenario->training.mfu, 0.29);
        QCOMPARE(e.originalPath, plan);
        QVERIFY(qAbs(e.savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QVERIFY(doc.saveAs(plan, {}).isEmpty()); // a clean save removes the autosave
        QVERIFY(!QFile::exists(path));
    }

    void recoveryChoices_data()
    {
        QTest::addColumn<int>("choice");
        QTest::addColumn<bool>("fileRemains");
        QTest::newRow("recover") << int(RecoveryController::Choice::Recover) << false;
        QTest::newRow("discard") << int(RecoveryController::Choice::Discard) << false;
        QTest::newRow("later") << int(RecoveryController::Choice::Later) << true;
    }

    void recoveryChoices()
    {
        QFETCH(int, choice);
        QFETCH(bool, fileRemains);
        QTemporaryDir dir;
        AutosaveStore store(dir.path());
        const QString crashed = dir.filePath(QStringLiteral("session-%1-1.fleetautosave").arg(kDeadPid));
        QVERIFY(AutosaveStore::write(crashed, planWithMfu(0.33), QStringLiteral("/plans/a.fleetplan")).isEmpty());
        writeFile(dir.filePath(QStringLiteral("session-%1.lock").arg(kDeadPid)), QByteArray::number(kDeadPid));
        // A session that is still running (this process) is not offered.
        QVERIFY(store.acquireSession());
        QVERIFY(AutosaveStore::write(store.autosavePathFor(1), planWithMfu(0.5), {}).isEmpty());

        QWidget window;
        ScenarioDocument doc;
        RecoveryController recovery(&store, &doc, &window);
        int listed = -1;
        recovery.setAnswerHook([&](const QList<AutosaveEntry>& entries) {
            listed = int(entries.size());
            return RecoveryController::Choice(choice);
        });
        QCOMPARE(int(recovery.offer(RecoveryController::Mode::Ask)), choice);
        QCOMPARE(listed, 1);
        QCOMPARE(QFile::exists(crashed), fileRemains);
        QCOMPARE(QFile::exists(dir.filePath(QStringLiteral("session-%1.lock").arg(kDeadPid))), fileRemains);
        QVERIFY(QFile::exists(store.autosavePathFor(1)));
        if (RecoveryController::Choice(choice) == RecoveryController::Choice::Recover) {
            QCOMPARE(doc.scenario().training.mfu, 0.33);
            QCOMPARE(doc.filePath(), QStringLiteral("/plans/a.fleetplan"));
            QVERIFY(doc.isModified());
        } else {
            QCOMPARE(doc.scenario().training.mfu, fleet::Scenario{}.training.mfu);
        }
        store.release();
        QVERIFY(!QFile::exists(store.autosavePathFor(1)));
    }

    // A deleted plan file: the plan becomes modified (closing asks to save it), the undo history stays.
    void externalDelete()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        QVERIFY(ScenarioFile::save(path, planWithMfu(0.3), {}).isEmpty());
        QWidget window;
        ScenarioDocument doc;
        QVERIFY(doc.open(path).scenario);
        QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.31).isEmpty());
        QVERIFY(doc.saveAs(path, {}).isEmpty());
        ExternalChangeController controller(&doc, &window);
        QSignalSpy handled(&controller, &ExternalChangeController::handled);
        QVERIFY(QFile::remove(path));
        QVERIFY(handled.wait(5000));
        QVERIFY(doc.isModified());
        QVERIFY(doc.undoStack()->canUndo());
        QCOMPARE(doc.scenario().training.mfu, 0.31);
    }

    // The file is truncated or overwritten with garbage by another program while the plan is open and clean: the
    // plan in memory is now the only good copy, so it becomes modified (Ctrl+Q asks), like a deleted file.
    void externalDamage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("truncated to nothing") << QByteArray();
        QTest::newRow("truncated mid-way") << QByteArray("{\"formatVersion\": 1, \"fleet\": {");
        QTest::newRow("garbage") << QByteArray("\x00\x01PK\x03\x04", 7);
    }

    void externalDamage()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        QVERIFY(ScenarioFile::save(path, planWithMfu(0.3), {}).isEmpty());
        QWidget window;
        ScenarioDocument doc;
        QVERIFY(doc.open(path).scenario);
        ExternalChangeController controller(&doc, &window);
        QSignalSpy handled(&controller, &ExternalChangeController::handled);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate)); // in place, as a careless program does
        f.write(bytes);
        f.close();
        QVERIFY(handled.wait(5000));
        QVERIFY(doc.isModified());
        QCOMPARE(doc.scenario().training.mfu, 0.3);
        QCOMPARE(doc.filePath(), path);
    }

    // The real dialog (no hook): lists the plan and its time, offers Recover / Discard / Later.
    void recoveryDialog()
    {
        QTemporaryDir dir;
        AutosaveStore store(dir.path());
        const QString crashed = dir.filePath(QStringLiteral("session-%1-1.fleetautosave").arg(kDeadPid));
        QVERIFY(AutosaveStore::write(crashed, planWithMfu(0.33), QStringLiteral("/plans/cluster-b.fleetplan")).isEmpty());
        QWidget window;
        window.resize(800, 500);
        window.show();
        ScenarioDocument doc;
        RecoveryController recovery(&store, &doc, &window);
        QString text;
        QStringList buttons;
        QTimer::singleShot(300, &window, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            text = box->text();
            for (QAbstractButton* b : box->buttons())
                buttons << b->text();
            if (const QByteArray out = qgetenv("FLEET_SCREENSHOT_DIR"); !out.isEmpty())
                box->grab().save(QString::fromLocal8Bit(out) + QStringLiteral("/recovery-dialog.png"));
            for (QAbstractButton* b : box->buttons())
                if (b->text() == QStringLiteral("Later"))
                    b->click();
        });
        QCOMPARE(recovery.offer(RecoveryController::Mode::Ask), RecoveryController::Choice::Later);
        QVERIFY2(text.contains(QStringLiteral("/plans/cluster-b.fleetplan")), qPrintable(text));
        buttons.sort();
        QCOMPARE(buttons, (QStringList{QStringLiteral("Discard"), QStringLiteral("Later"), QStringLiteral("Recover")}));
        QVERIFY(QFile::exists(crashed));
    }

    void externalChange_data()
    {
        QTest::addColumn<bool>("modified");
        QTest::addColumn<int>("answer");
        QTest::addColumn<double>("expectedMfu");
        QTest::newRow("unmodified: reloads") << false << -1 << 0.41;
        QTest::newRow("modified, keep mine") << true << int(ExternalChangeController::Answer::KeepMine) << 0.22;
        QTest::newRow("modified, reload") << true << int(ExternalChangeController::Answer::Reload) << 0.41;
    }

    void externalChange()
    {
        QFETCH(bool, modified);
        QFETCH(int, answer);
        QFETCH(double, expectedMfu);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.fleetplan"));
        QVERIFY(ScenarioFile::save(path, planWithMfu(0.3), {}).isEmpty());
        QWidget window;
        ScenarioDocument doc;
        QVERIFY(doc.open(path).scenario);
        ExternalChangeController controller(&doc, &window);
        int asked = 0;
        controller.setAnswerHook([&](const QString& p) {
            ++asked;
            [&] { QCOMPARE(p, path); }();
            return ExternalChangeController::Answer(answer);
        });
        QSignalSpy handled(&controller, &ExternalChangeController::handled);
        if (modified)
            QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.22).isEmpty());
        // Our own save is not an external change.
        if (!modified) {
            QVERIFY(doc.saveAs(path, {}).isEmpty());
            QVERIFY(!handled.wait(800));
        }
        QVERIFY(ScenarioFile::save(path, planWithMfu(0.41), {}).isEmpty()); // another program writes
        QVERIFY(handled.wait(5000));
        QCOMPARE(asked, modified ? 1 : 0);
        QCOMPARE(doc.scenario().training.mfu, expectedMfu);
        QCOMPARE(doc.isModified(), expectedMfu == 0.22);
        QCOMPARE(handled.constFirst().at(1).toBool(), expectedMfu == 0.41);
    }
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
