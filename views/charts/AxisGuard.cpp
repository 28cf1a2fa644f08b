#include "charts/AxisGuard.h"

#include <QAbstractAxis>
#include <algorithm>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>
#include <limits>

namespace fleet::views {

namespace {
constexpr double kLargest = 1e300; // ends beyond are clamped: their difference must stay finite
}

std::pair<double, double> guardedLinearRange(double lo, double hi)
{
    const bool loOk = std::isfinite(lo), hiOk = std::isfinite(hi);
    if (!loOk && !hiOk)
        return {0.0, 1.0};
    if (!loOk)
        lo = hi;
    if (!hiOk)
        hi = lo;
    if (lo > hi)
        std::swap(lo, hi);
    lo = std::clamp(lo, -kLargest / 2, kLargest / 2);
    hi = std::clamp(hi, -kLargest / 2, kLargest / 2);
    if (!(hi > lo)) { // empty: widen around the value, by a part of it (or by 1 around 0)
        const double pad = lo == 0.0 ? 1.0 : std::fabs(lo) * 0.1;
        lo -= pad;
        hi += pad;
    }
    return {lo, hi};
}

std::pair<double, double> guardedLogRange(double lo, double hi)
{
    const auto usable = [](double v) { return std::isfinite(v) && v > 0.0; };
    if (!usable(lo) && !usable(hi))
        return {1.0, 10.0};
    if (!usable(lo))
        lo = hi / 10.0;
    if (!usable(hi))
        hi = lo * 10.0;
    if (lo > hi)
        std::swap(lo, hi);
    const double tiny = std::numeric_limits<double>::min() * 1e10;
    lo = std::clamp(lo, tiny, kLargest);
    hi = std::clamp(hi, tiny, kLargest);
    if (!(hi > lo * (1.0 + 1e-12))) { // empty: a decade around the value
        lo = std::max(lo / std::sqrt(10.0), tiny);
        hi = lo * 10.0;
    }
    if (std::log10(hi) - std::log10(lo) > kMaxDecades) // keep the top, where the numbers that matter are
        lo = hi / std::pow(10.0, kMaxDecades);
    return {lo, hi};
}

void setGuardedRange(QAbstractAxis* axis, double lo, double hi)
{
    if (!axis)
        return;
    const auto [a, b] = qobject_cast<QLogValueAxis*>(axis) ? guardedLogRange(lo, hi) : guardedLinearRange(lo, hi);
    axis->setRange(a, b);
}

void applyNiceNumbersGuarded(QValueAxis* axis)
{
    const double lo = axis->min(), hi = axis->max();
    axis->applyNiceNumbers();
    if (!std::isfinite(axis->min()) || !std::isfinite(axis->max()) || !(axis->max() > axis->min()))
        axis->setRange(lo, hi);
}

bool drawablePoint(double x, double y, bool logX, bool logY)
{
    if (!std::isfinite(x) || !std::isfinite(y) || std::fabs(x) > kLargest || std::fabs(y) > kLargest)
        return false;
    return (!logX || x > 0.0) && (!logY || y > 0.0);
}

bool appendDrawable(QXYSeries* series, double x, double y, bool logX, bool logY)
{
    if (!drawablePoint(x, y, logX, logY))
        return false;
    series->append(x, y);
    return true;
}

double drawableBar(double v) { return std::isfinite(v) && std::fabs(v) <= kLargest ? v : 0.0; }

} // namespace fleet::views
