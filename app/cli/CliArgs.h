#pragma once
// Argument helpers shared by the CLI's subcommands.
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::app {

// Removes `option` (at i) and its value from args and returns the value; sets *error when the value is missing.
QString takeValue(QStringList& args, int i, const QString& option, QString* error);

// The whole-number option `key` (`fallback` when not given); nullopt when its value is not a whole number from
// `lo` to `hi`: the caller says what it should have been.
std::optional<int> intOption(const QHash<QString, QString>& options, const QString& key, int fallback, int lo, int hi);

} // namespace fleet::app
