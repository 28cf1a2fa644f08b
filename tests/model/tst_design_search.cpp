// Design-space search (model/search): axes, classification of configurations, the front, determinism across
// thread counts, cancellation. Runs on the built-in catalog and the default preset (seed §2 The Pod: 175B on
// 1,024 DGX H100 = 8,192 H100).
#include "TestCatalog.h"
#include "Tolerance.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"
#include "evaluate/PlanRun.h"
#include "search/DesignSearch.h"
#include "search/NearOptimal.h"

#include <limits>
#include <set>

using namespace fleet;

namespace {
Scenario preset()
{
    const auto r = app::Presets::load(app::Presets::defaultName());
    if (!r.scenario)
        qFatal("%s", qPrintable(r.error));
    return *r.scenario;
}

std::vector<std::int64_t> ints(const SearchAxis& a)
{
    std::vector<std::int64_t> v;
    for (const FieldValue& x : a.values)
        v.push_back(std::get<std::int64_t>(x));
    return v;
}

SearchAxis axis(const char* text)
{
    const AxisParse p = parseSearchAxis(text, test::builtinCatalog().get());
    if (!p.axis)
        qFatal("%s", p.error.c_str());
    return *p.axis;
}

const SearchRecord& record(const SearchResult& r, std::int64_t i) { return r.records[static_cast<size_t>(i)]; }

// The fastest valid configuration of a search, the value it takes on one integer axis, and the fastest with that
// axis at 1 (issue 29's EP, issue 30's CP).
struct BestOnAxis {
    double best = std::numeric_limits<double>::infinity(), bestAtOne = std::numeric_limits<double>::infinity();
    std::int64_t value = 0;
};
BestOnAxis bestOnAxis(const SearchSpec& spec, const SearchResult& r, std::size_t axis)
{
    BestOnAxis b;
    for (const SearchRecord& rec : r.records) {
        if (!rec.valid())
            continue;
        const auto v = std::get<std::int64_t>(searchAssignments(spec, rec.index)[axis].second);
        if (v == 1)
            b.bestAtOne = std::min(b.bestAtOne, rec.wallSeconds);
        if (rec.wallSeconds < b.best) {
            b.best = rec.wallSeconds;
            b.value = v;
        }
    }
    return b;
}

} // namespace

class TestDesignSearch : public QObject {
    Q_OBJECT
private slots:
    void defaultAxes()
    {
        const std::vector<SearchAxis> axes = defaultSearchAxes(preset(), *test::builtinCatalog());
        QCOMPARE(axes.size(), size_t(8));
        QCOMPARE(axes[0].key, std::string("training.tp"));
        QCOMPARE(ints(axes[0]), (std::vector<std::int64_t>{1, 2, 4, 8, 16}));
        QCOMPARE(axes[1].key, std::string("training.pp"));
        // Divisors of 96 up to 64.
        QCOMPARE(ints(axes[1]), (std::vector<std::int64_t>{1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48}));
        QCOMPARE(ints(axes[2]), (std::vector<std::int64_t>{1, 2, 4, 8, 16})); // micro-batch up to 16 (issue #11)
        QCOMPARE(axes[3].key, std::string("training.interleave"));
        QCOMPARE(axes[4].key, std::string("training.sequenceParallel"));
        QCOMPARE(axes[6].key, std::string("training.activationCheckpointing"));
        QCOMPARE(axes[6].values.size(), size_t(3)); // none, selective, full
        QCOMPARE(combinationCount(axes), 5.0 * 11 * 5 * 5 * 2 * 4 * 3 * 2);
        DefaultAxesOptions o;
        o.varyAccelerator = true;
        o.nodes = {128, 256};
        const auto more = defaultSearchAxes(preset(), *test::builtinCatalog(), o);
        QCOMPARE(more[0].key, std::string("fleet.accelerator"));
        QCOMPARE(more[0].values.size(), test::builtinCatalog()->accelerators.size());
        QCOMPARE(ints(more[1]), (std::vector<std::int64_t>{128, 256}));
    }

