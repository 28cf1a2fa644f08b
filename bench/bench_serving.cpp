// QBENCHMARK of the serving model (issue 14 targets: one serving evaluation ≤ 5 µs values-only; the fleet-sizing
// search < 100 ms). Run: `make bench`, or `bench_serving -callgrind` for instruction counts (docs/performance.md).
#include "catalog/CatalogProvider.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "serving/ServingSearch.h"
#include "serving/ServingSetup.h"

#include <QTest>

namespace {

const fleet::Catalog& catalog()
{
    static const auto load = fleet::app::loadCatalog(QString());
    if (!load.catalog)
        qFatal("%s", qPrintable(load.error));
    return *load.catalog;
}

fleet::Scenario mlperf()
{
    return *fleet::app::Presets::load(QStringLiteral("llama2-70b-mlperf-offline")).scenario;
}

// The MLPerf Server question: a load, p99 targets, the batch to find by bisection and the latency at the load.
fleet::Scenario mlperfServer()
{
    fleet::Scenario s = mlperf();
    s.serving.requestsPerSecond = 60.0;
    s.serving.ttftSeconds = 2.0;
    s.serving.tpotSeconds = 0.2;
    return s;
}

} // namespace

class BenchServing : public QObject {
    Q_OBJECT
private slots:
    // One serving evaluation, values only: TP → capacity → operating point → replicas → latency at the load.
    void servingEvaluationOffline()
    {
        const auto setup = fleet::servingSetup(mlperf(), catalog());
        QVERIFY(setup);
        fleet::FleetSizing f;
        QBENCHMARK { f = fleet::sizeServingFleet(setup->model, setup->hardware, setup->workload); }
        QCOMPARE(f.replicas, 4.0);
    }
    // A Mixture-of-Experts replica (Mixtral 8x7B on 8 H100, its preset): every decode step also prices each expert's
    // padded rows (expertTileRows: a Binomial sum while the spread is under a tile).
    void servingEvaluationMoe()
    {
        const auto setup =
            fleet::servingSetup(*fleet::app::Presets::load(QStringLiteral("mixtral-8x7b-serving")).scenario, catalog());
        QVERIFY(setup);
        QVERIFY(setup->model.moe());
        fleet::FleetSizing f;
        QBENCHMARK { f = fleet::sizeServingFleet(setup->model, setup->hardware, setup->workload); }
        QVERIFY(f.replicas >= 1.0);
    }
    // Expert parallelism with each rank refilling its own slots: every step prices the busiest of the EP/tp attention
    // groups (serving/BusiestGroup.h) - the deepseek-v3-h800 preset (EP 144, TPOT target) with serving.promptBalance =
    // per-rank, against the preset's balanced below.
    void servingEvaluationEpPerRank()
    {
        fleet::Scenario s = *fleet::app::Presets::load(QStringLiteral("deepseek-v3-h800")).scenario;
        s.serving.promptBalance = "per-rank";
        const auto setup = fleet::servingSetup(s, catalog());
        QVERIFY(setup);
        fleet::FleetSizing f;
        QBENCHMARK { f = fleet::sizeServingFleet(setup->model, setup->hardware, setup->workload); }
        QVERIFY(f.replicas >= 1.0);
    }
    void servingEvaluationEpBalanced()
    {
        const auto setup =
            fleet::servingSetup(*fleet::app::Presets::load(QStringLiteral("deepseek-v3-h800")).scenario, catalog());
        QVERIFY(setup);
        fleet::FleetSizing f;
        QBENCHMARK { f = fleet::sizeServingFleet(setup->model, setup->hardware, setup->workload); }
        QVERIFY(f.replicas >= 1.0);
    }
    void servingEvaluationWithTargetsAndLoad()
    {
        const auto setup = fleet::servingSetup(mlperfServer(), catalog());
        QVERIFY(setup);
        fleet::FleetSizing f;
        QBENCHMARK { f = fleet::sizeServingFleet(setup->model, setup->hardware, setup->workload); }
        QVERIFY(f.replicas >= 1.0);
    }
    // The fleet-sizing search: 14 accelerators × 4 precisions × TP 1–8 × 3 batches = 672 configurations.
    void servingSearch()
    {
        fleet::ServingSearchSpec spec;
        for (const fleet::Accelerator& a : catalog().accelerators)
            spec.accelerators.push_back(a.id);
        spec.precisions = {"fp8", "fp16", "bf16", "int8"};
        spec.batches = {0, 64, 256};
        const fleet::Scenario s = mlperfServer();
        fleet::ServingSearchResult r;
        QBENCHMARK { r = fleet::runServingSearch(s, catalog(), spec); }
        QCOMPARE(r.candidates.size(), size_t(672));
        QVERIFY(!r.ranking.empty());
    }
    // Issue 31, robustness 9: every accelerator of a 10,000-row user catalog (H100-like chips, generated), with the
    // catalog's index — was quadratic (100,000 rows took 110 s); docs/performance.md.
    void servingSearchLargeCatalog()
    {
        fleet::Catalog big = catalog();
        const fleet::Accelerator h100 = *big.accelerator("h100-sxm");
        for (int i = 0; i < 10000; ++i) {
            fleet::Accelerator a = h100;
            a.id = "chip-" + std::to_string(i);
            a.hbmCapacity = a.hbmCapacity * (1.0 + (i % 5) * 0.5);
            a.year = 2016 + i % 11;
            big.accelerators.push_back(a);
        }
        big.buildIndex();
        fleet::ServingSearchSpec spec;
        for (const fleet::Accelerator& a : big.accelerators)
            spec.accelerators.push_back(a.id);
        const fleet::Scenario s = *fleet::app::Presets::load(QStringLiteral("book-llama3-70b-serving")).scenario;
        fleet::ServingSearchResult r;
        QBENCHMARK { r = fleet::runServingSearch(s, big, spec); }
        QVERIFY(r.error.empty() && !r.ranking.empty());
        qInfo("serving search over %zu accelerators: %zu configurations in %.3f s", spec.accelerators.size(),
              r.candidates.size(), r.elapsedSeconds);
    }
    // What serving adds to one evaluate() with derivations (compare bench_evaluate's evaluateDefaultPreset).
    void evaluateMlperfPreset()
    {
        const fleet::Scenario s = mlperfServer();
        QBENCHMARK {
            const fleet::Results r = fleet::evaluate(s, catalog());
            QVERIFY(r.has("serving.replicas"));
        }
    }
};

QTEST_GUILESS_MAIN(BenchServing)
#include "bench_serving.moc"
