#include "charts/HistogramChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartSeries.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet::views {

HistogramChartView::HistogramChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(260, 170));    // two side by side and two rows fit beside the docks at 1366×768
    chart()->legend()->setShowToolTips(true); // a narrow tab elides the reference names: hover shows them
}

void HistogramChartView::clearData(const QString& message)
{
    chart()->removeAllSeries();
    deleteAxes(chart());
    chart()->setTitle(chartText(message));
}

void HistogramChartView::setData(const HistogramData& d)
{
    QChart* c = chart();
    clearData(d.title);
    if (d.counts.empty() || !(d.hi > d.lo) || !std::isfinite(d.hi - d.lo))
        return;
    const double w = (d.hi - d.lo) / static_cast<double>(d.counts.size());
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    double maxCount = 0;
    for (size_t i = 0; i < d.counts.size(); ++i) {
        const double x0 = d.lo + w * static_cast<double>(i);
        const double count = drawableBar(d.counts[i]);
        upper->append(x0, count);
        upper->append(x0 + w, count);
        maxCount = std::max(maxCount, count);
    }
    lower->append(d.lo, 0);
    lower->append(d.hi, 0);
    auto* area = new QAreaSeries(upper, lower);
    upper->setParent(area); // an area series does not own its boundary lines (LeakSanitizer, tst_mainwindow)
    lower->setParent(area);
    area->setName(chartText(tr("Trials")));
    area->setColor(QColor(0x1f, 0x77, 0xb4, 140));
    area->setBorderColor(QColor(0x1f, 0x77, 0xb4));
    c->addSeries(area);
    hideFromLegend(c, area); // the y axis says "Trials": the legend names the reference lines only
    auto* x = new QValueAxis;
    if (!d.xTitle.isEmpty())
        x->setTitleText(chartText(d.xTitle));
    x->setLabelFormat(QStringLiteral("%.1f"));
    auto* y = new QValueAxis;
    y->setTitleText(chartText(tr("Trials")));
    y->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    area->attachAxis(x);
    area->attachAxis(y);
    double lo = d.lo, hi = d.hi;
    const QColor colors[] = {QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd)};
    int i = 0;
    for (const auto& [label, xv] : d.references) {
        if (!drawablePoint(xv, 0.0))
            continue;
        auto* line = new QLineSeries;
        line->setName(chartText(label));
        line->setPen(QPen(colors[i++ % 3], 2.0, Qt::DashLine));
        line->append(xv, 0);
        line->append(xv, maxCount * 1.1);
        c->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        lo = std::min(lo, xv);
        hi = std::max(hi, xv);
    }
    const double pad = 0.03 * (hi - lo);
    setGuardedRange(x, lo - pad, hi + pad);
    setGuardedRange(y, 0, maxCount * 1.15);
    // The histogram sits in a quarter of a tab (260 × 170 px at 1366×768): few ticks, so no label is elided.
    applyNiceNumbersGuarded(x, 5);
    applyNiceNumbersGuarded(y, 3);
}

} // namespace fleet::views
