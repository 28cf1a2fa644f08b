#include "models/EngineeringFormat.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <utility>

namespace fleet::app {

namespace {

constexpr std::array<std::pair<double, const char*>, 10> kSiPrefixes = {{{1e30, "Q"},
                                                                         {1e27, "R"},
                                                                         {1e24, "Y"},
                                                                         {1e21, "Z"},
                                                                         {1e18, "E"},
                                                                         {1e15, "P"},
                                                                         {1e12, "T"},
                                                                         {1e9, "G"},
                                                                         {1e6, "M"},
                                                                         {1e3, "k"}}};

// v rounded to `digits` significant digits (so 999.96 k is chosen as 1.000 M, not 1000 k).
double roundedTo(double v, int digits)
{
    if (v == 0.0 || !std::isfinite(v))
        return v;
    const double scale = std::pow(10.0, digits - 1 - static_cast<int>(std::floor(std::log10(std::fabs(v)))));
    return std::round(v * scale) / scale;
}

QString superscript(int n)
{
    static const QChar digits[] = {QChar(0x2070), QChar(0x00B9), QChar(0x00B2), QChar(0x00B3), QChar(0x2074),
                                   QChar(0x2075), QChar(0x2076), QChar(0x2077), QChar(0x2078), QChar(0x2079)};
    QString out;
    for (QChar c : QString::number(n)) {
        if (c == u'-')
            out += QChar(0x207B);
        else
            out += digits[c.unicode() - u'0'];
    }
    return out;
}

int fromSuperscript(const QString& s, bool* ok)
{
    QString plain;
    for (QChar c : s) {
        const char16_t u = c.unicode();
        if (u == 0x207B || u == u'-')
            plain += u'-';
        else if (u == 0x2070)
            plain += u'0';
        else if (u == 0x00B9)
            plain += u'1';
        else if (u == 0x00B2 || u == 0x00B3)
            plain += QChar(u'2' + (u - 0x00B2));
        else if (u >= 0x2074 && u <= 0x2079)
            plain += QChar(u'4' + (u - 0x2074));
        else if (c.isDigit())
            plain += c;
        else {
            *ok = false;
            return 0;
        }
    }
    return plain.toInt(ok);
}

struct CountSuffix {
    double factor;
    struct {
        const char* source;
        const char* comment;
    } symbol;
};
//: Count suffixes: 175 B parameters, 300 B tokens
constexpr std::array<CountSuffix, 4> kCountSuffixes = {{{1e12, QT_TRANSLATE_NOOP3("QuantityFormat", "T", "trillion")},
                                                        {1e9, QT_TRANSLATE_NOOP3("QuantityFormat", "B", "billion")},
                                                        {1e6, QT_TRANSLATE_NOOP3("QuantityFormat", "M", "million")},
                                                        {1e3, QT_TRANSLATE_NOOP3("QuantityFormat", "k", "thousand")}}};

QString countSymbol(const CountSuffix& s)
{
    return QCoreApplication::translate("QuantityFormat", s.symbol.source, s.symbol.comment);
}

std::optional<double> plainNumber(const QString& t, const QLocale& l)
{
    bool ok = false;
    double v = l.toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok); // 1.75e11 as typed, whatever the locale
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace

QString timesTenToThe(double v, const QLocale& l, int digits)
{
    const double r = roundedTo(v, digits);
    const int exponent = static_cast<int>(std::floor(std::log10(std::fabs(r))));
    const double mantissa = r / std::pow(10.0, exponent);
    const QString power = QStringLiteral("10") + superscript(exponent);
    if (std::fabs(mantissa) == 1.0)
        return mantissa < 0 ? u'-' + power : power;
    return l.toString(mantissa, 'f', std::max(0, digits - 1)) + QStringLiteral(" × ") + power;
}

QString significant(double v, const QLocale& l, int digits)
{
    if (v == 0.0)
        return l.toString(0);
    if (!std::isfinite(v))
        return QStringLiteral("—");
    const double a = std::fabs(roundedTo(v, digits));
    if (a >= 1e6 || a < 1e-3)
        return timesTenToThe(v, l, digits);
    const int decimals = std::max(0, digits - 1 - static_cast<int>(std::floor(std::log10(a))));
    return l.toString(v, 'f', std::min(decimals, 6));
}

ScaledNumber siScaled(double v, const QLocale& l, int digits, const QString& kilo)
{
    const double a = std::fabs(roundedTo(v, digits));
    if (a >= 1e33 || !std::isfinite(v))
        return {significant(v, l, digits), {}};
    for (const auto& [factor, prefix] : kSiPrefixes)
        if (a >= factor)
            return {significant(v / factor, l, digits), factor == 1e3 ? kilo : QString::fromLatin1(prefix)};
    return {significant(v, l, digits), {}};
}

ScaledNumber countScaled(double v, const QLocale& l, int digits)
{
    const double a = std::fabs(roundedTo(v, digits));
    if (a < 1e6 && v == std::floor(v))
        return {l.toString(static_cast<qlonglong>(v)), {}};
    if (a >= 1e15 || a < 1e6)
        return {significant(v, l, digits), {}};
    for (const CountSuffix& s : kCountSuffixes)
        if (a >= s.factor)
            return {significant(v / s.factor, l, digits), countSymbol(s)};
    return {significant(v, l, digits), {}};
}

std::optional<double> parseEngineering(const QString& text, const QLocale& l, bool counts)
{
    QString t;
    for (QChar c : text)
        if (!c.isSpace() && c != l.groupSeparator().front())
            t += c;
    if (t.isEmpty())
        return std::nullopt;
    // "3.15 × 10²³", "10²³", "3.15×10^23"
    const qsizetype times = t.indexOf(QChar(0x00D7));
    const bool bareTen = times < 0 && t.size() > 2 && t.startsWith(QStringLiteral("10")) &&
                         (t.at(2) == u'^' || !(t.at(2).isDigit() || t.at(2) == l.decimalPoint().front() ||
                                               t.at(2) == u'.' || t.at(2).isLetter()));
    if (times >= 0 || bareTen) {
        const QString power = times >= 0 ? t.mid(times + 1) : t;
        if (!power.startsWith(QStringLiteral("10")) || power.size() < 3)
            return std::nullopt;
        QString exp = power.mid(2);
        if (exp.startsWith(u'^'))
            exp.remove(0, 1);
        bool ok = !exp.isEmpty();
        const int e = ok ? fromSuperscript(exp, &ok) : 0;
        const std::optional<double> m = times >= 0 ? plainNumber(t.left(times), l) : std::optional<double>(1.0);
        if (!ok || !m || std::abs(e) > 308)
            return std::nullopt;
        const double v = *m * std::pow(10.0, e);
        return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
    }
    // A trailing SI prefix or count suffix: "7G", "175B", "2.5k".
    double factor = 1.0;
    QString number = t;
    if (counts)
        for (const CountSuffix& s : kCountSuffixes) {
            const QString sym = countSymbol(s);
            if (t.size() > sym.size() && t.endsWith(sym)) {
                factor = s.factor;
                number = t.chopped(sym.size());
                break;
            }
        }
    if (factor == 1.0 && !t.back().isDigit() && t.back() != u'.') {
        const QChar last = t.back();
        for (const auto& [f, prefix] : kSiPrefixes)
            if (last == QLatin1Char(prefix[0]) || (f == 1e3 && last == u'K')) {
                factor = f;
                number = t.chopped(1);
                break;
            }
        if (factor == 1.0)
            return std::nullopt;
    }
    const std::optional<double> v = plainNumber(number, l);
    if (!v)
        return std::nullopt;
    return *v * factor;
}

} // namespace fleet::app
