#include "common/TableSizing.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>

namespace fleet::views {

namespace {

// Every row, the header, the frame, and the horizontal scroll bar when the columns are wider than the table (at
// 1366 × 768 the roofline's workload table showed its third row under the scroll bar).
void fit(QTableWidget* table)
{
    int h = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        h += table->rowHeight(r);
    const int columns = table->horizontalHeader()->length() +
                        (table->verticalHeader()->isVisible() ? table->verticalHeader()->width() : 0) +
                        2 * table->frameWidth();
    if (table->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff && columns > table->width())
        h += table->horizontalScrollBar()->sizeHint().height();
    if (table->maximumHeight() != h || table->minimumHeight() != h)
        table->setFixedHeight(h);
}

// Fits the table again when its width changes (the scroll bar comes and goes with it).
class RefitOnResize : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize)
            fit(static_cast<QTableWidget*>(watched));
        return false;
    }
};

} // namespace

void fitHeightToRows(QTableWidget* table)
{
    if (!table->property("fleetFitsRows").toBool()) {
        table->installEventFilter(new RefitOnResize(table));
        table->setProperty("fleetFitsRows", true);
    }
    fit(table);
}

} // namespace fleet::views
