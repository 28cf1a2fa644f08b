#pragma once
// Clearing a chart's axes before it is rebuilt. QChart::removeAxis hands the axis back to the caller, so
// removing without deleting leaked one axis per rebuild (found by LeakSanitizer, docs/robustness.md).
class QChart;

namespace fleet::views {

void deleteAxes(QChart* chart);

} // namespace fleet::views
