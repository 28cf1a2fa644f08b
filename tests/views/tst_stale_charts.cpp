// Issue 31: a chart never keeps what its last data drew. With each tab of the main window on screen, two presets
// are loaded one after the other and a field is edited; every chart then shows on screen (the window's backing
// store, which Qt repaints only where it was told something changed — what the offscreen platform grabs) exactly
// what a full repaint of the same chart draws. A label or marker painted outside its item's bounds (Qt Charts'
// point labels) stayed behind as an orphan: "TP 8 × batch 28" on both Serving charts after loading a TP 2 × batch
// 18 preset, "plan" on MFU vs PP.
#include "FileController.h"
#include "MainWindow.h"
#include "TestCatalog.h"
#include "document/ScenarioDocument.h"
#include "presets/Presets.h"

#include <QChartView>
#include <QImage>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

using fleet::app::MainWindow;

namespace {

// Whether every ancestor up to the window shows the whole of `v` (not partly scrolled away: the crop of the screen
// would not be the chart alone).
bool fullyShown(const QWidget* v, const QWidget* window)
{
    for (const QWidget* p = v->parentWidget(); p && p != window; p = p->parentWidget())
        if (!p->rect().contains(QRect(v->mapTo(p, QPoint(0, 0)), v->size())))
            return false;
    return true;
}

// A partial repaint may anti-alias an item's edge a few pixels differently from a full one; an orphan label is
// tens of pixels of text.
constexpr int kAntialiasPixels = 12;

int differingPixels(const QImage& a, const QImage& b)
{
    if (a.size() != b.size())
        return a.width() * a.height();
    int n = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto* ra = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* rb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x)
            n += ra[x] != rb[x];
    }
    return n;
}

// The chart views on screen now, with what the screen shows where each is and what a repaint of it draws.
QStringList staleCharts(MainWindow& w, int& compared)
{
    QCoreApplication::processEvents();
    QTest::qWait(100);
    const QImage screen = w.screen()->grabWindow(w.winId()).toImage().convertToFormat(QImage::Format_RGB32);
    QStringList stale;
    for (QChartView* v : w.findChildren<QChartView*>()) {
        if (!v->isVisible() || v->width() < 2 || v->height() < 2 || !fullyShown(v, &w))
            continue;
        const QRect at(v->mapTo(&w, QPoint(0, 0)), v->size());
        if (!screen.rect().contains(at))
            continue;
        ++compared;
        const QImage shown = screen.copy(at);
        const QImage drawn = v->grab().toImage().convertToFormat(QImage::Format_RGB32);
        if (differingPixels(shown, drawn) > kAntialiasPixels)
            stale << v->chart()->title() + QStringLiteral(" (tab ") + w.tabs()->tabText(w.tabs()->currentIndex()) +
                         u')';
    }
    return stale;
}

} // namespace

class TestStaleCharts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyChartDrawsItsCurrentData()
    {
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(updated.wait(10000));
        const auto load = [&](const QString& preset) {
            updated.clear();
            w.files()->newFromPreset(preset);
            QVERIFY(updated.wait(10000));
        };
        int compared = 0;
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            if (!w.tabs()->isTabVisible(tab))
                continue;
            w.tabs()->setCurrentIndex(tab);
            // Training plans whose markers move ("plan" on MFU vs PP and strong scaling) …
            load(QStringLiteral("archetype-a-llm-training"));
            load(QStringLiteral("book-175b-h100"));
            QStringList stale = staleCharts(w, compared);
            QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("after two training presets: ") + stale.join(QStringLiteral(", "))));
            updated.clear();
            w.document()->setField(QStringLiteral("training.pp"), std::int64_t(16)); // no longer tiles the fleet
            QVERIFY(updated.wait(10000));
            stale = staleCharts(w, compared);
            QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("after an edit: ") + stale.join(QStringLiteral(", "))));
            w.document()->undoStack()->undo(); // clean again: the next load asks nothing
            // … and serving plans whose operating point moves ("TP 4 × batch 323" → "TP 2 × batch 905").
            load(QStringLiteral("book-llama3-70b-serving"));
            load(QStringLiteral("llama2-70b-mlperf-offline"));
            stale = staleCharts(w, compared);
            QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("after two serving presets: ") + stale.join(QStringLiteral(", "))));
            load(fleet::app::Presets::defaultName());
        }
        QVERIFY2(compared >= 20, qPrintable(QString::number(compared))); // the tabs' charts were on screen
    }
};

QTEST_MAIN(TestStaleCharts)
#include "tst_stale_charts.moc"
