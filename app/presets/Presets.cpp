#include "presets/Presets.h"

#include <QCoreApplication>

#include <QDir>

namespace fleet::app {

namespace {
const QString kDir = QStringLiteral(":/presets");
const QString kSuffix = QStringLiteral(".fleetplan");
} // namespace

QStringList Presets::names()
{
    QStringList out;
    for (const QString& f : QDir(kDir).entryList({QStringLiteral("*") + kSuffix}, QDir::Files, QDir::Name))
        out << f.chopped(kSuffix.size());
    return out;
}

ScenarioReadResult Presets::load(const QString& name)
{
    if (!names().contains(name)) {
        ScenarioReadResult r;
        r.error = QCoreApplication::translate("Presets", "unknown preset '%1'; available: %2").arg(name, names().join(QStringLiteral(", ")));
        return r;
    }
    return ScenarioFile::load(kDir + u'/' + name + kSuffix);
}

QString Presets::description(const QString& name)
{
    const ScenarioReadResult r = load(name);
    return r.scenario ? QString::fromStdString(r.scenario->name) : QString();
}

} // namespace fleet::app
