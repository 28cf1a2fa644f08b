#include "power/PowerView.h"

#include "charts/PowerChainChartView.h"
#include "charts/RackDensityChartView.h"
#include "common/ResultsTable.h"
#include "power/PowerModel.h"

#include <QHBoxLayout>
#include <QVBoxLayout>

namespace fleet::views {

PowerView::PowerView(fleet::app::CatalogPtr catalog, QWidget* parent)
    : ScenarioView(parent), m_catalog(std::move(catalog)), m_chain(new PowerChainChartView(this)),
      m_rack(new RackDensityChartView(this)),
      m_table(new ResultsTable({QStringLiteral("power."), QStringLiteral("cooling.")}, tr("Power & cooling"), this))
{
    m_table->setObjectName(QStringLiteral("powerTable"));
    auto* charts = new QVBoxLayout;
    charts->addWidget(m_chain, 1);
    charts->addWidget(m_rack, 1);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(charts, 3);
    layout->addWidget(m_table, 2);
    connect(m_table, &ResultsTable::resultActivated, this, &PowerView::resultActivated);
}

void PowerView::setState(const fleet::Scenario& s, const fleet::app::ResultsPtr& results)
{
    m_table->setResults(results);
    if (!results || !results->structs().power)
        return;                                                 // the plan could not be evaluated: the table shows why
    const fleet::PowerChain& chain = *results->structs().power; // the evaluation's own chain, not a rerun
    m_chain->setChain(chain, s.facility.pue);
    // Each limit is a line and a label in the chart: the plan's cooling and at most kMaxLimits in all (a user
    // catalog can hold 200,000 cooling rows; the chart would never finish).
    constexpr size_t kMaxLimits = 10;
    std::vector<CoolingLimit> limits;
    for (const fleet::Cooling& c : m_catalog->cooling)
        if (c.id == s.fleet.cooling || limits.size() + 1 < kMaxLimits)
            limits.push_back({QString::fromStdString(c.id), c.rackLimit.si(), c.id == s.fleet.cooling});
    m_rack->setData(chain.rackW, limits);
}

} // namespace fleet::views
