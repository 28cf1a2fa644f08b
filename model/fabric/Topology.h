#pragma once
// Scale-out fabric topologies of seed §3 "Network Fabrics", Level 3 "Switches and topology" (L2738-2851):
// how many switches, links and ports a fleet of N accelerators needs (one scale-out port per accelerator),
// its bisection bandwidth and its hop counts; plus the chapter's risk arithmetic (incast L2913, PFC storm
// L2927-2945, ECMP collision L2957). Pure functions, no catalog: FabricResults prices and powers the result.
//
// Conventions used throughout:
//  - "hops" are switch (router) traversals, the unit of the book's latency arithmetic (leaf-spine-leaf =
//    3 traversals × 0.6 µs = 1.8 µs, L2821-2825). For the switchless 3D torus a hop is one link traversal.
//  - Bandwidths are per direction; the bisection is counted in link-bandwidths crossing the cut.
//  - Oversubscription r (down:up) applies at the leaf only; higher tree tiers are non-blocking.
#include "units/Quantity.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace fleet {

enum class FabricTopology { FatTree, RailOptimized, Dragonfly, Torus3d };

std::string_view toString(FabricTopology t); // "fat-tree" | "rail-optimized" | "dragonfly" | "torus3d"
std::optional<FabricTopology> fabricTopologyFromString(std::string_view s);

// ---- Leaf (ToR) port split, seed "ToR switches and failure domains" (L2766-2770) ---------------------------
struct LeafPorts {
    std::int64_t down = 0; // host-facing ports
    std::int64_t up = 0;   // spine-facing ports
    double ratio() const { return up > 0 ? static_cast<double>(down) / static_cast<double>(up) : 0.0; }
};
// up = ceil(k / (r + 1)), down = k − up: k·r/(r+1) down and k/(r+1) up when that is integral (r = 1: k/2 each,
// the book's 32 down / 32 up), otherwise never more oversubscribed than r.
LeafPorts leafPortSplit(std::int64_t radix, double oversubscription);

// ---- Fat-tree (folded Clos) closed forms, seed L2782-2792 and L2811 ----------------------------------------
// Hosts at full size: k (1 tier), k·down (2 tiers; k²/2 at 1:1), k·(k/2)·down (3 tiers; k³/4 at 1:1).
std::int64_t fatTreeMaxHosts(std::int64_t radix, std::int64_t tiers, double oversubscription = 1.0);
// Hosts of one 3-tier pod: (k/2) leaves × down ports = (k/2)² at 1:1 (the seed's second framing, L2792).
std::int64_t fatTreePodHosts(std::int64_t radix, double oversubscription = 1.0);
// Switches of a full-size non-blocking fat-tree: 1, 3k/2 (k leaves + k/2 spines), 5k²/4 (L2811).
std::int64_t fatTreeFullSwitches(std::int64_t radix, std::int64_t tiers);

// ---- Dragonfly, balanced per Kim et al. 2008 (seed L2764, L2845) -------------------------------------------
// p hosts per router, a routers per group (all-to-all local links), h global links per router;
// router radix k = p + (a − 1) + h, balanced a = 2p = 2h, so p = floor((k + 1) / 4).
struct DragonflyShape {
    std::int64_t p = 0, a = 0, h = 0;
    std::int64_t radixUsed() const { return p + (a - 1) + h; }
    std::int64_t maxGroups() const { return a * h + 1; }
    std::int64_t maxHosts() const { return a * p * maxGroups(); }
};
DragonflyShape balancedDragonfly(std::int64_t radix);

// ---- 3D torus with wraparound (seed L2847, L2849) -----------------------------------------------------------
// Dimensions x ≤ y ≤ z with x·y·z = N exactly, the largest dimension as small as possible (cubic when N is
// a cube). A prime N degenerates to a ring 1 × 1 × N.
std::array<std::int64_t, 3> torusDims(std::int64_t vertices);
std::int64_t torusLinks(const std::array<std::int64_t, 3>& dims);          // Σ (N / n_d) · ring(n_d)
std::int64_t torusBisectionLinks(const std::array<std::int64_t, 3>& dims); // 2·x·y cutting z; 2k² for k³
std::int64_t torusDiameter(const std::array<std::int64_t, 3>& dims);       // Σ floor(n_d / 2); 3·floor(k/2)
double torusAverageHops(const std::array<std::int64_t, 3>& dims);          // distinct pairs; ≈ 3k/4 for k³

// ---- Sizing a fleet --------------------------------------------------------------------------------------
struct FabricSpec {
    FabricTopology topology = FabricTopology::FatTree;
    std::int64_t accelerators = 0;        // N, one scale-out port each (torus: N vertices)
    std::int64_t acceleratorsPerNode = 1; // = rails of a rail-optimized fabric
    std::int64_t nodesPerRack = 1;        // racks decide which links can be in-rack copper
    std::int64_t radix = 64;              // k
    std::int64_t tiers = 3;               // fat-tree / rail-optimized only
    double oversubscription = 1.0;        // r at the leaf, fat-tree / rail-optimized only
};

