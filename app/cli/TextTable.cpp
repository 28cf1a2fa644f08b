#include "TextTable.h"

#include <algorithm>

namespace fleet::app {

void printTable(QTextStream& out, const QStringList& header, const QList<QStringList>& rows, const QList<int>& leftAligned)
{
    QList<int> widths(header.size(), 0);
    for (int c = 0; c < header.size(); ++c) {
        widths[c] = int(header[c].size());
        for (const QStringList& row : rows)
            widths[c] = std::max(widths[c], int(row.value(c).size()));
    }
    auto line = [&](const QStringList& cells) {
        QStringList padded;
        for (int c = 0; c < cells.size() && c < widths.size(); ++c)
            padded << (leftAligned.contains(c) ? cells[c].leftJustified(widths[c]) : cells[c].rightJustified(widths[c]));
        out << "  " << padded.join(QStringLiteral("  ")) << "\n";
    };
    line(header);
    for (const QStringList& row : rows)
        line(row);
}

} // namespace fleet::app
