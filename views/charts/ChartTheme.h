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
    // Every QChartView under `root`; in lecture mode each view also keeps at least kLectureMinimum pixels (the
    // main window's tab pages scroll, so a tab with several charts scrolls rather than squeezing each to a
    // ~100 px plot with elided axis titles, issue 31), and its own minimum size again without.
    static void applyAll(QWidget* root, bool lecture);
    static constexpr int kLectureMinimumWidth = 380;
    static constexpr int kLectureMinimumHeight = 380;
    static constexpr double kLineWidthFactor = 2.0;
    static constexpr double kMarkerFactor = 1.5;
};

} // namespace fleet::views
