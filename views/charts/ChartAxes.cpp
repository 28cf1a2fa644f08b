#include "charts/ChartAxes.h"

#include <QAbstractAxis>
#include <QChart>

namespace fleet::views {

void deleteAxes(QChart* chart)
{
    const QList<QAbstractAxis*> axes = chart->axes();
    for (QAbstractAxis* a : axes) {
        chart->removeAxis(a);
        delete a;
    }
}

} // namespace fleet::views
