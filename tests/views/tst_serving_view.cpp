// The Serving tab: the throughput–latency curves (log axes with units), the target lines, the operating point,
// a second accelerator compared at the same TP, the fleet it implies, and the serving.* results table.
#include "TestCatalog.h"
#include "common/AcceleratorShortName.h"
#include "TestEvaluation.h"
#include "TestPresets.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "serving/ServingView.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QSignalSpy>
#include <QTest>

using namespace fleet;

namespace {

QChart* chart(views::ServingView& v, const char* name)
{
    auto* cv = v.findChild<QChartView*>(QString::fromLatin1(name));
    return cv ? cv->chart() : nullptr;
}

int lineSeries(QChart* c)
{
    int n = 0;
    for (QAbstractSeries* s : c->series())
        n += qobject_cast<QLineSeries*>(s) && !qobject_cast<QScatterSeries*>(s);
    return n;
}

} // namespace

class TestServingView : public QObject {
    Q_OBJECT
private slots:
    void mlperfOffline()
    {
        views::ServingView v(test::builtinCatalog());
        v.resize(1366, 768);
        const Scenario s = test::presetScenario(QStringLiteral("llama2-70b-mlperf-offline"));
        test::show(v, s);
        QChart* tpot = chart(v, "servingTpotChart");
        QVERIFY(tpot);
        QCOMPARE(lineSeries(tpot), 1); // offline: no target lines
        auto* curve = qobject_cast<QLineSeries*>(tpot->series().first());
        QVERIFY(curve->count() > 20);
        // Both axes logarithmic with their units in the titles.
        const auto axes = tpot->axes();
        QCOMPARE(axes.size(), 2);
        for (QAbstractAxis* a : axes)
            QVERIFY(qobject_cast<QLogValueAxis*>(a));
        QVERIFY(axes.at(0)->titleText().contains(QStringLiteral("(ms)")));
        QVERIFY(axes.at(1)->titleText().contains(QStringLiteral("Tokens/s")));
        // Throughput rises with the batch along the curve; the operating point is the last (KV capacity).
        QVERIFY(curve->at(curve->count() - 1).y() > curve->at(0).y());
        const QString fleetText = v.findChild<QLabel*>(QStringLiteral("servingFleet"))->text();
        QVERIFY2(fleetText.contains(QStringLiteral("TP 2 × batch")), qPrintable(fleetText));
        QVERIFY2(fleetText.contains(QStringLiteral("4 × the replica above = 8 accelerators in 1 node")), qPrintable(fleetText));
        QVERIFY(fleetText.contains(QStringLiteral("per million output tokens")));
        auto* table = v.findChild<QTableView*>(QStringLiteral("servingTable"));
        QVERIFY(table && table->model()->rowCount() > 20);
        QVERIFY2(fleetText.contains(QStringLiteral("the KV-cache capacity sets the batch")), qPrintable(fleetText));

        // Issue 31: a batch the plan sets is what sets it, not the KV-cache capacity.
        Scenario fixed = s;
        fixed.serving.batch = 128;
        test::show(v, fixed);
        const QString fixedText = v.findChild<QLabel*>(QStringLiteral("servingFleet"))->text();
        QVERIFY2(fixedText.contains(QStringLiteral("TP 2 × batch 128")), qPrintable(fixedText));
        QVERIFY2(fixedText.contains(QStringLiteral("serving.batch sets the batch")), qPrintable(fixedText));
        QVERIFY(!fixedText.contains(QStringLiteral("KV-cache capacity sets")));
    }

