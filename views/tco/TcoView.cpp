#include "tco/TcoView.h"

#include "i18n/ModelText.h"

#include "charts/CategoryBarChartView.h"
#include "charts/LineChartView.h"
#include "common/ResultsTable.h"

#include <QGridLayout>

#include <algorithm>
#include <cmath>

namespace fleet::views {

TcoView::TcoView(QWidget* parent)
    : ScenarioView(parent), m_years(new CategoryBarChartView(this)), m_buildVsBuy(new LineChartView(this)),
      m_tornado(new CategoryBarChartView(this)),
      m_table(new ResultsTable({QStringLiteral("tco.")}, tr("Cost of ownership"), this))
{
    m_table->setObjectName(QStringLiteral("tcoTable"));
    auto* grid = new QGridLayout(this);
    grid->addWidget(m_years, 0, 0);
    grid->addWidget(m_buildVsBuy, 0, 1);
    grid->addWidget(m_tornado, 1, 0);
    grid->addWidget(m_table, 1, 1);
    connect(m_table, &ResultsTable::resultActivated, this, &TcoView::resultActivated);
}

void TcoView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_table->setResults(evaluation->results());
    draw(*evaluation, m_years, m_buildVsBuy, m_tornado);
}

void TcoView::draw(const fleet::app::Evaluation& e, CategoryBarChartView* yearChart, LineChartView* buildVsBuy,
                   CategoryBarChartView* tornado)
{
    const fleet::Scenario& s = e.scenario();
    const fleet::app::TcoSeries& t = e.series().tco;
    if (!t.valid)
        return;
    if (!t.priced) { // e.g. an accelerator the catalog has no price for: say so rather than keep the last plan's charts
        const QString why = tr("No cost model: the catalog has no price for this plan's hardware (see Issues)");
        yearChart->setData({why, QString(), {}, QStringLiteral("%.0f"), true}, {});
        buildVsBuy->setData({why, QString(), QString()}, {});
        tornado->setData({QString(), QString(), {}, QStringLiteral("%.0f"), true}, {});
        return;
    }
    const fleet::TcoBreakdown& b = t.breakdown;

    // Cost per year of service, in $M.
    const int years = std::max(1, static_cast<int>(std::ceil(s.economics.years)));
    QStringList yearNames;
    std::vector<double> dep, elec, maint, staff;
    for (int y = years; y >= 1; --y) {
        yearNames << tr("Year %1").arg(y);
        dep.push_back(b.depreciationUsdPerYear / 1e6);
        elec.push_back(b.electricityUsdPerYear / 1e6);
        maint.push_back(b.maintenanceUsdPerYear / 1e6);
        staff.push_back(b.staffUsdPerYear / 1e6);
    }
    yearChart->setData(
        {tr("Cost per year: $%1 M total over %2 years").arg(b.totalUsd / 1e6, 0, 'f', 0).arg(s.economics.years),
         tr("$ M per year"), yearNames, QStringLiteral("%.0f"), true},
        {{tr("Capex"), QColor(0x1f, 0x77, 0xb4), dep},
         {tr("Power"), QColor(0xff, 0x7f, 0x0e), elec},
         {tr("Maint."), QColor(0x2c, 0xa0, 0x2c), maint},
         {tr("Staff"), QColor(0x94, 0x67, 0xbd), staff}});

    // Owning vs renting against utilization.
    LineSeriesData owned{tr("Own"), {}, QColor(0x1f, 0x77, 0xb4)};
    LineSeriesData cloud{tr("Rent at $%1/h").arg(s.economics.cloudUsdPerAcceleratorHour, 0, 'f', 2), {}, QColor(0xd6, 0x27, 0x28)};
    for (const auto& [u, usd] : t.owned)
        owned.points.push_back({u * 100.0, usd / 1e6});
    for (const auto& [u, usd] : t.cloud)
        cloud.points.push_back({u * 100.0, usd / 1e6});
    std::vector<MarkerData> markers;
    if (const auto u = t.breakeven; u && *u > 0.0 && *u <= 1.0)
        markers.push_back({tr("break-even %1 %").arg(*u * 100.0, 0, 'f', 1), *u * 100.0, t.breakevenOwnedUsd / 1e6,
                           QColor(0x2c, 0xa0, 0x2c)});
    // utilization 100 % is the curves' last point
    const double top = t.owned.empty() ? 0.0 : std::max(t.owned.back().second, t.cloud.back().second) / 1e6;
    LineSeriesData plan{tr("plan at %1 %").arg(s.economics.utilization * 100.0, 0, 'f', 0),
                        {{s.economics.utilization * 100.0, 0.0}, {s.economics.utilization * 100.0, top}},
                        QColor(0x7f, 0x7f, 0x7f)};
    buildVsBuy->setData({(s.economics.years == std::floor(s.economics.years)
                              ? tr("Build vs buy over %n year(s)", "", static_cast<int>(s.economics.years))
                              //: %1 is a number of years with a fraction, e.g. 4.5
                              : tr("Build vs buy over %1 years").arg(s.economics.years)),
                         tr("Utilization (%)"), tr("Total cost ($ M)"), false, false, 0.0, 0.0, QStringLiteral("%.0f")},
                        {owned, cloud, plan}, markers);

    // Tornado: change of total cost for ±20 % on each input.
    const auto& bars = t.sensitivity;
    QStringList names;
    std::vector<double> low, high;
    for (auto it = bars.rbegin(); it != bars.rend(); ++it) { // largest swing on top
        names << fleet::app::modelPhrase(it->label);
        low.push_back(it->lowDelta() / 1e6);
        high.push_back(it->highDelta() / 1e6);
    }
    tornado->setData(
        {tr("Sensitivity of total cost to ±20 %"), tr("Δ total cost ($ M)"), names, QStringLiteral("%.0f"), true},
        {{tr("input −20 %"), QColor(0x9e, 0xb9, 0xd4), low}, {tr("input +20 %"), QColor(0x1f, 0x77, 0xb4), high}});
}

} // namespace fleet::views
