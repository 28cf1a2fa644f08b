#pragma once
class QTableWidget;

namespace fleet::views {

// Fixes a table's height to show its header and every row without a vertical scroll bar (and the horizontal one when
// the columns are wider than the table: refitted whenever the scroll bar's range changes).
void fitHeightToRows(QTableWidget* table);

} // namespace fleet::views
