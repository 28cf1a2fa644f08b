// Fleet reliability, seed §1 "Scale and reliability" notebook (L621-627), Llama 3 (L633-637), scale
// discontinuity (L691), BSP (L722), the reliability gap (Eq. 1.1, L906-916), fault tolerance and Young–Daly
// (L500-518); seed §2 failure probability and recovery overhead (L2098), WSC MTBF staircase (L2324-2336, L2481);
// then the reliability.* results.
#include "DerivationChecks.h"
#include "ResultLookup.h"
#include "Tolerance.h"
#include "fabric/FabricModel.h"
#include "reliability/Checkpointing.h"
#include "reliability/Reliability.h"
#include "reliability/ReliabilityResults.h"

#include <cmath>
#include <set>

using namespace fleet;

namespace {

Seconds hours(double h) { return seconds(h * units::hour); }

constexpr double kDefaultSwitches = 640.0; // fabric.switches of the default plan (tst_fabric)

// The fabric model's result as reliability reads it: its switch count (all in the first tier).
FabricResult fabricOf(double switches)
{
    FabricResult fabric;
    fabric.sizing.switchesPerTier = {static_cast<std::int64_t>(switches), 0, 0};
    return fabric;
}

Results evaluateReliability(const Scenario& s, double switches = kDefaultSwitches, double usefulSeconds = 0.0)
{
    ResolvedFleet f;
    f.acceleratorCount = static_cast<double>(s.acceleratorCount());
    Results out;
    const FabricResult fabric = fabricOf(switches);
    addReliabilityResults(s, f, &fabric, bookRunTiming(s, usefulSeconds), out);
    return out;
}

using fleet::test::valueOf;
using fleet::test::checkDerivations;
using fleet::test::DerivationCheck;

// Minimises f over [lo, hi] (unimodal) by golden-section search.
template <class F>
double argmin(F f, double lo, double hi)
{
    const double phi = (std::sqrt(5.0) - 1.0) / 2.0;
    double a = lo, b = hi;
    for (int i = 0; i < 200; ++i) {
        const double c = b - phi * (b - a), d = a + phi * (b - a);
        (f(c) < f(d) ? b : a) = (f(c) < f(d) ? d : c);
    }
    return 0.5 * (a + b);
}

} // namespace

