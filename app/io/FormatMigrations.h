#pragma once
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace fleet::app {

// Brings a parsed .fleetplan root from `version` up to ScenarioFile::kFormatVersion, one step at a
// time (each step a function of its own), noting what it changed in `warnings`. Returns an error or {}.
QString migrateToCurrent(QJsonObject& root, int version, QStringList& warnings);

} // namespace fleet::app
