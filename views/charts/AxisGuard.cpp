#include "charts/AxisGuard.h"

#include <QAbstractAxis>
#include <algorithm>
#include <QLogValueAxis>
#include <QFontMetricsF>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>
#include <tuple>
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
    auto* log = qobject_cast<QLogValueAxis*>(axis);
    const auto [a, b] = log ? guardedLogRange(lo, hi) : guardedLinearRange(lo, hi);
    axis->setRange(a, b);
    if (log && (log->labelFormat() == QLatin1String("%g") || log->labelFormat() == QLatin1String("%.0f")))
        log->setLabelFormat(logLabelFormat(a, b)); // 1000000 rather than 1e+06
}

NiceTicks niceTicks(double lo, double hi, int maxTicks)
{
    NiceTicks t;
    std::tie(lo, hi) = guardedLinearRange(lo, hi);
    maxTicks = std::max(maxTicks, 3);
    const double span = hi - lo;
    double step = std::pow(10.0, std::floor(std::log10(span / (maxTicks - 1))));
    for (int guard = 0; guard < 8; ++guard) { // 1, 2, 5, 10, 20, … × 10^k until the ticks fit
        const double intervals = std::ceil(hi / step - 1e-9) - std::floor(lo / step + 1e-9);
        if (intervals <= maxTicks - 1)
            break;
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        step *= mantissa < 1.5 ? 2.0 : mantissa < 3.0 ? 2.5 : 2.0; // 1 → 2 → 5 → 10
    }
    t.step = step;
    t.lo = std::floor(lo / step + 1e-9) * step;
    t.hi = std::ceil(hi / step - 1e-9) * step;
    if (!(t.hi > t.lo))
        t.hi = t.lo + step;
    t.count = static_cast<int>(std::lround((t.hi - t.lo) / step)) + 1;
    t.decimals = std::max(0, -static_cast<int>(std::floor(std::log10(step) + 1e-9)));
    return t;
}

void applyNiceNumbersGuarded(QValueAxis* axis, int maxTicks)
{
    const double lo = axis->min(), hi = axis->max();
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo) || hi - lo > kLargest / 4)
        return;
    const NiceTicks t = niceTicks(lo, hi, maxTicks);
    if (!std::isfinite(t.lo) || !std::isfinite(t.hi) || !(t.hi > t.lo) || t.count > 64)
        return;
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(t.lo, t.hi);
    axis->setTickCount(t.count);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(std::min(t.decimals, 12)) + u'f');
}

void applyNiceNumbersToFit(QValueAxis* axis, double lo, double hi, double lengthPx)
{
    const auto [glo, ghi] = guardedLinearRange(lo, hi);
    const QFontMetricsF metrics(axis->labelsFont());
    constexpr double kGap = 10.0; // pixels between neighbouring labels
    int maxTicks = 8;
    for (; maxTicks > 2; --maxTicks) {
        const NiceTicks t = niceTicks(glo, ghi, maxTicks);
        if (!std::isfinite(t.step) || t.count > 64)
            break;
        double widest = 0.0;
        for (int i = 0; i < t.count; ++i)
            widest = std::max(widest, metrics.horizontalAdvance(QString::number(t.lo + i * t.step, 'f', t.decimals)));
        if ((t.count - 1) * (widest + kGap) <= lengthPx)
            break;
    }
    // Only a change is applied: a new range lays the chart out again, which asks to fit again.
    const NiceTicks t = niceTicks(glo, ghi, maxTicks);
    if (axis->tickType() == QValueAxis::TicksFixed && axis->min() == t.lo && axis->max() == t.hi &&
        axis->tickCount() == t.count)
        return;
    setGuardedRange(axis, glo, ghi);
    applyNiceNumbersGuarded(axis, maxTicks);
}

QString logLabelFormat(double lo, double hi)
{
    if (lo >= 1.0)
        return QStringLiteral("%.0f");
    if (hi < 1e6 && lo >= 1e-4) // %g writes these without an exponent
        return QStringLiteral("%g");
    const int decimals = std::clamp(static_cast<int>(std::ceil(-std::log10(lo) - 1e-9)), 1, 12);
    return QStringLiteral("%.") + QString::number(decimals) + u'f';
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