    void parseAxis_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("values"); // joined display strings, or empty when an error is expected
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("list") << "training.tp=1,2,4" << "1 2 4" << "";
        QTest::newRow("range") << "training.microBatch=1:7:2" << "1 3 5 7" << "";
        QTest::newRow("geometric range") << "fleet.nodes=128:2048:x2" << "128 256 512 1024 2048" << "";
        QTest::newRow("real range") << "training.mfu=0.3:0.5:0.1" << "0.3 0.4 0.5" << "";
        QTest::newRow("real range up to the key's maximum") << "training.mfu=0.7:1:0.1" << "0.7 0.8 0.9 1" << "";
        QTest::newRow("real range without binary noise") << "training.pipelineBubble=0.1:0.3:0.1" << "0.1 0.2 0.3" << "";
        QTest::newRow("flags") << "training.sequenceParallel=true,false" << "true false" << "";
        QTest::newRow("recompute, flag spellings too") << "training.activationCheckpointing=none,true" << "none full" << "";
        QTest::newRow("catalog ids") << "fleet.accelerator=h100-sxm,a100-sxm-80gb" << "h100-sxm a100-sxm-80gb" << "";
        QTest::newRow("duplicates dropped") << "training.tp=2,2,4" << "2 4" << "";
        QTest::newRow("unknown key") << "training.tq=1,2" << "" << "training.tq";
        QTest::newRow("no values") << "training.tp=" << "" << "no values";
        QTest::newRow("no equals") << "training.tp" << "" << "KEY=";
        QTest::newRow("empty item") << "training.tp=1,,2" << "" << "empty value";
        QTest::newRow("lo > hi") << "training.tp=8:1:1" << "" << "lo > hi";
        QTest::newRow("zero step") << "training.tp=1:8:0" << "" << "positive";
        QTest::newRow("geometric factor 1") << "training.tp=1:8:x1" << "" << "factor above 1";
        QTest::newRow("range on text") << "training.precision=1:2:1" << "" << "numeric key";
        QTest::newRow("two colons missing") << "training.tp=1:8" << "" << "lo:hi:step";
        QTest::newRow("out of range") << "training.zeroStage=0:5:1" << "" << "training.zeroStage";
        QTest::newRow("bad type") << "training.tp=1.5" << "" << "training.tp";
        QTest::newRow("unknown id") << "fleet.accelerator=h999" << "" << "h999";
        QTest::newRow("too many values") << "training.dp=1:1e9:1" << "" << "more than";
    }
    void parseAxis()
    {
        QFETCH(QString, text);
        QFETCH(QString, values);
        QFETCH(QString, errorPart);
        const AxisParse p = parseSearchAxis(text.toStdString(), test::builtinCatalog().get());
        if (values.isEmpty()) {
            QVERIFY2(!p.axis, qPrintable(text));
            QVERIFY2(QString::fromStdString(p.error).contains(errorPart), p.error.c_str());
            return;
        }
        QVERIFY2(p.axis, p.error.c_str());
        QStringList shown;
        for (const FieldValue& v : p.axis->values)
            shown << QString::fromStdString(toDisplayString(v));
        QCOMPARE(shown.join(QLatin1Char(' ')), values);
    }

    void defaultSearchOfTheBookPlan()
    {
        const Catalog& catalog = *test::builtinCatalog();
        SearchSpec spec{preset(), defaultSearchAxes(preset(), catalog), true, 0};
        const SearchResult r = runDesignSearch(spec, catalog);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(!r.cancelled);
        QCOMPARE(r.total, std::int64_t(66000));
        std::map<RejectReason, std::int64_t> counts;
        for (const RejectSummary& s : r.rejected)
            counts[s.reason] = s.count;
        const std::int64_t others = 5 * 5 * 2 * 4 * 3 * 2; // micro-batch × interleave × SP × ZeRO × recompute × precision
        // tp = 16 crosses the 8-GPU node: 11 pp × the others.
        QCOMPARE(counts[RejectReason::TpCrossesNode], 11 * others);
        // pp ∈ {3, 6, 12, 24, 48} leaves tp · pp not dividing 8,192 for every tp ≤ 8.
        QCOMPARE(counts[RejectReason::ProductMismatch], 4 * 5 * others);
        QCOMPARE(counts[RejectReason::EvaluationError], std::int64_t(0));
        QCOMPARE(counts[RejectReason::UnsupportedPrecision], std::int64_t(0));
        QVERIFY(counts[RejectReason::GlobalBatchNotDivisible] > 0);      // 1,536 sequences, micro-batch 16, dp 1,024
        QVERIFY(counts[RejectReason::InterleaveNotDividingLayers] > 0); // interleave 4 with 6 layers per stage
        QVERIFY(counts[RejectReason::DoesNotFit] > 0);
        QVERIFY(r.valid > 0);
        // tp = pp = 1 makes 8,192 replicas of a batch of 1,536 sequences.
        QCOMPARE(int(record(r, 0).reason), int(RejectReason::GlobalBatchNotDivisible));
        QCOMPARE(record(r, 0).dp, std::int64_t(8192));

        // Every layout has its own predicted time: the front holds many distinct points (issue #11; the book's
        // chain gave one), each an evaluate() of the layout that agrees with the kernel's numbers.
        std::set<double> walls;
        for (const SearchRecord& rec : r.records)
            if (rec.valid())
                walls.insert(rec.wallSeconds);
        QVERIFY2(walls.size() > 100, qPrintable(QString::number(walls.size())));
        // On one fleet the run's cost and carbon are proportional to its time, so the fastest layout dominates:
        // the front is one point (and its ties); fleet axes (nodes, accelerator) make a trade-off front.
        QCOMPARE(r.frontDistinct, std::int64_t(1));
        QCOMPARE(r.fullyEvaluated, std::int64_t(r.front.size()));
        // Issue 31: what the front hides. The objectives are collinear on this one fleet (the reason the front is one
        // point); the 20 fastest configurations, fastest first, begin with the front's; each runner-up says how it
        // differs from the fastest; the plan's own layout is priced as the search prices it.
        QVERIFY(objectivesCollinear(spec, r));
        const std::vector<std::int64_t> fastest = fastestConfigurations(r, 20);
        QCOMPARE(fastest.size(), size_t(20));
        QCOMPARE(record(r, fastest.front()).wallSeconds, record(r, r.front.front()).wallSeconds);
        for (size_t k = 1; k < fastest.size(); ++k) {
            QVERIFY(record(r, fastest[k - 1]).wallSeconds <= record(r, fastest[k]).wallSeconds);
            QVERIFY(record(r, fastest[k]).valid());
            QVERIFY(!configurationDifferences(spec, fastest[k], fastest.front()).empty());
        }
        for (const SearchRecord& rec : r.records) // nothing valid outside the list is faster than its last
            if (rec.valid() && std::find(fastest.begin(), fastest.end(), rec.index) == fastest.end())
                QVERIFY(rec.wallSeconds >= record(r, fastest.back()).wallSeconds);
        // One computation for the Search tab and the CLI: the same list, each difference in words.
        const NearOptimal near = nearOptimal(spec, r, 20);
        QVERIFY(near.fastest == fastest && near.collinear);
        QCOMPARE(near.differences.size(), size_t(20));
        QCOMPARE(near.differences.at(3), differenceText(configurationDifferences(spec, fastest.at(3), fastest.front())));
        QCOMPARE(differenceText({{"training.tp", std::int64_t(8), std::int64_t(4)},
                                 {"training.dp", std::int64_t(128), std::int64_t(256)}}),
                 std::string("tp 8 (4), dp 128 (256)"));
        QVERIFY(r.plan);
        const Results planRun = evaluate(preset(), catalog);
        FLEET_COMPARE_REL((*r.plan)[0], *planRun.value("training.predicted_wall_s"), 1e-12);
        QVERIFY((*r.plan)[0] > record(r, fastest.front()).wallSeconds); // the bubble of 12 micro-batches on 8 stages
        // With a fleet axis (nodes ×½ ×1 ×2) the rates differ between fleets, still collinear within each.
        SearchSpec threeFleets = spec;
        threeFleets.axes = {{"fleet.nodes", {std::int64_t(512), std::int64_t(1024), std::int64_t(2048)}},
                            {"training.pp", {std::int64_t(4), std::int64_t(8), std::int64_t(16)}}};
        const SearchResult r3 = runDesignSearch(threeFleets, catalog);
        QVERIFY2(r3.error.empty(), r3.error.c_str());
        QVERIFY(objectivesCollinear(threeFleets, r3));
        QVERIFY(r3.frontDistinct <= 3);
        // A serving-only plan (issue 31) has no training run to search or simulate: both say so.
        SearchSpec serving = spec;
        serving.base.training.enabled = false;
        QVERIFY(QString::fromStdString(validateSearch(serving, catalog)).contains(QStringLiteral("training.enabled = false")));
        std::string why;
        QVERIFY(!monteCarloConfigFor(serving.base, catalog, &why));
        QVERIFY(QString::fromStdString(why).contains(QStringLiteral("serving-only")));
        // Two runs on one fleet whose cost per hour differs: not collinear (a real trade-off front).
        SearchResult two;
        two.records.resize(2);
        two.records[0] = SearchRecord{0, RejectReason::None, 1, 100.0, 10.0, 1.0};
        two.records[1] = SearchRecord{1, RejectReason::None, 1, 200.0, 15.0, 2.0};
        SearchSpec oneFleet = spec;
        oneFleet.axes = {{"training.pp", {std::int64_t(4), std::int64_t(8)}}};
        QVERIFY(!objectivesCollinear(oneFleet, two));
        two.records[1].costUsd = 20.0;
        QVERIFY(objectivesCollinear(oneFleet, two));
        const std::vector<SearchFleet> fleets = searchFleets(spec, catalog);
        for (std::int64_t i : r.front) {
            const SearchRecord& full = record(r, i);
            QVERIFY(full.onFront && full.valid() && full.fullyEvaluated);
            const SearchRecord fast = evaluateSearchPoint(spec, fleets, i);
            QVERIFY(fast.valid());
            FLEET_COMPARE_REL(fast.wallSeconds, full.wallSeconds, 1e-9);
            FLEET_COMPARE_REL(fast.costUsd, full.costUsd, 1e-9);
            FLEET_COMPARE_REL(fast.carbonKg, full.carbonKg, 1e-9);
            FLEET_COMPARE_REL(fast.stepSeconds, full.stepSeconds, 1e-12);
            FLEET_COMPARE_REL(fast.memoryBytesPerGpu, full.memoryBytesPerGpu, 1e-12);
        }
        // The search finds a faster run than the plan's own layout (its predicted time), which the bubble of
        // 12 micro-batches on 8 stages holds back.
        const Results plan = evaluate(preset(), catalog);
        QVERIFY(record(r, r.front.front()).wallSeconds < *plan.value("training.predicted_wall_s"));
        // The cost of the run and its carbon grow with its time on one fleet: the front's fastest run is also its
        // cheapest; the 4-year TCO is the same column for every layout.
        const SearchRecord& best = record(r, r.front.front());
        for (std::int64_t i : r.front) {
            QVERIFY(record(r, i).costUsd >= best.costUsd * (1 - 1e-12));
            FLEET_COMPARE_REL(record(r, i).tcoUsd, *plan.value("tco.total_usd"), 1e-12);
        }
        // Apply carries the held global batch and leaves the plan's time model alone (issue 31: a book plan keeps
        // the book's chain as its headline; applying never switches it silently).
        SearchSpec bookSpec = spec;
        bookSpec.base.training.timeModel = "book";
        for (const SearchSpec* sp : {&spec, &bookSpec}) {
            bool batch = false, timeModel = false;
            for (const auto& [key, value] : searchAssignments(*sp, r.front.front())) {
                batch |= key == "training.globalBatch" && std::get<std::int64_t>(value) == 1536;
                timeModel |= key == "training.timeModel";
            }
            QVERIFY(batch && !timeModel);
        }
        Scenario chosen = searchScenario(spec, r.front.front());
        QCOMPARE(chosen.training.tp * chosen.training.pp * chosen.training.dp, std::int64_t(8192));
    }

    // The kernel's record of a configuration equals evaluate()'s, off the front too.
    void kernelAgreesWithEvaluate()
    {
        const Catalog& catalog = *test::builtinCatalog();
        SearchSpec spec{preset(), {}, true, 1};
        spec.axes = {axis("fleet.nodes=256,1024"), axis("training.tp=2,8"), axis("training.pp=4,8"),
                     axis("training.interleave=1,3"), axis("training.activationCheckpointing=none,selective,full"),
                     axis("training.zeroStage=0,1,3"), axis("fabric.oversubscription=1,4")};
        const std::vector<SearchFleet> fleets = searchFleets(spec, catalog);
        int compared = 0;
        for (std::int64_t i = 0; i < static_cast<std::int64_t>(combinationCount(spec.axes)); ++i) {
            const SearchRecord fast = evaluateSearchPoint(spec, fleets, i);
            if (!fast.valid())
                continue;
            const SearchRecord full = evaluateSearchPointFully(spec, catalog, i);
            QVERIFY(full.valid());
            FLEET_COMPARE_REL(fast.wallSeconds, full.wallSeconds, 1e-9);
            FLEET_COMPARE_REL(fast.costUsd, full.costUsd, 1e-9);
            FLEET_COMPARE_REL(fast.carbonKg, full.carbonKg, 1e-9);
            FLEET_COMPARE_REL(fast.step[StepPart::DpComm], full.step[StepPart::DpComm], 1e-12);
            ++compared;
        }
        QVERIFY(compared > 20);
    }

    void rejectionMessagesNameTheProblem_data()
    {
        QTest::addColumn<QStringList>("vary");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("tp 16 on 8-GPU nodes") << QStringList{"training.tp=16"} << int(RejectReason::TpCrossesNode)
                                              << "training.tp = 16";
        QTest::newRow("tp 3 straddles nodes") << QStringList{"training.tp=3"} << int(RejectReason::TpCrossesNode)
                                              << "scale-up domain of 8";
        QTest::newRow("interleave 5 of 12 layers per stage") << QStringList{"training.interleave=5"}
                                                             << int(RejectReason::InterleaveNotDividingLayers)
                                                             << "training.interleave";
        QTest::newRow("micro-batch 5 of 1,536 sequences") << QStringList{"training.microBatch=5"}
                                                          << int(RejectReason::GlobalBatchNotDivisible)
                                                          << "training.globalBatch";
        QTest::newRow("tp·pp 24 vs 8,192") << QStringList{"training.pp=3", "training.layers=96"}
                                           << int(RejectReason::ProductMismatch) << "8192";
        QTest::newRow("explicit dp mismatch") << QStringList{"training.dp=100"} << int(RejectReason::ProductMismatch)
                                              << "training.dp";
        QTest::newRow("fp8 on A100") << QStringList{"fleet.accelerator=a100-sxm-80gb", "training.precision=fp8"}
                                     << int(RejectReason::UnsupportedPrecision) << "fp8";
        QTest::newRow("no ZeRO, tp 8 × pp 2") << QStringList{"training.tp=8", "training.pp=2", "training.zeroStage=0",
                                                             "training.activationCheckpointing=none"}
                                              << int(RejectReason::DoesNotFit) << "GB of HBM";
    }
    void rejectionMessagesNameTheProblem()
    {
        QFETCH(QStringList, vary);
        QFETCH(int, reason);
        QFETCH(QString, messagePart);
        SearchSpec spec{preset(), {}, true, 1};
        if (vary.join(QLatin1Char(' ')).contains(QLatin1String("a100")))
            spec.base.fleet.node = "auto";
        for (const QString& v : vary)
            spec.axes.push_back(axis(v.toUtf8().constData()));
        std::string message;
        const SearchRecord rec = evaluateSearchPoint(spec, searchFleets(spec, *test::builtinCatalog()), 0, &message);
        QCOMPARE(int(rec.reason), reason);
        QVERIFY2(QString::fromStdString(message).contains(messagePart), message.c_str());
    }

    void servingPrecisionDoesNotConstrainATrainingSearch_data()
    {
        QTest::addColumn<QString>("accelerator");
        QTest::addColumn<QString>("trainingPrecision");
        QTest::addColumn<QString>("servingPrecision"); // one the accelerator lacks
        QTest::addColumn<bool>("priced");              // the catalog prices it: then it must be valid
        QTest::newRow("A100 trains bf16, the plan serves fp8") << "a100-sxm-80gb"
                                                               << "bf16"
                                                               << "fp8" << true;
        QTest::newRow("Gaudi 2 trains fp8, the plan serves fp16") << "gaudi2"
                                                                  << "fp8"
                                                                  << "fp16" << true;
        QTest::newRow("Gaudi 3 trains fp8, the plan serves fp16") << "gaudi3"
                                                                  << "fp8"
                                                                  << "fp16" << true;
        QTest::newRow("TPU v5p (no catalog price) trains bf16, the plan serves fp8") << "tpu-v5p"
                                                                                     << "bf16"
                                                                                     << "fp8" << false;
    }
    void servingPrecisionDoesNotConstrainATrainingSearch()
    {
        QFETCH(QString, accelerator);
        QFETCH(QString, trainingPrecision);
        QFETCH(QString, servingPrecision);
        QFETCH(bool, priced);
        SearchSpec spec{preset(), {}, true, 1};
        spec.base.fleet.node = "auto";
        spec.base.training.precision = trainingPrecision.toStdString();
        spec.base.inference.precision = servingPrecision.toStdString();
        spec.axes.push_back(axis(qPrintable(QStringLiteral("fleet.accelerator=") + accelerator)));
        spec.axes.push_back(axis("training.zeroStage=1,3"));
        const SearchResult r = runDesignSearch(spec, *test::builtinCatalog());
        QVERIFY2(r.error.empty(), r.error.c_str());
        std::int64_t valid = 0;
        for (std::int64_t i = 0; i < std::int64_t(r.records.size()); ++i) {
            const SearchRecord& rec = record(r, i);
            if (rec.reason == RejectReason::None) {
                ++valid;
                continue;
            }
            std::string message;
            evaluateSearchPoint(spec, searchFleets(spec, *test::builtinCatalog()), i, &message);
            QVERIFY2(message.find("inference.precision") == std::string::npos, message.c_str());
            if (!priced) // the real reason, said plainly
                QVERIFY2(message.find("price") != std::string::npos, message.c_str());
        }
        QCOMPARE(valid > 0, priced);
    }

    void sameOutputForAnyThreadCount()
    {
        SearchSpec spec{preset(), {}, true, 1};
        spec.axes = {axis("fleet.nodes=512,1024"), axis("training.tp=1,2,4,8"), axis("training.pp=1,4,8,16"),
                     axis("training.zeroStage=0,1,3"), axis("training.precision=bf16,fp8")};
        const SearchResult one = runDesignSearch(spec, *test::builtinCatalog());
        for (int threads : {2, 3, 7}) {
            spec.threads = threads;
            const SearchResult many = runDesignSearch(spec, *test::builtinCatalog());
            QCOMPARE(many.threadsUsed, threads);
            QCOMPARE(many.front, one.front);
            QCOMPARE(many.records.size(), one.records.size());
            for (size_t i = 0; i < one.records.size(); ++i) {
                QCOMPARE(int(many.records[i].reason), int(one.records[i].reason));
                QCOMPARE(many.records[i].wallSeconds, one.records[i].wallSeconds);
                QCOMPARE(many.records[i].costUsd, one.records[i].costUsd);
                QCOMPARE(many.records[i].carbonKg, one.records[i].carbonKg);
                QCOMPARE(many.records[i].onFront, one.records[i].onFront);
            }
            QCOMPARE(many.rejected.size(), one.rejected.size());
            for (size_t k = 0; k < one.rejected.size(); ++k) {
                QCOMPARE(many.rejected[k].count, one.rejected[k].count);
                QCOMPARE(many.rejected[k].firstMessage, one.rejected[k].firstMessage);
            }
        }
        QVERIFY(one.frontDistinct > 1);
    }

    // Issue 31, robustness 9: a search that keeps only the records it names (the CLI's) gives the answer of one that
    // keeps every record (the Search tab's), and forEachSearchRecord gives back every record, in index order. The
    // second search has more fleets (5,001 token counts) than the search keeps built at once.
    void boundedSearchGivesTheSameAnswer_data()
    {
        QTest::addColumn<QStringList>("axes");
        QTest::newRow("2 fleets") << QStringList{"fleet.nodes=512,1024", "training.tp=1,2,4,8", "training.pp=1,4,8,16",
                                                 "training.zeroStage=0,1,3", "training.precision=bf16,fp8"};
        QTest::newRow("5001 fleets") << QStringList{"training.tp=4,8", "training.tokens=1e11:1.05e11:1e6",
                                                    "training.zeroStage=0,3"};
    }
    void boundedSearchGivesTheSameAnswer()
    {
        QFETCH(QStringList, axes);
        SearchSpec spec{preset(), {}, true, 2};
        for (const QString& a : axes)
            spec.axes.push_back(axis(qPrintable(a)));
        const Catalog& catalog = *test::builtinCatalog();
        const SearchResult all = runDesignSearch(spec, catalog);
        QVERIFY2(all.error.empty(), all.error.c_str());
        SearchSpec boundedSpec = spec;
        boundedSpec.keepAllRecords = false;
        boundedSpec.fastest = 7;
        const SearchResult bounded = runDesignSearch(boundedSpec, catalog);
        QVERIFY(bounded.valid > 7);
        QCOMPARE(bounded.front, all.front);
        QCOMPARE(bounded.frontDistinct, all.frontDistinct);
        QCOMPARE(bounded.total, all.total);
        QCOMPARE(bounded.valid, all.valid);
        QCOMPARE(bounded.evaluated, all.evaluated);
        QCOMPARE(bounded.fullyEvaluated, all.fullyEvaluated);
        QCOMPARE(bounded.collinear, all.collinear);
        QCOMPARE(all.collinear, objectivesCollinear(spec, all));
        QVERIFY(bounded.plan == all.plan);
        QCOMPARE(bounded.rejected.size(), all.rejected.size());
        for (size_t k = 0; k < all.rejected.size(); ++k) {
            QCOMPARE(int(bounded.rejected[k].reason), int(all.rejected[k].reason));
            QCOMPARE(bounded.rejected[k].count, all.rejected[k].count);
            QCOMPARE(bounded.rejected[k].firstIndex, all.rejected[k].firstIndex);
            QCOMPARE(bounded.rejected[k].firstMessage, all.rejected[k].firstMessage);
            QCOMPARE(int(record(all, all.rejected[k].firstIndex).reason), int(all.rejected[k].reason)); // the lowest index
            for (std::int64_t i = 0; i < all.rejected[k].firstIndex; ++i)
                QVERIFY(record(all, i).reason != all.rejected[k].reason);
        }
        QCOMPARE(fastestConfigurations(bounded, 7), fastestConfigurations(all, 7));
        QVERIFY(bounded.records.size() <= bounded.front.size() + 7);
        for (std::int64_t i : bounded.front)
            QCOMPARE(bounded.record(i).wallSeconds, all.record(i).wallSeconds);
        // Every record again, in index order, as the search that kept them holds them (the front's through evaluate()).
        std::int64_t next = 0;
        const bool done = forEachSearchRecord(boundedSpec, catalog, bounded, [&](const SearchRecord& rec) {
            const SearchRecord& want = record(all, next++);
            QCOMPARE(rec.index, want.index);
            QCOMPARE(int(rec.reason), int(want.reason));
            QCOMPARE(rec.dp, want.dp);
            QCOMPARE(rec.wallSeconds, want.wallSeconds);
            QCOMPARE(rec.stepSeconds, want.stepSeconds);
            QCOMPARE(rec.onFront, want.onFront);
            QCOMPARE(rec.fullyEvaluated, want.fullyEvaluated);
        });
        QVERIFY(done);
        QCOMPARE(next, all.total);
        // The records the search evaluated fleet by fleet are each configuration's own.
        const std::vector<SearchFleet> fleets = searchFleets(spec, catalog);
        for (std::int64_t i = 0; i < all.total; i += 97)
            if (!record(all, i).onFront)
                QCOMPARE(evaluateSearchPoint(spec, fleets, i).wallSeconds, record(all, i).wallSeconds);
    }

    // A Mixture-of-Experts plan (issue 29): DeepSeek-V3 on 256 HGX H800 (2,048 GPUs, the report's fleet). The
    // default axes add EP (powers of two dividing the 256 experts, up to 64) and, since 61 layers is prime, the
    // powers of two as pipeline depths; the best layout spreads the experts (EP > 1) and beats every EP-1 layout,
    // whose 671 B parameters do not even fit.
    void searchesExpertParallelism()
    {
        Scenario s = preset();
        for (const char* a : {"model.id=deepseek-v3", "fleet.node=hgx-h800", "fleet.accelerator=h800",
                              "fleet.scaleUpLink=nvlink4-h800", "fleet.nodes=256", "training.tp=1", "training.pp=16",
                              "training.dp=128", "training.ep=64", "training.seqLen=4096", "training.globalBatch=15360",
                              "training.microBatch=1", "training.moeDispatcher=deepep", "training.flashAttention=true",
                              "training.timeModel=predicted"})
            if (auto err = ScenarioSchema::instance().applyAssignment(s, a, test::builtinCatalog().get()))
                qFatal("%s: %s", a, err->c_str());
        const auto axes = defaultSearchAxes(s, *test::builtinCatalog());
        const auto ep = std::find_if(axes.begin(), axes.end(), [](const SearchAxis& a) { return a.key == "training.ep"; });
        QVERIFY(ep != axes.end());
        QCOMPARE(ints(*ep), (std::vector<std::int64_t>{1, 2, 4, 8, 16, 32, 64}));
        const auto pp = std::find_if(axes.begin(), axes.end(), [](const SearchAxis& a) { return a.key == "training.pp"; });
        QCOMPARE(ints(*pp), (std::vector<std::int64_t>{1, 2, 4, 8, 16, 32, 61}));
        // And the pipeline schedule (issue 29 part 5): 1F1B or DualPipe.
        const auto schedule = std::find_if(axes.begin(), axes.end(),
                                           [](const SearchAxis& a) { return a.key == "training.pipelineSchedule"; });
        QVERIFY(schedule != axes.end());
        QCOMPARE(schedule->values.size(), std::size_t{2});
        QCOMPARE(std::get<std::string>(schedule->values[1]), std::string("dualpipe"));
        const SearchResult r = runDesignSearch({s, axes, true, 2}, *test::builtinCatalog());
        QVERIFY2(r.error.empty(), r.error.c_str());
        const BestOnAxis b = bestOnAxis({s, axes, true, 2}, r, static_cast<std::size_t>(ep - axes.begin()));
        QVERIFY(std::isfinite(b.best));
        QVERIFY2(b.value >= 8, qPrintable(QString::number(b.value)));
        QVERIFY(b.best < b.bestAtOne);
        // DualPipe layouts are priced, not all rejected: the report's own (EP 64, PP 16) is among the valid ones.
        const std::size_t scheduleAxis = static_cast<std::size_t>(schedule - axes.begin());
        std::vector<std::size_t> at;
        bool dualPipePriced = false;
        for (const SearchRecord& rec : r.records) {
            if (rec.reason != RejectReason::None)
                continue;
            axisValueIndices(axes, rec.index, at);
            dualPipePriced = dualPipePriced || at[scheduleAxis] == 1;
        }
        QVERIFY(dualPipePriced);
    }

    // Issue 30: a long sequence gets a CP axis (powers of two leaving each rank ≥ 4,096 tokens), a short one none;
    // at 128K tokens on 64 H100 the best layout splits the sequence, and beats the best without CP.
    void searchesContextParallelism()
    {
        Scenario s = preset();
        for (const char* a : {"model.id=llama3-8b", "fleet.node=dgx-h100", "fleet.accelerator=h100-sxm",
                              "fleet.nodes=8", "training.tp=1", "training.pp=1", "training.cp=1", "training.dp=64",
                              "training.seqLen=131072", "training.globalBatch=64", "training.microBatch=1",
                              "training.flashAttention=true", "training.timeModel=predicted"})
            if (auto err = ScenarioSchema::instance().applyAssignment(s, a, test::builtinCatalog().get()))
                qFatal("%s: %s", a, err->c_str());
        const auto axes = defaultSearchAxes(s, *test::builtinCatalog());
        const auto cp = std::find_if(axes.begin(), axes.end(), [](const SearchAxis& a) { return a.key == "training.cp"; });
        QVERIFY(cp != axes.end());
        QCOMPARE(ints(*cp), (std::vector<std::int64_t>{1, 2, 4, 8, 16, 32}));
        const SearchResult r = runDesignSearch({s, axes, true, 2}, *test::builtinCatalog());
        QVERIFY2(r.error.empty(), r.error.c_str());
        const BestOnAxis b = bestOnAxis({s, axes, true, 2}, r, static_cast<std::size_t>(cp - axes.begin()));
        QVERIFY(std::isfinite(b.best));
        QVERIFY2(b.value > 1, qPrintable(QString::number(b.value)));
        QVERIFY(b.best < b.bestAtOne);

        s.training.seqLen = 4096;
        const auto shortAxes = defaultSearchAxes(s, *test::builtinCatalog());
        QVERIFY(std::none_of(shortAxes.begin(), shortAxes.end(), [](const SearchAxis& a) { return a.key == "training.cp"; }));
    }

    void cancels()
    {
        DefaultAxesOptions every;
        every.varyAccelerator = true; // ~10⁶ configurations: long enough to be cancelled mid-run
        SearchSpec spec{preset(), defaultSearchAxes(preset(), *test::builtinCatalog(), every), true, 2};
        std::atomic<bool> cancel{true};
        const SearchResult before = runDesignSearch(spec, *test::builtinCatalog(), {}, &cancel);
        QVERIFY2(before.error.empty(), before.error.c_str());
        QVERIFY(before.cancelled);
        QVERIFY(before.records.empty());
        // Cancelled from the progress callback, mid-run.
        cancel = false;
        double last = -1.0;
        const SearchResult mid = runDesignSearch(
            spec, *test::builtinCatalog(),
            [&](double f) {
                QVERIFY(f >= last && f <= 1.0);
                last = f;
                cancel = true;
            },
            &cancel);
        QVERIFY(mid.cancelled);
        QVERIFY(mid.front.empty());
    }

    void invalidSpecsAreRefused()
    {
        SearchSpec spec{preset(), {axis("training.tp=1,2")}, true, 1};
        spec.axes.push_back(axis("training.tp=4"));
        QVERIFY(runDesignSearch(spec, *test::builtinCatalog()).error.find("twice") != std::string::npos);
        spec.axes = {SearchAxis{"training.pp", {}}};
        QVERIFY(runDesignSearch(spec, *test::builtinCatalog()).error.find("training.pp") != std::string::npos);
        spec.axes = {axis("training.dp=1:1000:1"), axis("training.microBatch=1:2002:1")};
        const std::string tooMany = runDesignSearch(spec, *test::builtinCatalog()).error;
        QVERIFY2(tooMany.find("2.002e+06 combinations") != std::string::npos, tooMany.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDesignSearch)
#include "tst_design_search.moc"
