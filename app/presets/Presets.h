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
    // What the preset's models cannot express (translated, plain text; empty when the models cover it).
    // Shown in the preset menu's tooltip and as an Info issue when the preset is loaded.
    static QString limits(const QString& name);
    // The preset whose `name` field is `description` (a plan made from it keeps that name), or {}.
    static QString forDescription(const QString& description);
};

} // namespace fleet::app
