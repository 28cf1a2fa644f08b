// Power reaches the step (issue 28 part 3): a power cap or a cooling that removes less than the rack draws slows the
// compute-bound kernels to (P / TDP)^k of their rate, k per accelerator from the catalog (power_cap_exponent, from
// measured MLPerf MaxQ-vs-MaxP and Zeus power-limit runs); the book's chain keeps the seed's linear rule (k = 1,
// L1732: 500 of 700 W → 71.4 %, 989 → 706 TFLOP/s); a cooling that leaves the accelerators nothing is an error.
#include "PlanRunOf.h"
#include "TestCatalog.h"
#include "TestPresets.h"
#include "Tolerance.h"

#include "evaluate/Evaluate.h"
#include "evaluate/PowerCapSeries.h"
#include "power/PowerModel.h"
#include "training/StepSetup.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace fleet;

namespace {

double valueOf(const Results& r, const char* key)
{
    const auto v = r.value(key);
    if (!v)
        qFatal("%s missing", key);
    return *v;
}

bool hasError(const Results& r, const std::string& key, const std::string& text)
{
    for (const Issue& i : r.issues())
        if (i.severity == Severity::Error && i.key == key && i.message().find(text) != std::string::npos)
            return true;
    return false;
}

double catalogExponent(const char* accelerator)
{
    const Calibration* k =
        test::builtinCatalog()->calibration(CalibrationTarget::Accelerator, accelerator, CalibrationParameter::PowerCapExponent);
    if (!k)
        qFatal("no power_cap_exponent for %s", accelerator);
    return k->value;
}

} // namespace

class TestPowerStep : public QObject {
    Q_OBJECT

private slots:
    // The rate law. Expected values: the book (seed L1732) and the measured points the catalog rows cite
    // (docs/research/power-capped-throughput.md, shared/data/hopper-measurements.md part 4).
    void rateLaw_data()
    {
        QTest::addColumn<double>("share");
        QTest::addColumn<double>("k");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        QTest::newRow("book: 500 of 700 W, k = 1 → 71.4 % (L1732)") << 500.0 / 700.0 << 1.0 << 5.0 / 7.0 << 1e-12;
        QTest::newRow("book: 600 of 700 W → 85.7 % (L1766: 10-15 % lost)") << 600.0 / 700.0 << 1.0 << 6.0 / 7.0 << 1e-12;
        // MLPerf Inference v4.1, Llama 2 70B offline on 8 × H200: 25,262.1 / 31,302.7 tokens/s at 500 / 700 W.
        QTest::newRow("H200 500 of 700 W at the catalog k: measured 0.807")
            << 500.0 / 700.0 << catalogExponent("h200-sxm") << 25262.1 / 31302.7 << 0.005;
        // MLPerf Inference v2.0, BERT-large offline on 8 × A100: 24,793.7 / 27,971.4 at 300 / 400 W.
        QTest::newRow("A100 300 of 400 W at the catalog k: measured 0.886")
            << 0.75 << catalogExponent("a100-sxm-80gb") << 24793.7 / 27971.4 << 0.005;
        // Zeus, V100 BERT-base (SQuAD) training at 175 and 125 of 250 W: 0.894 and 0.634. One exponent misses the
        // curve's flat top (uncapped, the V100 drew ~225 of its 250 W): −7.4 % at 70 %, +3.7 % at 50 %.
        QTest::newRow("V100 175 of 250 W: measured 0.894") << 0.7 << catalogExponent("v100-sxm2") << 0.894 << 0.10;
        QTest::newRow("V100 125 of 250 W: measured 0.634") << 0.5 << catalogExponent("v100-sxm2") << 0.634 << 0.10;
        // The H100's own MaxQ point, not used for its row (scaled from the H200): GPT-J (server) at 250 of 700 W keeps
        // 0.595; the law gives 0.517 (−13 %: pessimistic at deep caps for a latency-bound server run).
        QTest::newRow("H100 250 of 700 W (held out): measured 0.595")
            << 250.0 / 700.0 << catalogExponent("h100-sxm") << 48.98 / 82.26 << 0.15;
        QTest::newRow("at the TDP: unchanged") << 1.0 << 0.64 << 1.0 << 0.0;
        QTest::newRow("a cap above the TDP does nothing") << 1.3 << 0.64 << 1.0 << 0.0;
        QTest::newRow("no power: no rate") << 0.0 << 0.64 << 0.0 << 0.0;
        // Below the lowest measured share (0.35) the rate falls linearly to 0 from the last measured point.
        QTest::newRow("below 35 %: linear from 0.35^k") << 0.07 << 0.5 << std::sqrt(0.35) * 0.2 << 1e-12;
    }
    void rateLaw()
    {
        QFETCH(double, share);
        QFETCH(double, k);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(computeRateAtPowerShare(share, k), expected, tol);
    }

