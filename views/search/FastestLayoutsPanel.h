#pragma once
// The Search tab's runner-ups (issue 31, point 2): the fastest valid configurations, fastest first, with how much
// slower each is than the fastest, its run's cost, step, MFU and memory, and in words what differs from the fastest
// ("pp 16 (8), microBatch 2 (1)"). On one fleet the front is a single point (cost and carbon follow the time): this
// is where the alternatives are. Picking a row picks its configuration (the chart rings it, Apply sets it).
#include "evaluation/SearchRunner.h"

#include <QWidget>

#include <cstdint>

class QLabel;
class QTableWidget;

namespace fleet::views {

class FastestLayoutsPanel : public QWidget {
    Q_OBJECT
public:
    explicit FastestLayoutsPanel(QWidget* parent = nullptr);
    // Shows the outcome's fastest configurations; returns how many rows it shows.
    int setResult(const fleet::app::SearchOutcome& outcome);
    QTableWidget* table() const { return m_table; }
    // Unselects its row (another view picked a configuration) without announcing it.
    void clearPick();

signals:
    void picked(std::int64_t index);

private:
    QLabel* m_note;
    QTableWidget* m_table;
};

} // namespace fleet::views
