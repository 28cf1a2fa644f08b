#include "models/QuantityFormat.h"

#include "results/ResultSchema.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <utility>

namespace fleet::app {

namespace {

QString sig(const QLocale& l, double v, int digits = 4)
{
    // 3-4 significant digits, no exponent for ordinary magnitudes.
    if (v == 0.0)
        return l.toString(0);
    const double a = std::fabs(v);
    if (a >= 1e6 || a < 1e-3)
        return l.toString(v, 'g', digits);
    const int decimals = std::max(0, digits - 1 - static_cast<int>(std::floor(std::log10(a))));
    return l.toString(v, 'f', std::min(decimals, 6));
}

FormattedQuantity scaled(const QLocale& l, double v, const QString& base, const std::array<std::pair<double, const char*>, 6>& steps)
{
    for (const auto& [factor, prefix] : steps) {
        if (std::fabs(v) >= factor)
            return {sig(l, v / factor), QLatin1String(prefix) + base};
    }
    return {sig(l, v), base};
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
    static const std::array<std::pair<double, const char*>, 6> decimal = {
        {{1e18, "E"}, {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}}};
    static const std::array<std::pair<double, const char*>, 6> bytes = {
        {{1e18, "E"}, {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "K"}}};

    if (unit == QStringLiteral("bool"))
        return {v != 0.0 ? QCoreApplication::translate("QuantityFormat", "yes")
                         : QCoreApplication::translate("QuantityFormat", "no"),
                {}};
    if (unit == QStringLiteral("s")) {
        const double a = std::fabs(v);
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
    if (unit == QStringLiteral("B"))
        return scaled(l, v, QStringLiteral("B"), bytes);
    if (unit == QStringLiteral("B/s"))
        return scaled(l, v, QStringLiteral("B/s"), bytes);
    if (unit == QStringLiteral("FLOP/s"))
        return scaled(l, v, QStringLiteral("FLOP/s"), decimal);
    if (unit == QStringLiteral("FLOP"))
        return {l.toString(v, 'e', 3), QStringLiteral("FLOP")};
    if (unit == QStringLiteral("W"))
        return scaled(l, v, QStringLiteral("W"), decimal);
    if (unit == QStringLiteral("J"))
        return scaled(l, v, QStringLiteral("J"), decimal);
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
        if (v == std::floor(v) && std::fabs(v) < 1e15)
            return {l.toString(static_cast<qlonglong>(v)), {}};
        return {sig(l, v), {}};
    }
    return {sig(l, v), unit};
}

} // namespace fleet::app
