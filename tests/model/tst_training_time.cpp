// Time to train, seed §2 "The Pod" training-time notebook (L2294-2310) and Ch.1 GPT-3 compute (L645).
#include "Tolerance.h"
#include "training/TrainingTime.h"

using namespace fleet;

class TestTrainingTime : public QObject {
    Q_OBJECT
private slots:
    void seedPodExample_data()
    {
        QTest::addColumn<int>("step"); // -1 ideal, 0..4 the chain steps
        QTest::addColumn<double>("expectedHours");
        QTest::addColumn<double>("tol");
        // training_time_175b_pod: 11.99 → 14.11 → 14.82 → 15.26 → 16.79 → 17.63 h
        QTest::newRow("ideal 12.0 h (seed L2294-2310)") << -1 << 12.0 << 0.004;
        QTest::newRow("÷ 0.85 scaling → 14.1 h (seed L2294-2310)") << 0 << 14.1 << 0.004;
        QTest::newRow("× 1.05 bubble → 14.8 h (seed L2294-2310)") << 1 << 14.8 << 0.004;
        QTest::newRow("× 1.03 checkpoint → 15.3 h (seed L2294-2310)") << 2 << 15.3 << 0.004;
        QTest::newRow("× 1.10 failures → 16.8 h (seed L2294-2310)") << 3 << 16.8 << 0.004;
        QTest::newRow("× 1.05 maintenance → 17.6 h (seed L2294-2310)") << 4 << 17.6 << 0.004;
    }
    void seedPodExample()
    {
        QFETCH(int, step);
        QFETCH(double, expectedHours);
        QFETCH(double, tol);
        const OverheadChain chain{0.85, 0.05, 0.03, 0.10, 0.05};
        const TrainingEstimate e = estimateTraining(175e9, 300e9, 8192, flopPerSecond(1979e12), 0.45, chain);
        const Seconds t = step < 0 ? e.ideal : e.afterStep[static_cast<size_t>(step)];
        FLEET_COMPARE_REL(t.in(units::hour), expectedHours, tol);
    }

    void totalsOfThePodExample()
    {
        const TrainingEstimate e = estimateTraining(175e9, 300e9, 8192, flopPerSecond(1979e12), 0.45, OverheadChain{});
        FLEET_COMPARE_REL(e.totalFlops.si(), 3.15e23, 0.004);                   // seed L2294-2310
        FLEET_COMPARE_REL(e.clusterSustained.in(units::EFLOP_per_s), 7.30, 0.004); // seed L2294-2310
        FLEET_COMPARE_REL(e.wall.in(units::hour) / (24 * 7), 0.1, 0.06);          // "0.1 week", seed L2294-2310
        FLEET_COMPARE_REL(e.wall.in(units::hour), 18.0, 0.03);                    // prose: "about 18 hours"
        QCOMPARE(e.wall.si(), e.afterStep.back().si());
    }

    void gpt3FlopsCrossCheck()
    {
        // gpt3_flops_cross_check: 6PD = 3.15e23 vs the published 3.14e23 (seed L645, L776): 0.3 % apart
        FLEET_COMPARE_REL(trainingFlops(175e9, 300e9).si(), 3.14e23, 0.005);
    }

    void fp16PeakDoublesIdealTime()
    {
        // Note of training_time_175b_pod: at the FP16 peak (989) the ideal time would be 24.0 h.
        const TrainingEstimate e = estimateTraining(175e9, 300e9, 8192, flopPerSecond(989e12), 0.45, OverheadChain{});
        FLEET_COMPARE_REL(e.ideal.in(units::hour), 24.0, 0.004);
    }

    void sustainedGpuHours_data()
    {
        QTest::addColumn<double>("mfu");
        QTest::addColumn<double>("expected");
        // sustained_gpu_hours (seed L1712): 1,000 GPU-hours at peak take 2,000-3,000 real GPU-hours
        QTest::newRow("MFU 50 % → 2,000 GPU-h (seed L1712)") << 0.5 << 2000.0;
        QTest::newRow("MFU 1/3 → 3,000 GPU-h (seed L1712)") << 1.0 / 3.0 << 3000.0;
    }
    void sustainedGpuHours()
    {
        QFETCH(double, mfu);
        QFETCH(double, expected);
        // 1,000 GPU-hours of work at peak: choose C so that one GPU at peak needs 1,000 h.
        const double peak = 1e15;
        const double flops = 1000.0 * 3600.0 * peak;
        const TrainingEstimate e = estimateTraining(flops / 6.0, 1.0, 1, flopPerSecond(peak), mfu,
                                                    OverheadChain{1.0, 0, 0, 0, 0});
        FLEET_COMPARE_REL(e.ideal.in(units::hour), expected, 0.001);
    }
};

QTEST_APPLESS_MAIN(TestTrainingTime)
#include "tst_training_time.moc"
