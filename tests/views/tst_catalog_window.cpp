// The hardware catalog window (issue 13): tables per kind that match the catalog, search and sort, units and
// provenance, read-only built-in rows (the row editor: tst_catalog_editor), and user rows added, edited, undone and
// deleted through the window — written to the user catalog, seen by the open plan at once and marked in the
// builder. FLEET_SCREENSHOT_DIR=dir also saves the window at 1366x768 and 1920x1080 (tools/screenshots.sh).
#include "CatalogWindowController.h"
#include "MainWindow.h"
#include "CatalogTestRow.h"
#include "TestCatalog.h"
#include "builder/FleetBuilderPanel.h"
#include "catalog/CatalogColumns.h"
#include "catalog/CatalogRowEditor.h"
#include "catalog/CatalogRowSet.h"
#include "catalog/CatalogTableModel.h"
#include "catalog/CatalogUsage.h"
#include "catalog/CatalogWindow.h"
#include "document/ScenarioDocument.h"
#include "CatalogRowStore.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QDate>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

using namespace fleet::views;
using fleet::CatalogKind;
using fleet::catalog::CatalogRow;

namespace {

int comboIndexOf(QComboBox* c, const QString& id)
{
    return c ? c->findData(id) : -1;
}

double hbmResult(fleet::app::MainWindow& w)
{
    return w.evaluator()->latest()->results()->value("compute.hbm_bytes_per_s").value_or(-1.0);
}

} // namespace

class TestCatalogWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rowCountsPerKindMatchTheCatalog()
    {
        CatalogWindow w{QString()};
        const fleet::Catalog& c = *fleet::test::builtinCatalog();
        for (CatalogKind kind : CatalogColumns::shownKinds()) {
            QVERIFY(w.model(kind));
            QCOMPARE(w.model(kind)->rowCount(), static_cast<int>(c.ids(kind).size()));
            QCOMPARE(w.model(kind)->userRowCount(), 0);
        }
        QCOMPARE(w.model(CatalogKind::Accelerators)->rowCount(), 22);
        QCOMPARE(w.model(CatalogKind::Regions)->rowCount(), 26);
    }

    void headersCarryUnitsAndCellsTheirProvenance()
    {
        CatalogWindow w{QString()};
        CatalogTableModel* m = w.model(CatalogKind::Accelerators);
        const int hbm = m->columnOf(QStringLiteral("hbm_tb_per_s"));
        QVERIFY(hbm > 0);
        QCOMPARE(m->headerData(hbm, Qt::Horizontal).toString(), QStringLiteral("HBM (TB/s)"));
        QCOMPARE(m->headerData(m->columnOf(QStringLiteral("hbm_gb")), Qt::Horizontal).toString(),
                 QStringLiteral("HBM (GB)"));
        QCOMPARE(m->headerData(m->columnOf(QStringLiteral("tdp_w")), Qt::Horizontal).toString(),
                 QStringLiteral("TDP (W)"));
        QVERIFY(m->columnOf(QStringLiteral("source")) > 0);
        const int row = m->rowOf(QStringLiteral("h100-sxm"));
        QVERIFY(row >= 0);
        const CatalogRow* h100 = fleet::catalog::findRow(fleet::catalog::builtinRows(), QStringLiteral("accelerators"),
                                                         QStringLiteral("h100-sxm"));
        QVERIFY(h100);
        QCOMPARE(m->data(m->index(row, hbm)).toString(),
                 fleet::catalog::valueText(h100->value(QStringLiteral("hbm_tb_per_s"))));
        const QString tip = m->data(m->index(row, hbm), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(h100->value(QStringLiteral("source")).toString()), qPrintable(tip));
        QVERIFY2(tip.contains(h100->value(QStringLiteral("as_of")).toString()), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("HBM (TB/s)")), qPrintable(tip));
        QCOMPARE(m->data(m->index(row, 0)).toString(), QStringLiteral("built-in"));
    }

    void searchFiltersAndColumnsSort()
    {
        CatalogWindow w{QString()};
        QSortFilterProxyModel* p = w.proxy(CatalogKind::Accelerators);
        const int all = p->rowCount();
        int expected = 0; // rows with "h100" in any shown cell
        for (const CatalogRow& r : fleet::catalog::builtinRows())
            if (r.table == QStringLiteral("accelerators"))
                expected += std::any_of(r.values.cbegin(), r.values.cend(), [](const QVariant& v) {
                    return fleet::catalog::valueText(v).contains(QStringLiteral("h100"), Qt::CaseInsensitive);
                });
        QVERIFY(expected >= 1);
        w.searchField()->setText(QStringLiteral("H100"));
        QCOMPARE(p->rowCount(), expected);
        QVERIFY(p->rowCount() < all);
        for (int i = 0; i < p->rowCount(); ++i) {
            bool hit = false;
            for (int c = 0; c < p->columnCount(); ++c)
                hit = hit || p->index(i, c).data().toString().contains(QStringLiteral("h100"), Qt::CaseInsensitive);
            QVERIFY(hit);
        }
        w.searchField()->setText(QStringLiteral("no-such-chip-zzz"));
        QCOMPARE(p->rowCount(), 0);
        w.searchField()->clear();
        QCOMPARE(p->rowCount(), all);

        // Sorting by HBM bandwidth compares numbers (WSE-3's 21,000 TB/s first when descending, not "8" < "21000").
        const int hbm = w.model(CatalogKind::Accelerators)->columnOf(QStringLiteral("hbm_tb_per_s"));
        w.view(CatalogKind::Accelerators)->sortByColumn(hbm, Qt::DescendingOrder);
        double previous = std::numeric_limits<double>::infinity();
        for (int i = 0; i < p->rowCount(); ++i) {
            const double v = p->index(i, hbm).data(CatalogTableModel::SortRole).toDouble();
            QVERIFY2(v <= previous, qPrintable(QStringLiteral("row %1: %2 after %3").arg(i).arg(v).arg(previous)));
            previous = v;
        }
    }

    void builtinRowsAreNotEditable()
    {
        QTemporaryDir dir;
        CatalogWindow w(dir.filePath(QStringLiteral("user.sqlite")));
        CatalogTableModel* m = w.model(CatalogKind::Accelerators);
        const int row = m->rowOf(QStringLiteral("h100-sxm"));
        for (int c = 0; c < m->columnCount(); ++c)
            QVERIFY(!(m->flags(m->index(row, c)) & Qt::ItemIsEditable));
        QVERIFY(w.selectRow(QStringLiteral("h100-sxm")));
        QCOMPARE(w.selectedId(), QStringLiteral("h100-sxm"));
        const QList<QAction*> actions = w.findChildren<QAction*>();
        auto action = [&actions](const QString& text) {
            for (QAction* a : actions)
                if (a->text() == text)
                    return a;
            return static_cast<QAction*>(nullptr);
        };
        QVERIFY(action(QStringLiteral("Edit…")) && !action(QStringLiteral("Edit…"))->isEnabled());
        QVERIFY(action(QStringLiteral("Delete")) && !action(QStringLiteral("Delete"))->isEnabled());
        QVERIFY(action(QStringLiteral("Duplicate…"))->isEnabled());
        bool editorShown = false;
        w.setEditorHook([&editorShown](CatalogRowEditor&) {
            return editorShown = true;
        });
        w.editRow();
        w.deleteRow();
        QVERIFY(!editorShown);
        QCOMPARE(w.undoStack()->count(), 0);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("user.sqlite"))) ||
                fleet::catalog::readUserRows(dir.filePath(QStringLiteral("user.sqlite"))).rows.isEmpty());
        // Redo answers Ctrl+Y and Ctrl+Shift+Z, undo Ctrl+Z.
        QAction* redo = nullptr;
        for (QAction* a : actions)
            if (a->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
                redo = a;
        QVERIFY(redo);
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    }

    void everyCatalogInputOfThePlanIsNamedAsAUse()
    {
        const fleet::Scenario s; // the built-in default plan
        const fleet::Catalog& c = *fleet::test::builtinCatalog();
        int checked = 0;
        for (const fleet::FieldSpec& f : fleet::ScenarioSchema::instance().fields()) {
            if (!f.catalogKind)
                continue;
            const auto value = f.get(s);
            const std::string* text = std::get_if<std::string>(&value);
            QVERIFY2(text, f.key.c_str()); // a catalog input holds an id
            const QString id = QString::fromStdString(*text);
            if (id == QLatin1String("auto"))
                continue;
            const QStringList uses = fieldsUsing(s, c, *f.catalogKind, id);
            QVERIFY2(uses.join(u' ').contains(QString::fromStdString(f.key)), f.key.c_str());
            ++checked;
        }
        QVERIFY(checked >= 5); // accelerator, links, cooling, region, …
        QVERIFY(fieldsUsing(s, c, fleet::CatalogKind::Accelerators, QStringLiteral("tpu-v1")).isEmpty());
        fleet::Scenario autoNode;
        autoNode.fleet.node = "auto";
        std::vector<fleet::Issue> ignored;
        const std::string resolved = fleet::resolveFleet(autoNode, c, ignored).node->id;
        QVERIFY(!resolved.empty());
        QVERIFY(fieldsUsing(autoNode, c, fleet::CatalogKind::Nodes, QString::fromStdString(resolved))
                    .join(u' ')
                    .contains(QStringLiteral("fleet.node")));
    }

    // CSV in the window (issue 13, item 3): the export holds every row of the kind under the catalog's column
    // names; an import adds user rows in one undoable step; a bad value refuses the whole file, naming its line
    // and column, and writes nothing.
    // Issue 27: a Hugging Face config.json becomes a user model in one undoable step; an id the catalog holds is
    // replaced only when the user agrees (here: no, so the import takes the next free id); a bad file writes nothing.
    // Issue 31: Duplicate made a user row that claimed the original's source, kind (textbook), date and notes.
    void duplicateIsAUserEstimate()
    {
        QTemporaryDir dir;
        CatalogWindow w{dir.filePath(QStringLiteral("user.sqlite"))};
        w.showKind(CatalogKind::Nodes);
        QVERIFY(w.selectRow(QStringLiteral("dgx-h100"))); // kind 'textbook', notes from the book
        w.setEditorHook([](CatalogRowEditor& e) { return e.isValid(); });
        w.duplicateRow();
        QCOMPARE(w.undoStack()->count(), 1);
        const CatalogRowSet::Entry* copy = w.rows()->find(QStringLiteral("nodes"), QStringLiteral("dgx-h100-copy"));
        QVERIFY(copy && copy->user);
        QCOMPARE(copy->row.value(QStringLiteral("source")).toString(), QStringLiteral("user"));
        QCOMPARE(copy->row.value(QStringLiteral("kind")).toString(), QStringLiteral("estimate"));
        QCOMPARE(copy->row.value(QStringLiteral("as_of")).toString(), QDate::currentDate().toString(Qt::ISODate));
        QVERIFY(copy->row.value(QStringLiteral("notes")).toString().isEmpty());
        QCOMPARE(copy->row.value(QStringLiteral("accelerators")).toInt(), 8); // the figures are the original's
    }

    void hfConfigImportIsOneUndoableStep()
    {
        QTemporaryDir dir;
        const QString user = dir.filePath(QStringLiteral("user.sqlite"));
        CatalogWindow w{user};
        int asked = 0;
        w.setQuestionHook([&](const QString&) {
            ++asked;
            return false;
        });
        const int before = w.model(CatalogKind::Models)->rowCount();
        QCOMPARE(w.importHfConfig(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/hf/qwen3-8b.json")), QString());
        QCOMPARE(w.model(CatalogKind::Models)->rowCount(), before + 1);
        QCOMPARE(w.selectedId(), QStringLiteral("qwen3-8b"));
        QCOMPARE(w.undoStack()->count(), 1);
        // The built-in library has qwen3-235b-a22b: declined, the import becomes qwen3-235b-a22b-2.
        QCOMPARE(w.importHfConfig(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/hf/qwen3-235b-a22b.json")), QString());
        QCOMPARE(asked, 1);
        QCOMPARE(w.selectedId(), QStringLiteral("qwen3-235b-a22b-2"));
        const QString refused = w.importHfConfig(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/hf/SOURCE.md"));
        QVERIFY2(refused.contains(QStringLiteral("not valid JSON")), qPrintable(refused));
        QCOMPARE(w.undoStack()->count(), 2);
        w.undoStack()->undo();
        w.undoStack()->undo();
        QCOMPARE(w.model(CatalogKind::Models)->rowCount(), before);
    }

    void csvImportIsOneUndoableStepAndRefusesBadFiles()
    {
        QTemporaryDir dir;
        const QString user = dir.filePath(QStringLiteral("user.sqlite"));
        CatalogWindow w{user};
        w.setQuestionHook([](const QString&) {
            return true;
        });
        w.showKind(CatalogKind::Accelerators);
        const QString all = dir.filePath(QStringLiteral("accelerators.csv"));
        QCOMPARE(w.exportCsv(all), QString());
        QFile f(all);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QVERIFY(lines.first().startsWith("id,"));
        QVERIFY(lines.first().contains(",hbm_tb_per_s,"));
        QCOMPARE(std::count_if(lines.begin(), lines.end(),
                               [](const QByteArray& l) {
                                   return !l.trimmed().isEmpty();
                               }),
                 qsizetype(22 + 1)); // the header and the 22 built-in accelerators
        // One new row: the H100's line under another id.
        QByteArray h100;
        for (const QByteArray& l : lines)
            if (l.startsWith("h100-sxm,"))
                h100 = l;
        QVERIFY(!h100.isEmpty());
        const QString one = dir.filePath(QStringLiteral("one.csv"));
        QFile out(one);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(lines.first().trimmed() + "\n" + QByteArray(h100).replace("h100-sxm,", "csv-chip,") + "\n");
        out.close();
        QCOMPARE(w.importCsv(one), QString());
        QVERIFY(w.rows()->find(QStringLiteral("accelerators"), QStringLiteral("csv-chip")));
        QCOMPARE(w.model(CatalogKind::Accelerators)->userRowCount(), 1);
        w.undoStack()->undo();
        QVERIFY(!w.rows()->find(QStringLiteral("accelerators"), QStringLiteral("csv-chip")));

        // Line 3 has a negative HBM bandwidth: nothing of the file is written.
        const int hbm = QString::fromUtf8(lines.first()).split(u',').indexOf(QStringLiteral("hbm_tb_per_s"));
        QVERIFY(hbm > 0);
        QStringList bad = QString::fromUtf8(h100).trimmed().split(u',');
        QStringList good = bad;
        good[0] = QStringLiteral("fine-chip");
        bad[0] = QStringLiteral("bad-chip");
        bad[hbm] = QStringLiteral("-3");
        const QString broken = dir.filePath(QStringLiteral("broken.csv"));
        QFile b(broken);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(lines.first().trimmed() + "\n" + good.join(u',').toUtf8() + "\n" + bad.join(u',').toUtf8() + "\n");
        b.close();
        const QString err = w.importCsv(broken);
        QVERIFY2(err.contains(QStringLiteral("line 3")) && err.contains(QStringLiteral("hbm_tb_per_s")),
                 qPrintable(err));
        QVERIFY(!w.rows()->find(QStringLiteral("accelerators"), QStringLiteral("fine-chip")));
        QCOMPARE(w.model(CatalogKind::Accelerators)->userRowCount(), 0);
        // Not a regular file: a message, nothing read.
        QVERIFY(w.importCsv(dir.path()).contains(QStringLiteral("not a regular file")));
    }

    // Rows an opened plan carries stay in the running catalog when the window edits the user catalog (issue 13).
    void aPlansCarriedRowsSurviveAnEditInTheWindow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user-catalog.sqlite"));
        const fleet::app::CatalogLoad start = fleet::app::loadCatalog(path);
        QVERIFY(start.catalog);
        fleet::app::MainWindow main(start.catalog);
        main.setUserCatalogPath(path);
        CatalogRow carried = *fleet::catalog::findRow(fleet::catalog::builtinRows(), QStringLiteral("accelerators"),
                                                      QStringLiteral("h100-sxm"));
        carried.values.insert(QStringLiteral("id"), QStringLiteral("plan-chip"));
        carried.values.insert(QStringLiteral("hbm_tb_per_s"), 4.2);
        main.catalogWindow()->setPlanRows({carried});
        QVERIFY(main.catalog()->accelerator("plan-chip"));
        // An edit in the window (a new user row) reloads the catalog from disk: the plan's row is laid over again.
        CatalogWindow* w = main.catalogWindow()->window();
        CatalogRow mine = carried;
        mine.values.insert(QStringLiteral("id"), QStringLiteral("window-chip"));
        QCOMPARE(w->commit({{mine.table, mine.id(), mine}}, QStringLiteral("add")), QString());
        QVERIFY(main.catalog()->accelerator("window-chip"));
        QVERIFY(main.catalog()->accelerator("plan-chip"));
        QCOMPARE(main.catalog()->accelerator("plan-chip")->hbmBandwidth.si(), 4.2e12);
        // Another plan without carried rows: they are gone.
        main.catalogWindow()->setPlanRows({});
        QVERIFY(!main.catalog()->accelerator("plan-chip"));
        QVERIFY(main.catalog()->accelerator("window-chip"));
    }

    // Issue 27: the builder's Model section imports a Hugging Face config into the user catalog and makes it the
    // plan's model, its fields filled in one undo step of the plan.
    void aModelImportedFromTheBuilderBecomesThePlans()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user-catalog.sqlite"));
        const fleet::app::CatalogLoad start = fleet::app::loadCatalog(path);
        QVERIFY(start.catalog);
        fleet::app::MainWindow main(start.catalog);
        main.setUserCatalogPath(path);
        QVERIFY(main.findChild<QPushButton*>(QStringLiteral("importHfConfig")));
        QVERIFY(main.findChild<QLineEdit*>(QStringLiteral("modelSearch")));
        const int steps = main.document()->undoStack()->count();
        main.catalogWindow()->importModelForPlan(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/hf/qwen3-8b.json"));
        QVERIFY(main.catalog()->model("qwen3-8b"));
        const fleet::ModelInputs& m = main.document()->scenario().model;
        QCOMPARE(m.id, std::string("qwen3-8b"));
        QCOMPARE(m.layers, 36); // Qwen/Qwen3-8B config.json: 36 layers, 4,096 wide, 32 heads, 8 KV heads
        QCOMPARE(m.hidden, 4096);
        QCOMPARE(m.kvHeads, 8);
        QVERIFY(m.qkNorm);
        QCOMPARE(main.document()->undoStack()->count(), steps + 1);
        // An import from the window itself leaves the plan's model alone.
        CatalogWindow* w = main.catalogWindow()->window();
        w->setQuestionHook([](const QString&) { return false; });
        QCOMPARE(w->importHfConfig(QStringLiteral(FLEET_SOURCE_DIR "/tests/data/hf/qwen3-235b-a22b.json")), QString());
        QCOMPARE(main.document()->scenario().model.id, std::string("qwen3-8b"));
    }

    void aUserAcceleratorReachesThePlanTheBuilderAndUndoRemovesIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("user-catalog.sqlite"));
        const fleet::app::CatalogLoad start = fleet::app::loadCatalog(path);
        QVERIFY(start.catalog);
        fleet::app::MainWindow main(start.catalog);
        main.setUserCatalogPath(path);
        QSignalSpy updated(&main, &fleet::app::MainWindow::viewsUpdated);
        main.show();
        QVERIFY(updated.wait(5000));
        main.catalogWindow()->action()->trigger(); // View → Hardware catalog…
        CatalogWindow* w = main.catalogWindow()->window();
        QVERIFY(w->isVisible());
        QVERIFY(w->isWindow());
        QCOMPARE(main.catalogWindow()->userCatalogPath(), path);
        QStringList questions;
        w->setQuestionHook([&questions](const QString& text) {
            questions << text;
            return false; // keep the row
        });
        // Duplicate the H100 into "my-chip" with the architect's numbers.
        w->showKind(CatalogKind::Accelerators);
        QVERIFY(w->selectRow(QStringLiteral("h100-sxm")));
        w->setEditorHook([](CatalogRowEditor& e) {
            fleet::test::fillMyChip(e);
            return e.isValid();
        });
        w->duplicateRow();
        QCOMPARE(w->undoStack()->count(), 1);
        QCOMPARE(w->model(CatalogKind::Accelerators)->rowCount(), 23);
        QCOMPARE(w->model(CatalogKind::Accelerators)->userRowCount(), 1);
        // The window's own shortcuts: Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (the plan's undo stack is untouched).
        const int planSteps = main.document()->undoStack()->index();
        QApplication::setActiveWindow(w);
        QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget*>(w));
        QTableView* table = w->view(CatalogKind::Accelerators); // (in the search field Ctrl+Z undoes typing)
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->model(CatalogKind::Accelerators)->userRowCount(), 0);
        QTest::keyClick(table, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w->model(CatalogKind::Accelerators)->userRowCount(), 1);
        QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->model(CatalogKind::Accelerators)->userRowCount(), 0);
        QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w->model(CatalogKind::Accelerators)->userRowCount(), 1);
        QCOMPARE(main.document()->undoStack()->index(), planSteps);

        // In the user catalog after a reload, in the running catalog, and marked in the builder.
        const fleet::app::CatalogLoad reloaded = fleet::app::loadCatalog(path);
        QVERIFY(reloaded.catalog);
        const fleet::Accelerator* mine = reloaded.catalog->accelerator("my-chip");
        QVERIFY(mine);
        QVERIFY(mine->provenance.userOverride);
        QVERIFY(main.catalog()->accelerator("my-chip"));
        auto* combo = qobject_cast<QComboBox*>(main.builder()->editorFor(QStringLiteral("fleet.accelerator")));
        QVERIFY(combo);
        const int item = comboIndexOf(combo, QStringLiteral("my-chip"));
        QVERIFY(item >= 0);
        QVERIFY2(combo->itemText(item).endsWith(QStringLiteral("(user)")), qPrintable(combo->itemText(item)));
        QVERIFY(!combo->itemIcon(item).isNull());
        QVERIFY2(combo->toolTip().contains(QStringLiteral("Hardware catalog")), qPrintable(combo->toolTip()));
        QVERIFY(!combo->toolTip().contains(QStringLiteral("catalog list")));
        QVERIFY(!combo->itemText(comboIndexOf(combo, QStringLiteral("h100-sxm"))).contains(QStringLiteral("(user)")));
        auto* overlay = main.findChild<QComboBox*>(QStringLiteral("rooflineOverlay")); // the roofline's "Compare with"
        QVERIFY(overlay);
        QCOMPARE(overlay->itemText(comboIndexOf(overlay, QStringLiteral("my-chip"))), QStringLiteral("My chip (user)"));

        // The plan uses it: its numbers follow the row, re-evaluated at once when the row is edited.
        QVERIFY(main.document()->setField(QStringLiteral("fleet.accelerator"), std::string("my-chip")).isEmpty());
        QVERIFY(updated.wait(5000));
        QVERIFY(std::fabs(hbmResult(main) - 8e12) < 1.0);
        QVERIFY(w->selectRow(QStringLiteral("my-chip")));
        w->setEditorHook([](CatalogRowEditor& e) {
            e.setFieldText(QStringLiteral("hbm_tb_per_s"), QStringLiteral("9.5"));
            return e.isValid();
        });
        w->editRow();
        QCOMPARE(w->undoStack()->count(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(std::fabs(hbmResult(main) - 9.5e12) < 1.0, 5000);
        w->undoStack()->undo(); // the previous row is written back
        QTRY_VERIFY_WITH_TIMEOUT(std::fabs(hbmResult(main) - 8e12) < 1.0, 5000);
        QCOMPARE(fleet::app::loadCatalog(path).catalog->accelerator("my-chip")->hbmBandwidth.si(), 8e12);

        // Deleting a row the plan uses asks first, naming the input; "no" keeps it.
        QVERIFY(w->selectRow(QStringLiteral("my-chip")));
        w->deleteRow();
        QCOMPARE(questions.size(), 1);
        QVERIFY2(questions.first().contains(QStringLiteral("fleet.accelerator")), qPrintable(questions.first()));
        QVERIFY(fleet::app::loadCatalog(path).catalog->accelerator("my-chip"));

        // Undo of the addition removes it from the file, the running catalog and the builder.
        QVERIFY(main.document()->setField(QStringLiteral("fleet.accelerator"), std::string("h100-sxm")).isEmpty());
        w->undoStack()->undo();
        QCOMPARE(w->undoStack()->index(), 0);
        QVERIFY(!fleet::app::loadCatalog(path).catalog->accelerator("my-chip"));
        QVERIFY(!main.catalog()->accelerator("my-chip"));
        QCOMPARE(comboIndexOf(combo, QStringLiteral("my-chip")), -1);
        QCOMPARE(w->model(CatalogKind::Accelerators)->rowCount(), 22);
        w->undoStack()->redo();
        QVERIFY(fleet::app::loadCatalog(path).catalog->accelerator("my-chip"));
        QVERIFY(comboIndexOf(combo, QStringLiteral("my-chip")) >= 0);

        // Delete a row the plan does not use: no question, one more undo step.
        QVERIFY(w->selectRow(QStringLiteral("my-chip")));
        w->deleteRow();
        QCOMPARE(questions.size(), 1);
        QVERIFY(!fleet::app::loadCatalog(path).catalog->accelerator("my-chip"));
        saveScreenshots(main, *w);
    }

private:
    void saveScreenshots(fleet::app::MainWindow&, CatalogWindow& w)
    {
        const QString out = qEnvironmentVariable("FLEET_SCREENSHOT_DIR");
        if (out.isEmpty())
            return;
        w.undoStack()->undo(); // my-chip back, as a user row to show
        w.showKind(CatalogKind::Accelerators);
        QVERIFY(w.selectRow(QStringLiteral("my-chip")));
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            w.resize(size);
            w.show();
            QTest::qWait(200);
            const QString file =
                QStringLiteral("%1/catalog-window-%2x%3.png").arg(out).arg(size.width()).arg(size.height());
            QVERIFY(w.grab().save(file));
        }
        // The row editor with a refused value, as a user sees it on a 1366x768 screen.
        const CatalogRow* h100 = fleet::catalog::findRow(fleet::catalog::builtinRows(), QStringLiteral("accelerators"),
                                                         QStringLiteral("h100-sxm"));
        CatalogRowEditor e(QStringLiteral("accelerators"), *h100, CatalogRowEditor::Mode::New, {}, &w);
        fleet::test::fillMyChip(e, QStringLiteral("-3"));
        e.resize(640, 768 - 80); // the size it takes on a 1366x768 screen
        e.show();
        QTest::qWait(200);
        QVERIFY(e.grab().save(QStringLiteral("%1/catalog-row-editor.png").arg(out)));
    }
};

QTEST_MAIN(TestCatalogWindow)
#include "tst_catalog_window.moc"
