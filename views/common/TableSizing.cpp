#include "common/TableSizing.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>

namespace fleet::views {

namespace {

// Every row, the header, the frame, and the horizontal scroll bar while it is shown (its range is positive: the
// columns are wider than the table; at 1366 × 768 the roofline's workload table showed its third row under it).
void fit(QTableWidget* table)
{
    int h = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        h += table->rowHeight(r);
    const QScrollBar* bar = table->horizontalScrollBar();
    if (table->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff && bar->maximum() > bar->minimum())
        h += bar->sizeHint().height();
    if (table->minimumHeight() != h || table->maximumHeight() != h)
        table->setFixedHeight(h);
}

} // namespace

void fitHeightToRows(QTableWidget* table)
{
    // The scroll bar's range is known once the table has laid out its columns at its width, and changes with them
    // (a resize, a column dragged wider): fit again then.
    if (!table->property("fleetFitsRows").toBool()) {
        QObject::connect(table->horizontalScrollBar(), &QScrollBar::rangeChanged, table, [table] { fit(table); });
        table->setProperty("fleetFitsRows", true);
    }
    fit(table);
}

} // namespace fleet::views
