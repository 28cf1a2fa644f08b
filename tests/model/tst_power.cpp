// Power and cooling, seed §2 "Power wall and thermodynamic constraints" (L1714-1770): PUE (Eq. 2.2, L1722-1726),
// TDP and throttling (L1730-1752), DVFS and capping (L1766), pod scale (L1758-1760); energy of data movement
// (L1832-1856); The Rack (L2222-2246) and The Pod (L2288); seed §3 SerDes power share (L2629). Then power.* and
// cooling.* results with hand-built catalog rows.
#include "DerivationChecks.h"
#include "ResultLookup.h"
#include "Tolerance.h"
#include "power/PowerModel.h"
#include "power/PowerResults.h"

#include <cmath>
#include <limits>

using namespace fleet;

namespace {

const Watts kH100 = watts(700.0);  // seed L1732
const Watts kV100 = watts(300.0);  // seed L1738
const Watts kB200 = watts(1000.0); // seed L1738, L1752

// 4 × DGX H100 per rack with the seed's 11.1 kW of non-accelerator power (L2224, L2232), no fabric.
PowerChainInputs dgxH100(double nodes)
{
    PowerChainInputs in;
    in.tdp = kH100;
    in.acceleratorsPerNode = 8;
    in.nodes = nodes;
    in.nodesPerRack = 4;
    in.nodeOverhead = watts(11.1e3 / 4.0);
    in.pue = 1.0;
    return in;
}

// The default plan's fabric (tst_fabric defaultPlanResults): 40,960 switch ports × 25 W = 1.024 MW of switch
// power, 256 leaves of 640 switches.
constexpr double kFabricW = 1.024e6;
constexpr double kLeafFraction = 256.0 / 640.0;

Catalog testCatalog()
{
    Catalog c;
    Accelerator h100;
    h100.id = "h100-sxm";
    h100.name = "NVIDIA H100 SXM5 80GB";
    h100.tdp = kH100;
    h100.dieAreaMm2 = 814.0;
    h100.setPeak(Precision::FP16, flopPerSecond(989e12));
    c.accelerators.push_back(h100);

    Node dgx;
    dgx.id = "dgx-h100";
    dgx.name = "NVIDIA DGX H100";
    dgx.acceleratorId = "h100-sxm";
    dgx.accelerators = 8;
    dgx.rackUnits = 8;
    dgx.ratedPower = watts(10.2e3);
    dgx.overhead = watts(2775.0); // the built-in row: the seed's 11.1 kW per 4-node rack (power.nodePowerFrom = catalog)
    c.nodes.push_back(dgx);

    // catalogs/seed/050_cooling.sql: id, rack limit, default PUE, WUE, liquid fraction.
    auto cooling = [&](const char* id, const char* name, double limitKw, double pue, std::optional<double> wue,
                       double liquid) {
        Cooling k;
        k.id = id;
        k.name = name;
        k.rackLimit = watts(limitKw * 1e3);
        k.defaultPue = pue;
        k.wueLPerKWh = wue;
        k.liquidFraction = liquid;
        c.cooling.push_back(k);
    };
    cooling("air-legacy", "Legacy room air", 10, 1.58, 1.8, 0.0);
    cooling("air", "Engineered air", 30, 1.58, 1.8, 0.0);
    cooling("rear-door", "Rear-door heat exchanger", 50, 1.3, 1.8, 0.0);
    cooling("direct-liquid", "Direct-to-chip liquid", 150, 1.08, 0.36, 0.8);
    cooling("immersion", "Single-phase immersion", 100, 1.05, 0.0, 1.0);
    return c;
}

ResolvedFleet resolved(const Scenario& s, const Catalog& c, bool withNode = true)
{
    ResolvedFleet f;
    f.accelerator = c.accelerator(s.fleet.accelerator);
    if (withNode)
        f.node = c.node("dgx-h100");
    else {
        Node generic;
        generic.id = "generic-h100-sxm";
        generic.name = "Generic 8×H100 node";
        generic.generic = true;
        f.adopt(std::move(generic));
    }
    f.cooling = c.coolingType(s.fleet.cooling);
    f.inferencePrecision = precisionFromString(s.inference.precision);
    f.servedModel = s.model;
    f.acceleratorCount = static_cast<double>(s.acceleratorCount());
    return f;
}

Results evaluatePower(const Scenario& s, const Catalog& c, double fabricW = kFabricW, double switchW = kFabricW,
                      double leafFraction = kLeafFraction, bool withNode = true)
{
    Results out;
    addPowerResults(s, resolved(s, c, withNode), c, fabricW, switchW, leafFraction, out);
    return out;
}

using fleet::test::valueOf;
using fleet::test::checkDerivations;
using fleet::test::DerivationCheck;

using fleet::test::issueOn;

bool inRange(double v, double lo, double hi, double slack = 0.0) { return v >= lo * (1.0 - slack) && v <= hi * (1.0 + slack); }

} // namespace

class TestPower : public QObject {
    Q_OBJECT
private slots:
    // Issue #12: the chain addPowerResults hands back (evaluate() passes it to carbon and TCO) holds exactly the
    // published figures; no accelerator, no chain.
    void returnedChainIsWhatIsPublished()
    {
        const Catalog c = testCatalog();
        const Scenario s;
        Results out;
        const std::optional<PowerChain> ch =
            addPowerResults(s, resolved(s, c, true), c, kFabricW, kFabricW, kLeafFraction, out);
        QVERIFY(ch.has_value());
        QCOMPARE(ch->itW, valueOf(out, "power.it_w"));
        QCOMPARE(ch->averageItW, valueOf(out, "power.average_it_w"));
        QCOMPARE(ch->averageAcceleratorW, valueOf(out, "power.average_accelerator_w"));
        FLEET_COMPARE_REL(ch->acceleratorW, 700.0, 1e-12); // H100 TDP, uncapped
        ResolvedFleet none = resolved(s, c, true);
        none.accelerator = nullptr;
        Results empty;
        QVERIFY(!addPowerResults(s, none, c, kFabricW, kFabricW, kLeafFraction, empty).has_value());
        QVERIFY(empty.empty());
    }

