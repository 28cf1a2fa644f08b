// Network fabrics, seed §3 Level 3 "Switches and topology" (L2738-2851) and Level 4 risks (L2913-2957):
// fat-tree sizing (L2766-2811), bisection (L2748-2805), rail-optimized (L2813-2839), dragonfly and torus
// (L2845-2849), incast (L2913), PFC storm (L2927-2945), ECMP (L2957); then fabric.* results with catalog rows.
#include "DerivationChecks.h"
#include "ResultLookup.h"
#include "Tolerance.h"
#include "fabric/FabricResults.h"
#include "fabric/Topology.h"

#include <cmath>

using namespace fleet;

namespace {

FabricSizing size(FabricTopology t, std::int64_t n, std::int64_t radix, std::int64_t tiers, double r = 1.0,
                  std::int64_t perNode = 8, std::int64_t nodesPerRack = 4)
{
    FabricSpec s;
    s.topology = t;
    s.accelerators = n;
    s.acceleratorsPerNode = perNode;
    s.nodesPerRack = nodesPerRack;
    s.radix = radix;
    s.tiers = tiers;
    s.oversubscription = r;
    return sizeFabric(s);
}

FabricSizing fatTree(std::int64_t n, std::int64_t radix, std::int64_t tiers, double r = 1.0)
{
    return size(FabricTopology::FatTree, n, radix, tiers, r);
}

const BytesPerSecond kNdr = bytesPerSecond(50e9); // 400 Gb/s per direction (seed L2531)

// The builtin rows the fabric uses (catalogs/seed/020_links.sql, 040_switches_optics.sql), in memory.
Catalog testCatalog()
{
    Catalog c;
    Link ndr;
    ndr.id = "ib-ndr";
    ndr.name = "InfiniBand NDR 400 Gb/s";
    ndr.family = "infiniband";
    ndr.bandwidthPerDirection = kNdr;
    ndr.alpha = seconds(1.5e-6);
    ndr.portWatts = 25.0;
    c.links.push_back(ndr);

    Switch eth;
    eth.id = "eth-400g-sn5400";
    eth.name = "Spectrum-4 SN5400";
    eth.radix = 64;
    eth.portGbps = 400;
    eth.costUsd = 30000;
    eth.latencyNs = 600;
    c.switches.push_back(eth);
    Switch ib = eth;
    ib.id = "ib-ndr-qm9700";
    ib.name = "Quantum-2 QM9700";
    c.switches.push_back(ib);
    Switch hdr;
    hdr.id = "ib-hdr-qm8700";
    hdr.name = "Quantum QM8700";
    hdr.radix = 40;
    hdr.portGbps = 200;
    hdr.latencyNs = 600;
    c.switches.push_back(hdr);

    Optic dac;
    dac.id = "dac-400g-3m";
    dac.name = "400G DAC 3 m";
    dac.media = "dac";
    dac.reachM = 3;
    dac.gbps = 400;
    dac.powerW = 0.0;
    c.optics.push_back(dac);
    Optic sr4;
    sr4.id = "sr4-400g-50m";
    sr4.name = "400G SR4";
    sr4.media = "pluggable";
    sr4.reachM = 50;
    sr4.gbps = 400;
    sr4.powerW = 8.0;
    c.optics.push_back(sr4);
    Optic book;
    book.id = "pluggable-400g-book";
    book.name = "400G pluggable (book)";
    book.media = "pluggable";
    book.reachM = 100;
    book.gbps = 400;
    book.powerW = 20.0;
    book.costUsd = 500.0;
    c.optics.push_back(book);
    return c;
}

Results evaluateFabric(const Scenario& s, const Catalog& c)
{
    ResolvedFleet f;
    f.scaleOut = c.link("ib-ndr");
    f.acceleratorCount = static_cast<double>(s.acceleratorCount());
    Results out;
    addFabricResults(s, f, c, out);
    return out;
}

using fleet::test::valueOf;
using fleet::test::checkDerivations;
using fleet::test::DerivationCheck;

} // namespace

