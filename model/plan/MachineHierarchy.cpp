#include "plan/MachineHierarchy.h"

#include "results/IssueTemplates.h"

namespace fleet {

std::int64_t scaleUpDomainOf(const Scenario& s, const ResolvedFleet& f)
{
    if (s.fleet.scaleUpDomain > 0)
        return s.fleet.scaleUpDomain;
    // A catalog node states its domain when it is not the node (GB200 NVL72: 72 for a 4-GPU tray); the node's
    // own domain is what the plan's node holds (fleet.acceleratorsPerNode, which the node row is checked against).
    if (f.node && !f.node->generic && f.node->scaleUpDomain.value_or(0) > 0 &&
        f.node->accelerators == s.fleet.acceleratorsPerNode)
        return *f.node->scaleUpDomain;
    return s.fleet.acceleratorsPerNode;
}

MachineHierarchy machineHierarchy(const Scenario& s, const ResolvedFleet& f)
{
    return machineHierarchy(s, scaleUpDomainOf(s, f), f.scaleUp);
}

MachineHierarchy machineHierarchy(const Scenario& s, std::int64_t scaleUpDomain, const Link* scaleUpLink)
{
    MachineHierarchy m;
    m.scaleUpPeerAccess = scaleUpLink && scaleUpLink->family == "nvlink";
    m.acceleratorsPerNode = static_cast<double>(s.fleet.acceleratorsPerNode);
    m.scaleUpDomain = static_cast<double>(scaleUpDomain > 0 ? scaleUpDomain : s.fleet.acceleratorsPerNode);
    m.nodes = static_cast<double>(s.fleet.nodes);
    return m;
}

void checkMachineHierarchy(const Scenario& s, const ResolvedFleet& f, std::vector<Issue>& issues)
{
    const std::int64_t D = scaleUpDomainOf(s, f), g = s.fleet.acceleratorsPerNode;
    if (D <= 0 || g <= 0)
        return;
    if (D % g != 0 && g % D != 0) {
        issues.push_back(makeIssue<IssueCode::ScaleUpDomainNotNodeMultiple>(Severity::Error, "fleet.scaleUpDomain", D, g));
        return;
    }
    if (D > g && s.fleet.nodes % (D / g) != 0)
        issues.push_back(makeIssue<IssueCode::ScaleUpDomainNotTiling>(Severity::Error, "fleet.scaleUpDomain",
                                                                      s.acceleratorCount(), D, D / g));
}

} // namespace fleet
