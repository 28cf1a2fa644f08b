#include "charts/ChartAxes.h"
#include "charts/ChartText.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLogValueAxis>

namespace fleet::views {

void deleteAxes(QChart* chart)
{
    const QList<QAbstractAxis*> axes = chart->axes();
    for (QAbstractAxis* a : axes) {
        chart->removeAxis(a);
        delete a;
    }
}

QLogValueAxis* newDecadeAxis(const QString& title)
{
    auto* a = new QLogValueAxis;
    a->setBase(10);
    a->setTitleText(chartText(title));
    a->setLabelFormat(QStringLiteral("%g"));
    return a;
}

} // namespace fleet::views
