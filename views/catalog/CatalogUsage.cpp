#include "catalog/CatalogUsage.h"

#include "models/FieldLabels.h"
#include "scenario/ResolvedFleet.h"
#include "scenario/ScenarioSchema.h"

#include <QCoreApplication>

namespace fleet::views {

QStringList fieldsUsing(const fleet::Scenario& s, const fleet::Catalog& c, fleet::CatalogKind kind, const QString& id)
{
    QStringList out;
    const std::string wanted = id.toStdString();
    for (const fleet::FieldSpec& f : fleet::ScenarioSchema::instance().fields()) {
        if (!f.catalogKind || *f.catalogKind != kind)
            continue;
        const fleet::FieldValue v = f.get(s);
        const std::string* value = std::get_if<std::string>(&v);
        if (!value)
            continue;
        const QString key = QString::fromStdString(f.key);
        if (*value == wanted) {
            out << QStringLiteral("%1 (%2)").arg(fleet::app::fieldLabel(key), key);
        } else if (*value == "auto" && kind == fleet::CatalogKind::Nodes) {
            std::vector<fleet::Issue> ignored;
            if (fleet::resolveFleet(s, c, ignored).node->id == wanted)
                out << QCoreApplication::translate("CatalogUsage", "%1 (%2 = auto, resolves to this node)")
                           .arg(fleet::app::fieldLabel(key), key);
        }
    }
    return out;
}

} // namespace fleet::views
