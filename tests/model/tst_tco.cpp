// Total cost of ownership, seed §2: HBM cost (L1478, L1490), the FP8 fleet-hardware equivalent at ~$350,000 per
// DGX H100 (L1822), rack hardware value (L2266), GPU-hour equivalence (L2426-2428), build vs rent (L2472,
// L2483); cloud and electricity prices from published-facts C-10..C-12. Then tco.* results on the default plan
// with hand-built catalog rows, training, inference and power from their own models.
#include "DerivationChecks.h"
#include "ResultLookup.h"
#include "TestFleet.h"
#include "Tolerance.h"
#include "inference/InferenceResults.h"
#include "power/PowerResults.h"
#include "tco/TcoModel.h"
#include "tco/TcoResults.h"
#include "training/TrainingResults.h"

#include <algorithm>
#include <cmath>

using namespace fleet;

namespace {

constexpr double kHour = 3600.0;

// The default plan's fabric (tst_fabric defaultPlanResults): 640 switches at $30,000 + 32,768 transceivers at
// $500 = $35.6M; 1.024 MW of port power, 256 leaves of 640 switches.
constexpr double kFabricW = 1.024e6;
constexpr double kLeafFraction = 256.0 / 640.0;
constexpr double kFabricUsd = 640.0 * 30000.0 + 32768.0 * 500.0;
// Power of the default plan (tst_power defaultPlanResults).
constexpr double kItW = 1024.0 * 8375.0 + kFabricW;                  // 9.6 MW at peak
constexpr double kAvgItW = 1024.0 * (8 * 560.0 + 2775.0) + kFabricW; // 8.453 MW on average
constexpr double kIdleItW = kAvgItW - 8192.0 * (560.0 - 70.0);       // accelerators idle at 10 % of 700 W

Accelerator gpu(const char* id, const char* name, int year, double tdp, double hbmGb, double tbPerS,
                std::optional<double> price)
{
    Accelerator a;
    a.id = id;
    a.name = name;
    a.year = year;
    a.tdp = watts(tdp);
    a.hbmCapacity = bytes(hbmGb * 1e9);
    a.hbmBandwidth = bytesPerSecond(tbPerS * 1e12);
    a.priceUsd = price;
    return a;
}

// catalogs/seed/010_accelerators.sql and 030_nodes.sql: dense peaks (seed Tables 2.2, 2.6), prices (mlsysim;
// DGX H100 $350,000 from the seed, L1822).
Catalog testCatalog()
{
    Catalog c;
    Accelerator h100 = gpu("h100-sxm", "NVIDIA H100 SXM5 80GB", 2022, 700, 80, 3.35, 25000.0);
    h100.setPeak(Precision::FP16, flopPerSecond(989e12));
    h100.setPeak(Precision::BF16, flopPerSecond(989e12));
    h100.setPeak(Precision::FP8, flopPerSecond(1979e12));
    c.accelerators.push_back(h100);
    Accelerator a100 = gpu("a100-sxm-80gb", "NVIDIA A100 SXM 80GB", 2020, 400, 80, 2.04, 15000.0);
    a100.setPeak(Precision::FP16, flopPerSecond(312e12));
    a100.setPeak(Precision::BF16, flopPerSecond(312e12));
    c.accelerators.push_back(a100);
    Accelerator v100 = gpu("v100-sxm2", "NVIDIA V100 SXM2 32GB", 2017, 300, 32, 0.9, 10000.0);
    v100.setPeak(Precision::FP16, flopPerSecond(125e12));
    c.accelerators.push_back(v100);
    Accelerator b200 = gpu("b200", "NVIDIA B200", 2024, 1000, 192, 8.0, 40000.0);
    b200.setPeak(Precision::FP16, flopPerSecond(2250e12));
    b200.setPeak(Precision::FP8, flopPerSecond(4500e12));
    c.accelerators.push_back(b200);
    Accelerator tpu = gpu("tpu-v1", "Google TPU v1", 2015, 75, 8.59, 0.034, std::nullopt); // no price
    tpu.setPeak(Precision::INT8, flopPerSecond(92e12));
    c.accelerators.push_back(tpu);
    Accelerator int8only = gpu("int8-only", "Integer-only part", 2020, 100, 16, 0.2, 5000.0); // no FP path
    int8only.setPeak(Precision::INT8, flopPerSecond(400e12));
    c.accelerators.push_back(int8only);

    Node dgx;
    dgx.id = "dgx-h100";
    dgx.name = "NVIDIA DGX H100";
    dgx.acceleratorId = "h100-sxm";
    dgx.accelerators = 8;
    dgx.rackUnits = 8;
    dgx.ratedPower = watts(10.2e3);
    dgx.overhead = watts(2775.0); // the built-in row: the seed's 11.1 kW per 4-node rack (power.nodePowerFrom = catalog)
    dgx.priceUsd = kSeedDgxH100Usd;
    c.nodes.push_back(dgx);
    Node dgxA100 = dgx; // no price: NVIDIA published none for the 640 GB model
    dgxA100.id = "dgx-a100";
    dgxA100.name = "NVIDIA DGX A100 640GB";
    dgxA100.acceleratorId = "a100-sxm-80gb";
    dgxA100.priceUsd.reset();
    c.nodes.push_back(dgxA100);

    Cooling liquid;
    liquid.id = "direct-liquid";
    liquid.name = "Direct-to-chip liquid";
    liquid.rackLimit = watts(150e3);
    liquid.defaultPue = 1.08;
    liquid.liquidFraction = 0.8;
    c.cooling.push_back(liquid);

    Region us;
    us.id = "us";
    us.name = "United States average";
    us.gCo2ePerKWh = 390;
    us.usdPerKWh = 0.0806; // EIA 2023 industrial (published-facts C-12)
    c.regions.push_back(us);
    return c;
}

ResolvedFleet resolved(const Scenario& s, const Catalog& c)
{
    ResolvedFleet f;
    f.accelerator = c.accelerator(s.fleet.accelerator);
    const Node* chosen = nullptr;
    if (s.fleet.node == "auto") {
        for (const Node& n : c.nodes)
            if (f.accelerator && n.acceleratorId == f.accelerator->id && n.accelerators == s.fleet.acceleratorsPerNode)
                chosen = &n;
    } else
        chosen = c.node(s.fleet.node);
    if (chosen)
        f.node = chosen;
    else
        f.adopt(fleet::test::genericNode(s.fleet.acceleratorsPerNode));
    f.cooling = c.coolingType(s.fleet.cooling);
    f.region = c.region(s.fleet.region);
    f.trainingPrecision = trainingFormatFromString(s.training.precision)->precision;
    f.inferencePrecision = precisionFromString(s.inference.precision);
    f.servedModel = s.model;
    f.acceleratorCount = static_cast<double>(s.acceleratorCount());
    return f;
}

// What evaluate() has computed before the TCO, typed as evaluate() passes it: training, inference and power
// from their models, the fabric's cost and counts of the default plan set by hand (as tst_power passes them).
struct Upstream {
    Results results; // the upstream domains' keys (the TCO adds its own)
    TrainingFigures training;
    InferenceFigures inference;
    std::optional<FabricResult> fabric;
    std::optional<PowerChain> power;
    const FabricResult* fabricResult() const { return fabric ? &*fabric : nullptr; }
    const PowerChain* powerChain() const { return power ? &*power : nullptr; }
};

// tst_fabric defaultPlanResults: 256 leaves of 640 switches, 32,768 transceivers, $35.6M.
FabricResult defaultPlanFabric()
{
    FabricResult fabric;
    fabric.sizing.switchesPerTier = {256, 384, 0};
    fabric.transceivers = 32768;
    fabric.costUsd = kFabricUsd;
    return fabric;
}

Upstream upstream(const Scenario& s, const Catalog& c, bool withFabric = true, bool withPower = true)
{
    Upstream u;
    const ResolvedFleet f = resolved(s, c);
    u.inference = addInferenceResults(s, f, u.results);
    // The book's overhead chain sets training.wall_s here (the expectations below are the seed's).
    Scenario book = s;
    book.training.timeModel = "book";
    u.training = addTrainingResults(book, f, u.results);
    if (withFabric)
        u.fabric = defaultPlanFabric();
    if (withPower)
        u.power = addPowerResults(s, f, c, kFabricW, kFabricW, kLeafFraction, u.results);
    return u;
}

Results evaluateTco(const Scenario& s, const Catalog& c, bool withFabric = true, bool withPower = true)
{
    Upstream u = upstream(s, c, withFabric, withPower);
    addTcoResults(s, resolved(s, c), c, u.powerChain(), u.fabricResult(), u.training, u.inference, u.results);
    return std::move(u.results);
}

using fleet::test::valueOf;
using fleet::test::checkDerivations;
using fleet::test::DerivationCheck;

using fleet::test::issueOn;

// A small hand-checkable fleet: 8 accelerators, $400k of hardware, $100k of fabric, 10 kW peak, 8 kW busy,
// 4 kW idle, PUE 1.5, $0.10/kWh, $10/W, 5 % installation, 4 % maintenance, $50k staff, 4 years at 80 %,
// cloud $2.50/h.
TcoInputs smallFleet()
{
    TcoInputs in;
    in.accelerators = 8;
    in.computeHardwareUsd = 400e3;
    in.fabricUsd = 100e3;
    in.itPeakW = 10e3;
    in.busyItW = 8e3;
    in.idleItW = 4e3;
    in.pue = 1.5;
    in.usdPerKWh = 0.10;
    in.facilityUsdPerWatt = 10.0;
    in.installationFraction = 0.05;
    in.maintenanceFraction = 0.04;
    in.staffUsdPerYear = 50e3;
    in.years = 4.0;
    in.utilization = 0.8;
    in.cloudUsdPerAcceleratorHour = 2.5;
    return in;
}

// Bisection on owned − cloud over (0, hi]: an independent check of the closed form. The model's straight lines
// (owned = A + B·u, cloud = C·u) are continued beyond u = 1 so that u* > 1 can be found too.
double bisectBreakeven(const TcoInputs& in, double hi)
{
    const double a = ownedTotalUsd(in, 0.0), b = ownedTotalUsd(in, 1.0) - a, c = cloudTotalUsd(in, 1.0);
    double lo = 0.0;
    for (int i = 0; i < 200; ++i) {
        const double mid = 0.5 * (lo + hi);
        (a + b * mid > c * mid ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

} // namespace

class TestTco : public QObject {
    Q_OBJECT
private slots:
    // hbm_cost_per_accelerator (seed L1478): 80 GB / 192 GB at $10-15 per GB.
    void hbmCostPerAccelerator_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::newRow("H100 80 GB at $10/GB: $800 (seed L1478)") << hbmCostUsd(bytes(80e9), kSeedHbmUsdPerGBLow) << 800.0;
        QTest::newRow("H100 80 GB at $15/GB: $1,200 (seed L1478)") << hbmCostUsd(bytes(80e9), kSeedHbmUsdPerGBHigh)
                                                                  << 1200.0;
        QTest::newRow("B200 192 GB at $10/GB: $1,920 (seed L1478)") << hbmCostUsd(bytes(192e9), kSeedHbmUsdPerGBLow)
                                                                   << 1920.0;
        QTest::newRow("B200 192 GB at $15/GB: $2,880 (seed L1478)") << hbmCostUsd(bytes(192e9), kSeedHbmUsdPerGBHigh)
                                                                   << 2880.0;
    }
    void hbmCostPerAccelerator()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 0.001);
    }

