#pragma once
// The cooling.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSpec.h"

namespace fleet::schema_rows {

inline constexpr ResultSpec kCoolingResultRows[] = {
    {"cooling.air_sufficient", U::Bool, B::Higher,
     "Air cooling suffices",
     "Whether engineered air cooling alone can remove a full rack's peak heat (about 30 kW per rack)."},
    {"cooling.cdus", U::Count, B::Lower,
     "Coolant distribution units",
     "Coolant distribution units needed for the liquid-carried peak heat, without redundancy; zero without liquid cooling."},
    {"cooling.coolant_l_per_min", U::LitresPerMinute, B::Lower,
     "Coolant flow, hall",
     "Coolant water flow the whole hall needs to carry the liquid share of peak heat at the set temperature rise."},
    {"cooling.coolant_l_per_min_per_rack", U::LitresPerMinute, B::Lower,
     "Coolant flow per rack",
     "Coolant flow through one full rack's manifold at peak heat."},
    {"cooling.heat_flux_w_per_cm2", U::WattsPerCm2, B::Lower,
     "Heat flux per die",
     "Mean heat flux over one accelerator die at its peak power draw, a measure of how hard the chip is to cool."},
    {"cooling.liquid_heat_w", U::Watts, B::Neither,
     "Heat removed by liquid",
     "Peak heat carried away by the liquid loop; the rest of the IT heat leaves through the air."},
    {"cooling.rack_limit_w", U::Watts, B::Higher,
     "Rack limit of the cooling",
     "Largest rack power the chosen cooling can remove."},
    {"cooling.throttle_fraction", U::Fraction, B::Higher,
     "Clock kept under the cooling",
     "Share of peak power and clock the accelerators sustain within the cooling's rack limit; 1 means no thermal throttling."},
    {"cooling.water_l_per_hour", U::LitresPerHour, B::Lower,
     "Site water per hour",
     "Water the site evaporates per hour of operation at the average IT load."},
};

} // namespace fleet::schema_rows
