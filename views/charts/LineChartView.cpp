#include "charts/LineChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartText.h"
#include "charts/ChartAxes.h"
#include "charts/ChartSeries.h"
#include "charts/ChartViewSetup.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet::views {

namespace {

QAbstractAxis* makeAxis(bool log)
{
    if (log)
        return new QLogValueAxis;
    return new QValueAxis;
}

// Puts a new or a kept axis in the state a new one gets before its range is set: the spec's title and label
// format, base 10 and 8 minor ticks (log), Qt's default 5 ticks (linear; the nice numbers set their own).
void resetAxis(QAbstractAxis* axis, const QString& title, const QString& format)
{
    axis->setTitleText(chartText(title));
    if (auto* log = qobject_cast<QLogValueAxis*>(axis)) {
        log->setBase(10);
        log->setLabelFormat(format);
        log->setMinorTickCount(8);
    } else if (auto* value = qobject_cast<QValueAxis*>(axis)) {
        value->setLabelFormat(format);
        value->setTickType(QValueAxis::TicksFixed);
        value->setTickCount(5);
        value->setMinorTickCount(0);
    }
}

void setRange(QAbstractAxis* a, double lo, double hi) { setGuardedRange(a, lo, hi); }

// A log axis from the decade at or below lo to the one at or above hi. Both ends are widened by a part in a million:
// QLogValueAxis places its ticks at the integer exponents between ceil(log min) and ceil(log max), and a range that
// ends exactly on a decade lost a tick (and its label) to log10's rounding — a serving curve within one decade showed
// only its top label.
void setDecadeRange(QAbstractAxis* a, double lo, double hi)
{
    constexpr double kSlack = 1e-6;
    setGuardedRange(a, std::pow(10.0, std::floor(std::log10(lo))) * (1.0 - kSlack),
                    std::pow(10.0, std::ceil(std::log10(hi))) * (1.0 + kSlack));
}

// What a log and a linear axis both have: the label format, the minor ticks and the range.
template <typename Axis> void syncShared(const Axis* f, Axis* t)
{
    if (t->labelFormat() != f->labelFormat())
        t->setLabelFormat(f->labelFormat());
    if (t->minorTickCount() != f->minorTickCount())
        t->setMinorTickCount(f->minorTickCount());
    if (t->min() != f->min() || t->max() != f->max())
        t->setRange(f->min(), f->max());
}

// Gives `to` the state of `from` (an axis of the same kind), calling a setter only where the value differs.
void syncAxis(const QAbstractAxis* from, QAbstractAxis* to)
{
    if (to->titleText() != from->titleText())
        to->setTitleText(from->titleText());
    if (const auto* f = qobject_cast<const QLogValueAxis*>(from)) {
        auto* t = static_cast<QLogValueAxis*>(to);
        if (t->base() != f->base())
            t->setBase(f->base());
        syncShared(f, t);
    } else if (const auto* f = qobject_cast<const QValueAxis*>(from)) {
        auto* t = static_cast<QValueAxis*>(to);
        if (t->tickType() != f->tickType())
            t->setTickType(f->tickType());
        if (t->tickCount() != f->tickCount())
            t->setTickCount(f->tickCount());
        syncShared(f, t);
    }
}

} // namespace

LineChartView::LineChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(260, 170)); // two side by side and two rows fit beside the docks at 1366×768
    connect(chart(), &QChart::plotAreaChanged, this, &LineChartView::placeLabels);
}

