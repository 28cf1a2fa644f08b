#pragma once
// A plain-text table for the CLI: every column as wide as its widest cell, two spaces between columns, numbers
// right-aligned and the columns named in `leftAligned` left-aligned, each line indented by two spaces.
#include <QList>
#include <QStringList>
#include <QTextStream>

namespace fleet::app {

void printTable(QTextStream& out, const QStringList& header, const QList<QStringList>& rows,
                const QList<int>& leftAligned = {});

} // namespace fleet::app
