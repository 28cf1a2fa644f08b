// Decode latency and memory-boundness, seed §2 HBM generations (L1510-1520), memory bandwidth and token
// latency notebook (L1528-1549), H100 vs H200 (L1539-1545), pitfall B200 vs H100 (L2416-2420).
#include "Tolerance.h"
#include "inference/Decode.h"

using namespace fleet;

namespace {
DecodeEstimate decode(double params, Precision p, double batch, double peakTflops, double bwTBps, double capGB = 80.0)
{
    return estimateDecode(params, p, batch, flopPerSecond(peakTflops * 1e12), bytesPerSecond(bwTBps * 1e12),
                          bytes(capGB * 1e9));
}
} // namespace

class TestDecode : public QObject {
    Q_OBJECT
private slots:
    void bandwidthFloor_data()
    {
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("bwTBps");
        QTest::addColumn<double>("expectedMs");
        QTest::addColumn<double>("tol");
        // llama70b_token_latency_generations (seed L1516): 141.2 GB of FP16 weights
        QTest::newRow("Llama-3 70B on A100: 69.2 ms (seed L1516)") << 70.6e9 << 2.04 << 69.2 << 0.003;
        QTest::newRow("Llama-3 70B on H100: 42.1 ms (seed L1516)") << 70.6e9 << 3.35 << 42.1 << 0.003;
        QTest::newRow("Llama-3 70B on B200: 17.7 ms (seed L1516)") << 70.6e9 << 8.0 << 17.7 << 0.003;
        // trillion_param_decode_floor (seed L1520)
        QTest::newRow("1T params at 8 TB/s: 250 ms (seed L1520)") << 1e12 << 8.0 << 250.0 << 0.001;
        QTest::newRow("1T params at 16 TB/s: 125 ms (seed L1520)") << 1e12 << 16.0 << 125.0 << 0.001;
        // decode_175b_bandwidth_floor (seed L1412): 350 GB over 3.35 TB/s = 104.5 ms (> 100 ms)
        QTest::newRow("175B on H100: 104.5 ms (seed L1412)") << 175e9 << 3.35 << 104.5 << 0.0005;
    }
    void bandwidthFloor()
    {
        QFETCH(double, params);
        QFETCH(double, bwTBps);
        QFETCH(double, expectedMs);
        QFETCH(double, tol);
        const DecodeEstimate e = decode(params, Precision::FP16, 1, 989, bwTBps);
        FLEET_COMPARE_REL(e.memoryTime.in(units::ms), expectedMs, tol);
    }

    void weightBytes_data()
    {
        QTest::addColumn<double>("params");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("expectedGB");
        QTest::newRow("Llama-3 70B FP16: 141.2 GB (seed L1516)") << 70.6e9 << "fp16" << 141.2;
        QTest::newRow("175B FP16: 350 GB (seed L1412)") << 175e9 << "fp16" << 350.0;
        QTest::newRow("175B INT8: 175 GB (seed L1512)") << 175e9 << "int8" << 175.0;
        QTest::newRow("175B INT4: 87.5 GB (seed L1512)") << 175e9 << "int4" << 87.5;
        QTest::newRow("1T FP16: 2 TB (seed L1520)") << 1e12 << "fp16" << 2000.0;
    }
    void weightBytes()
    {
        QFETCH(double, params);
        QFETCH(QString, precision);
        QFETCH(double, expectedGB);
        const DecodeEstimate e = decode(params, *precisionFromString(precision.toStdString()), 1, 989, 3.35);
        FLEET_COMPARE_REL(e.weights.in(units::GB), expectedGB, 1e-9);
    }

