// QBENCHMARK of one full evaluate() of the default preset (issue #7 target: median < 50 µs).
// Run: `make bench` (prints the median per iteration).
#include "catalog/CatalogProvider.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"

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
