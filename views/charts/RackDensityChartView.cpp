#include "charts/RackDensityChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartSeries.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet::views {

RackDensityChartView::RackDensityChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(260, 170));
}

void RackDensityChartView::setData(double rackWatts, const std::vector<CoolingLimit>& limits)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(tr("Rack density: %1 kW per rack").arg(rackWatts / 1e3, 0, 'f', 1)));
    double top = drawableBar(rackWatts);
    for (const CoolingLimit& l : limits)
        top = std::max(top, drawableBar(l.watts));
    auto* bars = new QBarSeries;
    auto* set = new QBarSet(chartText(tr("Rack at peak")));
    set->setColor(QColor(0xd6, 0x27, 0x28));
    *set << drawableBar(rackWatts / 1e3);
    bars->append(set);
    bars->setBarWidth(0.35);
    c->addSeries(bars);
    auto* x = new QBarCategoryAxis;
    x->append(tr("One rack"));
    auto* y = new QValueAxis;
    y->setTitleText(chartText(tr("kW per rack"))); // short: the plot is ~190 px tall at 1366 × 768
    setGuardedRange(y, 0.0, std::ceil(top * 1.15 / 1e3 / 10.0) * 10.0);
    applyNiceNumbersGuarded(y);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);

    auto* xLine = new QValueAxis;
    xLine->setRange(0.0, 1.0);
    xLine->setVisible(false);
    c->addAxis(xLine, Qt::AlignTop);
    // Labels alternate right and left of the bar in order of the limits' heights, so that neighbouring limits (air
    // 30 kW beside rear-door 50 kW) do not print over each other.
    std::vector<const CoolingLimit*> byHeight;
    for (const CoolingLimit& l : limits)
        if (drawablePoint(0.0, l.watts))
            byHeight.push_back(&l);
    std::sort(byHeight.begin(), byHeight.end(), [](const CoolingLimit* a, const CoolingLimit* b) { return a->watts < b->watts; });
    for (std::size_t i = 0; i < byHeight.size(); ++i) {
        const CoolingLimit& l = *byHeight[i];
        auto* line = new QLineSeries;
        line->setName(chartText(tr("%1 limit").arg(l.name)));
        QPen pen(l.chosen ? QColor(0x2c, 0xa0, 0x2c) : QColor(0x55, 0x55, 0x55), l.chosen ? 2.5 : 1.2, Qt::DashLine);
        line->setPen(pen);
        line->append(0.0, l.watts / 1e3);
        line->append(1.0, l.watts / 1e3);
        addUnlisted(c, line, xLine, y);
        auto* label = newLabelSeries();
        label->append(i % 2 == 0 ? 0.7 : 0.27, l.watts / 1e3);
        showPointLabels(
            label,
            tr("%1 %2 kW%3").arg(l.name).arg(l.watts / 1e3, 0, 'f', 0).arg(l.chosen ? tr(" (chosen)") : QString()));
        addUnlisted(c, label, xLine, y);
    }
}

} // namespace fleet::views