    // The law is continuous where it turns linear, and never rises as the share falls.
    void rateLawIsContinuousAndMonotonic()
    {
        const double x = kLowestMeasuredPowerShare;
        FLEET_COMPARE_REL(computeRateAtPowerShare(x * (1.0 - 1e-12), 0.64), computeRateAtPowerShare(x, 0.64), 1e-9);
        double last = 1.0;
        for (double s = 1.0; s >= 0.0; s -= 0.01) {
            const double r = computeRateAtPowerShare(s, 0.64);
            QVERIFY2(r <= last + 1e-15, qPrintable(QString::number(s)));
            last = r;
        }
    }

    // power.capWatts = 500 on the H100 plan (archetype A, predicted): the compute-bound GEMMs take exactly
    // 1 / (500/700)^k longer, the HBM-bound element-wise kernels and the optimizer no longer, the step between.
    void capSlowsTheComputeBoundParts()
    {
        const Scenario base = test::presetScenario(QStringLiteral("archetype-a-llm-training"));
        Scenario capped = base;
        capped.power.capWatts = 500.0;
        const PlanRun a = test::planRunOf(base), b = test::planRunOf(capped);
        QVERIFY(a.stepped && b.stepped);
        const double k = catalogExponent("h100-sxm");
        const double rate = std::pow(500.0 / 700.0, k);
        FLEET_COMPARE_REL(b.setup.hardware.computeRate, rate, 1e-12);
        QCOMPARE(a.setup.hardware.computeRate, 1.0);
        FLEET_COMPARE_REL(b.step.linearForward / a.step.linearForward, 1.0 / rate, 1e-9);
        FLEET_COMPARE_REL(b.step.elementwiseForward, a.step.elementwiseForward, 1e-12);
        FLEET_COMPARE_REL(b.step.optimizer, a.step.optimizer, 1e-12);
        const double slower = b.step.total / a.step.total;
        QVERIFY2(slower > 1.05 && slower < 1.0 / rate, qPrintable(QString::number(slower)));

        const Results ra = evaluate(base, *test::builtinCatalog(), Detail::Values);
        const Results rb = evaluate(capped, *test::builtinCatalog(), Detail::Values);
        FLEET_COMPARE_REL(valueOf(rb, "training.power_rate_fraction"), rate, 1e-12);
        FLEET_COMPARE_REL(valueOf(rb, "training.predicted_wall_s") / valueOf(ra, "training.predicted_wall_s"),
                          slower, 1e-9);
        // The facility draws less at the cap (the trade-off Zeus and Perseus measure): less power, longer run.
        QVERIFY(valueOf(rb, "power.facility_w") < valueOf(ra, "power.facility_w"));
    }

    // The book's chain (book-175b-h100: the seed's 17.6 h) at 500 W: 989 → 706 TFLOP/s, 71.4 % (L1732), so every
    // time of the chain is 1.4 × longer.
    void bookModeIsLinear()
    {
        const Scenario base = test::presetScenario(QStringLiteral("book-175b-h100"));
        QCOMPARE(QString::fromStdString(base.training.timeModel), QStringLiteral("book"));
        Scenario capped = base;
        capped.power.capWatts = 500.0;
        const Results ra = evaluate(base, *test::builtinCatalog(), Detail::Values);
        const Results rb = evaluate(capped, *test::builtinCatalog(), Detail::Values);
        FLEET_COMPARE_REL(valueOf(rb, "training.cluster_flops_per_s") / valueOf(ra, "training.cluster_flops_per_s"),
                          5.0 / 7.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(rb, "training.wall_s") / valueOf(ra, "training.wall_s"), 1.4, 1e-12);
        FLEET_COMPARE_REL(valueOf(rb, "power.cap_performance_fraction"), 5.0 / 7.0, 1e-12);
    }

    // A cooling that removes less than the rack draws throttles like a cap: engineered air (30 kW) under the
    // book's 4 × DGX H100 rack with its leaf switch (35.1 kW) leaves the accelerators 77.2 % of their power.
    void coolingThrottlesTheStep()
    {
        Scenario s = test::presetScenario(QStringLiteral("book-175b-h100"));
        const Results ra = evaluate(s, *test::builtinCatalog(), Detail::Values);
        s.fleet.cooling = "air";
        const Results rb = evaluate(s, *test::builtinCatalog(), Detail::Values);
        const double phi = valueOf(rb, "cooling.throttle_fraction");
        QVERIFY(phi > 0.7 && phi < 0.8);
        FLEET_COMPARE_REL(valueOf(rb, "training.wall_s") / valueOf(ra, "training.wall_s"), 1.0 / phi, 1e-12);
        FLEET_COMPARE_REL(valueOf(rb, "training.power_rate_fraction"), std::pow(phi, catalogExponent("h100-sxm")), 1e-12);
    }

