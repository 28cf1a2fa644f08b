// The Power tab's rack-vs-cooling chart: every cooling limit's label is readable — right of the bar, clear of the
// other labels and inside the chart — at the chart's minimum size and at a 1920 × 1080 size, with the built-in
// catalog's limits (10, 30, 50, 100, 150 kW: the three lowest are a few pixels apart in a 200 kW plot).
#include "charts/RackDensityChartView.h"

#include <QBarSeries>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QTest>

using fleet::views::CoolingLimit;
using fleet::views::RackDensityChartView;

namespace {

const std::vector<CoolingLimit> kLimits{{QStringLiteral("air-legacy"), 10e3, false},
                                        {QStringLiteral("air"), 30e3, false},
                                        {QStringLiteral("rear-door"), 50e3, false},
                                        {QStringLiteral("immersion"), 100e3, false},
                                        {QStringLiteral("direct-liquid"), 150e3, true}};

} // namespace

class TstRackDensityChart : public QObject {
    Q_OBJECT
private slots:
    void labelsReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("rackWatts");
        QTest::newRow("minimum, NVL72 rack") << QSize(260, 170) << 127.2e3;
        QTest::newRow("1366 x 768, NVL72 rack") << QSize(350, 190) << 127.2e3;
        QTest::newRow("1920 x 1080, H100 rack") << QSize(390, 240) << 35.1e3;
    }
    void labelsReadable()
    {
        QFETCH(QSize, size);
        QFETCH(double, rackWatts);
        RackDensityChartView v;
        v.resize(size);
        v.setData(rackWatts, kLimits);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QCoreApplication::processEvents();
        const std::vector<const QGraphicsSimpleTextItem*> labels = v.limitLabels();
        QCOMPARE(labels.size(), kLimits.size());
        // The chosen cooling says so where there is room (its line and text are green either way).
        QVERIFY2(labels.back()->text() == QStringLiteral("direct-liquid 150 kW (chosen)") ||
                     (size.width() < 300 && labels.back()->text() == QStringLiteral("direct-liquid 150 kW")),
                 qPrintable(labels.back()->text()));
        const QRectF plot = v.chart()->plotArea();
        const QRectF chartRect(QPointF(0, 0), v.chart()->size());
        // The bar: the left half of the left category (of two), from 0 to the rack's power.
        auto* bars = qobject_cast<QBarSeries*>(v.chart()->series().value(0));
        QVERIFY(bars);
        const QPointF barTop = v.chart()->mapToPosition(QPointF(0.0, rackWatts / 1e3), bars);
        const QRectF bar(QPointF(plot.left() + plot.width() * 0.125, barTop.y()),
                         QPointF(plot.left() + plot.width() * 0.375, plot.bottom()));
        std::vector<QRectF> placed;
        for (const QGraphicsSimpleTextItem* l : labels) {
            const QRectF r = l->sceneBoundingRect();
            QVERIFY2(chartRect.contains(r), qPrintable(l->text()));
            QVERIFY2(!r.intersects(bar), qPrintable(l->text()));
            for (const QRectF& o : placed)
                QVERIFY2(!r.intersects(o), qPrintable(l->text()));
            placed.push_back(r);
        }
        // Lowest limit first, each label above the one below it.
        for (std::size_t i = 1; i < placed.size(); ++i)
            QVERIFY(placed[i].bottom() <= placed[i - 1].top() + 0.5);
    }

    // Where there is room, a label sits just above its own line.
    void labelAboveItsLine()
    {
        RackDensityChartView v;
        v.resize(600, 500);
        v.setData(35.1e3, kLimits);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QCoreApplication::processEvents();
        const std::vector<const QGraphicsSimpleTextItem*> labels = v.limitLabels();
        auto* bars = v.chart()->series().value(0);
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const double lineY = v.chart()->mapToPosition(QPointF(0.0, kLimits[i].watts / 1e3), bars).y();
            QVERIFY2(std::abs(labels[i]->sceneBoundingRect().bottom() - lineY) <= 1.5,
                     qPrintable(QStringLiteral("%1: label bottom %2, line %3")
                                    .arg(labels[i]->text())
                                    .arg(labels[i]->sceneBoundingRect().bottom())
                                    .arg(lineY)));
        }
    }
};

QTEST_MAIN(TstRackDensityChart)
#include "tst_rack_density_chart.moc"
