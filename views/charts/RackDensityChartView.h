#pragma once
// One rack's power at peak against the rack limits of every cooling type in the catalog (seed §2 The Rack:
// ~30 kW engineered air; liquid for denser racks).
#include <QChartView>

#include <vector>

namespace fleet::views {

struct CoolingLimit {
    QString name;
    double watts = 0.0;
    bool chosen = false;
};

class RackDensityChartView : public QChartView {
    Q_OBJECT
public:
    explicit RackDensityChartView(QWidget* parent = nullptr);
    void setData(double rackWatts, const std::vector<CoolingLimit>& limits);
};

} // namespace fleet::views
