#pragma once
#include <QString>

namespace fleet::app {

// Translated label (with unit) for a scenario input key, e.g. "Nodes", "PUE", "MFU".
QString fieldLabel(const QString& key);
// Translated title of a builder section ("fleet" → "Accelerator & node").
QString sectionTitle(const QString& section);

} // namespace fleet::app
