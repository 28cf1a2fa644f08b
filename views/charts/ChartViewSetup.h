#pragma once
// The set-up every chart view starts with: antialiased, the legend at the bottom, 4 px margins, a minimum size,
// and (unless told otherwise) ChartExport's "Save chart as PNG…/SVG…" menu. One place, so the charts of the
// tabs and the report keep one look.
class QChartView;
class QSize;

namespace fleet::views {

enum class ChartMenu { Export, None };

void setUpChartView(QChartView* view, const QSize& minimum, ChartMenu menu = ChartMenu::Export);

} // namespace fleet::views
