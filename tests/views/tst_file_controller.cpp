// Saving from the GUI (FileController): a save that fails — a full disk, a device as the target — says why,
// leaves the plan modified and its autosave in place, so Ctrl+Q still asks and nothing is lost; a read-only
// file is replaced only when the user agrees, and keeps its mode; hard links are named before they split.
#include "CatalogRowStore.h"
#include "FileController.h"
#include "RecoveryController.h"
#include "document/Autosave.h"
#include "document/AutosaveStore.h"
#include "document/ScenarioDocument.h"
#include "io/OutputFile.h"
#include "io/ScenarioFile.h"
#include "SafetyFixtures.h"
#include "TestCatalog.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWidget>

#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

using namespace fleet::app;

namespace {

struct Dialogs {
    QStringList questions, errors;
    bool answer = true;
    std::function<bool(const QString&, bool)> hook()
    {
        return [this](const QString& text, bool question) {
            (question ? questions : errors) << text;
            return answer;
        };
    }
};

int modeOf(const QString& path)
{
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

class TestFileController : public QObject {
    Q_OBJECT
private slots:
    void fullDiskKeepsPlanModifiedAndAutosave()
    {
        QTemporaryDir dir;
        fleet::test::SmallDisk disk(dir.path());
        if (!disk.mounted())
            QSKIP(qPrintable(disk.why()));
        const QString plan = dir.filePath(QStringLiteral("plan.fleetplan"));
        const QString autosavePath = dir.filePath(QStringLiteral("session.fleetautosave"));
        {
            QWidget window;
            ScenarioDocument doc;
            QVERIFY(doc.saveAs(plan, {}).isEmpty());
            Autosave autosave(&doc, autosavePath, 3600);
            FileController files(&doc, fleet::test::builtinCatalog(), &window);
            Dialogs dialogs;
            files.setDialogHook(dialogs.hook());
            QSignalSpy status(&files, &FileController::statusMessage);
            QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.37).isEmpty());
            autosave.tick(); // the edit is autosaved while there is room
            QVERIFY(QFile::exists(autosavePath));
            disk.fill();
            QVERIFY(!files.save());
            QCOMPARE(dialogs.errors.size(), 1);
            QVERIFY2(dialogs.errors.constFirst().contains(QStringLiteral("No space left on device")), qPrintable(dialogs.errors.constFirst()));
            QVERIFY(doc.isModified()); // Ctrl+Q asks
            QVERIFY(status.isEmpty());  // no "Saved"
            QVERIFY(QFile::exists(autosavePath));
            QCOMPARE(AutosaveStore::read(autosavePath).scenario->training.mfu, 0.37);
            QCOMPARE(ScenarioFile::load(plan).scenario->training.mfu, fleet::Scenario{}.training.mfu);
            autosave.tick(); // autosave again on the full disk: fails, keeps the previous autosave
            QCOMPARE(AutosaveStore::read(autosavePath).scenario->training.mfu, 0.37);
        }
    }