    // Serving under power.capWatts = 500 on the H100 (MLPerf v4.1's MaxQ setting, Llama 2 70B FP8 offline): the
    // measured throughput ratio is 0.807 (H200, the same die; the catalog k is fitted on it, so this checks the
    // kernel's split into compute- and HBM-bound work, not k). At batch 1 the decode step reads HBM and draws below
    // the cap: it does not slow (Ma et al. 2026, H200 decode 137-300 W), while the prefill (TTFT) does.
    void capSlowsServingWhereComputeBinds()
    {
        Scenario s = test::presetScenario(QStringLiteral("llama2-70b-mlperf-offline"));
        QCOMPARE(QString::fromStdString(s.fleet.accelerator), QStringLiteral("h100-sxm"));
        Scenario capped = s;
        capped.power.capWatts = 500.0;
        const Catalog& c = *test::builtinCatalog();
        const double full = valueOf(evaluate(s, c, Detail::Values), "serving.tokens_per_s");
        const double cut = valueOf(evaluate(capped, c, Detail::Values), "serving.tokens_per_s");
        FLEET_COMPARE_REL(cut / full, 25262.1 / 31302.7, 0.05);
        QVERIFY(cut / full < 0.9);

        s.serving.batch = 1;
        capped.serving.batch = 1;
        const Results one = evaluate(s, c, Detail::Values), oneCapped = evaluate(capped, c, Detail::Values);
        FLEET_COMPARE_REL(valueOf(oneCapped, "serving.decode_step_s"), valueOf(one, "serving.decode_step_s"), 0.01);
        QVERIFY(valueOf(oneCapped, "serving.ttft_p50_s") > 1.05 * valueOf(one, "serving.ttft_p50_s"));
    }

    // The Power tab's trade-off series: caps from 35 % of the TDP to the TDP (5 % apart) and the plan's own, each
    // point the plan evaluated at that cap; the time never falls as the cap deepens.
    void capSeriesIsThePlanAtEachCap()
    {
        Scenario s = test::presetScenario(QStringLiteral("archetype-a-llm-training"));
        s.power.capWatts = 512.0;
        const Catalog& c = *test::builtinCatalog();
        const PowerCapSeries series = powerCapSeries(s, c);
        QCOMPARE(series.tdpWatts, 700.0);
        QCOMPARE(series.planCapWatts, 512.0);
        QCOMPARE(series.points.size(), size_t(15));
        FLEET_COMPARE_REL(series.points.front().capWatts, 0.35 * 700.0, 1e-12);
        QCOMPARE(series.points.back().capWatts, 700.0);
        for (size_t i = 1; i < series.points.size(); ++i) {
            QVERIFY(series.points[i].capWatts > series.points[i - 1].capWatts);
            QVERIFY(series.points[i].wallSeconds <= series.points[i - 1].wallSeconds);
        }
        const auto plan = std::find_if(series.points.begin(), series.points.end(),
                                       [](const PowerCapPoint& p) { return p.capWatts == 512.0; });
        QVERIFY(plan != series.points.end());
        const Results r = evaluate(s, c, Detail::Values);
        QCOMPARE(plan->wallSeconds, valueOf(r, "training.wall_s"));
        QCOMPARE(plan->energyJoules, valueOf(r, "carbon.energy_j"));
        s.power.capWatts = 0.0;
        QCOMPARE(series.points.back().wallSeconds, valueOf(evaluate(s, c, Detail::Values), "training.wall_s"));
    }

    // φ = 0 (legacy room air under a 4 × DGX H100 rack: its CPUs, NICs and switches alone exceed 10 kW) is an
    // error naming fleet.cooling, in both time models, and no time to train — not an infinite one.
    void noPowerIsAnError_data()
    {
        QTest::addColumn<QString>("timeModel");
        QTest::newRow("book") << "book";
        QTest::newRow("predicted") << "predicted";
    }
    void noPowerIsAnError()
    {
        QFETCH(QString, timeModel);
        Scenario s = test::presetScenario(QStringLiteral("archetype-a-llm-training"));
        s.training.timeModel = timeModel.toStdString();
        s.fleet.cooling = "air-legacy";
        const Results r = evaluate(s, *test::builtinCatalog(), Detail::Values);
        QCOMPARE(valueOf(r, "cooling.throttle_fraction"), 0.0);
        QVERIFY(hasError(r, "fleet.cooling", "leaves no power for the accelerators"));
        QVERIFY(!r.value("training.wall_s"));
        QVERIFY(!r.value("training.predicted_wall_s"));
        QVERIFY(!r.value("training.step_s"));
        QVERIFY(r.value("power.facility_w")); // the rest of the plan is still computed
    }
};

QTEST_GUILESS_MAIN(TestPowerStep)
#include "tst_power_step.moc"
