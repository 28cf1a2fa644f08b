#include "charts/AlphaBetaChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartSeries.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include "models/QuantityFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <vector>

namespace fleet::views {

AlphaBetaChartView::AlphaBetaChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(380, 280));
}

void AlphaBetaChartView::setCurves(const std::vector<AlphaBetaCurve>& curves)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(tr("α-β model: transfer time vs message size")));
    // x is log10(bytes) on a category axis, so the decades carry readable labels ("1 KB", "1 MB", …).
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setTitleText(chartText(tr("Message size (log scale)")));
    x->setRange(std::log10(kMinBytes) - 0.2, std::log10(kMaxBytes) + 0.4);
    const char* const prefixes[] = {"", "K", "M", "G", "T"};
    for (int e = static_cast<int>(std::log10(kMinBytes)); e <= static_cast<int>(std::log10(kMaxBytes)); ++e)
        if (e % 3 == 1) // 10 B, 10 KB, 10 MB, 10 GB
            x->append(QStringLiteral("10 %1B").arg(QLatin1String(prefixes[e / 3])), e);
    x->setGridLineVisible(true);
    auto* y = newDecadeAxis(tr("Transfer time (µs)"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    const QColor colors[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                             QColor(0x94, 0x67, 0xbd)};
    double yMin = 1e300, yMax = 0;
    int i = 0;
    struct Crossover {
        double logN, us;
        QColor color;
        QString text;
        QScatterSeries* mark;
    };
    std::vector<Crossover> crossovers;
    for (const AlphaBetaCurve& curve : curves) {
        const QColor color = colors[i++ % 4];
        auto* line = new QLineSeries;
        line->setName(chartText(curve.name));
        line->setPen(QPen(color, 2.0));
        for (const auto& [n, seconds] : curve.points) {
            const double us = seconds * 1e6;
            if (!appendDrawable(line, std::log10(n), us, false, true))
                continue;
            yMin = std::min(yMin, us);
            yMax = std::max(yMax, us);
        }
        c->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        const double nStar = curve.crossoverBytes;
        if (!(nStar >= kMinBytes && nStar <= kMaxBytes)) // NaN (a link without bandwidth) included
            continue;
        auto* mark = new QScatterSeries;
        mark->setColor(color);
        mark->setMarkerSize(10);
        appendDrawable(mark, std::log10(nStar), curve.crossoverSeconds * 1e6, false, true);
        addUnlisted(c, mark, x, y);
        crossovers.push_back({std::log10(nStar), curve.crossoverSeconds * 1e6, color,
                              tr("n* = %1").arg(fleet::app::formatQuantity(nStar, QStringLiteral("B")).text()), mark});
    }
    // Each n* is labelled above its mark, except where a crossover lies within a decade and a half to the right of
    // another (NVLink's 900 KB beside InfiniBand's 75 KB): that label would print over the other mark and its curve,
    // so it goes below and to the right of its own mark, under its own rising curve.
    std::sort(crossovers.begin(), crossovers.end(), [](const Crossover& a, const Crossover& b) { return a.logN < b.logN; });
    for (std::size_t k = 0; k < crossovers.size(); ++k) {
        const Crossover& m = crossovers[k];
        QScatterSeries* labelled = m.mark;
        if (k > 0 && m.logN - crossovers[k - 1].logN < 1.5) {
            labelled = newLabelSeries();
            appendDrawable(labelled, m.logN + 1.6, m.us / 1.6, false, true);
            addUnlisted(c, labelled, x, y);
        }
        labelled->setPointLabelsColor(m.color.darker(130));
        showPointLabels(labelled, m.text);
    }
    if (yMax > 0)
        setGuardedRange(y, std::pow(10.0, std::floor(std::log10(yMin))), std::pow(10.0, std::ceil(std::log10(yMax))));
    else
        setGuardedRange(y, 1.0, 10.0); // no drawable curve
}

} // namespace fleet::views