    void devicesToHold_data()
    {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("capGB");
        QTest::addColumn<double>("expected");
        // quantized_device_counts (seed L1512, L1826): 175B weights on 80 GB H100s / 192 GB B200s
        QTest::newRow("175B FP16 on H100: 5 (seed L1512)") << "fp16" << 80.0 << 5.0;
        QTest::newRow("175B INT8 on H100: 3 (seed L1512)") << "int8" << 80.0 << 3.0;
        QTest::newRow("175B INT4 on H100: 2 (seed L1512)") << "int4" << 80.0 << 2.0;
        QTest::newRow("175B INT8 on B200: 1 (seed L1512)") << "int8" << 192.0 << 1.0;
    }
    void devicesToHold()
    {
        QFETCH(QString, precision);
        QFETCH(double, capGB);
        QFETCH(double, expected);
        const DecodeEstimate e = decode(175e9, *precisionFromString(precision.toStdString()), 1, 989, 3.35, capGB);
        QCOMPARE(e.devicesToHold, expected);
    }

    void llama70bComputeVsMemory()
    {
        // llama70b_decode_compute_vs_memory (seed L1528-1537): T_c = 2P/R_peak = 0.14 ms with P = 70e9,
        // T_m = 42.1 ms, memory share 99.7 %, T_m / T_c ≈ 300×.
        const DecodeEstimate flopsSide = decode(70e9, Precision::FP16, 1, 989, 3.35);
        FLEET_COMPARE_REL(flopsSide.computePerToken.in(units::ms), 0.14, 0.02);
        const DecodeEstimate e = decode(70.6e9, Precision::FP16, 1, 989, 3.35);
        FLEET_COMPARE_REL(e.memoryTime.in(units::ms), 42.1, 0.002);
        FLEET_COMPARE_REL(e.memoryBoundFraction, 0.997, 0.002);
        FLEET_COMPARE_REL(e.memoryTime / flopsSide.computePerToken, 300.0, 0.02);
    }

    void generationSpeedups_data()
    {
        QTest::addColumn<double>("bwNew");
        QTest::addColumn<double>("bwOld");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        // h200_vs_h100_decode_speedup (seed L1539-1545): 4.8 / 3.35 ≈ 1.4×
        QTest::newRow("H200 over H100: 1.4× (seed L1545)") << 4.8 << 3.35 << 1.4 << 0.03;
        // b200_vs_h100_batch1 (seed L2416-2420): 8 / 3.35 ≈ 2.4×
        QTest::newRow("B200 over H100 at batch 1: 2.4× (seed L2416-2420)") << 8.0 << 3.35 << 2.4 << 0.012;
    }
    void generationSpeedups()
    {
        QFETCH(double, bwNew);
        QFETCH(double, bwOld);
        QFETCH(double, expected);
        QFETCH(double, tol);
        const DecodeEstimate oldE = decode(70.6e9, Precision::FP16, 1, 989, bwOld);
        const DecodeEstimate newE = decode(70.6e9, Precision::FP16, 1, 989, bwNew);
        FLEET_COMPARE_REL(oldE.memoryTime / newE.memoryTime, expected, tol);
    }

    void batchingRaisesUtilizationLinearlyUntilTheRidge()
    {
        // batching_utilization_bound (seed L1617): intensity, hence utilization, grows linearly with batch.
        const DecodeEstimate b1 = decode(175e9, Precision::FP16, 1, 989, 3.35);
        const DecodeEstimate b64 = decode(175e9, Precision::FP16, 64, 989, 3.35);
        FLEET_COMPARE_REL(b64.utilization, 64 * b1.utilization, 1e-9); // 21.7 % for this model
        FLEET_COMPARE_REL(b64.utilization, 0.217, 0.005);
        const DecodeEstimate b1024 = decode(175e9, Precision::FP16, 1024, 989, 3.35);
        FLEET_COMPARE_REL(b1024.utilization, 1.0, 1e-12); // past the ridge: compute-bound
        QVERIFY(b1024.memoryBoundFraction < 0.5);
    }

    void flopsPerTokenIsTwoP()
    {
        // summary_flops_per_token (seed L2472): 2P = 3.5e11 FLOP per decoded token of the 175B model
        const DecodeEstimate e = decode(175e9, Precision::FP16, 1, 989, 3.35);
        FLEET_COMPARE_REL(e.computePerToken.si() * 989e12, 3.5e11, 1e-9);
    }
};

QTEST_APPLESS_MAIN(TestDecode)
#include "tst_decode.moc"
