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
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet::views {

RackDensityChartView::RackDensityChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(260, 170));
    connect(chart(), &QChart::plotAreaChanged, this, &RackDensityChartView::placeLabels);
}

RackDensityChartView::~RackDensityChartView()
{
    // The chart (and the labels' items in it) goes with the QGraphicsView base, after m_labels: no layout on the way
    // may place them.
    disconnect(chart(), nullptr, this, nullptr);
}

void RackDensityChartView::setData(double rackWatts, const std::vector<CoolingLimit>& limits)
{
    QChart* c = chart();
    for (Label& l : m_labels) // before removeAllSeries deletes the lines they point to
        delete l.plate;       // and its text
    m_labels.clear();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(tr("Rack density: %1 kW per rack").arg(rackWatts / 1e3, 0, 'f', 1)));
    double top = drawableBar(rackWatts);
    for (const CoolingLimit& l : limits)
        top = std::max(top, drawableBar(l.watts));
    // The bar in the left one of two categories: the limits' labels take the right half of the plot.
    auto* bars = new QBarSeries;
    auto* set = new QBarSet(chartText(tr("Rack at peak")));
    set->setColor(QColor(0xd6, 0x27, 0x28));
    *set << drawableBar(rackWatts / 1e3) << 0.0;
    bars->append(set);
    bars->setBarWidth(0.5);
    c->addSeries(bars);
    auto* x = new QBarCategoryAxis;
    x->append({tr("One rack"), QStringLiteral(" ")});
    x->setGridLineVisible(false); // no line between the bar's half and the labels' half
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
    std::vector<const CoolingLimit*> byHeight;
    for (const CoolingLimit& l : limits)
        if (drawablePoint(0.0, l.watts))
            byHeight.push_back(&l);
    std::sort(byHeight.begin(), byHeight.end(), [](const CoolingLimit* a, const CoolingLimit* b) { return a->watts < b->watts; });
    for (const CoolingLimit* l : byHeight) {
        auto* line = new QLineSeries;
        line->setName(chartText(tr("%1 limit").arg(l->name)));
        const QColor color = l->chosen ? QColor(0x2c, 0xa0, 0x2c) : QColor(0x55, 0x55, 0x55);
        line->setPen(QPen(color, l->chosen ? 2.5 : 1.2, Qt::DashLine));
        line->append(0.0, l->watts / 1e3);
        line->append(1.0, l->watts / 1e3);
        addUnlisted(c, line, xLine, y);
        auto* plate = new QGraphicsRectItem(c);
        plate->setPen(Qt::NoPen);
        plate->setZValue(10.0); // over the lines
        //: a cooling type's rack limit in the rack-density chart: %1 its catalog id, %2 kW
        const QString brief = tr("%1 %2 kW").arg(l->name).arg(l->watts / 1e3, 0, 'f', 0);
        auto* item = new QGraphicsSimpleTextItem(plate);
        item->setBrush(color.darker(l->chosen ? 130 : 100));
        m_labels.push_back({plate, item, line, l->watts / 1e3, l->chosen ? brief + tr(" (chosen)") : brief, brief});
    }
    placeLabels();
}

std::vector<const QGraphicsSimpleTextItem*> RackDensityChartView::limitLabels() const
{
    std::vector<const QGraphicsSimpleTextItem*> out;
    for (const Label& l : m_labels)
        out.push_back(l.item);
    return out;
}

void RackDensityChartView::placeLabels()
{
    const QRectF plot = chart()->plotArea();
    const QBrush& brush = chart()->backgroundBrush(); // the theme's: a gradient in the light theme
    QColor background = brush.gradient() && !brush.gradient()->stops().isEmpty() ? brush.gradient()->stops().last().second
                                                                                 : brush.color();
    background.setAlpha(230);
    // Right of the bar (half of the left category, centred in it: it ends at 3/8 of the plot), and in from the
    // chart's right edge where a long name would be cut: a label too long for the room drops "(chosen)" (its line
    // and text stay green), then is elided.
    const double barRight = plot.left() + plot.width() * 0.375 + 6.0;
    const double room = chart()->size().width() - 4.0 - barRight - 4.0;
    for (Label& l : m_labels) {
        if (l.item->font() != l.line->pointLabelsFont())
            l.item->setFont(l.line->pointLabelsFont()); // lecture mode sets the point-label font on every series
        const QFontMetricsF metrics(l.item->font());
        const QString text = metrics.horizontalAdvance(l.full) <= room ? l.full
                                                                        : metrics.elidedText(l.brief, Qt::ElideRight, room);
        if (l.item->text() != text)
            l.item->setText(text);
        l.plate->setRect(QRectF(QPointF(0.0, 0.0), l.item->boundingRect().size() + QSizeF(4.0, 0.0)));
        l.plate->setBrush(background);
        l.item->setPos(2.0, 0.0);
    }
    double widest = 0.0;
    for (const Label& l : m_labels)
        widest = std::max(widest, l.plate->rect().width());
    const double left = std::max(barRight, std::min(plot.left() + plot.width() / 2.0, chart()->size().width() - 4.0 - widest));
    double floor = plot.bottom();                                // the top of the label placed below
    std::vector<double> tops;
    for (Label& l : m_labels) {
        const double h = l.plate->rect().height();
        const double lineY = chart()->mapToPosition(QPointF(1.0, l.kw), l.line).y();
        const double top = std::min(lineY - h, floor - h); // above its line, and above the label below
        tops.push_back(top);
        floor = top;
    }
    // A stack that ran out of the top comes down as a whole, keeping its order and spacing.
    const double shift = tops.empty() ? 0.0 : std::max(0.0, plot.top() - tops.back());
    for (std::size_t i = 0; i < m_labels.size(); ++i)
        m_labels[i].plate->setPos(std::round(left), std::round(tops[i] + shift)); // whole pixels
}

} // namespace fleet::views
