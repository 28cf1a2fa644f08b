// Edit → every visible view updated (issue #12 target: p95 ≤ 20 ms): the real main window offscreen at
// 1366×768 with the default preset; one edit sets fleet.nodes on the document, the evaluator runs (debounce
// off, as in tst_mainwindow), and the clock stops when the main window reports that the visible tab and the
// docks applied the new evaluation and the pending events (layout, paint) are processed.
// Also prints the GUI thread's CPU time per edit, which a loaded machine does not inflate.
// Run: `QT_QPA_PLATFORM=offscreen build/bench/bench_edit_to_views` (prints median and p95 per tab).
#include "MainWindow.h"
#include "catalog/CatalogProvider.h"
#include "document/ScenarioDocument.h"
#include "evaluation/Evaluator.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include <algorithm>
#include <vector>

#include <ctime>

using fleet::app::MainWindow;

namespace {

// CPU time of the calling (GUI) thread: what the edit costs there, whatever else the machine runs.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

} // namespace

class BenchEditToViews : public QObject {
    Q_OBJECT
private slots:
    void editToViews_data()
    {
        QTest::addColumn<int>("tab");
        QTest::newRow("roofline (default tab)") << 0;
        QTest::newRow("training") << 3;
        QTest::newRow("serving") << 9;
    }
    void editToViews()
    {
        QFETCH(int, tab);
        const auto load = fleet::app::loadCatalog(QString());
        QVERIFY(load.catalog);
        MainWindow w(load.catalog);
        w.evaluator()->setDebounceMs(0);
        w.resize(1366, 768);
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        w.tabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        std::vector<double> ms, cpu;
        std::int64_t nodes = 100;
        auto edit = [&] {
            const double cpu0 = threadCpuMs();
            QElapsedTimer t;
            t.start();
            QVERIFY(w.document()->setField(QStringLiteral("fleet.nodes"), ++nodes).isEmpty());
            QVERIFY(updated.wait(5000));
            QCoreApplication::processEvents();
            ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            cpu.push_back(threadCpuMs() - cpu0);
        };
        for (int i = 0; i < 50; ++i)
            edit();
        QBENCHMARK_ONCE {
            edit();
        }
        std::sort(ms.begin(), ms.end());
        std::sort(cpu.begin(), cpu.end());
        qInfo("%s: edit → every visible view updated: median %.2f ms, p95 %.2f ms (n = %zu); GUI thread CPU median "
              "%.2f ms, p95 %.2f ms",
              QTest::currentDataTag(), ms[ms.size() / 2], ms[ms.size() * 95 / 100], ms.size(), cpu[cpu.size() / 2],
              cpu[cpu.size() * 95 / 100]);
    }
};

QTEST_MAIN(BenchEditToViews)
#include "bench_edit_to_views.moc"
