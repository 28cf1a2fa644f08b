#pragma once
// A line chart for model curves: one or more named series over a (optionally logarithmic) x axis, plus
// labelled marker points (e.g. an optimum).
#include <QChartView>

#include <optional>
#include <utility>
#include <vector>

class QAbstractAxis;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;

namespace fleet::views {

struct LineSeriesData {
    QString name;
    std::vector<std::pair<double, double>> points;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine; // e.g. dashed for a target line or a compared series
    bool inLegend = true;               // false: e.g. a target line labelled on the chart instead
    bool operator==(const LineSeriesData&) const = default;
};

struct MarkerData {
    QString label;
    double x = 0.0, y = 0.0;
    QColor color;
    // No dot: the label alone, just right of (x, y) (left of it where the plot ends first) and centred on y — the
    // label of a vertical line (a target), which a label centred above a dot on the line would have running through.
    bool besideLine = false;
    bool operator==(const MarkerData&) const = default;
};

struct LineChartSpec {
    QString title, xTitle, yTitle;
    bool logX = false;
    bool logY = false;
    double yMin = 0.0, yMax = 0.0; // both 0: fit to the data
    QString yFormat = QStringLiteral("%g");
    bool operator==(const LineChartSpec&) const = default;
};

class LineChartView : public QChartView {
    Q_OBJECT
public:
    explicit LineChartView(QWidget* parent = nullptr);
    // Draws the chart; the same data again (an edit that does not move this chart) leaves it as it is. New data
    // on the same kind of axes moves the points of the series and axes already in the chart (issue #12:
    // re-creating them re-laid out the whole scene, ~14 M instructions per edit on the Training tab); a line or
    // marker more or fewer adds or removes one at the end; a change in an axis' kind builds everything anew.
    void setData(const LineChartSpec& spec, const std::vector<LineSeriesData>& series,
                 const std::vector<MarkerData>& markers = {});

private:
    struct Drawn {
        LineChartSpec spec;
        std::vector<LineSeriesData> series;
        std::vector<MarkerData> markers;
    };
    void fitSeries(const LineChartSpec& spec, std::size_t lines, std::size_t dots, bool newAxes);
    // Every marker label at its point, for the axes' ranges and the plot area as they are now: a dot's centred above
    // it (below where the plot ends first), a line's beside it; a label that would overprint one placed before it
    // moves below its point, then further down.
    void placeLabels();
    static void fitRanges(const LineChartSpec& spec, QAbstractAxis* x, QAbstractAxis* y, double xLo, double xHi,
                          double yLo, double yHi);

    std::optional<Drawn> m_drawn;
    QAbstractAxis* m_x = nullptr;
    QAbstractAxis* m_y = nullptr;
    // Axes of the same kinds outside the chart, where each update works out the axes' title, format, ticks and
    // range step by step; the drawn axes then get only the properties that differ. Qt Charts lays out an axis'
    // labels again on each setter of a drawn axis, even one that sets the value it has (2.6 M of 60 M
    // GUI-thread instructions per Training edit, issue #12). Owned by the view.
    QAbstractAxis* m_draftX = nullptr;
    QAbstractAxis* m_draftY = nullptr;
    std::vector<QLineSeries*> m_lines;
    std::vector<QScatterSeries*> m_dots; // one per drawable marker with a dot
    // The labels: text items of the chart with their points, moved when the plot area moves. A dot's label is not
    // the scatter series' point label: Qt Charts draws that outside its series' item, and moving or removing the
    // series left the old text on screen (issue 31); a scene item repaints where it was.
    std::vector<std::pair<QGraphicsSimpleTextItem*, QPointF>> m_dotLabels;  // one per dot, in m_dots' order
    std::vector<std::pair<QGraphicsSimpleTextItem*, QPointF>> m_lineLabels; // one per drawable marker `besideLine`
};

} // namespace fleet::views
