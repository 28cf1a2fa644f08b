#pragma once
// Scatter of a design-space search: every valid configuration (grey) and the Pareto front (coloured by
// carbon, in up to four bands), time to train against cost; log axes when an axis spans more than a decade.
// Clicking a point reports its configuration index; the selected configuration is ringed.
#include <QChartView>

#include <cstdint>
#include <vector>

class QScatterSeries;

namespace fleet::views {

struct ParetoPoint {
    double x = 0.0, y = 0.0; // display units (e.g. days, $M)
    double carbon = 0.0;     // display units (e.g. t CO2e)
    std::int64_t index = 0;  // configuration index
};

struct ParetoChartSpec {
    QString title, xTitle, yTitle;
    QString carbonLegend = QStringLiteral("%1–%2 t CO2e");   // %1, %2: band limits
    QString carbonSingleLegend = QStringLiteral("%1 t CO2e"); // every front point has the same carbon
    QString validLegend = QStringLiteral("valid");
};

class ParetoChartView : public QChartView {
    Q_OBJECT
public:
    explicit ParetoChartView(QWidget* parent = nullptr);
    void setData(const ParetoChartSpec& spec, const std::vector<ParetoPoint>& valid, const std::vector<ParetoPoint>& front);
    void setSelected(std::int64_t index);
    // The plan's own layout (issue 31): a dark square in the legend as `legend`; nothing when it cannot be drawn.
    // Call after setData, which clears it.
    void setPlanPoint(double x, double y, const QString& legend);
    void clearData(const QString& message);
    int frontSeriesCount() const { return static_cast<int>(m_frontSeries.size()); }

signals:
    void pointClicked(std::int64_t index);

private:
    void clicked(const QPointF& p);

    std::vector<ParetoPoint> m_points; // front first, then the other valid ones: what a click can pick
    std::vector<QScatterSeries*> m_frontSeries;
    QScatterSeries* m_selected = nullptr;
    QScatterSeries* m_plan = nullptr;
};

} // namespace fleet::views
