#include "charts/ParetoChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartSeries.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include <QChart>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <set>

namespace fleet::views {

namespace {

QAbstractAxis* makeAxis(double lo, double hi, const QString& title)
{
    const bool log = lo > 0.0 && std::isfinite(hi) && hi / lo > 10.0;
    if (log) {
        auto* a = newDecadeAxis(title);
        a->setMinorTickCount(8);
        setGuardedRange(a, std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi))));
        return a;
    }
    auto* a = new QValueAxis;
    a->setLabelFormat(QStringLiteral("%.4g"));
    a->setTitleText(chartText(title));
    const double pad = hi > lo ? 0.08 * (hi - lo) : std::max(std::fabs(hi) * 0.1, 1e-9);
    setGuardedRange(a, std::max(0.0, lo - pad), hi + pad);
    applyNiceNumbersGuarded(a);
    return a;
}

// Identical (x, y) points are drawn once.
template <class F>
void addUnique(QScatterSeries* s, const std::vector<ParetoPoint>& pts, F&& keep)
{
    std::set<std::pair<double, double>> seen;
    for (const ParetoPoint& p : pts)
        if (keep(p) && drawablePoint(p.x, p.y) && seen.insert({p.x, p.y}).second)
            s->append(p.x, p.y);
}

// The carbon bands' limits in the user's locale, without group separators (12345–13456, not 12,345–13,456).
QLocale bandLocale()
{
    QLocale l;
    l.setNumberOptions(QLocale::OmitGroupSeparator);
    return l;
}

// Decimals for the carbon bands' limits in the legend: the fewest (at most 3) that tell the limits apart, so that
// "81–83" rather than "81.2–82.5" keeps a legend of four bands whole under a narrow chart.
int bandDecimals(double lo, double hi, int bands)
{
    for (int d = 0; d < 3; ++d) {
        QStringList edges;
        for (int b = 0; b <= bands; ++b)
            edges << bandLocale().toString(lo + (hi - lo) * b / bands, 'f', d);
        edges.removeDuplicates();
        if (edges.size() == bands + 1)
            return d;
    }
    return 3;
}

} // namespace

ParetoChartView::ParetoChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    // Two side by side and two rows fit beside the docks at 1366×768.
    setUpChartView(this, QSize(260, 170), ChartMenu::None);
    chart()->legend()->setShowToolTips(true); // a narrow Search pane elides the band names: hover shows them
}

void ParetoChartView::clearData(const QString& message)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(message));
    m_points.clear();
    m_frontSeries.clear();
    m_selected = nullptr;
    m_plan = nullptr;
}

void ParetoChartView::setPlanPoint(double x, double y, const QString& legend)
{
    QChart* c = chart();
    if (m_plan || !m_selected || !drawablePoint(x, y) || c->axes(Qt::Horizontal).isEmpty())
        return;
    QAbstractAxis* ax = c->axes(Qt::Horizontal).first();
    QAbstractAxis* ay = c->axes(Qt::Vertical).first();
    m_plan = new QScatterSeries;
    m_plan->setName(chartText(legend));
    m_plan->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_plan->setMarkerSize(11);
    m_plan->setColor(QColor(40, 40, 40));
    m_plan->setBorderColor(Qt::white);
    m_plan->append(x, y);
    // Under the selection ring (added last), over the points: the ring stays visible on the plan's own layout.
    c->removeSeries(m_selected);
    c->addSeries(m_plan);
    m_plan->attachAxis(ax);
    m_plan->attachAxis(ay);
    addUnlisted(c, m_selected, ax, ay);
    // The plan's point widens the axes when it lies outside the searched configurations' range.
    const auto widen = [](QAbstractAxis* a, double v) {
        if (auto* log = qobject_cast<QLogValueAxis*>(a)) {
            if (v < log->min())
                setGuardedRange(log, std::pow(10.0, std::floor(std::log10(v))), log->max());
            else if (v > log->max())
                setGuardedRange(log, log->min(), std::pow(10.0, std::ceil(std::log10(v))));
        } else if (auto* lin = qobject_cast<QValueAxis*>(a); lin && (v < lin->min() || v > lin->max())) {
            setGuardedRange(lin, std::min(lin->min(), std::max(0.0, v * 0.95)), std::max(lin->max(), v * 1.05));
            applyNiceNumbersGuarded(lin);
        }
    };
    widen(ax, x);
    widen(ay, y);
}

