#include "common/ScenarioView.h"

namespace fleet::views {

ScenarioView::~ScenarioView() = default; // anchors the vtable and moc output in this translation unit

} // namespace fleet::views
