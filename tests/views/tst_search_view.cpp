// The Search tab: a small search of the default preset off the GUI thread, the front in the chart and the
// table, rejected counts, the compute-optimal box, and Apply as one undoable step that undo restores.
#include "TestCatalog.h"
#include "TestEvaluation.h"
#include "Tolerance.h"
#include "charts/ParetoChartView.h"
#include "document/ScenarioDocument.h"
#include "evaluate/Evaluate.h"
#include "models/QuantityFormat.h"
#include "presets/Presets.h"
#include "search/FastestLayoutsPanel.h"
#include "search/NearOptimal.h"
#include "search/SearchView.h"
#include "search/ServingSearchPanel.h"
#include "serving/ServingSearch.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>

#include <algorithm>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QUndoStack>

using namespace fleet;

class TestSearchView : public QObject {
    Q_OBJECT
private slots:
    void searchApplyUndo()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        doc.reset(*app::Presets::load(app::Presets::defaultName()).scenario, QString());
        views::SearchView view(catalog, &doc);
        view.resize(1200, 700);
        view.show();
        test::show(view, doc.scenario(), catalog);

        // Compute-optimal box: the plan's 3.15e23 FLOP → 51.2B parameters; 1.7 tokens per parameter: data-limited.
        const QString sizing = view.findChild<QLabel*>(QStringLiteral("optimalSizeSummary"))->text();
        QVERIFY2(sizing.contains(QStringLiteral("51.2 B parameters")), qPrintable(sizing));
        QVERIFY2(sizing.contains(QStringLiteral("Data-limited")), qPrintable(sizing));

        // A small search: TP, PP and ZeRO vary (keep micro-batch, checkpointing, precision), node count ×½ ×1 ×2.
        for (const char* key : {"training.microBatch", "training.activationCheckpointing", "training.precision",
                                "training.interleave", "training.sequenceParallel", "fleet.accelerator"})
            view.axisCheckBox(QString::fromLatin1(key))->setChecked(false);
        const SearchSpec spec = view.currentSpec();
        QCOMPARE(spec.axes.size(), size_t(4)); // nodes, tp, pp, zeroStage
        QCOMPARE(combinationCount(spec.axes), 3.0 * 5 * 11 * 4);
        QSignalSpy shown(&view, &views::SearchView::searchShown);
        view.runSearch();
        QVERIFY(view.runner()->isRunning()); // off the GUI thread: runSearch() returned before the result
        QVERIFY(shown.wait(60000));
        const app::SearchPtr outcome = view.outcome();
        QVERIFY(outcome);
        const SearchResult& r = outcome->result;
        QCOMPARE(r.total, std::int64_t(660));
        // Fleet sizes trade the run's time for its cost: more than one distinct point on the front.
        QVERIFY(r.frontDistinct >= 2);
        QVERIFY(view.chart()->frontSeriesCount() >= 1);
        QTableWidget* table = view.frontTable();
        QCOMPARE(table->rowCount(), int(r.front.size()));
        QVERIFY(table->columnCount() == 3 + 4 + 1 + 4); // objectives, axes, dp, step / MFU / memory / TCO
        QVERIFY(view.rejectedLabel()->text().contains(QStringLiteral("TP crosses the node boundary")));
        // Its tab counts every rejected configuration: all but the valid ones.
        auto* details = view.findChild<QTabWidget*>(QStringLiteral("searchDetails"));
        QVERIFY(details);
        QCOMPARE(details->tabText(1), QStringLiteral("Rejected (%1)").arg(QLocale().toString(r.total - r.valid)));
        // The first row is selected: the fastest run, as evaluate() predicts it for that configuration.
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        const int row = table->selectionModel()->selectedRows().first().row();
        const Results fastest = evaluate(searchScenario(outcome->spec, r.front.front()), *catalog);
        FLEET_COMPARE_REL(table->item(row, 0)->data(Qt::UserRole).toDouble(), *fastest.value("training.wall_s") / 86400.0,
                          1e-9);

