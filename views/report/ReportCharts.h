#pragma once
// The report's charts, drawn from the plan's Evaluation by the chart classes of views/charts with the tabs' own
// drawing functions (RooflineView::draw, TrainingView::drawScaling, …), so a chart in the report is the chart on
// screen; no tab widget is built and no series is computed here. Needs a QApplication.
#include "evaluation/Evaluation.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QSizeF>
#include <QString>

#include <memory>
#include <vector>

class QChart;
class QChartView;
class QGraphicsSimpleTextItem;

namespace fleet::views {

class ReportCharts {
public:
    explicit ReportCharts(const fleet::app::EvaluationPtr& evaluation);
    ~ReportCharts();
    ReportCharts(const ReportCharts&) = delete;
    ReportCharts& operator=(const ReportCharts&) = delete;

    // Charts of a domain section ("compute", "memory", …) that have data, in the tab's order.
    QList<QChart*> charts(const QString& section) const;
    int count() const;
    // Lays every chart out at `size` (logical pixels) before it is painted.
    void resize(const QSizeF& size);
    // Every section's charts as SVG documents at `size`.
    QHash<QString, QList<QByteArray>> svgs(const QSizeF& size);

private:
    // A new chart view of `section`, offscreen.
    template <typename Chart> Chart* add(const char* section);
    // A chart whose series are all empty (a layout that cannot be stepped): its axes and legend hidden and a note
    // in their place, so a page says "not computed" instead of showing empty axes (issue 31).
    void markNotComputed(QChart* chart);

    std::vector<std::unique_ptr<QChartView>> m_views;
    QList<QPair<QString, QChartView*>> m_order;
    QHash<QString, QList<QChart*>> m_charts;
    QList<QPair<QChart*, QGraphicsSimpleTextItem*>> m_notes; // centred in their plot area by resize()
};

} // namespace fleet::views
