#pragma once
// The scale-out fabric as a typed result (issue #12): the sizing of fabric/Topology.h for the plan's
// FabricSpec, the catalog's switch and optics picks, media split, bisection, hops, latency, power, cost and the
// PFC-storm risk. Plain numbers and pointers into the catalog: no strings, no allocation. FabricResults
// publishes it as fabric.* results (with derivations on demand); evaluate() hands it to power, carbon and TCO.
#include "fabric/Topology.h"
#include "hardware/Catalog.h"
#include "scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace fleet {

// Planning fallbacks, used only when the catalog rows leave a figure NULL (and said so in the notes).
inline constexpr double kBookPortWattsPer400G = 25.0;      // SerDes + optical transceiver per 400 Gb/s port, seed L2629
inline constexpr double kBookPluggableWattsPer400G = 20.0; // per pluggable, seed L2625
inline constexpr double kBookPluggableUsdPer400G = 500.0;  // per pluggable, seed L2625
inline constexpr double kBookRadix64SwitchUsd = 30000.0;   // midpoint of $10-50k per radix-64 switch, seed L2811

struct FabricResult {
    FabricSpec spec;
    FabricSizing sizing;

    // The link (fleet.scaleOutLink) and the catalog rows the fabric is built and priced with.
    double linkBytesPerS = 0.0;       // B, per direction
    double gbps = 0.0;                // B in Gb/s
    const Switch* sw = nullptr;       // pickFabricSwitch (nullptr for the torus or an empty catalog)
    const Optic* copper = nullptr;    // DAC, else AOC, at the link speed
    const Optic* pluggable = nullptr; // pluggable transceiver at the link speed

    // Media: copper in the rack, pluggable optics elsewhere.
    std::int64_t copperLinks = 0, opticalLinks = 0, transceivers = 0;

    // Bisection (per direction), hops and latency.
    double bisectionNonblockingBytesPerS = 0.0; // N/2 · B
    double bisectionBytesPerS = 0.0;            // links crossing the bisection · B
    double dragonflyGlobalFraction = 0.0;       // bisection / non-blocking bisection (0 when that is 0)
    bool hopFromCatalog = false;                // the switch row states a latency
    double hopS = 0.0;                          // per traversal
    double avgLatencyS = 0.0, worstLatencyS = 0.0;

    // Power.
    bool portWFromCatalog = false; // the link row states port_w
    double portW = 0.0;            // per port (the seed's 25 W per 400G port scaled when the row has none)
    double perSwitchScale = 1.0;   // k / catalog switch radix
    bool chassisKnown = false;     // the switch row states a chassis power (never for the torus)
    double chassisW = 0.0;         // per switch, scaled to k
    double pluggableW = 0.0, copperW = 0.0;
    double switchPowerW = 0.0, opticsPowerW = 0.0, powerW = 0.0;

    // Cost.
    bool switchCostKnown = false;
    double switchUnitUsd = 0.0, pluggableUsd = 0.0, copperUsd = 0.0;
    double switchCostUsd = 0.0, opticsCostUsd = 0.0, costUsd = 0.0;

    double pfcStormDailyProbability = 0.0;

    double switches() const { return static_cast<double>(sizing.switches()); }
    // Leaf switches / all switches (0 without switches): the share of switch power that sits in the racks.
    double leafSwitchFraction() const
    {
        const double all = switches();
        return all > 0.0 ? static_cast<double>(sizing.switchesPerTier[0]) / all : 0.0;
    }
};

// The catalog parts a fabric on `link` is built with: the switch (none for the torus, which has no switches),
// the in-rack copper (DAC, else AOC) and the pluggable transceiver, all at the link speed. One source for the
// fabric model, the report's bill of materials and the plan's used catalog rows.
struct FabricParts {
    const Switch* sw = nullptr;
    const Optic* copper = nullptr;
    const Optic* pluggable = nullptr;
};
FabricParts fabricParts(FabricTopology topology, std::int64_t radix, const Link& link, const Catalog& c);
// The parts of the plan's fabric (fleet.fabric.topology, an unknown one picked as a fat tree, and
// fabric.switchRadix) on its scale-out `link`: what the report's bill of materials and the used catalog rows name.
FabricParts fabricParts(const Scenario& s, const Link& link, const Catalog& c);

// The fabric of `spec` on `link`, priced and powered from the catalog.
FabricResult computeFabric(const FabricSpec& spec, const Link& link, const Catalog& c);

// The fabric the plan asks for (fabric.*, the fleet's accelerators, nodes and racks); nullopt for an unknown
// fabric.topology. One source for the fabric results, the step-time model and the Monte Carlo.
std::optional<FabricSpec> fabricSpecFor(const Scenario& s);
// The switch count of that fabric (FabricResult::switches() without the rest of the model; 0 for an unknown
// topology): the Monte Carlo and the search, which need no other fabric figure. evaluate() uses the FabricResult.
double fabricSwitchCount(const Scenario& s);

// The catalog switch the fabric is priced with: closest port speed to the link, then closest radix, then the
// link's family (catalog ids ib-* for InfiniBand, eth-* for Ethernet), then the row stating cost and power.
// nullptr if the catalog has no switch.
const Switch* pickFabricSwitch(const Catalog& c, double linkGbps, std::int64_t radix, std::string_view linkFamily);
// First optic of `media` (dac | aoc | pluggable) at exactly `gbps`, preferring rows that state both power and
// cost, then power. nullptr if none.
const Optic* pickFabricOptic(const Catalog& c, std::string_view media, double gbps);

} // namespace fleet
