#pragma once
// Argument helpers shared by the CLI's subcommands.
#include <QString>
#include <QStringList>

namespace fleet::app {

// Removes `option` (at i) and its value from args and returns the value; sets *error when the value is missing.
QString takeValue(QStringList& args, int i, const QString& option, QString* error);

} // namespace fleet::app