void LineChartView::placeLabels()
{
    QChart* c = chart();
    const QRectF plot = c->plotArea();
    std::vector<QRectF> placed;
    const auto overlaps = [&](const QRectF& r) {
        return std::any_of(placed.begin(), placed.end(), [&](const QRectF& o) { return o.intersects(r); });
    };
    const auto place = [&](QGraphicsSimpleTextItem* item, const QPointF& at, const QFont& font, bool beside,
                           double gap) {
        if (m_lines.empty() && m_dots.empty()) { // nothing maps a value to a position
            item->setVisible(false);
            return;
        }
        if (item->font() != font)
            item->setFont(font); // lecture mode sets the point-label font on every series
        QAbstractSeries* mapper = m_lines.empty() ? static_cast<QAbstractSeries*>(m_dots.front()) : m_lines.front();
        const QPointF p = c->mapToPosition(at, mapper);
        const QRectF box = item->boundingRect();
        QPointF pos;
        if (beside) {
            const bool left = p.x() + 4.0 + box.width() > plot.right(); // no room on the right: on the left
            pos = QPointF(left ? p.x() - 4.0 - box.width() : p.x() + 4.0, p.y() - box.height() / 2.0);
        } else { // centred above the dot, kept inside the plot's width so the chart's edge does not cut it
            const double x = std::clamp(p.x() - box.width() / 2.0, plot.left(), std::max(plot.left(), plot.right() - box.width()));
            const double above = p.y() - gap - box.height(), below = p.y() + gap;
            pos = QPointF(x, above < plot.top() ? below : above);
            if (overlaps(QRectF(pos, box.size())) && !overlaps(QRectF(QPointF(x, below), box.size())))
                pos.setY(below);
        }
        for (int tries = 0; tries < 4 && overlaps(QRectF(pos, box.size())); ++tries)
            pos.ry() += box.height();
        item->setPos(std::round(pos.x()), std::round(pos.y())); // whole pixels: a partial repaint draws it the same
        item->setVisible(plot.contains(p));
        if (item->isVisible())
            placed.push_back(QRectF(pos, box.size()));
    };
    for (std::size_t i = 0; i < m_dotLabels.size() && i < m_dots.size(); ++i)
        place(m_dotLabels[i].first, m_dotLabels[i].second, m_dots[i]->pointLabelsFont(), false,
              m_dots[i]->markerSize() / 2.0 + 2.0);
    for (auto& [item, at] : m_lineLabels)
        place(item, at, m_lines.empty() ? item->font() : m_lines.front()->pointLabelsFont(), true, 0.0);
}

// `lines` lines, then `dots` labelled markers, in the chart: the series there are kept, the missing ones added
// and the extra ones removed at the end (the markers after the lines, as in a new chart); with `newAxes`,
// everything is built anew on new axes.
void LineChartView::fitSeries(const LineChartSpec& spec, std::size_t lines, std::size_t dots, bool newAxes)
{
    QChart* c = chart();
    const auto remove = [c](QAbstractSeries* s) {
        c->removeSeries(s); // hands it back
        delete s;
    };
    if (newAxes) {
        c->removeAllSeries();
        m_lines.clear();
        m_dots.clear();
        deleteAxes(c);
        m_x = makeAxis(spec.logX);
        m_y = makeAxis(spec.logY);
        delete m_draftX;
        delete m_draftY;
        m_draftX = makeAxis(spec.logX);
        m_draftY = makeAxis(spec.logY);
        m_draftX->setParent(this);
        m_draftY->setParent(this);
        // Tick labels are short numbers: never elided to "…" in a small chart (the plot area gives way instead).
        m_x->setTruncateLabels(false);
        m_y->setTruncateLabels(false);
        c->addAxis(m_x, Qt::AlignBottom);
        c->addAxis(m_y, Qt::AlignLeft);
    }
    if (m_lines.size() != lines) { // the markers stay drawn over the lines: they go and come back after them
        for (QScatterSeries* dot : m_dots)
            remove(dot);
        m_dots.clear();
    }
    for (; m_lines.size() > lines; m_lines.pop_back())
        remove(m_lines.back());
    for (; m_dots.size() > dots; m_dots.pop_back())
        remove(m_dots.back());
    while (m_lines.size() < lines) {
        auto* line = new QLineSeries;
        c->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        m_lines.push_back(line);
    }
    while (m_dots.size() < dots) {
        auto* dot = new QScatterSeries;
        dot->setMarkerSize(10);
        addUnlisted(c, dot, m_x, m_y); // its label is a text item of the chart (m_dotLabels)
        m_dots.push_back(dot);
    }
}

