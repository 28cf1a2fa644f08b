// Roofline model, seed §2 "Roofline model" (Eq. 2.1, L1571) and its worked examples.
// Expected values and tolerances are the seed's printed numbers (shared/data/seed-examples.json ids in
// the row names).
#include "Tolerance.h"
#include "compute/Roofline.h"
#include "compute/RooflineWorkloads.h"

#include <algorithm>

using namespace fleet;

class TestRoofline : public QObject {
    Q_OBJECT
private slots:
    void ridge_data()
    {
        QTest::addColumn<double>("peakTflops");
        QTest::addColumn<double>("bwTBps");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        // h100_ridge_point: seed L1434, L1571, L1627, L1635
        QTest::newRow("H100 FP16 ridge is 295.2 FLOP/byte (seed L1434)") << 989.0 << 3.35 << 295.2 << 0.0005;
        // v100_ridge_below_h100: seed L1436 (125 / 0.9 = 138.9, below H100's 295.2)
        QTest::newRow("V100 FP16 ridge 138.9 FLOP/byte (seed L1436)") << 125.0 << 0.9 << 138.9 << 0.0005;
    }
    void ridge()
    {
        QFETCH(double, peakTflops);
        QFETCH(double, bwTBps);
        QFETCH(double, expected);
        QFETCH(double, tol);
        const double r = ridgePoint(flopPerSecond(peakTflops * 1e12), bytesPerSecond(bwTBps * 1e12)).si();
        FLEET_COMPARE_REL(r, expected, tol);
    }

    void decodeIntensity_data()
    {
        QTest::addColumn<double>("batch");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("expected");
        // roofline_175b_h100: decode at batch 1 is 1 FLOP/byte for FP16 weights (seed L1412, L1635)
        QTest::newRow("batch 1 FP16 → 1 FLOP/byte (seed L1635)") << 1.0 << "fp16" << 1.0;
        // The same workload at batch 2048 (the seed's training example) → 2048 FLOP/byte (seed L1635-1653)
        QTest::newRow("batch 2048 FP16 → 2048 FLOP/byte (seed L1635-1653)") << 2048.0 << "fp16" << 2048.0;
        // Quantization halves the bytes per weight and doubles intensity (seed L1826)
        QTest::newRow("batch 1 INT8 → 2 FLOP/byte") << 1.0 << "int8" << 2.0;
        QTest::newRow("batch 1 INT4 → 4 FLOP/byte") << 1.0 << "int4" << 4.0;
    }
    void decodeIntensity()
    {
        QFETCH(double, batch);
        QFETCH(QString, precision);
        QFETCH(double, expected);
        const auto p = precisionFromString(precision.toStdString());
        QVERIFY(p);
        FLEET_COMPARE_REL(fleet::decodeIntensity(batch, *p).si(), expected, 1e-12);
    }

    void attainable_data()
    {
        QTest::addColumn<double>("intensity");
        QTest::addColumn<double>("expectedTflops");
        QTest::addColumn<double>("tol");
        // roofline_175b_h100 (seed L1635-1653): decode at 1 FLOP/byte attains 3.35 TFLOP/s (0.34 % of 989);
        // training at 2048 FLOP/byte attains the full 989 TFLOP/s.
        QTest::newRow("decode: 3.35 TFLOP/s (seed L1635-1653)") << 1.0 << 3.35 << 0.005;
        QTest::newRow("training: 989 TFLOP/s (seed L1635-1653)") << 2048.0 << 989.0 << 0.005;
        // roofline_regimes (seed L1593): decode at 2 FLOP/byte reaches 0.68 % of peak (< 1 %)
        QTest::newRow("decode at 2 FLOP/byte: 6.7 TFLOP/s (seed L1594)") << 2.0 << 6.7 << 0.005;
    }
    void attainable()
    {
        QFETCH(double, intensity);
        QFETCH(double, expectedTflops);
        QFETCH(double, tol);
        const auto a = fleet::attainable(flopPerSecond(989e12), bytesPerSecond(3.35e12), FlopPerByte::fromSi(intensity));
        FLEET_COMPARE_REL(a.si() / 1e12, expectedTflops, tol);
    }

