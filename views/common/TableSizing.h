#pragma once
class QTableWidget;

namespace fleet::views {

// Fixes a table's height to show its header and every row without a scroll bar.
void fitHeightToRows(QTableWidget* table);

} // namespace fleet::views