class TestReliability : public QObject {
    Q_OBJECT
private slots:
    void seedFleetArithmetic_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        // gpt4_cluster_mtbf: 25,000 GPUs at 50,000 h (seed L621-627)
        const Seconds gpt4 = systemMtbf(hours(50000), 25000);
        QTest::newRow("25,000 GPUs × 50,000 h: system MTBF 2 h (seed L625)") << gpt4.in(units::hour) << 2.0 << 0.001;
        QTest::newRow("24 h / 2 h = 12 failures per day (seed L626)") << failuresPerDay(gpt4) << 12.0 << 0.001;
        QTest::newRow("25,000 × 8,760 h / 50,000 h = 4,380 failures per year (seed L627)") << failuresPerYear(gpt4)
                                                                                          << 4380.0 << 0.001;
        // mtbf_staircase (seed L2324-2336; summary L2481)
        QTest::newRow("1 GPU: 50,000 h (seed L2324)") << systemMtbf(hours(50000), 1).in(units::hour) << 50000.0 << 1e-4;
        QTest::newRow("1,000 GPUs: 50 h (seed L2324)") << systemMtbf(hours(50000), 1000).in(units::hour) << 50.0 << 1e-4;
        QTest::newRow("10,000 GPUs: about every 5 h (seed L2336, L2481)")
            << systemMtbf(hours(50000), 10000).in(units::hour) << 5.0 << 1e-4;
        // ten_k_machines_daily_failures: once per machine-year × 10,000 machines = 27.4 per day (seed L691)
        QTest::newRow("10,000 machines failing once a year: 27.4 failures per day (seed L691)")
            << failuresPerDay(systemMtbf(hours(kHoursPerYear), 10000)) << 10000.0 * 24.0 / 8760.0 << 1e-9;
        // node_failures_two_week_run (seed L2098): 43.0, 3.07/day, 6.88, 2.13 %, 6.40 %
        const Seconds run = hours(336);
        const double nodeFailures = expectedFailures(run, systemMtbf(hours(1000), 128));
        QTest::newRow("128 nodes × 336 h / 1,000 h: about 43 node failures (seed L2098)") << nodeFailures << 43.0 << 0.01;
        QTest::newRow("about 3.1 failures per day (seed L2098)") << failuresPerDay(systemMtbf(hours(1000), 128)) << 3.1
                                                                 << 0.01;
        QTest::newRow("GPU-only bound: 1,024 × 336 h / 50,000 h = 6.9 (seed L2098)")
            << expectedFailures(run, systemMtbf(hours(50000), 1024)) << 6.9 << 0.01;
        QTest::newRow("43 restarts × 10 min / 336 h: 2.1 % (seed L2098)")
            << restartOverheadFraction(nodeFailures, seconds(600), run) << 0.021 << 0.025;
        QTest::newRow("43 restarts × 30 min / 336 h: 6.4 % (seed L2098)")
            << restartOverheadFraction(nodeFailures, seconds(1800), run) << 0.064 << 0.01;
        // llama3_interruption_interval (seed L633-637): 54 days / 419 = 3.09 h ("every few hours")
        const Seconds llama = seconds(54 * units::day);
        QTest::newRow("Llama 3: 54 days / 419 interruptions = 3.09 h (seed L635)")
            << meanInterval(llama, 419).in(units::hour) << 54.0 * 24.0 / 419.0 << 1e-9;
        // The book's 50,000 h GPU MTBF predicts the Llama 3 count within 1.4 %.
        QTest::newRow("16,384 GPUs × 54 days / 50,000 h ≈ 419 interruptions (seed L621, L635)")
            << expectedFailures(llama, systemMtbf(hours(50000), 16384)) << 419.0 << 0.02;
        // four_nines_downtime: (1 − 0.9999) × 8,760 h = 52.6 min ≈ 53 min (seed L906)
        QTest::newRow("four nines: about 53 minutes of downtime a year (seed L906)")
            << annualDowntime(0.9999).in(60.0) << 53.0 << 0.01;
        // bsp_single_slow_node: one node at 90 % speed costs the whole cluster 10 % (seed L722)
        QTest::newRow("one node 10 % slower under a barrier: 10 % throughput lost (seed L722)")
            << barrierThroughputLoss(0.9) << 0.10 << 0.001;
    }
    void seedFleetArithmetic()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }

    void seedRangesAndBounds()
    {
        // ten_k_machines_daily_failures: "becomes a daily event" (seed L691)
        QVERIFY(failuresPerDay(systemMtbf(hours(kHoursPerYear), 10000)) >= 1.0);
        // llama3_interruption_interval: "every few hours" = 2-5 h (seed L635)
        const double h = meanInterval(seconds(54 * units::day), 419).in(units::hour);
        QVERIFY2(h >= 2.0 && h <= 5.0, qPrintable(QString::number(h)));
    }

    void reliabilityGap_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        // reliability_gap (Eq. 1.1, seed L908-916), tolerance 1 %
        QTest::newRow("0.999^1,000: healthy 36.8 % of the time (seed L912)") << clusterHealthyProbability(0.999, 1000)
                                                                           << 0.368;
        QTest::newRow("0.999^10,000: 0.0045 % (seed L912)") << clusterHealthyProbability(0.999, 10000) << 0.000045;
        QTest::newRow("0.9999^10,000: 36.8 % (seed L914)") << clusterHealthyProbability(0.9999, 10000) << 0.368;
        // e^(−Nλt) with N = 1,000 and λt = 0.001
        QTest::newRow("e^(−Nλt), N = 1,000, λt = 0.001: 36.8 % (seed L908)")
            << std::pow(survivalProbability(0.001 / 3600.0, seconds(3600.0)), 1000.0) << 0.368;
    }
    void reliabilityGap()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 0.01);
    }

    void availabilityCurveIsLogSpaced()
    {
        // Fig. 1.11 (seed L914): 1 to 10,000 nodes, 41 points = 10 per decade, so 1,000 is a grid point.
        const auto curve = availabilityCurve(0.999, 1.0, 10000.0, 41);
        QCOMPARE(curve.size(), size_t(41));
        FLEET_COMPARE_REL(curve.front().first, 1.0, 1e-15);
        FLEET_COMPARE_REL(curve.back().first, 10000.0, 1e-15);
        FLEET_COMPARE_REL(curve[30].first, 1000.0, 1e-12);
        FLEET_COMPARE_REL(curve[30].second, 0.368, 0.01); // seed L912
        FLEET_COMPARE_REL(curve.front().second, 0.999, 1e-12);
        for (size_t i = 1; i < curve.size(); ++i) {
            FLEET_COMPARE_REL(curve[i].first / curve[i - 1].first, std::pow(10.0, 0.1), 1e-12);
            QVERIFY(curve[i].second < curve[i - 1].second);
        }
        QVERIFY(availabilityCurve(0.999, 0.0, 10.0, 10).empty());
        QVERIFY(availabilityCurve(1.5, 1.0, 10.0, 10).empty());
        QCOMPARE(availabilityCurve(0.999, 5.0, 5.0, 10).size(), size_t(1));
    }

    void fitAndMtbf()
    {
        // FIT = failures per 10⁹ device-hours (seed L518): 50,000 h ↔ 20,000 FIT
        FLEET_COMPARE_REL(fitFromMtbf(hours(50000)), 20000.0, 1e-12);
        FLEET_COMPARE_REL(mtbfFromFit(20000.0).in(units::hour), 50000.0, 1e-12);
        FLEET_COMPARE_REL(mtbfFromFit(fitFromMtbf(hours(1234.5))).si(), hours(1234.5).si(), 1e-12);
    }

    void compositeSystemMtbf_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expectedHours");
        // Reference registry Systems.Reliability (RECOVERY_TIME_ASSUMPTIONS): a DGX node from 8 GPUs (50,000 h),
        // 8 NICs (150,000 h) and 2 PSUs (100,000 h): 1 / (8/50k + 8/150k + 2/100k) = 4,285.7 h.
        const std::vector<FailureClass> dgx{{"gpus", 8, hours(50000)}, {"nics", 8, hours(150000)}, {"psus", 2, hours(100000)}};
        QTest::newRow("DGX node from GPU, NIC and PSU MTBFs: 4,285.7 h (reference registry)")
            << fleet::compositeMtbf(dgx).in(units::hour) << 4285.714285714286;
        // One class reduces to MTBF / N (seed L625).
        QTest::newRow("one class of 25,000 GPUs: 2 h (seed L625)")
            << fleet::compositeMtbf({{"gpus", 25000, hours(50000)}}).in(units::hour) << 2.0;
        // The seed's 128-node run with accelerators counted apart: 1 / (1,024/50,000 + 128/1,000) h.
        QTest::newRow("1,024 GPUs + 128 nodes (1,000 h) (seed L2098)")
            << fleet::compositeMtbf({{"gpus", 1024, hours(50000)}, {"nodes", 128, hours(1000)}}).in(units::hour)
            << 1.0 / (1024.0 / 50000.0 + 128.0 / 1000.0);
        // Empty classes add nothing.
        QTest::newRow("empty switch class adds nothing")
            << fleet::compositeMtbf({{"gpus", 25000, hours(50000)}, {"switches", 0, hours(150000)}}).in(units::hour) << 2.0;
    }
    void compositeSystemMtbf()
    {
        QFETCH(double, actual);
        QFETCH(double, expectedHours);
        FLEET_COMPARE_REL(actual, expectedHours, 1e-12);
    }

    void nothingCanFail() { QVERIFY(std::isinf(fleet::compositeMtbf({{"gpus", 0, hours(50000)}}).si())); }

    // ---- Checkpointing ----------------------------------------------------------------------------------
    void youngDalyIntervals_data()
    {
        QTest::addColumn<double>("writeS");
        QTest::addColumn<double>("mtbfS");
        QTest::addColumn<double>("expectedS");
        // τ = √(2 · T_write · MTBF_sys) (seed L510), in seconds: MTBF[s] = MTBF[h] × 3,600 (seed L512)
        QTest::newRow("60 s write, 2 h system MTBF (seed L510, L625): 929.5 s") << 60.0 << 7200.0 << std::sqrt(864000.0);
        QTest::newRow("60 s write, 5 h (10,000 GPUs, seed L2336): 1,469.7 s") << 60.0 << 18000.0 << std::sqrt(2160000.0);
        // Using a component MTBF overstates τ by √N (seed L512): 25,000 GPUs → √25,000 = 158×.
        QTest::newRow("component MTBF instead of system MTBF: √N too long (seed L512)")
            << 60.0 << 50000.0 * 3600.0 << std::sqrt(25000.0) * std::sqrt(864000.0);
    }
    void youngDalyIntervals()
    {
        QFETCH(double, writeS);
        QFETCH(double, mtbfS);
        QFETCH(double, expectedS);
        FLEET_COMPARE_REL(youngDalyInterval(seconds(writeS), seconds(mtbfS)).si(), expectedS, 1e-12);
    }

    void youngDalyMinimisesFirstOrderWall()
    {
        // d/dτ (δ/τ + τ/2M) = 0 at τ = √(2δM); at the optimum wall/useful = 1 + √(2δ/M) + R/M.
        const Seconds d = seconds(60), R = seconds(600), M = seconds(7200);
        const double tauStar = youngDalyInterval(d, M).si();
        const double numeric = argmin([&](double t) { return goodputBreakdown(seconds(t), d, R, M).wallPerUseful; },
                                      10.0, 20000.0);
        FLEET_COMPARE_REL(numeric, tauStar, 1e-6);
        const GoodputBreakdown g = goodputBreakdown(seconds(tauStar), d, R, M);
        FLEET_COMPARE_REL(g.wallPerUseful, 1.0 + std::sqrt(2.0 * 60.0 / 7200.0) + 600.0 / 7200.0, 1e-12);
        FLEET_COMPARE_REL(g.checkpoint, g.lostWork, 1e-12); // the two τ terms balance at the optimum
        FLEET_COMPARE_REL(g.goodput, 0.82479, 1e-5); // 1 / (1 + 0.1291 + 0.0833)
        FLEET_COMPARE_REL(goodput(seconds(tauStar), d, R, M), g.goodput, 1e-15);
    }

    void dalyTracksTheExactOptimum_data()
    {
        QTest::addColumn<double>("writeS");
        QTest::addColumn<double>("mtbfS");
        QTest::addColumn<double>("dalyTol");
        // The exact renewal model's wall/useful ∝ (e^((τ+δ)/M) − 1) / τ (R only scales it): Daly's refinement
        // lands within 0.1 % of its optimum where Young's first-order interval is 0.4-22 % long.
        QTest::newRow("δ = 60 s, M = 2 h: Young 4.4 % long, Daly 0.001 %") << 60.0 << 7200.0 << 1e-4;
        QTest::newRow("δ = 600 s, M = 1 h: Young 22 % long, Daly 0.09 %") << 600.0 << 3600.0 << 0.002;
        QTest::newRow("δ = 5 s, M = 24 h: Young 0.4 % long") << 5.0 << 86400.0 << 1e-5;
    }
    void dalyTracksTheExactOptimum()
    {
        QFETCH(double, writeS);
        QFETCH(double, mtbfS);
        QFETCH(double, dalyTol);
        const double exact =
            argmin([&](double t) { return std::expm1((t + writeS) / mtbfS) / t; }, 1e-3 * mtbfS, 10.0 * mtbfS);
        const double daly = dalyInterval(seconds(writeS), seconds(mtbfS)).si();
        const double young = youngDalyInterval(seconds(writeS), seconds(mtbfS)).si();
        FLEET_COMPARE_REL(daly, exact, dalyTol);
        QVERIFY(std::fabs(daly - exact) < std::fabs(young - exact));
    }

    void dalyFormula()
    {
        // τ = √(2δM)·[1 + (1/3)√(δ/2M) + (1/9)(δ/2M)] − δ: δ = 60 s, M = 7,200 s → 889.9 s
        const double x = 60.0 / 14400.0;
        FLEET_COMPARE_REL(dalyInterval(seconds(60), seconds(7200)).si(),
                          std::sqrt(864000.0) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - 60.0, 1e-12);
        // δ ≥ 2M: checkpoint every MTBF.
        FLEET_COMPARE_REL(dalyInterval(seconds(3000), seconds(1000)).si(), 1000.0, 1e-15);
    }

    void goodputCurveSpansTwoDecades()
    {
        const Seconds d = seconds(60), R = seconds(600), M = seconds(7200);
        const double tauStar = youngDalyInterval(d, M).si();
        const auto curve = goodputCurve(d, R, M, 61);
        QCOMPARE(curve.size(), size_t(61));
        FLEET_COMPARE_REL(curve.front().first, 0.1 * tauStar, 1e-12);
        FLEET_COMPARE_REL(curve.back().first, 10.0 * tauStar, 1e-12);
        FLEET_COMPARE_REL(curve[30].first, tauStar, 1e-12);
        for (size_t i = 0; i < curve.size(); ++i)
            QVERIFY(curve[i].second <= curve[30].second + 1e-15);
        FLEET_COMPARE_REL(curve[30].second, goodput(seconds(tauStar), d, R, M), 1e-15);
        QVERIFY(goodputCurve(seconds(0), R, M).empty());
    }

    void continuousCheckpointingAtNoCost()
    {
        // δ = 0: τ_YD = 0, nothing lost, only restarts: G = M / (M + R).
        const GoodputBreakdown g = goodputBreakdown(seconds(0), seconds(0), seconds(600), seconds(7200));
        FLEET_COMPARE_REL(g.goodput, 7200.0 / 7800.0, 1e-12);
        const RenewalExpectation e = expectedRunExponential(seconds(1e6), seconds(0), seconds(0), seconds(600), seconds(7200));
        FLEET_COMPARE_REL(e.failures, 1e6 / 7200.0, 1e-12);
        FLEET_COMPARE_REL(e.wall.si(), 1e6 * 7800.0 / 7200.0, 1e-12);
    }

    void segmentPlans_data()
    {
        QTest::addColumn<double>("useful");
        QTest::addColumn<double>("interval");
        QTest::addColumn<double>("checkpointed");
        QTest::addColumn<double>("lastWork");
        QTest::newRow("10 s of work every 3 s: 3 checkpoints, 1 s left") << 10.0 << 3.0 << 3.0 << 1.0;
        QTest::newRow("9 s every 3 s: 2 checkpoints, no write after the last 3 s") << 9.0 << 3.0 << 2.0 << 3.0;
        QTest::newRow("interval longer than the job: no checkpoint") << 5.0 << 8.0 << 0.0 << 5.0;
    }
    void segmentPlans()
    {
        QFETCH(double, useful);
        QFETCH(double, interval);
        QFETCH(double, checkpointed);
        QFETCH(double, lastWork);
        const SegmentPlan p = segmentPlan(seconds(useful), seconds(interval));
        QVERIFY(!p.continuous);
        FLEET_COMPARE_REL(p.checkpointed, checkpointed, 1e-15);
        FLEET_COMPARE_REL(p.lastWork, lastWork, 1e-12);
    }

    void exactRenewalLimits()
    {
        // No failures: wall = useful + writes.
        const RenewalExpectation none =
            expectedRunExponential(seconds(10), seconds(3), seconds(0.5), seconds(100), seconds(HUGE_VAL));
        FLEET_COMPARE_REL(none.wall.si(), 11.5, 1e-15);
        QCOMPARE(none.failures, 0.0);
        // Rare failures: the exact model converges to the first-order one (error ~ δ/M + ((τ+δ)/M)² = 1.1e-5).
        const Seconds U = seconds(1e8), tau = seconds(1000), d = seconds(10), R = seconds(300), M = seconds(1e6);
        const double exact = U.si() / expectedRunExponential(U, tau, d, R, M).wall.si();
        FLEET_COMPARE_REL(exact, goodput(tau, d, R, M), 2e-5);
        // Frequent failures: first order is optimistic.
        const Seconds M2 = seconds(3000);
        QVERIFY(U.si() / expectedRunExponential(U, tau, d, R, M2).wall.si() < goodput(tau, d, R, M2));
    }

    void checkpointWriteTimeEstimate()
    {
        // Reference registry: 14 B/param checkpoint (mixed-precision Adam) and 100 GB/s checkpoint write bandwidth:
        // 175B → 2.45 TB → 24.5 s.
        FLEET_COMPARE_REL(checkpointBytes(175e9).in(units::TB), 2.45, 1e-12);
        FLEET_COMPARE_REL(checkpointWriteTime(checkpointBytes(175e9), bytesPerSecond(100e9)).si(), 24.5, 1e-12);
        // 1,024 nodes writing at 7 GB/s each (fleet.storageBytesPerSecond): 0.34 s.
        FLEET_COMPARE_REL(checkpointWriteTime(bytes(2.45e12), bytesPerSecond(1024 * 7e9)).si(), 2.45e12 / 7.168e12, 1e-12);
    }

    // ---- reliability.* results --------------------------------------------------------------------------
    void seedClusterThroughResults_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        // gpt4_cluster_mtbf as a plan: 3,125 nodes × 8 = 25,000 GPUs; nodes and switches made negligible.
        QTest::newRow("system MTBF 2 h (seed L625)") << "reliability.system_mtbf_s" << 7200.0 << 1e-4;
        QTest::newRow("12 failures per day (seed L626)") << "reliability.failures_per_day" << 12.0 << 1e-4;
        QTest::newRow("4,380 failures per year (seed L627)") << "reliability.failures_per_year" << 4380.0 << 1e-4;
        QTest::newRow("accelerator FIT 20,000 (seed L518)") << "reliability.accelerator_fit" << 20000.0 << 1e-12;
        QTest::newRow("Young–Daly τ = √(2 · 60 s · 7,200 s) (seed L510)") << "reliability.checkpoint_interval_s"
                                                                           << std::sqrt(864000.0) << 1e-4;
        QTest::newRow("first-order goodput 1 / (1 + √(2δ/M) + R/M)") << "reliability.goodput_first_order" << 1.0 / (1.0 + std::sqrt(120.0 / 7200.0) + 600.0 / 7200.0) << 1e-4;
    }
    void seedClusterThroughResults()
    {
        QFETCH(QString, key);
        QFETCH(double, expected);
        QFETCH(double, tol);
        Scenario s;
        s.fleet.nodes = 3125;
        s.reliability.nodeMtbfHours = 1e9;
        s.reliability.switchMtbfHours = 1e9;
        const Results r = evaluateReliability(s, 0.0);
        FLEET_COMPARE_REL(valueOf(r, qPrintable(key)), expected, tol);
    }

    void twoWeekRunThroughResults()
    {
        // node_failures_two_week_run (seed L2098) as a plan: 128 nodes, 336 h, 1,000 h nodes, 10 min restarts.
        // The plan counts GPUs apart from the node (reliability.nodeMtbfHours excludes them): 43.0 + 6.9.
        Scenario s;
        s.fleet.nodes = 128;
        s.reliability.restartSeconds = 600;
        const Results r = evaluateReliability(s, 0.0);
        FLEET_COMPARE_REL(valueOf(r, "reliability.node_failures"), 43.0, 0.01);
        FLEET_COMPARE_REL(valueOf(r, "reliability.accelerator_failures"), 6.9, 0.01);
        QCOMPARE(valueOf(r, "reliability.switch_failures"), 0.0);
        FLEET_COMPARE_REL(valueOf(r, "reliability.expected_failures"), 336.0 * (128.0 / 1000.0 + 1024.0 / 50000.0), 1e-12);
        { // No fabric result (an unknown topology): no switches either.
            ResolvedFleet f;
            f.acceleratorCount = static_cast<double>(s.acceleratorCount());
            Results noFabric;
            addReliabilityResults(s, f, nullptr, bookRunTiming(s, 0.0), noFabric);
            QCOMPARE(valueOf(noFabric, "reliability.switch_failures"), 0.0);
            FLEET_COMPARE_REL(valueOf(noFabric, "reliability.expected_failures"),
                              valueOf(r, "reliability.expected_failures"), 1e-15);
        }
        FLEET_COMPARE_REL(valueOf(r, "reliability.restart_overhead_fraction"),
                          valueOf(r, "reliability.expected_failures") * 600.0 / (336.0 * 3600.0), 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "reliability.run_survival_probability"),
                          std::exp(-valueOf(r, "reliability.expected_failures")), 1e-12);
        // With the seed's composite (GPUs inside the 1,000 h) the plan reproduces 43 and 2.1 %.
        s.reliability.acceleratorMtbfHours = 1e9;
        const Results seed = evaluateReliability(s, 0.0);
        FLEET_COMPARE_REL(valueOf(seed, "reliability.expected_failures"), 43.0, 0.01);
        FLEET_COMPARE_REL(valueOf(seed, "reliability.restart_overhead_fraction"), 0.021, 0.025);
    }

    void defaultPlanResults()
    {
        const Scenario s;
        const Results r = evaluateReliability(s, kDefaultSwitches, 12.0 * 3600.0);
        const double rate = 8192.0 / (50000.0 * 3600.0) + 1024.0 / (1000.0 * 3600.0) + 640.0 / (150000.0 * 3600.0);
        const double M = 1.0 / rate;
        FLEET_COMPARE_REL(valueOf(r, "reliability.system_mtbf_s"), M, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "reliability.failures_per_day"), 86400.0 / M, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "reliability.expected_failures"), 336.0 * 3600.0 / M, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "reliability.accelerator_failures") + valueOf(r, "reliability.node_failures") +
                              valueOf(r, "reliability.switch_failures"),
                          valueOf(r, "reliability.expected_failures"), 1e-12);
        const double tau = std::sqrt(2.0 * 60.0 * M);
        FLEET_COMPARE_REL(valueOf(r, "reliability.checkpoint_interval_s"), tau, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "reliability.daly_interval_s"), dalyInterval(seconds(60), seconds(M)).si(), 1e-12);
        const double g = 1.0 / (1.0 + 60.0 / tau + (tau / 2.0 + 600.0) / M);
        FLEET_COMPARE_REL(valueOf(r, "reliability.goodput_first_order"), g, 1e-12);
        // Renewal model: τ / ((e^((τ+δ)/M) − 1)(M + R)); ~5 % below the first-order value at this MTBF (~50 min).
        const double renewal = tau / (std::expm1((tau + 60.0) / M) * (M + 600.0));
        FLEET_COMPARE_REL(valueOf(r, "reliability.goodput"), renewal, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "reliability.training_wall_s"), 12.0 * 3600.0 / renewal, 1e-12);
        QVERIFY(renewal < g && renewal > 0.9 * g);
        // Long-run limit of the exact expectation.
        const double U = 1e9;
        FLEET_COMPARE_REL(valueOf(r, "reliability.goodput"),
                          U / expectedRunExponential(seconds(U), seconds(tau), seconds(60), seconds(600), seconds(M)).wall.si(),
                          1e-6);
        // No spares: the job runs only while all 1,024 nodes are up, each up with probability μ/(λ+μ).
        const double lambda = 1.0 / 1000.0 + 8.0 / 50000.0, mu = 1.0 / 48.0;
        FLEET_COMPARE_REL(valueOf(r, "reliability.spare_availability"), std::pow(mu / (lambda + mu), 1024.0), 1e-6);
        QVERIFY(r.has("reliability.spares_for_99"));
    }

    void userCheckpointInterval()
    {
        Scenario s;
        s.reliability.checkpointIntervalSeconds = 3600.0;
        const Results r = evaluateReliability(s);
        FLEET_COMPARE_REL(valueOf(r, "reliability.checkpoint_interval_s"), 3600.0, 1e-15);
        const double M = valueOf(r, "reliability.system_mtbf_s");
        FLEET_COMPARE_REL(valueOf(r, "reliability.goodput_first_order"), 1.0 / (1.0 + 60.0 / 3600.0 + (1800.0 + 600.0) / M), 1e-12);
        const Derivation* d = r.derivation("reliability.checkpoint_interval_s");
        QVERIFY(d && d->note.find("reliability.checkpointIntervalSeconds") != std::string::npos);
        // An hour between checkpoints against a ~50 min MTBF: the first-order model warns.
        QVERIFY(!r.issues().empty());
        QCOMPARE(QString::fromStdString(r.issues().front().key), QStringLiteral("reliability.checkpointIntervalSeconds"));
        QVERIFY(!r.hasErrors());
    }

    void sparesForNinetyNinePercent()
    {
        Scenario s;
        const Results r = evaluateReliability(s);
        const double needed = valueOf(r, "reliability.spares_for_99");
        // ~57 nodes down on average (1,024 × 0.00116/h × 48 h): the 99 % point lies a few σ above.
        QVERIFY2(needed > 57.0 && needed < 90.0, qPrintable(QString::number(needed)));
        s.reliability.spares = static_cast<std::int64_t>(needed);
        QVERIFY(valueOf(evaluateReliability(s), "reliability.spare_availability") >= 0.99);
        s.reliability.spares = static_cast<std::int64_t>(needed) - 1;
        QVERIFY(valueOf(evaluateReliability(s), "reliability.spare_availability") < 0.99);
    }

    void everyResultHasADerivation()
    {
        const Results r = evaluateReliability(Scenario{}, kDefaultSwitches, 3600.0);
        const DerivationCheck check = checkDerivations(
            r, {"reliability."}, {.othersFail = true, .finiteTermValues = true, .units = {"", "s"}});
        QVERIFY2(check.ok(), check.failure.c_str());
        const int keys = check.keys;
        for (const char* key : {"reliability.system_mtbf_s", "reliability.failures_per_day", "reliability.expected_failures",
                                "reliability.checkpoint_interval_s", "reliability.goodput", "reliability.daly_interval_s",
                                "reliability.failures_per_year", "reliability.accelerator_failures",
                                "reliability.node_failures", "reliability.switch_failures",
                                "reliability.run_survival_probability", "reliability.restart_overhead_fraction",
                                "reliability.spare_availability", "reliability.spares_for_99",
                                "reliability.training_wall_s", "reliability.goodput_first_order"})
            QVERIFY2(r.has(key), key);
        QCOMPARE(keys, 17);
    }

    void monteCarloConfigOfThePlan()
    {
        Scenario s;
        s.reliability.weibullShape = 0.8;
        s.reliability.monteCarloTrials = 500;
        ResolvedFleet f;
        f.acceleratorCount = 8192;
        const MonteCarloConfig c = monteCarloConfig(s, f, kDefaultSwitches, bookRunTiming(s, 43200.0));
        QCOMPARE(c.classes.size(), size_t(3));
        FLEET_COMPARE_REL(c.classes[0].count, 8192.0, 1e-15);
        FLEET_COMPARE_REL(c.classes[1].count, 1024.0, 1e-15);
        FLEET_COMPARE_REL(c.classes[2].count, 640.0, 1e-15);
        QVERIFY(c.distribution == FailureDistribution::Weibull);
        FLEET_COMPARE_REL(c.weibullShape, 0.8, 1e-15);
        QCOMPARE(c.trials, std::int64_t(500));
        FLEET_COMPARE_REL(c.usefulWork.si(), 43200.0, 1e-15);
        const Results r = evaluateReliability(s);
        FLEET_COMPARE_REL(c.checkpointInterval.si(), valueOf(r, "reliability.checkpoint_interval_s"), 1e-12);
        FLEET_COMPARE_REL(1.0 / c.systemRatePerSecond(), valueOf(r, "reliability.system_mtbf_s"), 1e-12);
        s.reliability.weibullShape = 1.0;
        QVERIFY(monteCarloConfig(s, f, kDefaultSwitches, bookRunTiming(s, 43200.0)).distribution == FailureDistribution::Exponential);
    }
};

QTEST_APPLESS_MAIN(TestReliability)
#include "tst_reliability.moc"
