#include "io/FormatMigrations.h"

#include <QCoreApplication>

#include "io/ScenarioFile.h"

namespace fleet::app {

QString migrateToCurrent(QJsonObject& root, int version, QStringList& warnings)
{
    Q_UNUSED(warnings);
    if (version < 1)
        return QCoreApplication::translate("ScenarioFile", "formatVersion %1 is not a FleetPlanner format (the first is 1)").arg(version);
    // Version 1 is current. A future format N adds `if (version < N) migrateTo<N>(root, warnings);` here.
    root.insert(QStringLiteral("formatVersion"), ScenarioFile::kFormatVersion);
    return {};
}

} // namespace fleet::app
