#pragma once
// One rack's power at peak against the rack limits of every cooling type in the catalog (seed §2 The Rack:
// ~30 kW engineered air; liquid for denser racks).
#include <QChartView>

#include <vector>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;

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
    ~RackDensityChartView() override;
    void setData(double rackWatts, const std::vector<CoolingLimit>& limits);
    // The limits' labels, lowest limit first (for tests: where they are in the scene, that none overlaps the bar
    // or another).
    std::vector<const QGraphicsSimpleTextItem*> limitLabels() const;

private:
    // The limits' labels right of the bar, each just above its line, pushed up where they would overprint the one
    // below (10, 30 and 50 kW are a few pixels apart in a 200 kW plot) and down again from the plot's top.
    void placeLabels();

    struct Label {
        QGraphicsRectItem* plate = nullptr; // the chart's background behind the text: the lines pass under it
        QGraphicsSimpleTextItem* item = nullptr; // a child of `plate`
        QLineSeries* line = nullptr;
        double kw = 0.0;
        QString full, brief; // "direct-liquid 150 kW (chosen)"; without "(chosen)" where that does not fit
    };
    std::vector<Label> m_labels; // lowest limit first
};

} // namespace fleet::views
