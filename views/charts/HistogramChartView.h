#pragma once
// A histogram (bar outline with filled area) with vertical reference lines, for Monte Carlo results.
#include <QChartView>

#include <vector>

namespace fleet::views {

struct HistogramData {
    QString title, xTitle;
    double lo = 0.0, hi = 0.0;          // x range of the bins
    std::vector<double> counts;
    std::vector<std::pair<QString, double>> references; // label, x
};

class HistogramChartView : public QChartView {
    Q_OBJECT
public:
    explicit HistogramChartView(QWidget* parent = nullptr);
    void setData(const HistogramData& data);
    void clearData(const QString& message);
};

} // namespace fleet::views