struct FabricSizing {
    FabricTopology topology = FabricTopology::FatTree;
    std::int64_t hosts = 0;    // N
    std::int64_t maxHosts = 0; // capacity of this topology at this radix (and tiers, r)
    bool fits = true;          // hosts ≤ maxHosts; if not, the counts below extrapolate the sizing rules
    std::int64_t tiersBuilt = 0; // switch levels actually needed (tree ≤ tiers; dragonfly 1; torus 0)

    // Trees (fat-tree, rail-optimized)
    LeafPorts leaf;                // dragonfly: {p hosts, a − 1 + h network ports}
    double oversubscription = 1.0; // realised down:up where the tree has an upper tier, else 1
    std::int64_t rails = 1;
    std::int64_t pods = 0;         // 3-tier pods actually built (0 below three tiers)
    double sameRankMaxHops = 0.0;  // rail-optimized: GPU i ↔ GPU i of another node
    double crossRailMaxHops = 0.0; // rail-optimized: GPU i ↔ GPU j ≠ i

    // Dragonfly
    DragonflyShape dragonfly;
    std::int64_t groups = 0;
    std::int64_t globalLinksPerGroupPair = 0;

    // Torus
    std::array<std::int64_t, 3> torus{};

    // Counts. Trees: tier 1 leaf, 2 spine (aggregation), 3 core; links host–leaf | leaf–spine | spine–core.
    // Dragonfly: tier 1 routers; links host–router | local (intra-group) | global (inter-group).
    // Torus: no switches; all accelerator–accelerator links in linksPerTier[0].
    std::array<std::int64_t, 3> switchesPerTier{};
    std::array<std::int64_t, 3> linksPerTier{};
    std::int64_t inRackLinks = 0; // links with both ends in one rack (may be passive copper)
    std::int64_t ports = 0;       // switch ports in use (torus: accelerator ports, 6 per vertex)

    double bisectionLinks = 0.0; // link-bandwidths crossing the minimum bisection, per direction
    double avgHops = 0.0;        // uniform traffic over all ordered pairs of distinct accelerators
    double maxHops = 0.0;

    std::int64_t switches() const { return switchesPerTier[0] + switchesPerTier[1] + switchesPerTier[2]; }
    std::int64_t links() const { return linksPerTier[0] + linksPerTier[1] + linksPerTier[2]; }
};

FabricSizing sizeFabric(const FabricSpec& spec);

// ---- Bandwidth and latency ------------------------------------------------------------------------------
// BW_bisect = N/2 · B / r (seed L2748, L2800-2802: 512 × 50 GB/s = 25.6 TB/s at 1:1, 6.4 TB/s at 4:1).
BytesPerSecond bisectionBandwidth(double hosts, BytesPerSecond linkPerDirection, double oversubscription = 1.0);
// Bytes an all-to-all exchange pushes across the bisection when each host sends `perHost`: N/2 · perHost
// (seed L2801: 512 × 100 GB = 51,200 GB).
Bytes bisectionCrossingBytes(double hosts, Bytes perHost);
// Throughput lost to an r:1 bottleneck on the communication share f of a step: 1 − 1/((1 − f) + f·r)
// = f(r − 1)/((1 − f) + f·r) (seed L2760: 23.1 % at 2:1, f = 30 %; L2805: 47.4 % of $300M at 4:1).
double oversubscriptionThroughputLoss(double commFraction, double ratio);
// The book's per-switch-traversal latency (rail notebook, seed L2825).
inline constexpr double kSeedSecondsPerSwitchHop = 0.6e-6;
Seconds switchTraversalLatency(double traversals, Seconds perTraversal = Seconds::fromSi(kSeedSecondsPerSwitchHop));

// ---- Risk -----------------------------------------------------------------------------------------------
// Seed L2929: a transceiver degrades and triggers PFC pauses with probability 0.001 % per day.
inline constexpr double kSeedTransceiverPfcProbabilityPerDay = 1e-5;
// P(storm) = 1 − (1 − p)^n over n transceivers (seed L2935-2943: 24,576 → 21.8 %).
double pfcStormDailyProbability(double transceivers, double perTransceiverPerDay = kSeedTransceiverPfcProbabilityPerDay);
// Completion-time slowdown when static ECMP hashing puts `onHottestPath` of `flows` elephant flows on one of
// `paths` paths: hot / (flows / paths) (seed L2957: 4 of 8 on 4 paths → 2×, half the bandwidth).
double ecmpCollisionSlowdown(double flows, double paths, double onHottestPath);
// Offered load over port capacity when `senders` converge on one port (seed L2913: 256 × 50 GB/s on 400 Gb/s
// → 256×).
double incastOversubscription(double senders, BytesPerSecond perSender, BytesPerSecond port);

} // namespace fleet
