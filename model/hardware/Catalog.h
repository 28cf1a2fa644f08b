#pragma once
// The hardware catalog as an immutable value: built once by fleetcatalog from SQLite, then shared
// read-only by evaluations on any thread. Lookups by id; `contentHash` identifies the exact contents.
#include "hardware/Accelerator.h"
#include "hardware/Calibration.h"
#include "hardware/CatalogItems.h"
#include "hardware/ServingCalibration.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fleet {

enum class CatalogKind {
    Accelerators, Links, Nodes, Switches, Optics, Cooling, Regions, Models, Calibrations,
    ServingCalibrations, // table serving_calibration: one row per accelerator id (issue 14)
};
inline constexpr CatalogKind kLastCatalogKind = CatalogKind::ServingCalibrations;

std::string_view toString(CatalogKind k);
bool catalogKindFromString(std::string_view s, CatalogKind& out);

// Where the rows of a catalog are, by id (and the nodes and calibrations of each accelerator), so that a lookup in a
// user catalog of 10⁵ rows does not scan it (issue 31, robustness 9: a serving search over every accelerator of such
// a catalog was quadratic). Catalog::buildIndex() makes it once the rows are final (the catalog loader does). Each
// table's index remembers the rows it describes (their buffer and count): a copied or resized table is looked up by
// scanning it, as a catalog without an index is. Change no row in place after buildIndex() without calling it again.
class CatalogIndex {
public:
    struct IdHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
    };
    template <typename Value>
    using ByKey = std::unordered_map<std::string, Value, IdHash, std::equal_to<>>;

    // The rows of one table by a key: each key's positions in catalog order.
    struct Table {
        const void* rows = nullptr; // the vector's buffer and size when the table was indexed
        std::size_t count = 0;
        bool built = false;
        ByKey<std::uint32_t> first;                   // id → the first row with it
        ByKey<std::vector<std::uint32_t>> all;        // nodes by accelerator, calibrations by target id

        template <typename T>
        bool describes(const std::vector<T>& v) const
        {
            return built && v.data() == rows && v.size() == count;
        }
    };

    Table ids[static_cast<int>(kLastCatalogKind) + 1]; // by CatalogKind
    Table& of(CatalogKind kind) { return ids[static_cast<int>(kind)]; }
    const Table& of(CatalogKind kind) const { return ids[static_cast<int>(kind)]; }
    Table nodesByAccelerator;
    Table calibrationsByTarget;
};

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
    CatalogIndex index; // buildIndex(); without it (or for rows changed since) lookups scan

    // Indexes the rows as they are now (see CatalogIndex).
    void buildIndex();

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
    // The first node (in catalog order) built from accelerator `acceleratorId` that `accept`s, or nullptr.
    const Node* nodeOf(std::string_view acceleratorId, const std::function<bool(const Node&)>& accept = {}) const;

    bool contains(CatalogKind kind, std::string_view id) const;
    std::vector<std::string> ids(CatalogKind kind) const;
};

} // namespace fleet
