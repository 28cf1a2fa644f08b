#include "charts/RooflineChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartSeries.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"
#include "common/RoofName.h"

#include "i18n/ModelText.h"

#include <QRegularExpression>

#include <QChart>
#include <QCursor>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace fleet::views {

namespace {

constexpr double kTera = 1e12;

QColor colorFor(fleet::Precision p)
{
    switch (p) {
    case fleet::Precision::FP64: return QColor(0x6b, 0x6b, 0x6b);
    case fleet::Precision::FP32: return QColor(0x8c, 0x56, 0x4b);
    case fleet::Precision::TF32: return QColor(0x94, 0x67, 0xbd);
    case fleet::Precision::BF16: return QColor(0x2c, 0xa0, 0x2c);
    case fleet::Precision::FP16: return QColor(0x1f, 0x77, 0xb4);
    case fleet::Precision::FP8: return QColor(0xd6, 0x27, 0x28);
    case fleet::Precision::INT8: return QColor(0xff, 0x7f, 0x0e);
    case fleet::Precision::INT4: return QColor(0xbc, 0xbd, 0x22);
    }
    return Qt::black;
}

QColor colorFor(const fleet::Roof& r) { return r.fp4 ? QColor(0xe3, 0x77, 0xc2) : colorFor(r.precision); }

QString nameOf(const fleet::Roof& r) { return roofName(r.precision, r.fp4); }

// A roof's identity: its precision, or the FP4 roof.
int roofKey(fleet::Precision p, bool fp4) { return fp4 ? -1 : static_cast<int>(p); }

struct RoofGroup {
    fleet::Roof roof;     // the first precision of the group (its colour)
    QString names;        // "FP16/BF16"
    bool usedByWorkload = false;
};

// Precisions with the same peak draw the same roof: draw it once, named after all of them.
std::vector<RoofGroup> groupEqualRoofs(const std::vector<fleet::Roof>& roofs, const std::vector<int>& used)
{
    std::vector<RoofGroup> groups;
    for (const fleet::Roof& r : roofs) {
        const bool isUsed = std::find(used.begin(), used.end(), roofKey(r.precision, r.fp4)) != used.end();
        auto same = std::find_if(groups.begin(), groups.end(),
                                 [&](const RoofGroup& g) { return g.roof.ridge.flopsPerS == r.ridge.flopsPerS; });
        if (same == groups.end()) {
            groups.push_back({r, nameOf(r), isUsed});
            continue;
        }
        same->names += u'/' + nameOf(r);
        if (isUsed && !same->usedByWorkload) {
            same->roof.precision = r.precision; // colour the roof as the precision in use
            same->roof.fp4 = r.fp4;
            same->usedByWorkload = true;
        }
    }
    return groups;
}

// "NVIDIA B200 (HGX/DGX, 1000 W)" -> "NVIDIA B200": the legend shows the short name, its tooltip the full one.
QString legendName(const QString& name)
{
    const qsizetype paren = name.indexOf(QRegularExpression(QStringLiteral("\\s*[(（]")));
    const QString s = (paren > 0 ? name.left(paren) : name).trimmed();
    return s.size() > 20 ? s.left(19) + QChar(0x2026) : s;
}

// Hovering a legend entry shows the series' full name (property "fullName", else its name).
void legendTooltips(QChart* chart, QWidget* view)
{
    for (QLegendMarker* m : chart->legend()->markers()) {
        QAbstractSeries* s = m->series();
        const QString full =
            s->property("fullName").toString().isEmpty() ? s->name() : s->property("fullName").toString();
        QObject::connect(m, &QLegendMarker::hovered, view, [view, full](bool on) {
            if (on)
                QToolTip::showText(QCursor::pos(), full, view);
            else
                QToolTip::hideText();
        });
    }
}

} // namespace

RooflineChartView::RooflineChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(420, 260));
}

int RooflineChartView::seriesCount() const { return static_cast<int>(chart()->series().size()); }

namespace {

bool same(const fleet::RoofPoint& a, const fleet::RoofPoint& b)
{
    return a.intensity == b.intensity && a.flopsPerS == b.flopsPerS;
}

bool same(const std::vector<fleet::Roof>& a, const std::vector<fleet::Roof>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const fleet::Roof& x, const fleet::Roof& y) {
        return x.precision == y.precision && x.fp4 == y.fp4 && same(x.ridge, y.ridge) &&
               std::equal(x.points.begin(), x.points.end(), y.points.begin(), y.points.end(),
                          [](const fleet::RoofPoint& p, const fleet::RoofPoint& q) {
                              return same(p, q);
                          });
    });
}

bool same(const RooflineData& a, const RooflineData& b)
{
    return a.acceleratorName == b.acceleratorName && a.overlayName == b.overlayName && same(a.roofs, b.roofs) &&
           same(a.overlayRoofs, b.overlayRoofs) &&
           std::equal(a.workloads.begin(), a.workloads.end(), b.workloads.begin(), b.workloads.end(),
                      [](const fleet::WorkloadPoint& x, const fleet::WorkloadPoint& y) {
                          return x.label == y.label && same(x.point, y.point) && x.precision == y.precision &&
                                 x.fp4 == y.fp4 && x.peakFlopsPerS == y.peakFlopsPerS && x.ridge == y.ridge;
                      });
}

} // namespace

