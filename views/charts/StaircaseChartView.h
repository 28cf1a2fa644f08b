#pragma once
// The bandwidth staircase: per-direction bandwidth of each tier as steps on a log axis, the cliff ratio
// between neighbouring tiers, and each tier's latency on a second log axis.
#include "comm/Staircase.h"

#include <QChartView>

#include <vector>

namespace fleet::views {

class StaircaseChartView : public QChartView {
    Q_OBJECT
public:
    explicit StaircaseChartView(QWidget* parent = nullptr);
    void setData(const std::vector<fleet::StaircaseTier>& tiers);
};

} // namespace fleet::views
