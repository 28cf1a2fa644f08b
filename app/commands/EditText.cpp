#include "commands/EditText.h"

#include "hardware/Catalog.h"
#include "i18n/ModelText.h"
#include "models/FieldLabels.h"
#include "scenario/ScenarioSchema.h"

#include <QCoreApplication>
#include <QLocale>

namespace fleet::app {

namespace {

QString catalogName(const fleet::Catalog& c, fleet::CatalogKind kind, const std::string& id)
{
    auto name = [](const auto* row) {
        return row ? QString::fromStdString(row->name) : QString();
    };
    switch (kind) {
    case fleet::CatalogKind::Accelerators:
        return name(c.accelerator(id));
    case fleet::CatalogKind::Links:
        return name(c.link(id));
    case fleet::CatalogKind::Nodes:
        return name(c.node(id));
    case fleet::CatalogKind::Cooling:
        return name(c.coolingType(id));
    case fleet::CatalogKind::Regions:
        return name(c.region(id));
    default:
        return {};
    }
}

} // namespace

QString displayValue(const fleet::FieldSpec& f, const fleet::FieldValue& v, const fleet::Catalog* catalog)
{
    const QLocale locale;
    if (const auto* text = std::get_if<std::string>(&v)) {
        if (f.catalogKind) {
            if (*text == "auto")
                return QCoreApplication::translate("SetFieldCommand", "auto");
            const QString name = catalog ? catalogName(*catalog, *f.catalogKind, *text) : QString();
            return name.isEmpty() ? QString::fromStdString(*text) : name;
        }
        return modelPhrase(*text);
    }
    if (const auto* flag = std::get_if<bool>(&v))
        return *flag ? QCoreApplication::translate("SetFieldCommand", "on")
                     : QCoreApplication::translate("SetFieldCommand", "off");
    const QString unit = f.unit.empty() ? QString() : u' ' + QString::fromStdString(f.unit);
    if (const auto* i = std::get_if<std::int64_t>(&v))
        return locale.toString(static_cast<qlonglong>(*i)) + unit;
    if (const auto* d = std::get_if<double>(&v))
        return locale.toString(*d, 'g', 6) + unit;
    return QString::fromStdString(fleet::toDisplayString(v));
}

QString editText(const fleet::FieldSpec& f, const fleet::FieldValue& v, const fleet::Catalog* catalog)
{
    //: Undo/redo text: %1 = the input's label ("Accelerator"), %2 = its new value ("NVIDIA B200")
    return QCoreApplication::translate("SetFieldCommand", "%1: %2")
        .arg(fieldLabel(QString::fromStdString(f.key)), displayValue(f, v, catalog));
}

} // namespace fleet::app
