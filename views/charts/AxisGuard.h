#pragma once
// Every chart view sets its axis ranges and adds its points through these guards. Qt Charts recurses without
// end in QLogValueAxis when a range is not finite, empty or not positive, and its domains go wrong on a NaN
// point or bar; a catalog row or a plan can produce any of them (a link with 0 bandwidth, a 1e308 peak).
// So: ranges are made finite, non-empty and (log) positive and at most kMaxDecades wide; a point that cannot
// be drawn is left out; a bar that is not finite is drawn as 0. tst_chart_guards feeds every chart such data.
#include <QString>

#include <utility>

class QAbstractAxis;
class QValueAxis;
class QXYSeries;

namespace fleet::views {

inline constexpr double kMaxDecades = 40.0;

// A finite range with hi > lo containing what can be kept of [lo, hi]; [0, 1] when nothing is finite.
std::pair<double, double> guardedLinearRange(double lo, double hi);
// A range with 0 < lo < hi, both finite, hi / lo ≤ 10^kMaxDecades; [1, 10] when nothing is usable.
std::pair<double, double> guardedLogRange(double lo, double hi);
// Sets the range through the guard for the axis' type (QLogValueAxis: logarithmic; any other: linear).
void setGuardedRange(QAbstractAxis* axis, double lo, double hi);
// Ticks at multiples of a 1-2-5 step (issue #13: ticks at 25.75 / 78 / 155): the range widened to the step's
// multiples around [lo, hi], at most maxTicks ticks, and the decimals the step needs in its labels.
struct NiceTicks {
    double lo = 0, hi = 1, step = 1;
    int count = 2;
    int decimals = 0;
};
NiceTicks niceTicks(double lo, double hi, int maxTicks = 8);
// Puts the axis on nice ticks (niceTicks of its range; the range stays when it is not finite or empty) and
// gives its labels the step's decimals; a small chart asks for fewer ticks so none is elided.
void applyNiceNumbersGuarded(QValueAxis* axis, int maxTicks = 8);
// Nice ticks over [lo, hi] (through the guard) whose labels, in the axis' label font, fit `lengthPx` of axis
// side by side: 8 at most, fewer when their labels would touch (the step chart's "0 50 1… 1… 2…" at 1366 × 768).
void applyNiceNumbersToFit(QValueAxis* axis, double lo, double hi, double lengthPx);
// Label format of a logarithmic axis over [lo, hi] without e-notation: whole numbers ("%.0f") when lo ≥ 1,
// "%g" where it has no exponent, else the decimals lo needs. (QChart::setLocalizeNumbers would add group separators, but in Qt 6.4 it blanks log axes.)
QString logLabelFormat(double lo, double hi);
// Whether (x, y) can be drawn: finite, and positive on a logarithmic scale.
bool drawablePoint(double x, double y, bool logX = false, bool logY = false);
// Appends (x, y) when it is drawable; returns whether it was.
bool appendDrawable(QXYSeries* series, double x, double y, bool logX = false, bool logY = false);
// A bar's value as drawn: non-finite values as 0.
double drawableBar(double v);

} // namespace fleet::views
