#include "charts/StaircaseChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartSeries.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace fleet::views {

namespace {
double decadeBelow(double v) { return std::pow(10.0, std::floor(std::log10(v))); }
double decadeAbove(double v) { return std::pow(10.0, std::ceil(std::log10(v))); }

QString tierLabel(const std::string& id)
{
    if (id == "hbm")
        return StaircaseChartView::tr("HBM");
    if (id == "scale_up")
        return StaircaseChartView::tr("Scale-up");
    if (id == "host")
        return StaircaseChartView::tr("Host (PCIe)");
    if (id == "scale_out")
        return StaircaseChartView::tr("Scale-out");
    if (id == "storage")
        return StaircaseChartView::tr("Storage");
    return QString::fromStdString(id);
}
} // namespace

StaircaseChartView::StaircaseChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(400, 260));
}

void StaircaseChartView::setData(const std::vector<fleet::StaircaseTier>& tiers)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(tr("Bandwidth staircase (per direction)")));
    if (tiers.empty())
        return;

    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    setGuardedRange(x, -0.5, static_cast<double>(tiers.size()) - 0.5);
    auto* bwAxis = newDecadeAxis(tr("Bandwidth (GB/s)"));
    bwAxis->setMinorTickCount(8);
    auto* latAxis = newDecadeAxis(tr("Latency (µs)"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(bwAxis, Qt::AlignLeft);
    c->addAxis(latAxis, Qt::AlignRight);

    auto* steps = new QLineSeries;
    steps->setName(chartText(tr("Bandwidth")));
    steps->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 3.0));
    auto* latency = new QScatterSeries;
    latency->setName(chartText(tr("Latency (α)")));
    latency->setColor(QColor(0xd6, 0x27, 0x28));
    latency->setMarkerSize(10);
    double bwMin = 1e300, bwMax = 0, latMin = 1e300, latMax = 0;
    for (size_t i = 0; i < tiers.size(); ++i) {
        const double gbps = tiers[i].cost.beta.si() / 1e9;
        const double us = std::max(tiers[i].cost.alpha.si() * 1e6, 1e-3);
        const double xi = static_cast<double>(i);
        x->append(tierLabel(tiers[i].id), xi);
        if (appendDrawable(steps, xi - 0.5, gbps, false, true) && appendDrawable(steps, xi + 0.5, gbps, false, true)) {
            bwMin = std::min(bwMin, gbps);
            bwMax = std::max(bwMax, gbps);
        }
        if (appendDrawable(latency, xi, us, false, true)) {
            latMin = std::min(latMin, us);
            latMax = std::max(latMax, us);
        }
    }
    c->addSeries(steps);
    steps->attachAxis(x);
    steps->attachAxis(bwAxis);
    c->addSeries(latency);
    latency->attachAxis(x);
    latency->attachAxis(latAxis);
    setGuardedRange(bwAxis, decadeBelow(bwMin / 2), decadeAbove(bwMax * 2)); // no tier: guarded to 1…10
    setGuardedRange(latAxis, decadeBelow(latMin / 2), decadeAbove(latMax * 2));

    // The cliff at each boundary, written beside the drop.
    for (size_t i = 0; i + 1 < tiers.size(); ++i) {
        const double hi = tiers[i].cost.beta.si() / 1e9, lo = tiers[i + 1].cost.beta.si() / 1e9;
        auto* label = newLabelSeries();
        if (!appendDrawable(label, static_cast<double>(i) + 0.5, std::sqrt(hi * lo), false, true)) {
            delete label;
            continue;
        }
        const double ratio = tiers[i].cliffToNext;
        showPointLabels(label, ratio >= 1.0 ? QStringLiteral("  ÷%1").arg(ratio, 0, 'f', 1)
                                            : QStringLiteral("  ×%1").arg(1.0 / ratio, 0, 'f', 1));
        addUnlisted(c, label, x, bwAxis);
    }
}

} // namespace fleet::views
