#pragma once
// Internal to fabric/: what the three fabric.* publishers share — the typed FabricResult, the link, and the
// derivation terms and texts several derivations use (built only inside derivation lambdas).
#include "fabric/FabricModel.h"
#include "results/Results.h"

#include <string>

namespace fleet::fabric_detail {

inline double d(std::int64_t v)
{
    return static_cast<double>(v);
}

struct FabricTerms {
    const FabricResult& r;
    const Link& link;

    const FabricSpec& spec() const { return r.spec; }
    const FabricSizing& z() const { return r.sizing; }
    FabricTopology topo() const { return r.spec.topology; }
    bool tree() const { return topo() == FabricTopology::FatTree || topo() == FabricTopology::RailOptimized; }
    double N() const { return d(r.sizing.hosts); }
    double k() const { return d(r.spec.radix); }

    std::string sec() const;          // the topology's seed section
    std::string overCapacity() const; // "" or the OVER CAPACITY sentence

    DerivationTerm tN() const
    {
        return {"N", "accelerators, one scale-out port each (acceleratorsPerNode × nodes)", N(), ""};
    }
    DerivationTerm tk() const { return {"k", "switch radix (fabric.switchRadix)", k(), ""}; }
    DerivationTerm tt() const { return {"t", "switch tiers (fabric.tiers)", d(spec().tiers), ""}; }
    DerivationTerm tr() const
    {
        return {"r", "leaf oversubscription down:up (fabric.oversubscription)", spec().oversubscription, ""};
    }
    DerivationTerm tB() const
    {
        return {"B", Text::format("{} bandwidth per direction (fleet.scaleOutLink)", link.name), r.linkBytesPerS,
                "B/s"};
    }
    DerivationTerm tR() const
    {
        return {"R", "rails = accelerators per node (fleet.acceleratorsPerNode)", d(z().rails), ""};
    }
    DerivationTerm tDown() const { return {"down", "leaf host-facing ports", d(z().leaf.down), ""}; }
    DerivationTerm tUp() const { return {"up", "leaf spine-facing ports", d(z().leaf.up), ""}; }
    DerivationTerm tp() const { return {"p", "hosts per router", d(z().dragonfly.p), ""}; }
    DerivationTerm ta() const { return {"a", "routers per group", d(z().dragonfly.a), ""}; }
    DerivationTerm th() const { return {"h", "global links per router", d(z().dragonfly.h), ""}; }
};

// fabric.hosts, max_hosts, the tree / rail / dragonfly / torus shape keys (and the capacity issues).
void publishFabricShape(const FabricTerms& t, Results& out);
// fabric.switches*, links*, media (copper, optical, transceivers) and ports.
void publishFabricCounts(const FabricTerms& t, Results& out);
// fabric.bisection*, hops, latency, power, cost and the PFC-storm risk.
void publishFabricFigures(const FabricTerms& t, Results& out);

} // namespace fleet::fabric_detail
