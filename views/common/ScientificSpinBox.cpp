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

double ScientificSpinBox::valueFromText(const QString& text) const
{
    bool ok = false;
    const double v = locale().toDouble(text.trimmed(), &ok);
    return ok ? v : value();
}

QValidator::State ScientificSpinBox::validate(QString& text, int&) const
{
    const QString t = text.trimmed();
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
    const double factor = std::pow(10.0, 0.1 * steps);
    setValue(std::clamp(value() * factor, minimum(), maximum()));
    emit editingFinished();
}

} // namespace fleet::views