    void deviceIsRefused()
    {
        QWidget window;
        ScenarioDocument doc;
        FileController files(&doc, fleet::test::builtinCatalog(), &window);
        Dialogs dialogs;
        files.setDialogHook(dialogs.hook());
        QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.37).isEmpty());
        doc.restoreUnsaved(doc.scenario(), QStringLiteral("/dev/null"));
        QVERIFY(!files.save());
        QCOMPARE(dialogs.errors.size(), 1);
        QVERIFY2(dialogs.errors.constFirst().contains(QStringLiteral("/dev/null is a device")), qPrintable(dialogs.errors.constFirst()));
        QVERIFY(doc.isModified());
        struct stat st {};
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
    }

    void readOnlyAsks_data()
    {
        QTest::addColumn<bool>("answer");
        QTest::newRow("user declines: nothing written") << false;
        QTest::newRow("user agrees: replaced, still read-only") << true;
    }

    void readOnlyAsks()
    {
        QFETCH(bool, answer);
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.fleetplan"));
        QWidget window;
        ScenarioDocument doc;
        QVERIFY(doc.saveAs(plan, {}).isEmpty());
        QCOMPARE(::chmod(QFile::encodeName(plan).constData(), 0444), 0);
        FileController files(&doc, fleet::test::builtinCatalog(), &window);
        Dialogs dialogs;
        dialogs.answer = answer;
        files.setDialogHook(dialogs.hook());
        QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.37).isEmpty());
        QCOMPARE(files.save(), answer);
        QCOMPARE(dialogs.questions.size(), 1);
        QVERIFY2(dialogs.questions.constFirst().contains(QStringLiteral("read-only")), qPrintable(dialogs.questions.constFirst()));
        QCOMPARE(doc.isModified(), !answer);
        QCOMPARE(ScenarioFile::load(plan).scenario->training.mfu, answer ? 0.37 : fleet::Scenario{}.training.mfu);
        QCOMPARE(modeOf(plan), 0444);
    }

    // Issue 31 point 5: the plan's name (the report's title) follows Save As unless the user named the plan; a
    // rename is one undo step, a bad name is refused, and a Save As that fails keeps the old name.
    void planNameFollowsSaveAs()
    {
        QTemporaryDir dir;
        QWidget window;
        ScenarioDocument doc;
        fleet::Scenario preset;
        preset.name = "Llama-3 70B serving on H100";
        doc.reset(preset, QString());
        FileController files(&doc, fleet::test::builtinCatalog(), &window);
        Dialogs dialogs;
        files.setDialogHook(dialogs.hook());
        const QString first = dir.filePath(QStringLiteral("72x-b300.fleetplan"));
        QVERIFY(files.saveAsPath(first));
        QCOMPARE(doc.scenario().name, std::string("72x-b300"));
        QCOMPARE(ScenarioFile::load(first).scenario->name, std::string("72x-b300"));
        QVERIFY(!doc.isModified());
        // A name the user gives stays through the next Save As.
        QVERIFY(doc.rename(QStringLiteral("  B300 pod, draft 2  ")).isEmpty());
        QCOMPARE(doc.scenario().name, std::string("B300 pod, draft 2"));
        QVERIFY(doc.isModified());
        QVERIFY(files.saveAsPath(dir.filePath(QStringLiteral("other.fleetplan"))));
        QCOMPARE(doc.scenario().name, std::string("B300 pod, draft 2"));
        doc.undoStack()->undo(); // the rename
        QCOMPARE(doc.scenario().name, std::string("72x-b300"));
        QVERIFY(!doc.nameChosenByUser());
        // Refused names change nothing.
        QVERIFY(!doc.rename(QStringLiteral("   ")).isEmpty());
        QVERIFY(!doc.rename(QStringLiteral("two\nlines")).isEmpty());
        QCOMPARE(doc.scenario().name, std::string("72x-b300"));
        // Save As into a folder that does not exist fails: the plan keeps its name, nothing is on the undo stack.
        const int index = doc.undoStack()->index();
        QVERIFY(!files.saveAsPath(dir.filePath(QStringLiteral("missing/x.fleetplan"))));
        QCOMPARE(doc.scenario().name, std::string("72x-b300"));
        QCOMPARE(doc.undoStack()->index(), index);
        QVERIFY(!dialogs.errors.isEmpty()); // the failure was said
    }

    // A plan saved from the GUI with a user accelerator carries that row (issue 13); opened where the user
    // catalog lacks it or holds it with another HBM bandwidth, the note names the row and the differing column.
    void planCarriesItsHardware()
    {
        using namespace fleet::catalog;
        QTemporaryDir dir;
        const QString mine = dir.filePath(QStringLiteral("mine.sqlite")),
                      other = dir.filePath(QStringLiteral("other.sqlite"));
        const QString plan = dir.filePath(QStringLiteral("plan.fleetplan"));
        CatalogRow chip = *findRow(builtinRows(), QStringLiteral("accelerators"), QStringLiteral("h100-sxm"));
        chip.values.insert(QStringLiteral("id"), QStringLiteral("my-chip"));
        chip.values.insert(QStringLiteral("hbm_tb_per_s"), 4.1);
        QVERIFY(writeUserRows(mine, {{chip.table, chip.id(), chip}}).isEmpty());
        const CatalogLoad load = loadCatalog(mine);
        QVERIFY(load.catalog && load.catalog->accelerator("my-chip"));
        QWidget window;
        Dialogs dialogs;
        {
            ScenarioDocument doc;
            QVERIFY(doc.setField(QStringLiteral("fleet.accelerator"), std::string("my-chip")).isEmpty());
            FileController files(&doc, load.catalog, &window);
            files.setUserCatalogPath(mine);
            files.setDialogHook(dialogs.hook());
            QVERIFY(doc.saveAs(plan, {}).isEmpty()); // names the file; FileController::save writes it again
            QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.37).isEmpty());
            QVERIFY(files.save());
        }
        const ScenarioReadResult read = ScenarioFile::load(plan);
        QVERIFY2(read.scenario, qPrintable(read.error));
        QCOMPARE(read.catalog.rows.size(), 1);
        QCOMPARE(read.catalog.rows.constFirst().value(QStringLiteral("hbm_tb_per_s")).toDouble(), 4.1);

        CatalogRow local = chip;
        local.values.insert(QStringLiteral("hbm_tb_per_s"), 5.0);
        QVERIFY(writeUserRows(other, {{local.table, local.id(), local}}).isEmpty());
        const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
        for (const auto& [path, words] :
             {std::pair{QString(), QStringLiteral("accelerators my-chip (not in this catalog)")},
              std::pair{fresh, QStringLiteral("accelerators my-chip (not in this catalog)")},
              std::pair{other, QStringLiteral("accelerators my-chip (differs in hbm_tb_per_s)")},
              std::pair{mine, QString()}}) {
            ScenarioDocument doc;
            FileController files(&doc, fleet::test::builtinCatalog(), &window);
            files.setUserCatalogPath(path);
            Dialogs notes;
            notes.answer = path == fresh; // add the missing row; keep the local row that differs
            files.setDialogHook(notes.hook());
            QSignalSpy used(&doc, &ScenarioDocument::carriedRowsChanged);
            QVERIFY(files.openFile(plan));
            // A row this catalog lacks is evaluated from the plan at once, whether or not it is added; a row
            // that differs and was kept is not laid over.
            const bool lacks = path.isEmpty() || path == fresh;
            QCOMPARE(used.count(), lacks ? 1 : 0); // nothing carried before or now: no change to announce
            const QList<CatalogRow> rows = doc.carriedRows();
            QCOMPARE(rows.size(), lacks ? 1 : 0);
            if (lacks) {
                QCOMPARE(rows.constFirst().id(), QStringLiteral("my-chip"));
                const fleet::Catalog withPlan = withRows(*fleet::test::builtinCatalog(), rows);
                QVERIFY(withPlan.accelerator("my-chip"));
                QCOMPARE(withPlan.accelerator("my-chip")->hbmBandwidth.si(), 4.1e12);
            }
            const QString said = notes.errors.join(u'\n');
            if (words.isEmpty())
                QVERIFY2(!said.contains(QStringLiteral("my-chip")), qPrintable(said));
            else
                QVERIFY2(said.contains(words), qPrintable(said));
            // A missing row is offered for the user catalog, a differing one shown beside the local one (declined).
            QCOMPARE(notes.questions.size(), path == fresh || path == other ? 1 : 0);
            if (path == other)
                QVERIFY2(notes.questions.constFirst().contains(QStringLiteral("hbm_tb_per_s: plan 4.1, yours 5")),
                         qPrintable(notes.questions.constFirst()));
        }
        // Accepted: the fresh user catalog now holds the plan's row, value for value; the differing one is kept.
        const UserRows added = readUserRows(fresh);
        QCOMPARE(added.rows.size(), 1);
        QCOMPARE(added.rows.constFirst().differences(read.catalog.rows.constFirst()), QStringList());
        QCOMPARE(readUserRows(other).rows.constFirst().value(QStringLiteral("hbm_tb_per_s")).toDouble(), 5.0);
        // The user chooses the plan's row: it replaces the local one.
        ScenarioDocument doc;
        FileController files(&doc, fleet::test::builtinCatalog(), &window);
        files.setUserCatalogPath(other);
        Dialogs yes;
        files.setDialogHook(yes.hook());
        QSignalSpy used(&doc, &ScenarioDocument::carriedRowsChanged);
        QVERIFY(files.openFile(plan));
        QCOMPARE(used.count(), 1); // the plan's row, chosen, is evaluated with at once
        const auto chosen = used.constFirst().constFirst().value<QList<CatalogRow>>();
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.constFirst().value(QStringLiteral("hbm_tb_per_s")).toDouble(), 4.1);
        QCOMPARE(readUserRows(other).rows.constFirst().value(QStringLiteral("hbm_tb_per_s")).toDouble(), 4.1);
    }

    // Issue 31, robustness 1 (data loss): a plan that carries a hardware row the local catalog lacks is evaluated
    // with it, and every later save — Ctrl+S, the autosave, and a save after recovering that autosave — embeds it
    // again; before, the GUI embedded the user catalog's rows only and wrote a plan that no longer opened
    // ("unknown accelerators id"). Built-in only (nothing to add to), and a user catalog whose offer to add the
    // row is declined.
    void carriedRowsSurviveEverySave_data()
    {
        QTest::addColumn<bool>("userCatalog");
        QTest::newRow("builtin catalog only") << false;
        QTest::newRow("user catalog, row not added") << true;
    }
    void carriedRowsSurviveEverySave()
    {
        using namespace fleet::catalog;
        QFETCH(bool, userCatalog);
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.fleetplan"));
        const QString user = userCatalog ? dir.filePath(QStringLiteral("user.sqlite")) : QString();
        CatalogRow chip = *findRow(builtinRows(), QStringLiteral("accelerators"), QStringLiteral("h100-sxm"));
        chip.values.insert(QStringLiteral("id"), QStringLiteral("my-h100"));
        chip.values.insert(QStringLiteral("hbm_gb"), 141.0);
        fleet::Scenario carrying;
        carrying.fleet.accelerator = "my-h100";
        CatalogReference ref;
        ref.rows = {chip};
        QVERIFY(ScenarioFile::save(plan, carrying, ref).isEmpty());
        auto carriesChip = [&](const QList<CatalogRow>& rows) {
            return rows.size() == 1 && rows.constFirst().id() == QStringLiteral("my-h100") &&
                   rows.constFirst().value(QStringLiteral("hbm_gb")).toDouble() == 141.0;
        };

        QWidget window;
        const QString autosavePath = dir.filePath(QStringLiteral("session.fleetautosave"));
        {
            ScenarioDocument doc;
            FileController files(&doc, fleet::test::builtinCatalog(), &window);
            files.setUserCatalogPath(user);
            Dialogs dialogs;
            dialogs.answer = false; // do not add the row to the user catalog
            files.setDialogHook(dialogs.hook());
            QObject::connect(&doc, &ScenarioDocument::carriedRowsChanged, &files, [&](const QList<CatalogRow>& rows) {
                files.setCatalog(std::make_shared<const fleet::Catalog>(withRows(*fleet::test::builtinCatalog(), rows)));
            }); // what CatalogWindowController does in the app
            QVERIFY(files.openFile(plan));
            QVERIFY(carriesChip(doc.carriedRows()));
            QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.37).isEmpty());
            QVERIFY(files.save());
            const ScenarioReadResult saved = ScenarioFile::load(plan);
            QVERIFY2(saved.scenario, qPrintable(saved.error));
            QCOMPARE(saved.scenario->training.mfu, 0.37);
            QVERIFY2(carriesChip(saved.catalog.rows), "Ctrl+S dropped the plan's carried row");
            if (userCatalog)
                QVERIFY(readUserRows(user).rows.isEmpty()); // declined: the user catalog is untouched

            Autosave autosave(&doc, autosavePath, 3600);
            QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.38).isEmpty());
            autosave.tick();
            const AutosaveEntry entry = AutosaveStore::read(autosavePath);
            QVERIFY2(entry.scenario, qPrintable(entry.error));
            QVERIFY2(carriesChip(entry.carried), "the autosave dropped the plan's carried row");
            QFile::copy(autosavePath, dir.filePath(QStringLiteral("session-%1-1.fleetautosave").arg(4194000)));
        } // the session ends without saving (as after kill -9)

        // Recover → Save: the original is overwritten with the row still in it.
        AutosaveStore store(dir.path());
        ScenarioDocument doc;
        RecoveryController recovery(&store, &doc, &window);
        recovery.setAnswerHook([](const QList<AutosaveEntry>&) { return RecoveryController::Choice::Recover; });
        QCOMPARE(int(recovery.offer(RecoveryController::Mode::Ask)), int(RecoveryController::Choice::Recover));
        QCOMPARE(doc.scenario().training.mfu, 0.38);
        QVERIFY(carriesChip(doc.carriedRows()));
        FileController files(&doc, std::make_shared<const fleet::Catalog>(withRows(*fleet::test::builtinCatalog(), doc.carriedRows())), &window);
        files.setUserCatalogPath(user);
        Dialogs dialogs;
        files.setDialogHook(dialogs.hook());
        QVERIFY(files.save());
        const ScenarioReadResult recovered = ScenarioFile::load(plan);
        QVERIFY2(recovered.scenario, qPrintable(recovered.error));
        QCOMPARE(recovered.scenario->training.mfu, 0.38);
        QVERIFY2(carriesChip(recovered.catalog.rows), "Recover → Save dropped the plan's carried row");
    }

    void hardLinkAsks()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("plan.fleetplan"));
        const QString other = dir.filePath(QStringLiteral("shared.fleetplan"));
        QWidget window;
        ScenarioDocument doc;
        QVERIFY(doc.saveAs(plan, {}).isEmpty());
        QCOMPARE(::link(QFile::encodeName(plan).constData(), QFile::encodeName(other).constData()), 0);
        FileController files(&doc, fleet::test::builtinCatalog(), &window);
        Dialogs dialogs;
        dialogs.answer = false;
        files.setDialogHook(dialogs.hook());
        QVERIFY(doc.setField(QStringLiteral("training.mfu"), 0.37).isEmpty());
        QVERIFY(!files.save());
        QCOMPARE(dialogs.questions.size(), 1);
        QVERIFY2(dialogs.questions.constFirst().contains(QStringLiteral("2 hard links")), qPrintable(dialogs.questions.constFirst()));
        QVERIFY(doc.isModified());
    }
};

QTEST_MAIN(TestFileController)
#include "tst_file_controller.moc"
