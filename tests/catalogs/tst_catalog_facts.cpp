// The built-in catalog reproduces the seed's constant tables: Table 2.2 (NVIDIA GPU evolution, L1354-1366),
// Table 2.3 (TPU evolution, L1386-1398), Table 2.6 (precision formats on H100, L1800-1818) and the
// bandwidth constants the chapters reuse (interconnect_constants).
#include "TestCatalog.h"
#include "Tolerance.h"

using namespace fleet;

namespace {
const Accelerator& acc(const char* id)
{
    const Accelerator* a = test::builtinCatalog()->accelerator(id);
    if (!a)
        qFatal("catalog lacks %s", id);
    return *a;
}
double tflops(const char* id, Precision p)
{
    const auto v = acc(id).peakFor(p);
    return v ? v->in(units::TFLOP_per_s) : -1.0;
}
} // namespace

class TestCatalogFacts : public QObject {
    Q_OBJECT
private slots:
    void peaks_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("expected"); // TFLOP/s (TOPS for integers)
        // Table 2.6 precision formats on H100 (seed L1800-1818)
        QTest::newRow("H100 FP32 67") << "h100-sxm" << "fp32" << 67.0;
        QTest::newRow("H100 TF32 494") << "h100-sxm" << "tf32" << 494.0;
        QTest::newRow("H100 BF16 989") << "h100-sxm" << "bf16" << 989.0;
        QTest::newRow("H100 FP16 989") << "h100-sxm" << "fp16" << 989.0;
        QTest::newRow("H100 FP8 1979") << "h100-sxm" << "fp8" << 1979.0;
        QTest::newRow("H100 INT8 1979") << "h100-sxm" << "int8" << 1979.0;
        QTest::newRow("H100 INT4 3958") << "h100-sxm" << "int4" << 3958.0;
        // Table 2.2 NVIDIA GPU evolution (seed L1354-1366)
        QTest::newRow("V100 FP16 125") << "v100-sxm2" << "fp16" << 125.0;
        QTest::newRow("A100 FP16 312") << "a100-sxm-80gb" << "fp16" << 312.0;
        QTest::newRow("B200 FP8 4500") << "b200" << "fp8" << 4500.0;
        QTest::newRow("H200 FP16 = H100 FP16 (seed L1539)") << "h200-sxm" << "fp16" << 989.0;
        // Table 2.3 Google TPU evolution (seed L1386-1398)
        QTest::newRow("TPU v1 INT8 92") << "tpu-v1" << "int8" << 92.0;
        QTest::newRow("TPU v2 BF16 45") << "tpu-v2" << "bf16" << 45.0;
        QTest::newRow("TPU v3 BF16 105") << "tpu-v3" << "bf16" << 105.0;
        QTest::newRow("TPU v4 BF16 275") << "tpu-v4" << "bf16" << 275.0;
        QTest::newRow("TPU v5p BF16 459") << "tpu-v5p" << "bf16" << 459.0;
    }
    void peaks()
    {
        QFETCH(QString, id);
        QFETCH(QString, precision);
        QFETCH(double, expected);
        const auto p = precisionFromString(precision.toStdString());
        QVERIFY(p);
        FLEET_COMPARE_REL(tflops(id.toUtf8().constData(), *p), expected, 1e-9);
    }

    void memory_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("capacityGB");
        QTest::addColumn<double>("bandwidthTBps");
        QTest::addColumn<double>("tdpW");
        // interconnect_constants and Table 2.2 / 2.5 (seed L1434, L1500, L1516, L1539)
        QTest::newRow("H100 80 GB, 3.35 TB/s, 700 W") << "h100-sxm" << 80.0 << 3.35 << 700.0;
        QTest::newRow("A100 80 GB, 2.04 TB/s, 400 W") << "a100-sxm-80gb" << 80.0 << 2.04 << 400.0;
        QTest::newRow("V100 0.9 TB/s, 300 W") << "v100-sxm2" << -1.0 << 0.9 << 300.0;
        QTest::newRow("B200 192 GB, 8 TB/s, 1000 W") << "b200" << 192.0 << 8.0 << 1000.0;
        QTest::newRow("H200 4.8 TB/s, 700 W") << "h200-sxm" << -1.0 << 4.8 << 700.0;
        QTest::newRow("MI300X 192 GB, 5.3 TB/s") << "mi300x" << 192.0 << 5.3 << -1.0;
        QTest::newRow("TPU v5p 95 GB, 2.76 TB/s") << "tpu-v5p" << 95.0 << 2.76 << -1.0;
        QTest::newRow("TPU v1 75 W") << "tpu-v1" << -1.0 << -1.0 << 75.0;
    }
    void memory()
    {
        QFETCH(QString, id);
        QFETCH(double, capacityGB);
        QFETCH(double, bandwidthTBps);
        QFETCH(double, tdpW);
        const Accelerator& a = acc(id.toUtf8().constData());
        if (capacityGB > 0)
            FLEET_COMPARE_REL(a.hbmCapacity.in(units::GB), capacityGB, 1e-9);
        if (bandwidthTBps > 0)
            FLEET_COMPARE_REL(a.hbmBandwidth.in(units::TB_per_s), bandwidthTBps, 1e-9);
        if (tdpW > 0)
            FLEET_COMPARE_REL(a.tdp.si(), tdpW, 1e-9);
    }

    void scaleUpConventions()
    {
        // NVLink 4 on H100: 900 GB/s bidirectional = 450 GB/s per direction (seed L1931, L2034-2036)
        const Accelerator& h = acc("h100-sxm");
        QVERIFY(h.scaleUpBandwidth);
        FLEET_COMPARE_REL(h.scaleUpBandwidth->in(units::GB_per_s), 900.0, 1e-9);
        QVERIFY(h.scaleUpDirection == LinkDirection::Bidirectional);
        FLEET_COMPARE_REL(h.scaleUpPerDirection()->in(units::GB_per_s), 450.0, 1e-9);
        const Link* nvl4 = test::builtinCatalog()->link("nvlink4");
        FLEET_COMPARE_REL(nvl4->bandwidthPerDirection.in(units::GB_per_s), 450.0, 1e-9);
        // NDR InfiniBand: 400 Gb/s = 50 GB/s per direction, α = 1.5 µs (seed L2684, L2705)
        const Link* ndr = test::builtinCatalog()->link("ib-ndr");
        FLEET_COMPARE_REL(ndr->bandwidthPerDirection.in(units::GB_per_s), 50.0, 1e-9);
        FLEET_COMPARE_REL(ndr->alpha.in(units::us), 1.5, 1e-9);
        // PCIe Gen5 x16: 64 GB/s per direction (interconnect_constants)
        FLEET_COMPARE_REL(test::builtinCatalog()->link("pcie-gen5-x16")->bandwidthPerDirection.in(units::GB_per_s), 64.0, 1e-9);
        // Table 2.2 NVLink generations: 300 → 600 → 900 → 1800 GB/s (bidirectional)
        FLEET_COMPARE_REL(acc("a100-sxm-80gb").scaleUpBandwidth->in(units::GB_per_s), 600.0, 1e-9);
        FLEET_COMPARE_REL(acc("b200").scaleUpBandwidth->in(units::GB_per_s), 1800.0, 1e-9);
        FLEET_COMPARE_REL(acc("v100-sxm2").scaleUpBandwidth->in(units::GB_per_s), 300.0, 1e-9);
    }

    void table22DerivedRatios()
    {
        // gpu_generations_table (seed L1334, L1366, L1559, L1768): perf/W and the 6.8× efficiency gain
        const double v100 = tflops("v100-sxm2", Precision::FP16) / acc("v100-sxm2").tdp.si();
        const double h100 = tflops("h100-sxm", Precision::FP8) / acc("h100-sxm").tdp.si();
        const double b200 = tflops("b200", Precision::FP8) / acc("b200").tdp.si();
        FLEET_COMPARE_REL(v100, 0.42, 0.01);
        FLEET_COMPARE_REL(h100, 2.83, 0.01);
        FLEET_COMPARE_REL(b200, 4.50, 0.01);
        FLEET_COMPARE_REL(h100 / v100, 6.8, 0.01);
        FLEET_COMPARE_REL(tflops("b200", Precision::FP8) / tflops("v100-sxm2", Precision::FP16), 36.0, 0.01);
    }

    void gpuHourEquivalence()
    {
        // gpu_hour_equivalence (seed L2426-2428): one H100 hour ≈ 6.3 A100 or 15.8 V100 hours of FLOP,
        // and 10,000 V100-hours ≈ 632 H100-hours.
        const double h = tflops("h100-sxm", Precision::FP8);
        FLEET_COMPARE_REL(h / tflops("a100-sxm-80gb", Precision::FP16), 6.3, 0.01);
        FLEET_COMPARE_REL(h / tflops("v100-sxm2", Precision::FP16), 15.8, 0.01);
        FLEET_COMPARE_REL(10000.0 * tflops("v100-sxm2", Precision::FP16) / h, 632.0, 0.01);
    }

    void precisionRatios()
    {
        // precision_table_h100 (seed L1800-1818): TF32 = BF16 / 2, FP8 = 2 × BF16, INT4 = 2 × INT8
        FLEET_COMPARE_REL(tflops("h100-sxm", Precision::TF32) / tflops("h100-sxm", Precision::BF16), 0.5, 0.002);
        FLEET_COMPARE_REL(tflops("h100-sxm", Precision::FP8) / tflops("h100-sxm", Precision::BF16), 2.0, 0.002);
        FLEET_COMPARE_REL(tflops("h100-sxm", Precision::INT4) / tflops("h100-sxm", Precision::INT8), 2.0, 0.002);
    }

    void weightsFractionPerDevice()
    {
        // weights_fraction_per_device (seed L1510): 350 GB of 175B FP16 weights; A100 holds 23 %, B200 55 %
        FLEET_COMPARE_REL(acc("a100-sxm-80gb").hbmCapacity.in(units::GB) / 350.0, 0.23, 0.01);
        FLEET_COMPARE_REL(acc("b200").hbmCapacity.in(units::GB) / 350.0, 0.55, 0.01);
    }

    void tpuV3PodPeak()
    {
        // tpu_generations_table (seed L1382): a 1,024-chip TPU v3 pod exceeds 100 PFLOP/s
        QVERIFY(1024.0 * tflops("tpu-v3", Precision::BF16) / 1000.0 >= 100.0);
    }

    void gridSpread()
    {
        // carbon_grid_spread (seed §1 Sustainability): Québec ~20 vs Poland ~800 gCO2e/kWh, a 40× spread
        const auto c = test::builtinCatalog();
        FLEET_COMPARE_REL(c->region("ca-qc")->gCo2ePerKWh, 20.0, 1e-9);
        FLEET_COMPARE_REL(c->region("pl")->gCo2ePerKWh, 800.0, 1e-9);
        FLEET_COMPARE_REL(c->region("pl")->gCo2ePerKWh / c->region("ca-qc")->gCo2ePerKWh, 40.0, 1e-9);
    }

    void modelsMatchTheBook()
    {
        const auto c = test::builtinCatalog();
        FLEET_COMPARE_REL(c->model("gpt3-175b")->params, 175e9, 1e-9);
        FLEET_COMPARE_REL(c->model("llama3-70b")->params, 70.6e9, 1e-9); // the seed's 70.6B (L1516)
        QCOMPARE(c->model("gpt3-175b")->layers.value_or(0), 96);
        QCOMPARE(c->model("gpt3-175b")->hidden.value_or(0), 12288);
        QVERIFY(c->model("mixtral-8x7b")->activeParams.has_value());
    }
};

QTEST_GUILESS_MAIN(TestCatalogFacts)
#include "tst_catalog_facts.moc"