    void decodeUtilizationIsBelowOnePercent()
    {
        // roofline_175b_h100: utilization 0.34 % (seed L1635-1653); "less than 1 % of peak" (Fig. 2.9)
        const auto a = fleet::attainable(flopPerSecond(989e12), bytesPerSecond(3.35e12), FlopPerByte::fromSi(1.0));
        FLEET_COMPARE_REL(a / flopPerSecond(989e12), 0.0034, 0.005);
        QVERIFY(a / flopPerSecond(989e12) < 0.01);
    }

    void prefillStraddlesRidge()
    {
        // roofline_regimes (seed L1593): prefill at 100-500 FLOP/byte straddles the H100 ridge of 295.2.
        const double ridge = ridgePoint(flopPerSecond(989e12), bytesPerSecond(3.35e12)).si();
        QVERIFY(100.0 < ridge);
        QVERIFY(500.0 > ridge);
    }

    void roofsCoverEachSupportedPrecision()
    {
        Accelerator a;
        a.hbmBandwidth = bytesPerSecond(3.35e12);
        a.setPeak(Precision::FP16, flopPerSecond(989e12));
        a.setPeak(Precision::FP8, flopPerSecond(1979e12));
        const auto roofs = buildRoofs(a, 0.1, 1e5);
        QCOMPARE(roofs.size(), size_t(2));
        for (const Roof& r : roofs) {
            QCOMPARE(r.points.size(), size_t(3));
            FLEET_COMPARE_REL(r.points.front().intensity, 0.1, 1e-12);
            FLEET_COMPARE_REL(r.points.front().flopsPerS, 3.35e11, 1e-12); // slope: BW × I
            FLEET_COMPARE_REL(r.points.back().flopsPerS, r.ridge.flopsPerS, 1e-12);
        }
        FLEET_COMPARE_REL(roofs[1].ridge.intensity, 590.7, 0.0005); // FP8: 1979 / 3.35
    }

    // A chip with an FP4 path gets the FP4 roof after its precisions' (B200: 9,000 TFLOP/s over 8 TB/s, ridge 1,125
    // FLOP/B); NVFP4 training sits on it, its weights at 4.5 bits: 2 · 8,192 / 0.5625 = 29,127 FLOP/B.
    void fp4RoofAndNvfp4Training()
    {
        Accelerator a;
        a.vendor = "NVIDIA"; // NVFP4 is NVIDIA's format (an AMD chip's FP4 path is MXFP4: no NVFP4 point, below)
        a.hbmBandwidth = bytesPerSecond(8e12);
        a.setPeak(Precision::BF16, flopPerSecond(2250e12));
        a.setPeak(Precision::FP8, flopPerSecond(4500e12));
        a.fp4Peak = flopPerSecond(9000e12);
        const auto roofs = buildRoofs(a, 0.1, 1e5);
        QCOMPARE(roofs.size(), size_t(3));
        QVERIFY(roofs.back().fp4 && !roofs.front().fp4);
        FLEET_COMPARE_REL(roofs.back().ridge.intensity, 1125.0, 1e-12);
        Scenario s;
        s.training.precision = "nvfp4";
        s.training.microBatch = 1;
        s.training.seqLen = 8192;
        s.training.cp = 1;
        const auto points = workloadPoints(a, s);
        const auto training = std::find_if(points.begin(), points.end(), [](const WorkloadPoint& w) { return w.fp4; });
        QVERIFY(training != points.end());
        FLEET_COMPARE_REL(training->point.intensity, 2.0 * 8192 / 0.5625, 1e-12);
        FLEET_COMPARE_REL(training->peakFlopsPerS, 9000e12, 1e-12);
        QVERIFY(!training->memoryBound());
        a.vendor = "AMD";
        const auto amd = workloadPoints(a, s);
        QVERIFY(std::none_of(amd.begin(), amd.end(), [](const WorkloadPoint& w) { return w.fp4; }));
        QCOMPARE(buildRoofs(a, 0.1, 1e5).size(), size_t(3)); // its FP4 roof is still drawn
    }

    // precisionFromString matches the last letter first: every name still finds its own precision, and names that
    // share a last letter with one (or are a prefix or a case variant of one) find none.
    void precisionNamesRoundTrip()
    {
        for (Precision p : kAllPrecisions)
            QCOMPARE(precisionFromString(toString(p)), std::optional<Precision>(p));
        for (const char* other : {"", "4", "fp", "p8", "nt4", "xp16", "FP16", "bf8", "fp16 ", "int44"})
            QVERIFY2(!precisionFromString(other), other);
    }
};

QTEST_APPLESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
