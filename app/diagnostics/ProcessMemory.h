#pragma once
// Resident memory of this process (issue #7: < 200 MB after opening the default preset).
#include <cstdint>

namespace fleet::app {

// VmRSS from /proc/self/status in bytes; 0 where the platform does not provide it.
std::int64_t residentMemoryBytes();

} // namespace fleet::app
