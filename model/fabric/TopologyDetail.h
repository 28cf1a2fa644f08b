#pragma once
// Helpers shared by the fabric sizing files (Topology.cpp: trees; TopologyShapes.cpp: dragonfly and torus).
// Internal to model/fabric.
#include "fabric/Topology.h"

#include <cstdint>
#include <vector>

namespace fleet::topology_detail {

inline std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return b > 0 ? (a + b - 1) / b : 0; }

// Ordered pairs of distinct hosts inside blocks of `block` hosts filled in order (all full but the last).
double pairsWithinBlocks(std::int64_t hosts, std::int64_t block);
// Links of a ring of n vertices: n (n ≥ 3), 1 (n = 2: both neighbours are the same vertex), 0 (n = 1).
inline std::int64_t ringLinks(std::int64_t n) { return n >= 3 ? n : (n == 2 ? 1 : 0); }
std::vector<std::int64_t> divisors(std::int64_t n);

FabricSizing sizeDragonfly(const FabricSpec& s);
FabricSizing sizeTorus(const FabricSpec& s);

} // namespace fleet::topology_detail
