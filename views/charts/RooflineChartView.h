#pragma once
// Log-log roofline chart: the accelerator's roofs per precision with ridge points marked, the
// scenario's workloads placed on them, and optionally a second accelerator's roofs dashed.
#include "compute/Roofline.h"

#include <QChartView>

#include <optional>
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
    // Draws the chart; the same data again (an edit that does not move the roofline) leaves it as it is.
    void setData(const RooflineData& data);
    int seriesCount() const;

    static constexpr double kIntensityMin = 0.1;
    static constexpr double kIntensityMax = 1e5;

private:
    std::optional<RooflineData> m_drawn;
};

} // namespace fleet::views
