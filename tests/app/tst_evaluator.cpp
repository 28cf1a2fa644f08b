// Evaluation runs off the GUI thread and publishes only the newest request's results.
#include "TestCatalog.h"
#include "Tolerance.h"
#include "evaluation/Evaluator.h"

#include <QSignalSpy>

using namespace fleet::app;

class TestEvaluator : public QObject {
    Q_OBJECT
private slots:
    void staleResultsAreDropped()
    {
        Evaluator ev(fleet::test::builtinCatalog());
        ev.setDebounceMs(0);
        QSignalSpy spy(&ev, &Evaluator::evaluationReady);
        fleet::Scenario s;
        for (std::int64_t nodes = 1; nodes <= 50; ++nodes) {
            s.fleet.nodes = nodes;
            ev.request(s);
            if (nodes % 7 == 0)
                QCoreApplication::processEvents(); // let some evaluations start while newer ones are queued
        }
        auto generation = [](const QList<QVariant>& args) {
            return args.at(0).value<EvaluationPtr>()->generation();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty() && generation(spy.last()) == ev.latestGeneration(), 10000);
        QTest::qWait(100);
        // Every published result is for a generation no older than the one before it, and the last is for 50 nodes.
        quint64 previous = 0;
        for (const auto& args : spy) {
            const quint64 g = generation(args);
            QVERIFY(g > previous);
            previous = g;
        }
        const auto evaluation = spy.last().at(0).value<EvaluationPtr>();
        QVERIFY(evaluation);
        QCOMPARE(evaluation->scenario().fleet.nodes, std::int64_t(50)); // the scenario travels with its results
        const ResultsPtr& results = evaluation->results();
        // 50 nodes × 8 H100 × 1,979 TFLOP/s × 0.45
        FLEET_COMPARE_REL(*results->value("training.cluster_flops_per_s"), 400 * 1979e12 * 0.45, 1e-9);
        QCOMPARE(ev.latest(), evaluation);
    }

    void debounceCoalescesBursts()
    {
        Evaluator ev(fleet::test::builtinCatalog());
        ev.setDebounceMs(50);
        QSignalSpy spy(&ev, &Evaluator::evaluationReady);
        fleet::Scenario s;
        for (int i = 0; i < 20; ++i) {
            s.training.mfu = 0.2 + i * 0.01;
            ev.request(s);
        }
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 5000);
        QTest::qWait(150);
        QCOMPARE(spy.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestEvaluator)
#include "tst_evaluator.moc"
