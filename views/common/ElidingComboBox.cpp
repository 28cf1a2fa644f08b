#include "common/ElidingComboBox.h"

#include <QAbstractItemView>
#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace fleet::views {

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent)
{
    connect(this, &QComboBox::currentIndexChanged, this, &ElidingComboBox::updateToolTip);
}

void ElidingComboBox::setBaseToolTip(const QString& tip)
{
    m_baseToolTip = tip;
    updateToolTip();
}

void ElidingComboBox::updateToolTip()
{
    const QString current = currentText().toHtmlEscaped();
    if (m_baseToolTip.isEmpty())
        setToolTip(current);
    else
        setToolTip(current.isEmpty() ? m_baseToolTip : QStringLiteral("<b>%1</b><br>%2").arg(current, m_baseToolTip));
}

void ElidingComboBox::showPopup()
{
    // The list as wide as its longest item (within the screen), however narrow the box.
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        widest = std::max(widest, fontMetrics().horizontalAdvance(itemText(i)));
    view()->setMinimumWidth(std::min(widest + 40, 900));
    QComboBox::showPopup();
}

void ElidingComboBox::paintEvent(QPaintEvent*)
{
    QStylePainter painter(this);
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    painter.drawComplexControl(QStyle::CC_ComboBox, opt);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    const int room = field.width() - 4;
    if (fontMetrics().horizontalAdvance(opt.currentText) > room)
        if (const QString shorter = currentData(kShortTextRole).toString(); !shorter.isEmpty())
            opt.currentText = shorter;
    opt.currentText = fontMetrics().elidedText(opt.currentText, Qt::ElideRight, room);
    painter.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

} // namespace fleet::views
