#include "scenario/PartCompatibility.h"

#include <fmt/format.h>

#include <algorithm>

namespace fleet {

namespace {

bool isScaleOutFamily(const std::string& family) { return family == "infiniband" || family == "ethernet"; }

// The catalog nodes built from the accelerator (its vendor's systems): the links they use are the ones it has.
std::vector<const Node*> nodesOf(const Accelerator& a, const Catalog& c)
{
    std::vector<const Node*> out;
    for (const Node& n : c.nodes)
        if (n.acceleratorId == a.id)
            out.push_back(&n);
    return out;
}

std::string linkLabel(const Link& l) { return fmt::format("{} ({})", l.id, l.name); }

// A scale-out link to suggest: the one the accelerator's catalog node uses, else the InfiniBand or Ethernet link
// nearest in bandwidth to the one chosen.
const Link* scaleOutSuggestion(const Link& chosen, const std::vector<const Node*>& nodes, const Catalog& c)
{
    for (const Node* n : nodes)
        if (const Link* l = c.link(n->scaleOutLinkId); l && isScaleOutFamily(l->family))
            return l;
    const Link* best = nullptr;
    for (const Link& l : c.links)
        if (isScaleOutFamily(l.family)) {
            const double d = std::abs(l.bandwidthPerDirection.si() - chosen.bandwidthPerDirection.si());
            if (!best || d < std::abs(best->bandwidthPerDirection.si() - chosen.bandwidthPerDirection.si()))
                best = &l;
        }
    return best;
}

void checkScaleUp(const Scenario& s, const ResolvedFleet& f, const std::vector<const Node*>& nodes,
                  std::vector<Issue>& issues)
{
    const Accelerator& a = *f.accelerator;
    const Link& up = *f.scaleUp;
    if (s.fleet.acceleratorsPerNode <= 1)
        return; // one accelerator per node: no scale-up domain, the link carries nothing
    std::vector<std::string> own;
    for (const Node* n : nodes)
        if (!n->scaleUpLinkId.empty() && std::find(own.begin(), own.end(), n->scaleUpLinkId) == own.end())
            own.push_back(n->scaleUpLinkId);
    if (!own.empty()) {
        if (std::find(own.begin(), own.end(), up.id) != own.end())
            return;
        const Node& n = *nodes.front();
        issues.push_back({Severity::Warning, "fleet.scaleUpLink",
                          fmt::format("fleet.scaleUpLink: {} does not have {}: its catalog node {} connects its "
                                      "accelerators over {}; set fleet.scaleUpLink to {}",
                                      a.name, linkLabel(up), n.name, n.scaleUpLinkId, n.scaleUpLinkId)});
        return;
    }
    // No catalog node says: NVLink is NVIDIA's, and a link faster than the accelerator's own scale-up ports is not
    // its link.
    if (up.family == "nvlink" && a.vendor != "NVIDIA") {
        issues.push_back({Severity::Warning, "fleet.scaleUpLink",
                          fmt::format("fleet.scaleUpLink: {} is NVIDIA's link, and {} is not an NVIDIA accelerator; "
                                      "set fleet.scaleUpLink to the accelerator's own scale-up link (add it to the "
                                      "catalog if it is missing) or fleet.acceleratorsPerNode to 1",
                                      linkLabel(up), a.name)});
        return;
    }
    if (const auto ports = a.scaleUpPerDirection(); ports && up.bandwidthPerDirection.si() > 1.01 * ports->si())
        issues.push_back({Severity::Warning, "fleet.scaleUpLink",
                          fmt::format("fleet.scaleUpLink: {} carries {:g} GB/s per direction, more than the {:g} GB/s "
                                      "of {}'s scale-up ports (catalog); set fleet.scaleUpLink to a link of at most "
                                      "that bandwidth",
                                      linkLabel(up), up.bandwidthPerDirection.si() / 1e9, ports->si() / 1e9, a.name)});
}

void checkScaleOut(const ResolvedFleet& f, const std::vector<const Node*>& nodes, const Catalog& c,
                   std::vector<Issue>& issues)
{
    const Link& out = *f.scaleOut;
    if (out.family != "nvlink" && out.family != "pcie")
        return;
    const Link* fix = scaleOutSuggestion(out, nodes, c);
    issues.push_back(
        {Severity::Warning, "fleet.scaleOutLink",
         fmt::format("fleet.scaleOutLink: {} is a {} link inside a node, not a network between nodes (its switches, "
                     "optics and power are priced as if it were one); set fleet.scaleOutLink to an InfiniBand or "
                     "Ethernet link{}",
                     linkLabel(out), out.family == "nvlink" ? "scale-up" : "host",
                     fix ? fmt::format(" such as {}", linkLabel(*fix)) : std::string())});
}

void checkNode(const Scenario& s, const ResolvedFleet& f, const std::vector<const Node*>& nodes,
               std::vector<Issue>& issues)
{
    if (s.fleet.node != "auto" || !f.node.generic)
        return;
    std::string why = "no catalog node holds it";
    std::string fix = "add its node to the catalog to use its own power, price and links";
    if (!nodes.empty()) {
        why = fmt::format("its catalog node {} holds {}, not {}", nodes.front()->id, nodes.front()->accelerators,
                          s.fleet.acceleratorsPerNode);
        fix = fmt::format("set fleet.acceleratorsPerNode to {} to use {}", nodes.front()->accelerators,
                          nodes.front()->name);
    }
    const std::string power = f.node.powerBasis.empty()
                                  ? std::string("power.nodeOverheadWatts for its overhead")
                                  : f.node.powerBasis;
    issues.push_back({nodes.empty() ? Severity::Info : Severity::Warning, "fleet.node",
                      fmt::format("fleet.node: auto resolved to a {} ({}): node power from {}; {}", f.node.name, why,
                                  power, fix)});
}

} // namespace

void checkPartCompatibility(const Scenario& s, const ResolvedFleet& f, const Catalog& c, std::vector<Issue>& issues)
{
    if (!f.accelerator)
        return;
    const std::vector<const Node*> nodes = nodesOf(*f.accelerator, c);
    if (f.scaleUp)
        checkScaleUp(s, f, nodes, issues);
    if (f.scaleOut)
        checkScaleOut(f, nodes, c, issues);
    checkNode(s, f, nodes, issues);
}

} // namespace fleet
