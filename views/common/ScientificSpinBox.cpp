#include "common/ScientificSpinBox.h"

#include <cmath>
#include <limits>

namespace fleet::views {

ScientificSpinBox::ScientificSpinBox(QWidget* parent) : QDoubleSpinBox(parent)
{
    setDecimals(std::numeric_limits<double>::max_exponent10); // keep full precision; text is ours
    setKeyboardTracking(false);
}

QString ScientificSpinBox::textFromValue(double value) const { return locale().toString(value, 'g', 6); }

QString ScientificSpinBox::numberPart(const QString& text) const
{
    QString t = text.trimmed();
    if (!prefix().isEmpty() && t.startsWith(prefix().trimmed()))
        t = t.mid(prefix().trimmed().size());
    if (!suffix().isEmpty() && t.endsWith(suffix().trimmed()))
        t.chop(suffix().trimmed().size());
    return t.trimmed();
}

double ScientificSpinBox::valueFromText(const QString& text) const
{
    bool ok = false;
    const double v = locale().toDouble(numberPart(text), &ok);
    return ok ? v : value();
}

QValidator::State ScientificSpinBox::validate(QString& text, int&) const
{
    const QString t = numberPart(text);
    if (t.isEmpty())
        return QValidator::Intermediate;
    bool ok = false;
    const double v = locale().toDouble(t, &ok);
    if (!ok)
        return QValidator::Intermediate;
    return (v >= minimum() && v <= maximum()) ? QValidator::Acceptable : QValidator::Intermediate;
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
