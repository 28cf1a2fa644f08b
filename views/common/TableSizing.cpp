#include "common/TableSizing.h"

#include <QHeaderView>
#include <QTableWidget>

namespace fleet::views {

void fitHeightToRows(QTableWidget* table)
{
    int h = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        h += table->rowHeight(r);
    table->setFixedHeight(h);
}

} // namespace fleet::views