class TestFabric : public QObject {
    Q_OBJECT
private slots:
    // fat_tree_k64 (seed L2782-2792, L2811, L2849)
    void fatTreeK64_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        const double switches = static_cast<double>(fatTree(65536, 64, 3).switches());
        QTest::newRow("two tiers: k²/2 = 2,048 hosts (seed L2782)") << double(fatTreeMaxHosts(64, 2)) << 2048.0 << 1e-4;
        QTest::newRow("pod: (k/2)² = 1,024 hosts (seed L2792)") << double(fatTreePodHosts(64)) << 1024.0 << 1e-4;
        QTest::newRow("three tiers: k³/4 = 65,536 hosts (seed L2782)") << double(fatTreeMaxHosts(64, 3)) << 65536.0 << 1e-4;
        QTest::newRow("full three-tier tree: 5k²/4 = 5,120 switches (seed L2811)") << switches << 5120.0 << 1e-4;
        QTest::newRow("closed form 5k²/4 = 5,120 (seed L2811)") << double(fatTreeFullSwitches(64, 3)) << 5120.0 << 1e-4;
        // 5,120 × $10k-$50k = $51.2M-$256M, the book's "$50M-$250M" (tolerance 3 % per the example)
        QTest::newRow("switch cost at $10k: ~$50M (seed L2811)") << switches * 10e3 << 50e6 << 0.03;
        QTest::newRow("switch cost at $50k: ~$250M (seed L2811)") << switches * 50e3 << 250e6 << 0.03;
        // "Two 2,048-GPU pods" for 4,096 GPUs (seed L2849) counts two-tier blocks of k²/2.
        QTest::newRow("4,096 GPUs = 2 two-tier blocks (seed L2849)")
            << std::ceil(4096.0 / double(fatTreeMaxHosts(64, 2))) << 2.0 << 1e-4;
        // The non-blocking build of those 4,096 GPUs: 4 pods of (k/2)², 128 leaf + 128 agg + 64 core.
        QTest::newRow("4,096 GPUs built as 4 pods of 1,024 (seed L2792, L2849)") << double(fatTree(4096, 64, 3).pods)
                                                                                  << 4.0 << 1e-4;
    }
    void fatTreeK64()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(actual, expected, tol);
    }

    // tor_radix_split (seed L2766-2770): 64 ports → 32 down / 32 up, 1:1; 1,024 GPUs → 32 racks of 32.
    void torRadixSplit_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        const LeafPorts p = leafPortSplit(64, 1.0);
        QTest::newRow("down ports: 32 (seed L2770)") << double(p.down) << 32.0;
        QTest::newRow("up ports: 32 (seed L2770)") << double(p.up) << 32.0;
        QTest::newRow("subscription 1:1 (seed L2770)") << p.ratio() << 1.0;
        QTest::newRow("1,024 GPUs: 32 leaves = racks (seed L2770)") << double(fatTree(1024, 64, 2).switchesPerTier[0])
                                                                    << 32.0;
        // r = 3 splits 64 ports exactly into 48 down / 16 up: k·r/(r+1) and k/(r+1).
        QTest::newRow("3:1 leaf: 48 down") << double(leafPortSplit(64, 3.0).down) << 48.0;
        QTest::newRow("3:1 leaf: 16 up") << double(leafPortSplit(64, 3.0).up) << 16.0;
        // r = 4 is not integral at k = 64: 13 up (ceil 12.8), 51 down, 3.92:1, never above the requested r.
        QTest::newRow("4:1 at k = 64: 13 up") << double(leafPortSplit(64, 4.0).up) << 13.0;
    }
    void torRadixSplit()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-4);
    }

    // bisection_fat_tree_1024 (seed L2748, L2760): 1,024 × 400 Gb/s → 25.6 TB/s at 1:1, 6.4 TB/s at 4:1.
    void bisection_data()
    {
        QTest::addColumn<double>("actualTBps");
        QTest::addColumn<double>("expectedTBps");
        QTest::newRow("formula 1:1: 512 × 50 GB/s = 25.6 TB/s (seed L2748)")
            << bisectionBandwidth(1024, kNdr, 1.0).in(units::TB_per_s) << 25.6;
        QTest::newRow("formula 4:1: 6.4 TB/s (seed L2748)") << bisectionBandwidth(1024, kNdr, 4.0).in(units::TB_per_s)
                                                            << 6.4;
        QTest::newRow("sized 2-tier k = 64 at 1:1: 25.6 TB/s (seed L2748)")
            << fatTree(1024, 64, 2).bisectionLinks * kNdr.in(units::TB_per_s) << 25.6;
        // k = 80 splits exactly 64 down / 16 up at 4:1.
        QTest::newRow("sized 2-tier k = 80 at 4:1: 6.4 TB/s (seed L2748)")
            << fatTree(1024, 80, 2, 4.0).bisectionLinks * kNdr.in(units::TB_per_s) << 6.4;
    }
    void bisection()
    {
        QFETCH(double, actualTBps);
        QFETCH(double, expectedTBps);
        FLEET_COMPARE_REL(actualTBps, expectedTBps, 0.002);
    }

    void oversubscriptionLoss_data()
    {
        QTest::addColumn<double>("commFraction");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tol");
        // bisection_fat_tree_1024: 2:1 with 30 % communication loses 1 − 1/1.3 = 23.1 % (seed L2760)
        QTest::newRow("2:1, f = 30 %: 23.1 % lost (seed L2760)") << 0.3 << 2.0 << 0.231 << 0.002;
        // oversubscription_allreduce_100gb: 4:1 wastes 0.9/1.9 = 47.37 % of a $300M machine = $142.1M (seed L2805)
        QTest::newRow("4:1, f = 30 %: 47.37 % → $142.1M of $300M (seed L2805)") << 0.3 << 4.0 << 142.1e6 / 300e6
                                                                                 << 0.0005;
        QTest::newRow("1:1 loses nothing (seed L2760)") << 0.3 << 1.0 << 0.0 << 1e-12;
    }
    void oversubscriptionLoss()
    {
        QFETCH(double, commFraction);
        QFETCH(double, ratio);
        QFETCH(double, expected);
        QFETCH(double, tol);
        FLEET_COMPARE_REL(oversubscriptionThroughputLoss(commFraction, ratio), expected, tol);
    }

    // oversubscription_allreduce_100gb (seed L2795-2805): 100 GB per GPU, 1,024 GPUs at 50 GB/s.
    void oversubscriptionAllReduce_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        const Bytes crossing = bisectionCrossingBytes(1024, bytes(100e9));
        const BytesPerSecond bw11 = bisectionBandwidth(1024, kNdr, 1.0);
        const BytesPerSecond bw41 = bisectionBandwidth(1024, kNdr, 4.0);
        QTest::newRow("51,200 GB cross the bisection (seed L2801)") << crossing.in(units::GB) << 51200.0;
        QTest::newRow("BW 1:1 = 25,600 GB/s (seed L2800)") << bw11.in(units::GB_per_s) << 25600.0;
        QTest::newRow("T 1:1 = 2,000 ms (seed L2801)") << (crossing / bw11).in(units::ms) << 2000.0;
        QTest::newRow("BW 4:1 = 6,400 GB/s (seed L2802)") << bw41.in(units::GB_per_s) << 6400.0;
        QTest::newRow("T 4:1 = 8,000 ms (seed L2803)") << (crossing / bw41).in(units::ms) << 8000.0;
        QTest::newRow("4:1 is a 4× slowdown (seed L2748, L2805)") << (crossing / bw41) / (crossing / bw11) << 4.0;
    }
    void oversubscriptionAllReduce()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 0.0005);
    }

    // rail_latency_dividend (seed L2819-2829): 3 traversals × 0.6 µs = 1.8 µs vs 1 × 0.6 µs.
    void railLatencyDividend_data()
    {
        QTest::addColumn<double>("actualUs");
        QTest::addColumn<double>("expectedUs");
        QTest::newRow("fat-tree leaf–spine–leaf: 1.8 µs (seed L2825)") << switchTraversalLatency(3).in(units::us) << 1.8;
        QTest::newRow("rail-optimized: 0.6 µs (seed L2826)") << switchTraversalLatency(1).in(units::us) << 0.6;
        // The same counts from the sized fabrics: 128 nodes × 8 GPUs; the rail switches hold all 128 nodes
        // (k = 256, 128 down), as the notebook assumes, so same-rank traffic crosses one switch.
        const FabricSizing ft = fatTree(1024, 64, 2);
        const FabricSizing rail = size(FabricTopology::RailOptimized, 1024, 256, 2);
        QTest::newRow("sized fat-tree worst case: 1.8 µs (seed L2821)")
            << switchTraversalLatency(ft.maxHops).in(units::us) << 1.8;
        QTest::newRow("sized rail, same rank: 0.6 µs (seed L2821)")
            << switchTraversalLatency(rail.sameRankMaxHops).in(units::us) << 0.6;
        QTest::newRow("sized rail, cross rail: 1.8 µs (seed L2839)")
            << switchTraversalLatency(rail.crossRailMaxHops).in(units::us) << 1.8;
        QTest::newRow("dividend 3× (seed L2827)") << ft.maxHops / rail.sameRankMaxHops << 3.0;
    }
    void railLatencyDividend()
    {
        QFETCH(double, actualUs);
        QFETCH(double, expectedUs);
        FLEET_COMPARE_REL(actualUs, expectedUs, 1e-4);
    }

    // rail_partition_1024 (seed L2839): 1,024 GPUs in 128 nodes → 8 rails × 128 GPUs.
    void railPartition_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        const FabricSizing rail = size(FabricTopology::RailOptimized, 1024, 64, 2);
        QTest::newRow("8 rails (seed L2839)") << double(rail.rails) << 8.0;
        QTest::newRow("128 GPUs per rail (seed L2839)") << double(rail.hosts / rail.rails) << 128.0;
        // With 64-port switches each rail needs 4 leaves (32 nodes each): 32 leaves, 16 spines.
        QTest::newRow("k = 64: 32 rail leaves") << double(rail.switchesPerTier[0]) << 32.0;
        QTest::newRow("k = 64: same rank crosses the spine (3)") << rail.sameRankMaxHops << 3.0;
    }
    void railPartition()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-4);
    }

    // pfc_storm_probability (seed L2927-2945): 4,096 GPUs × 3 tiers = 12,288 links, 24,576 transceivers.
    void pfcStorm_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        const FabricSizing ft = fatTree(4096, 64, 3);
        const double transceivers = 2.0 * double(ft.links()); // the seed counts every link as optical
        QTest::newRow("12,288 links (seed L2935)") << double(ft.links()) << 12288.0;
        QTest::newRow("one link per GPU per tier (seed L2935)") << double(ft.linksPerTier[2]) << 4096.0;
        QTest::newRow("24,576 transceivers (seed L2935)") << transceivers << 24576.0;
        QTest::newRow("Pr(safe) = 0.782 (seed L2939)") << 1.0 - pfcStormDailyProbability(transceivers) << 0.782;
        QTest::newRow("Pr(storm) = 21.8 % (seed L2943)") << pfcStormDailyProbability(transceivers) << 0.218;
    }
    void pfcStorm()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 0.002);
    }

    // ecmp_collision (seed L2957): 8 flows on 4 paths, 4 hashed onto one → 2× slower, half the bandwidth.
    void ecmpCollision_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::newRow("ideal 2 flows per path (seed L2957)") << 8.0 / 4.0 << 2.0;
        QTest::newRow("slowdown 2× (seed L2957)") << ecmpCollisionSlowdown(8, 4, 4) << 2.0;
        QTest::newRow("effective bandwidth 0.5 (seed L2957)") << 1.0 / ecmpCollisionSlowdown(8, 4, 4) << 0.5;
        QTest::newRow("perfect spread: no slowdown (seed L2957)") << ecmpCollisionSlowdown(8, 4, 2) << 1.0;
    }
    void ecmpCollision()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-4);
    }

    // incast_fig311 (seed L2913): 256 senders × 50 GB/s onto one 400 Gb/s port.
    void incast_data()
    {
        QTest::addColumn<double>("actual");
        QTest::addColumn<double>("expected");
        QTest::newRow("offered 12.8 TB/s (seed L2913)") << (kNdr * 256.0).in(units::TB_per_s) << 12.8;
        QTest::newRow("256× oversubscribed (seed L2913)") << incastOversubscription(256, kNdr, kNdr) << 256.0;
    }
    void incast()
    {
        QFETCH(double, actual);
        QFETCH(double, expected);
        FLEET_COMPARE_REL(actual, expected, 1e-4);
    }

    // serdes_power_share (seed L2629): "~3,000 high-speed links" × 25 W = 75 kW for 1,024 GPUs. The 2-tier
    // k = 64 tree has 1,024 host-leaf ports + 2 × 1,024 leaf-spine ports = 3,072 switch ports → 76.8 kW.
    void serdesPower()
    {
        const FabricSizing ft = fatTree(1024, 64, 3);
        QCOMPARE(ft.ports, std::int64_t(3072));
        FLEET_COMPARE_REL(double(ft.ports) * 25.0 / 1e3, 75.0, 0.025);
    }

    // ---- Consistency --------------------------------------------------------------------------------------
    // Partial fleets: leaves = ceil(N / down); a partial leaf cables ceil(hosts · up / down) uplinks.
    void partialFleetSizing_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("r");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("uplinks");
        QTest::addColumn<int>("spines");
        QTest::newRow("1,000 GPUs, 1:1: 31 full leaves + 8 hosts") << 1000 << 1.0 << 32 << 31 * 32 + 8 << 16;
        QTest::newRow("1,000 GPUs, 3:1: 20 full leaves + 40 hosts") << 1000 << 3.0 << 21 << 20 * 16 + 14 << 6;
        QTest::newRow("40 GPUs fit one 64-port switch") << 40 << 1.0 << 1 << 0 << 0;
    }
    void partialFleetSizing()
    {
        QFETCH(int, n);
        QFETCH(double, r);
        QFETCH(int, leaves);
        QFETCH(int, uplinks);
        QFETCH(int, spines);
        const FabricSizing z = fatTree(n, 64, 3, r);
        QCOMPARE(z.switchesPerTier[0], std::int64_t(leaves));
        QCOMPARE(z.linksPerTier[1], std::int64_t(uplinks));
        QCOMPARE(z.switchesPerTier[1], std::int64_t(spines));
        QCOMPARE(z.switchesPerTier[2], std::int64_t(0)); // ≤ k leaves: no core
        QCOMPARE(z.tiersBuilt, std::int64_t(leaves > 1 ? 2 : 1));
    }

    void fullSizeSwitchCounts_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("tiers");
        for (int k : {8, 16, 64})
            for (int t : {2, 3})
                QTest::newRow(qPrintable(QStringLiteral("k = %1, %2 tiers at full size (seed L2782, L2811)").arg(k).arg(t)))
                    << k << t;
    }
    void fullSizeSwitchCounts()
    {
        QFETCH(int, k);
        QFETCH(int, tiers);
        const std::int64_t n = fatTreeMaxHosts(k, tiers);
        const FabricSizing z = fatTree(n, k, tiers);
        QVERIFY(z.fits);
        QCOMPARE(z.tiersBuilt, std::int64_t(tiers));
        QCOMPARE(z.switches(), fatTreeFullSwitches(k, tiers));
        if (tiers == 2) {
            QCOMPARE(n, std::int64_t(k) * k / 2);
            QCOMPARE(z.switchesPerTier[0], std::int64_t(k));     // k leaves
            QCOMPARE(z.switchesPerTier[1], std::int64_t(k / 2)); // k/2 spines: 3k/2 in all
        } else {
            QCOMPARE(n, std::int64_t(k) * k * k / 4);
            QCOMPARE(z.switchesPerTier[0], std::int64_t(k) * k / 2);
            QCOMPARE(z.switchesPerTier[1], std::int64_t(k) * k / 2);
            QCOMPARE(z.switchesPerTier[2], std::int64_t(k) * k / 4); // 5k²/4 in all
            QCOMPARE(z.pods, std::int64_t(k));
        }
        // Non-blocking: N links in every tier, full bisection, and the pairs add up.
        for (int i = 0; i < tiers; ++i)
            QCOMPARE(z.linksPerTier[static_cast<size_t>(i)], n);
        QCOMPARE(z.links(), n * tiers);
        QCOMPARE(z.ports, n + 2 * n * (tiers - 1));
        FLEET_COMPARE_REL(z.bisectionLinks, double(n) / 2.0, 1e-12);
        // One more host needs more than the chosen tiers hold.
        QVERIFY(!fatTree(n + 1, k, tiers).fits);
    }

    void bisectionHalvesWhenOversubscriptionDoubles_data()
    {
        QTest::addColumn<double>("r");
        // k = 120 splits exactly at 1:1 (60/60), 2:1 (80/40) and 4:1 (96/24).
        QTest::newRow("1:1 → 2:1 (seed L2760)") << 1.0;
        QTest::newRow("2:1 → 4:1 (seed L2748)") << 2.0;
    }
    void bisectionHalvesWhenOversubscriptionDoubles()
    {
        QFETCH(double, r);
        const double a = fatTree(4800, 120, 2, r).bisectionLinks;
        const double b = fatTree(4800, 120, 2, 2 * r).bisectionLinks;
        FLEET_COMPARE_REL(b / a, 0.5, 1e-12);
        FLEET_COMPARE_REL(bisectionBandwidth(4800, kNdr, 2 * r) / bisectionBandwidth(4800, kNdr, r), 0.5, 1e-12);
        // More hosts per leaf, fewer uplinks: capacity grows as k·r/(r+1).
        QVERIFY(fatTreeMaxHosts(120, 2, 2 * r) > fatTreeMaxHosts(120, 2, r));
    }

    void linksAreTheSumOfTheirTiers_data()
    {
        QTest::addColumn<int>("topology");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("radix");
        QTest::addColumn<int>("tiers");
        QTest::newRow("fat-tree 1,000 GPUs, 3 tiers") << int(FabricTopology::FatTree) << 1000 << 64 << 3;
        QTest::newRow("fat-tree 8,192 GPUs, 3 tiers, 3:1") << int(FabricTopology::FatTree) << 8192 << 64 << 3;
        QTest::newRow("rail 8,192 GPUs, 3 tiers") << int(FabricTopology::RailOptimized) << 8192 << 64 << 3;
        QTest::newRow("dragonfly 8,192 GPUs, k = 64") << int(FabricTopology::Dragonfly) << 8192 << 64 << 1;
        QTest::newRow("torus 8,192 GPUs") << int(FabricTopology::Torus3d) << 8192 << 64 << 1;
    }
    void linksAreTheSumOfTheirTiers()
    {
        QFETCH(int, topology);
        QFETCH(int, n);
        QFETCH(int, radix);
        QFETCH(int, tiers);
        const auto t = static_cast<FabricTopology>(topology);
        const FabricSizing z = size(t, n, radix, tiers, QByteArray(QTest::currentDataTag()).contains("3:1") ? 3.0 : 1.0);
        QCOMPARE(z.links(), z.linksPerTier[0] + z.linksPerTier[1] + z.linksPerTier[2]);
        QCOMPARE(z.switches(), z.switchesPerTier[0] + z.switchesPerTier[1] + z.switchesPerTier[2]);
        if (t == FabricTopology::Torus3d) {
            QCOMPARE(z.ports, 2 * z.links());
            QCOMPARE(z.links(), std::int64_t(3) * n); // 6 neighbours each
        } else {
            QCOMPARE(z.linksPerTier[0], std::int64_t(n));
            QCOMPARE(z.ports, z.linksPerTier[0] + 2 * (z.linksPerTier[1] + z.linksPerTier[2]));
        }
        QVERIFY(z.inRackLinks <= z.links());
        QVERIFY(z.avgHops <= z.maxHops);
    }

    // NVIDIA DGX SuperPOD reference architecture (DGX B200, NDR 400G, 64-port QM9700, 32 DGX nodes per scalable
    // unit; the H100 SuperPOD uses the same compute fabric), table "Larger SuperPOD component counts":
    // GPUs → leaf / spine / core switches, and node–leaf / leaf–spine / spine–core cables = GPUs each.
    // The rail-optimized sizing rules reproduce every row exactly; the brief's 1-SU (256 GPU) 8 leaf + 4 spine
    // matches too. Not compared: the XDR 144-port B300 table, whose 4-SU row uses 18 spines where
    // ceil(leaves · up / k) gives 16 (NVIDIA balances spine counts to divide the full-size 72).
    void dgxSuperPodCounts_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("leaf");
        QTest::addColumn<int>("spine");
        QTest::addColumn<int>("core");
        QTest::newRow("1 SU, 256 GPUs: 8 / 4") << 32 << 8 << 4 << 0;
        QTest::newRow("2 SU, 512 GPUs: 16 / 8") << 64 << 16 << 8 << 0;
        QTest::newRow("4 SU, 1,024 GPUs: 32 / 16") << 128 << 32 << 16 << 0;
        QTest::newRow("8 SU, 2,048 GPUs: 64 / 32") << 256 << 64 << 32 << 0;
        QTest::newRow("16 SU, 4,096 GPUs: 128 / 128 / 64") << 512 << 128 << 128 << 64;
        QTest::newRow("32 SU, 8,192 GPUs: 256 / 256 / 128") << 1024 << 256 << 256 << 128;
        QTest::newRow("64 SU, 16,384 GPUs: 512 / 512 / 256") << 2048 << 512 << 512 << 256;
    }
    void dgxSuperPodCounts()
    {
        QFETCH(int, nodes);
        QFETCH(int, leaf);
        QFETCH(int, spine);
        QFETCH(int, core);
        const std::int64_t gpus = std::int64_t(nodes) * 8;
        const FabricSizing z = size(FabricTopology::RailOptimized, gpus, 64, 3);
        QVERIFY(z.fits);
        QCOMPARE(z.switchesPerTier[0], std::int64_t(leaf));
        QCOMPARE(z.switchesPerTier[1], std::int64_t(spine));
        QCOMPARE(z.switchesPerTier[2], std::int64_t(core));
        QCOMPARE(z.linksPerTier[0], gpus);
        QCOMPARE(z.linksPerTier[1], gpus);
        QCOMPARE(z.linksPerTier[2], core > 0 ? gpus : 0);
        // The plain fat-tree of the same GPUs needs the same switches (rails only regroup the leaves).
        QCOMPARE(fatTree(gpus, 64, 3).switches(), z.switches());
    }

    // Dragonfly, balanced a = 2p = 2h (Kim et al. 2008; seed L2845).
    void dragonfly()
    {
        const DragonflyShape s = balancedDragonfly(64);
        QCOMPARE(s.p, std::int64_t(16));
        QCOMPARE(s.a, std::int64_t(32));
        QCOMPARE(s.h, std::int64_t(16));
        QVERIFY(s.radixUsed() <= 64);
        QCOMPARE(s.maxGroups(), std::int64_t(513));
        QCOMPARE(s.maxHosts(), std::int64_t(32) * 16 * 513); // 262,656: Kim et al.'s "over 256K" for radix 64

        // Full size: every pair of groups joined by one global link; worst path local–global–local.
        const FabricSizing z = size(FabricTopology::Dragonfly, s.maxHosts(), 64, 1);
        QVERIFY(z.fits);
        QCOMPARE(z.groups, std::int64_t(513));
        QCOMPARE(z.globalLinksPerGroupPair, std::int64_t(1));
        QCOMPARE(z.switches(), std::int64_t(513) * 32);
        QCOMPARE(z.linksPerTier[1], std::int64_t(513) * 32 * 31 / 2);
        QCOMPARE(z.linksPerTier[2], std::int64_t(513) * 512 / 2);
        QCOMPARE(z.maxHops, 4.0); // 3 router-to-router hops = 4 router traversals
        // Inter-group bandwidth ≈ 50 % of injection: the top of the seed's "25-50 %" (L2845).
        FLEET_COMPARE_REL(z.bisectionLinks / (double(z.hosts) / 2.0), 0.5, 0.005);
        // One group: all-to-all local links, at most 2 traversals.
        const FabricSizing one = size(FabricTopology::Dragonfly, 512, 64, 1);
        QCOMPARE(one.groups, std::int64_t(1));
        QCOMPARE(one.switches(), std::int64_t(32));
        QCOMPARE(one.maxHops, 2.0);
        QVERIFY(!size(FabricTopology::Dragonfly, s.maxHosts() + 1, 64, 1).fits);
    }

    // 3D torus (seed L2847-2849): bisection 2·N^(2/3) links, diameter 3·floor(k/2), mean ≈ 3k/4.
    void torus_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("z");
        QTest::addColumn<double>("bisection");
        QTest::addColumn<double>("diameter");
        QTest::addColumn<double>("mean");
        // k³ cubes: 2k² bisection links, 3·floor(k/2) diameter, 3·(k/4) mean over N/(N−1) distinct pairs
        QTest::newRow("16³ = 4,096 (seed L2849)") << 4096 << 16 << 16 << 16 << 512.0 << 24.0 << 12.0 * 4096 / 4095;
        QTest::newRow("8³ = 512") << 512 << 8 << 8 << 8 << 128.0 << 12.0 << 6.0 * 512 / 511;
        QTest::newRow("5³ = 125 (odd k: mean 3(k²−1)/(4k))") << 125 << 5 << 5 << 5 << 50.0 << 6.0 << 3.6 * 125 / 124;
        // 1,024 is not a cube: 8 × 8 × 16, cut across z: 2 · 64 links
        QTest::newRow("1,024 = 8 × 8 × 16") << 1024 << 8 << 8 << 16 << 128.0 << 16.0 << 8.0 * 1024 / 1023;
    }
    void torus()
    {
        QFETCH(int, n);
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(int, z);
        QFETCH(double, bisection);
        QFETCH(double, diameter);
        QFETCH(double, mean);
        const auto dims = torusDims(n);
        QCOMPARE(dims[0], std::int64_t(x));
        QCOMPARE(dims[1], std::int64_t(y));
        QCOMPARE(dims[2], std::int64_t(z));
        const FabricSizing t = size(FabricTopology::Torus3d, n, 64, 1);
        FLEET_COMPARE_REL(t.bisectionLinks, bisection, 1e-12);
        if (x == y && y == z)
            FLEET_COMPARE_REL(t.bisectionLinks, 2.0 * std::pow(double(n), 2.0 / 3.0), 1e-9);
        FLEET_COMPARE_REL(t.maxHops, diameter, 1e-12);
        FLEET_COMPARE_REL(t.avgHops, mean, 1e-12);
        QCOMPARE(t.switches(), std::int64_t(0));
    }

    // ---- fabric.* results ---------------------------------------------------------------------------------
    // The default plan: 1,024 DGX H100 = 8,192 GPUs, 3-tier k = 64 fat-tree at 1:1, NDR, 4 nodes per rack.
    void defaultPlanResults_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("expected");
        // 256 leaves, 8 pods × 32 aggregation, ceil(256 · 32 / 64) = 128 cores
        QTest::newRow("switches 640") << "fabric.switches" << 640.0;
        QTest::newRow("leaves 256") << "fabric.switches_tier1" << 256.0;
        QTest::newRow("aggregation 256") << "fabric.switches_tier2" << 256.0;
        QTest::newRow("cores 128") << "fabric.switches_tier3" << 128.0;
        QTest::newRow("pods 8") << "fabric.pods" << 8.0;
        QTest::newRow("max hosts k³/4") << "fabric.max_hosts" << 65536.0;
        QTest::newRow("links 3 × 8,192") << "fabric.links" << 24576.0;
        // 32 GPUs per rack = one 32-port leaf: host links are in-rack DAC, the rest optical
        QTest::newRow("copper links 8,192") << "fabric.links_copper" << 8192.0;
        QTest::newRow("transceivers 2 × 16,384") << "fabric.transceivers" << 32768.0;
        QTest::newRow("bisection 4,096 × 50 GB/s") << "fabric.bisection_bytes_per_s" << 4096.0 * 50e9;
        QTest::newRow("worst 5 traversals") << "fabric.max_hops" << 5.0;
        QTest::newRow("worst latency 3.0 µs") << "fabric.worst_latency_s" << 3.0e-6;
        // (253,952 · 1 + 8,126,464 · 3 + 58,720,256 · 5) / 67,100,672
        QTest::newRow("mean 4.743 traversals") << "fabric.avg_hops" << 318234624.0 / 67100672.0;
        // no chassis power in the catalog: (8,192 + 2 · 16,384) ports × 25 W (SerDes + optics, seed L2629)
        QTest::newRow("power 40,960 ports × 25 W") << "fabric.power_w" << 1.024e6;
        QTest::newRow("optics power inside port_w") << "fabric.optics_power_w" << 0.0;
        // 640 × $30,000 + 32,768 × $500
        QTest::newRow("cost $35.6M") << "fabric.cost_usd" << 640.0 * 30000.0 + 32768.0 * 500.0;
        QTest::newRow("PFC storm 27.9 %/day") << "fabric.pfc_storm_daily_probability"
                                              << 1.0 - std::pow(1.0 - 1e-5, 32768.0);
    }
    void defaultPlanResults()
    {
        QFETCH(QString, key);
        QFETCH(double, expected);
        const Results r = evaluateFabric(Scenario{}, testCatalog());
        QVERIFY(r.issues().empty());
        FLEET_COMPARE_REL(valueOf(r, qPrintable(key)), expected, 1e-9);
    }

    void everyResultHasADerivation()
    {
        const Catalog c = testCatalog();
        for (const char* topology : {"fat-tree", "rail-optimized", "dragonfly", "torus3d"}) {
            Scenario s;
            s.fabric.topology = topology;
            const Results r = evaluateFabric(s, c);
            const DerivationCheck check = checkDerivations(r, {"fabric."}, {.section = "seed §3", .needInputs = false});
            QVERIFY2(check.ok(), check.failure.c_str());
            const int fabricKeys = check.keys;
            for (const char* key : {"fabric.max_hosts", "fabric.switches", "fabric.links", "fabric.transceivers",
                                    "fabric.bisection_bytes_per_s", "fabric.power_w", "fabric.cost_usd"})
                QVERIFY2(r.has(key), key);
            QVERIFY(fabricKeys >= 20);
            // Emitted per-tier links add up to fabric.links.
            double sum = 0.0;
            for (const char* key : {"fabric.links_host_leaf", "fabric.links_leaf_spine", "fabric.links_spine_core",
                                    "fabric.links_host_router", "fabric.links_local", "fabric.links_global"})
                sum += r.value(key).value_or(0.0);
            if (std::string(topology) != "torus3d")
                FLEET_COMPARE_REL(sum, valueOf(r, "fabric.links"), 1e-12);
            FLEET_COMPARE_REL(valueOf(r, "fabric.links_copper") + valueOf(r, "fabric.links_optical"),
                              valueOf(r, "fabric.links"), 1e-12);
        }
    }

    void railAndDragonflyKeys()
    {
        Scenario s;
        s.fabric.topology = "rail-optimized";
        Results r = evaluateFabric(s, testCatalog());
        FLEET_COMPARE_REL(valueOf(r, "fabric.rails"), 8.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "fabric.switches"), 640.0, 1e-12); // as the SuperPOD's 8,192-GPU row
        // Rail leaves span 32 nodes = 8 racks: host links leave the rack, all optical.
        FLEET_COMPARE_REL(valueOf(r, "fabric.transceivers"), 2.0 * 24576.0, 1e-12);
        s.fabric.topology = "dragonfly";
        r = evaluateFabric(s, testCatalog());
        FLEET_COMPARE_REL(valueOf(r, "fabric.dragonfly_groups"), 16.0, 1e-12); // 512 routers of 16 hosts
        FLEET_COMPARE_REL(valueOf(r, "fabric.dragonfly_global_links_per_group_pair"), 34.0, 1e-12); // 512 / 15
        QVERIFY(valueOf(r, "fabric.dragonfly_global_fraction") > 0.0);
    }

    void chassisPowerAddsTransceivers()
    {
        // A catalog switch that states chassis power: switches × chassis + transceivers × 20 W (book pluggable).
        Catalog c = testCatalog();
        for (Switch& sw : c.switches)
            sw.powerW = 1000.0;
        const Results r = evaluateFabric(Scenario{}, c);
        FLEET_COMPARE_REL(valueOf(r, "fabric.switch_power_w"), 640.0 * 1000.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "fabric.optics_power_w"), 32768.0 * 20.0, 1e-12);
        FLEET_COMPARE_REL(valueOf(r, "fabric.power_w"), 640e3 + 655360.0, 1e-12);
    }

    void pickCatalogRows()
    {
        const Catalog c = testCatalog();
        QCOMPARE(QString::fromStdString(pickFabricSwitch(c, 400, 64, "infiniband")->id), QStringLiteral("ib-ndr-qm9700"));
        QCOMPARE(QString::fromStdString(pickFabricSwitch(c, 400, 64, "ethernet")->id), QStringLiteral("eth-400g-sn5400"));
        QCOMPARE(QString::fromStdString(pickFabricSwitch(c, 200, 64, "infiniband")->id), QStringLiteral("ib-hdr-qm8700"));
        // The pluggable stating power and cost (the book's planning default) beats the vendor row without cost.
        QCOMPARE(QString::fromStdString(pickFabricOptic(c, "pluggable", 400)->id), QStringLiteral("pluggable-400g-book"));
        QVERIFY(pickFabricOptic(c, "dac", 800) == nullptr);
    }

    void capacityIssues_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("radix");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("maxHosts");
        QTest::newRow("8,192 GPUs on a 2-tier k = 64 tree: 2,048 max (seed L2782)")
            << "fat-tree" << 64 << 2 << "fabric.tiers" << 2048.0;
        QTest::newRow("8,192 GPUs on a 3-tier k = 16 tree: 1,024 max") << "fat-tree" << 16 << 3 << "fabric.switchRadix"
                                                                        << 1024.0;
        QTest::newRow("8,192 GPUs on a k = 8 dragonfly: 72 max") << "dragonfly" << 8 << 3 << "fabric.switchRadix" << 72.0;
    }
    void capacityIssues()
    {
        QFETCH(QString, topology);
        QFETCH(int, radix);
        QFETCH(int, tiers);
        QFETCH(QString, key);
        QFETCH(double, maxHosts);
        Scenario s;
        s.fabric.topology = topology.toStdString();
        s.fabric.switchRadix = radix;
        s.fabric.tiers = tiers;
        const Results r = evaluateFabric(s, testCatalog());
        QVERIFY(r.hasErrors());
        QCOMPARE(QString::fromStdString(r.issues().front().key), key);
        const QString msg = QString::fromStdString(r.issues().front().message());
        QVERIFY2(msg.startsWith(key) && msg.contains(QString::number(maxHosts, 'f', 0)), qPrintable(msg));
        FLEET_COMPARE_REL(valueOf(r, "fabric.max_hosts"), maxHosts, 1e-12);
    }

    // Issue #12: addFabricResults hands back the typed fabric that evaluate() passes to power, carbon and TCO;
    // it carries exactly the published numbers (8,192 GPUs, 3-tier k = 64: 256 leaves of 640 switches).
    void typedFabricIsWhatIsPublished()
    {
        for (const char* topology : {"fat-tree", "rail-optimized", "dragonfly", "torus3d"}) {
            Scenario s;
            s.fabric.topology = topology;
            const Catalog c = testCatalog();
            ResolvedFleet f;
            f.scaleOut = c.link("ib-ndr");
            f.acceleratorCount = static_cast<double>(s.acceleratorCount());
            Results r;
            const std::optional<FabricResult> fr = addFabricResults(s, f, c, r);
            QVERIFY2(fr.has_value(), topology);
            QCOMPARE(fr->powerW, valueOf(r, "fabric.power_w"));
            QCOMPARE(fr->switchPowerW, valueOf(r, "fabric.switch_power_w"));
            QCOMPARE(fr->costUsd, valueOf(r, "fabric.cost_usd"));
            QCOMPARE(fr->switches(), valueOf(r, "fabric.switches"));
            QCOMPARE(static_cast<double>(fr->transceivers), valueOf(r, "fabric.transceivers"));
            QCOMPARE(fr->bisectionBytesPerS, valueOf(r, "fabric.bisection_bytes_per_s"));
            QCOMPARE(fr->worstLatencyS, valueOf(r, "fabric.worst_latency_s"));
        }
        const Catalog c = testCatalog();
        ResolvedFleet f;
        f.scaleOut = c.link("ib-ndr");
        f.acceleratorCount = static_cast<double>(Scenario{}.acceleratorCount());
        Results r;
        const auto fr = addFabricResults(Scenario{}, f, c, r);
        FLEET_COMPARE_REL(fr->leafSwitchFraction(), 256.0 / 640.0, 1e-12);
        FLEET_COMPARE_REL(fr->powerW, 1.024e6, 1e-12); // 40,960 ports × 25 W
        Scenario torus;
        torus.fabric.topology = "torus3d";
        QCOMPARE(addFabricResults(torus, f, c, r)->leafSwitchFraction(), 0.0); // no switches
        f.scaleOut = nullptr;
        QVERIFY(!addFabricResults(Scenario{}, f, c, r).has_value());
    }

    void unknownTopologyIsAnError()
    {
        Scenario s;
        s.fabric.topology = "hypercube";
        const Results r = evaluateFabric(s, testCatalog());
        QVERIFY(r.hasErrors());
        QCOMPARE(QString::fromStdString(r.issues().front().key), QStringLiteral("fabric.topology"));
        QVERIFY(!r.has("fabric.switches"));
        const Catalog c = testCatalog();
        ResolvedFleet f;
        f.scaleOut = c.link("ib-ndr");
        Results again;
        QVERIFY(!addFabricResults(s, f, c, again).has_value());
    }
};

QTEST_APPLESS_MAIN(TestFabric)
#include "tst_fabric.moc"
