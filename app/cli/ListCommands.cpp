#include "ListCommands.h"

#include "presets/Presets.h"
#include "scenario/ScenarioSchema.h"

#include <algorithm>

namespace fleet::app {

int printPresets(QTextStream& out)
{
    qsizetype width = 28; // the column of the descriptions; wider when a name needs it
    for (const QString& name : Presets::names())
        width = std::max(width, name.size() + 2);
    for (const QString& name : Presets::names())
        out << name.leftJustified(width) << Presets::description(name) << "\n";
    return 0;
}

int printKeys(QTextStream& out)
{
    const auto& schema = fleet::ScenarioSchema::instance();
    for (const fleet::FieldSpec& f : schema.fields())
        out << QString::fromStdString(f.key).leftJustified(40) << QString::fromStdString(schema.rangeText(f)) << "  — "
            << QString::fromStdString(f.description) << "\n";
    return 0;
}

} // namespace fleet::app
