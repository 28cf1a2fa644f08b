#include "charts/MemoryChartView.h"
#include "charts/AxisGuard.h"
#include "charts/ChartSeries.h"
#include "charts/ChartText.h"
#include "charts/ChartViewSetup.h"
#include "charts/ChartAxes.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleet::views {

MemoryChartView::MemoryChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setUpChartView(this, QSize(400, 260));
}

void MemoryChartView::clearData(const QString& message)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(message));
}

void MemoryChartView::setData(const std::vector<fleet::TrainingMemory>& stages, int currentStage, double hbmBytes,
                              const QString& acceleratorName)
{
    QChart* c = chart();
    c->removeAllSeries();
    deleteAxes(c);
    c->setTitle(chartText(tr("Training memory per GPU by ZeRO stage — %1").arg(acceleratorName)));

    struct Part {
        QString name;
        QColor color;
        fleet::Bytes fleet::TrainingMemory::*member;
    };
    const Part parts[] = {
        {tr("Weights"), QColor(0x1f, 0x77, 0xb4), &fleet::TrainingMemory::weights},
        {tr("Gradients"), QColor(0xff, 0x7f, 0x0e), &fleet::TrainingMemory::grads},
        {tr("Optimizer"), QColor(0x2c, 0xa0, 0x2c), &fleet::TrainingMemory::optimizer},
        {tr("Master copy"), QColor(0x94, 0x67, 0xbd), &fleet::TrainingMemory::master},
        {tr("Activations"), QColor(0xd6, 0x27, 0x28), &fleet::TrainingMemory::activations},
        {tr("Buffers"), QColor(0x7f, 0x7f, 0x7f), &fleet::TrainingMemory::buffers},
    };
    auto* series = new QStackedBarSeries;
    double maxTotal = drawableBar(hbmBytes);
    for (const Part& p : parts) {
        auto* set = new QBarSet(chartText(p.name));
        set->setColor(p.color);
        set->setBorderColor(p.color.darker(120));
        for (const fleet::TrainingMemory& m : stages)
            *set << drawableBar((m.*p.member).si() / 1e9);
        series->append(set);
    }
    for (const fleet::TrainingMemory& m : stages)
        maxTotal = std::max(maxTotal, drawableBar(m.total.si()));
    series->setBarWidth(0.6);
    c->addSeries(series);

    QStringList categories;
    for (size_t z = 0; z < stages.size(); ++z) {
        QString label = tr("ZeRO %1").arg(z);
        if (static_cast<int>(z) == currentStage)
            label = tr("%1 (plan)").arg(label);
        categories << label;
    }
    auto* x = new QBarCategoryAxis;
    x->append(chartTexts(categories));
    auto* y = new QValueAxis;
    y->setTitleText(chartText(tr("Memory per GPU (GB)")));
    setGuardedRange(y, 0.0, std::ceil(maxTotal * 1.15 / 1e9 / 10.0) * 10.0);
    applyNiceNumbersGuarded(y);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);

    // HBM capacity as a horizontal line across the bars (on a hidden numeric x axis spanning the categories).
    auto* hbm = new QLineSeries;
    hbm->setName(chartText(tr("HBM %1 GB").arg(hbmBytes / 1e9, 0, 'f', 0)));
    QPen pen(Qt::black, 2.0, Qt::DashLine);
    hbm->setPen(pen);
    appendDrawable(hbm, -0.5, hbmBytes / 1e9);
    appendDrawable(hbm, static_cast<double>(stages.size()) - 0.5, hbmBytes / 1e9);
    c->addSeries(hbm);
    auto* xLine = new QValueAxis;
    setGuardedRange(xLine, -0.5, static_cast<double>(stages.size()) - 0.5);
    xLine->setVisible(false);
    c->addAxis(xLine, Qt::AlignTop);
    hbm->attachAxis(xLine);
    hbm->attachAxis(y);

    // Each bar's total written above it.
    for (size_t z = 0; z < stages.size(); ++z) {
        auto* total = newLabelSeries();
        if (!appendDrawable(total, static_cast<double>(z), stages[z].total.si() / 1e9)) {
            delete total;
            continue;
        }
        showPointLabels(total, tr("%1 GB").arg(stages[z].total.si() / 1e9, 0, 'f', 1));
        addUnlisted(c, total, xLine, y);
    }
}

} // namespace fleet::views
