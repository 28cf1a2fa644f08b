#pragma once
// The report's charts, drawn by the application's own tab views: each domain's ScenarioView is created
// offscreen, given the evaluation with setEvaluation(), and its chart views are rendered.
// No series is built here, so a chart in the report is exactly the chart on screen. Needs a QApplication.
#include "evaluation/Evaluation.h"

#include <QHash>
#include <QList>
#include <QSizeF>
#include <QString>

#include <memory>
#include <vector>

class QChart;
class QWidget;

namespace fleet::views {

class ReportCharts {
public:
    explicit ReportCharts(const fleet::app::EvaluationPtr& evaluation);
    ~ReportCharts();
    ReportCharts(const ReportCharts&) = delete;
    ReportCharts& operator=(const ReportCharts&) = delete;

    // Charts of a domain section ("compute", "memory", …) that have data, in the view's order.
    QList<QChart*> charts(const QString& section) const;
    int count() const;
    // Lays every chart out at `size` (logical pixels) before it is painted.
    void resize(const QSizeF& size);
    // Every section's charts as SVG documents at `size`.
    QHash<QString, QList<QByteArray>> svgs(const QSizeF& size);

private:
    std::vector<std::unique_ptr<QWidget>> m_views;
    QHash<QString, QList<QChart*>> m_charts;
};

} // namespace fleet::views
