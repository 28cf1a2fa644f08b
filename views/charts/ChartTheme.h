#pragma once
// Lecture styling of charts: larger, bold titles and labels from the application font, black text on
// white, thicker lines and larger markers. Charts rebuild their axes and series on every update, so
// apply() is called again after updates; it remembers each object's original font and pen in a dynamic
// property, so applying twice changes nothing and lecture=false restores the originals.
class QChart;
class QWidget;

namespace fleet::views {

class ChartTheme {
public:
    static void apply(QChart* chart, bool lecture);
    // Every QChartView under `root`.
    static void applyAll(QWidget* root, bool lecture);
    static constexpr double kLineWidthFactor = 2.0;
    static constexpr double kMarkerFactor = 1.5;
};

} // namespace fleet::views
