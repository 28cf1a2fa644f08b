#include "hardware/Catalog.h"
#include "units/NameTable.h"

#include <algorithm>

namespace fleet {

namespace {

constexpr NameTable<CatalogKind, 10> kKindNames = {{
    {CatalogKind::Accelerators, "accelerators"},
    {CatalogKind::Links, "links"},
    {CatalogKind::Nodes, "nodes"},
    {CatalogKind::Switches, "switches"},
    {CatalogKind::Optics, "optics"},
    {CatalogKind::Cooling, "cooling"},
    {CatalogKind::Regions, "regions"},
    {CatalogKind::Models, "models"},
    {CatalogKind::Calibrations, "calibrations"},
    {CatalogKind::ServingCalibrations, "serving_calibration"},
}};

// Equal ids. Many ids share a length ("de", "fr", "us": 15 of the 38 regions have two letters) and nearly all
// of those differ in the first character, so testing it inline saves most calls to the library's compare
// (a region lookup made ~19 of them).
inline bool sameId(const std::string& a, std::string_view b)
{
    return a.size() == b.size() && (b.empty() || (a.front() == b.front() && std::string_view(a) == b));
}

template <typename T>
const T* findById(const std::vector<T>& rows, std::string_view id)
{
    auto it = std::find_if(rows.begin(), rows.end(), [&](const T& r) {
        return sameId(r.id, id);
    });
    return it == rows.end() ? nullptr : &*it;
}

template <typename T>
std::vector<std::string> idsOf(const std::vector<T>& rows)
{
    std::vector<std::string> out;
    out.reserve(rows.size());
    for (const T& r : rows)
        out.push_back(r.id);
    return out;
}

} // namespace

std::string_view toString(CatalogKind k)
{
    return nameIn(kKindNames, k, "?");
}

bool catalogKindFromString(std::string_view s, CatalogKind& out)
{
    const auto kind = valueIn(kKindNames, s);
    if (kind)
        out = *kind;
    return kind.has_value();
}

const Accelerator* Catalog::accelerator(std::string_view id) const { return findById(accelerators, id); }
const Link* Catalog::link(std::string_view id) const { return findById(links, id); }
const ServingCalibration* Catalog::servingCalibration(std::string_view acceleratorId) const
{
    return findById(servingCalibrations, acceleratorId);
}

ServingCalibration genericServingCalibration(const std::string& acceleratorId)
{
    ServingCalibration c;
    c.id = acceleratorId;
    c.stepOverhead = seconds(0.0);
    c.sequenceOverhead = seconds(kServingSequenceOverheadS);
    c.layerOverhead = seconds(kServingLayerOverheadS);
    c.gemmHalfGflop = kServingGemmHalfGflop;
    c.gemmShare = kServingGemmShare;
    c.provenance = Provenance{"FleetPlanner generic serving calibration (docs/models.md, Serving)", "estimate", "2026",
                              "no serving_calibration row for this accelerator: the fitted runtime constants of the "
                              "built-in rows (GEMM share, overheads), mean measured HBM share of A100/H100/H200",
                              false};
    return c;
}
const Node* Catalog::node(std::string_view id) const { return findById(nodes, id); }
const Switch* Catalog::switchById(std::string_view id) const { return findById(switches, id); }
const Optic* Catalog::optic(std::string_view id) const { return findById(optics, id); }
const Cooling* Catalog::coolingType(std::string_view id) const { return findById(cooling, id); }
const Region* Catalog::region(std::string_view id) const { return findById(regions, id); }
const ModelSpec* Catalog::model(std::string_view id) const { return findById(models, id); }
const Calibration* Catalog::calibration(std::string_view id) const { return findById(calibrations, id); }

const Calibration* Catalog::calibration(CalibrationTarget target, std::string_view targetId,
                                        CalibrationParameter parameter) const
{
    for (const Calibration& c : calibrations)
        if (c.target == target && c.parameter == parameter && sameId(c.targetId, targetId))
            return &c;
    return nullptr;
}

std::vector<std::string> Catalog::ids(CatalogKind kind) const
{
    switch (kind) {
    case CatalogKind::Accelerators: return idsOf(accelerators);
    case CatalogKind::Links: return idsOf(links);
    case CatalogKind::Nodes: return idsOf(nodes);
    case CatalogKind::Switches: return idsOf(switches);
    case CatalogKind::Optics: return idsOf(optics);
    case CatalogKind::Cooling: return idsOf(cooling);
    case CatalogKind::Regions: return idsOf(regions);
    case CatalogKind::Models: return idsOf(models);
    case CatalogKind::Calibrations: return idsOf(calibrations);
    case CatalogKind::ServingCalibrations: return idsOf(servingCalibrations);
    }
    return {};
}

bool Catalog::contains(CatalogKind kind, std::string_view id) const
{
    switch (kind) { // no copy of every id per question (100,000 of them in a large user catalog)
    case CatalogKind::Accelerators: return accelerator(id) != nullptr;
    case CatalogKind::Links: return link(id) != nullptr;
    case CatalogKind::Nodes: return node(id) != nullptr;
    case CatalogKind::Switches: return switchById(id) != nullptr;
    case CatalogKind::Optics: return optic(id) != nullptr;
    case CatalogKind::Cooling: return coolingType(id) != nullptr;
    case CatalogKind::Regions: return region(id) != nullptr;
    case CatalogKind::Models: return model(id) != nullptr;
    case CatalogKind::Calibrations: return calibration(id) != nullptr;
    case CatalogKind::ServingCalibrations: return servingCalibration(id) != nullptr;
    }
    return false;
}

} // namespace fleet
