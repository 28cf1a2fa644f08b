#include "charts/LineChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartText.h"
#include "charts/ChartAxes.h"
#include "charts/ChartExport.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet::views {

namespace {

QAbstractAxis* makeAxis(bool log, const QString& title, const QString& format)
{
    if (log) {
        auto* a = new QLogValueAxis;
        a->setBase(10);
        a->setLabelFormat(format);
        a->setMinorTickCount(8);
        a->setTitleText(chartText(title));
        return a;
    }
    auto* a = new QValueAxis;
    a->setLabelFormat(format);
    a->setTitleText(chartText(title));
    return a;
}

void setRange(QAbstractAxis* a, double lo, double hi) { setGuardedRange(a, lo, hi); }

} // namespace

LineChartView::LineChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    ChartExport::installMenu(this);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setMinimumSize(260, 170); // two side by side and two rows fit beside the docks at 1366×768
}

void LineChartView::setData(const LineChartSpec& spec, const std::vector<LineSeriesData>& series,
                            const std::vector<MarkerData>& markers)
{
    if (m_drawn && m_drawn->spec == spec && m_drawn->series == series && m_drawn->markers == markers)
        return;
    m_drawn = Drawn{spec, series, markers};
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(spec.title));
    QAbstractAxis* x = makeAxis(spec.logX, spec.xTitle, QStringLiteral("%g"));
    QAbstractAxis* y = makeAxis(spec.logY, spec.yTitle, spec.yFormat);
    // Tick labels are short numbers: never elided to "…" in a small chart (the plot area gives way instead).
    x->setTruncateLabels(false);
    y->setTruncateLabels(false);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    // More than three lines do not fit a half-width chart's bottom legend ("b … b …"): a column at the right.
    c->legend()->setAlignment(series.size() > 3 ? Qt::AlignRight : Qt::AlignBottom);
    double xLo = 1e300, xHi = -1e300, yLo = 1e300, yHi = -1e300;
    auto grow = [&](double xv, double yv) {
        xLo = std::min(xLo, xv);
        xHi = std::max(xHi, xv);
        yLo = std::min(yLo, yv);
        yHi = std::max(yHi, yv);
    };
    for (const LineSeriesData& s : series) {
        auto* line = new QLineSeries;
        line->setName(chartText(s.name));
        line->setPen(QPen(s.color, 2.0, s.style));
        for (const auto& [xv, yv] : s.points) {
            if (appendDrawable(line, xv, yv, spec.logX, spec.logY))
                grow(xv, yv);
        }
        c->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        if (!s.inLegend)
            for (QLegendMarker* lm : c->legend()->markers(line))
                lm->setVisible(false);
    }
    for (const MarkerData& m : markers) {
        auto* dot = new QScatterSeries;
        dot->setColor(m.color);
        dot->setMarkerSize(10);
        if (!appendDrawable(dot, m.x, m.y, spec.logX, spec.logY)) {
            delete dot;
            continue;
        }
        dot->setPointLabelsVisible(true);
        dot->setPointLabelsClipping(false);
        dot->setPointLabelsColor(m.color.darker(140));
        dot->setPointLabelsFormat(m.label);
        c->addSeries(dot);
        dot->attachAxis(x);
        dot->attachAxis(y);
        for (QLegendMarker* lm : c->legend()->markers(dot))
            lm->setVisible(false);
    }
    if (xLo > xHi) { // nothing drawable: still a valid range (the axes' defaults may not be)
        setRange(x, 1.0, 10.0);
        setRange(y, 1.0, 10.0);
        return;
    }
    if (spec.logX) {
        const double lo = std::floor(std::log10(xLo)), hi = std::ceil(std::log10(xHi));
        setRange(x, std::pow(10.0, lo), std::pow(10.0, hi));
        if (hi - lo >= 5.0) { // a label every second decade: "100000" no longer elides in a half-width chart
            static_cast<QLogValueAxis*>(x)->setBase(100.0);
            static_cast<QLogValueAxis*>(x)->setMinorTickCount(0);
        }
    } else {
        setRange(x, xLo, xHi);
        applyNiceNumbersGuarded(static_cast<QValueAxis*>(x));
    }
    if (spec.yMin != 0.0 || spec.yMax != 0.0) {
        setRange(y, spec.yMin, spec.yMax);
        if (!spec.logY)
            applyNiceNumbersGuarded(static_cast<QValueAxis*>(y));
    } else if (spec.logY)
        setRange(y, std::pow(10.0, std::floor(std::log10(yLo))), std::pow(10.0, std::ceil(std::log10(yHi))));
    else {
        setRange(y, std::min(0.0, yLo), yHi + 0.05 * (yHi - std::min(0.0, yLo) + 1e-12));
        applyNiceNumbersGuarded(static_cast<QValueAxis*>(y));
    }
}

} // namespace fleet::views
