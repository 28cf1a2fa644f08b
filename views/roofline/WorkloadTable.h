#pragma once
#include "compute/Roofline.h"

#include <QTableWidget>

#include <vector>

namespace fleet::views {

// The numbers behind the roofline's workload points: intensity, attainable throughput, share of peak,
// and which roof binds (memory or compute).
class WorkloadTable : public QTableWidget {
    Q_OBJECT
public:
    explicit WorkloadTable(QWidget* parent = nullptr);
    void setWorkloads(const std::vector<fleet::WorkloadPoint>& workloads);
};

} // namespace fleet::views
