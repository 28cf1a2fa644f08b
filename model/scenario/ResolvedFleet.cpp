#include "scenario/ResolvedFleet.h"

#include "plan/ModelLibrary.h"
#include "results/IssueTemplates.h"

#include <fmt/format.h>

#include <cstdlib>

namespace fleet {

namespace {

// The catalog node of the accelerator's generation: one built from the accelerator itself (any count), else the
// one whose accelerator is nearest in year (the later of two equally near, then the first in the catalog).
const Node* generationNode(const Accelerator& a, const Catalog& c)
{
    if (const Node* own = c.nodeOf(a.id))
        return own;
    const Node* best = nullptr;
    int bestDistance = 0, bestYear = 0;
    for (const Node& n : c.nodes) {
        const Accelerator* other = c.accelerator(n.acceleratorId);
        if (!other || !n.overhead || n.accelerators <= 0)
            continue;
        const int distance = std::abs(other->year - a.year);
        if (!best || distance < bestDistance || (distance == bestDistance && other->year > bestYear)) {
            best = &n;
            bestDistance = distance;
            bestYear = other->year;
        }
    }
    return best;
}

Node genericNode(const Accelerator& a, const Scenario& s, const Catalog& c)
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
    // Node power by generation (issue 13): the overhead per accelerator of the generation's catalog node; its
    // measured average only when that node holds this very accelerator.
    if (const Node* g = generationNode(a, c); g && g->overhead && g->accelerators > 0) {
        const double perAccelerator = g->overhead->si() / g->accelerators;
        n.overhead = watts(perAccelerator * static_cast<double>(s.fleet.acceleratorsPerNode));
        if (g->acceleratorId == a.id)
            n.averagePerAccelerator = g->averagePerAccelerator;
        n.powerBasis = Text::format(
            "{:.0f} W per accelerator, the overhead of {} ({:.0f} W for {}) of the {} generation", perAccelerator,
            g->name, g->overhead->si(), g->accelerators, g->acceleratorId == a.id ? a.name : g->acceleratorId);
    }
    return n;
}

} // namespace

const Node& unresolvedNode()
{
    static const Node none;
    return none;
}

std::optional<FlopPerSecond> trainingPeakFor(const ResolvedFleet& f)
{
    if (!f.accelerator || !f.trainingPrecision)
        return std::nullopt;
    return gemmPeakFor(*f.accelerator, TrainingFormat{*f.trainingPrecision, f.trainingRecipe});
}

ResolvedFleet resolveFleet(const Scenario& s, const Catalog& c, std::vector<Issue>& issues)
{
    ResolvedFleet r;

    r.accelerator = c.accelerator(s.fleet.accelerator);
    if (!r.accelerator)
        issues.push_back(
            makeIssue<IssueCode::UnknownAccelerator>(Severity::Error, "fleet.accelerator", s.fleet.accelerator));

    if (r.accelerator) {
        const Node* chosen = nullptr;
        if (s.fleet.node == "auto") {
            chosen = c.nodeOf(r.accelerator->id,
                              [&](const Node& n) { return n.accelerators == s.fleet.acceleratorsPerNode; });
            if (chosen)
                r.node = chosen;
            else
                r.adopt(genericNode(*r.accelerator, s, c));
        } else if ((chosen = c.node(s.fleet.node))) {
            r.node = chosen;
            if (chosen->acceleratorId != r.accelerator->id)
                issues.push_back(makeIssue<IssueCode::NodeHoldsOtherAccelerator>(
                    Severity::Warning, "fleet.node", chosen->id, chosen->acceleratorId, r.accelerator->id));
            if (chosen->accelerators != s.fleet.acceleratorsPerNode)
                issues.push_back(makeIssue<IssueCode::NodeAcceleratorCount>(
                    Severity::Warning, "fleet.acceleratorsPerNode", chosen->id, chosen->accelerators,
                    s.fleet.acceleratorsPerNode));
        } else {
            issues.push_back(makeIssue<IssueCode::UnknownNode>(Severity::Error, "fleet.node", s.fleet.node));
            r.adopt(genericNode(*r.accelerator, s, c));
        }
    }

    r.scaleUp = c.link(s.fleet.scaleUpLink);
    if (!r.scaleUp)
        issues.push_back(makeIssue<IssueCode::UnknownLink>(Severity::Error, "fleet.scaleUpLink", "fleet.scaleUpLink",
                                                           s.fleet.scaleUpLink));
    r.scaleOut = c.link(s.fleet.scaleOutLink);
    if (!r.scaleOut)
        issues.push_back(makeIssue<IssueCode::UnknownLink>(Severity::Error, "fleet.scaleOutLink", "fleet.scaleOutLink",
                                                           s.fleet.scaleOutLink));
    r.hostLink = c.link(s.fleet.hostLink);
    if (!r.hostLink)
        issues.push_back(
            makeIssue<IssueCode::UnknownLink>(Severity::Error, "fleet.hostLink", "fleet.hostLink", s.fleet.hostLink));
    r.cooling = c.coolingType(s.fleet.cooling);
    if (!r.cooling)
        issues.push_back(makeIssue<IssueCode::UnknownCooling>(Severity::Error, "fleet.cooling", s.fleet.cooling));
    r.region = c.region(s.fleet.region);
    if (!r.region)
        issues.push_back(makeIssue<IssueCode::UnknownRegion>(Severity::Error, "fleet.region", s.fleet.region));

    if (const auto format = trainingFormatFromString(s.training.precision)) {
        r.trainingPrecision = format->precision;
        r.trainingRecipe = format->recipe;
    }
    if (!r.trainingPrecision)
        issues.push_back(makeIssue<IssueCode::UnknownPrecision>(Severity::Error, "training.precision",
                                                                "training.precision", s.training.precision));
    r.inferencePrecision = precisionFromString(s.inference.precision);
    if (!r.inferencePrecision)
        issues.push_back(makeIssue<IssueCode::UnknownPrecision>(Severity::Error, "inference.precision",
                                                                "inference.precision", s.inference.precision));

    r.acceleratorCount = static_cast<double>(s.fleet.acceleratorsPerNode) * static_cast<double>(s.fleet.nodes);
    r.servedModel = servedModelOf(s, c);
    r.modelCount = countParameters(architectureOf(s.model));
    r.servedCount = r.servedModel ? (s.serving.model == "same" ? r.modelCount
                                                                : countParameters(architectureOf(*r.servedModel)))
                                  : ParameterCount{};
    if (!r.servedModel && c.model(s.serving.model)) // an unknown id: validate() names it
        issues.push_back(makeIssue<IssueCode::ServedModelNoShape>(Severity::Error, "serving.model", s.serving.model));
    return r;
}

} // namespace fleet
