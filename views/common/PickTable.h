#pragma once
class QTableView;

namespace fleet::views {

// A read-only table of results whose rows are picked one at a time (the Search tab's front and fastest layouts, its
// serving configurations): whole rows selected, no editing, no row numbers, columns as wide as their contents.
// Sorting and row height stay the caller's: they differ between the tables.
void setUpPickTable(QTableView* table);

} // namespace fleet::views
