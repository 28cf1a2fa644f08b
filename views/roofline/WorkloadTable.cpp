#include "roofline/WorkloadTable.h"

#include "common/RoofName.h"
#include "common/TableCopy.h"
#include "i18n/ModelText.h"

#include "models/QuantityFormat.h"

#include "common/TableSizing.h"

#include <QHeaderView>

namespace fleet::views {

WorkloadTable::WorkloadTable(QWidget* parent) : QTableWidget(parent)
{
    TableCopy::install(this);
    setColumnCount(6);
    setHorizontalHeaderLabels({tr("Workload"), tr("Precision"), tr("Intensity"), tr("Attainable"), tr("Of peak"),
                               tr("Bound by")});
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(false);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void WorkloadTable::setWorkloads(const std::vector<fleet::WorkloadPoint>& workloads)
{
    using fleet::app::formatQuantity;
    using fleet::app::formatShare;
    setRowCount(static_cast<int>(workloads.size()));
    int row = 0;
    for (const fleet::WorkloadPoint& w : workloads) {
        const QStringList cells = {
            fleet::app::modelText(w.label),
            roofName(w.precision, w.fp4),
            formatQuantity(w.point.intensity, QStringLiteral("FLOP/B")).text(),
            formatQuantity(w.point.flopsPerS, QStringLiteral("FLOP/s")).text(),
            formatShare(w.fractionOfPeak()).text(),
            w.memoryBound() ? tr("memory (ridge %1)").arg(formatQuantity(w.ridge, QStringLiteral("FLOP/B")).text())
                            : tr("compute (ridge %1)").arg(formatQuantity(w.ridge, QStringLiteral("FLOP/B")).text())};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            if (c >= 2 && c <= 4)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(row, c, item);
        }
        ++row;
    }
    fitHeightToRows(this);
}

} // namespace fleet::views
