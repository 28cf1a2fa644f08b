#pragma once
// Internal to training/: how a derivation names the calibration row a constant came from, or its fallback.
#include "hardware/Calibration.h"

#include <fmt/format.h>

#include <string>

namespace fleet {

inline std::string calibrationText(const Calibration* c, const char* what, double fallback)
{
    if (c)
        return fmt::format("{} ({}, {}: {})", what, c->id, c->method, c->provenance.source);
    return fmt::format("{} (no catalog calibration: generic {:g}, ESTIMATE)", what, fallback);
}

} // namespace fleet
