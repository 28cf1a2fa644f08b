// Design-space search (model/search): axes, classification of configurations, the front, determinism across
// thread counts, cancellation. Runs on the built-in catalog and the default preset (seed §2 The Pod: 175B on
// 1,024 DGX H100 = 8,192 H100).
#include "TestCatalog.h"
#include "Tolerance.h"
#include "evaluate/Evaluate.h"
#include "presets/Presets.h"
#include "search/DesignSearch.h"

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
} // namespace

class TestDesignSearch : public QObject {
    Q_OBJECT
private slots:
    void defaultAxes()
    {
        const std::vector<SearchAxis> axes = defaultSearchAxes(preset(), *test::builtinCatalog());
        QCOMPARE(axes.size(), size_t(6));
        QCOMPARE(axes[0].key, std::string("training.tp"));
        QCOMPARE(ints(axes[0]), (std::vector<std::int64_t>{1, 2, 4, 8, 16}));
        QCOMPARE(axes[1].key, std::string("training.pp"));
        // Divisors of 96 up to 64.
        QCOMPARE(ints(axes[1]), (std::vector<std::int64_t>{1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48}));
        QCOMPARE(combinationCount(axes), 5.0 * 11 * 4 * 4 * 2 * 2);
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
        QTest::newRow("flags") << "training.activationCheckpointing=true,false" << "true false" << "";
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
        SearchSpec spec{preset(), defaultSearchAxes(preset(), *test::builtinCatalog()), true, 0};
        const SearchResult r = runDesignSearch(spec, *test::builtinCatalog());
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(!r.cancelled);
        QCOMPARE(r.total, std::int64_t(3520));
        std::map<RejectReason, std::int64_t> counts;
        for (const RejectSummary& s : r.rejected)
            counts[s.reason] = s.count;
        // tp = 16 crosses the 8-GPU node: 11 pp × 64 others.
        QCOMPARE(counts[RejectReason::TpCrossesNode], std::int64_t(11 * 64));
        // pp ∈ {3, 6, 12, 24, 48} leaves tp · pp not dividing 8,192 for every tp ≤ 8.
        QCOMPARE(counts[RejectReason::ProductMismatch], std::int64_t(4 * 5 * 64));
        QCOMPARE(counts[RejectReason::PpNotDividingLayers], std::int64_t(0));
        QCOMPARE(counts[RejectReason::EvaluationError], std::int64_t(0));
        QCOMPARE(counts[RejectReason::UnsupportedPrecision], std::int64_t(0));
        QCOMPARE(r.evaluated, std::int64_t(4 * 6 * 64));
        QCOMPARE(r.valid + counts[RejectReason::DoesNotFit], r.evaluated);
        QVERIFY(counts[RejectReason::DoesNotFit] > 0);
        QVERIFY(r.valid > 0);
        // Without ZeRO, a 175B model with tp = pp = 1 holds all weights, gradients and Adam state on one GPU.
        std::vector<std::pair<std::string, FieldValue>> firstAssign = searchAssignments(spec, 0);
        QCOMPARE(std::get<std::int64_t>(firstAssign[0].second), std::int64_t(1)); // tp
        QCOMPARE(int(record(r, 0).reason), int(RejectReason::DoesNotFit));
        QCOMPARE(record(r, 0).dp, std::int64_t(8192));

        // The time model follows N, precision and MFU, not the layout: the front is every valid FP8 layout, one
        // distinct (time, cost, carbon) point — the book's 17.6 h (63,453 s, seed L2294-2310).
        QCOMPARE(r.frontDistinct, std::int64_t(1));
        const Results base = evaluate(preset(), *test::builtinCatalog());
        for (std::int64_t i : r.front) {
            const SearchRecord& rec = record(r, i);
            QVERIFY(rec.onFront && rec.valid());
            FLEET_COMPARE_REL(rec.wallSeconds, 63452.96, 1e-6);
            FLEET_COMPARE_REL(rec.costUsd, *base.value("tco.total_usd"), 1e-12);
            FLEET_COMPARE_REL(rec.carbonKg, *base.value("carbon.total_kg"), 1e-12);
            QCOMPARE(std::get<std::string>(searchAssignments(spec, i)[5].second), std::string("fp8"));
        }
        // Ties are ranked by the compute share of a step (least communication first).
        for (size_t k = 1; k < r.front.size(); ++k)
            QVERIFY(record(r, r.front[k - 1]).computeFraction >= record(r, r.front[k]).computeFraction);
        // BF16 halves the H100 peak: 2× the ideal time, off the front.
        std::int64_t bf16Valid = 0;
        for (const SearchRecord& rec : r.records)
            if (rec.valid() && std::get<std::string>(searchAssignments(spec, rec.index)[5].second) == "bf16") {
                ++bf16Valid;
                QVERIFY(!rec.onFront);
                QVERIFY(rec.wallSeconds > 1.9 * 63452.96);
            }
        QVERIFY(bf16Valid > 0);
        // The record of the preset's own layout equals a direct evaluation.
        Scenario chosen = searchScenario(spec, r.front.front());
        const Results direct = evaluate(chosen, *test::builtinCatalog());
        FLEET_COMPARE_REL(record(r, r.front.front()).facilityWatts, *direct.value("power.facility_w"), 1e-12);
        FLEET_COMPARE_REL(record(r, r.front.front()).memoryBytesPerGpu, *direct.value("memory.total_bytes_per_gpu"), 1e-12);
        QCOMPARE(chosen.training.tp * chosen.training.pp * chosen.training.dp, std::int64_t(8192));
    }

