// QBENCHMARK of one full evaluate() of the default preset (issue #7 target: median < 50 µs).
// Run: `make bench` (prints the median per iteration).
#include "catalog/CatalogProvider.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "reliability/ReliabilityResults.h"
#include "scenario/ResolvedFleet.h"

#include <QTest>

class BenchEvaluate : public QObject {
    Q_OBJECT
private slots:
    void evaluateDefaultPreset()
    {
        const auto load = fleet::app::loadCatalog(QString());
        QVERIFY(load.catalog);
        const fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
        QBENCHMARK {
            const fleet::Results r = fleet::evaluate(s, *load.catalog);
            QVERIFY(r.has("training.wall_s"));
        }
    }
    void monteCarloLlama3Scale()
    {
        // Issue #7 target: 10,000 trials of a 16,384-GPU, 54-day run in < 2 s on both cores.
        const auto load = fleet::app::loadCatalog(QString());
        fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
        s.fleet.nodes = 2048;
        s.training.dp = 256;
        const fleet::Results r = fleet::evaluate(s, *load.catalog);
        std::vector<fleet::Issue> issues;
        const fleet::ResolvedFleet f = fleet::resolveFleet(s, *load.catalog, issues);
        fleet::MonteCarloConfig config = fleet::monteCarloConfig(s, f, r.value("fabric.switches").value_or(0.0), 54 * 86400.0);
        config.trials = 10000;
        QBENCHMARK {
            const fleet::MonteCarloResult mc = fleet::runMonteCarlo(config);
            QCOMPARE(mc.completedTrials, std::int64_t(10000));
        }
    }

    void loadBuiltinCatalog()
    {
        QBENCHMARK {
            const auto load = fleet::app::loadCatalog(QString());
            QVERIFY(load.catalog);
        }
    }
};

QTEST_GUILESS_MAIN(BenchEvaluate)
#include "bench_evaluate.moc"
