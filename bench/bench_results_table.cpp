// The GUI-thread cost of a domain tab's results table taking an edit's results (issue #12): the Training tab's
// table, shown offscreen at the size it has at 1366×768, alternates between two evaluations with the same keys
// (training.tokens 1e12 / 2e12: most rows change); each iteration is setResults() plus the paint it causes.
// Run: `QT_QPA_PLATFORM=offscreen build/bench/bench_results_table`; for instruction counts
// `valgrind --tool=callgrind --toggle-collect='*updateOnce*' build/bench/bench_results_table -iterations 20`
// (instructions over 20 + 1 updates).
#include "catalog/CatalogProvider.h"
#include "common/ResultsTable.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <QApplication>
#include <QTest>

namespace {

fleet::app::ResultsPtr evaluated(const fleet::Catalog& c, double tokens)
{
    fleet::Scenario s = *fleet::app::Presets::load(fleet::app::Presets::defaultName()).scenario;
    s.training.tokens = tokens;
    return std::make_shared<const fleet::Results>(fleet::evaluate(s, c));
}

// One edit as the tab sees it (its own function: callgrind's --toggle-collect=updateOnce counts only this).
[[gnu::noinline]] void updateOnce(fleet::views::ResultsTable& table, const fleet::app::ResultsPtr& r)
{
    table.setResults(r);
    QCoreApplication::processEvents(); // the repaint it scheduled
}

} // namespace

class BenchResultsTable : public QObject {
    Q_OBJECT
private slots:
    void update()
    {
        const auto load = fleet::app::loadCatalog(QString());
        QVERIFY(load.catalog);
        const fleet::app::ResultsPtr a = evaluated(*load.catalog, 1e12), b = evaluated(*load.catalog, 2e12);
        fleet::views::ResultsTable table({QStringLiteral("training.")}, QStringLiteral("Training"));
        table.resize(560, 330);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.setResults(a);
        QCoreApplication::processEvents();
        int i = 0;
        QBENCHMARK {
            updateOnce(table, ++i % 2 ? b : a);
        }
    }
};

QTEST_MAIN(BenchResultsTable)
#include "bench_results_table.moc"