    void rejectionMessagesNameTheProblem_data()
    {
        QTest::addColumn<QStringList>("vary");
        QTest::addColumn<int>("reason");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("tp 16 on 8-GPU nodes") << QStringList{"training.tp=16"} << int(RejectReason::TpCrossesNode)
                                              << "training.tp = 16";
        QTest::newRow("tp 3 straddles nodes") << QStringList{"training.tp=3"} << int(RejectReason::TpCrossesNode)
                                              << "node of 8";
        QTest::newRow("pp 5 of 96 layers") << QStringList{"training.pp=5"} << int(RejectReason::PpNotDividingLayers)
                                           << "96 layers";
        QTest::newRow("tp·pp 24 vs 8,192") << QStringList{"training.pp=3", "training.layers=96"}
                                           << int(RejectReason::ProductMismatch) << "8192";
        QTest::newRow("explicit dp mismatch") << QStringList{"training.dp=100"} << int(RejectReason::ProductMismatch)
                                              << "training.dp";
        QTest::newRow("fp8 on A100") << QStringList{"fleet.accelerator=a100-sxm-80gb", "training.precision=fp8"}
                                     << int(RejectReason::UnsupportedPrecision) << "fp8";
        QTest::newRow("no ZeRO, tp = pp = 1") << QStringList{"training.tp=1", "training.pp=1", "training.zeroStage=0"}
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
        const SearchRecord rec = evaluateSearchPoint(spec, *test::builtinCatalog(), 0, &message);
        QCOMPARE(int(rec.reason), reason);
        QVERIFY2(QString::fromStdString(message).contains(messagePart), message.c_str());
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
        // Two fleet sizes: 512 nodes take twice as long as 1,024 and cost less, so both are on the front.
        QCOMPARE(one.frontDistinct, std::int64_t(2));
        const SearchRecord& fast = record(one, one.front.front());
        const SearchRecord& slow = record(one, one.front.back());
        FLEET_COMPARE_REL(slow.wallSeconds / fast.wallSeconds, 2.0, 1e-9);
        QVERIFY(slow.costUsd < fast.costUsd);
        QCOMPARE(std::get<std::int64_t>(searchAssignments(spec, one.front.front())[0].second), std::int64_t(1024));
    }

    void cancels()
    {
        SearchSpec spec{preset(), defaultSearchAxes(preset(), *test::builtinCatalog()), true, 2};
        std::atomic<bool> cancel{true};
        const SearchResult before = runDesignSearch(spec, *test::builtinCatalog(), {}, &cancel);
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
        spec.axes = {axis("training.dp=1:1000:1"), axis("training.microBatch=1:1001:1")};
        const std::string tooMany = runDesignSearch(spec, *test::builtinCatalog()).error;
        QVERIFY2(tooMany.find("1.001e+06 combinations") != std::string::npos, tooMany.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDesignSearch)
#include "tst_design_search.moc"
