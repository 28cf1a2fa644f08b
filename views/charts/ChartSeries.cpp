#include "charts/ChartSeries.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>

namespace fleet::views {

void hideFromLegend(QChart* chart, QAbstractSeries* s)
{
    for (QLegendMarker* m : chart->legend()->markers(s))
        m->setVisible(false);
}

void addUnlisted(QChart* chart, QAbstractSeries* s, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(s);
    s->attachAxis(x);
    s->attachAxis(y);
    hideFromLegend(chart, s);
}

QScatterSeries* newLabelSeries()
{
    auto* s = new QScatterSeries;
    s->setMarkerSize(1);
    s->setColor(Qt::transparent);
    s->setBorderColor(Qt::transparent);
    return s;
}

void showPointLabels(QXYSeries* s, const QString& format)
{
    s->setPointLabelsVisible(true);
    s->setPointLabelsClipping(false);
    s->setPointLabelsFormat(format);
}

} // namespace fleet::views
