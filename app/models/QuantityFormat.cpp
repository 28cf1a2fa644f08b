#include "models/QuantityFormat.h"

#include "models/EngineeringFormat.h"

#include "results/ResultSchema.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <utility>

namespace fleet::app {

namespace {

constexpr double kJoulesPerKWh = 3.6e6;

QString sig(const QLocale& l, double v, int digits = 4)
{
    return significant(v, l, digits);
}

// The value with an SI prefix in front of `base` ("7.000 GB/s", "315.0 ZFLOP").
FormattedQuantity prefixed(const QLocale& l, double v, const QString& base, const QString& kilo = QStringLiteral("k"))
{
    const ScaledNumber n = siScaled(v, l, 4, kilo);
    return {n.number, n.prefix + base};
}

} // namespace

FormattedQuantity formatShare(double v, const QLocale& l)
{
    if (!std::isfinite(v))
        return {QStringLiteral("—"), {}};
    // Chinese writes percent without a space (99.7%); English keeps this project's "99.7 %".
    if (l.language() == QLocale::Chinese)
        return {sig(l, v * 100.0, 3) + u'%', {}};
    return {sig(l, v * 100.0, 3), QStringLiteral("%")};
}

FormattedQuantity formatQuantity(double v, const QString& unit, const QString& key, const QLocale& l)
{
    if (!std::isfinite(v))
        return {QStringLiteral("—"), {}};
    if (unit == QStringLiteral("bool"))
        return {v != 0.0 ? QCoreApplication::translate("QuantityFormat", "yes")
                         : QCoreApplication::translate("QuantityFormat", "no"),
                {}};
    if (unit == QStringLiteral("s")) {
        const double a = std::fabs(v);
        if (a < 1e-6)
            return {sig(l, v * 1e9), QStringLiteral("ns")};
        if (a < 1e-3)
            return {sig(l, v * 1e6), QStringLiteral("µs")};
        if (a < 1.0)
            return {sig(l, v * 1e3), QStringLiteral("ms")};
        if (a < 120.0)
            return {sig(l, v), QStringLiteral("s")};
        if (a < 2 * 3600.0)
            return {sig(l, v / 60.0), QStringLiteral("min")};
        if (a < 96 * 3600.0)
            return {sig(l, v / 3600.0), QStringLiteral("h")};
        return {sig(l, v / 86400.0), QCoreApplication::translate("QuantityFormat", "days")};
    }
    if (unit == QStringLiteral("B") || unit == QStringLiteral("B/s"))
        return prefixed(l, v, unit, QStringLiteral("K"));
    if (unit == QStringLiteral("FLOP") || unit == QStringLiteral("FLOP/s") || unit == QStringLiteral("FLOP/J") ||
        unit == QStringLiteral("W"))
        return prefixed(l, v, unit);
    if (unit == QStringLiteral("J")) {
        // Planners count energy in kWh, MWh and GWh; below a kilowatt-hour joules read better.
        if (std::fabs(v) >= kJoulesPerKWh)
            return prefixed(l, v / 3600.0, QStringLiteral("Wh"));
        return prefixed(l, v, QStringLiteral("J"));
    }
    if (unit.startsWith(QStringLiteral("USD/"))) {
        const QString per = unit.mid(4);
        const FormattedQuantity money = formatQuantity(v, QStringLiteral("USD"), key, l);
        const QString perText = per == QStringLiteral("h")      ? QCoreApplication::translate("QuantityFormat", "per hour")
                                : per == QStringLiteral("year") ? QCoreApplication::translate("QuantityFormat", "per year")
                                : per == QStringLiteral("Mtoken") ? QCoreApplication::translate("QuantityFormat", "per million tokens")
                                                                  : QStringLiteral("/ ") + per;
        return {money.number, (money.unit.isEmpty() ? QString() : money.unit + u' ') + perText};
    }
    if (unit == QStringLiteral("J/year")) {
        const FormattedQuantity e = formatQuantity(v, QStringLiteral("J"), key, l);
        return {e.number, e.unit + QCoreApplication::translate("QuantityFormat", " per year")};
    }
    if (unit == QStringLiteral("kg")) {
        if (std::fabs(v) >= 1e6)
            return {sig(l, v / 1e6), QStringLiteral("kt")};
        if (std::fabs(v) >= 1e3)
            return {sig(l, v / 1e3), QStringLiteral("t")};
        return {sig(l, v), QStringLiteral("kg")};
    }
    if (unit == QStringLiteral("L")) {
        if (std::fabs(v) >= 1e3)
            return {sig(l, v / 1e3), QStringLiteral("m³")};
        return {sig(l, v), QStringLiteral("L")};
    }
    if (unit == QStringLiteral("USD")) {
        static const std::array<std::pair<double, const char*>, 6> money = {
            {{1e12, " T"}, {1e9, " B"}, {1e6, " M"}, {1e3, " k"}, {1e300, ""}, {1e300, ""}}};
        for (const auto& [factor, suffix] : money)
            if (std::fabs(v) >= factor)
                return {u'$' + sig(l, v / factor), QString::fromLatin1(suffix).trimmed()};
        return {u'$' + l.toString(v, 'f', 2), {}};
    }
    if (unit == QStringLiteral("FLOP/B"))
        return {sig(l, v), QStringLiteral("FLOP/B")};
    if (unit == QStringLiteral("1/s") || unit.isEmpty()) {
        // What a dimensionless or per-second number is comes from the result schema (a share, a count, tokens).
        const fleet::ResultSpec* spec = nullptr;
        if (!key.isEmpty()) {
            const QByteArray k = key.toUtf8();
            spec = fleet::ResultSchema::instance().find(std::string_view(k.constData(), std::size_t(k.size())));
        }
        const fleet::ResultUnit kind = spec ? spec->unit : unit.isEmpty() ? fleet::ResultUnit::None : fleet::ResultUnit::PerSecond;
        switch (kind) {
        case fleet::ResultUnit::TokensPerSecond:
            return {sig(l, v), QCoreApplication::translate("QuantityFormat", "tokens/s")};
        case fleet::ResultUnit::RequestsPerSecond:
            return {sig(l, v), QCoreApplication::translate("QuantityFormat", "requests/s")};
        case fleet::ResultUnit::PerSecond:
            return {sig(l, v), QStringLiteral("/s")};
        case fleet::ResultUnit::Fraction:
            return formatShare(v, l);
        default:
            break;
        }
        return {joined(countScaled(v, l)), {}};
    }
    return {sig(l, v), unit};
}

} // namespace fleet::app
