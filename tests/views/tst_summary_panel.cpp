// The Summary dock (issue #13): a result the evaluation could not produce keeps its line as "— (error)" with
// the issue as its tooltip, and a click on a line's label opens its derivation like a click on its value.
#include "TestCatalog.h"
#include "Tolerance.h"
#include "evaluate/Evaluate.h"
#include "models/Summary.h"
#include "presets/Presets.h"
#include "results/SummaryPanel.h"
#include "scenario/ScenarioSchema.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace fleet::views;

class TestSummaryPanel : public QObject {
    Q_OBJECT
    static fleet::app::ResultsPtr evaluate(const fleet::Scenario& s)
    {
        return std::make_shared<const fleet::Results>(fleet::evaluate(s, *fleet::test::builtinCatalog()));
    }
    static fleet::Scenario plan(const QStringList& assignments)
    {
        fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
        for (const QString& a : assignments)
            if (auto err = fleet::ScenarioSchema::instance().applyAssignment(s, a.toStdString(), nullptr))
                qFatal("%s", err->c_str());
        return s;
    }

private slots:
    void aFailedTrainingEvaluationShowsAnErrorLine()
    {
        // TP × PP × DP = 3 × 8 × 128 does not match the 8,192 accelerators: no predicted time to train.
        const fleet::Scenario s = plan({"training.timeModel=predicted", "training.tp=3"});
        const fleet::app::ResultsPtr r = evaluate(s);
        QVERIFY(!r->has("training.wall_s"));
        SummaryPanel panel;
        panel.setResults(s, r);
        auto* value = panel.findChild<QLabel*>(QStringLiteral("summaryValue:training.wall_s"));
        auto* label = panel.findChild<QLabel*>(QStringLiteral("summaryLabel:training.wall_s"));
        QVERIFY(value && label);
        QVERIFY2(value->text().contains(QStringLiteral("— (error)")), qPrintable(value->text()));
        QVERIFY2(value->toolTip().contains(QStringLiteral("training.tp × training.cp × training.pp × training.dp")),
                 qPrintable(value->toolTip()));
        QCOMPARE(label->toolTip(), value->toolTip());
        // The lines the evaluation did produce are still there, with their numbers.
        auto* power = panel.findChild<QLabel*>(QStringLiteral("summaryValue:power.facility_w"));
        QVERIFY(power && power->text().contains(QStringLiteral("MW")));
    }

    void aWorkingPlanHasNoErrorLine()
    {
        const fleet::Scenario s = plan({});
        SummaryPanel panel;
        panel.setResults(s, evaluate(s));
        auto* value = panel.findChild<QLabel*>(QStringLiteral("summaryValue:training.wall_s"));
        QVERIFY(value);
        QVERIFY2(value->text().contains(QStringLiteral("55.6")), qPrintable(value->text()));
        QVERIFY(!value->text().contains(QStringLiteral("error")));
    }

