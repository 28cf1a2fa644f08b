#pragma once
// The generic node of a ResolvedFleet built by hand in a test (no catalog node matched): ids and the count only,
// no power or price figures, so the tests see the fallbacks.
#include "hardware/CatalogItems.h"

#include <cstdint>

namespace fleet::test {

inline fleet::Node genericNode(std::int64_t acceleratorsPerNode)
{
    fleet::Node n;
    n.id = "generic";
    n.name = "Generic node";
    n.accelerators = static_cast<int>(acceleratorsPerNode);
    n.generic = true;
    return n;
}

} // namespace fleet::test
