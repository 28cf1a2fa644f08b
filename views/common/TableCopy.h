#pragma once
// Copy a table as tab-separated values: the selected cells (or the whole table when nothing is selected),
// with the header row, from Ctrl+C or the context menu's "Copy as TSV".
#include <QCoreApplication>
#include <QString>

class QAbstractItemView;

namespace fleet::views {

class TableCopy {
    Q_DECLARE_TR_FUNCTIONS(TableCopy)
public:
    // Header row + one line per row of the selection's bounding rows/columns, tab-separated, "\n"-terminated.
    static QString tsv(const QAbstractItemView* view);
    // Adds the "Copy as TSV" action (Ctrl+C while the table has focus) and its context menu.
    static void install(QAbstractItemView* view);
};

} // namespace fleet::views
