#include "scenario/PartCompatibility.h"
#include "results/IssueTemplates.h"

#include <fmt/format.h>

#include <algorithm>

namespace fleet {

namespace {

// The catalog nodes built from the accelerator (its vendor's systems): the links they use are the ones it has.
std::vector<const Node*> nodesOf(const Accelerator& a, const Catalog& c)
{
    std::vector<const Node*> out;
    for (const Node& n : c.nodes)
        if (n.acceleratorId == a.id)
            out.push_back(&n);
    return out;
}

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
    bool nodesNameLinks = false; // a catalog node of the accelerator names its scale-up link
    for (const Node* n : nodes) {
        if (n->scaleUpLinkId.empty())
            continue;
        if (n->scaleUpLinkId == up.id)
            return; // one of the accelerator's own links
        nodesNameLinks = true;
    }
    if (nodesNameLinks) {
        const Node& n = *nodes.front();
        issues.push_back(makeIssue<IssueCode::ScaleUpLinkNotOwn>(Severity::Warning, "fleet.scaleUpLink", a.name, up.id,
                                                                 up.name, n.name, n.scaleUpLinkId));
        return;
    }
    // No catalog node says: NVLink is NVIDIA's, and a link faster than the accelerator's own scale-up ports is not
    // its link.
    if (up.family == "nvlink" && a.vendor != "NVIDIA") {
        issues.push_back(makeIssue<IssueCode::ScaleUpLinkNvidiaOnly>(Severity::Warning, "fleet.scaleUpLink", up.id,
                                                                     up.name, a.name));
        return;
    }
    if (const auto ports = a.scaleUpPerDirection(); ports && up.bandwidthPerDirection.si() > 1.01 * ports->si())
        issues.push_back(makeIssue<IssueCode::ScaleUpLinkTooFast>(Severity::Warning, "fleet.scaleUpLink", up.id,
                                                                  up.name, up.bandwidthPerDirection.si() / 1e9,
                                                                  ports->si() / 1e9, a.name));
}

void checkScaleOut(const ResolvedFleet& f, const std::vector<const Node*>& nodes, const Catalog& c,
                   std::vector<Issue>& issues)
{
    const Link& out = *f.scaleOut;
    if (out.family != "nvlink" && out.family != "pcie")
        return;
    const Link* fix = scaleOutSuggestion(out, nodes, c);
    IssueArg kind = IssueArg::phrase(out.family == "nvlink" ? "scale-up" : "host");
    if (fix)
        issues.push_back(makeIssue<IssueCode::ScaleOutLinkInsideNodeSuggest>(
            Severity::Warning, "fleet.scaleOutLink", out.id, out.name, std::move(kind), fix->id, fix->name));
    else
        issues.push_back(makeIssue<IssueCode::ScaleOutLinkInsideNode>(Severity::Warning, "fleet.scaleOutLink", out.id,
                                                                      out.name, std::move(kind)));
}

void checkNode(const Scenario& s, const ResolvedFleet& f, const std::vector<const Node*>& nodes,
               std::vector<Issue>& issues)
{
    if (s.fleet.node != "auto" || !f.node->generic)
        return;
    IssueArg power = IssueArg::phrase(f.node->powerBasis.empty() ? Text("power.nodeOverheadWatts for its overhead")
                                                                 : f.node->powerBasis);
    if (nodes.empty())
        issues.push_back(
            makeIssue<IssueCode::AutoNodeNoCatalogNode>(Severity::Info, "fleet.node", f.node->name, std::move(power)));
    else
        issues.push_back(makeIssue<IssueCode::AutoNodeOtherCount>(
            Severity::Warning, "fleet.node", f.node->name, nodes.front()->id, nodes.front()->accelerators,
            s.fleet.acceleratorsPerNode, std::move(power), nodes.front()->name));
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
