#pragma once
// The Fabric tab's traffic charts (issue 29 part 6; seed L2865 the mixed-cluster exercise): what each parallel group of
// the training job and of the serving fleet sends per accelerator — over NVLink, through the NIC within the leaf,
// across the spine — and both jobs' demand on the spine against its capacity. Drawn from the evaluation's typed
// FabricTraffic (no model is rerun); the report draws the same.
#include <QCoreApplication>

namespace fleet::app {
class Evaluation;
}

namespace fleet::views {

class CategoryBarChartView;

class FabricTrafficCharts {
    Q_DECLARE_TR_FUNCTIONS(FabricTrafficCharts)
public:
    // Bytes per second per accelerator by job and group, split by tier (GB/s).
    static void drawTraffic(const fleet::app::Evaluation& e, CategoryBarChartView* chart);
    // Both jobs' demand on the spine and the spine's capacity (TB/s).
    static void drawSpine(const fleet::app::Evaluation& e, CategoryBarChartView* chart);
};

} // namespace fleet::views
