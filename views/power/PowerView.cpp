#include "power/PowerView.h"

#include "charts/PowerChainChartView.h"
#include "charts/RackDensityChartView.h"
#include "common/ResultsTable.h"
#include "power/PowerModel.h"

#include <QHBoxLayout>
#include <QVBoxLayout>

namespace fleet::views {

PowerView::PowerView(QWidget* parent)
    : ScenarioView(parent), m_chain(new PowerChainChartView(this)), m_rack(new RackDensityChartView(this)),
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

void PowerView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_table->setResults(evaluation->results());
    draw(*evaluation, m_chain, m_rack);
}

void PowerView::draw(const fleet::app::Evaluation& e, PowerChainChartView* chain, RackDensityChartView* rack)
{
    const fleet::Scenario& s = e.scenario();
    if (!e.results()->structs().power)
        return;                                                 // the plan could not be evaluated: the table shows why
    const fleet::PowerChain& powerChain = *e.results()->structs().power; // the evaluation's own chain, not a rerun
    chain->setChain(powerChain, s.facility.pue);
    // Each limit is a line and a label in the chart: the plan's cooling and at most kMaxLimits in all (a user
    // catalog can hold 200,000 cooling rows; the chart would never finish).
    constexpr size_t kMaxLimits = 10;
    std::vector<CoolingLimit> limits;
    for (const fleet::Cooling& c : e.catalog()->cooling)
        if (c.id == s.fleet.cooling || limits.size() + 1 < kMaxLimits)
            limits.push_back({QString::fromStdString(c.id), c.rackLimit.si(), c.id == s.fleet.cooling});
    rack->setData(powerChain.rackW, limits);
}

} // namespace fleet::views
