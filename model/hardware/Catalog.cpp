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
const T* scanById(const std::vector<T>& rows, std::string_view id)
{
    auto it = std::find_if(rows.begin(), rows.end(), [&](const T& r) {
        return sameId(r.id, id);
    });
    return it == rows.end() ? nullptr : &*it;
}

// By the table's index when it describes these rows, else by scanning them.
template <typename T>
const T* findById(const std::vector<T>& rows, const CatalogIndex::Table& index, std::string_view id)
{
    if (!index.describes(rows))
        return scanById(rows, id);
    const auto at = index.first.find(id);
    return at == index.first.end() ? nullptr : &rows[at->second];
}

// The first of `rows` that `matches`, among the positions the index lists under `key` when it describes these rows,
// else among them all.
template <typename T, typename Matches>
const T* findByKey(const std::vector<T>& rows, const CatalogIndex::Table& index, std::string_view key, Matches matches)
{
    if (!index.describes(rows)) {
        const auto it = std::find_if(rows.begin(), rows.end(), matches);
        return it == rows.end() ? nullptr : &*it;
    }
    const auto at = index.all.find(key);
    if (at != index.all.end())
        for (std::uint32_t i : at->second)
            if (matches(rows[i]))
                return &rows[i];
    return nullptr;
}

template <typename T, typename KeyOf>
void indexRows(const std::vector<T>& rows, CatalogIndex::Table& index, KeyOf keyOf, bool listAll)
{
    index = {};
    index.rows = rows.data();
    index.count = rows.size();
    index.built = true;
    for (std::uint32_t i = 0; i < rows.size(); ++i) {
        if (listAll)
            index.all[keyOf(rows[i])].push_back(i);
        else
            index.first.emplace(keyOf(rows[i]), i); // the first row with the id stays
    }
}

template <typename T>
void indexIds(const std::vector<T>& rows, CatalogIndex& index, CatalogKind kind)
{
    indexRows(rows, index.of(kind), [](const T& r) -> const std::string& { return r.id; }, false);
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

const Accelerator* Catalog::accelerator(std::string_view id) const
{
    return findById(accelerators, index.of(CatalogKind::Accelerators), id);
}
const Link* Catalog::link(std::string_view id) const { return findById(links, index.of(CatalogKind::Links), id); }
const ServingCalibration* Catalog::servingCalibration(std::string_view acceleratorId) const
{
    return findById(servingCalibrations, index.of(CatalogKind::ServingCalibrations), acceleratorId);
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
const Node* Catalog::node(std::string_view id) const { return findById(nodes, index.of(CatalogKind::Nodes), id); }
const Switch* Catalog::switchById(std::string_view id) const
{
    return findById(switches, index.of(CatalogKind::Switches), id);
}
const Optic* Catalog::optic(std::string_view id) const { return findById(optics, index.of(CatalogKind::Optics), id); }
const Cooling* Catalog::coolingType(std::string_view id) const
{
    return findById(cooling, index.of(CatalogKind::Cooling), id);
}
const Region* Catalog::region(std::string_view id) const
{
    return findById(regions, index.of(CatalogKind::Regions), id);
}
const ModelSpec* Catalog::model(std::string_view id) const
{
    return findById(models, index.of(CatalogKind::Models), id);
}
const Calibration* Catalog::calibration(std::string_view id) const
{
    return findById(calibrations, index.of(CatalogKind::Calibrations), id);
}

const Calibration* Catalog::calibration(CalibrationTarget target, std::string_view targetId,
                                        CalibrationParameter parameter) const
{
    return findByKey(calibrations, index.calibrationsByTarget, targetId, [&](const Calibration& c) {
        return c.target == target && c.parameter == parameter && sameId(c.targetId, targetId);
    });
}

const Node* Catalog::nodeOf(std::string_view acceleratorId, const std::function<bool(const Node&)>& accept) const
{
    return findByKey(nodes, index.nodesByAccelerator, acceleratorId, [&](const Node& n) {
        return sameId(n.acceleratorId, acceleratorId) && (!accept || accept(n));
    });
}

void Catalog::buildIndex()
{
    indexIds(accelerators, index, CatalogKind::Accelerators);
    indexIds(links, index, CatalogKind::Links);
    indexIds(nodes, index, CatalogKind::Nodes);
    indexIds(switches, index, CatalogKind::Switches);
    indexIds(optics, index, CatalogKind::Optics);
    indexIds(cooling, index, CatalogKind::Cooling);
    indexIds(regions, index, CatalogKind::Regions);
    indexIds(models, index, CatalogKind::Models);
    indexIds(calibrations, index, CatalogKind::Calibrations);
    indexIds(servingCalibrations, index, CatalogKind::ServingCalibrations);
    indexRows(nodes, index.nodesByAccelerator, [](const Node& n) -> const std::string& { return n.acceleratorId; }, true);
    indexRows(calibrations, index.calibrationsByTarget, [](const Calibration& c) -> const std::string& { return c.targetId; },
              true);
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
