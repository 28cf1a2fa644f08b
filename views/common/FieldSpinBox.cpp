#include "common/FieldSpinBox.h"

#include <QKeyEvent>
#include <QLineEdit>

#include <cmath>

namespace fleet::views {

FieldSpinBox::FieldSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {}

QString FieldSpinBox::numberPart(const QString& text) const
{
    QString t = text.trimmed();
    if (!prefix().trimmed().isEmpty() && t.startsWith(prefix().trimmed()))
        t = t.mid(prefix().trimmed().size());
    if (!suffix().trimmed().isEmpty() && t.endsWith(suffix().trimmed()))
        t.chop(suffix().trimmed().size());
    return t.trimmed();
}

std::optional<double> FieldSpinBox::numberIn(const QString& text) const
{
    QString t = numberPart(text);
    t.remove(locale().groupSeparator());
    bool ok = false;
    const double v = locale().toDouble(t, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QValidator::State FieldSpinBox::validate(QString& text, int& pos) const
{
    // Out of range is "not yet" rather than "impossible", so the number can be typed and then refused aloud.
    if (const std::optional<double> v = numberIn(text); v && (*v < minimum() || *v > maximum()))
        return QValidator::Intermediate;
    return QDoubleSpinBox::validate(text, pos);
}

void FieldSpinBox::reportOutOfRange()
{
    if (const std::optional<double> v = numberIn(lineEdit()->text()); v && (*v < minimum() || *v > maximum()))
        emit outOfRange(*v);
}

void FieldSpinBox::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        reportOutOfRange();
    QDoubleSpinBox::keyPressEvent(event);
}

void FieldSpinBox::focusOutEvent(QFocusEvent* event)
{
    reportOutOfRange();
    QDoubleSpinBox::focusOutEvent(event);
}

} // namespace fleet::views
