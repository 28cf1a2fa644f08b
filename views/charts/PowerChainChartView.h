#pragma once
// The facility's power at peak and on average (DVFS) as stacked horizontal bars: accelerators, the rest of
// the nodes, the fabric, and the PUE overhead (seed §2 power wall, Eq. 2.2).
#include "power/PowerModel.h"

#include <QChartView>

namespace fleet::views {

class PowerChainChartView : public QChartView {
    Q_OBJECT
public:
    explicit PowerChainChartView(QWidget* parent = nullptr);
    void setChain(const fleet::PowerChain& chain, double pue);
};

} // namespace fleet::views
