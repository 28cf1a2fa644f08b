// The Evaluation the evaluator publishes (issue #12): its results point into the catalog they were computed with
// (Results::structs(): the resolved fleet's rows), so results kept after their evaluation — a results table, the
// report, the Compare tab's baseline — must keep that catalog alive, even after the application swapped it.
#include "TestCatalog.h"

#include "evaluation/Evaluation.h"
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
};

QTEST_GUILESS_MAIN(TstEvaluation)
#include "tst_evaluation.moc"