    // Issue 31: a new plan leads with its predicted run, and every headline number is that run's: the goodput
    // shown is the G of training.wall_s, energy and carbon follow its wall time. The book's preset keeps the
    // book's chain first, the prediction second, and no goodput of another run.
    void oneHeadlineAndTheRunsOwnGoodput()
    {
        const fleet::Scenario s = plan({});
        QCOMPARE(s.training.timeModel, std::string("predicted"));
        const fleet::app::ResultsPtr r = evaluate(s);
        const fleet::app::Summary sum = fleet::app::buildSummary(s, *r);
        QCOMPARE(sum.items.first().key, QStringLiteral("training.wall_s"));
        QVERIFY(sum.items.first().label.contains(QStringLiteral("predicted")));
        FLEET_COMPARE_REL(*r->value("training.wall_s"), 55.65 * 3600, 0.001); // steps × T_step / G × 1.05
        FLEET_COMPARE_REL(*r->value("training.wall_s"), *r->value("training.predicted_wall_s"), 1e-12);
        const fleet::Derivation* d = r->derivation("training.wall_s");
        QVERIFY(d);
        double g = 0;
        for (const fleet::DerivationTerm& t : d->inputs)
            if (t.symbol == "G")
                g = t.value;
        const auto goodput = std::find_if(sum.items.begin(), sum.items.end(),
                                          [](const fleet::app::SummaryItem& i) { return i.key == "reliability.goodput"; });
        QVERIFY(goodput != sum.items.end());
        FLEET_COMPARE_REL(*r->value("reliability.goodput"), g, 1e-12);
        // The run's energy is its average draw × PUE over its wall time (seed L1720-1724).
        FLEET_COMPARE_REL(*r->value("carbon.energy_j"),
                          *r->value("power.average_it_w") * s.facility.pue * *r->value("training.wall_s"), 1e-9);

        const fleet::Scenario book = *fleet::app::Presets::load(QStringLiteral("book-175b-h100")).scenario;
        const fleet::app::ResultsPtr rb = evaluate(book);
        const fleet::app::Summary sb = fleet::app::buildSummary(book, *rb);
        QCOMPARE(sb.items.at(0).key, QStringLiteral("training.wall_s"));
        QVERIFY(sb.items.at(0).label.contains(QStringLiteral("book")));
        QCOMPARE(sb.items.at(1).key, QStringLiteral("training.predicted_wall_s"));
        FLEET_COMPARE_REL(*rb->value("training.wall_s"), 17.6 * 3600, 0.004); // seed L2294-2310
        QVERIFY(std::none_of(sb.items.begin(), sb.items.end(),
                             [](const fleet::app::SummaryItem& i) { return i.key == "reliability.goodput"; }));
        QVERIFY(!sb.constraints.isEmpty());
        QVERIFY(sb.constraints.first().text.contains(QStringLiteral("book's chain gives")));
    }

    // Issue 31: a serving preset is a serving-only plan (training.enabled = false): its Summary leads with the serving
    // fleet (accelerators, replicas, $/M tokens, TTFT, TPOT) and carries no training job — no time to train, no
    // memory error; a training plan with a load leads with its serving fleet too, then its run.
    void aServingPlanLeadsWithItsServingFleet()
    {
        const fleet::Scenario s = *fleet::app::Presets::load(QStringLiteral("book-llama3-70b-serving")).scenario;
        QVERIFY(!s.training.enabled);
        const fleet::app::ResultsPtr r = evaluate(s);
        const fleet::app::Summary sum = fleet::app::buildSummary(s, *r);
        QStringList keys;
        for (const fleet::app::SummaryItem& i : sum.items)
            keys << i.key;
        QCOMPARE(keys.mid(0, 5), (QStringList{QStringLiteral("serving.accelerators"), QStringLiteral("serving.replicas"),
                                              QStringLiteral("serving.usd_per_million_tokens"),
                                              QStringLiteral("serving.ttft_p99_s"), QStringLiteral("serving.tpot_p99_s")}));
        for (const QString& k : keys)
            QVERIFY2(!k.startsWith(QStringLiteral("training.")) && !k.startsWith(QStringLiteral("reliability.")), qPrintable(k));
        for (const fleet::app::Constraint& c : sum.constraints)
            QVERIFY2(!c.text.contains(QStringLiteral("training job")), qPrintable(c.text));
        QVERIFY(!r->hasErrors());
        for (const fleet::Issue& i : r->issues())
            QVERIFY2(i.severity == fleet::Severity::Info, i.key.c_str());

        fleet::Scenario both = plan({"serving.requestsPerSecond=10"});
        const fleet::app::ResultsPtr rb = evaluate(both);
        const fleet::app::Summary sb = fleet::app::buildSummary(both, *rb);
        QCOMPARE(sb.items.first().key, QStringLiteral("serving.accelerators"));
        // A plan that serves shows its fleet's p99 TPOT, not the one-accelerator batch-1 floor beside it (issue 31:
        // "104.5 ms for 350 GB on one H100" next to the serving TPOT); a training plan without a load keeps it.
        for (const fleet::app::Summary& x : {sum, sb})
            QVERIFY(std::none_of(x.items.begin(), x.items.end(),
                                 [](const fleet::app::SummaryItem& i) { return i.key == "inference.decode_s_per_token"; }));
        const fleet::Scenario training = plan({});
        const fleet::app::Summary st = fleet::app::buildSummary(training, *evaluate(training));
        QVERIFY(std::any_of(st.items.begin(), st.items.end(),
                            [](const fleet::app::SummaryItem& i) { return i.key == "inference.decode_s_per_token"; }));
        QVERIFY(std::any_of(sb.items.begin(), sb.items.end(),
                            [](const fleet::app::SummaryItem& i) { return i.key == "training.wall_s"; }));
    }

