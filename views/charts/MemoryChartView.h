#pragma once
// Stacked bars of per-GPU training memory (weights, gradients, optimizer, master copy, activations,
// buffers) for ZeRO stages 0-3, against the HBM capacity line; the scenario's stage is highlighted.
#include "memory/TrainingMemory.h"

#include <QChartView>

#include <vector>

namespace fleet::views {

class MemoryChartView : public QChartView {
    Q_OBJECT
public:
    explicit MemoryChartView(QWidget* parent = nullptr);
    void setData(const std::vector<fleet::TrainingMemory>& byZeroStage, int currentStage, double hbmBytes,
                 const QString& acceleratorName);
    // No bars, the message as the title (a plan without a training job, an unknown accelerator or precision).
    void clearData(const QString& message);
};

} // namespace fleet::views
