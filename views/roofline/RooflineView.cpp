#include "roofline/RooflineView.h"

#include "catalog/UserRowMark.h"
#include "charts/RooflineChartView.h"
#include "roofline/WorkloadTable.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace fleet::views {

void RooflineView::setCatalog(fleet::app::CatalogPtr catalog)
{
    m_catalog = std::move(catalog);
    fillAcceleratorItems(m_overlay, *m_catalog);
}

RooflineView::RooflineView(fleet::app::CatalogPtr catalog, QWidget* parent)
    : ScenarioView(parent), m_catalog(std::move(catalog)), m_overlay(new QComboBox(this)), m_chart(new RooflineChartView(this)),
      m_table(new WorkloadTable(this))
{
    m_overlay->setObjectName(QStringLiteral("rooflineOverlay"));
    m_overlay->addItem(tr("none"), QString());
    fillAcceleratorItems(m_overlay, *m_catalog);
    m_overlay->setToolTip(tr("Draw a second accelerator's roofs (dashed) for comparison"));
    auto* bar = new QHBoxLayout;
    auto* label = new QLabel(tr("Compare with:"));
    label->setBuddy(m_overlay);
    bar->addWidget(label);
    bar->addWidget(m_overlay);
    bar->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_table);
    connect(m_overlay, &QComboBox::currentIndexChanged, this, &RooflineView::optionsChanged);
}

void RooflineView::writeOptions(fleet::app::ViewOptions& options) const
{
    options.rooflineOverlay = m_overlay->currentData().toString().toStdString();
}

void RooflineView::draw(const fleet::app::Evaluation& e, RooflineChartView* chart, bool overlay)
{
    const fleet::app::RooflineSeries& r = e.series().roofline;
    RooflineData data;
    data.acceleratorName = QString::fromStdString(r.accelerator);
    data.roofs = r.roofs;
    data.workloads = r.workloads;
    if (overlay && !r.overlay.empty()) {
        data.overlayName = QString::fromStdString(r.overlay);
        data.overlayRoofs = r.overlayRoofs;
    }
    chart->setData(data);
}

void RooflineView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    draw(*evaluation, m_chart);
    m_table->setWorkloads(evaluation->series().roofline.workloads);
}

} // namespace fleet::views