void RooflineChartView::setData(const RooflineData& data)
{
    if (m_drawn && same(*m_drawn, data))
        return;
    m_drawn = data;
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(data.overlayName.isEmpty() ? tr("Roofline — %1").arg(data.acceleratorName)
                                           : tr("Roofline — %1 vs %2 (dashed)").arg(data.acceleratorName, data.overlayName)));

    auto* x = newDecadeAxis(tr("Arithmetic intensity (FLOP/byte)"));
    x->setRange(kIntensityMin, kIntensityMax);
    x->setMinorTickCount(8);
    auto* y = newDecadeAxis(tr("Attainable throughput (TFLOP/s)"));
    y->setMinorTickCount(8);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);

    double yMin = 1e300, yMax = 0.0;
    auto attach = [&](QAbstractSeries* s) {
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    std::vector<int> used;
    for (const fleet::WorkloadPoint& w : data.workloads)
        used.push_back(roofKey(w.precision, w.fp4));
    auto addRoofs = [&](const std::vector<fleet::Roof>& roofs, bool overlay, const QString& who) {
        for (const RoofGroup& g : groupEqualRoofs(roofs, used)) {
            const fleet::Roof& r = g.roof;
            auto* line = new QLineSeries;
            line->setName(chartText(overlay ? QStringLiteral("%1 %2").arg(who, g.names) : g.names));
            QPen pen(colorFor(r), overlay ? 1.5 : 2.5);
            if (overlay)
                pen.setStyle(Qt::DashLine);
            line->setPen(pen);
            for (const fleet::RoofPoint& p : r.points) {
                if (!appendDrawable(line, p.intensity, p.flopsPerS / kTera, true, true))
                    continue;
                yMin = std::min(yMin, p.flopsPerS / kTera);
                yMax = std::max(yMax, p.flopsPerS / kTera);
            }
            attach(line);
            if (overlay) { // one legend entry for all of them (below): "FP6… BF1… NVI… NVI…" did not fit
                hideFromLegend(c, line);
                continue;
            }
            line->setProperty("fullName", tr("%1: %2 roof").arg(who, g.names));
            auto* ridge = new QScatterSeries;
            ridge->setName(chartText(tr("%1 ridge").arg(g.names)));
            ridge->setMarkerSize(9);
            ridge->setColor(colorFor(r));
            ridge->setBorderColor(Qt::white);
            appendDrawable(ridge, r.ridge.intensity, r.ridge.flopsPerS / kTera, true, true);
            attach(ridge);
            hideFromLegend(c, ridge);
        }
    };
    addRoofs(data.roofs, false, data.acceleratorName);
    if (!data.overlayName.isEmpty()) {
        addRoofs(data.overlayRoofs, true, data.overlayName);
        auto* key = new QLineSeries; // no points: the legend entry of the dashed roofs
        key->setName(chartText(tr("%1 (dashed)").arg(legendName(data.overlayName))));
        key->setProperty("fullName",
                         tr("%1: dashed roofs, one per precision, in the same colours").arg(data.overlayName));
        key->setPen(QPen(Qt::darkGray, 1.5, Qt::DashLine));
        attach(key);
    }

    const QScatterSeries::MarkerShape shapes[] = {QScatterSeries::MarkerShapeRectangle, QScatterSeries::MarkerShapeCircle,
                                                  QScatterSeries::MarkerShapeTriangle};
    // Workloads whose points lie close together share one label ("prefill · training" at 2,048 FLOP/B on the same
    // roof): two labels there overprinted each other (issue 31). Close: within half a decade of intensity and a
    // third of a decade of throughput, about a label's width and height on this chart.
    struct Labelled {
        QXYSeries* series;
        QString text;
        double logX, logY;
    };
    std::vector<Labelled> labels;
    int index = 0;
    for (const fleet::WorkloadPoint& w : data.workloads) {
        auto* s = new QScatterSeries;
        // Short name: the translated label up to its parenthesis ("decode (batch 1)" -> "decode", 解码（…） -> 解码).
        QString shortName = fleet::app::modelText(w.label);
        shortName = shortName.left(shortName.indexOf(QRegularExpression(QStringLiteral("\\s*[(（]")))).trimmed();
        s->setName(chartText(shortName));
        s->setProperty("fullName", fleet::app::modelText(w.label));
        s->setMarkerShape(shapes[index++ % 3]);
        s->setMarkerSize(13);
        s->setColor(Qt::black);
        s->setBorderColor(Qt::white);
        const double xv = std::clamp(w.point.intensity, kIntensityMin, kIntensityMax);
        if (!appendDrawable(s, xv, w.point.flopsPerS / kTera, true, true)) {
            delete s;
            continue;
        }
        const double lx = std::log10(xv), ly = std::log10(w.point.flopsPerS / kTera);
        const auto near = std::find_if(labels.begin(), labels.end(), [&](const Labelled& l) {
            return std::abs(l.logX - lx) < 0.5 && std::abs(l.logY - ly) < 0.33;
        });
        if (near != labels.end())
            near->text += QStringLiteral(" · ") + shortName;
        else
            labels.push_back({s, shortName, lx, ly});
        attach(s);
        hideFromLegend(c, s); // labelled at the point and listed in the table below: the legend keeps room for roofs
        yMin = std::min(yMin, w.point.flopsPerS / kTera);
    }
    for (const Labelled& l : labels) // the short names above the points; RooflineView's table lists the numbers
        showPointLabels(l.series, l.text);
    if (yMax > 0.0)
        setGuardedRange(y, std::pow(10.0, std::floor(std::log10(std::max(yMin, 1e-6)))),
                        std::pow(10.0, std::ceil(std::log10(yMax * 1.5))));
    else
        setGuardedRange(y, 1.0, 10.0); // no drawable roof
    legendTooltips(c, this);
}

} // namespace fleet::views
