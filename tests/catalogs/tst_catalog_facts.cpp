// The built-in catalog reproduces the seed's constant tables: Table 2.2 (NVIDIA GPU evolution, L1354-1366),
// Table 2.3 (TPU evolution, L1386-1398), Table 2.6 (precision formats on H100, L1800-1818) and the
// bandwidth constants the chapters reuse (interconnect_constants); and the systems on order of issue 30 part 3
// (B300, GB300, MI325X, MI355X, TPU v6e and v7, their nodes and the dense FP4 peak) against their published figures.
#include "TestCatalog.h"
#include "Tolerance.h"

#include <set>

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

    // Issue 30 part 3: the systems on order, each key number against the published figure it was taken from.
    // Vendors quote most peaks with 2:4 sparsity and per rack or per 8-GPU board: the expected values below are those
    // figures / GPUs (/ 2 where sparse), as each row's notes say. -1 = no dense path, or none published (NULL).
    void systemsOnOrder_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("bf16");     // TFLOP/s
        QTest::addColumn<double>("fp8");      // TFLOP/s
        QTest::addColumn<double>("int8");     // TOP/s
        QTest::addColumn<double>("fp64");     // TFLOP/s
        QTest::addColumn<double>("fp4");      // TFLOP/s, fp4_tflops (schema 012)
        QTest::addColumn<double>("hbmGB");
        QTest::addColumn<double>("hbmTBps");
        QTest::addColumn<double>("tdpW");
        QTest::addColumn<double>("scaleUpGBps"); // bidirectional, as the datasheet states it
        // NVIDIA HGX B200 (8 GPUs): FP4 144 PF sparse -> 9,000 dense per GPU; FP8 per the book's Table 2.2.
        QTest::newRow("B200: FP4 144 PF sparse / 8 / 2, FP8 4,500 (Table 2.2)")
            << "b200" << 2250.0 << 4500.0 << 4500.0 << -1.0 << 9000.0 << 192.0 << 8.0 << 1000.0 << 1800.0;
        // NVIDIA GB200 NVL72 table: FP4 1,440 PF, FP8 720, BF16 360 (sparse) / 72 / 2; 13.4 TB HBM3e; FP64 40 TF.
        QTest::newRow("GB200: NVL72 FP4 1,440 PF sparse / 72 / 2")
            << "gb200" << 2500.0 << 5000.0 << 5000.0 << 40.0 << 10000.0 << 186.0 << 8.0 << 1200.0 << 1800.0;
        // NVIDIA HGX B300 table (8 GPUs): FP4 144 | 108 PF, FP8 72, BF16 36 PF sparse, FP64 10 TF; INT8 0.15 POPS and
        // 1.1 kW per GPU (NVIDIA's Blackwell Ultra figures as Verda tabulates them); 270 GB exposed
        // (MLPerf "B300-SXM-270GB"); 8 TB/s (NVIDIA, Inside Blackwell Ultra); NVLink 5 1.8 TB/s.
        QTest::newRow("B300: HGX FP4 108 PF dense / 8, FP64 10 TF / 8, INT8 cut to 150")
            << "b300" << 2250.0 << 4500.0 << 150.0 << 1.25 << 13500.0 << 270.0 << 8.0 << 1100.0 << 1800.0;
        // NVIDIA GB300 NVL72 table: FP4 1,440 | 1,080 PF, FP8 720 PF sparse, FP64 100 TF (Hot Chips 2025: 1.39 per
        // package, 1,400 W); "15 PetaFLOPS dense NVFP4"; 279 GB and INT8 0.165 POPS per GPU (Verda); 576 TB/s / 72.
        QTest::newRow("GB300: NVL72 FP4 1,080 PF dense / 72, 1,400 W, 279 GB")
            << "gb300" << 2500.0 << 5000.0 << 165.0 << 1.39 << 15000.0 << 279.0 << 8.0 << 1400.0 << 1800.0;
        // AMD Instinct MI325X: the MI300X's matrix peaks (1,307.4 / 2,614.9, FP64 matrix 163.4), 256 GB HBM3E at
        // 6 TB/s, 1,000 W, 7 xGMI links = 896 GB/s; CDNA 3 has no FP4.
        QTest::newRow("MI325X: MI300X compute, 256 GB at 6 TB/s, 1,000 W, no FP4")
            << "mi325x" << 1307.4 << 2614.9 << 2614.9 << 163.4 << -1.0 << 256.0 << 6.0 << 1000.0 << 896.0;
        // AMD Instinct MI355X: 2.5 / 5 / 10 PF dense (2,400 MHz x 1,024 Matrix Cores x 512 / 1,024 / 2,048 FMA x 2),
        // FP64 78.6, 288 GB HBM3E at 8 TB/s, 1,400 W, 7 Infinity Fabric links x 153.6 GB/s.
        QTest::newRow("MI355X: 2.5 / 5 / 10 PF dense, FP64 78.6, 1,400 W")
            << "mi355x" << 2516.6 << 5033.2 << 5033.2 << 78.6 << 10066.3 << 288.0 << 8.0 << 1400.0 << 1075.2;
        // Google Cloud TPU v6e page: 918 TFLOPs bf16, 1836 TOPs int8, 32 GB, 1638 GBps, 800 GBps ICI; FP8 918 (TPU7x
        // page's comparison table); TDP 300 W is mlsysim's (ESTIMATE).
        QTest::newRow("TPU v6e (Trillium): 918 / 1,836, 32 GB at 1,638 GB/s, 800 GB/s ICI")
            << "tpu-v6e" << 918.0 << 918.0 << 1836.0 << -1.0 << -1.0 << 32.0 << 1.638 << 300.0 << 800.0;
        // Google Cloud TPU7x page: 2307 / 4614 TFLOPs BF16 / FP8, 192 per chip; Ironwood announcement: 7.37 TB/s,
        // 1.2 TBps bidirectional ICI; ~1 kW per chip is HPCwire's estimate (ESTIMATE).
        QTest::newRow("TPU v7 (Ironwood): 2,307 / 4,614, 192 GB at 7.37 TB/s, 1.2 TB/s ICI")
            << "tpu-v7" << 2307.0 << 4614.0 << -1.0 << -1.0 << -1.0 << 192.0 << 7.37 << 1000.0 << 1200.0;
    }
    void systemsOnOrder()
    {
        QFETCH(QString, id);
        QFETCH(double, bf16);
        QFETCH(double, fp8);
        QFETCH(double, int8);
        QFETCH(double, fp64);
        QFETCH(double, fp4);
        QFETCH(double, hbmGB);
        QFETCH(double, hbmTBps);
        QFETCH(double, tdpW);
        QFETCH(double, scaleUpGBps);
        const QByteArray key = id.toUtf8();
        const Accelerator& a = acc(key.constData());
        const auto expectPeak = [&](Precision p, double want) {
            if (want < 0)
                QVERIFY2(!a.peakFor(p), qPrintable(id + QStringLiteral(": ") + QString::fromUtf8(toString(p).data())));
            else
                FLEET_COMPARE_REL(tflops(key.constData(), p), want, 1e-9);
        };
        expectPeak(Precision::BF16, bf16);
        expectPeak(Precision::FP8, fp8);
        expectPeak(Precision::INT8, int8);
        expectPeak(Precision::FP64, fp64);
        if (fp4 < 0)
            QVERIFY(!a.hasFp4() && a.fp4Peak.si() == 0.0);
        else
            FLEET_COMPARE_REL(a.fp4Peak.in(units::TFLOP_per_s), fp4, 1e-9);
        FLEET_COMPARE_REL(a.hbmCapacity.in(units::GB), hbmGB, 1e-9);
        FLEET_COMPARE_REL(a.hbmBandwidth.in(units::TB_per_s), hbmTBps, 1e-9);
        FLEET_COMPARE_REL(a.tdp.si(), tdpW, 1e-9);
        QVERIFY(a.scaleUpBandwidth && a.scaleUpDirection == LinkDirection::Bidirectional);
        FLEET_COMPARE_REL(a.scaleUpBandwidth->in(units::GB_per_s), scaleUpGBps, 1e-9);
        QVERIFY(!a.provenance.source.empty());
    }

    // fp4_tflops is NULL (0 in the typed catalog) wherever the chip has no FP4 path or none is published, and an
    // FP4 peak is never mistaken for INT4 (mlsysim's int4=9000 for B200).
    void fp4OnlyWhereAPathIsPublished()
    {
        const std::set<std::string> withFp4{"b200", "gb200", "b300", "gb300", "mi355x"};
        for (const Accelerator& a : test::builtinCatalog()->accelerators) {
            QVERIFY2(a.hasFp4() == withFp4.count(a.id) > 0, a.id.c_str());
            if (a.hasFp4()) {
                QVERIFY2(!a.peakFor(Precision::INT4), a.id.c_str());
                QVERIFY2(a.fp4Peak.si() >= 1.99 * a.peakFor(Precision::FP8)->si(), a.id.c_str()); // at least twice FP8
            }
        }
    }

    // Blackwell Ultra: dense FP4 1.5x the B200's (GB300 over GB200 likewise), the 16-bit and FP8 rates unchanged,
    // INT8 and FP64 cut (NVIDIA, Inside NVIDIA Blackwell Ultra; Hot Chips 2025).
    void blackwellUltraTradesInt8AndFp64ForFp4()
    {
        const Accelerator& b200 = acc("b200");
        const Accelerator& b300 = acc("b300");
        const Accelerator& gb200 = acc("gb200");
        const Accelerator& gb300 = acc("gb300");
        FLEET_COMPARE_REL(b300.fp4Peak / b200.fp4Peak, 1.5, 1e-9);
        FLEET_COMPARE_REL(gb300.fp4Peak / gb200.fp4Peak, 1.5, 1e-9);
        FLEET_COMPARE_REL(tflops("b300", Precision::BF16), tflops("b200", Precision::BF16), 1e-12);
        FLEET_COMPARE_REL(tflops("gb300", Precision::FP8), tflops("gb200", Precision::FP8), 1e-12);
        QVERIFY(tflops("b300", Precision::INT8) < 0.05 * tflops("b200", Precision::INT8));
        QVERIFY(tflops("gb300", Precision::INT8) < 0.05 * tflops("gb200", Precision::INT8));
        QVERIFY(tflops("gb300", Precision::FP64) < 0.05 * tflops("gb200", Precision::FP64));
        QVERIFY(b300.hbmCapacity > b200.hbmCapacity && gb300.hbmCapacity > gb200.hbmCapacity);
        QVERIFY(gb300.tdp > gb200.tdp);
    }

    // The nodes on order: GPUs, links, scale-up domain and the host power the power chain adds.
    void nodesOnOrder_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("accelerator");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("domain");      // scale_up_domain; 0 = NULL (the node's own count)
        QTest::addColumn<QString>("scaleUp");
        QTest::addColumn<QString>("scaleOut");
        QTest::addColumn<double>("overheadW");
        QTest::addColumn<double>("ratedW");   // -1 = not published
        // DGX SuperPOD B300 RA: four DGX B300 per ~56 kW rack (published-facts P-05) -> 14 kW - 8 x 1,100 W.
        QTest::newRow("HGX B300: 8 GPUs, NVLink 5, 800G CX-8, 14 kW (56 kW / 4)")
            << "hgx-b300" << "b300" << 8 << 0 << "nvlink5" << "ib-xdr" << 5200.0 << 14000.0;
        // NVIDIA Enterprise RA: a GB300 NVL72 rack requires up to 142 kW; 18 trays of 4 GPUs; 4 CX-8 per tray.
        QTest::newRow("GB300 NVL72 tray: 4 GPUs in a 72-GPU domain, 142 kW / 18")
            << "gb300-nvl72" << "gb300" << 4 << 72 << "nvlink5" << "ib-xdr" << 7889.0 - 4 * 1400.0 << 7889.0;
        // AMD: 8 MI355X in one Infinity Fabric domain; no platform rating published (host: the book's 2,775 W).
        QTest::newRow("MI355X platform: 8 GPUs, Infinity Fabric domain of 8")
            << "mi355x-platform" << "mi355x" << 8 << 8 << "xgmi-mi355x" << "roce-400g" << 2775.0 << -1.0;
    }
    void nodesOnOrder()
    {
        QFETCH(QString, id);
        QFETCH(QString, accelerator);
        QFETCH(int, count);
        QFETCH(int, domain);
        QFETCH(QString, scaleUp);
        QFETCH(QString, scaleOut);
        QFETCH(double, overheadW);
        QFETCH(double, ratedW);
        const auto c = test::builtinCatalog();
        const Node* n = c->node(id.toStdString());
        QVERIFY(n);
        QCOMPARE(QString::fromStdString(n->acceleratorId), accelerator);
        QCOMPARE(n->accelerators, count);
        QCOMPARE(n->scaleUpDomain.value_or(0), domain);
        QCOMPARE(QString::fromStdString(n->scaleUpLinkId), scaleUp);
        QCOMPARE(QString::fromStdString(n->scaleOutLinkId), scaleOut);
        QVERIFY(c->link(n->scaleUpLinkId) && !isScaleOutFamily(c->link(n->scaleUpLinkId)->family));
        QVERIFY(c->link(n->scaleOutLinkId) && isScaleOutFamily(c->link(n->scaleOutLinkId)->family));
        QVERIFY(n->overhead);
        FLEET_COMPARE_REL(n->overhead->si(), overheadW, 1e-9);
        QCOMPARE(n->ratedPower.has_value(), ratedW > 0);
        if (ratedW > 0)
            FLEET_COMPARE_REL(n->ratedPower->si(), ratedW, 1e-9);
        QCOMPARE(c->nodeOf(accelerator.toStdString()), n); // the accelerator's catalog node
        // The node's scale-up link is the accelerator's own ports, per direction.
        const Accelerator& a = *c->accelerator(accelerator.toStdString());
        FLEET_COMPARE_REL(c->link(n->scaleUpLinkId)->bandwidthPerDirection.si(), a.scaleUpPerDirection()->si(), 1e-9);
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
