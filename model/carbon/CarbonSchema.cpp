// The carbon.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSchemaRows.h"

namespace fleet {

namespace {
using U = ResultUnit;
using B = Better;
constexpr ResultSpec kRows[] = {
    {"carbon.embodied_accelerators_kg", U::Kg, B::Lower,
     "Embodied: accelerators",
     "Manufacturing (embodied) CO2e of all accelerators in the fleet, from the catalog's per-device footprint."},
    {"carbon.embodied_hosts_kg", U::Kg, B::Lower,
     "Embodied: hosts",
     "Embodied CO2e of the node hosts (CPUs, DRAM, NICs, storage, chassis) without their accelerators, estimated per node."},
    {"carbon.embodied_kg", U::Kg, B::Lower,
     "Embodied CO2e of the run",
     "Embodied CO2e of the fleet charged to this run, amortized straight-line by the share of service life the run occupies."},
    {"carbon.embodied_network_kg", U::Kg, B::Lower,
     "Embodied: network",
     "Embodied CO2e of the scale-out network gear (switches and pluggable transceivers), an estimate that leaves out copper cables."},
    {"carbon.embodied_total_kg", U::Kg, B::Lower,
     "Embodied: whole fleet",
     "Manufacturing footprint of the whole fleet (accelerators, hosts, network), not allocated to a run; facility construction excluded."},
    {"carbon.energy_j", U::Joules, B::Lower,
     "Facility energy of the run",
     "Facility (grid) energy of the training run: the average IT load times PUE over the whole wall-clock time."},
    {"carbon.flop_per_joule", U::FlopPerJoule, B::Higher,
     "Energy productivity",
     "Energy productivity of the run: useful training FLOPs delivered per joule of facility energy."},
    {"carbon.intensity_g_per_kwh", U::GCo2ePerKWh, B::Lower,
     "Grid intensity",
     "Grid carbon intensity of the fleet's region, location-based unless a market-based factor is set."},
    {"carbon.it_energy_j", U::Joules, B::Lower,
     "IT energy of the run",
     "IT energy of the training run before PUE, the basis of site water use through WUE."},
    {"carbon.lifetime_fraction", U::Fraction, B::Lower,
     "Share of service life used",
     "Share of the hardware's service life the training run occupies, used to amortize embodied carbon to the run."},
    {"carbon.operational_kg", U::Kg, B::Lower,
     "Operational CO2e of the run",
     "Operational CO2e of the run: its facility energy times the grid carbon intensity."},
    {"carbon.region_spread", U::None, B::Neither,
     "Cleanest-to-dirtiest grid spread",
     "Ratio of the dirtiest to the cleanest grid intensity among catalog regions: how much siting alone can change operational CO2e."},
    {"carbon.site_water_l", U::Litres, B::Lower,
     "Site water of the run",
     "Water the site evaporates for cooling during the run, from WUE and the run's IT energy."},
    {"carbon.total_kg", U::Kg, B::Lower,
     "Total CO2e of the run",
     "Total CO2e of the run: operational emissions plus the embodied share allocated to it."},
    {"carbon.water_l", U::Litres, B::Lower,
     "Water of the run",
     "Water footprint of the run: site water, plus off-site water of generation when the region states a grid water intensity."},
};
} // namespace

std::span<const ResultSpec> carbonResultRows() { return kRows; }

} // namespace fleet
