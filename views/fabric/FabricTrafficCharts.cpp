#include "fabric/FabricTrafficCharts.h"

#include "charts/CategoryBarChartView.h"
#include "evaluation/Evaluation.h"
#include "evaluate/FabricTraffic.h"

#include <algorithm>
#include <array>

namespace fleet::views {

namespace {

// The evaluation's traffic, or nullptr when it has none to draw (no stepped training job, no sized serving fleet).
const fleet::FabricTraffic* trafficOf(const fleet::app::Evaluation& e)
{
    const auto& r = e.results();
    const fleet::FabricTraffic* t = r ? r->structs().traffic.get() : nullptr;
    return t != nullptr && t->flowCount > 0 ? t : nullptr;
}

QString groupName(fleet::TrafficGroup g)
{
    switch (g) {
    case fleet::TrafficGroup::Tensor: return FabricTrafficCharts::tr("TP");
    case fleet::TrafficGroup::Context: return FabricTrafficCharts::tr("CP ring");
    case fleet::TrafficGroup::Pipeline: return FabricTrafficCharts::tr("PP");
    case fleet::TrafficGroup::Data: return FabricTrafficCharts::tr("DP");
    case fleet::TrafficGroup::Expert: return FabricTrafficCharts::tr("EP all-to-all");
    case fleet::TrafficGroup::KvHandoff: return FabricTrafficCharts::tr("KV hand-off");
    }
    return {};
}

constexpr double kGB = 1e9;
constexpr double kTB = 1e12;

// A chart with nothing to draw: its title says why.
void showNothing(CategoryBarChartView* chart, const QString& title, const QString& axis)
{
    chart->setData({title, axis, {}, QStringLiteral("%.1f"), true}, {});
}

} // namespace

void FabricTrafficCharts::drawTraffic(const fleet::app::Evaluation& e, CategoryBarChartView* chart)
{
    chart->setToolTip(tr("Bytes each accelerator sends per second, by job and parallel group (fabric.traffic_*): over "
                         "the scale-up link (NVLink), through its NIC to accelerators under the same leaf switch, and "
                         "across the spine to other leaves.\nTraining: the step's bytes over the step time, a mean "
                         "(the collectives run in bursts at the link's rate). Serving: the fleet at its load, or at "
                         "its capacity without one."));
    const fleet::FabricTraffic* t = trafficOf(e);
    if (t == nullptr) {
        showNothing(chart, tr("Traffic: no stepped training job and no sized serving fleet (see Issues)"),
                    tr("GB/s per accelerator"));
        return;
    }
    QStringList categories;
    std::array<BarPart, 3> parts{{{tr("NVLink"), QColor(0x1f, 0x77, 0xb4), {}},
                                  {tr("NIC, same leaf"), QColor(0x2c, 0xa0, 0x2c), {}},
                                  {tr("NIC, over spine"), QColor(0xd6, 0x27, 0x28), {}}}};
    // Bottom to top: the serving fleet's groups under the training job's, each job in the step's order.
    for (std::size_t i = t->flowCount; i-- > 0;) {
        const fleet::TrafficFlow& f = t->flows[i];
        //: a bar of the Fabric tab's traffic chart: %1 the job, %2 its parallel group (TP, DP, EP all-to-all...)
        categories << tr("%1 %2")
                          .arg(f.job == fleet::TrafficJob::Training ? tr("Training") : tr("Serving"),
                               groupName(f.group));
        parts[0].values.push_back(f.perSecond.up / kGB);
        parts[1].values.push_back((f.perSecond.out - f.spinePerSecond()) / kGB);
        parts[2].values.push_back(f.spinePerSecond() / kGB);
    }
    // A tier no bar uses takes no legend row (the NIC of a plan inside one scale-up domain).
    std::vector<BarPart> used;
    for (BarPart& p : parts)
        if (std::any_of(p.values.begin(), p.values.end(), [](double v) { return v > 0.0; }))
            used.push_back(std::move(p));
    chart->setData({tr("Traffic per accelerator (mean)"),
                    //: %1 the scale-out link's rate per direction, GB/s
                    tr("GB/s sent (NIC: %1 GB/s)").arg(t->nicBytesPerS / kGB, 0, 'f', 0),
                    categories,
                    QStringLiteral("%.1f"),
                    true},
                   used);
}

void FabricTrafficCharts::drawSpine(const fleet::app::Evaluation& e, CategoryBarChartView* chart)
{
    chart->setToolTip(tr("Both jobs on one fabric, as the book's mixed-cluster exercise asks (seed §3, L2865): the "
                         "bytes per second the training job and the serving fleet send between leaves "
                         "(fabric.traffic_*_spine_demand_bytes_per_s), against what the tier above the leaves carries "
                         "(fabric.spine_capacity_bytes_per_s: twice the bisection).\nMeans over time: bursts reach "
                         "the capacity well below a load of 1."));
    const fleet::FabricTraffic* t = trafficOf(e);
    if (t == nullptr) {
        showNothing(chart, tr("Spine: no traffic"), tr("TB/s"));
        return;
    }
    if (!(t->spineCapacityBytesPerS > 0.0)) {
        showNothing(chart, tr("No spine: one switch tier, or a torus"), tr("TB/s"));
        return;
    }
    const double training = t->total(fleet::TrafficJob::Training).spineDemand / kTB;
    const double serving = t->total(fleet::TrafficJob::Serving).spineDemand / kTB;
    // Bottom to top: the capacity under both jobs' demand, stacked.
    std::vector<BarPart> parts;
    if (t->training)
        parts.push_back({tr("Training job"), QColor(0x1f, 0x77, 0xb4), {0.0, training}});
    if (t->serving)
        parts.push_back({tr("Serving fleet"), QColor(0xff, 0x7f, 0x0e), {0.0, serving}});
    parts.push_back({tr("Capacity"), QColor(0x7f, 0x7f, 0x7f), {t->spineCapacityBytesPerS / kTB, 0.0}});
    //: %1 the percentage of the spine's capacity both jobs' demand takes
    chart->setData({tr("Spine: demand %1 % of capacity").arg(100.0 * t->spineLoad, 0, 'f', 0),
                    tr("TB/s (mean)"),
                    {tr("Capacity"), tr("Demand")},
                    QStringLiteral("%.0f"),
                    true},
                   parts);
}

} // namespace fleet::views
