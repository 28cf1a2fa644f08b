#pragma once
// How a result was obtained: the formula, every input substituted with its value and unit, the result,
// and the textbook section it comes from. Shown by `--explain KEY`, the derivation panel and reports.
#include "results/Text.h"

#include <string>
#include <vector>

namespace fleet {

struct DerivationTerm {
    std::string symbol;      // e.g. "R_peak"
    Text description;        // e.g. "H100 SXM dense fp16 peak"
    double value = 0.0;      // SI
    std::string unit;        // SI unit of value, e.g. "FLOP/s"
};

struct Derivation {
    std::string key;     // result key, e.g. "compute.ridge_flop_per_byte"
    Text formula;        // e.g. "I_ridge = R_peak / BW_HBM"
    std::vector<DerivationTerm> inputs;
    double value = 0.0;
    std::string unit;
    Text section;        // e.g. "seed §2 Roofline model (Eq. 2.1), seed L1571"
    Text note;           // caveats, book inconsistencies, conventions
    Text accuracy;       // a predicted headline's validation band (validation/PredictionAccuracy.h); empty otherwise
};

// What a derivation says besides its key, value and unit. Producers return one from a lambda that runs only
// when someone asks for the derivation (Results::set), so the values path builds no text.
struct Why {
    Text formula;
    std::vector<DerivationTerm> inputs;
    Text section;
    Text note;
};

std::string formatDerivation(const Derivation& d); // plain-text, for the CLI and logs

} // namespace fleet
