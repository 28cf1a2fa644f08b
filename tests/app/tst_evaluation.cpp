// The Evaluation the evaluator publishes (issue #12): its results point into the catalog they were computed with
// (Results::structs(): the resolved fleet's rows), so results kept after their evaluation — a results table, the
// report, the Compare tab's baseline — must keep that catalog alive, even after the application swapped it.
#include "TestCatalog.h"

#include "evaluate/Evaluate.h"
#include "evaluation/Evaluation.h"
#include "reliability/ReliabilityResults.h"
#include "scenario/Scenario.h"

#include <QTest>

using namespace fleet;

class TstEvaluation : public QObject {
    Q_OBJECT
private slots:
    void resultsKeepTheirCatalogAlive()
    {
        auto catalog = std::make_shared<const Catalog>(*test::builtinCatalog()); // this test's own copy
        const std::weak_ptr<const Catalog> watch = catalog;
        app::ResultsPtr results;
        {
            const app::EvaluationPtr e = app::Evaluation::compute(Scenario{}, std::move(catalog));
            results = e->results();
        } // the evaluation and every other owner of the catalog are gone
        QVERIFY(!watch.expired());
        const DomainStructs& st = results->structs();
        QVERIFY(st.fleet && st.fleet->accelerator);
        QCOMPARE(st.fleet->accelerator->id, std::string("h100-sxm")); // reads the catalog's row
        results.reset();
        QVERIFY(watch.expired()); // and nothing keeps it longer than the results
    }

    // The Reliability tab reads the evaluation's typed reliability outcome, not its keys: the same numbers the
    // keys publish, and nothing for a plan that does not evaluate or when only values are computed.
    void reliabilitySeriesReadTheTypedOutcome()
    {
        const auto catalog = test::builtinCatalog();
        const app::EvaluationPtr e = app::Evaluation::compute(Scenario{}, catalog);
        const Results& r = *e->results();
        const RunOutcome* o = r.structs().reliability.get();
        QVERIFY(o && o->ok);
        const app::ReliabilitySeries& series = e->series().reliability;
        // Bit for bit: the same doubles the keys hold.
        QVERIFY(o->systemMtbf == *r.value("reliability.system_mtbf_s"));
        QVERIFY(series.systemMtbfSeconds == *r.value("reliability.system_mtbf_s"));
        QVERIFY(series.intervalSeconds == *r.value("reliability.checkpoint_interval_s"));
        QVERIFY(series.analyticWallSeconds.has_value());
        QVERIFY(*series.analyticWallSeconds == *r.value("reliability.training_wall_s"));
        QVERIFY(series.systemMtbfSeconds > 600.0 && series.intervalSeconds > 10.0); // about 50 min and 38 s
        QVERIFY(!series.goodput.empty());
        QVERIFY(series.planGoodput > 0.1 && series.planGoodput < 1.0); // 0.32

        Scenario broken;
        broken.fleet.accelerator = "no-such-gpu";
        const app::EvaluationPtr none = app::Evaluation::compute(broken, catalog);
        QVERIFY(!none->results()->structs().reliability);
        QVERIFY(!none->results()->has("reliability.system_mtbf_s"));
        QCOMPARE(none->series().reliability.systemMtbfSeconds, 0.0);
        QVERIFY(none->series().reliability.goodput.empty());
        QVERIFY(!none->series().reliability.analyticWallSeconds);

        QVERIFY(!evaluate(Scenario{}, *catalog, Detail::Values).structs().reliability); // values only: no structs
    }
};

QTEST_GUILESS_MAIN(TstEvaluation)
#include "tst_evaluation.moc"
