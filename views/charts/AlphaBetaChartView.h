#pragma once
// α-β transfer time T(n) = α + n/β against message size (log-log) for a set of links, with each link's
// crossover n* = α·β marked (seed §3 α-β model, Fig. 3.7).
#include "comm/Collectives.h"

#include <QChartView>

#include <vector>

namespace fleet::views {

struct AlphaBetaCurve {
    QString name;
    fleet::LinkCost cost;
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