    // hbm_cost_per_cluster (seed L1490): 1,000 accelerators, "$0.8-1.2 million" and "$2-3 million" ($1.92-2.88M).
    void hbmCostPerCluster_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::newRow("1,000 × 80 GB at $10/GB: $0.8M (seed L1490)") << 1000.0 * hbmCostUsd(bytes(80e9), 10.0) << 0.8e6;
        QTest::newRow("1,000 × 80 GB at $15/GB: $1.2M (seed L1490)") << 1000.0 * hbmCostUsd(bytes(80e9), 15.0) << 1.2e6;
        QTest::newRow("1,000 × 192 GB at $10/GB: '$2M' = $1.92M (seed L1490)")
            << 1000.0 * hbmCostUsd(bytes(192e9), 10.0) << 2e6;
        QTest::newRow("1,000 × 192 GB at $15/GB: '$3M' = $2.88M (seed L1490)")
            << 1000.0 * hbmCostUsd(bytes(192e9), 15.0) << 3e6;
    }
    void hbmCostPerCluster()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 0.05); // the example's tolerance: the book rounds $1.92M to "$2M"
    }

    // fp8_fleet_hardware_equivalent (seed L1822): FP8 doubles a 10,000-GPU fleet, worth 10,000 more GPUs =
    // 1,250 nodes × $350,000 = $437.5M ("about $438 million"); rack_layout_counts (seed L2266): $1.4M per rack.
    void fp8FleetEquivalent_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        QTest::newRow("10,000 GPUs / 8 × $350,000 = $437.5M, 'about $438M' (seed L1822)")
            << nodeHardwareUsd(10000.0, 8.0, kSeedDgxH100Usd) << 438e6 << 0.002;
        QTest::newRow("FP8 / BF16 = 1,979 / 989 = 2× (seed L1822)") << 1979.0 / 989.0 << 2.0 << 0.002;
        QTest::newRow("the extra throughput's node value: (2.001 − 1) × $437.5M (seed L1822)")
            << (1979.0 / 989.0 - 1.0) * nodeHardwareUsd(10000.0, 8.0, kSeedDgxH100Usd) << 438e6 << 0.002;
        QTest::newRow("4 × DGX H100 = $1.4M per rack (seed L2266)") << nodeHardwareUsd(32.0, 8.0, kSeedDgxH100Usd)
                                                                    << 1.4e6 << 1e-4;
        QTest::newRow("a partly filled node is bought whole: 9 GPUs → 2 nodes") << nodeHardwareUsd(9.0, 8.0, 350000.0)
                                                                               << 700000.0 << 1e-12;
    }
    void fp8FleetEquivalent()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }

    // gpu_hour_equivalence (seed L2426-2428): one H100 (FP8) hour delivers 6.3 A100 or 15.8 V100 (FP16) hours;
    // 10,000 V100 hours ≈ 632 H100 hours.
    void gpuHourEquivalence_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        const FlopPerSecond h100 = flopPerSecond(1979e12), a100 = flopPerSecond(312e12), v100 = flopPerSecond(125e12);
        QTest::newRow("H100 vs A100: 6.3× (seed L2428)") << fleet::gpuHourEquivalence(h100, a100) << 6.3;
        QTest::newRow("H100 vs V100: 15.8× (seed L2428)") << fleet::gpuHourEquivalence(h100, v100) << 15.8;
        QTest::newRow("10,000 V100 hours = 632 H100 hours (seed L2428)") << equivalentHours(10000.0, v100, h100) << 632.0;
        QTest::newRow("and back: 632 H100 hours ≈ 10,000 V100 hours") << equivalentHours(631.6, h100, v100) << 10000.0;
    }
    void gpuHourEquivalence()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 0.01); // the example's tolerance
    }

    // Cost per effective TFLOP-hour, the seed's metric (L2428): $/h ÷ (peak · MFU in TFLOP/s).
    void costPerEffectiveTflopHour_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        // AWS capacity blocks (published-facts C-11, late 2024): H100 $4.916/h, A100 $1.844/h.
        QTest::newRow("H100 at $4.916/h, FP8 at 45 % MFU: $0.00552") << usdPerEffectiveTflopHour(4.916, flopPerSecond(1979e12), 0.45)
                                                                     << 4.916 / (1979.0 * 0.45);
        QTest::newRow("A100 at $1.844/h, FP16 at 45 % MFU: $0.01313") << usdPerEffectiveTflopHour(1.844, flopPerSecond(312e12), 0.45)
                                                                      << 1.844 / (312.0 * 0.45);
        // The H100 costs 2.7× more per GPU-hour but 2.4× less per effective TFLOP-hour (the fallacy, L2428).
        QTest::newRow("A100 / H100 per effective TFLOP-hour: 2.38×")
            << usdPerEffectiveTflopHour(1.844, flopPerSecond(312e12), 0.45) /
                   usdPerEffectiveTflopHour(4.916, flopPerSecond(1979e12), 0.45)
            << (1.844 / 312.0) / (4.916 / 1979.0);
        QTest::newRow("no throughput: 0") << usdPerEffectiveTflopHour(2.0, FlopPerSecond{}, 0.45) << 0.0;
    }
    void costPerEffectiveTflopHour()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-12);
    }

    // The cross-generation series: purchase price per utilized hour over delivered TFLOP/s, cheapest first.
    void crossGeneration()
    {
        const Catalog c = testCatalog();
        const auto rows = crossGenerationCosts(c, 4.0, 0.8, 0.45);
        QCOMPARE(rows.size(), size_t(4)); // no TPU v1 (no price) nor the integer-only part
        const QStringList order = {"b200", "h100-sxm", "a100-sxm-80gb", "v100-sxm2"};
        for (size_t i = 0; i < rows.size(); ++i) {
            QCOMPARE(QString::fromStdString(rows[i].id), order[int(i)]);
            if (i > 0)
                QVERIFY(rows[i - 1].usdPerEffectiveTflopHour <= rows[i].usdPerEffectiveTflopHour);
        }
        const double hours = 4.0 * 8760.0 * 0.8;
        FLEET_COMPARE_REL(rows[1].usdPerHour, 25000.0 / hours, 1e-12);
        FLEET_COMPARE_REL(rows[1].usdPerEffectiveTflopHour, 25000.0 / hours / (1979.0 * 0.45), 1e-12);
        QVERIFY(rows[1].precision == Precision::FP8);
        QVERIFY(rows[2].precision == Precision::FP16); // A100: its fastest floating-point path
        FLEET_COMPARE_REL(rows[1].hourEquivalence, 15.8, 0.01); // vs the V100, the slowest (seed L2428)
        FLEET_COMPARE_REL(rows[3].hourEquivalence, 1.0, 1e-12);
    }

    // ---- computeTco by hand ----------------------------------------------------------------------------------
    void smallFleetByHand_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        const TcoBreakdown b = computeTco(smallFleet());
        const double energy = 1.5 * (0.8 * 8e3 + 0.2 * 4e3) * 8760.0 * 3600.0; // J per year
        const double elec = energy / 3.6e6 * 0.10;
        const double capex = 500e3 + 100e3 + 25e3;
        const double opex = elec + 20e3 + 50e3;
        QTest::newRow("hardware = compute + fabric") << b.hardwareUsd << 500e3;
        QTest::newRow("facility $10/W × 10 kW") << b.facilityUsd << 100e3;
        QTest::newRow("installation 5 % of hardware") << b.installationUsd << 25e3;
        QTest::newRow("capex") << b.capexUsd << capex;
        QTest::newRow("depreciation capex / 4") << b.depreciationUsdPerYear << capex / 4.0;
        QTest::newRow("energy 1.5 × (0.8 × 8 kW + 0.2 × 4 kW) × 8,760 h") << b.energyJPerYear << energy;
        QTest::newRow("electricity at $0.10/kWh") << b.electricityUsdPerYear << elec;
        QTest::newRow("maintenance 4 % of hardware") << b.maintenanceUsdPerYear << 20e3;
        QTest::newRow("opex") << b.opexUsdPerYear << opex;
        QTest::newRow("total = capex + 4 × opex") << b.totalUsd << capex + 4.0 * opex;
        QTest::newRow("total = 4 × (depreciation + opex)") << b.totalUsd << 4.0 * (b.depreciationUsdPerYear + opex);
        QTest::newRow("accelerator-hours 8 × 4 × 8,760 × 0.8") << b.acceleratorHours << 8.0 * 4.0 * 8760.0 * 0.8;
        QTest::newRow("owned rate") << b.usdPerAcceleratorHour << (capex + 4.0 * opex) / (8.0 * 4.0 * 8760.0 * 0.8);
        QTest::newRow("cloud $2.50 × 224,256 h") << b.cloudTotalUsd << 2.5 * 8.0 * 4.0 * 8760.0 * 0.8;
    }
    void smallFleetByHand()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-12);
    }

    // Break-even: at u* owning costs exactly what renting does; the closed form agrees with a bisection.
    void breakeven_data()
    {
        QTest::addColumn<double>("cloud");
        QTest::addColumn<double>("staff");
        QTest::addColumn<double>("usdPerKWh");
        QTest::newRow("$2.50/h (economics default): above 100 % for this small fleet") << 2.5 << 50e3 << 0.10;
        QTest::newRow("AWS H100 capacity block $4.92/h (published-facts C-11)") << 4.916 << 50e3 << 0.10;
        QTest::newRow("AWS H100 on-demand $12.29/h (published-facts C-11)") << 12.29 << 50e3 << 0.10;
        QTest::newRow("Lambda $2.99/h, no staff (published-facts C-11)") << 2.99 << 0.0 << 0.10;
        QTest::newRow("$2/h, expensive power: above 100 %") << 2.0 << 50e3 << 0.30;
    }
    void breakeven()
    {
        QFETCH(double, cloud);
        QFETCH(double, staff);
        QFETCH(double, usdPerKWh);
        TcoInputs in = smallFleet();
        in.cloudUsdPerAcceleratorHour = cloud;
        in.staffUsdPerYear = staff;
        in.usdPerKWh = usdPerKWh;
        const auto u = breakevenUtilization(in);
        QVERIFY(u.has_value());
        QVERIFY(*u > 0.0);
        const double a = ownedTotalUsd(in, 0.0), b = ownedTotalUsd(in, 1.0) - a, c = cloudTotalUsd(in, 1.0);
        FLEET_COMPARE_REL(a + b * *u, c * *u, 1e-12); // owned(u*) = cloud(u*) on the model's lines
        FLEET_COMPARE_REL(*u, bisectBreakeven(in, 10.0), 1e-9);
        if (*u <= 1.0) {
            FLEET_COMPARE_REL(ownedTotalUsd(in, *u), cloudTotalUsd(in, *u), 1e-12);
            // Below u* renting is cheaper, above it owning.
            QVERIFY(ownedTotalUsd(in, 0.5 * *u) > cloudTotalUsd(in, 0.5 * *u));
            if (*u < 0.99)
                QVERIFY(ownedTotalUsd(in, 0.5 * (*u + 1.0)) < cloudTotalUsd(in, 0.5 * (*u + 1.0)));
        } else {
            QVERIFY(ownedTotalUsd(in, 1.0) > cloudTotalUsd(in, 1.0)); // renting wins at any utilization
        }
    }
    void noBreakeven()
    {
        TcoInputs in = smallFleet();
        in.cloudUsdPerAcceleratorHour = 0.0; // free cloud: owning never pays
        QVERIFY(!breakevenUtilization(in).has_value());
        // A cloud price below the busy-minus-idle electricity per accelerator-hour: no crossing either.
        in.cloudUsdPerAcceleratorHour = 0.01;
        in.usdPerKWh = 10.0;
        QVERIFY(!breakevenUtilization(in).has_value());
        // Without idle power electricity does not depend on u: u* = capex + Y · opex over the cloud line.
        in = smallFleet();
        in.idleItW = in.busyItW;
        const TcoBreakdown b = computeTco(in);
        FLEET_COMPARE_REL(*breakevenUtilization(in), b.totalUsd / (2.5 * 8.0 * 4.0 * 8760.0), 1e-12);
    }

    // Tornado data: each input ±20 %, opposite signs, sorted by swing; linear inputs are symmetric.
    void tornado_data()
    {
        QTest::addColumn<int>("metric");
        QTest::newRow("total cost") << int(SensitivityMetric::TotalUsd);
        QTest::newRow("owned $ per accelerator-hour") << int(SensitivityMetric::UsdPerAcceleratorHour);
    }
    void tornado()
    {
        QFETCH(int, metric);
        const auto m = static_cast<SensitivityMetric>(metric);
        const TcoInputs base = smallFleet();
        const auto bars = tcoSensitivity(base, 0.2, m);
        QCOMPARE(bars.size(), size_t(6));
        const double baseMetric = m == SensitivityMetric::TotalUsd ? computeTco(base).totalUsd
                                                                   : computeTco(base).usdPerAcceleratorHour;
        for (size_t i = 0; i < bars.size(); ++i) {
            const SensitivityBar& b = bars[i];
            FLEET_COMPARE_REL(b.baseMetric, baseMetric, 1e-12);
            QVERIFY2(b.lowDelta() * b.highDelta() < 0.0, b.label.c_str()); // opposite signs
            QVERIFY(!b.clamped);
            if (i > 0)
                QVERIFY(bars[i - 1].swing() >= b.swing());
            FLEET_COMPARE_REL(b.lowValue, 0.8 * b.baseValue, 1e-12);
            FLEET_COMPARE_REL(b.highValue, 1.2 * b.baseValue, 1e-12);
            // The total is linear in every input; the hourly rate is not in utilization and years (1/u, 1/Y).
            const bool linear = m == SensitivityMetric::TotalUsd ||
                                (b.input != SensitivityInput::Utilization && b.input != SensitivityInput::Years);
            if (linear)
                FLEET_COMPARE_REL(-b.lowDelta(), b.highDelta(), 1e-9);
        }
        // Hardware price is the biggest lever on the total; more years or more utilization lower the hourly rate.
        if (m == SensitivityMetric::TotalUsd) {
            QVERIFY(bars.front().input == SensitivityInput::HardwarePrice);
        } else {
            for (const SensitivityBar& b : bars)
                if (b.input == SensitivityInput::Years || b.input == SensitivityInput::Utilization)
                    QVERIFY(b.highDelta() < 0.0);
        }
    }
    void tornadoClamps()
    {
        TcoInputs in = smallFleet();
        in.pue = 1.0;
        in.utilization = 0.9;
        for (const SensitivityBar& b : tcoSensitivity(in)) {
            if (b.input == SensitivityInput::Pue) {
                QVERIFY(b.clamped);
                QCOMPARE(b.lowValue, 1.0); // no PUE below 1
                QCOMPARE(b.lowDelta(), 0.0);
            }
            if (b.input == SensitivityInput::Utilization) {
                QVERIFY(b.clamped);
                QCOMPARE(b.highValue, 1.0); // 1.08 → 1
            }
        }
    }

    // ---- tco.* results ----------------------------------------------------------------------------------------
    // The default plan: 1,024 DGX H100 at $350,000 (seed L1822), the fabric's $35.6M, $10/W on 9.6 MW, 5 %
    // installation, 4 % maintenance, no staff, $0.08/kWh, PUE 1.2, 4 years at 80 %, cloud $2.50/h.
    void defaultPlanResults_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("expected");
        const double compute = 1024.0 * 350000.0;
        const double hw = compute + kFabricUsd;
        const double capex = hw + 10.0 * kItW + 0.05 * hw;
        const double energy = 1.2 * (0.8 * kAvgItW + 0.2 * kIdleItW) * 8760.0 * 3600.0;
        const double elec = energy / 3.6e6 * 0.08;
        const double opex = elec + 0.04 * hw;
        const double total = capex + 4.0 * opex;
        const double hours = 8192.0 * 4.0 * 8760.0 * 0.8;
        const double rate = total / hours;
        const double wall = 6.0 * 175e9 * 300e9 / (8192.0 * 1979e12 * 0.45) / 0.85 * 1.05 * 1.03 * 1.10 * 1.05;
        // u*: owned = A + B·u, cloud = C·u.
        const double idleYear = 1.2 * kIdleItW * 8760.0 * 3600.0 / 3.6e6 * 0.08;
        const double busyYear = 1.2 * kAvgItW * 8760.0 * 3600.0 / 3.6e6 * 0.08;
        const double A = capex + 4.0 * (0.04 * hw + idleYear);
        const double B = 4.0 * (busyYear - idleYear);
        const double C = 2.5 * 8192.0 * 4.0 * 8760.0;
        QTest::newRow("compute 1,024 × $350,000 (seed L1822)") << "tco.capex_compute_usd" << compute;
        QTest::newRow("fabric $35.6M (tst_fabric)") << "tco.capex_fabric_usd" << kFabricUsd;
        QTest::newRow("facility $10/W × 9.6 MW") << "tco.capex_facility_usd" << 10.0 * kItW;
        QTest::newRow("installation 5 % of hardware") << "tco.capex_installation_usd" << 0.05 * hw;
        QTest::newRow("capex") << "tco.capex_usd" << capex;
        QTest::newRow("depreciation over 4 years") << "tco.depreciation_usd_per_year" << capex / 4.0;
        QTest::newRow("idle IT: accelerators at 70 W") << "tco.idle_it_w" << kIdleItW;
        QTest::newRow("energy per year") << "tco.energy_j_per_year" << energy;
        QTest::newRow("electricity at $0.08/kWh") << "tco.electricity_usd_per_year" << elec;
        QTest::newRow("maintenance 4 % of hardware") << "tco.maintenance_usd_per_year" << 0.04 * hw;
        QTest::newRow("no staff") << "tco.staff_usd_per_year" << 0.0;
        QTest::newRow("opex") << "tco.opex_usd_per_year" << opex;
        QTest::newRow("total") << "tco.total_usd" << total;
        QTest::newRow("owned $ per accelerator-hour") << "tco.usd_per_accelerator_hour" << rate;
        QTest::newRow("cloud total at $2.50") << "tco.cloud_total_usd" << 2.5 * hours;
        QTest::newRow("break-even u* = A / (C − B)") << "tco.breakeven_utilization" << A / (C - B);
        QTest::newRow("at 80 % renting is cheaper") << "tco.owning_cheaper" << 0.0;
        QTest::newRow("per effective PFLOP/s-hour at FP8, 45 % MFU")
            << "tco.usd_per_effective_pflop_hour" << rate / (1.979 * 0.45);
        QTest::newRow("training run: 8,192 × 17.6 h at the owned rate") << "tco.usd_per_training_run"
                                                                       << 8192.0 * wall / 3600.0 * rate;
        QTest::newRow("training run rented at $2.50") << "tco.cloud_usd_per_training_run" << 8192.0 * wall / 3600.0 * 2.5;
        // 175B FP16, batch 1: 350 GB / 3.35 TB/s per token (seed L1528-1549).
        QTest::newRow("per million decoded tokens") << "tco.usd_per_million_tokens"
                                                    << rate / (3.35e12 / 350e9 * 3600.0) * 1e6;
        QTest::newRow("HBM inside: 8,192 × 80 GB × $12.5/GB (seed L1478)") << "tco.hbm_usd" << 8192.0 * 80.0 * 12.5;
    }
    void defaultPlanResults()
    {
        QFETCH(QString, key);
        QFETCH(double, expected);
        const Results r = evaluateTco(Scenario{}, testCatalog());
        for (const Issue& i : r.issues())
            QVERIFY2(i.key.rfind("tco.", 0) != 0, i.message().c_str());
        FLEET_COMPARE_REL(valueOf(r, qPrintable(key)), expected, 1e-9);
    }
    void defaultPlanBreakeven()
    {
        const Results r = evaluateTco(Scenario{}, testCatalog());
        const double u = valueOf(r, "tco.breakeven_utilization");
        qInfo("default plan: capex $%.1fM, opex $%.1fM/yr, total $%.1fM over 4 y; owned $%.3f per accelerator-hour "
              "at 80 %% vs cloud $2.50; break-even utilization %.1f %%; training run $%.2fM owned vs $%.2fM rented; "
              "$%.2f per million tokens; $%.3f per PFLOP/s-hour",
              valueOf(r, "tco.capex_usd") / 1e6, valueOf(r, "tco.opex_usd_per_year") / 1e6,
              valueOf(r, "tco.total_usd") / 1e6, valueOf(r, "tco.usd_per_accelerator_hour"), 100.0 * u,
              valueOf(r, "tco.usd_per_training_run") / 1e6, valueOf(r, "tco.cloud_usd_per_training_run") / 1e6,
              valueOf(r, "tco.usd_per_million_tokens"), valueOf(r, "tco.usd_per_effective_pflop_hour"));
        // Consistency: at u* the owned total equals the cloud total.
        Scenario s;
        s.economics.utilization = u;
        const Results at = evaluateTco(s, testCatalog());
        FLEET_COMPARE_REL(valueOf(at, "tco.total_usd"), valueOf(at, "tco.cloud_total_usd"), 1e-9);
        FLEET_COMPARE_REL(valueOf(at, "tco.usd_per_accelerator_hour"), 2.5, 1e-9);
        // Above it owning is cheaper.
        s.economics.utilization = std::min(1.0, u + 0.05);
        QCOMPARE(valueOf(evaluateTco(s, testCatalog()), "tco.owning_cheaper"), 1.0);
        // The tornado of the plan: hardware price first.
        const Upstream up = upstream(Scenario{}, testCatalog());
        const auto in = tcoInputs(Scenario{}, resolved(Scenario{}, testCatalog()), up.powerChain(), up.fabricResult());
        QVERIFY(in.has_value());
        const auto bars = tcoSensitivity(*in);
        QVERIFY(bars.front().input == SensitivityInput::HardwarePrice);
        // +20 % of $358.4M, with the installation (5 %) and four years of maintenance (4 %/yr) that scale with it.
        FLEET_COMPARE_REL(bars.front().highDelta(), 0.2 * 1024.0 * 350000.0 * (1.0 + 0.05 + 4.0 * 0.04), 1e-9);
    }

    // Node price vs accelerator price: a DGX price already holds its 8 GPUs (no double counting); without a node
    // price the accelerators are priced with a host ESTIMATE.
    void capexRules_data()
    {
        QTest::addColumn<QString>("accelerator");
        QTest::addColumn<QString>("node");
        QTest::addColumn<int>("perNode");
        QTest::addColumn<double>("expected");
        QTest::addColumn<bool>("nodePriced");
        QTest::newRow("DGX H100 priced: 1,024 × $350,000 (seed L1822)") << "h100-sxm" << "auto" << 8 << 1024.0 * 350000.0
                                                                        << true;
        QTest::newRow("DGX A100 has no price: 8,192 × ($15,000 + $18,750)")
            << "a100-sxm-80gb" << "auto" << 8 << 8192.0 * (15000.0 + 18750.0) << false;
        QTest::newRow("4 H100 per node: the DGX does not match, 4,096 × ($25,000 + $18,750)")
            << "h100-sxm" << "auto" << 4 << 4096.0 * (25000.0 + 18750.0) << false;
        QTest::newRow("B200, generic node: 8,192 × ($40,000 + $18,750)") << "b200" << "auto" << 8
                                                                         << 8192.0 * (40000.0 + 18750.0) << false;
    }
    void capexRules()
    {
        QFETCH(QString, accelerator);
        QFETCH(QString, node);
        QFETCH(int, perNode);
        QFETCH(double, expected);
        QFETCH(bool, nodePriced);
        Scenario s;
        s.fleet.accelerator = accelerator.toStdString();
        s.fleet.node = node.toStdString();
        s.fleet.acceleratorsPerNode = perNode;
        s.training.precision = accelerator == QStringLiteral("a100-sxm-80gb") ? "bf16" : "fp8";
        const Catalog c = testCatalog();
        const auto hw = computeHardwareCost(s, resolved(s, c));
        QVERIFY(hw.has_value());
        QCOMPARE(hw->nodePriced, nodePriced);
        FLEET_COMPARE_REL(hw->usd, expected, 1e-12);
        FLEET_COMPARE_REL(kHostUsdPerAcceleratorEstimate, 18750.0, 1e-12); // ($350k − 8 × $25k) / 8
        const Results r = evaluateTco(s, c);
        FLEET_COMPARE_REL(valueOf(r, "tco.capex_compute_usd"), expected, 1e-12);
        const std::string note = r.derivation("tco.capex_compute_usd")->note;
        QVERIFY2((note.find("ESTIMATE") != std::string::npos) == !nodePriced, note.c_str());
    }

    void noPriceNoTco()
    {
        Scenario s;
        s.fleet.accelerator = "tpu-v1";
        s.training.precision = "int8";
        s.inference.precision = "int8";
        const Catalog c = testCatalog();
        PowerChain power; // the power chain is there: only the price is missing
        power.itW = 1e6;
        power.averageItW = 8e5;
        power.averageAcceleratorW = 50.0;
        Results r;
        addTcoResults(s, resolved(s, c), c, &power, nullptr, TrainingFigures{}, InferenceFigures{}, r);
        for (const std::string_view key : r.order())
            QVERIFY2(key.rfind("tco.", 0) != 0, std::string(key).c_str());
        const Issue* i = issueOn(r, "tco.capex_usd");
        QVERIFY(i);
        QCOMPARE(i->severity, Severity::Warning);
        QCOMPARE(i->code, IssueCode::TcoNoPrice);
        QVERIFY(QString::fromStdString(i->message()).startsWith(QStringLiteral("tco.capex_usd:")));
        QCOMPARE(std::count_if(r.issues().begin(), r.issues().end(),
                               [](const Issue& x) {
                                   return x.key == "tco.capex_usd";
                               }),
                 1L); // no "needs power" beside it
    }

    void missingInputs()
    {
        const Catalog c = testCatalog();
        // No power: no TCO, a warning.
        Results noPower = evaluateTco(Scenario{}, c, true, false);
        QVERIFY(!noPower.has("tco.capex_usd"));
        QVERIFY(issueOn(noPower, "tco.capex_usd"));
        // No fabric: capex without it, a warning; everything else still computed.
        Results noFabric = evaluateTco(Scenario{}, c, false, true);
        QCOMPARE(valueOf(noFabric, "tco.capex_fabric_usd"), 0.0);
        QVERIFY(issueOn(noFabric, "tco.capex_fabric_usd"));
        QVERIFY(noFabric.has("tco.breakeven_utilization"));
        // No training or inference results: those keys are skipped with a warning each.
        Results bare;
        const ResolvedFleet f = resolved(Scenario{}, c);
        const std::optional<PowerChain> power =
            addPowerResults(Scenario{}, f, c, kFabricW, kFabricW, kLeafFraction, bare);
        QVERIFY(power.has_value());
        addTcoResults(Scenario{}, f, c, &*power, nullptr, TrainingFigures{}, InferenceFigures{}, bare);
        QVERIFY(bare.has("tco.total_usd"));
        for (const char* key : {"tco.usd_per_training_run", "tco.usd_per_million_tokens", "tco.usd_per_effective_pflop_hour"}) {
            QVERIFY2(!bare.has(key), key);
            QVERIFY2(issueOn(bare, key), key);
        }
        // The TCO reads nothing from the results it writes into: an empty Results gives the same values.
        const Upstream u = upstream(Scenario{}, c);
        Results out;
        addTcoResults(Scenario{}, f, c, u.powerChain(), u.fabricResult(), u.training, u.inference, out);
        FLEET_COMPARE_REL(valueOf(out, "tco.total_usd"), valueOf(evaluateTco(Scenario{}, c), "tco.total_usd"), 1e-15);
        FLEET_COMPARE_REL(valueOf(out, "tco.usd_per_training_run"),
                          valueOf(evaluateTco(Scenario{}, c), "tco.usd_per_training_run"), 1e-15);
    }

    // Owning never pays at a cheap cloud price: u* above 100 % with an Info issue; at a free cloud no key.
    void breakevenOutOfRange()
    {
        Scenario s;
        s.economics.cloudUsdPerAcceleratorHour = 1.0;
        Results r = evaluateTco(s, testCatalog());
        QVERIFY(valueOf(r, "tco.breakeven_utilization") > 1.0);
        QVERIFY(r.derivation("tco.breakeven_utilization")->note.find("ABOVE 100 %") != std::string::npos);
        QCOMPARE(issueOn(r, "tco.breakeven_utilization")->severity, Severity::Info);
        s.economics.cloudUsdPerAcceleratorHour = 0.0;
        r = evaluateTco(s, testCatalog());
        QVERIFY(!r.has("tco.breakeven_utilization"));
        QVERIFY(issueOn(r, "tco.breakeven_utilization"));
        QCOMPARE(valueOf(r, "tco.owning_cheaper"), 0.0);
    }

    void contractKeysAndDerivations()
    {
        const Results r = evaluateTco(Scenario{}, testCatalog());
        for (const char* key : {"tco.capex_usd", "tco.opex_usd_per_year", "tco.total_usd", "tco.usd_per_accelerator_hour",
                                "tco.cloud_total_usd", "tco.breakeven_utilization"})
            QVERIFY2(r.has(key), key);
        QCOMPARE(std::string(r.find("tco.capex_usd")->unit), std::string("USD"));
        QCOMPARE(std::string(r.find("tco.opex_usd_per_year")->unit), std::string("USD/year"));
        QCOMPARE(std::string(r.find("tco.usd_per_accelerator_hour")->unit), std::string("USD/h"));
        QCOMPARE(std::string(r.find("tco.breakeven_utilization")->unit), std::string(""));
        QCOMPARE(std::string(r.find("tco.owning_cheaper")->unit), std::string("bool"));
        FLEET_COMPARE_REL(valueOf(r, "tco.total_usd"),
                          valueOf(r, "tco.capex_usd") + 4.0 * valueOf(r, "tco.opex_usd_per_year"), 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "tco.capex_usd"),
                          valueOf(r, "tco.capex_compute_usd") + valueOf(r, "tco.capex_fabric_usd") +
                              valueOf(r, "tco.capex_facility_usd") + valueOf(r, "tco.capex_installation_usd"),
                          1e-12);
        FLEET_COMPARE_REL(valueOf(r, "tco.opex_usd_per_year"),
                          valueOf(r, "tco.electricity_usd_per_year") + valueOf(r, "tco.maintenance_usd_per_year") +
                              valueOf(r, "tco.staff_usd_per_year"),
                          1e-12);
        const DerivationCheck check = checkDerivations(r, {"tco."});
        QVERIFY2(check.ok(), check.failure.c_str());
        const int keys = check.keys;
        QVERIFY(keys >= 22);
        // The electricity note shows the region's price next to the scenario's.
        QVERIFY(r.derivation("tco.electricity_usd_per_year")->note.find("0.0806") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestTco)
#include "tst_tco.moc"
