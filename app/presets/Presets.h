#pragma once
// Built-in scenarios shipped in resources/presets (compiled in as :/presets/NAME.fleetplan).
#include "io/ScenarioFile.h"

#include <QStringList>

namespace fleet::app {

class Presets {
public:
    static QString defaultName() { return QStringLiteral("book-175b-h100"); }
    static QStringList names();
    static ScenarioReadResult load(const QString& name);
    static QString description(const QString& name); // the preset's `name` field
};

} // namespace fleet::app
