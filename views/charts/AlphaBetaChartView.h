#pragma once
// α-β transfer time T(n) = α + n/β against message size (log-log) for a set of links, with each link's
// crossover n* = α·β marked (seed §3 α-β model, Fig. 3.7).
#include <QChartView>

#include <utility>
#include <vector>

namespace fleet::views {

// One link's curve, computed by the evaluation (app/evaluation/ViewSeries.h): T(n) in seconds at message sizes
// n in bytes over [kMinBytes, kMaxBytes], and its crossover n* with T(n*).
struct AlphaBetaCurve {
    QString name;
    std::vector<std::pair<double, double>> points; // bytes, seconds
    double crossoverBytes = 0.0;
    double crossoverSeconds = 0.0;
};

class AlphaBetaChartView : public QChartView {
    Q_OBJECT
public:
    explicit AlphaBetaChartView(QWidget* parent = nullptr);
    void setCurves(const std::vector<AlphaBetaCurve>& curves);

    static constexpr double kMinBytes = 10.0;
    static constexpr double kMaxBytes = 1e10;
};

} // namespace fleet::views
