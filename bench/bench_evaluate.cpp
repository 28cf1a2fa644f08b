// QBENCHMARK of one full evaluate() of the default preset (issue #7 target: median < 50 µs).
// Run: `make bench` (prints the median per iteration).
#include "catalog/CatalogProvider.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "reliability/ReliabilityResults.h"
#include "scenario/ResolvedFleet.h"
#include "search/DesignSearch.h"

#include <QTest>

#include <ctime>

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
        fleet::MonteCarloConfig config = fleet::monteCarloConfig(s, f, r.value("fabric.switches").value_or(0.0), fleet::bookRunTiming(s, 54 * 86400.0));
        config.trials = 10000;
        QBENCHMARK {
            const fleet::MonteCarloResult mc = fleet::runMonteCarlo(config);
            QCOMPARE(mc.completedTrials, std::int64_t(10000));
        }
    }

    void designSearch175b()
    {
        // Issue #7 target: every valid configuration of a 175B model on 1,024 to 16,384 GPUs in < 1 s (2 cores).
        // Space: the default axes (tp, pp, microBatch, ZeRO, checkpointing, precision; dp derived) × fleet.nodes
        // ∈ {128, 256, 512, 1024, 2048} DGX H100 nodes.
        const auto load = fleet::app::loadCatalog(QString());
        const fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
        fleet::DefaultAxesOptions o;
        o.nodes = {128, 256, 512, 1024, 2048};
        const fleet::SearchSpec spec{s, fleet::defaultSearchAxes(s, *load.catalog, o), true, 0};
        fleet::SearchResult r;
        std::clock_t cpu = 0;
        QBENCHMARK {
            const std::clock_t c0 = std::clock();
            r = fleet::runDesignSearch(spec, *load.catalog);
            cpu = std::clock() - c0;
        }
        // CPU time over both threads: on a shared machine the wall time mostly measures the other processes.
        const double cpuSeconds = static_cast<double>(cpu) / CLOCKS_PER_SEC;
        qInfo("design search: %.3f s of CPU over all threads = %.3f s wall on %d idle cores, %.0f configs/s per core",
              cpuSeconds, cpuSeconds / r.threadsUsed, r.threadsUsed, static_cast<double>(r.evaluated) / cpuSeconds);
        QVERIFY(r.valid > 0);
        qInfo("design search: %lld combinations, %lld evaluated, %lld valid, %lld on the front (%lld distinct); "
              "%.3f s on %d threads = %.0f evaluated configs/s",
              static_cast<long long>(r.total), static_cast<long long>(r.evaluated), static_cast<long long>(r.valid),
              static_cast<long long>(r.front.size()), static_cast<long long>(r.frontDistinct), r.elapsedSeconds,
              r.threadsUsed, static_cast<double>(r.evaluated) / r.elapsedSeconds);
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