    // pue_example (seed L1722-1726): 1 W of IT load at PUE 1.5 draws 1.5 W, 0.5 W of it overhead.
    void pueExample_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::newRow("facility 1.5 W per IT watt at PUE 1.5 (seed L1724)") << facilityPower(watts(1.0), 1.5).si() << 1.5;
        QTest::newRow("overhead 0.5 W per IT watt at PUE 1.5 (seed L1724)") << pueOverhead(watts(1.0), 1.5).si() << 0.5;
    }
    void pueExample()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-4);
    }

    // thermal_throttle_h100 (seed L1732), book_inconsistent: the linear clock–power model gives 989 × 500/700 =
    // 706.4 TFLOP/s (−28.6 %); the book prints 712 TFLOP/s (−28 %), having rounded the cut to 28 %.
    void thermalThrottle_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        const FlopPerSecond peak = flopPerSecond(989e12);
        QTest::newRow("500 of 700 W removed: 706.4 TFLOP/s, linear (seed L1732; book 712)")
            << throttledPeak(peak, watts(500), kH100).in(units::TFLOP_per_s) << 989.0 * 5.0 / 7.0 << 1e-9;
        QTest::newRow("throughput lost: 28.6 % (seed L1732; book 28 %)")
            << 1.0 - throttledPerformanceFraction(watts(500), kH100) << 2.0 / 7.0 << 1e-9;
        // The example's note: a cubic P ∝ f³ model would keep 884 TFLOP/s.
        QTest::newRow("cubic model: 884 TFLOP/s (note of thermal_throttle_h100)")
            << throttledPeak(peak, watts(500), kH100, 3.0).in(units::TFLOP_per_s) << 884.0 << 0.001;
        QTest::newRow("enough cooling: full 989 TFLOP/s (seed L1732)")
            << throttledPeak(peak, watts(700), kH100).in(units::TFLOP_per_s) << 989.0 << 1e-12;
    }
    void thermalThrottle()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }
    void thermalThrottleDiffersFromTheBook()
    {
        // 706.4 vs the printed 712 TFLOP/s: 0.8 % apart, outside the example's 0.5 % tolerance.
        const double linear = throttledPeak(flopPerSecond(989e12), watts(500), kH100).in(units::TFLOP_per_s);
        QVERIFY(!fleet::test::relClose(linear, 712.0, 0.005));
        FLEET_COMPARE_REL(989.0 * (1.0 - 0.28), 712.0, 0.0002); // the book's arithmetic: a rounded 28 % cut
    }

    // tdp_growth_multiple, tdp_growth_cagr (seed L1738-1740), both book_inconsistent.
    void tdpGrowth_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        QTest::newRow("V100 300 W → B200 1,000 W: 3.33× (seed L1738; book 'more than 4×')")
            << tdpMultiple(kV100, kB200) << 10.0 / 3.0 << 1e-12;
        QTest::newRow("CAGR over 7 years: 18.8 %/yr (seed L1738; book 'about 18 %')")
            << tdpAnnualGrowth(kV100, kB200, 7.0) << 0.18768 << 0.0005;
        PowerChainInputs in = dgxH100(1);
        in.tdp = watts(2000.0);
        in.nodeOverhead = Watts{};
        QTest::newRow("8 × 2,000 W = 16 kW of GPUs per node (seed L1740)") << powerChain(in).acceleratorsW << 16e3 << 1e-4;
    }
    void tdpGrowth()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }
    void tdpGrowthDiffersFromTheBook()
    {
        QVERIFY(tdpMultiple(kV100, kB200) < 4.0);                                            // not "more than 4×"
        QVERIFY(!fleet::test::relClose(tdpAnnualGrowth(kV100, kB200, 7.0), 0.18, 0.01)); // 18.8 % is not 18 %
    }

    // tdp_projection (seed L1740): 1,000 W at the historical CAGR, 1–2 and 3–4 years out, inside 1,200–1,400 W
    // and 1,500–2,000 W within the example's 2 %.
    void tdpProjection_data()
    {
        QTest::addColumn<double>("years");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::newRow("next generation, 1 year: 1,188 W in 1,200–1,400 W (seed L1740)") << 1.0 << 1187.7 << 1200.0 << 1400.0;
        QTest::newRow("next generation, 2 years: 1,411 W in 1,200–1,400 W (seed L1740)") << 2.0 << 1410.6 << 1200.0 << 1400.0;
        QTest::newRow("the one after, 3 years: 1,676 W in 1,500–2,000 W (seed L1740)") << 3.0 << 1675.3 << 1500.0 << 2000.0;
        QTest::newRow("the one after, 4 years: 1,991 W in 1,500–2,000 W (seed L1740)") << 4.0 << 1989.8 << 1500.0 << 2000.0;
    }
    void tdpProjection()
    {
        QFETCH(double, years);
        QFETCH(double, expected);
        QFETCH(double, lo);
        QFETCH(double, hi);
        const double w = projectedTdp(kB200, tdpAnnualGrowth(kV100, kB200, 7.0), years).si();
        FLEET_COMPARE_REL(w, expected, 0.001);
        QVERIFY2(inRange(w, lo, hi, 0.02), qPrintable(QString::number(w)));
    }

    // h100_heat_flux (seed L1750), b200_vs_h100_package_power (seed L1752).
    void heatFlux_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        QTest::newRow("700 W over 814 mm²: 86 W/cm² (seed L1750)") << heatFluxWPerCm2(kH100, 814.0) << 86.0 << 0.005;
        QTest::newRow("8.6× a 10 W/cm² stove top (seed L1750)") << heatFluxWPerCm2(kH100, 814.0) / 10.0 << 8.6 << 0.005;
        QTest::newRow("rough 29 × 28 mm die: 812 mm² → 86 W/cm² (seed L1750)") << heatFluxWPerCm2(kH100, 29.0 * 28.0)
                                                                               << 86.0 << 0.005;
        QTest::newRow("B200 1,000 W vs H100 700 W: +43 % per package (seed L1752)") << tdpMultiple(kH100, kB200) - 1.0
                                                                                   << 0.43 << 0.01;
    }
    void heatFlux()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }

    // ten_k_cluster_power_and_footprint (seed L1758-1760): 10,000 H100 draw 7–10 MW in about 300 racks.
    void tenKCluster()
    {
        PowerChainInputs in = dgxH100(10000.0 / 8.0);
        const PowerChain c = powerChain(in);
        // GPUs alone: 7.0 MW, the low end of "7–10 MW" (tolerance 0: inside the range).
        FLEET_COMPARE_REL(c.acceleratorsW, 7.0e6, 1e-12);
        QVERIFY(inRange(c.acceleratorsW, 7e6, 10e6));
        // 32 GPUs per rack: 312.5 racks, "about 300" within the example's 5 %; whole racks: 313.
        FLEET_COMPARE_REL(10000.0 / 32.0, 300.0, 0.05);
        FLEET_COMPARE_REL(c.racks, 313.0, 1e-12);
        FLEET_COMPARE_REL(c.racks, 300.0, 0.05);
        // With the DGX node overhead the same GPUs draw 1,250 × 8,375 W = 10.47 MW: just above the range, whose
        // low end is the GPUs only.
        FLEET_COMPARE_REL(c.itW, 1250.0 * 8375.0, 1e-12);
        QVERIFY(c.itW > 10e6);
    }

    // power_cap_saving (seed L1766), book_inconsistent: 1 − 600/700 = 14.3 %, printed "15 %".
    void powerCap_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        const Watts capped = cappedAcceleratorPower(kH100, 600.0);
        QTest::newRow("cap 600 W of 700 W: 14.3 % saved (seed L1766; book 15 %)") << powerCapSaving(kH100, capped)
                                                                                 << 1.0 / 7.0 << 1e-12;
        QTest::newRow("linear model: 14.3 % of peak lost, inside '10–15 %' (seed L1766)")
            << 1.0 - throttledPerformanceFraction(capped, kH100) << 1.0 / 7.0 << 1e-12;
        // A 7 MW GPU budget feeds 10,000 H100 at 700 W, 11,666 at 600 W: "more GPUs in a fixed budget".
        QTest::newRow("fixed 7 MW budget: 10,000 at 700 W (seed L1766)") << acceleratorsWithinBudget(watts(7e6), kH100)
                                                                         << 10000.0 << 1e-12;
        QTest::newRow("fixed 7 MW budget: 11,666 at 600 W (seed L1766)") << acceleratorsWithinBudget(watts(7e6), capped)
                                                                         << 11666.0 << 1e-12;
        QTest::newRow("a cap above the TDP does nothing") << cappedAcceleratorPower(kH100, 800.0).si() << 700.0 << 1e-12;
        QTest::newRow("cap 0 = uncapped") << cappedAcceleratorPower(kH100, 0.0).si() << 700.0 << 1e-12;
    }
    void powerCap()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }
    void powerCapDiffersFromTheBook()
    {
        const double saving = powerCapSaving(kH100, watts(600));
        QVERIFY(!fleet::test::relClose(saving, 0.15, 0.01)); // 14.3 % is not "15 %" within 1 %
        QVERIFY(inRange(1.0 - throttledPerformanceFraction(watts(600), kH100), 0.10, 0.15));
    }

    // operand_fetch_energy (seed L1832, L1844): one FP16 operand from HBM / DRAM vs one 1 pJ MAC.
    void operandFetchEnergy_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        const double hbm = bitMoveEnergy(16, kSeedHbmJoulesPerBit).si();
        const double dram = bitMoveEnergy(16, kSeedDramJoulesPerBit).si();
        const double mac = macEnergy(1).si();
        QTest::newRow("HBM: 16 bit × 4 pJ = 64 pJ (seed L1844)") << hbm * 1e12 << 64.0;
        QTest::newRow("DRAM: 16 bit × 20 pJ = 320 pJ (seed L1844)") << dram * 1e12 << 320.0;
        QTest::newRow("HBM fetch = 64 MACs (seed L1832, L1844)") << hbm / mac << 64.0;
        QTest::newRow("DRAM fetch = 320 MACs (seed L1844)") << dram / mac << 320.0;
    }
    void operandFetchEnergy()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-4);
    }

    // h100_power_split (seed L1838), book_inconsistent: 400–500 W memory + 150–250 W tensor cores in 700 W.
    void powerSplit_data()
    {
        QTest::addColumn<double>("memory");
        QTest::addColumn<double>("tensor");
        QTest::addColumn<double>("expected");
        QTest::newRow("low ends: 700 − 400 − 150 = 150 W left (seed L1838)") << 400.0 << 150.0 << 150.0;
        QTest::newRow("high ends: 700 − 500 − 250 = −50 W, infeasible (seed L1838)") << 500.0 << 250.0 << -50.0;
    }
    void powerSplit()
    {
        QFETCH(double, memory);
        QFETCH(double, tensor);
        QFETCH(double, expected);
        const double rest = powerRemainder(kH100, watts(memory), watts(tensor)).si();
        FLEET_COMPARE_REL(rest, expected, 1e-12);
        // The book wants a positive remainder for clocks, I/O and leakage at both ends; only the low ends have one.
        QCOMPARE(rest > 0.0, expected > 0.0);
    }

    // token_energy_175b (seed L1846-1856); token_energy_mac_count_typo (L1850) and hbm_energy_per_bit_conflict
    // (L1434, L1472 vs L1848), both book_inconsistent.
    void tokenEnergy_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        const Joules move = weightStreamEnergy(bytes(350e9));
        const Joules comp = macEnergy(decodeMacsPerToken(175e9));
        QTest::newRow("350 GB × 8 × 4 pJ/bit = 11.2 J (seed L1848)") << move.si() << 11.2 << 0.001;
        QTest::newRow("175e9 MAC × 1 pJ = 0.175 J (seed L1852)") << comp.si() << 0.175 << 0.001;
        QTest::newRow("moving the weights costs 64× the arithmetic (seed L1856)") << move / comp << 64.0 << 0.001;
        QTest::newRow("2 FLOP per MAC: 3.5e11 FLOP per token (seed L1850)") << 2.0 * decodeMacsPerToken(175e9) << 3.5e11
                                                                            << 0.001;
        QTest::newRow("MACs per token = P = 1.75e11 (seed L1850 prints 1.75e9)") << decodeMacsPerToken(175e9) << 1.75e11
                                                                                 << 0.01;
        QTest::newRow("at the HBM definition's 2 pJ/bit: 5.6 J (seed L1434, L1472)")
            << weightStreamEnergy(bytes(350e9), kSeedHbmJoulesPerBitDefinition).si() << 5.6 << 0.001;
    }
    void tokenEnergy()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }
    void tokenEnergyDiffersFromTheBook()
    {
        // The printed 1.75e9 MAC is a factor 100 below P; the printed 11.2 J needs 4 pJ/bit, not the 2 pJ/bit of
        // the HBM definition.
        QVERIFY(!fleet::test::relClose(decodeMacsPerToken(175e9), 1.75e9, 0.01));
        FLEET_COMPARE_REL(decodeMacsPerToken(175e9) / 1.75e9, 100.0, 1e-12);
        QVERIFY(!fleet::test::relClose(weightStreamEnergy(bytes(350e9), kSeedHbmJoulesPerBitDefinition).si(), 11.2, 0.01));
    }

    // rack_power_dgx_h100 (seed L2219-2232), rack_node_power_cross_check (seed L2244).
    void rackPower_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        const PowerChain rack = powerChain(dgxH100(4));
        const PowerChain cluster = powerChain(dgxH100(1024.0 / 8.0));
        QTest::newRow("32 × 700 W = 22.4 kW of GPUs per rack (seed L2232)") << rack.acceleratorsW << 22.4e3 << 0.002;
        QTest::newRow("rack 22.4 + 11.1 = 33.5 kW (seed L2224, L2232)") << rack.rackW << 33.5e3 << 0.002;
        QTest::newRow("node 33.5 / 4 = 8.4 kW (seed L2244)") << rack.nodeW << 8.4e3 << 0.005;
        QTest::newRow("1,024 GPUs: 32 racks (seed L2228)") << cluster.racks << 32.0 << 0.002;
        QTest::newRow("1,024 GPUs: 32 × 33.5 kW ≈ 1.1 MW (seed L2228)") << cluster.itW << 1.1e6 << 0.03;
        QTest::newRow("1,024 GPUs: 1,072 kW exactly") << cluster.itW << 32.0 * 33.5e3 << 1e-12;
    }
    void rackPower()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }
    void rackPowerInTheBooksRange()
    {
        // "33–40 kW per rack" (seed L2232); at rated node power 4 × 10.2 kW = 40.8 kW, just above it (catalog note).
        QVERIFY(inRange(powerChain(dgxH100(4)).rackW, 33e3, 40e3));
        PowerChainInputs rated = dgxH100(4);
        rated.useRatedNodePower = true;
        rated.ratedNodePower = watts(10.2e3);
        FLEET_COMPARE_REL(powerChain(rated).rackW, 40.8e3, 1e-12);
    }

    // rack_layout_counts (seed L2242): 42U − 4 × 8U = 10U for switches, cabling and PDUs.
    void rackLayout() { FLEET_COMPARE_REL(rackFreeUnits(8, 4), 10.0, 1e-4); }

    // rack_vs_air_cooling (seed L2236, L1756): 33.5 kW against the ~30 kW air ceiling; ≈ 33 1-kW heaters.
    void rackVsAir_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        const double rack = powerChain(dgxH100(4)).rackW;
        QTest::newRow("1.12× over the 30 kW air ceiling (seed L2236)") << rack / kSeedEngineeredAirRackLimitWatts
                                                                       << 33.5 / 30.0 << 1e-9;
        QTest::newRow("about 33 one-kilowatt heaters (seed L1756)") << rack / 1e3 << 33.0 << 0.02;
    }
    void rackVsAir()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
        QVERIFY(!rackWithinLimit(watts(powerChain(dgxH100(4)).rackW), watts(kSeedEngineeredAirRackLimitWatts)));
    }

    // pod_1024_nodes (seed L2288): 8,192 GPUs in about 250 racks drawing 7–10 MW.
    void pod1024Nodes()
    {
        const PowerChain c = powerChain(dgxH100(1024));
        FLEET_COMPARE_REL(c.acceleratorsW / kH100.si(), 8192.0, 1e-4); // GPUs
        FLEET_COMPARE_REL(c.racks, 256.0, 1e-12);
        FLEET_COMPARE_REL(c.racks, 250.0, 0.03); // "about 250"
        FLEET_COMPARE_REL(c.itW, 256.0 * 33.5e3, 1e-12); // 8.58 MW
        QVERIFY(inRange(c.itW, 7e6, 10e6));
    }

    // serdes_power_share (seed L2629): 75 kW of links is 10.5 % of the GPUs' 716.8 kW (7.0 % of 1.07 MW).
    void serdesPowerShare_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        QTest::newRow("75 kW / (1,024 × 700 W) = 10.5 % (seed L2629)") << powerShare(watts(75e3), watts(1024 * 700.0))
                                                                       << 0.105 << 0.005;
        QTest::newRow("75 kW / 1,072 kW of node power = 7.0 % (seed L2228, L2629)")
            << powerShare(watts(75e3), watts(powerChain(dgxH100(128)).itW)) << 0.07 << 0.005;
    }
    void serdesPowerShare()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }

    // ---- Consistency ----------------------------------------------------------------------------------------
    void facilityIsItTimesPue_data()
    {
        QTest::addColumn<double>("pue");
        QTest::newRow("PUE 1.0: no overhead (Eq. 2.2, seed L1722)") << 1.0;
        QTest::newRow("PUE 1.08: direct liquid (seed L2480)") << 1.08;
        QTest::newRow("PUE 1.5: the seed's example (L1724)") << 1.5;
        QTest::newRow("PUE 2.0: air at 50 % delivered (seed L2480)") << 2.0;
    }
    void facilityIsItTimesPue()
    {
        QFETCH(double, pue);
        PowerChainInputs in = dgxH100(1024);
        in.pue = pue;
        in.fabric = watts(kFabricW);
        in.fabricSwitch = watts(kFabricW);
        in.leafSwitchFraction = kLeafFraction;
        const PowerChain c = powerChain(in);
        FLEET_COMPARE_REL(c.facilityW, c.itW * pue, 1e-12);
        FLEET_COMPARE_REL(c.pueOverheadW, c.itW * (pue - 1.0), 1e-12);
        // The waterfall adds up: accelerators + node overheads + fabric + PUE overhead = facility.
        FLEET_COMPARE_REL(c.acceleratorsW + c.nonAcceleratorW + c.fabricW + c.pueOverheadW, c.facilityW, 1e-12);
        FLEET_COMPARE_REL(c.itW, 1024.0 * 8375.0 + kFabricW, 1e-12);
    }

    void racksAreCeiled_data()
    {
        QTest::addColumn<double>("nodes");
        QTest::addColumn<double>("perRack");
        QTest::addColumn<double>("racks");
        QTest::newRow("1,024 / 4 = 256 (seed L2288)") << 1024.0 << 4.0 << 256.0;
        QTest::newRow("1,025 / 4 → 257: a partly filled rack") << 1025.0 << 4.0 << 257.0;
        QTest::newRow("1 node still needs a rack") << 1.0 << 4.0 << 1.0;
        QTest::newRow("1,250 / 4 → 313 (seed L1760: about 300)") << 1250.0 << 4.0 << 313.0;
        QTest::newRow("7 / 8 → 1") << 7.0 << 8.0 << 1.0;
    }
    void racksAreCeiled()
    {
        QFETCH(double, nodes);
        QFETCH(double, perRack);
        QFETCH(double, racks);
        FLEET_COMPARE_REL(racksFor(nodes, perRack), racks, 1e-12);
    }

    // Which catalog cooling a rack needs: the least capable type whose limit holds it (≤ is enough).
    void coolingLimitSwitch_data()
    {
        QTest::addColumn<double>("rackKw");
        QTest::addColumn<QString>("cooling");
        QTest::newRow("8 kW: legacy room air (seed L2224)") << 8.0 << "air-legacy";
        QTest::newRow("exactly 30 kW: engineered air (seed L2236)") << 30.0 << "air";
        QTest::newRow("30.001 kW: beyond air (seed L2236)") << 30.001 << "rear-door";
        QTest::newRow("33.5 kW DGX H100 rack: beyond air (seed L2236)") << 33.5 << "rear-door";
        QTest::newRow("90 kW: immersion (100 kW)") << 90.0 << "immersion";
        QTest::newRow("130 kW Blackwell-class: direct liquid (seed L2424)") << 130.0 << "direct-liquid";
        QTest::newRow("200 kW: none") << 200.0 << "";
    }
    void coolingLimitSwitch()
    {
        QFETCH(double, rackKw);
        QFETCH(QString, cooling);
        const Catalog c = testCatalog();
        const Cooling* k = coolingThatRemoves(c, watts(rackKw * 1e3));
        QCOMPARE(k ? QString::fromStdString(k->id) : QString(), cooling);
        QCOMPARE(rackWithinLimit(watts(rackKw * 1e3), airRackLimit(c)), rackKw <= 30.0);
    }

    void airLimitFallsBackToTheSeed()
    {
        Catalog c = testCatalog();
        FLEET_COMPARE_REL(airRackLimit(c).si(), 30e3, 1e-12);
        c.cooling[1].rackLimit = watts(25e3); // the "air" row rules when present
        FLEET_COMPARE_REL(airRackLimit(c).si(), 25e3, 1e-12);
        c.cooling.erase(c.cooling.begin() + 1);
        FLEET_COMPARE_REL(airRackLimit(c).si(), kSeedEngineeredAirRackLimitWatts, 1e-12);
    }

    // Q = P / (c_p · ΔT): 1 MW at 10 K → 1e6 / (4,186 · 10) = 23.89 kg/s = 23.89 L/s = 1,433.3 L/min.
    void coolantFlow_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::newRow("1 MW, ΔT 10 K: 23.89 L/s") << coolantLitresPerSecond(watts(1e6), 10.0) << 23.889154;
        QTest::newRow("1 MW, ΔT 10 K: 1,433.3 L/min") << coolantLitresPerMinute(watts(1e6), 10.0) << 1433.3493;
        QTest::newRow("ΔT 20 K halves the flow") << coolantLitresPerMinute(watts(1e6), 20.0) << 1433.3493 / 2.0;
        QTest::newRow("33.5 kW rack at 80 % liquid, ΔT 10 K: 38.4 L/min")
            << coolantLitresPerMinute(watts(0.8 * 33.5e3), 10.0) << 0.8 * 33.5e3 * 60.0 / 41860.0;
    }
    void coolantFlow()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-6);
    }

    void coolingCounts_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::newRow("7.68 MW of liquid heat, 1 MW CDUs: 8") << cdusFor(watts(7.68e6), watts(1e6)) << 8.0;
        QTest::newRow("exactly 2 MW: 2 CDUs") << cdusFor(watts(2e6), watts(1e6)) << 2.0;
        QTest::newRow("no liquid heat: no CDU") << cdusFor(Watts{}, watts(1e6)) << 0.0;
        QTest::newRow("WUE 0.3 L/kWh at 1 MW: 300 L/h") << waterLitresPerHour(watts(1e6), 0.3) << 300.0;
        // 4 × DGX H100 under 30 kW of air: the accelerators keep (30 − 11.1) / 22.4 = 84.4 % of their power,
        // (30 − 12.7) / 22.4 = 77.2 % with the 1.6 kW leaf switch.
        QTest::newRow("33.5 kW rack under 30 kW: 84.4 % (seed L2236, L1732)")
            << rackSustainedAcceleratorFraction(watts(30e3), watts(33.5e3), watts(22.4e3)) << 18.9 / 22.4;
        QTest::newRow("35.1 kW rack under 30 kW: 77.2 %")
            << rackSustainedAcceleratorFraction(watts(30e3), watts(35.1e3), watts(22.4e3)) << 17.3 / 22.4;
        QTest::newRow("within the limit: no throttling")
            << rackSustainedAcceleratorFraction(watts(150e3), watts(35.1e3), watts(22.4e3)) << 1.0;
        QTest::newRow("one accelerator, 500 of 700 W removed = the seed's 71.4 % (L1732)")
            << rackSustainedAcceleratorFraction(watts(500), kH100, kH100) << 5.0 / 7.0;
        QTest::newRow("leaf share: 1.024 MW × 256/640 / 256 racks = 1.6 kW")
            << inRackSwitchPower(watts(kFabricW), kLeafFraction, 256).si() << 1600.0;
        QTest::newRow("leaf share unknown: 0")
            << inRackSwitchPower(watts(kFabricW), std::numeric_limits<double>::quiet_NaN(), 256).si() << 0.0;
    }
    void coolingCounts()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-9);
    }

    void ratedNodePowerAndAverages()
    {
        PowerChainInputs in = dgxH100(1);
        in.useRatedNodePower = true;
        in.ratedNodePower = watts(10.2e3);
        in.capWatts = 600;
        PowerChain c = powerChain(in);
        QVERIFY(c.ratedNodePowerUsed);
        FLEET_COMPARE_REL(c.nodeW, 10.2e3 - 8 * 100.0, 1e-12); // the cap lowers the GPUs' share of the rating
        FLEET_COMPARE_REL(c.nodeOverheadW, 10.2e3 - 8 * 700.0, 1e-12);
        in.ratedNodePower = Watts{}; // no rating: TDP + overhead
        c = powerChain(in);
        QVERIFY(!c.ratedNodePowerUsed);
        FLEET_COMPARE_REL(c.nodeW, 8 * 600.0 + 2775.0, 1e-12);
        // DVFS: accelerators average min(f · TDP, P_acc); the rest is unchanged.
        in = dgxH100(1);
        in.averageFraction = 0.8;
        c = powerChain(in);
        FLEET_COMPARE_REL(c.averageAcceleratorW, 560.0, 1e-12);
        FLEET_COMPARE_REL(c.averageNodeW, 8 * 560.0 + 2775.0, 1e-12);
        in.capWatts = 500; // a cap below the average
        FLEET_COMPARE_REL(powerChain(in).averageAcceleratorW, 500.0, 1e-12);
    }

    // ---- power.* and cooling.* results ------------------------------------------------------------------------
    // The default plan: 1,024 DGX H100 (8,192 H100) in 256 racks of 4, direct-liquid cooling, PUE 1.2, ΔT 10 K,
    // the fabric of tst_fabric (1.024 MW, 256 leaves of 640 switches).
    void defaultPlanResults_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("expected");
        const double it = 1024.0 * 8375.0 + kFabricW;                       // 9.6 MW
        const double avgIt = 1024.0 * (8 * 560.0 + 2775.0) + kFabricW;      // 8.453 MW
        QTest::newRow("accelerator 700 W") << "power.accelerator_w" << 700.0;
        QTest::newRow("node overhead 2,775 W (seed L2232)") << "power.node_overhead_w" << 2775.0;
        QTest::newRow("node 8,375 W (seed L2244)") << "power.node_w" << 8375.0;
        QTest::newRow("racks 256 (seed L2288)") << "power.racks" << 256.0;
        QTest::newRow("in-rack leaf switch 1.6 kW") << "power.rack_switch_w" << 1600.0;
        QTest::newRow("rack 33.5 + 1.6 kW (seed L2224)") << "power.rack_w" << 35100.0;
        QTest::newRow("accelerators 8,192 × 700 W") << "power.accelerators_w" << 8192.0 * 700.0;
        QTest::newRow("node overheads 1,024 × 2,775 W") << "power.non_accelerator_w" << 1024.0 * 2775.0;
        QTest::newRow("fabric 1.024 MW") << "power.fabric_w" << kFabricW;
        QTest::newRow("IT 8.576 + 1.024 = 9.6 MW") << "power.it_w" << it;
        QTest::newRow("PUE overhead 0.2 × 9.6 MW") << "power.pue_overhead_w" << 0.2 * it;
        QTest::newRow("facility 1.2 × 9.6 = 11.52 MW (Eq. 2.2)") << "power.facility_w" << 1.2 * it;
        QTest::newRow("fabric share 10.7 %") << "power.fabric_fraction" << kFabricW / it;
        QTest::newRow("average accelerator 0.8 × 700 W (seed L1766)") << "power.average_accelerator_w" << 560.0;
        QTest::newRow("average IT") << "power.average_it_w" << avgIt;
        QTest::newRow("average facility") << "power.average_facility_w" << 1.2 * avgIt;
        QTest::newRow("energy per hour") << "power.energy_per_hour_j" << 1.2 * avgIt * 3600.0;
        QTest::newRow("uncapped: nothing saved") << "power.cap_saving_fraction" << 0.0;
        QTest::newRow("uncapped: full performance") << "power.cap_performance_fraction" << 1.0;
        QTest::newRow("uncapped: no extra accelerators") << "power.cap_extra_accelerators_fraction" << 0.0;
        QTest::newRow("175B FP16 token: 11.2 J moved (seed L1848)") << "power.decode_token_move_j" << 11.2;
        QTest::newRow("175B token: 0.175 J of MACs (seed L1852)") << "power.decode_token_compute_j" << 0.175;
        QTest::newRow("64× (seed L1856)") << "power.decode_move_to_compute_ratio" << 64.0;
        QTest::newRow("direct liquid: 150 kW per rack") << "cooling.rack_limit_w" << 150e3;
        QTest::newRow("35.1 kW > 30 kW: air is not enough (seed L2236)") << "cooling.air_sufficient" << 0.0;
        QTest::newRow("no throttling under liquid") << "cooling.throttle_fraction" << 1.0;
        QTest::newRow("heat flux 86 W/cm² (seed L1750)") << "cooling.heat_flux_w_per_cm2" << 700.0 / 8.14;
        QTest::newRow("liquid heat 0.8 × 9.6 MW") << "cooling.liquid_heat_w" << 0.8 * it;
        QTest::newRow("coolant 11,008 L/min") << "cooling.coolant_l_per_min" << 0.8 * it / (4186.0 * 10.0) * 60.0;
        QTest::newRow("coolant per rack 40.2 L/min") << "cooling.coolant_l_per_min_per_rack"
                                                     << 0.8 * 35100.0 / (4186.0 * 10.0) * 60.0;
        QTest::newRow("CDUs ceil(7.68) = 8") << "cooling.cdus" << 8.0;
        QTest::newRow("water 0.3 L/kWh × 8,453 kWh") << "cooling.water_l_per_hour" << 0.3 * avgIt / 1e3;
    }
    void defaultPlanResults()
    {
        QFETCH(QString, key);
        QFETCH(double, expected);
        const Results r = evaluatePower(Scenario{}, testCatalog());
        QVERIFY(r.issues().empty());
        FLEET_COMPARE_REL(valueOf(r, qPrintable(key)), expected, 1e-9);
    }

    void contractKeysAndDerivations()
    {
        const Catalog c = testCatalog();
        for (const char* cooling : {"direct-liquid", "air", "immersion"}) {
            Scenario s;
            s.fleet.cooling = cooling;
            const Results r = evaluatePower(s, c);
            for (const char* key : {"power.node_w", "power.rack_w", "power.racks", "power.it_w", "power.facility_w",
                                    "cooling.air_sufficient", "cooling.coolant_l_per_min"})
                QVERIFY2(r.has(key), key);
            QCOMPARE(std::string(r.find("cooling.air_sufficient")->unit), std::string("bool"));
            const DerivationCheck check = checkDerivations(r, {"power.", "cooling."}, {.othersFail = true});
            QVERIFY2(check.ok(), check.failure.c_str());
            const int keys = check.keys;
            QVERIFY(keys >= 30);
            FLEET_COMPARE_REL(valueOf(r, "power.facility_w"), valueOf(r, "power.it_w") * s.facility.pue, 1e-12);
            FLEET_COMPARE_REL(valueOf(r, "power.accelerators_w") + valueOf(r, "power.non_accelerator_w") +
                                  valueOf(r, "power.fabric_w") + valueOf(r, "power.pue_overhead_w"),
                              valueOf(r, "power.facility_w"), 1e-12);
        }
    }

    void facilityFollowsPue_data()
    {
        QTest::addColumn<double>("pue");
        QTest::newRow("PUE 1.08 (seed L2480)") << 1.08;
        QTest::newRow("PUE 1.5 (seed L1724)") << 1.5;
    }
    void facilityFollowsPue()
    {
        QFETCH(double, pue);
        Scenario s;
        s.facility.pue = pue;
        const Results r = evaluatePower(s, testCatalog());
        FLEET_COMPARE_REL(valueOf(r, "power.facility_w"), pue * (1024.0 * 8375.0 + kFabricW), 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.pue_overhead_w"), (pue - 1.0) * (1024.0 * 8375.0 + kFabricW), 1e-9);
    }

    // Air cooling for 35.1 kW racks: a warning on fleet.cooling naming the type that would suffice.
    void airCoolingWarns()
    {
        Scenario s;
        s.fleet.cooling = "air";
        const Results r = evaluatePower(s, testCatalog());
        const Issue* i = issueOn(r, "fleet.cooling");
        QVERIFY(i);
        QCOMPARE(i->severity, Severity::Warning);
        const QString msg = QString::fromStdString(i->message());
        QVERIFY2(msg.startsWith(QStringLiteral("fleet.cooling:")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("'rear-door'")), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("fleet.nodesPerRack to 3")), qPrintable(msg));
        QCOMPARE(valueOf(r, "cooling.air_sufficient"), 0.0);
        FLEET_COMPARE_REL(valueOf(r, "cooling.throttle_fraction"), 17.3 / 22.4, 1e-9);
        // Air removes no heat by liquid: no flow, no CDUs.
        QCOMPARE(valueOf(r, "cooling.coolant_l_per_min"), 0.0);
        QCOMPARE(valueOf(r, "cooling.cdus"), 0.0);
        // Three nodes per rack fit under the air ceiling: 3 × 8,375 W + the leaf share of 342 racks.
        s.fleet.nodesPerRack = 3;
        const Results r3 = evaluatePower(s, testCatalog());
        QVERIFY(!issueOn(r3, "fleet.cooling"));
        QCOMPARE(valueOf(r3, "cooling.air_sufficient"), 1.0);
        FLEET_COMPARE_REL(valueOf(r3, "power.rack_w"), 3 * 8375.0 + kFabricW * kLeafFraction / 342.0, 1e-12);
        // A rack beyond every catalog type: the warning says so.
        s.fleet.nodesPerRack = 20;
        s.fleet.cooling = "direct-liquid";
        const Results r20 = evaluatePower(s, testCatalog());
        const Issue* none = issueOn(r20, "fleet.cooling");
        QVERIFY(none);
        QVERIFY(QString::fromStdString(none->message()).contains(QStringLiteral("no cooling type in the catalog")));
        QVERIFY(issueOn(r20, "fleet.nodesPerRack")); // 20 × 8U > 42U
    }

    void immersionCarriesAllHeat()
    {
        Scenario s;
        s.fleet.cooling = "immersion";
        const Results r = evaluatePower(s, testCatalog());
        const double it = 1024.0 * 8375.0 + kFabricW;
        FLEET_COMPARE_REL(valueOf(r, "cooling.coolant_l_per_min"), coolantLitresPerMinute(watts(it), 10.0), 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "cooling.cdus"), 10.0, 1e-12); // ceil(9.6)
        s.facility.coolantDeltaT = 20.0;
        FLEET_COMPARE_REL(valueOf(evaluatePower(s, testCatalog()), "cooling.coolant_l_per_min"),
                          coolantLitresPerMinute(watts(it), 10.0) / 2.0, 1e-12);
    }

    void cappedPlan()
    {
        Scenario s;
        s.power.capWatts = 600; // seed L1766
        const Results r = evaluatePower(s, testCatalog());
        QVERIFY(r.issues().empty());
        FLEET_COMPARE_REL(valueOf(r, "power.accelerator_w"), 600.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.node_w"), 7575.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.cap_saving_fraction"), 1.0 / 7.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.cap_performance_fraction"), 6.0 / 7.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.cap_extra_accelerators_fraction"), 8375.0 / 7575.0 - 1.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "cooling.heat_flux_w_per_cm2"), 600.0 / 8.14, 1e-12);
        // A cap at or above the TDP: an Info issue, no effect.
        s.power.capWatts = 800;
        const Results r800 = evaluatePower(s, testCatalog());
        const Issue* i = issueOn(r800, "power.capWatts");
        QVERIFY(i);
        QCOMPARE(i->severity, Severity::Info);
        FLEET_COMPARE_REL(valueOf(r800, "power.accelerator_w"), 700.0, 1e-12);
    }

    void ratedNodePowerResults()
    {
        Scenario s;
        s.power.useRatedNodePower = true;
        Results r = evaluatePower(s, testCatalog());
        QVERIFY(r.issues().empty());
        FLEET_COMPARE_REL(valueOf(r, "power.node_w"), 10.2e3, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.node_overhead_w"), 4.6e3, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.rack_w"), 40.8e3 + 1600.0, 1e-12);
        // A generic node states no rating: TDP + overhead, with a warning.
        r = evaluatePower(s, testCatalog(), kFabricW, kFabricW, kLeafFraction, false);
        const Issue* i = issueOn(r, "power.useRatedNodePower");
        QVERIFY(i);
        QCOMPARE(i->severity, Severity::Warning);
        FLEET_COMPARE_REL(valueOf(r, "power.node_w"), 8375.0, 1e-12);
    }

    void unknownFabricShare()
    {
        // Without the fabric's switch split no switch power is charged to the racks: the seed's 33.5 kW rack.
        const Results r = evaluatePower(Scenario{}, testCatalog(), kFabricW, kFabricW,
                                        std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(valueOf(r, "power.rack_switch_w"), 0.0);
        FLEET_COMPARE_REL(valueOf(r, "power.rack_w"), 33.5e3, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "power.it_w"), 1024.0 * 8375.0 + kFabricW, 1e-12);
        // No fabric at all: the IT load is the nodes, as in the seed's 8.58 MW (L2288).
        const Results bare = evaluatePower(Scenario{}, testCatalog(), 0.0, 0.0, 0.0);
        FLEET_COMPARE_REL(valueOf(bare, "power.it_w"), 256.0 * 33.5e3, 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestPower)
#include "tst_power.moc"
