#pragma once
// Log-log roofline chart: the accelerator's roofs per precision with ridge points marked, the
// scenario's workloads placed on them, and optionally a second accelerator's roofs dashed.
#include "compute/Roofline.h"

#include <QChartView>

#include <vector>

namespace fleet::views {

struct RooflineData {
    QString acceleratorName;
    std::vector<fleet::Roof> roofs;
    std::vector<fleet::WorkloadPoint> workloads;
    QString overlayName; // empty: no overlay
    std::vector<fleet::Roof> overlayRoofs;
};

class RooflineChartView : public QChartView {
    Q_OBJECT
public:
    explicit RooflineChartView(QWidget* parent = nullptr);
    void setData(const RooflineData& data);
    int seriesCount() const;

    static constexpr double kIntensityMin = 0.1;
    static constexpr double kIntensityMax = 1e5;
};

} // namespace fleet::views
