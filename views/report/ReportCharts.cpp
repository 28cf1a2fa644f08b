#include "report/ReportCharts.h"

#include "carbon/CarbonView.h"
#include "charts/ChartExport.h"
#include "fabric/FabricView.h"
#include "memory/MemoryView.h"
#include "power/PowerView.h"
#include "reliability/ReliabilityView.h"
#include "serving/ServingView.h"
#include "roofline/RooflineView.h"
#include "staircase/StaircaseView.h"
#include "tco/TcoView.h"
#include "training/TrainingView.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>

namespace fleet::views {

ReportCharts::ReportCharts(const fleet::app::EvaluationPtr& evaluation)
{
    const fleet::app::CatalogPtr& catalog = evaluation->catalog();
    const std::pair<const char*, ScenarioView*> views[] = {
        {"compute", new RooflineView(catalog)},    {"comm", new StaircaseView(catalog)},
        {"training", new TrainingView(catalog)},   {"memory", new MemoryView(catalog)},
        {"fabric", new FabricView(catalog)},
        {"power", new PowerView(catalog)},         {"reliability", new ReliabilityView(catalog)},
        {"carbon", new CarbonView(catalog)},       {"tco", new TcoView(catalog)},
        {"serving", new ServingView(catalog)},
    };
    for (const auto& [section, view] : views) {
        m_views.emplace_back(view);
        view->setAttribute(Qt::WA_DontShowOnScreen);
        view->resize(1366, 768);
        view->setEvaluation(evaluation);
        for (QChartView* cv : view->findChildren<QChartView*>()) {
            QChart* chart = cv->chart();
            if (chart && !chart->series().isEmpty()) // e.g. the Monte Carlo histogram before a run
                m_charts[QString::fromLatin1(section)].append(chart);
        }
    }
}

ReportCharts::~ReportCharts() = default;

QList<QChart*> ReportCharts::charts(const QString& section) const { return m_charts.value(section); }

int ReportCharts::count() const
{
    int n = 0;
    for (const QList<QChart*>& l : m_charts)
        n += static_cast<int>(l.size());
    return n;
}

void ReportCharts::resize(const QSizeF& size)
{
    for (const QList<QChart*>& l : m_charts)
        for (QChart* c : l) {
            c->resize(size);
            if (c->layout())
                c->layout()->activate();
        }
    QCoreApplication::sendPostedEvents(); // the charts lay out their axes and series on LayoutRequest
    QCoreApplication::processEvents();
}

QHash<QString, QList<QByteArray>> ReportCharts::svgs(const QSizeF& size)
{
    resize(size);
    QHash<QString, QList<QByteArray>> out;
    for (auto it = m_charts.cbegin(); it != m_charts.cend(); ++it)
        for (QChart* c : it.value())
            out[it.key()].append(ChartExport::svg(c));
    return out;
}

} // namespace fleet::views
