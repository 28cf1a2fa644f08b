#include "common/ScientificSpinBox.h"

#include "models/EngineeringFormat.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleet::views {

namespace {

constexpr int kDigits = 6; // what an editor shows; the value keeps full precision

// "175.000" -> "175", "3.15000 × 10²³" -> "3.15 × 10²³"
QString withoutTrailingZeros(QString s, const QLocale& l)
{
    const QString times = QStringLiteral(" × ");
    const qsizetype at = s.indexOf(times);
    QString mantissa = at >= 0 ? s.left(at) : s;
    const QString rest = at >= 0 ? s.mid(at) : QString();
    if (mantissa.contains(l.decimalPoint())) {
        while (mantissa.endsWith(u'0'))
            mantissa.chop(1);
        if (mantissa.endsWith(l.decimalPoint()))
            mantissa.chop(l.decimalPoint().size());
    }
    return mantissa + rest;
}

bool takesPrefix(const QString& unit)
{
    return unit == QStringLiteral("B") || unit == QStringLiteral("B/s") || unit == QStringLiteral("W") ||
           unit == QStringLiteral("FLOP") || unit == QStringLiteral("FLOP/s");
}

} // namespace

ScientificSpinBox::ScientificSpinBox(QWidget* parent) : FieldSpinBox(parent)
{
    setDecimals(std::numeric_limits<double>::max_exponent10); // keep full precision; text is ours
    setKeyboardTracking(false);
}

void ScientificSpinBox::setUnit(const QString& unit)
{
    m_unit = unit;
    m_mode = unit.isEmpty() ? Mode::Count : takesPrefix(unit) ? Mode::Prefixed : Mode::Plain;
    // Prefixed: the number ends in "G " or " ", so the suffix joins it ("7 GB/s", "500 B/s").
    setSuffix(m_mode == Mode::Prefixed ? unit : unit.isEmpty() ? QString() : u' ' + unit);
}

QString ScientificSpinBox::textFromValue(double value) const
{
    const QLocale l = locale();
    switch (m_mode) {
    case Mode::Count: {
        const app::ScaledNumber n = app::countScaled(value, l, kDigits);
        return app::joined({withoutTrailingZeros(n.number, l), n.prefix});
    }
    case Mode::Prefixed: {
        const app::ScaledNumber n =
            app::siScaled(value, l, kDigits, m_unit.startsWith(u'B') ? QStringLiteral("K") : QStringLiteral("k"));
        return withoutTrailingZeros(n.number, l) + u' ' + n.prefix;
    }
    case Mode::Plain:
        break;
    }
    return withoutTrailingZeros(app::significant(value, l, kDigits), l);
}

std::optional<double> ScientificSpinBox::numberIn(const QString& text) const
{
    return app::parseEngineering(numberPart(text), locale(), m_mode == Mode::Count);
}

double ScientificSpinBox::valueFromText(const QString& text) const
{
    return numberIn(text).value_or(value());
}

QValidator::State ScientificSpinBox::validate(QString& text, int&) const
{
    const std::optional<double> v = numberIn(text);
    if (!v)
        return QValidator::Intermediate;
    return (*v >= minimum() && *v <= maximum()) ? QValidator::Acceptable : QValidator::Intermediate;
}

void ScientificSpinBox::stepBy(int steps)
{
    if (value() <= 0.0 && steps > 0) { // a ratio step cannot leave zero: start at the first decade above it
        setValue(std::clamp(std::max(minimum(), 1.0), minimum(), maximum()));
        emit editingFinished();
        return;
    }
    const double factor = std::pow(10.0, 0.1 * steps);
    setValue(std::clamp(value() * factor, minimum(), maximum()));
    emit editingFinished();
}

} // namespace fleet::views
