#pragma once
#include <string>

namespace fleet {

// Where a catalog row comes from (catalog schema: source, kind, as_of).
struct Provenance {
    std::string source; // citation
    std::string kind;   // spec | measured | estimate | textbook
    std::string asOf;   // date
    std::string notes;
    bool userOverride = false; // row comes from the user catalog
};

} // namespace fleet
