// Lecture mode: fonts × 1.6, black on white, charts restyled, secondary docks hidden — and everything
// restored when it ends; the choice is remembered.
#include "LectureMode.h"
#include "MainWindow.h"
#include "common/ScenarioView.h"
#include "TestCatalog.h"
#include "charts/ChartTheme.h"
#include "roofline/RooflineView.h"
#include "charts/RooflineChartView.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QTextDocument>
#include <QDockWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QXYSeries>

using namespace fleet::app;

class TestLectureMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void scalesFontsContrastsAndRestores()
    {
        const double normalPt = QApplication::font().pointSizeF();
        const QColor normalWindow = QApplication::palette().color(QPalette::Window);
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.show();
        QVERIFY(updated.wait(5000));
        auto* mode = w.findChild<LectureMode*>();
        QVERIFY(mode && !mode->isOn());
        QChart* chart = w.rooflineView()->chartView()->chart();
        const double titlePt = chart->titleFont().pointSizeF();

        mode->action()->trigger(); // what View → Lecture mode does
        QVERIFY(mode->isOn());
        QCOMPARE(QApplication::font().pointSizeF(), normalPt * LectureMode::kFontScale);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
        QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
        for (const QString& name : LectureMode::secondaryDocks())
            QVERIFY2(w.findChild<QDockWidget*>(name)->isHidden(), qPrintable(name));
        QVERIFY(QSettings().value(QStringLiteral("view/lectureMode")).toBool());
        QTRY_VERIFY(chart->titleFont().pointSizeF() > titlePt);
        QVERIFY(chart->titleFont().bold());
        QVERIFY(!chart->axes().isEmpty());
        for (QAbstractAxis* a : chart->axes())
            QCOMPARE(a->labelsBrush().color(), QColor(Qt::black));
        double widest = 0;
        for (QAbstractSeries* s : chart->series())
            if (auto* xy = qobject_cast<QXYSeries*>(s))
                widest = std::max(widest, xy->pen().widthF());
        QVERIFY(widest >= 2.5 * fleet::views::ChartTheme::kLineWidthFactor);

        mode->action()->trigger();
        QVERIFY(!mode->isOn());
        QCOMPARE(QApplication::font().pointSizeF(), normalPt);
        QCOMPARE(QApplication::palette().color(QPalette::Window), normalWindow);
        for (const QString& name : LectureMode::secondaryDocks())
            QVERIFY2(!w.findChild<QDockWidget*>(name)->isHidden(), qPrintable(name));
        QTRY_COMPARE(chart->titleFont().pointSizeF(), titlePt);
        QVERIFY(!QSettings().value(QStringLiteral("view/lectureMode")).toBool());
    }

    // Issue 31 point 4: lecture mode at 1366 × 768 squeezed the Training tab's charts to ~100 px plots with elided
    // axis titles ("Predict…") and chart titles ("Step time 1.653 s: TP 8 × PP 8 × DP…"). Each chart now keeps
    // ChartTheme's lecture minimum (the tab page scrolls), a title wider than its chart takes two lines, and
    // normal mode gives back the charts' own sizes and titles.
    void chartsKeepTheirRoomAt1366()
    {
        MainWindow w(fleet::test::builtinCatalog());
        QSignalSpy updated(&w, &MainWindow::viewsUpdated);
        w.resize(1366, 768);
        w.show();
        QVERIFY(updated.wait(5000));
        w.tabs()->setCurrentIndex(3); // Training: three charts and a table
        QVERIFY(w.currentView());
        QTest::qWait(50);
        const QList<QChartView*> charts = w.currentView()->findChildren<QChartView*>();
        QCOMPARE(charts.size(), 3);
        QHash<QChartView*, QString> normalTitles;
        for (QChartView* v : charts)
            normalTitles.insert(v, v->chart()->title());
        auto* mode = w.findChild<LectureMode*>();
        mode->setOn(true);
        QTRY_VERIFY(charts.first()->chart()->titleFont().bold());
        QCoreApplication::processEvents();
        for (QChartView* v : charts) {
            QVERIFY2(v->height() >= fleet::views::ChartTheme::kLectureMinimumHeight, qPrintable(v->chart()->title()));
            QVERIFY2(v->width() >= fleet::views::ChartTheme::kLectureMinimumWidth, qPrintable(v->chart()->title()));
            // The title fits its chart's width, on two lines if need be.
            const QStringList lines = v->chart()->title().split(QStringLiteral("<br>"));
            QVERIFY(lines.size() <= 2);
            for (const QString& line : lines) {
                QTextDocument plain;
                plain.setHtml(line);
                QVERIFY2(QFontMetricsF(v->chart()->titleFont()).horizontalAdvance(plain.toPlainText()) <= v->width(),
                         qPrintable(v->chart()->title()));
            }
        }
        // The step chart's title is wider than half the centre: two lines.
        QVERIFY(std::any_of(charts.begin(), charts.end(),
                            [](QChartView* v) { return v->chart()->title().contains(QStringLiteral("<br>")); }));
        mode->setOn(false);
        for (QChartView* v : charts) {
            QVERIFY(v->minimumHeight() < fleet::views::ChartTheme::kLectureMinimumHeight);
            QCOMPARE(v->chart()->title(), normalTitles.value(v));
        }
    }

    void chartThemeIsIdempotent()
    {
        QChart chart;
        const double pt = chart.titleFont().pointSizeF();
        fleet::views::ChartTheme::apply(&chart, true);
        const double lecturePt = chart.titleFont().pointSizeF();
        fleet::views::ChartTheme::apply(&chart, true);
        QCOMPARE(chart.titleFont().pointSizeF(), lecturePt);
        fleet::views::ChartTheme::apply(&chart, false);
        QCOMPARE(chart.titleFont().pointSizeF(), pt);
    }

    void rememberedAcrossWindows()
    {
        QSettings().setValue(QStringLiteral("view/lectureMode"), true);
        const double normalPt = QApplication::font().pointSizeF();
        {
            MainWindow w(fleet::test::builtinCatalog());
            QVERIFY(w.findChild<LectureMode*>()->isOn());
            QCOMPARE(QApplication::font().pointSizeF(), normalPt * LectureMode::kFontScale);
        }
        QCOMPARE(QApplication::font().pointSizeF(), normalPt); // the window's end restores the application
        QSettings().clear();
    }
};

QTEST_MAIN(TestLectureMode)
#include "tst_lecture_mode.moc"
