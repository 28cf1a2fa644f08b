#include "charts/CategoryBarChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet::views {

CategoryBarChartView::CategoryBarChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(260, 170)); // two side by side and two rows fit beside the docks at 1366×768
    connect(chart(), &QChart::plotAreaChanged, this, &CategoryBarChartView::fitTicks);
}

void CategoryBarChartView::fitTicks()
{
    if (m_fitting)
        return; // the new ticks' layout changed the plot area: this fit stands
    m_fitting = true;
    for (QAbstractAxis* a : chart()->axes(Qt::Horizontal))
        if (auto* x = qobject_cast<QValueAxis*>(a))
            applyNiceNumbersToFit(x, m_valueRange.first, m_valueRange.second, chart()->plotArea().width());
    m_fitting = false;
}

void CategoryBarChartView::setData(const CategoryBarSpec& spec, const std::vector<BarPart>& parts)
{
    if (m_drawn && m_drawn->first == spec && m_drawn->second == parts)
        return;
    m_drawn.emplace(spec, parts);
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(spec.title));
    c->legend()->setAlignment(spec.legend);
    QAbstractBarSeries* series = spec.stacked ? static_cast<QAbstractBarSeries*>(new QHorizontalStackedBarSeries)
                                              : static_cast<QAbstractBarSeries*>(new QHorizontalBarSeries);
    double lo = 0.0, hi = 0.0;
    std::vector<double> posSum(static_cast<size_t>(spec.categories.size()), 0.0), negSum = posSum;
    for (const BarPart& p : parts) {
        auto* set = new QBarSet(chartText(p.name));
        set->setColor(p.color);
        set->setBorderColor(p.color.darker(115));
        for (size_t i = 0; i < p.values.size(); ++i) {
            const double v = drawableBar(p.values[i]);
            *set << v;
            if (i >= posSum.size())
                continue; // more values than categories: drawn by Qt Charts as it can, not in the range
            if (spec.stacked) {
                (v >= 0 ? posSum[i] : negSum[i]) += v;
                hi = std::max(hi, posSum[i]);
                lo = std::min(lo, negSum[i]);
            } else {
                hi = std::max(hi, v);
                lo = std::min(lo, v);
            }
        }
        series->append(set);
    }
    series->setBarWidth(0.7);
    c->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(chartTexts(spec.categories));
    y->setTruncateLabels(false); // QtCharts measures CJK labels too wide and would elide 电价 to "…"
    auto* x = new QValueAxis;
    x->setTitleText(chartText(spec.valueTitle));
    x->setLabelFormat(spec.valueFormat);
    const double span = hi > lo ? hi - lo : 1.0; // all bars 0 (or none): an axis from 0 to 1
    m_valueRange = {lo < 0 ? lo - 0.05 * span : 0.0, hi + 0.05 * span};
    applyNiceNumbersToFit(x, m_valueRange.first, m_valueRange.second, c->plotArea().width());
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace fleet::views
