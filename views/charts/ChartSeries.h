#pragma once
// Series the chart views add beside their data: helper lines, highlights and labels that the legend leaves out,
// and scatter series drawn only as their point labels (a bar's total, a cooling limit's name, a cliff ratio).
#include <QString>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QScatterSeries;
class QXYSeries;

namespace fleet::views {

// Hides `s`'s markers from the chart's legend.
void hideFromLegend(QChart* chart, QAbstractSeries* s);
// Adds `s` to `chart` on the axes `x` and `y`, out of the legend.
void addUnlisted(QChart* chart, QAbstractSeries* s, QAbstractAxis* x, QAbstractAxis* y);
// A scatter series whose 1 px markers are invisible: only its point labels show.
QScatterSeries* newLabelSeries();
// Writes `format` at each point of `s`, not clipped at the plot area.
void showPointLabels(QXYSeries* s, const QString& format);

} // namespace fleet::views
