// Undo in the real window (issue #13): one step per committed edit, labels and catalog names in the Edit
// menu, arrow-key steps of one spin box merged, Ctrl+Y and Ctrl+Shift+Z redo.
#include "MainWindow.h"
#include "TestCatalog.h"
#include "builder/FleetBuilderPanel.h"
#include "document/ScenarioDocument.h"

#include <QAction>
#include <QComboBox>
#include <QSignalSpy>
#include <QDoubleSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace fleet::app;

class TestUndoSteps : public QObject {
    Q_OBJECT
    static void pick(QComboBox* combo, const QString& id)
    {
        const int i = combo->findData(id);
        QVERIFY2(i >= 0, qPrintable(id));
        combo->setCurrentIndex(i);
        emit combo->activated(i); // what a user's pick emits
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void threeComboPicksAreThreeStepsNamedByLabel()
    {
        MainWindow w(fleet::test::builtinCatalog());
        auto* combo = qobject_cast<QComboBox*>(w.builder()->editorFor(QStringLiteral("fleet.accelerator")));
        QVERIFY(combo);
        QUndoStack* undo = w.document()->undoStack();
        pick(combo, QStringLiteral("h200-sxm"));
        pick(combo, QStringLiteral("b200"));
        pick(combo, QStringLiteral("h100-sxm"));
        QCOMPARE(undo->count(), 3);
        auto* undoAction = w.findChild<QAction*>(QStringLiteral("undoAction"));
        auto* redoAction = w.findChild<QAction*>(QStringLiteral("redoAction"));
        QVERIFY(undoAction && redoAction);
        QCOMPARE(undoAction->text(), QStringLiteral("&Undo Accelerator: NVIDIA H100 SXM5 80GB"));
        undo->undo();
        QCOMPARE(w.document()->scenario().fleet.accelerator, std::string("b200"));
        QCOMPARE(combo->currentData().toString(), QStringLiteral("b200"));
        QVERIFY2(redoAction->text().startsWith(QStringLiteral("&Redo Accelerator: NVIDIA H100")),
                 qPrintable(redoAction->text()));
        QVERIFY(!redoAction->text().contains(QStringLiteral("fleet.accelerator")));
        undo->undo();
        QCOMPARE(w.document()->scenario().fleet.accelerator, std::string("h200-sxm"));
    }

    void arrowStepsInOneSpinBoxMergeUntilEnter()
    {
        MainWindow w(fleet::test::builtinCatalog());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* nodes = qobject_cast<QDoubleSpinBox*>(w.builder()->editorFor(QStringLiteral("fleet.nodes")));
        QVERIFY(nodes);
        w.builder()->focusKey(QStringLiteral("fleet.nodes"));
        QUndoStack* undo = w.document()->undoStack();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(nodes, Qt::Key_Up);
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(1027));
        QCOMPARE(undo->count(), 1); // keystrokes in one field: one step
        QCOMPARE(undo->undoText(), QStringLiteral("Nodes: 1,027"));
        QTest::keyClick(nodes, Qt::Key_Return); // commits: the next keystrokes are a new step
        QTest::keyClick(nodes, Qt::Key_Up);
        QCOMPARE(undo->count(), 2);
        undo->undo();
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(1027));
        undo->undo();
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(1024));
    }

    void ctrlYAndCtrlShiftZRedo()
    {
        MainWindow w(fleet::test::builtinCatalog());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* redoAction = w.findChild<QAction*>(QStringLiteral("redoAction"));
        QVERIFY(redoAction);
        QVERIFY(redoAction->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
        QVERIFY(redoAction->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        QUndoStack* undo = w.document()->undoStack();
        QVERIFY(w.document()->setField(QStringLiteral("fleet.nodes"), std::int64_t(512)).isEmpty());
        QVERIFY(w.document()->setField(QStringLiteral("fleet.nodes"), std::int64_t(256)).isEmpty());
        undo->undo();
        undo->undo();
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(1024));
        w.activateWindow();
        QTest::keyClick(&w, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(512));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(256));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(512));
    }
};

QTEST_MAIN(TestUndoSteps)
#include "tst_undo_steps.moc"
