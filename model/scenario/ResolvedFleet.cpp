#include "scenario/ResolvedFleet.h"

#include <fmt/format.h>

namespace fleet {

namespace {

Node genericNode(const Accelerator& a, const Scenario& s)
{
    Node n;
    n.id = "generic-" + a.id;
    n.name = fmt::format("Generic {}×{} node", s.fleet.acceleratorsPerNode, a.name);
    n.acceleratorId = a.id;
    n.accelerators = static_cast<int>(s.fleet.acceleratorsPerNode);
    n.scaleUpLinkId = s.fleet.scaleUpLink;
    n.scaleOutLinkId = s.fleet.scaleOutLink;
    n.generic = true;
    n.provenance = Provenance{"derived from the accelerator by FleetPlanner", "estimate", "", "no catalog node matched", false};
    return n;
}

} // namespace

ResolvedFleet resolveFleet(const Scenario& s, const Catalog& c, std::vector<Issue>& issues)
{
    ResolvedFleet r;
    auto error = [&](const char* key, std::string msg) { issues.push_back(Issue{Severity::Error, key, std::move(msg)}); };

    r.accelerator = c.accelerator(s.fleet.accelerator);
    if (!r.accelerator)
        error("fleet.accelerator", fmt::format("fleet.accelerator: unknown accelerator id '{}'", s.fleet.accelerator));

    if (r.accelerator) {
        const Node* chosen = nullptr;
        if (s.fleet.node == "auto") {
            for (const Node& n : c.nodes)
                if (n.acceleratorId == r.accelerator->id && n.accelerators == s.fleet.acceleratorsPerNode) {
                    chosen = &n;
                    break;
                }
            r.node = chosen ? *chosen : genericNode(*r.accelerator, s);
        } else if ((chosen = c.node(s.fleet.node))) {
            r.node = *chosen;
            if (chosen->acceleratorId != r.accelerator->id)
                issues.push_back(Issue{Severity::Warning, "fleet.node",
                                       fmt::format("fleet.node: {} holds {} but the fleet's accelerator is {}", chosen->id,
                                                   chosen->acceleratorId, r.accelerator->id)});
            if (chosen->accelerators != s.fleet.acceleratorsPerNode)
                issues.push_back(Issue{Severity::Warning, "fleet.acceleratorsPerNode",
                                       fmt::format("fleet.acceleratorsPerNode: {} holds {} accelerators, the scenario says {}",
                                                   chosen->id, chosen->accelerators, s.fleet.acceleratorsPerNode)});
        } else {
            error("fleet.node", fmt::format("fleet.node: unknown node id '{}' (or use auto)", s.fleet.node));
            r.node = genericNode(*r.accelerator, s);
        }
    }

    r.scaleUp = c.link(s.fleet.scaleUpLink);
    if (!r.scaleUp)
        error("fleet.scaleUpLink", fmt::format("fleet.scaleUpLink: unknown link id '{}'", s.fleet.scaleUpLink));
    r.scaleOut = c.link(s.fleet.scaleOutLink);
    if (!r.scaleOut)
        error("fleet.scaleOutLink", fmt::format("fleet.scaleOutLink: unknown link id '{}'", s.fleet.scaleOutLink));
    r.hostLink = c.link(s.fleet.hostLink);
    if (!r.hostLink)
        error("fleet.hostLink", fmt::format("fleet.hostLink: unknown link id '{}'", s.fleet.hostLink));
    r.cooling = c.coolingType(s.fleet.cooling);
    if (!r.cooling)
        error("fleet.cooling", fmt::format("fleet.cooling: unknown cooling id '{}'", s.fleet.cooling));
    r.region = c.region(s.fleet.region);
    if (!r.region)
        error("fleet.region", fmt::format("fleet.region: unknown region id '{}'", s.fleet.region));

    r.trainingPrecision = precisionFromString(s.training.precision);
    if (!r.trainingPrecision)
        error("training.precision", fmt::format("training.precision: unknown precision '{}'", s.training.precision));
    r.inferencePrecision = precisionFromString(s.inference.precision);
    if (!r.inferencePrecision)
        error("inference.precision", fmt::format("inference.precision: unknown precision '{}'", s.inference.precision));

    r.acceleratorCount = static_cast<double>(s.fleet.acceleratorsPerNode) * static_cast<double>(s.fleet.nodes);
    return r;
}

} // namespace fleet
