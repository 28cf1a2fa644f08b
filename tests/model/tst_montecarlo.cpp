// Monte Carlo of a training run with failures, checkpoints and restarts (seed §1 Llama 3: 419 interruptions in
// 54 days on 16,384 GPUs, L633-637; seed §2 failure probability and recovery overhead, L2098; Young–Daly,
// L508-512). Checked against the exact renewal expectations and the first-order goodput model
// (reliability/Checkpointing.h), for determinism, cancellation and the Weibull path.
#include "Tolerance.h"
#include "evaluate/PlanRun.h"
#include "reliability/Checkpointing.h"
#include "results/IssueTemplates.h"
#include "reliability/MonteCarlo.h"

#include <QElapsedTimer>

#include <atomic>
#include <cmath>

using namespace fleet;

namespace {

Seconds hours(double h) { return seconds(h * units::hour); }

MonteCarloConfig gpuRun(double gpus, double usefulDays, double writeS, double restartS, std::int64_t trials,
                        double intervalS = 0.0)
{
    MonteCarloConfig c;
    c.classes = {{"accelerators", gpus, hours(50000)}}; // seed L621
    c.usefulWork = seconds(usefulDays * units::day);
    c.checkpointWrite = seconds(writeS);
    c.restart = seconds(restartS);
    c.checkpointInterval =
        intervalS > 0.0 ? seconds(intervalS) : youngDalyInterval(c.checkpointWrite, seconds(1.0 / c.systemRatePerSecond()));
    c.trials = trials;
    return c;
}

// |MC mean − expected| ≤ 3 standard errors of the MC mean.
#define COMPARE_WITHIN_3SE(stats, expected)                                                                          \
    do {                                                                                                           \
        const double m_ = (stats).mean, e_ = (expected), se_ = (stats).standardError;                              \
        QVERIFY2(std::fabs(m_ - e_) <= 3.0 * se_,                                                                  \
                 qPrintable(QStringLiteral("mean %1, expected %2, %3 standard errors off (SE %4)")                     \
                                .arg(m_, 0, 'g', 10)                                                               \
                                .arg(e_, 0, 'g', 10)                                                               \
                                .arg((m_ - e_) / se_, 0, 'f', 2)                                                   \
                                .arg(se_, 0, 'g', 4)));                                                            \
    } while (false)

} // namespace

class TestMonteCarlo : public QObject {
    Q_OBJECT
private slots:
    // Why there is no run to simulate, in the CLI's `montecarlo` and the Failures tab alike.
    void noRunReasonPrefersTheFirstError()
    {
        const Issue info = makeIssue<IssueCode::UnknownRegion>(Severity::Info, "fleet.region", "mars");
        const Issue error = makeIssue<IssueCode::UnknownCooling>(Severity::Error, "fleet.cooling", "ice");
        QCOMPARE(noRunReason({info, error}), std::string("fleet.cooling: unknown cooling id 'ice'"));
        QCOMPARE(noRunReason({info}), std::string("fleet.region: unknown region id 'mars'"));
        QCOMPARE(noRunReason({}), std::string("the plan does not resolve against the catalog"));
    }

