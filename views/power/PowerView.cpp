#include "power/PowerView.h"

#include "charts/LineChartView.h"
#include "charts/PowerChainChartView.h"
#include "charts/RackDensityChartView.h"
#include "common/ResultsTable.h"
#include "power/PowerModel.h"

#include <QHBoxLayout>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>

namespace fleet::views {

PowerView::PowerView(QWidget* parent)
    : ScenarioView(parent), m_chain(new PowerChainChartView(this)), m_rack(new RackDensityChartView(this)),
      m_cap(new LineChartView(this)), m_lower(new QTabWidget(this)),
      m_table(new ResultsTable({QStringLiteral("power."), QStringLiteral("cooling.")}, tr("Power & cooling"), this))
{
    m_table->setObjectName(QStringLiteral("powerTable"));
    m_cap->setObjectName(QStringLiteral("powerCapChart"));
    // Two charts share the lower pane (side by side they squeeze the table at 1366 × 768).
    m_lower->setDocumentMode(true);
    m_lower->addTab(m_rack, tr("Rack vs cooling"));
    m_lower->addTab(m_cap, tr("Power cap trade-off"));
    m_lower->setTabToolTip(1, tr("Time to train and the run's facility energy as the per-accelerator power cap "
                                 "varies, relative to the uncapped run"));
    auto* charts = new QVBoxLayout;
    charts->addWidget(m_chain, 1);
    charts->addWidget(m_lower, 1);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(charts, 3);
    layout->addWidget(m_table, 2);
    connect(m_table, &ResultsTable::resultActivated, this, &PowerView::resultActivated);
}

void PowerView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_table->setResults(evaluation->results());
    draw(*evaluation, m_chain, m_rack);
    drawCapTradeOff(*evaluation, m_cap);
    // A plan that just became power-limited (a cap set, a cooling that throttles) shows what the limit costs.
    const auto rate = evaluation->results()->value("training.power_rate_fraction");
    const auto saving = evaluation->results()->value("power.cap_saving_fraction");
    const bool limited = (rate && *rate < 1.0) || (saving && *saving > 0.0);
    if (limited && !m_limited)
        m_lower->setCurrentWidget(m_cap);
    m_limited = limited;
}

// Time to train and the run's energy against the per-accelerator cap, both relative to the uncapped run.
void PowerView::drawCapTradeOff(const fleet::app::Evaluation& e, LineChartView* chart)
{
    const fleet::PowerCapSeries& cap = e.series().powerCap;
    if (cap.points.empty() || cap.points.back().capWatts < cap.tdpWatts || !(cap.points.back().energyJoules > 0.0)) {
        chart->setData({tr("Power cap: no run to compare"), tr("Power cap per accelerator (W)"),
                        tr("Ratio")},
                       {});
        return;
    }
    const fleet::PowerCapPoint& full = cap.points.back(); // at the TDP
    //: the run's wall-clock time, as the legend of a line 
    LineSeriesData time{tr("time to train"), {}, QColor(0x1f, 0x77, 0xb4)};
    //: the run's facility energy, as the legend of a line 
    LineSeriesData energy{tr("energy of the run"), {}, QColor(0x2c, 0xa0, 0x2c)};
    std::vector<MarkerData> marker;
    for (const fleet::PowerCapPoint& p : cap.points) {
        time.points.push_back({p.capWatts, p.wallSeconds / full.wallSeconds});
        energy.points.push_back({p.capWatts, p.energyJoules / full.energyJoules});
        if (std::fabs(p.capWatts - cap.planCapWatts) < 1e-6)
            marker.push_back({tr("plan"), p.capWatts, p.wallSeconds / full.wallSeconds, QColor(0xd6, 0x27, 0x28)});
    }
    const bool book = e.scenario().training.timeModel != "predicted";
    chart->setData({book ? tr("Time and energy ÷ uncapped (book: linear)")
                         : tr("Time and energy ÷ uncapped run"),
                    tr("Power cap per accelerator (W)"), tr("Ratio"), false, false, 0.0, 0.0,
                    QStringLiteral("%.2f")},
                   {time, energy}, marker);
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
