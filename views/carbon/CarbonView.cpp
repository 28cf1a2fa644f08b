#include "carbon/CarbonView.h"

#include "charts/CategoryBarChartView.h"
#include "common/ResultsTable.h"

#include <QHBoxLayout>
#include <QVBoxLayout>

namespace fleet::views {

CarbonView::CarbonView(QWidget* parent)
    : ScenarioView(parent), m_split(new CategoryBarChartView(this)), m_regions(new CategoryBarChartView(this)),
      m_table(new ResultsTable({QStringLiteral("carbon.")}, tr("Carbon & water"), this))
{
    m_table->setObjectName(QStringLiteral("carbonTable"));
    auto* left = new QVBoxLayout;
    left->addWidget(m_split, 2);
    left->addWidget(m_table, 3);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addWidget(m_regions, 1);
    connect(m_table, &ResultsTable::resultActivated, this, &CarbonView::resultActivated);
}

void CarbonView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_table->setResults(evaluation->results());
    draw(*evaluation, m_split, m_regions);
}

void CarbonView::draw(const fleet::app::Evaluation& e, CategoryBarChartView* split, CategoryBarChartView* regionChart)
{
    const fleet::Scenario& s = e.scenario();
    const fleet::app::ResultsPtr& results = e.results();
    const double operational = results->value("carbon.operational_kg").value_or(0.0) / 1e3;
    const double embodied = results->value("carbon.embodied_kg").value_or(0.0) / 1e3;
    split->setData({tr("CO2e of the training run: %1 t").arg(operational + embodied, 0, 'f', 1),
                    tr("t CO2e"),
                    {tr("This run")},
                    QStringLiteral("%.0f"),
                    true},
                   {{tr("Operational"), QColor(0xd6, 0x27, 0x28), {operational}},
                    {tr("Embodied (allocated)"), QColor(0x7f, 0x7f, 0x7f), {embodied}}});

    const auto& all = e.series().regions;
    // At most kShown regions stay readable: the cleanest, the dirtiest, evenly spread ones, and the plan's.
    constexpr size_t kShown = 14;
    std::vector<fleet::RegionEmission> regions;
    for (size_t i = 0; i < all.size(); ++i) {
        const bool spread = all.size() <= kShown || i % ((all.size() + kShown - 2) / (kShown - 1)) == 0 || i + 1 == all.size();
        if (spread || all[i].id == s.fleet.region)
            regions.push_back(all[i]);
    }
    QStringList names;
    std::vector<double> others, mine;
    for (auto it = regions.rbegin(); it != regions.rend(); ++it) { // dirtiest at the bottom, cleanest on top
        names << QStringLiteral("%1 · %2 g").arg(QString::fromStdString(it->id)).arg(it->gCo2ePerKWh, 0, 'f', 0);
        const bool plan = it->id == s.fleet.region;
        others.push_back(plan ? 0.0 : it->operationalKg / 1e3);
        mine.push_back(plan ? it->operationalKg / 1e3 : 0.0);
    }
    regionChart->setData({tr("The same run on other grids (%1 of %2 regions)").arg(regions.size()).arg(all.size()),
                          tr("Operational t CO2e"), names, QStringLiteral("%.0f"), true},
                         {{tr("Other regions"), QColor(0x9e, 0xb9, 0xd4), others},
                          {tr("This plan's region"), QColor(0xd6, 0x27, 0x28), mine}});
}

} // namespace fleet::views