    void targetsAndComparison()
    {
        views::ServingView v(test::builtinCatalog());
        Scenario s = test::presetScenario(QStringLiteral("llama2-70b-mlperf-offline"));
        s.serving.ttftSeconds = 2.0;
        s.serving.tpotSeconds = 0.2;
        s.serving.requestsPerSecond = 100.0;
        test::show(v, s);
        QCOMPARE(lineSeries(chart(v, "servingTpotChart")), 2); // curve + TPOT target
        QCOMPARE(lineSeries(chart(v, "servingTtftChart")), 2); // curve + TTFT target
        // Compare with the H200 at the same TP: a dashed second curve and its operating point.
        QComboBox* box = v.compareBox();
        QSignalSpy asked(&v, &views::ScenarioView::optionsChanged);
        box->setCurrentIndex(box->findData(QStringLiteral("h200-sxm")));
        QCOMPARE(asked.count(), 1); // the main window has the evaluator compute the second curve
        test::show(v, s);
        QCOMPARE(lineSeries(chart(v, "servingTpotChart")), 3);
        bool dashed = false;
        for (QAbstractSeries* x : chart(v, "servingTpotChart")->series())
            if (auto* l = qobject_cast<QLineSeries*>(x); l && l->name().contains(QStringLiteral("H200")))
                dashed = l->pen().style() == Qt::DashLine;
        QVERIFY(dashed);
        QStringList names;
        for (QAbstractSeries* x : chart(v, "servingTpotChart")->series())
            if (auto* l = qobject_cast<QLineSeries*>(x); l && !l->name().startsWith(QStringLiteral("target")))
                names << l->name(); // the curves (the target lines are labelled on the chart)
        QCOMPARE(names, (QStringList{QStringLiteral("H100 SXM5"), QStringLiteral("H200 SXM")}));
        const QString note = v.findChild<QLabel*>(QStringLiteral("servingCompareNote"))->text();
        QVERIFY2(note.contains(QStringLiteral("at TP 2")), qPrintable(note));
        QVERIFY(note.contains(QStringLiteral("The load needs")));
        // An accelerator without the precision says so instead of drawing.
        box->setCurrentIndex(box->findData(QStringLiteral("a100-sxm-80gb")));
        test::show(v, s);
        QCOMPARE(lineSeries(chart(v, "servingTpotChart")), 2);
        QVERIFY(v.findChild<QLabel*>(QStringLiteral("servingCompareNote"))->text().contains(QStringLiteral("fp8")));
    }

