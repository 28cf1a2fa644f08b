#pragma once
// The CLI's two listings: `presets` (name and description) and `keys` (every scenario input with its range).
#include <QTextStream>

namespace fleet::app {

int printPresets(QTextStream& out);
int printKeys(QTextStream& out);

} // namespace fleet::app
