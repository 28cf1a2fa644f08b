#pragma once
// Clearing a chart's axes before it is rebuilt. QChart::removeAxis hands the axis back to the caller, so
// removing without deleting leaked one axis per rebuild (found by LeakSanitizer, docs/robustness.md). And the
// charts' logarithmic axis.
class QChart;
class QLogValueAxis;
class QString;

namespace fleet::views {

void deleteAxes(QChart* chart);

// A base-10 logarithmic axis titled `title` (plain text) with "%g" labels; the caller adds its range and ticks.
QLogValueAxis* newDecadeAxis(const QString& title);

} // namespace fleet::views
