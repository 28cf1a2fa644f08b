#include "common/ScenarioView.h"

namespace fleet::views {

ScenarioView::~ScenarioView() = default; // anchors the vtable and moc output in this translation unit

std::optional<fleet::ResolvedFleet> ScenarioView::resolved(const fleet::Scenario& s, const fleet::Catalog& c)
{
    std::vector<fleet::Issue> issues;
    fleet::ResolvedFleet f = fleet::resolveFleet(s, c, issues);
    if (!f.complete())
        return std::nullopt;
    return f;
}

} // namespace fleet::views