void LineChartView::setData(const LineChartSpec& spec, const std::vector<LineSeriesData>& series,
                            const std::vector<MarkerData>& markers)
{
    if (m_drawn && m_drawn->spec == spec && m_drawn->series == series && m_drawn->markers == markers)
        return;
    const bool sameAxes = m_drawn && m_drawn->spec.logX == spec.logX && m_drawn->spec.logY == spec.logY;
    m_drawn = Drawn{spec, series, markers};
    std::vector<const MarkerData*> dots, lineLabels;
    for (const MarkerData& m : markers)
        if (drawablePoint(m.x, m.y, spec.logX, spec.logY))
            (m.besideLine ? lineLabels : dots).push_back(&m);
    fitSeries(spec, series.size(), dots.size(), !sameAxes);
    QChart* c = chart();
    if (const QString title = chartText(spec.title); c->title() != title)
        c->setTitle(title);
    QAbstractAxis* x = m_draftX;
    QAbstractAxis* y = m_draftY;
    resetAxis(x, spec.xTitle, QStringLiteral("%g"));
    resetAxis(y, spec.yTitle, spec.yFormat);
    // More than three lines do not fit a half-width chart's bottom legend ("b … b …"): a column at the right.
    c->legend()->setAlignment(series.size() > 3 ? Qt::AlignRight : Qt::AlignBottom);
    double xLo = 1e300, xHi = -1e300, yLo = 1e300, yHi = -1e300;
    QList<QPointF> points;
    for (std::size_t i = 0; i < series.size(); ++i) {
        const LineSeriesData& s = series[i];
        QLineSeries* line = m_lines[i];
        if (const QString name = chartText(s.name); line->name() != name)
            line->setName(name);
        if (const QPen pen(s.color, 2.0, s.style); line->pen() != pen)
            line->setPen(pen);
        points.clear();
        for (const auto& [xv, yv] : s.points) {
            if (!drawablePoint(xv, yv, spec.logX, spec.logY))
                continue;
            points.append(QPointF(xv, yv));
            xLo = std::min(xLo, xv);
            xHi = std::max(xHi, xv);
            yLo = std::min(yLo, yv);
            yHi = std::max(yHi, yv);
        }
        line->replace(points);
        for (QLegendMarker* lm : c->legend()->markers(line))
            lm->setVisible(s.inLegend);
    }
    for (std::size_t i = 0; i < dots.size(); ++i) {
        const MarkerData& m = *dots[i];
        QScatterSeries* dot = m_dots[i];
        dot->setColor(m.color);
        dot->replace(QList<QPointF>{QPointF(m.x, m.y)});
    }
    const auto label = [c](std::vector<std::pair<QGraphicsSimpleTextItem*, QPointF>>& items,
                           const std::vector<const MarkerData*>& of) {
        for (; items.size() > of.size(); items.pop_back())
            delete items.back().first;
        while (items.size() < of.size()) {
            auto* item = new QGraphicsSimpleTextItem(c);
            item->setZValue(10.0); // over the series
            items.emplace_back(item, QPointF());
        }
        for (std::size_t i = 0; i < of.size(); ++i) {
            const MarkerData& m = *of[i];
            auto& [item, at] = items[i];
            if (item->text() != m.label)
                item->setText(m.label); // plain text (chart labels are rich text: chartText() escapes for them)
            item->setBrush(m.color.darker(140));
            at = QPointF(m.x, m.y);
        }
    };
    label(m_dotLabels, dots);
    label(m_lineLabels, lineLabels);
    if (xLo > xHi) { // nothing drawable: still a valid range (the axes' defaults may not be)
        setRange(x, 1.0, 10.0);
        setRange(y, 1.0, 10.0);
    } else {
        fitRanges(spec, x, y, xLo, xHi, yLo, yHi);
    }
    syncAxis(x, m_x);
    syncAxis(y, m_y);
    placeLabels();
}

// The axes' ranges (and the linear axes' nice ticks) for data spanning [xLo, xHi] × [yLo, yHi].
void LineChartView::fitRanges(const LineChartSpec& spec, QAbstractAxis* x, QAbstractAxis* y, double xLo, double xHi,
                              double yLo, double yHi)
{
    if (spec.logX) {
        setDecadeRange(x, xLo, xHi);
        if (std::ceil(std::log10(xHi)) - std::floor(std::log10(xLo)) >= 5.0) { // a label every second decade: "100000" no longer elides in a half-width chart
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
        setDecadeRange(y, yLo, yHi);
    else {
        setRange(y, std::min(0.0, yLo), yHi + 0.05 * (yHi - std::min(0.0, yLo) + 1e-12));
        applyNiceNumbersGuarded(static_cast<QValueAxis*>(y));
    }
}

} // namespace fleet::views
