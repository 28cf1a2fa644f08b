// The real main window, offscreen: opens on the default preset with results and a roofline; editing an
// input updates every view; undo restores; edit-to-views latency is measured (reported, not asserted).
#include "FileController.h"
#include "MainWindow.h"
#include "TestCatalog.h"
#include "builder/FleetBuilderPanel.h"
#include "charts/RooflineChartView.h"
#include "document/ScenarioDocument.h"
#include "models/ResultsTableModel.h"
#include "roofline/RooflineView.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace fleet::app;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void opensOnTheDefaultPresetWithResults()
    {
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        QCOMPARE(w.document()->scenario().acceleratorCount(), std::int64_t(8192));
        QVERIFY(w.windowTitle().contains(QStringLiteral("175B")));
        QVERIFY(w.resultsModel()->rowCount() > 20);
        // 8 precisions on H100, equal peaks share a roof: FP64/FP32, BF16/FP16, FP8/INT8, TF32, INT4 → 5 roofs,
        // 5 ridge markers and 3 workload points.
        QCOMPARE(w.rooflineView()->chartView()->seriesCount(), 13);
    }

    void editingUpdatesEveryViewAndUndoRestores()
    {
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        auto* combo = qobject_cast<QComboBox*>(w.builder()->editorFor(QStringLiteral("fleet.accelerator")));
        QVERIFY(combo);
        const int b200 = combo->findData(QStringLiteral("b200"));
        QVERIFY(b200 >= 0);
        combo->setCurrentIndex(b200);
        emit combo->activated(b200); // what a user's pick emits
        QVERIFY(updated.wait(5000));
        QCOMPARE(w.document()->scenario().fleet.accelerator, std::string("b200"));
        QVERIFY(w.isWindowModified());
        const auto ridge = w.resultsModel()->indexOfKey(QStringLiteral("compute.ridge_flop_per_byte"));
        QCOMPARE(w.resultsModel()->data(ridge, ResultsTableModel::RawValueRole).toDouble(), 2250e12 / 8e12);

        w.document()->undoStack()->undo();
        QVERIFY(updated.wait(5000));
        QCOMPARE(combo->currentData().toString(), QStringLiteral("h100-sxm"));
        QCOMPARE(w.resultsModel()->data(ridge, ResultsTableModel::RawValueRole).toDouble(), 989e12 / 3.35e12);
        QVERIFY(!w.isWindowModified());
    }

    void spinBoxEditsAreUndoable()
    {
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        auto* nodes = qobject_cast<QSpinBox*>(w.builder()->editorFor(QStringLiteral("fleet.nodes")));
        QVERIFY(nodes);
        nodes->setValue(2048);
        QVERIFY(updated.wait(5000));
        QCOMPARE(w.document()->scenario().fleet.nodes, std::int64_t(2048));
        w.document()->undoStack()->undo();
        QCOMPARE(nodes->value(), 1024);
    }

    void editToViewsLatency()
    {
        // Measured and printed for the issue note (issue #7 target: p95 < 50 ms); not asserted here.
        MainWindow w(fleet::test::builtinCatalog());
        w.evaluator()->setDebounceMs(0);
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        std::vector<double> ms;
        for (int i = 0; i < 40; ++i) {
            QElapsedTimer t;
            t.start();
            QVERIFY(w.document()->setField(QStringLiteral("fleet.nodes"), std::int64_t(100 + i)).isEmpty());
            QVERIFY(updated.wait(5000));
            QCoreApplication::processEvents();
            ms.push_back(t.nsecsElapsed() / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        qInfo("edit → all views updated: median %.2f ms, p95 %.2f ms (n=%zu)", ms[ms.size() / 2],
              ms[ms.size() * 95 / 100], ms.size());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
