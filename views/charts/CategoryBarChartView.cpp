#include "charts/CategoryBarChartView.h"
#include "charts/ChartAxes.h"
#include "charts/ChartExport.h"

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
    setRenderHint(QPainter::Antialiasing);
    ChartExport::installMenu(this);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setMinimumSize(300, 220);
}

void CategoryBarChartView::setData(const CategoryBarSpec& spec, const std::vector<BarPart>& parts)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(spec.title);
    c->legend()->setAlignment(spec.legend);
    QAbstractBarSeries* series = spec.stacked ? static_cast<QAbstractBarSeries*>(new QHorizontalStackedBarSeries)
                                              : static_cast<QAbstractBarSeries*>(new QHorizontalBarSeries);
    double lo = 0.0, hi = 0.0;
    std::vector<double> posSum(static_cast<size_t>(spec.categories.size()), 0.0), negSum = posSum;
    for (const BarPart& p : parts) {
        auto* set = new QBarSet(p.name);
        set->setColor(p.color);
        set->setBorderColor(p.color.darker(115));
        for (size_t i = 0; i < p.values.size(); ++i) {
            *set << p.values[i];
            if (spec.stacked) {
                (p.values[i] >= 0 ? posSum[i] : negSum[i]) += p.values[i];
                hi = std::max(hi, posSum[i]);
                lo = std::min(lo, negSum[i]);
            } else {
                hi = std::max(hi, p.values[i]);
                lo = std::min(lo, p.values[i]);
            }
        }
        series->append(set);
    }
    series->setBarWidth(0.7);
    c->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(spec.categories);
    y->setTruncateLabels(false); // QtCharts measures CJK labels too wide and would elide 电价 to "…"
    auto* x = new QValueAxis;
    x->setTitleText(spec.valueTitle);
    x->setLabelFormat(spec.valueFormat);
    const double span = std::max(hi - lo, 1e-12);
    x->setRange(lo < 0 ? lo - 0.05 * span : 0.0, hi + 0.05 * span);
    x->applyNiceNumbers();
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace fleet::views