    void matchesExactRenewalModel_data()
    {
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("usefulDays");
        QTest::addColumn<double>("writeS");
        QTest::addColumn<double>("restartS");
        QTest::addColumn<double>("intervalS");
        QTest::addColumn<bool>("narrow"); // wall times spread little: mean per-trial goodput ≈ U / E[W] too
        // Exponential failures: E[wall] and E[failures] of the renewal model are exact (Checkpointing.h).
        QTest::newRow("1,024 GPUs × 14 days (seed L2098), 60 s writes, 10 min restarts, Young–Daly")
            << 1024.0 << 14.0 << 60.0 << 600.0 << 0.0 << true;
        QTest::newRow("continuous checkpointing at no cost on 8,192 GPUs: only restarts")
            << 8192.0 << 10.0 << 0.0 << 600.0 << 0.0 << true;
        QTest::newRow("25,000 GPUs (2 h MTBF, seed L625) × 7 days, 5 min writes, 30 min restarts")
            << 25000.0 << 7.0 << 300.0 << 1800.0 << 0.0 << false;
        QTest::newRow("25,000 GPUs, checkpoint every 4 h (twice the MTBF): most segments fail")
            << 25000.0 << 2.0 << 300.0 << 1800.0 << 4.0 * 3600.0 << false;
        QTest::newRow("no checkpoint at all in a 1-day job on 2,048 GPUs") << 2048.0 << 1.0 << 60.0 << 600.0 << 1e9
                                                                         << false;
    }
    void matchesExactRenewalModel()
    {
        QFETCH(double, gpus);
        QFETCH(double, usefulDays);
        QFETCH(double, writeS);
        QFETCH(double, restartS);
        QFETCH(double, intervalS);
        QFETCH(bool, narrow);
        const MonteCarloConfig c = gpuRun(gpus, usefulDays, writeS, restartS, 4000, intervalS);
        const MonteCarloResult r = runMonteCarlo(c);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.completedTrials, std::int64_t(4000));
        const RenewalExpectation e = expectedRunExponential(c.usefulWork, c.checkpointInterval, c.checkpointWrite,
                                                            c.restart, seconds(1.0 / c.systemRatePerSecond()));
        COMPARE_WITHIN_3SE(r.summary.wallSeconds, e.wall.si());
        COMPARE_WITHIN_3SE(r.summary.interruptions, e.failures);
        // Analytic goodput U / E[W] against the pooled estimate U / mean(W).
        const double analytic = c.usefulWork.si() / e.wall.si();
        QVERIFY2(std::fabs(r.summary.pooledGoodput - analytic) <= 3.0 * r.summary.pooledGoodputStandardError,
                 qPrintable(QStringLiteral("pooled %1 vs %2").arg(r.summary.pooledGoodput).arg(analytic)));
        // The mean of per-trial goodputs E[U/W] ≥ U/E[W] (Jensen); the gap ≈ G·CV² is below one standard
        // error only when wall times are narrow (CV·√n < 0.5).
        if (narrow)
            COMPARE_WITHIN_3SE(r.summary.goodput, analytic);
        else
            QVERIFY(r.summary.goodput.mean > analytic - 3.0 * r.summary.goodput.standardError);
        QCOMPARE(r.summary.meanFailuresByClass.size(), size_t(1));
        FLEET_COMPARE_REL(r.summary.meanFailuresByClass[0], r.summary.interruptions.mean, 1e-12);
    }

    void matchesFirstOrderGoodput_data()
    {
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("writeS");
        QTest::addColumn<double>("restartS");
        // Where δ/M and ((τ + δ)/M)² are small, the first-order goodput 1/(1 + δ/τ + (τ/2 + R)/M) is within a
        // standard error of the exact model (bias 0.35 and 0.7 SE at 1,000 trials of 30 days).
        QTest::newRow("256 GPUs (M = 195 h), 10 s writes, 5 min restarts") << 256.0 << 10.0 << 300.0;
        QTest::newRow("512 GPUs (M = 98 h), 10 s writes, 10 min restarts (seed L2098)") << 512.0 << 10.0 << 600.0;
    }
    void matchesFirstOrderGoodput()
    {
        QFETCH(double, gpus);
        QFETCH(double, writeS);
        QFETCH(double, restartS);
        const MonteCarloConfig c = gpuRun(gpus, 30.0, writeS, restartS, 1000);
        const MonteCarloResult r = runMonteCarlo(c);
        QVERIFY(r.error.empty());
        const double analytic =
            goodput(c.checkpointInterval, c.checkpointWrite, c.restart, seconds(1.0 / c.systemRatePerSecond()));
        COMPARE_WITHIN_3SE(r.summary.goodput, analytic);
        QVERIFY(r.summary.goodput.p5 < analytic && analytic < r.summary.goodput.p95);
    }

    void firstOrderIsOptimisticWhenFailuresAreFrequent()
    {
        // The default plan's failure rate (8,192 GPUs at 50,000 h + 1,024 nodes at 1,000 h: M ≈ 51 min): the
        // first-order goodput is ~5 % above what the run achieves; the renewal model is not.
        MonteCarloConfig c = gpuRun(8192.0, 7.0, 60.0, 600.0, 2000);
        c.classes.push_back({"nodes", 1024.0, hours(1000)});
        const Seconds M = seconds(1.0 / c.systemRatePerSecond());
        c.checkpointInterval = youngDalyInterval(c.checkpointWrite, M);
        const MonteCarloResult r = runMonteCarlo(c);
        const double firstOrder = goodput(c.checkpointInterval, c.checkpointWrite, c.restart, M);
        const RenewalExpectation e = expectedRunExponential(c.usefulWork, c.checkpointInterval, c.checkpointWrite,
                                                            c.restart, M);
        QVERIFY(r.summary.pooledGoodput < firstOrder - 10.0 * r.summary.pooledGoodputStandardError);
        FLEET_COMPARE_REL(r.summary.pooledGoodput, firstOrder, 0.07);
        QVERIFY(std::fabs(r.summary.pooledGoodput - c.usefulWork.si() / e.wall.si()) <=
                3.0 * r.summary.pooledGoodputStandardError);
        qInfo("default-plan failure rate: first-order goodput %.4f, renewal %.4f, Monte Carlo %.4f ± %.4f",
              firstOrder, c.usefulWork.si() / e.wall.si(), r.summary.pooledGoodput, r.summary.pooledGoodputStandardError);
    }

    void llama3Scale()
    {
        // 16,384 GPUs at 50,000 h (seed L621) for a 54-day run (seed L633-637): 10,000 trials.
        MonteCarloConfig c = gpuRun(16384.0, 1.0, 60.0, 600.0, 10000);
        const double M = 1.0 / c.systemRatePerSecond();
        // Useful work chosen so that the expected wall time is 54 days.
        const double g = goodput(c.checkpointInterval, c.checkpointWrite, c.restart, seconds(M));
        c.usefulWork = seconds(54.0 * units::day * g);
        QElapsedTimer timer;
        timer.start();
        const MonteCarloResult r = runMonteCarlo(c);
        const double elapsed = static_cast<double>(timer.nsecsElapsed()) * 1e-9;
        QVERIFY2(r.error.empty(), r.error.c_str());
        qInfo("Llama 3 setting: %lld trials of 16,384 GPUs × 54 days on %d threads in %.3f s (%.0f trials/s); "
              "interruptions mean %.1f (p5 %.0f, p95 %.0f), wall %.2f days, goodput %.4f",
              static_cast<long long>(r.completedTrials), r.threadsUsed, elapsed, double(r.completedTrials) / elapsed,
              r.summary.interruptions.mean, r.summary.interruptions.p5, r.summary.interruptions.p95,
              r.summary.wallSeconds.mean / units::day, r.summary.goodput.mean);
        const RenewalExpectation e = expectedRunExponential(c.usefulWork, c.checkpointInterval, c.checkpointWrite,
                                                            c.restart, seconds(M));
        COMPARE_WITHIN_3SE(r.summary.interruptions, e.failures);
        COMPARE_WITHIN_3SE(r.summary.wallSeconds, e.wall.si());
        // The seed's 419 interruptions in 54 days (L635): failures arrive only while the job computes or writes
        // (not during the 10 min restarts), about wall / (M + R) ≈ 408 here (3 % fewer).
        FLEET_COMPARE_REL(r.summary.interruptions.mean, 419.0, 0.05);
        // Poisson-like spread: σ ≈ √mean.
        FLEET_COMPARE_REL(r.summary.interruptions.stddev, std::sqrt(r.summary.interruptions.mean), 0.1);
        // Summary shape: ordered percentiles and a histogram that holds every trial.
        QVERIFY(r.summary.wallSeconds.p5 <= r.summary.wallSeconds.p50 && r.summary.wallSeconds.p50 <= r.summary.wallSeconds.p95);
        std::int64_t counted = 0;
        for (std::int64_t n : r.summary.wallHistogram.counts)
            counted += n;
        QCOMPARE(counted, r.completedTrials);
        QCOMPARE(r.summary.wallHistogram.counts.size(), size_t(c.histogramBins));
        FLEET_COMPARE_REL(r.summary.wallHistogram.lo, r.summary.wallSeconds.min, 1e-15);
        FLEET_COMPARE_REL(r.summary.wallHistogram.hi, r.summary.wallSeconds.max, 1e-15);
    }

    void deterministicForASeed()
    {
        MonteCarloConfig c = gpuRun(8192.0, 5.0, 60.0, 600.0, 300);
        c.classes.push_back({"nodes", 1024.0, hours(1000)});
        c.threads = 1;
        const MonteCarloResult one = runMonteCarlo(c);
        c.threads = 2;
        const MonteCarloResult two = runMonteCarlo(c);
        c.threads = 7;
        const MonteCarloResult seven = runMonteCarlo(c);
        QCOMPARE(one.threadsUsed, 1);
        QCOMPARE(seven.threadsUsed, 7);
        QCOMPARE(one.trials.size(), size_t(300));
        for (size_t i = 0; i < one.trials.size(); ++i) {
            for (const MonteCarloResult* other : {&two, &seven}) {
                QCOMPARE(other->trials[i].wallSeconds, one.trials[i].wallSeconds);
                QCOMPARE(other->trials[i].interruptions, one.trials[i].interruptions);
                QCOMPARE(other->trials[i].goodput, one.trials[i].goodput);
            }
        }
        QCOMPARE(seven.summary.wallSeconds.mean, one.summary.wallSeconds.mean);
        QCOMPARE(seven.summary.meanFailuresByClass, one.summary.meanFailuresByClass);
        // Trial i is std::mt19937_64(seed + i) alone.
        const MonteCarloTrial t = simulateTrial(c, 123);
        QCOMPARE(t.wallSeconds, one.trials[123].wallSeconds);
        // Another seed, another sample.
        c.seed += 1;
        const MonteCarloResult shifted = runMonteCarlo(c);
        QVERIFY(shifted.summary.wallSeconds.mean != one.summary.wallSeconds.mean);
        // seed + 1 shifts the trials by one: trial i of the new seed is trial i + 1 of the old.
        QCOMPARE(shifted.trials[0].wallSeconds, one.trials[1].wallSeconds);
    }

    void failuresAreAttributedByRate()
    {
        // Accelerators 8,192 / 50,000 h vs nodes 1,024 / 1,000 h: shares 13.8 % and 86.2 %.
        MonteCarloConfig c = gpuRun(8192.0, 10.0, 60.0, 600.0, 2000);
        c.classes.push_back({"nodes", 1024.0, hours(1000)});
        c.checkpointInterval = youngDalyInterval(c.checkpointWrite, seconds(1.0 / c.systemRatePerSecond()));
        const MonteCarloResult r = runMonteCarlo(c);
        const double acc = 8192.0 / 50000.0, node = 1024.0 / 1000.0;
        const auto& by = r.summary.meanFailuresByClass;
        FLEET_COMPARE_REL(by[0] + by[1], r.summary.interruptions.mean, 1e-12);
        FLEET_COMPARE_REL(by[0] / (by[0] + by[1]), acc / (acc + node), 0.02);
    }

    void progressAndCancel()
    {
        MonteCarloConfig c = gpuRun(16384.0, 54.0, 60.0, 600.0, 2000000);
        // Cancelled before it starts: nothing simulated.
        std::atomic<bool> cancel{true};
        MonteCarloResult r = runMonteCarlo(c, {}, &cancel);
        QVERIFY(r.cancelled);
        QVERIFY(r.trials.empty());
        // Cancelled from the first progress report: returns promptly with no results.
        cancel = false;
        int calls = 0;
        QElapsedTimer timer;
        timer.start();
        r = runMonteCarlo(c, [&](double) { ++calls; cancel = true; }, &cancel);
        QVERIFY(r.cancelled);
        QVERIFY(r.trials.empty());
        QVERIFY(r.completedTrials < c.trials);
        QVERIFY(calls >= 1);
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        // Progress: non-decreasing fractions ending at 1.
        c.trials = 20000;
        std::vector<double> seen;
        r = runMonteCarlo(c, [&](double f) { seen.push_back(f); });
        QVERIFY(!r.cancelled);
        QVERIFY(!seen.empty());
        QCOMPARE(seen.back(), 1.0);
        for (size_t i = 1; i < seen.size(); ++i)
            QVERIFY(seen[i] >= seen[i - 1] && seen[i] <= 1.0);
    }

    void weibullShapeOneIsExponential()
    {
        // Weibull with k = 1 is the exponential distribution: the per-class renewal path agrees with the
        // superposed-exponential path (different random streams) within Monte Carlo error.
        MonteCarloConfig c = gpuRun(8192.0, 14.0, 60.0, 600.0, 4000);
        c.classes.push_back({"nodes", 1024.0, hours(1000)});
        c.classes.push_back({"switches", 640.0, hours(150000)});
        c.checkpointInterval = youngDalyInterval(c.checkpointWrite, seconds(1.0 / c.systemRatePerSecond()));
        const MonteCarloResult expo = runMonteCarlo(c);
        c.distribution = FailureDistribution::Weibull;
        c.weibullShape = 1.0;
        const MonteCarloResult weib = runMonteCarlo(c);
        QVERIFY(weib.error.empty());
        auto close = [](const SampleStats& a, const SampleStats& b) {
            const double se = std::hypot(a.standardError, b.standardError);
            return std::fabs(a.mean - b.mean) <= 3.0 * se;
        };
        QVERIFY(close(expo.summary.wallSeconds, weib.summary.wallSeconds));
        QVERIFY(close(expo.summary.interruptions, weib.summary.interruptions));
        QVERIFY(close(expo.summary.goodput, weib.summary.goodput));
        // Both against the exact expectation.
        const RenewalExpectation e = expectedRunExponential(c.usefulWork, c.checkpointInterval, c.checkpointWrite,
                                                            c.restart, seconds(1.0 / c.systemRatePerSecond()));
        COMPARE_WITHIN_3SE(weib.summary.wallSeconds, e.wall.si());
        COMPARE_WITHIN_3SE(weib.summary.interruptions, e.failures);
        FLEET_COMPARE_REL(weib.summary.wallSeconds.stddev, expo.summary.wallSeconds.stddev, 0.1);
    }

    void weibullShapeKeepsTheRateAndChangesTheSpread()
    {
        // Renewal theory: over exposure t ≫ mean gap μ, E[N] ≈ t/μ + (CV² − 1)/2 and Var[N] ≈ CV² · t/μ. The
        // long-run rate stays count/MTBF for any k; k < 1 (CV > 1) spreads the count, k > 1 tightens it.
        MonteCarloConfig c = gpuRun(16384.0, 30.0, 0.0, 600.0, 3000); // δ = 0: continuous, exposure = useful
        c.checkpointInterval = seconds(0);
        c.distribution = FailureDistribution::Weibull;
        const double expected = c.usefulWork.si() * c.systemRatePerSecond(); // 236
        double lastSpread = HUGE_VAL;
        for (double k : {0.7, 1.0, 2.0, 4.0}) {
            c.weibullShape = k;
            const MonteCarloResult r = runMonteCarlo(c);
            QVERIFY(r.error.empty());
            const double cv2 = std::tgamma(1.0 + 2.0 / k) / std::pow(std::tgamma(1.0 + 1.0 / k), 2.0) - 1.0;
            FLEET_COMPARE_REL(r.summary.interruptions.mean, expected + (cv2 - 1.0) / 2.0, 0.01);
            FLEET_COMPARE_REL(r.summary.interruptions.stddev, std::sqrt(cv2 * expected), 0.1);
            QVERIFY(r.summary.interruptions.stddev < lastSpread);
            lastSpread = r.summary.interruptions.stddev;
        }
    }

    void refusesRunsThatNeverFinish()
    {
        // Checkpointing every 10 h against a 2 h system MTBF (seed L625): e^5 ≈ 148 attempts per segment is
        // fine; every 100 h is e^50 — the run would never finish.
        MonteCarloConfig c = gpuRun(25000.0, 30.0, 60.0, 600.0, 100, 100.0 * 3600.0);
        const MonteCarloResult r = runMonteCarlo(c);
        QVERIFY(!r.error.empty());
        QVERIFY(r.trials.empty());
        c.checkpointInterval = seconds(0);
        QVERIFY(!validateMonteCarlo(c).empty()); // continuous checkpointing with δ > 0
        c = gpuRun(25000.0, 30.0, 60.0, 600.0, 0);
        QVERIFY(!validateMonteCarlo(c).empty());
    }

    void noFailuresIsDeterministic()
    {
        MonteCarloConfig c = gpuRun(0.0, 1.0, 60.0, 600.0, 50, 3600.0);
        const MonteCarloResult r = runMonteCarlo(c);
        QVERIFY(r.error.empty());
        // 24 segments of 1 h, 23 writes of 60 s.
        FLEET_COMPARE_REL(r.summary.wallSeconds.mean, 86400.0 + 23.0 * 60.0, 1e-12);
        QCOMPARE(r.summary.wallSeconds.stddev, 0.0);
        QCOMPARE(r.summary.interruptions.max, 0.0);
        QCOMPARE(r.summary.wallHistogram.counts.front(), std::int64_t(50));
    }

    void sampleStatistics()
    {
        const SampleStats s = sampleStats({5.0, 1.0, 4.0, 2.0, 3.0});
        QCOMPARE(s.mean, 3.0);
        FLEET_COMPARE_REL(s.stddev, std::sqrt(2.5), 1e-15);
        FLEET_COMPARE_REL(s.standardError, std::sqrt(2.5 / 5.0), 1e-15);
        QCOMPARE(s.p50, 3.0);
        FLEET_COMPARE_REL(s.p5, 1.2, 1e-12); // linear between order statistics: 1 + 0.2 · (2 − 1)
        FLEET_COMPARE_REL(s.p95, 4.8, 1e-12);
        const Histogram h = histogram({0.0, 0.5, 1.0, 1.0, 2.0}, 4);
        QCOMPARE(h.counts, (std::vector<std::int64_t>{1, 1, 2, 1}));
        FLEET_COMPARE_REL(h.binWidth(), 0.5, 1e-15);
    }
};

QTEST_APPLESS_MAIN(TestMonteCarlo)
#include "tst_montecarlo.moc"