void ParetoChartView::setData(const ParetoChartSpec& spec, const std::vector<ParetoPoint>& valid,
                              const std::vector<ParetoPoint>& front)
{
    clearData(spec.title);
    QChart* c = chart();
    m_points = front;
    m_points.insert(m_points.end(), valid.begin(), valid.end());
    if (m_points.empty())
        return;
    double xLo = 1e300, xHi = -1e300, yLo = 1e300, yHi = -1e300, cLo = 1e300, cHi = -1e300;
    for (const ParetoPoint& p : m_points) {
        if (!drawablePoint(p.x, p.y))
            continue; // not drawn (addUnique), not in the range either
        xLo = std::min(xLo, p.x);
        xHi = std::max(xHi, p.x);
        yLo = std::min(yLo, p.y);
        yHi = std::max(yHi, p.y);
    }
    for (const ParetoPoint& p : front) {
        if (!std::isfinite(p.carbon))
            continue;
        cLo = std::min(cLo, p.carbon);
        cHi = std::max(cHi, p.carbon);
    }
    QAbstractAxis* x = makeAxis(xLo, xHi, spec.xTitle);
    QAbstractAxis* y = makeAxis(yLo, yHi, spec.yTitle);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    auto attach = [&](QScatterSeries* s) {
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        connect(s, &QScatterSeries::clicked, this, &ParetoChartView::clicked);
    };

    auto* others = new QScatterSeries;
    others->setName(chartText(spec.validLegend));
    others->setColor(QColor(170, 170, 170));
    others->setBorderColor(QColor(170, 170, 170));
    others->setMarkerSize(6);
    addUnique(others, valid, [](const ParetoPoint&) { return true; });
    attach(others);

    // The front in carbon bands, light (low carbon) to dark (high carbon).
    const int bands = cHi > cLo ? 4 : 1;
    const int decimals = bandDecimals(cLo, cHi, bands);
    const QColor lightest(120, 180, 240), darkest(10, 50, 120);
    for (int b = 0; b < bands; ++b) {
        const double lo = cLo + (cHi - cLo) * b / bands, hi = cLo + (cHi - cLo) * (b + 1) / bands;
        auto* s = new QScatterSeries;
        const double t = bands > 1 ? static_cast<double>(b) / (bands - 1) : 0.5;
        const QColor col = QColor::fromRgbF(lightest.redF() + t * (darkest.redF() - lightest.redF()),
                                            lightest.greenF() + t * (darkest.greenF() - lightest.greenF()),
                                            lightest.blueF() + t * (darkest.blueF() - lightest.blueF()));
        s->setColor(col);
        s->setBorderColor(col.darker(130));
        s->setMarkerSize(11);
        const QLocale l = bandLocale();
        s->setName(chartText(
            bands == 1 ? spec.carbonSingleLegend.arg(l.toString(cLo, 'f', 1))
                       : spec.carbonLegend.arg(l.toString(lo, 'f', decimals), l.toString(hi, 'f', decimals))));
        addUnique(s, front, [&](const ParetoPoint& p) {
            return bands == 1 || (p.carbon >= lo && (p.carbon < hi || b == bands - 1));
        });
        if (s->count() == 0) {
            delete s;
            continue;
        }
        attach(s);
        m_frontSeries.push_back(s);
    }

    m_selected = new QScatterSeries;
    m_selected->setName(chartText(tr("selected")));
    m_selected->setColor(Qt::transparent);
    m_selected->setBorderColor(QColor(200, 30, 30));
    m_selected->setPen(QPen(QColor(200, 30, 30), 2.5));
    m_selected->setMarkerSize(18);
    addUnlisted(c, m_selected, x, y);
}

void ParetoChartView::setSelected(std::int64_t index)
{
    if (!m_selected)
        return;
    m_selected->clear();
    for (const ParetoPoint& p : m_points)
        if (p.index == index) {
            appendDrawable(m_selected, p.x, p.y);
            break;
        }
}

void ParetoChartView::clicked(const QPointF& p)
{
    // The nearest point in screen space (front first, so a front point wins a tie).
    const QPointF at = chart()->mapToPosition(p);
    double best = 1e300;
    std::int64_t index = -1;
    for (const ParetoPoint& q : m_points) {
        const QPointF d = chart()->mapToPosition(QPointF(q.x, q.y)) - at;
        const double dist = d.x() * d.x() + d.y() * d.y();
        if (dist < best - 1e-9) {
            best = dist;
            index = q.index;
        }
    }
    if (index >= 0)
        emit pointClicked(index);
}

} // namespace fleet::views
