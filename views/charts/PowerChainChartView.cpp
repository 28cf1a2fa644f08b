#include "charts/PowerChainChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <cmath>

namespace fleet::views {

PowerChainChartView::PowerChainChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(320, 200));
}

void PowerChainChartView::setChain(const fleet::PowerChain& p, double pue)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    // Fleets under 1 MW (a single serving node) read in kW; the axis would otherwise only say 0 and 1.
    const bool kw = p.facilityW < 1e6;
    const double unit = kw ? 1e3 : 1e6;
    c->setTitle(chartText(kw ? tr("Facility: %1 kW peak, %2 kW average").arg(p.facilityW / unit, 0, 'f', 1).arg(p.averageFacilityW / unit, 0, 'f', 1)
                   : tr("Facility: %1 MW peak, %2 MW average").arg(p.facilityW / unit, 0, 'f', 2).arg(p.averageFacilityW / unit, 0, 'f', 2)));
    const double avgAccelerators = p.averageItW - p.nonAcceleratorW - p.fabricW;
    struct Part {
        QString name;
        QColor color;
        double peak, average;
    };
    const Part parts[] = {
        {tr("Accel."), QColor(0x1f, 0x77, 0xb4), p.acceleratorsW, avgAccelerators},
        {tr("Nodes"), QColor(0xff, 0x7f, 0x0e), p.nonAcceleratorW, p.nonAcceleratorW},
        {tr("Fabric"), QColor(0x2c, 0xa0, 0x2c), p.fabricW, p.fabricW},
        {tr("PUE %1").arg(pue, 0, 'f', 2), QColor(0x7f, 0x7f, 0x7f), p.pueOverheadW, p.averageFacilityW - p.averageItW},
    };
    auto* series = new QHorizontalStackedBarSeries;
    for (const Part& part : parts) {
        auto* set = new QBarSet(chartText(part.name));
        set->setColor(part.color);
        *set << drawableBar(part.average / unit) << drawableBar(part.peak / unit);
        series->append(set);
    }
    series->setBarWidth(0.6);
    c->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append({tr("Average"), tr("Peak")});
    auto* x = new QValueAxis;
    x->setTitleText(chartText(kw ? tr("Power (kW)") : tr("Power (MW)")));
    setGuardedRange(x, 0.0, std::max(1.0, std::ceil(drawableBar(p.facilityW) * 1.1 / unit)));
    x->setLabelFormat(QStringLiteral("%.0f"));
    applyNiceNumbersGuarded(x);
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace fleet::views