    void anEditUpdatesTheLinesInPlace()
    {
        // Issue #12: the same lines with new numbers keep their labels (no new widgets, no window re-layout).
        const fleet::Scenario s = plan({}), fewer = plan({"training.tokens=1e12"});
        SummaryPanel panel;
        panel.setResults(s, evaluate(s));
        auto* value = panel.findChild<QLabel*>(QStringLiteral("summaryValue:training.wall_s"));
        QVERIFY(value);
        const QString before = value->text();
        const QListWidgetItem* constraint = panel.constraints()->item(0);
        QVERIFY(constraint);
        panel.setResults(s, evaluate(s));                   // the same plan again (an option of another tab changed)
        QCOMPARE(panel.constraints()->item(0), constraint); // the same constraints keep their items
        panel.setResults(fewer, evaluate(fewer));
        QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("summaryValue:training.wall_s")), value);
        QVERIFY2(value->text() != before, qPrintable(before));
        // What a panel built from scratch shows.
        SummaryPanel fresh;
        fresh.setResults(fewer, evaluate(fewer));
        const auto labels = panel.findChildren<QLabel*>(), freshLabels = fresh.findChildren<QLabel*>();
        QCOMPARE(labels.size(), freshLabels.size());
        for (const QLabel* l : labels) {
            const auto* f = fresh.findChild<QLabel*>(l->objectName());
            QVERIFY2(f, qPrintable(l->objectName()));
            QCOMPARE(l->text(), f->text());
            QCOMPARE(l->toolTip(), f->toolTip());
        }
        QCOMPARE(panel.constraints()->count(), fresh.constraints()->count());
        for (int i = 0; i < fresh.constraints()->count(); ++i)
            QCOMPARE(panel.constraints()->item(i)->text(), fresh.constraints()->item(i)->text());
        // A plan whose run cannot be predicted changes the lines: the panel follows it.
        const fleet::Scenario broken = plan({"training.timeModel=predicted", "training.tp=3"});
        panel.setResults(broken, evaluate(broken));
        auto* wall = panel.findChild<QLabel*>(QStringLiteral("summaryValue:training.wall_s"));
        QVERIFY(wall);
        QVERIFY2(wall->text().contains(QStringLiteral("— (error)")), qPrintable(wall->text()));
        panel.setResults(s, nullptr);
        QVERIFY(!panel.findChild<QLabel*>(QStringLiteral("summaryValue:training.wall_s")));
        QCOMPARE(panel.constraints()->count(), 0);
    }

    void clickingALabelOpensItsDerivation()
    {
        const fleet::Scenario s = plan({});
        SummaryPanel panel;
        panel.setResults(s, evaluate(s));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy activated(&panel, &SummaryPanel::resultActivated);
        auto* label = panel.findChild<QLabel*>(QStringLiteral("summaryLabel:power.facility_w"));
        QVERIFY(label);
        QTest::mouseClick(label, Qt::LeftButton);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("power.facility_w"));
        QTest::mouseClick(label, Qt::RightButton); // only a left click
        QCOMPARE(activated.count(), 1);
    }
};

QTEST_MAIN(TestSummaryPanel)
#include "tst_summary_panel.moc"
