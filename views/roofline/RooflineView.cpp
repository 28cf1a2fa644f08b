#include "roofline/RooflineView.h"

#include "catalog/UserRowMark.h"
#include "charts/RooflineChartView.h"
#include "roofline/WorkloadTable.h"
#include "compute/RooflineWorkloads.h"
#include "scenario/Scenario.h"

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
    connect(m_overlay, &QComboBox::currentIndexChanged, this, &RooflineView::rebuild);
}

void RooflineView::setState(const fleet::Scenario& s, const fleet::app::ResultsPtr&)
{
    m_scenario = std::make_unique<fleet::Scenario>(s);
    rebuild();
}

void RooflineView::rebuild()
{
    if (!m_scenario)
        return;
    RooflineData data;
    if (const fleet::Accelerator* a = m_catalog->accelerator(m_scenario->fleet.accelerator)) {
        data.acceleratorName = QString::fromStdString(a->name);
        data.roofs = fleet::buildRoofs(*a, RooflineChartView::kIntensityMin, RooflineChartView::kIntensityMax);
        data.workloads = fleet::workloadPoints(*a, *m_scenario);
    }
    const QString overlayId = m_overlay->currentData().toString();
    if (const fleet::Accelerator* o = overlayId.isEmpty() ? nullptr : m_catalog->accelerator(overlayId.toStdString())) {
        data.overlayName = QString::fromStdString(o->name);
        data.overlayRoofs = fleet::buildRoofs(*o, RooflineChartView::kIntensityMin, RooflineChartView::kIntensityMax);
    }
    m_chart->setData(data);
    m_table->setWorkloads(data.workloads);
}

} // namespace fleet::views
