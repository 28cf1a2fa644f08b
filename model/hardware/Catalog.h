#pragma once
// The hardware catalog as an immutable value: built once by fleetcatalog from SQLite, then shared
// read-only by evaluations on any thread. Lookups by id; `contentHash` identifies the exact contents.
#include "hardware/Accelerator.h"
#include "hardware/Calibration.h"
#include "hardware/CatalogItems.h"
#include "hardware/ServingCalibration.h"

#include <string>
#include <string_view>
#include <vector>

namespace fleet {

enum class CatalogKind {
    Accelerators, Links, Nodes, Switches, Optics, Cooling, Regions, Models, Calibrations,
    ServingCalibrations, // table serving_calibration: one row per accelerator id (issue 14)
};
inline constexpr CatalogKind kLastCatalogKind = CatalogKind::ServingCalibrations;

std::string_view toString(CatalogKind k);
bool catalogKindFromString(std::string_view s, CatalogKind& out);

struct Catalog {
    std::string id = "builtin";
    std::string version;
    std::string contentHash;
    std::vector<Accelerator> accelerators;
    std::vector<Link> links;
    std::vector<Node> nodes;
    std::vector<Switch> switches;
    std::vector<Optic> optics;
    std::vector<Cooling> cooling;
    std::vector<Region> regions;
    std::vector<ModelSpec> models;
    std::vector<Calibration> calibrations; // step-time model constants per accelerator or link
    std::vector<ServingCalibration> servingCalibrations; // one per accelerator (issue 14)

    const Accelerator* accelerator(std::string_view id) const;
    const Link* link(std::string_view id) const;
    const Node* node(std::string_view id) const;
    const Switch* switchById(std::string_view id) const;
    const Optic* optic(std::string_view id) const;
    const Cooling* coolingType(std::string_view id) const;
    const Region* region(std::string_view id) const;
    const ModelSpec* model(std::string_view id) const;
    const Calibration* calibration(std::string_view id) const;
    // The constant `parameter` of accelerator or link `targetId`, or nullptr.
    const Calibration* calibration(CalibrationTarget target, std::string_view targetId, CalibrationParameter parameter) const;
    // The accelerator's serving calibration row, or nullptr.
    const ServingCalibration* servingCalibration(std::string_view acceleratorId) const;

    bool contains(CatalogKind kind, std::string_view id) const;
    std::vector<std::string> ids(CatalogKind kind) const;
};

} // namespace fleet