    // The vendor is left out of the legends (and of the serving search's table: one helper, views/common), so two
    // series fit at 1366 px; a name that is only the vendor, or does not start with it, stays whole.
    void acceleratorShortName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("vendor");
        QTest::addColumn<QString>("shown");
        QTest::newRow("vendor first") << "NVIDIA H100 SXM5 80GB" << "NVIDIA" << "H100 SXM5 80GB";
        QTest::newRow("another vendor") << "AMD Instinct MI300X" << "NVIDIA" << "AMD Instinct MI300X";
        QTest::newRow("vendor without a space") << "NVIDIAH100" << "NVIDIA" << "NVIDIAH100";
        QTest::newRow("only the vendor") << "NVIDIA " << "NVIDIA" << "NVIDIA ";
        QTest::newRow("no vendor") << "Custom chip" << "" << "Custom chip";
    }

    void acceleratorShortName()
    {
        QFETCH(QString, name);
        QFETCH(QString, vendor);
        QFETCH(QString, shown);
        QCOMPARE(views::acceleratorShortName(name.toStdString(), vendor.toStdString()), shown);
    }

    // Two accelerators side by side drop their memory sizes when that leaves them apart ("H100 SXM5 80…" elided at
    // 1366 px before); two sizes of one chip keep them.
    void acceleratorLegendName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("other");
        QTest::addColumn<QString>("shown");
        QTest::newRow("two chips") << "H100 SXM5 80GB" << "H200 SXM 141GB" << "H100 SXM5";
        QTest::newRow("the other") << "H200 SXM 141GB" << "H100 SXM5 80GB" << "H200 SXM";
        QTest::newRow("two sizes of one chip") << "A100 SXM4 40GB" << "A100 SXM4 80GB" << "A100 SXM4 40GB";
        QTest::newRow("alone") << "H100 SXM5 80GB" << "" << "H100 SXM5 80GB";
        QTest::newRow("a space before GB") << "Gaudi 3 128 GB" << "MI300X 192GB" << "Gaudi 3";
        QTest::newRow("no size") << "MI300X" << "H100 SXM5 80GB" << "MI300X";
        QTest::newRow("only a size") << "80GB" << "H100 SXM5 80GB" << "80GB";
    }

    void acceleratorLegendName()
    {
        QFETCH(QString, name);
        QFETCH(QString, other);
        QFETCH(QString, shown);
        QCOMPARE(views::acceleratorLegendName(name, other), shown);
    }

    void legendNamesTheAcceleratorWithoutItsVendor()
    {
        views::ServingView v(test::builtinCatalog());
        test::show(v, test::presetScenario(QStringLiteral("llama2-70b-mlperf-offline")));
        auto* curve = qobject_cast<QLineSeries*>(chart(v, "servingTpotChart")->series().first());
        QVERIFY(curve);
        QCOMPARE(curve->name(), QStringLiteral("H100 SXM5 80GB"));
    }

    // A Mixture-of-Experts plan says how many experts a decode step touches (Mixtral: top-2 of 8, every expert past a
    // few dozen tokens); a dense plan says nothing of experts. The longer text scrolls instead of squeezing the charts.
    void expertsTouchedAndTheChartsKeepTheirHeight()
    {
        views::ServingView v(test::builtinCatalog());
        v.resize(612, 470); // the tab's area in the main window at 1366 × 768: a plain label squeezed the charts
        v.show();
        const Scenario dense = test::presetScenario(QStringLiteral("llama2-70b-mlperf-offline"));
        test::show(v, dense);
        QCoreApplication::processEvents();
        auto* denseFleet = v.findChild<QLabel*>(QStringLiteral("servingFleet"));
        QVERIFY(!denseFleet->text().contains(QStringLiteral("Experts")));
        const int chartHeight = v.findChild<QChartView*>(QStringLiteral("servingTpotChart"))->height();
        const Scenario moe = test::presetScenario(QStringLiteral("mixtral-8x7b-serving"));
        test::show(v, moe);
        QCoreApplication::processEvents();
        const QString text = v.findChild<QLabel*>(QStringLiteral("servingFleet"))->text();
        QVERIFY2(text.contains(QStringLiteral("touches 8 of the 8 routed experts of each MoE layer and reads 100 %")),
                 qPrintable(text));
        QCOMPARE(v.findChild<QChartView*>(QStringLiteral("servingTpotChart"))->height(), chartHeight);
        // Every line of the text can be seen: inside its scroll area the part below the viewport scrolls into view.
        auto* label = v.findChild<QLabel*>(QStringLiteral("servingFleet"));
        auto* scroll = v.findChild<QScrollArea*>(QStringLiteral("servingFleetScroll"));
        QWidget* frame = scroll ? static_cast<QWidget*>(scroll) : label;
        QVERIFY(frame->mapTo(&v, QPoint(0, frame->height())).y() <= v.height());
        if (scroll)
            QVERIFY(scroll->verticalScrollBar()->maximum() >= label->height() - scroll->viewport()->height());
    }

    // An expert-parallel plan says how its attention groups share the prompts. DeepSeek-V3 at EP 144, TP 1 (the
    // preset: dealt evenly) at its 28,099 sequences of 256 output tokens: 28,099 / 256 / 144 = 0.76 prompts per group
    // and iteration. Each rank refilling its own slots, the TPOT target holds 2,120 sequences: 0.06 per group, and the
    // busiest of the 144 holds 1.21 (E[max] of 144 Poisson(0.0575), by hand in Python).
    void attentionGroupsShareThePrompts()
    {
        views::ServingView v(test::builtinCatalog());
        v.resize(612, 470);
        v.show();
        Scenario s = test::presetScenario(QStringLiteral("deepseek-v3-h800"));
        test::show(v, s);
        QCoreApplication::processEvents();
        const QString dealt = v.findChild<QLabel*>(QStringLiteral("servingFleet"))->text();
        QVERIFY2(dealt.contains(QStringLiteral("the 144 groups of a replica step together; prompts are dealt evenly, "
                                               "0.76 per group and iteration")),
                 qPrintable(dealt));
        s.serving.promptBalance = "per-rank";
        test::show(v, s);
        QCoreApplication::processEvents();
        const QString perRank = v.findChild<QLabel*>(QStringLiteral("servingFleet"))->text();
        QVERIFY2(perRank.contains(QStringLiteral("0.06 prompts per group and iteration on average, but each iteration "
                                                 "waits for the busiest group, which holds 1.21")),
                 qPrintable(perRank));
        // A plan without EP says nothing of attention groups.
        test::show(v, test::presetScenario(QStringLiteral("mixtral-8x7b-serving")));
        QCoreApplication::processEvents();
        QVERIFY(!v.findChild<QLabel*>(QStringLiteral("servingFleet"))->text().contains(QStringLiteral("Attention groups")));
    }

    void nothingFits()
    {
        views::ServingView v(test::builtinCatalog());
        Scenario s = test::presetScenario(QStringLiteral("llama2-70b-mlperf-offline"));
        s.model.params = 5e12;
        s.serving.tp = 0;
        test::show(v, s);
        QVERIFY(chart(v, "servingTpotChart")->series().isEmpty());
        QVERIFY(v.findChild<QLabel*>(QStringLiteral("servingFleet"))->text().contains(QStringLiteral("Nothing fits")));
    }
};

QTEST_MAIN(TestServingView)
#include "tst_serving_view.moc"
