#pragma once
// Numbers for people, never in e-notation (issue #13): SI prefixes with units ("7 GB/s", "315 ZFLOP"), count
// suffixes for plain numbers ("175 B" parameters), and "3.15 × 10²³" beyond the prefixes. The parser reads all
// of these back, plus the 1.75e11 notation people type, so an editor can show the one and accept the other.
#include <QLocale>
#include <QString>

#include <optional>

namespace fleet::app {

// v with `digits` significant digits in the locale's format; magnitudes outside [1e-3, 1e6) as "m × 10ⁿ".
QString significant(double v, const QLocale& locale, int digits = 4);
// "3.15 × 10²³" (mantissa with `digits` significant digits; "10²³" when the mantissa is 1).
QString timesTenToThe(double v, const QLocale& locale, int digits = 3);

struct ScaledNumber {
    QString number; // localized, without the prefix
    QString prefix; // "", "k", "M", "G", … (SI) or "", "k", "M", "B", "T" (counts)
};
// An SI prefix from k to Q (10³⁰); beyond that (or below 1) the plain number (significant()).
// `kilo` is the symbol for 10³ ("k"; bytes in this project use "K").
ScaledNumber siScaled(double v, const QLocale& locale, int digits = 4, const QString& kilo = QStringLiteral("k"));
// A count: thousand (k), million (M), billion (B), trillion (T); beyond 10¹⁵ "× 10ⁿ". Integers below 10⁶ are
// shown whole with group separators ("25,000").
ScaledNumber countScaled(double v, const QLocale& locale, int digits = 4);
inline QString joined(const ScaledNumber& s)
{
    return s.prefix.isEmpty() ? s.number : s.number + u' ' + s.prefix;
}

// Reads "1.75e11", "175 B", "175G", "7 G", "3.15 × 10²³", "1,024" (locale group separators) back; `counts`
// makes B a billion (for unitless fields) instead of a syntax error. nullopt when the text is not a number.
std::optional<double> parseEngineering(const QString& text, const QLocale& locale, bool counts = true);

} // namespace fleet::app
