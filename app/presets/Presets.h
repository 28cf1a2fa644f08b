#pragma once
// Built-in scenarios shipped in resources/presets (compiled in as :/presets/NAME.fleetplan).
#include "io/ScenarioFile.h"

#include <QStringList>

namespace fleet::app {

class Presets {
public:
    // The plan a new window and `fleetplanner-cli eval` without a plan start from: the book's GPT-3 175B fleet
    // with its time predicted from the layout (issue 31: new plans lead with the prediction; book-175b-h100 keeps
    // the book's chain as its headline, the worked example of seed §2 The Pod).
    static QString defaultName() { return QStringLiteral("gpt3-175b-h100"); }
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