        // Picking a point in the chart selects its row (front order is not the table's after sorting).
        table->sortItems(3, Qt::DescendingOrder);
        const std::int64_t other = r.front.at(r.front.size() / 2);
        emit view.chart()->pointClicked(other);
        QCOMPARE(table->item(table->selectionModel()->selectedRows().first().row(), 0)->data(Qt::UserRole + 1).toLongLong(),
                 other);
        emit view.chart()->pointClicked(r.front.front());
        const int picked0 = table->selectionModel()->selectedRows().first().row();
        QCOMPARE(table->item(picked0, 0)->data(Qt::UserRole + 1).toLongLong(), r.front.front());

        // Apply: nodes, tp, pp, ZeRO and the derived dp as one undo step.
        const Scenario before = doc.scenario();
        const int steps = doc.undoStack()->count();
        QVERIFY(view.applySelected().isEmpty());
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        const Scenario applied = doc.scenario();
        QCOMPARE(applied.training.tp * applied.training.pp * applied.training.dp, applied.acceleratorCount());
        QCOMPARE(applied.training.timeModel, std::string("predicted")); // the search ranks predicted runs
        QCOMPARE(applied.training.globalBatch, std::int64_t(1536));     // and holds the plan's batch
        const std::int64_t picked = r.front.front();
        QVERIFY(applied == searchScenario(outcome->spec, picked));
        // The applied plan evaluates to the search's numbers.
        const Results after = evaluate(applied, *catalog);
        FLEET_COMPARE_REL(*after.value("training.wall_s"), r.records[size_t(picked)].wallSeconds, 1e-12);
        QVERIFY(*after.value("memory.fits") != 0.0);
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.scenario() == applied);

        // The applied plan, evaluated, keeps Apply's message (it says what changed); another edit is a plan that
        // moved away from the searched one, and the view says so.
        test::show(view, doc.scenario(), catalog);
        QVERIFY2(view.statusLabel()->text().contains(QStringLiteral("Applied")), qPrintable(view.statusLabel()->text()));
        QVERIFY(view.statusLabel()->text().contains(QStringLiteral("→")));
        QVERIFY(doc.setField(QStringLiteral("fleet.nodes"), std::int64_t(256)).isEmpty());
        test::show(view, doc.scenario(), catalog);
        QVERIFY(view.statusLabel()->text().contains(QStringLiteral("changed")));
    }

    // Issue 30: a long-sequence plan's search varies CP, and CP (like EP) follows PP's box: unchecked, neither varies.
    void contextParallelFollowsThePipelineBox()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        doc.reset(*app::Presets::load(QStringLiteral("llama3-405b-longcontext")).scenario, QString());
        views::SearchView view(catalog, &doc);
        test::show(view, doc.scenario(), catalog);
        const auto has = [](const SearchSpec& spec, const char* key) {
            return std::any_of(spec.axes.begin(), spec.axes.end(), [&](const SearchAxis& a) { return a.key == key; });
        };
        QVERIFY(has(view.currentSpec(), "training.cp"));
        view.axisCheckBox(QStringLiteral("training.pp"))->setChecked(false);
        const SearchSpec spec = view.currentSpec();
        QVERIFY(!has(spec, "training.cp") && !has(spec, "training.pp"));
    }

    void newerRunSupersedesAndCancelWorks()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        doc.reset(*app::Presets::load(app::Presets::defaultName()).scenario, QString());
        views::SearchView view(catalog, &doc);
        test::show(view, doc.scenario(), catalog);
        QSignalSpy shown(&view, &views::SearchView::searchShown);
        QSignalSpy cancelled(view.runner(), &app::SearchRunner::cancelled);
        view.runSearch();
        view.runner()->cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!view.runner()->isRunning());
        QCOMPARE(view.statusLabel()->text(), QStringLiteral("Search cancelled.")); // the controls are reset
        // Two runs back to back: only the second reports.
        for (const char* key : {"training.microBatch", "training.activationCheckpointing", "training.zeroStage",
                                "training.interleave", "training.sequenceParallel", "fleet.nodes"})
            view.axisCheckBox(QString::fromLatin1(key))->setChecked(false);
        view.runSearch();
        view.axisCheckBox(QStringLiteral("training.precision"))->setChecked(false);
        view.runSearch();
        QVERIFY(shown.wait(60000));
        QTest::qWait(200);
        QCOMPARE(shown.count(), 1);
        QCOMPARE(view.outcome()->result.total, std::int64_t(5 * 11)); // tp × pp only: the second run
    }

    // Issue 31: what the front hides. On one fleet the front is one point: the status line says why, the Fastest
    // layouts tab lists the runner-ups with what differs, a pick there is what Apply sets, and the plan's own layout
    // is a point of the scatter.
    void fastestLayoutsAndThePlansPoint()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        doc.reset(*app::Presets::load(app::Presets::defaultName()).scenario, QString());
        views::SearchView view(catalog, &doc);
        view.resize(1366, 768);
        test::show(view, doc.scenario(), catalog);
        for (const char* key : {"training.activationCheckpointing", "training.zeroStage", "training.sequenceParallel",
                                "fleet.nodes", "training.precision", "fleet.accelerator"})
            view.axisCheckBox(QString::fromLatin1(key))->setChecked(false);
        QSignalSpy shown(&view, &views::SearchView::searchShown);
        view.runSearch();
        QVERIFY(shown.wait(60000));
        const app::SearchPtr outcome = view.outcome();
        QCOMPARE(outcome->result.frontDistinct, std::int64_t(1));
        QVERIFY2(view.statusLabel()->text().contains(QStringLiteral("one layout per fleet")),
                 qPrintable(view.statusLabel()->text()));
        QTableWidget* fastest = view.fastestPanel()->table();
        QCOMPARE(fastest->rowCount(), 20);
        QCOMPARE(fastest->item(0, 7)->text(), QStringLiteral("the fastest"));
        QVERIFY2(fastest->item(5, 7)->text().contains(u'('), qPrintable(fastest->item(5, 7)->text()));
        // The plan's own point on the scatter, at the search's price of its layout.
        QStringList names;
        for (QAbstractSeries* s : view.chart()->chart()->series())
            names << s->name();
        QVERIFY2(names.contains(QStringLiteral("plan")), qPrintable(names.join(u',')));
        // Pick the sixth fastest: Apply sets it. A pick on the chart unselects it there; a click picks it again.
        fastest->selectRow(5);
        const std::int64_t sixth = fleet::fastestConfigurations(outcome->result, 20).at(5);
        emit view.chart()->pointClicked(outcome->result.front.front());
        QVERIFY(fastest->selectionModel()->selectedRows().isEmpty());
        fastest->selectRow(5);
        emit fastest->cellClicked(5, 0);
        QVERIFY(view.applySelected().isEmpty());
        QVERIFY(doc.scenario() == searchScenario(outcome->spec, sixth));
    }

    // Issue 31: Apply on a book plan keeps its time model (the book's chain stays the headline) and says what the
    // layout changes like with like: the plan's predicted time before and the configuration's after.
    void applyKeepsTheBookTimeModelAndSaysWhatChanged()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        doc.reset(*app::Presets::load(QStringLiteral("book-175b-h100")).scenario, QString());
        views::SearchView view(catalog, &doc);
        test::show(view, doc.scenario(), catalog);
        for (const char* key : {"training.microBatch", "training.activationCheckpointing", "training.zeroStage",
                                "training.interleave", "training.sequenceParallel", "fleet.nodes",
                                "training.precision", "fleet.accelerator"})
            view.axisCheckBox(QString::fromLatin1(key))->setChecked(false);
        QSignalSpy shown(&view, &views::SearchView::searchShown);
        view.runSearch();
        QVERIFY(shown.wait(60000));
        const app::SearchPtr outcome = view.outcome();
        const Results plan = evaluate(doc.scenario(), *catalog);
        QVERIFY(view.applySelected().isEmpty());
        QCOMPARE(doc.scenario().training.timeModel, std::string("book"));
        const QString status = view.statusLabel()->text();
        const auto hours = [](double s) {
            return app::formatQuantity(s, QStringLiteral("s"), QStringLiteral("training.wall_s")).text();
        };
        const double after = outcome->result.records[size_t(outcome->result.front.front())].wallSeconds;
        QVERIFY2(status.contains(QStringLiteral("%1 → %2").arg(hours(*plan.value("training.predicted_wall_s")), hours(after))),
                 qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("training.timeModel = book")), qPrintable(status));
        // The applied plan's prediction is the configuration's; its headline is still the book's chain.
        const Results applied = evaluate(doc.scenario(), *catalog);
        FLEET_COMPARE_REL(*applied.value("training.predicted_wall_s"), after, 1e-12);
        FLEET_COMPARE_REL(*applied.value("training.wall_s"), *applied.value("training.book_wall_s"), 1e-12);
        QVERIFY(after < *plan.value("training.predicted_wall_s"));
    }
    // Issue 31 point 3: the serving search in the window. A serving-only preset opens the Search tab on it; the
    // search runs off the GUI thread; the table ranks the valid configurations as the model's serving search does,
    // marks the plan's own, and lists the rejected ones; Apply sets the best configuration as one undoable step,
    // after which the plan's own serving fleet is the one the search sized.
    // The Search tab's three tables share one set-up (views/common/PickTable): a row is picked whole, one at a time,
    // nothing is edited, no row numbers, columns fit their contents; the front sorts, the serving rows are compact.
    void tablesArePickTables()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        views::SearchView view(catalog, &doc);
        for (const char* name : {"searchFront", "searchFastest", "servingSearchTable"}) {
            auto* table = view.findChild<QTableWidget*>(QString::fromLatin1(name));
            QVERIFY2(table, name);
            QCOMPARE(table->selectionBehavior(), QAbstractItemView::SelectRows);
            QCOMPARE(table->selectionMode(), QAbstractItemView::SingleSelection);
            QCOMPARE(table->editTriggers(), QAbstractItemView::EditTriggers(QAbstractItemView::NoEditTriggers));
            QVERIFY2(table->verticalHeader()->isHidden(), name);
            table->setColumnCount(std::max(table->columnCount(), 1)); // a new column takes the header's resize mode
            QCOMPARE(table->horizontalHeader()->sectionResizeMode(0), QHeaderView::ResizeToContents);
        }
        QVERIFY(view.findChild<QTableWidget*>(QStringLiteral("searchFront"))->isSortingEnabled());
        QVERIFY(view.findChild<QTableWidget*>(QStringLiteral("searchFastest"))->horizontalHeader()->stretchLastSection());
        auto* serving = view.findChild<QTableWidget*>(QStringLiteral("servingSearchTable"));
        QCOMPARE(serving->verticalHeader()->defaultSectionSize(), serving->fontMetrics().height() + 6);
    }

    // Without a load there is no count of accelerators to minimize: the first objective says what it ranks by.
    void servingObjectiveNamesWhatItRanks()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        Scenario serving = *app::Presets::load(QStringLiteral("book-llama3-70b-serving")).scenario;
        serving.serving.requestsPerSecond = 0.0;
        doc.reset(serving, QString());
        views::SearchView view(catalog, &doc);
        view.resize(1200, 700);
        view.show();
        test::show(view, doc.scenario(), catalog);
        auto* objective = view.servingPanel()->findChild<QComboBox*>(QStringLiteral("servingSearchObjective"));
        QVERIFY(objective);
        QCOMPARE(objective->itemText(0), QStringLiteral("Tokens/s per accelerator"));
        serving.serving.requestsPerSecond = 20.0;
        doc.reset(serving, QString());
        test::show(view, doc.scenario(), catalog);
        QCOMPARE(objective->itemText(0), QStringLiteral("Fewest accelerators"));
        QCOMPARE(objective->itemText(1), QStringLiteral("Cost per million tokens"));
    }

    void servingSearchApplyUndo()
    {
        const auto catalog = test::builtinCatalog();
        app::ScenarioDocument doc;
        Scenario serving = *app::Presets::load(QStringLiteral("book-llama3-70b-serving")).scenario;
        serving.serving.requestsPerSecond = 20.0; // a load: ranked by the accelerators it needs
        doc.reset(serving, QString());
        const Scenario original = doc.scenario();
        QVERIFY(!original.training.enabled);
        views::SearchView view(catalog, &doc);
        view.resize(1200, 700);
        view.show();
        test::show(view, doc.scenario(), catalog);
        QCOMPARE(view.modes()->currentIndex(), 1); // a serving-only plan opens on the serving search
        const Results plan = evaluate(doc.scenario(), *catalog);

        views::ServingSearchPanel* panel = view.servingPanel();
        const ServingSearchSpec spec = panel->currentSpec();
        QVERIFY(spec.accelerators.empty()); // the plan's accelerator
        // BF16, FP8, INT8, INT4 and the plan's own FP16.
        QCOMPARE(spec.precisions, (std::vector<std::string>{"bf16", "fp16", "fp8", "int4", "int8"}));
        QVERIFY(spec.tps.empty() && spec.batches.empty()); // TP 1 … the scale-up domain, the largest batch
        QSignalSpy shown(panel, &views::ServingSearchPanel::searchShown);
        panel->runSearch();
        QVERIFY(panel->runner()->isRunning() || shown.count() == 1);
        QVERIFY(shown.count() == 1 || shown.wait(60000));
        const app::ServingSearchPtr outcome = panel->outcome();
        QVERIFY(outcome);
        // The same ranking as the model's serving search of the same plan.
        const ServingSearchResult expected = runServingSearch(doc.scenario(), *catalog, spec);
        QCOMPARE(outcome->result.candidates.size(), expected.candidates.size());
        QCOMPARE(outcome->result.ranking, expected.ranking);
        QVERIFY(!expected.ranking.empty());
        QTableWidget* table = panel->table();
        QCOMPARE(table->rowCount(), int(expected.ranking.size()));
        const ServingCandidate& best = expected.candidates[expected.ranking.front()];
        QCOMPARE(table->item(0, 6)->data(Qt::UserRole).toDouble(), best.sizing.accelerators);
        // The plan's configuration is among them, marked, with the plan's own figure.
        int planRow = -1;
        for (int row = 0; row < table->rowCount(); ++row)
            if (table->item(row, 0)->text().contains(QStringLiteral("(plan)")))
                planRow = row;
        QVERIFY(planRow >= 0);
        QCOMPARE(table->item(planRow, 6)->data(Qt::UserRole).toDouble(), *plan.value("serving.accelerators"));
        QVERIFY(best.sizing.accelerators <= *plan.value("serving.accelerators"));
        const QString status = panel->statusLabel()->text();
        QVERIFY2(status.contains(QStringLiteral("Best: ")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("The plan: %1 accelerator")
                                     .arg(QLocale().toString(*plan.value("serving.accelerators"), 'f', 0))),
                 qPrintable(status));
        // 141 GB of BF16 weights do not fit one H100: rejected, and said so.
        QVERIFY2(panel->rejectedLabel()->text().contains(QStringLiteral("weights and one sequence do not fit")),
                 qPrintable(panel->rejectedLabel()->text()));

        // Apply the best (row 0 is selected): one undo step; the plan then needs what the search said.
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        QVERIFY(panel->applySelected().isEmpty());
        QCOMPARE(doc.scenario().serving.tp, std::int64_t(best.tp));
        QCOMPARE(doc.scenario().inference.precision, best.precision);
        const Results applied = evaluate(doc.scenario(), *catalog);
        QCOMPARE(*applied.value("serving.accelerators"), best.sizing.accelerators);
        QVERIFY2(panel->statusLabel()->text().contains(
                     QStringLiteral("Accelerators for the load: %1 → %2.")
                         .arg(QLocale().toString(*plan.value("serving.accelerators"), 'f', 0),
                              QLocale().toString(best.sizing.accelerators, 'f', 0))),
                 qPrintable(panel->statusLabel()->text()));
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == original);
    }
};

QTEST_MAIN(TestSearchView)
#include "tst_search_view.moc"
